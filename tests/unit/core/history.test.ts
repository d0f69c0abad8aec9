import { describe, expect, it } from 'vitest';
import { historyDaySchema, historyIndexSchema, type HistoryDay, type HistoryRun, type Pick } from '../../../domain/contracts/picks.ts';
import { archiveRun, lockRunOf } from '../../../pipeline/core/history.ts';
import { buildHistoryIndex } from '../../../pipeline/core/history-index.ts';
import { settleDay, type DayEvidence, type GradedHomeRun } from '../../../pipeline/core/settlement.ts';
import { formatRecord } from '../../../src/lib/history-record.ts';

const G1 = { gameId: '824397', firstPitch: '2026-08-21T17:10:00.000Z' };
const G2 = { gameId: '824310', firstPitch: '2026-08-21T23:15:00.000Z' };
const game = (opponent: string, gameId: string, oddsAmerican: number | null, pHr: number) => ({
  opponent,
  gameId,
  gameNumber: null,
  oddsAmerican,
  oddsBook: oddsAmerican === null ? null : 'FanDuel',
  fairProbability: null,
  edge: null,
  evPerDollar: null,
  pHr,
});
const judge: Pick = { id: 'mlbam-592450', name: 'Aaron Judge', team: 'NYY', hrProbability: 0.61, ...game('BOS', G1.gameId, 320, 0.21) };
const raleigh: Pick = { id: 'mlbam-663728', name: 'Cal Raleigh', team: 'SEA', hrProbability: 0.55, ...game('HOU', G2.gameId, null, 0.18) };
const ohtani: Pick = { id: 'shohei-ohtani-lad', name: 'Shohei Ohtani', team: 'LAD', hrProbability: 0.35, ...game('SD', G2.gameId, 450, 0.19) };
const soto: Pick = { id: 'mlbam-665742', name: 'Juan Soto', team: 'NYM', hrProbability: 0.7, ...game('ATL', G1.gameId, 300, 0.2) };
const DATE = '2026-08-21';
const runAt = (at: string, confident: Pick[], punt: Pick[], games: HistoryRun['games'] = [G1, G2]): HistoryRun => ({ at, games, confident, punt, value: [] });
const locked = (p: Pick, at: string, firstPitch: string | null) => ({ ...p, lockedAt: at, firstPitch, homered: null });
const fold = (name: string) => name.toLowerCase();
/** A home run of the day; the id is the MLBAM id of the pick's `mlbam-<id>`. */
const hr = (pick: Pick, over: Partial<GradedHomeRun> = {}): GradedHomeRun => ({
  batterId: /^mlbam-(\d+)$/.exec(pick.id) ? Number(pick.id.slice(6)) : null,
  nameKey: fold(pick.name),
  team: pick.team,
  gamePk: pick.gameId,
  ...over,
});
/** A feed that covers the day and holds later days (the day is over): its home runs, the carriers of each name being the home-run batters. */
function results(...homeRuns: GradedHomeRun[]): DayEvidence {
  const carriers = new Map<string, Map<string, Set<number>>>();
  for (const h of homeRuns) {
    const byTeam = carriers.get(h.nameKey) ?? new Map<string, Set<number>>();
    carriers.set(h.nameKey, byTeam);
    const ids = byTeam.get(h.team) ?? new Set<number>();
    byTeam.set(h.team, ids);
    if (h.batterId !== null) ids.add(h.batterId);
  }
  return { homeRuns, feedPast: true, carriers, nameKey: fold, results: [] };
}
/** The day settled on the evidence (null: nothing covers it). */
const gradeDay = (day: HistoryDay, evidence: DayEvidence | null): HistoryDay =>
  evidence === null ? settleDay(day, { ...results(), homeRuns: null, feedPast: false }, 'at').day : settleDay(day, evidence, 'at').day;
const today = { date: DATE, confident: [judge, raleigh], punt: [ohtani] };
const archivePicks = (existing: HistoryDay | null, t: typeof today, at: string, o: { rewrite: boolean }) =>
  archiveRun(existing, t.date, runAt(at, t.confident, t.punt), o);

describe("archiving the day's runs, each game's picks locked at its first pitch", () => {
  const morning = archiveRun(null, DATE, runAt('2026-08-21T12:00:00.000Z', [judge, raleigh], [ohtani]), { rewrite: false });

  it('the first run creates an ungraded day, every pick locked at it', () => {
    expect(morning.status).toBe('created');
    expect(morning.day).toEqual({
      schemaVersion: 1,
      date: DATE,
      confident: [locked(judge, '2026-08-21T12:00:00.000Z', G1.firstPitch), locked(raleigh, '2026-08-21T12:00:00.000Z', G2.firstPitch)],
      punt: [locked(ohtani, '2026-08-21T12:00:00.000Z', G2.firstPitch)],
      value: [],
      archivedAt: '2026-08-21T12:00:00.000Z',
      runs: [runAt('2026-08-21T12:00:00.000Z', [judge, raleigh], [ohtani])],
    });
    expect(historyDaySchema.safeParse(morning.day).success).toBe(true);
  });

  it('a re-run between two first pitches relocks only the game not yet started; a run after both changes nothing of the record', () => {
    const raleighLater = { ...raleigh, hrProbability: 0.58 };
    // 20:30: G1 began at 17:10 (Soto of G1 is new: too late), G2 starts at 23:15.
    const afternoon = archiveRun(morning.day, DATE, runAt('2026-08-21T20:30:00.000Z', [soto, raleighLater], []), { rewrite: false });
    expect(afternoon.status).toBe('updated');
    expect(afternoon.day.confident).toEqual([
      locked(judge, '2026-08-21T12:00:00.000Z', G1.firstPitch),
      locked(raleighLater, '2026-08-21T20:30:00.000Z', G2.firstPitch),
    ]);
    expect(afternoon.day.punt).toEqual([]); // G2's picks are the 20:30 run's: Ohtani is no longer one
    expect(afternoon.day.archivedAt).toBe('2026-08-21T12:00:00.000Z');
    expect(afternoon.day.runs!.map((r) => r.at)).toEqual(['2026-08-21T12:00:00.000Z', '2026-08-21T20:30:00.000Z']);

    const graded = gradeDay(afternoon.day, results(hr(judge)));
    const night = archiveRun(graded, DATE, runAt('2026-08-21T23:30:00.000Z', [ohtani], [soto]), { rewrite: false });
    expect(night.status).toBe('updated');
    expect(night.day.confident).toEqual(graded.confident); // grades kept, nothing relocked
    expect(night.day.punt).toEqual(graded.punt);
    expect(night.day.runs).toHaveLength(3);
  });

  it('a day first built after its games began: each game locked by that first run, said by its times; later runs change nothing', () => {
    const late = archiveRun(null, DATE, runAt('2026-08-22T12:00:00.000Z', [judge], [ohtani]), { rewrite: false });
    expect(late.day.confident).toEqual([locked(judge, '2026-08-22T12:00:00.000Z', G1.firstPitch)]);
    const again = archiveRun(late.day, DATE, runAt('2026-08-22T13:00:00.000Z', [soto, raleigh], []), { rewrite: false });
    expect(again.status).toBe('updated');
    expect([again.day.confident, again.day.punt]).toEqual([late.day.confident, late.day.punt]);
  });

  it('a game whose first pitch is not known is locked by the first run that had it', () => {
    const unknown = [{ gameId: G1.gameId, firstPitch: null }];
    const first = archiveRun(null, DATE, runAt('2026-08-21T12:00:00.000Z', [judge], [], unknown), { rewrite: false });
    const second = archiveRun(first.day, DATE, runAt('2026-08-21T13:00:00.000Z', [soto], [], unknown), { rewrite: false });
    expect(second.day.confident).toEqual([locked(judge, '2026-08-21T12:00:00.000Z', null)]);
  });

  it('the same run read back from disk with its keys in another order is unchanged, not a conflict', () => {
    const reordered = <P extends object>(p: P): P => Object.fromEntries(Object.entries(p).reverse()) as P;
    const fromDisk = JSON.parse(JSON.stringify(morning.day)) as HistoryDay;
    fromDisk.runs = fromDisk.runs!.map((r) => ({ ...r, confident: r.confident.map(reordered), punt: r.punt.map(reordered) }));
    const again = archiveRun(fromDisk, DATE, runAt('2026-08-21T12:00:00.000Z', [judge, raleigh], [ohtani]), { rewrite: false });
    expect(again.status).toBe('unchanged');
  });

  it('the same run again is unchanged; a run not later than the last with other picks is a conflict unless rewrite is asked', () => {
    const same = archiveRun(morning.day, DATE, runAt('2026-08-21T12:00:00.000Z', [judge, raleigh], [ohtani]), { rewrite: false });
    expect(same.status).toBe('unchanged');
    expect(same.day).toBe(morning.day);
    for (const at of ['2026-08-21T12:00:00.000Z', '2026-08-21T11:00:00.000Z']) {
      const conflict = archiveRun(morning.day, DATE, runAt(at, [raleigh], []), { rewrite: false });
      expect(conflict.status).toBe('conflict');
      expect(conflict.day).toBe(morning.day);
    }
    const rewritten = archiveRun(morning.day, DATE, runAt('2026-08-21T11:00:00.000Z', [raleigh], []), { rewrite: true });
    expect(rewritten.status).toBe('rewritten');
    expect(rewritten.day.runs).toHaveLength(1);
    expect(rewritten.day.confident).toEqual([locked(raleigh, '2026-08-21T11:00:00.000Z', G2.firstPitch)]);
  });

  it('a day archived before runs were kept stays as archived', () => {
    const { runs: _, ...legacy } = morning.day;
    const result = archiveRun(legacy, DATE, runAt('2026-08-21T20:00:00.000Z', [soto], []), { rewrite: false });
    expect(result).toEqual({ day: legacy, status: 'unchanged' });
  });

  it('lockRunOf: the last run before first pitch, else the first run with the game, else none', () => {
    const runs = [runAt('2026-08-21T12:00:00.000Z', [], []), runAt('2026-08-21T20:30:00.000Z', [], [])];
    expect(lockRunOf(runs, G1.gameId)).toBe(0);
    expect(lockRunOf(runs, G2.gameId)).toBe(1);
    expect(lockRunOf(runs, 'not-on-the-slate')).toBe(-1);
  });

  it('refuses to compare against another date', () => {
    expect(() => archiveRun(morning.day, '2026-08-22', runAt('x', [], []), { rewrite: true })).toThrow(/2026-08-21/);
  });
});

describe('grading and the record', () => {
  const day = archivePicks(null, today, '2026-08-21T12:00:00.000Z', { rewrite: false }).day;

  it('results not in yet: the day is returned unchanged', () => {
    const graded = gradeDay(day, results(hr(judge)));
    expect(gradeDay(day, null)).toBe(day);
    expect(gradeDay(graded, null)).toBe(graded);
  });

  it('marks each pick true or false by id; by name only for a pick or home run without an id', () => {
    const byId = gradeDay(day, results(hr(judge)));
    expect([...byId.confident, ...byId.punt].map((p) => p.homered)).toEqual([true, false, false]);
    const byName = gradeDay(day, results(hr(ohtani)));
    expect([...byName.confident, ...byName.punt].map((p) => p.homered)).toEqual([false, false, true]);
  });

  it('namesakes: another club’s player of the same name homering is not the pick’s home run', () => {
    const otherClub = hr(ohtani, { team: 'SEA', gamePk: '900009' });
    expect(gradeDay(day, results(otherClub)).punt[0]!.homered).toBe(false);
    // Two players of that name on the pick's two clubs that day: a name without an id cannot tell them apart.
    const twoCarriers = results(hr(ohtani, { batterId: null }), hr(ohtani, { team: 'SD', batterId: 999001 }));
    expect(gradeDay(day, twoCarriers).punt[0]!.homered).toBe(false);
    // An id on both sides decides, whatever the name.
    expect(gradeDay(day, results(hr(judge, { batterId: 111111 }))).confident[0]!.homered).toBe(false);
  });

  it('doubleheaders: a home run grades the pick of its own game only', () => {
    const game2 = { ...judge, gameId: '900011' };
    const dh = archivePicks(null, { date: '2026-08-21', confident: [judge, game2], punt: [] }, 't', { rewrite: false }).day;
    expect(gradeDay(dh, results(hr(judge))).confident.map((p) => p.homered)).toEqual([true, false]);
    // A home run without its game id counts for the day.
    expect(gradeDay(dh, results(hr(judge, { gamePk: null }))).confident.map((p) => p.homered)).toEqual([true, true]);
  });

  it('index: newest first, record = hits / graded, each list tallied', () => {
    const d1 = gradeDay(day, results(hr(judge), hr(ohtani))); // 2 of 3
    const d2: HistoryDay = { ...archivePicks(null, { ...today, date: '2026-08-22' }, 't', { rewrite: false }).day }; // ungraded
    const d3 = gradeDay(archivePicks(null, { date: '2026-08-20', confident: [raleigh], punt: [] }, 't', { rewrite: false }).day, results()); // 0 of 1
    const index = buildHistoryIndex([d1, d3, d2]);
    expect(index.days.map(({ lists: _, ...d }) => d)).toEqual([
      { date: '2026-08-22', picks: 3, hits: 0, graded: 0, voids: 0 },
      { date: '2026-08-21', picks: 3, hits: 2, graded: 3, voids: 0 },
      { date: '2026-08-20', picks: 1, hits: 0, graded: 1, voids: 0 },
    ]);
    expect(index.record).toEqual({ hits: 2, graded: 4, voids: 0 });
    // HR Chance of the graded picks: 0.21 + 0.18 + 0.19 (08-21) + 0.18 (08-20) = 0.76, 2 homered.
    expect(index.chance).toEqual({ picks: 4, expected: 0.76, homered: 2 });
    // 08-21's Confident: Judge homered at +320 (+3.2), Raleigh had no price (not in units).
    expect(index.days[1]!.lists.confident).toMatchObject({ picks: 2, hits: 1, graded: 2, priced: 1, units: 3.2, cumulativeUnits: 3.2 });
    expect(index.days[1]!.lists.punt).toMatchObject({ picks: 1, hits: 1, graded: 1, priced: 1, units: 4.5 });
    expect(index.lists.confident).toMatchObject({ picks: 5, hits: 1, graded: 3, priced: 1, units: 3.2, roi: 3.2, roiInterval: null });
    expect(historyIndexSchema.safeParse(index).success).toBe(true);
    // Days archived before the model carry no pHr: no chance line.
    const old = gradeDay({ ...day, confident: day.confident.map(({ pHr: _, ...p }) => p), punt: [] }, results(hr(judge)));
    expect(buildHistoryIndex([old]).chance).toBeUndefined();
    expect(formatRecord(index.record)).toBe('2/4 (50%)');
    expect(() => buildHistoryIndex([d1, d1])).toThrow(/two archived days/);
  });

  it('no history reads 0/0 (0%) as the spec shows', () => {
    const empty = buildHistoryIndex([]);
    expect(empty.record).toEqual({ hits: 0, graded: 0, voids: 0 });
    expect(formatRecord(empty.record)).toBe('0/0 (0%)');
  });
});
