/**
 * Which lineup entries make today's games (docs/product.md#data-files-and-matching), by identity, never by position.
 * An entry's date is its slate date: a date, or an instant read in the home park's
 * time zone (domain/games.ts slateDayOf); an entry dated another day is rejected with
 * its line and the reason. The rest are tied to the schedule's game of the slate date:
 * - by the game id the lineups give (gamePk / game_pk);
 * - else the one game the team plays that day;
 * - else, when the team plays twice (a doubleheader) and the lineup gives no game id,
 *   by game number: a flat game_key's "_2", else the team's entries in file order
 *   (its first entry is game 1), said so in a warning.
 * Without a schedule for the date the file's own identity is used (game_key, or its
 * (away, home) pair). A game the schedule marks Postponed (or cancelled, suspended), a
 * game id the schedule does not hold, and a team the schedule does not list that day
 * are rejected and reported: not projected, not pickable. A game with only one side
 * is reported (a warning and a reject of the lone side); a team given twice in one
 * game is rejected. Games at another club's park or a neutral site, and weather texts
 * without a temperature, are stated in the warnings. Pure.
 */
import { slateDayOf } from '../../domain/games.ts';
import { homeTimeZone } from '../../domain/teams.ts';
import type { RawGame, RawLineupTeam, RowIssue } from '../inputs/rows.ts';
import { gamePark, gameWeather, isNotPlayed } from './game-context.ts';
import { startingPitcherOf } from './lineups.ts';
import { buildCharReplacements, normaliseName } from './names.ts';

export interface SlateGame {
  away: RawLineupTeam;
  home: RawLineupTeam;
  /** The schedule's game, null when the schedule does not cover the slate date. */
  scheduled: RawGame | null;
}

export interface SlateLineups {
  /** Today's games, in the order their first entry appears in the file. Entries tied to a scheduled game carry its gamePk. */
  games: SlateGame[];
  rejected: RowIssue[];
  warnings: string[];
}

interface Group {
  label: string;
  scheduled: RawGame | null;
  away: RawLineupTeam[];
  home: RawLineupTeam[];
}

/** The game number a flat game_key carries ("TOR_NYY_2"; a game id the rows give follows as "|<gamePk>"). */
export const GAME_KEY_NUMBER = /_(\d)(?=$|\|)/;

/** The slate date of an entry: its gameDate read in its home park's time zone (null when it has none). */
export const entryDay = (entry: Pick<RawLineupTeam, 'gameDate' | 'homeTeam'>): string | null =>
  entry.gameDate === null ? null : slateDayOf(entry.gameDate, homeTimeZone(entry.homeTeam));

/** "TOR_NYY" for a game_key; "entries pair 3" for the spec's third (away, home) pair. */
const fileGameLabel = (entry: RawLineupTeam): string => (entry.game.startsWith('pair ') ? `entries ${entry.game}` : entry.game.replace('|', ', game '));

const gameLabel = (g: RawGame): string => `${g.gamePk ?? `${g.away}@${g.home}`} (${g.away}@${g.home}${g.gameNumber === 2 ? ', game 2' : ''})`;

/** The doubleheader order of a team's games: by game number when both have one, else by first pitch (a time to be decided last), then id. */
function byGameNumber(a: RawGame, b: RawGame): number {
  if (a.gameNumber !== null && b.gameNumber !== null && a.gameNumber !== b.gameNumber) return a.gameNumber - b.gameNumber;
  const time = (g: RawGame) => g.gameTime ?? '~';
  return time(a).localeCompare(time(b)) || (a.gamePk ?? '').localeCompare(b.gamePk ?? '');
}

/** The schedule for the slate date, indexed by game id and by team. */
function indexSchedule(date: string, schedule: readonly RawGame[]) {
  const today = schedule.filter((g) => g.gameDate === date);
  const byPk = new Map<string, RawGame>();
  const byTeam = new Map<string, RawGame[]>();
  for (const g of today) {
    if (g.gamePk !== null) byPk.set(g.gamePk, g);
    for (const team of [g.away, g.home]) byTeam.set(team, [...(byTeam.get(team) ?? []), g]);
  }
  for (const games of byTeam.values()) games.sort(byGameNumber);
  return { present: today.length > 0, byPk, byTeam };
}

type Resolution = { scheduled: RawGame; note?: string } | { scheduled: null; reason: string | null };

/** The schedule's game of one entry (see the file comment); `order` is the entry's rank among its team's entries. */
function resolveGame(entry: RawLineupTeam, order: number, date: string, index: ReturnType<typeof indexSchedule>): Resolution {
  if (!index.present) return { scheduled: null, reason: null };
  if (entry.gamePk !== null) {
    const game = index.byPk.get(entry.gamePk);
    if (!game) return { scheduled: null, reason: `the ${entry.team} lineup is for game ${entry.gamePk}, which the schedule does not hold on ${date}` };
    if (game.away !== entry.team && game.home !== entry.team) {
      return { scheduled: null, reason: `the ${entry.team} lineup is for game ${gameLabel(game)}, which ${entry.team} does not play in` };
    }
    return { scheduled: game };
  }
  const games = index.byTeam.get(entry.team) ?? [];
  if (games.length === 0) return { scheduled: null, reason: `${entry.team} is not on the schedule for ${date}` };
  if (games.length === 1) return { scheduled: games[0]! };
  const keyed = GAME_KEY_NUMBER.exec(entry.game);
  const number = keyed ? Number(keyed[1]) : order + 1;
  const game = games.find((g) => g.gameNumber === number) ?? games[number - 1];
  if (!game) return { scheduled: null, reason: `the ${entry.team} lineup is a game ${number} of ${entry.team}'s ${games.length} games on ${date}` };
  const how = keyed ? `its game_key ${entry.game}` : `file order (entry ${order + 1} of ${entry.team})`;
  return {
    scheduled: game,
    note: `${entry.team} plays ${games.length} games on ${date} and its lineup gives no game id: paired with game ${gameLabel(game)} by ${how}`,
  };
}

export function settleSlateLineups(
  file: string,
  date: string,
  entries: readonly RawLineupTeam[],
  schedule: readonly RawGame[],
  parks: readonly { team: string; venue: string }[] = [],
): SlateLineups {
  const rejected: RowIssue[] = [];
  const warnings = new Set<string>();
  const reject = (entry: RawLineupTeam, reason: string) => rejected.push({ file, line: entry.line, column: null, reason });
  const index = indexSchedule(date, schedule);
  const groups = new Map<string, Group>();
  const offDay = new Map<string, { day: string; teams: string[] }>();
  const seenOfTeam = new Map<string, number>();
  for (const entry of entries) {
    const day = entryDay(entry);
    if (day !== null && day !== date) {
      reject(entry, `the ${entry.team} lineup is dated ${day}, not the slate date ${date}`);
      const off = offDay.get(`${entry.game}|${day}`) ?? { day, teams: [] };
      off.teams.push(entry.team);
      offDay.set(`${entry.game}|${day}`, off);
      continue;
    }
    const order = seenOfTeam.get(entry.team) ?? 0;
    seenOfTeam.set(entry.team, order + 1);
    const resolved = resolveGame(entry, order, date, index);
    if (resolved.scheduled === null && resolved.reason !== null) {
      reject(entry, resolved.reason);
      warnings.add(`${resolved.reason}: the ${entry.team} lineup is not projected`);
      continue;
    }
    if (resolved.scheduled !== null && resolved.note) warnings.add(resolved.note);
    const scheduled = resolved.scheduled;
    if (scheduled !== null && isNotPlayed(scheduled)) {
      reject(entry, `game ${gameLabel(scheduled)} is ${scheduled.status}`);
      warnings.add(`game ${gameLabel(scheduled)} is ${scheduled.status} on ${date}: not projected, no picks`);
      continue;
    }
    // Without the schedule, MLB's game id where the lineups give it, else the file's own identity.
    const key = scheduled ? `schedule ${schedule.indexOf(scheduled)}` : entry.gamePk !== null ? `game ${entry.gamePk}` : `file ${entry.game}`;
    const side = scheduled ? (scheduled.away === entry.team ? 'away' : 'home') : entry.side;
    const group = groups.get(key) ?? { label: scheduled ? gameLabel(scheduled) : fileGameLabel(entry), scheduled, away: [], home: [] };
    groups.set(key, group);
    group[side].push(scheduled?.gamePk ? { ...entry, gamePk: scheduled.gamePk, homeTeam: scheduled.home } : entry);
  }
  for (const { day, teams } of offDay.values()) {
    warnings.add(`${teams.join(' and ')} ${teams.length === 1 ? 'is' : 'are'} dated ${day}, not the slate date ${date}: not on the slate`);
  }
  const games: SlateGame[] = [];
  for (const group of groups.values()) {
    for (const extra of [...group.away.slice(1), ...group.home.slice(1)]) {
      reject(extra, `the ${extra.team} lineup is a second entry for one side of game ${group.label}`);
    }
    const away = group.away[0];
    const home = group.home[0];
    if (away && home) {
      games.push({ away, home, scheduled: group.scheduled });
      for (const note of contextNotes(away, home, group.scheduled, parks)) warnings.add(`game ${group.label}: ${note}`);
      continue;
    }
    const lone = away ?? home;
    if (!lone) continue;
    warnings.add(`game ${group.label}: no lineup for ${lone.team}'s opponent on ${date}; the game is not shown`);
    reject(lone, `the ${lone.team} lineup has no opponent on ${date} (game ${group.label})`);
  }
  return { games, rejected, warnings: [...warnings] };
}

/** What the model reads of a game differently from the plain case: another park, no temperature, a starter the schedule does not name. */
function contextNotes(away: RawLineupTeam, home: RawLineupTeam, scheduled: RawGame | null, parks: readonly { team: string; venue: string }[]): string[] {
  const park = gamePark(scheduled?.venue ?? null, home.team, parks).note;
  const weather = gameWeather(away, home, scheduled).note;
  const starters = scheduled ? [starterNote(away, scheduled.awayPitcher), starterNote(home, scheduled.homePitcher)] : [];
  return [park, weather, ...starters].filter((n): n is string => n !== null);
}

const NO_REPLACEMENTS = buildCharReplacements([]);

/**
 * A lineup whose starter (its SP row) is not the schedule's probable pitcher: both named. The
 * lineup's is the one the model faces (slate-games.ts); the same person is the same id, else the
 * same name once folded (accents, case, dots, "Last, First").
 */
function starterNote(entry: RawLineupTeam, probable: RawGame['awayPitcher']): string | null {
  const listed = startingPitcherOf(entry);
  if (listed === null || probable === null) return null;
  const samePerson =
    listed.mlbamId !== null && probable.mlbamId !== null
      ? listed.mlbamId === probable.mlbamId
      : normaliseName(listed.name, { replacements: NO_REPLACEMENTS }) === normaliseName(probable.name, { replacements: NO_REPLACEMENTS });
  if (samePerson) return null;
  return `the ${entry.team} lineup lists ${listed.name} as its starter, the schedule's probable pitcher is ${probable.name}: the model faces the lineup's ${listed.name}`;
}
