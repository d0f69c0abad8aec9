/**
 * The public record end to end (docs/product.md#settlement), through the CLI as the nightly runs it:
 * an archive of two seasons survives the new season's first build and a re-saved feed byte for byte;
 * a day of four runs (one without the schedule, a game postponed after the morning) graded the next
 * morning from the results file counts each pick once, voids the postponed game's picks and the
 * hitters who did not bat, and settles no pick of a game before it is final.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_DAY_SCHEMA, type HistoricPick, type HistoryDay, type HistoryIndex } from '../../domain/contracts/index.ts';
import { copySample, pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';

const epochOf = (iso: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(iso) / 1000) });
const dayOf = (out: string, date: string): HistoryDay => HISTORY_DAY_SCHEMA.parse(JSON.parse(readFileSync(path.join(out, `history/${date}.json`), 'utf8')));
const bytesOf = (out: string, date: string) => readFileSync(path.join(out, `history/${date}.json`));
const indexOf = (out: string): HistoryIndex => JSON.parse(readFileSync(path.join(out, 'history/index.json'), 'utf8'));
const picksOf = (day: HistoryDay): HistoricPick[] => [...day.confident, ...day.punt, ...(day.value ?? [])];
const mlbam = (pick: HistoricPick) => Number(pick.id.replace('mlbam-', ''));

/** A copy of the sample whose slate is `date` (the sample's is 2026-08-21). */
function sampleOn(date: string): string {
  const raw = copySample();
  for (const file of ['lineups.json', 'lineups.csv', 'matchup_data.json', 'odds.json']) {
    const target = path.join(raw, file);
    // The night games' first pitches fall on the next UTC day: moved first, so the slate's own date is moved once.
    writeFileSync(
      target,
      readFileSync(target, 'utf8')
        .replaceAll('2026-08-22T', `${nextDay(date)}T`)
        .replaceAll('2026-08-21', date),
    );
  }
  return raw;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** home_runs.csv holding exactly these rows (date, game id, at-bat, batter id, name, club). */
function feed(raw: string, rows: readonly (readonly (string | number)[])[]): void {
  const lines = rows.map((r) => r.join(','));
  writeFileSync(path.join(raw, 'home_runs.csv'), ['date,game_pk,at_bat_number,batter_id,batter_name,team', ...lines, ''].join('\n'));
}

async function build(raw: string, out: string, at: string, date?: string) {
  const result = await pipelineCli(['build', '--raw', raw, '--out', out, ...(date ? ['--date', date] : [])], epochOf(at));
  expect([result.code, result.stderr]).toEqual([0, '']);
  return result;
}

describe('an archive of two seasons', () => {
  const out = tempDir('two-seasons');
  let hitter: HistoricPick;
  /** 2025-08-18 as the feed first settled it; both 2025 days before the new season's first build. */
  const bytes = { settled: Buffer.alloc(0), afterResave: Buffer.alloc(0), lastSeason: [] as Buffer[] };
  let newSeasonReport = '';

  beforeAll(async () => {
    const first = sampleOn('2025-08-18');
    rmSync(path.join(first, 'game_results.json'), { force: true });
    feed(first, []);
    await build(first, out, '2025-08-18T15:00:00Z');
    hitter = dayOf(out, '2025-08-18').confident[0]!;
    // The next morning: the feed holds the first day's home run and a row of the day after (the first day is over).
    const second = sampleOn('2025-08-19');
    rmSync(path.join(second, 'game_results.json'), { force: true });
    const rows = [
      ['2025-08-18', hitter.gameId!, 31, mlbam(hitter), `"${hitter.name}"`, hitter.team],
      ['2025-08-19', 999_001, 5, 1, 'Day Game', 'NYY'],
    ] as const;
    feed(second, rows);
    await build(second, out, '2025-08-19T15:00:00Z');
    bytes.settled = bytesOf(out, '2025-08-18');
    // The same feed re-saved by pandas: ids written as floats.
    feed(
      second,
      rows.map(([date, game, atBat, batter, ...rest]) => [date, `${game}.0`, `${atBat}.0`, `${batter}.0`, ...rest]),
    );
    await build(second, out, '2025-08-19T16:00:00Z');
    bytes.afterResave = bytesOf(out, '2025-08-18');
    bytes.lastSeason = [bytesOf(out, '2025-08-18'), bytesOf(out, '2025-08-19')];
    // The new season's first build: its feed holds only 2026.
    newSeasonReport = (await build(SAMPLE_DIR, out, '2026-08-21T15:00:00Z')).stdout;
  }, 240_000);

  it('the feed settles the first day once the next day is in it: the home run is a hit, the others misses', () => {
    const settled = HISTORY_DAY_SCHEMA.parse(JSON.parse(bytes.settled.toString('utf8')));
    expect(settled.confident.map((p) => p.homered)).toEqual(settled.confident.map((p) => p.id === hitter.id));
  });

  it('re-saved ids: the same feed with its ids written 824542.0 leaves the settled day byte-identical (the hit stays a hit)', () => {
    expect(bytes.afterResave.equals(bytes.settled)).toBe(true);
  });

  it("season rollover: the new season's first build leaves last season's days byte-identical", () => {
    expect([bytesOf(out, '2025-08-18').equals(bytes.lastSeason[0]!), bytesOf(out, '2025-08-19').equals(bytes.lastSeason[1]!)]).toEqual([true, true]);
    expect(newSeasonReport).not.toContain('revised 2025');
    expect(indexOf(out).days.find((d) => d.date === '2025-08-18')).toMatchObject({ hits: 1 });
  });
});

describe('a day of four runs, settled the next morning from the results file', () => {
  const out = tempDir('four-runs');
  let noSchedule: HistoryDay;
  let atDusk: HistoryDay;
  let locked: HistoryDay;
  let settled: HistoryDay;
  let night: HistoricPick;
  let scratched: HistoricPick;
  let pinchRunner: HistoricPick;
  let homered: HistoricPick;

  beforeAll(async () => {
    const raw = copySample();
    const schedulePath = path.join(raw, 'matchup_data.json');
    const schedule = readFileSync(schedulePath, 'utf8');
    // 12:00: the schedule file is missing; the lineups carry MLB's game ids.
    rmSync(schedulePath);
    await build(raw, out, '2026-08-21T12:00:00Z', '2026-08-21');
    noSchedule = dayOf(out, '2026-08-21');
    // 17:30: with the schedule.
    writeFileSync(schedulePath, schedule);
    await build(raw, out, '2026-08-21T17:30:00Z');
    const afternoon = dayOf(out, '2026-08-21');
    night = picksOf(afternoon).find((p) => Date.parse(p.firstPitch!) > Date.parse('2026-08-21T22:30:00Z'))!;
    // 20:30: that night game is postponed; the feed already holds today's day games' home runs.
    const games = JSON.parse(schedule) as { gamePk: number; status: string; away: string; home: string }[];
    games.find((g) => String(g.gamePk) === night.gameId)!.status = 'Postponed';
    writeFileSync(schedulePath, JSON.stringify(games, null, 2));
    const dayGamePick = picksOf(afternoon).find((p) => Date.parse(p.firstPitch!) < Date.parse('2026-08-21T20:30:00Z'));
    const todaysFeed: (string | number)[][] = [['2026-08-20', 776_200, 3, 1, 'Earlier Homer', 'NYY']];
    if (dayGamePick) todaysFeed.push(['2026-08-21', Number(dayGamePick.gameId), 12, mlbam(dayGamePick), `"${dayGamePick.name}"`, dayGamePick.team]);
    feed(raw, todaysFeed);
    await build(raw, out, '2026-08-21T20:30:00Z');
    atDusk = dayOf(out, '2026-08-21');
    await build(raw, out, '2026-08-21T22:30:00Z');
    locked = dayOf(out, '2026-08-21');

    // The next morning: the results of 08-21 as fetch writes them (the schedule's states, the final games' box scores).
    const picks = picksOf(locked);
    [scratched, pinchRunner, homered] = picks.filter((p) => p.gameId !== night.gameId) as [HistoricPick, HistoricPick, HistoricPick];
    const line = (p: HistoricPick) => ({
      person: { id: mlbam(p), fullName: p.name },
      stats: { batting: p === pinchRunner ? {} : { plateAppearances: 4, homeRuns: p === homered ? 1 : 0 } },
    });
    // Each side's picked hitters who batted, and the rest of its lineup (a box score lists every batter).
    const side = (team: string, gameId: string) => {
      const batted = picks.filter((p) => p.gameId === gameId && p.team === team && p !== scratched);
      const others = Array.from({ length: 9 }, (_, i) => ({
        id: 990_000 + i,
        line: { person: { id: 990_000 + i, fullName: `Other Batter ${i}` }, stats: { batting: { plateAppearances: 4, homeRuns: 0 } } },
      }));
      return {
        team: { abbreviation: team },
        batters: [...batted.map(mlbam), ...others.map((o) => o.id)],
        players: Object.fromEntries([...batted.map((p) => [`ID${mlbam(p)}`, line(p)]), ...others.map((o) => [`ID${o.id}`, o.line])]),
      };
    };
    const results = games.map((game) => {
      const id = String(game.gamePk);
      const postponed = id === night.gameId;
      return {
        gamePk: game.gamePk,
        officialDate: '2026-08-21',
        status: postponed ? { codedGameState: 'D', detailedState: 'Postponed' } : { codedGameState: 'F', detailedState: 'Final' },
        teams: { away: { team: { abbreviation: game.away } }, home: { team: { abbreviation: game.home } } },
        ...(postponed ? {} : { boxscore: { teams: { away: side(game.away, id), home: side(game.home, id) } } }),
      };
    });
    const morning = sampleOn('2026-08-22');
    writeFileSync(path.join(morning, 'game_results.json'), JSON.stringify(results, null, 2));
    await build(morning, out, '2026-08-22T12:00:00Z');
    settled = dayOf(out, '2026-08-21');
  }, 300_000);

  const stateOf = (p: HistoricPick) => picksOf(settled).find((x) => x.id === p.id && x.gameId === p.gameId)!;

  it("missing schedule: a run without it keys every game by the lineups' MLB game id, never a made-up one", () => {
    expect(picksOf(noSchedule).length).toBeGreaterThan(0);
    expect(picksOf(noSchedule).filter((p) => !/^\d+$/.test(p.gameId!))).toEqual([]);
  });

  it('four runs graded the next morning count each pick once', () => {
    const keys = picksOf(settled).map((p) => `${p.id}|${p.gameId}`);
    expect(new Set(keys).size).toBe(keys.length);
    // One game, one id: a hitter is in the record once per game he plays (twice only in the MIL-PIT doubleheader).
    const games = new Map<string, Set<string>>();
    for (const p of picksOf(settled)) games.set(p.id, (games.get(p.id) ?? new Set()).add(p.gameId!));
    for (const [id, ids] of games) expect(ids.size, id).toBeLessThanOrEqual(['MIL', 'PIT'].includes(picksOf(settled).find((p) => p.id === id)!.team) ? 2 : 1);
    expect(picksOf(settled).filter((p) => !/^\d+$/.test(p.gameId!))).toEqual([]);
    expect(settled.runs).toHaveLength(4);
    const index = indexOf(out).days.find((d) => d.date === '2026-08-21')!;
    expect(index.picks).toBe(keys.length);
  });

  it("today's home runs before the game is final: a feed holding today's day games settles none of the day's picks", () => {
    expect(picksOf(atDusk).filter((p) => p.homered !== null)).toEqual([]);
  });

  it('postponed after the morning: the locked picks of the game stay in the archive, void', () => {
    const ofGame = picksOf(settled).filter((p) => p.gameId === night.gameId);
    expect(ofGame.length).toBeGreaterThan(0);
    for (const p of ofGame) expect(p).toMatchObject({ homered: null, voidReason: 'game postponed' });
  });

  it('scratched: not in the box score, or in it without a plate appearance (a pinch runner), is void; the others are graded', () => {
    expect(stateOf(scratched)).toMatchObject({ homered: null, voidReason: 'did not play' });
    expect(stateOf(pinchRunner)).toMatchObject({ homered: null, voidReason: 'no plate appearance' });
    expect(stateOf(homered)).toMatchObject({ homered: true });
    const voids = picksOf(settled).filter((p) => p.voidReason !== undefined).length;
    expect(indexOf(out).days.find((d) => d.date === '2026-08-21')).toMatchObject({ voids, graded: picksOf(settled).length - voids });
    // The new slate's picks wait for their games.
    expect(picksOf(dayOf(out, '2026-08-22')).every((p) => p.homered === null && p.voidReason === undefined)).toBe(true);
  });
});
