import { describe, expect, it } from 'vitest';
import { historyDaySchema, historyIndexSchema, type HistoryDay, type Pick } from '../../../domain/contracts/picks.ts';
import { archivePicks, buildHistoryIndex, gradeDay, type DayResults, type GradedHomeRun } from '../../../pipeline/core/history.ts';
import { formatRecord } from '../../../src/lib/history-record.ts';

const game = (opponent: string, oddsAmerican: number | null, pHr: number) => ({ opponent, oddsAmerican, pHr });
const judge: Pick = { id: 'mlbam-592450', name: 'Aaron Judge', team: 'NYY', gameId: '900001', hrProbability: 0.61, ...game('BOS', 320, 0.21) };
const raleigh: Pick = { id: 'mlbam-663728', name: 'Cal Raleigh', team: 'SEA', gameId: '900002', hrProbability: 0.55, ...game('HOU', null, 0.18) };
const ohtani: Pick = { id: 'shohei-ohtani-lad', name: 'Shohei Ohtani', team: 'LAD', gameId: '900003', hrProbability: 0.35, ...game('SD', 450, 0.19) };
const fold = (name: string) => name.toLowerCase();
/** A home run of the day; the id is the MLBAM id of the pick's `mlbam-<id>`. */
const hr = (pick: Pick, over: Partial<GradedHomeRun> = {}): GradedHomeRun => ({
  batterId: /^mlbam-(\d+)$/.exec(pick.id) ? Number(pick.id.slice(6)) : null,
  nameKey: fold(pick.name),
  team: pick.team,
  gamePk: pick.gameId,
  ...over,
});
/** The day's results: its home runs, the carriers of each name being the home-run batters. */
function results(...homeRuns: GradedHomeRun[]): DayResults {
  const carriers = new Map<string, Map<string, Set<number>>>();
  for (const h of homeRuns) {
    const byTeam = carriers.get(h.nameKey) ?? new Map<string, Set<number>>();
    carriers.set(h.nameKey, byTeam);
    const ids = byTeam.get(h.team) ?? new Set<number>();
    byTeam.set(h.team, ids);
    if (h.batterId !== null) ids.add(h.batterId);
  }
  return { homeRuns, carriers, nameKey: fold };
}
const today = { date: '2026-08-21', confident: [judge, raleigh], punt: [ohtani] };

describe('archiving the day’s picks', () => {
  const first = archivePicks(null, today, '2026-08-21T10:00:00Z', { rewrite: false });

  it('creates an ungraded day', () => {
    expect(first.status).toBe('created');
    expect(first.day).toEqual({
      schemaVersion: 1,
      date: '2026-08-21',
      confident: [
        { ...judge, homered: null },
        { ...raleigh, homered: null },
      ],
      punt: [{ ...ohtani, homered: null }],
      archivedAt: '2026-08-21T10:00:00Z',
    });
    expect(historyDaySchema.safeParse(first.day).success).toBe(true);
  });

  it('the same picks again: unchanged, the first archivedAt and grades kept', () => {
    const graded = gradeDay(first.day, results(hr(judge)));
    const again = archivePicks(graded, today, '2026-08-21T18:00:00Z', { rewrite: false });
    expect(again.status).toBe('unchanged');
    expect(again.day).toBe(graded);
  });

  it('different picks: a conflict that leaves the archive as it was, unless rewrite is asked', () => {
    const changed = { ...today, punt: [{ ...ohtani, hrProbability: 0.36 }] };
    const conflict = archivePicks(first.day, changed, '2026-08-21T18:00:00Z', { rewrite: false });
    expect(conflict.status).toBe('conflict');
    expect(conflict.day).toBe(first.day);

    const reordered = { ...today, confident: [raleigh, judge] };
    expect(archivePicks(first.day, reordered, 'later', { rewrite: false }).status).toBe('conflict');

    const rewritten = archivePicks(first.day, changed, '2026-08-21T18:00:00Z', { rewrite: true });
    expect(rewritten.status).toBe('rewritten');
    expect(rewritten.day.archivedAt).toBe('2026-08-21T18:00:00Z');
    expect(rewritten.day.punt).toEqual([{ ...ohtani, hrProbability: 0.36, homered: null }]);
  });

  it('refuses to compare against another date', () => {
    expect(() => archivePicks(first.day, { ...today, date: '2026-08-22' }, 'x', { rewrite: true })).toThrow(/2026-08-21/);
  });
});

describe('grading and the record', () => {
  const day = archivePicks(null, today, 't', { rewrite: false }).day;

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

  it('index: newest first, record = hits / graded', () => {
    const d1 = gradeDay(day, results(hr(judge), hr(ohtani))); // 2 of 3
    const d2: HistoryDay = { ...archivePicks(null, { ...today, date: '2026-08-22' }, 't', { rewrite: false }).day }; // ungraded
    const d3 = gradeDay(archivePicks(null, { date: '2026-08-20', confident: [raleigh], punt: [] }, 't', { rewrite: false }).day, results()); // 0 of 1
    const index = buildHistoryIndex([d1, d3, d2]);
    expect(index).toEqual({
      schemaVersion: 1,
      days: [
        { date: '2026-08-22', picks: 3, hits: 0, graded: 0 },
        { date: '2026-08-21', picks: 3, hits: 2, graded: 3 },
        { date: '2026-08-20', picks: 1, hits: 0, graded: 1 },
      ],
      record: { hits: 2, graded: 4 },
      // HR Chance of the graded picks: 0.21 + 0.18 + 0.19 (08-21) + 0.18 (08-20) = 0.76, 2 homered.
      chance: { picks: 4, expected: 0.76, homered: 2 },
    });
    expect(historyIndexSchema.safeParse(index).success).toBe(true);
    // Days archived before the model carry no pHr: no chance line.
    const old = gradeDay({ ...day, confident: day.confident.map(({ pHr: _, ...p }) => p), punt: [] }, results(hr(judge)));
    expect(buildHistoryIndex([old]).chance).toBeUndefined();
    expect(formatRecord(index.record)).toBe('2/4 (50%)');
    expect(() => buildHistoryIndex([d1, d1])).toThrow(/two archived days/);
  });

  it('no history reads 0/0 (0%) as the spec shows', () => {
    const empty = buildHistoryIndex([]);
    expect(empty.record).toEqual({ hits: 0, graded: 0 });
    expect(formatRecord(empty.record)).toBe('0/0 (0%)');
  });
});
