/**
 * game_results.json (docs/inputs.md `game-results`): the day before the slate as `fetch` writes it
 * from the MLB Stats API, each game as the schedule lists it with its box score. Every game of
 * that day is Final; its box score lists each club's nine starters (the club's regulars of that
 * day), the bench players who homered that day (they batted), now and then a pinch hitter and a
 * pinch runner who never came to the plate (0 PA: the settlement's void case). Home runs per
 * batter are the home-run events of that game (home_runs.csv), so both files agree. Two clubs off
 * that day had a game postponed (no box score). Drawn on the module's own random stream.
 */
import { club } from './clubs.ts';
import { addDays } from './dates.ts';
import { prettyJson } from './format.ts';
import type { GeneratedFile } from './files.ts';
import { teamOn, type Hitter, type League, type Schedule, type ScheduledGame } from './league.ts';
import { displayName } from './names.ts';
import { Rng } from './rng.ts';

interface BoxLine {
  hitter: Hitter;
  pa: number;
  hr: number;
}

const team = (code: string) => ({ name: club(code).name, abbreviation: club(code).statsApi });

function status(detailedState: string, codedGameState: string) {
  return { abstractGameState: 'Final', codedGameState, detailedState, statusCode: codedGameState, startTimeTBD: false };
}

function boxSide(lines: readonly BoxLine[], code: string) {
  return {
    team: team(code),
    batters: lines.map((l) => l.hitter.mlbamId),
    players: Object.fromEntries(
      lines.map((l) => [
        `ID${l.hitter.mlbamId}`,
        {
          person: { id: l.hitter.mlbamId, fullName: displayName(l.hitter.name) },
          stats: { batting: l.pa === 0 ? {} : { plateAppearances: l.pa, homeRuns: l.hr } },
        },
      ]),
    ),
  };
}

/** One club's batters in one game: nine regulars, the day's home-run hitters, a pinch hitter and a pinch runner now and then. */
function clubLines(rng: Rng, game: ScheduledGame, code: string, hitters: readonly Hitter[], homers: ReadonlyMap<Hitter, number>): BoxLine[] {
  const roster = hitters.filter((h) => teamOn(h, game.date) === code && h.season.PA > 0);
  const regulars = roster.filter((h) => h.role === 'regular').slice(0, 9);
  const lines: BoxLine[] = regulars.map((h) => ({ hitter: h, pa: rng.int(3, 5), hr: 0 }));
  for (const [h, hr] of homers) {
    const line = lines.find((l) => l.hitter === h) ?? { hitter: h, pa: 0, hr: 0 };
    if (!lines.includes(line)) lines.push(line);
    line.hr = hr;
    line.pa = Math.max(line.pa, hr, 1);
  }
  const bench = roster.filter((h) => !lines.some((l) => l.hitter === h));
  if (bench.length > 0 && rng.chance(0.4)) lines.push({ hitter: rng.pick(bench), pa: 1, hr: 0 });
  const runners = bench.filter((h) => !lines.some((l) => l.hitter === h));
  if (runners.length > 0 && rng.chance(0.25)) lines.push({ hitter: rng.pick(runners), pa: 0, hr: 0 });
  return lines;
}

function finalGame(rng: Rng, game: ScheduledGame, league: League) {
  const homers = (code: string) => {
    const counts = new Map<Hitter, number>();
    for (const e of league.homeRuns) if (e.gamePk === game.gamePk && e.team === code) counts.set(e.batter, (counts.get(e.batter) ?? 0) + 1);
    return counts;
  };
  const hitters = league.hitters;
  return {
    gamePk: game.gamePk,
    gameType: 'R',
    officialDate: game.date,
    status: status('Final', 'F'),
    teams: { away: { team: team(game.away) }, home: { team: team(game.home) } },
    gameNumber: 1,
    doubleHeader: 'N',
    boxscore: {
      teams: {
        away: boxSide(clubLines(rng, game, game.away, hitters, homers(game.away)), game.away),
        home: boxSide(clubLines(rng, game, game.home, hitters, homers(game.home)), game.home),
      },
    },
  };
}

/** A game of two clubs off that day, postponed: the schedule lists it without a box score. */
function postponedGame(rng: Rng, schedule: Schedule, day: string) {
  const playing = new Set(schedule.games.filter((g) => g.date === day).flatMap((g) => [g.away, g.home]));
  const off = rng.shuffle([...new Set(schedule.games.flatMap((g) => [g.away, g.home]))].filter((c) => !playing.has(c)).sort());
  if (off.length < 2) return null;
  const gamePk = Math.max(...schedule.games.map((g) => g.gamePk)) + 1;
  return {
    gamePk,
    gameType: 'R',
    officialDate: day,
    status: status('Postponed', 'D'),
    teams: { away: { team: team(off[0]!) }, home: { team: team(off[1]!) } },
    gameNumber: 1,
    doubleHeader: 'N',
  };
}

export function gameResultsJson(league: League): GeneratedFile {
  const rng = new Rng(league.seed, 'game-results-file');
  const day = addDays(league.date, -1);
  const games: unknown[] = [];
  for (const schedule of league.schedules) {
    for (const game of schedule.games.filter((g) => g.date === day)) games.push(finalGame(rng, game, league));
    const postponed = postponedGame(rng, schedule, day);
    if (postponed) games.push(postponed);
  }
  return { name: 'game_results.json', text: prettyJson(games), bom: false, rows: games.length };
}
