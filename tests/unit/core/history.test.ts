import { describe, expect, it } from 'vitest';
import { historyDaySchema, historyIndexSchema, type HistoryDay, type Pick } from '../../../domain/contracts/picks.ts';
import { archivePicks, buildHistoryIndex, gradeDay } from '../../../pipeline/core/history.ts';
import { formatRecord } from '../../../src/lib/history-record.ts';

const game = (opponent: string, oddsAmerican: number | null, pHr: number) => ({ opponent, oddsAmerican, pHr });
const judge: Pick = { id: 'mlbam:592450', name: 'Aaron Judge', team: 'NYY', hrProbability: 0.61, ...game('BOS', 320, 0.21) };
const raleigh: Pick = { id: 'mlbam:663728', name: 'Cal Raleigh', team: 'SEA', hrProbability: 0.55, ...game('HOU', null, 0.18) };
const ohtani: Pick = { id: 'mlbam:660271', name: 'Shohei Ohtani', team: 'LAD', hrProbability: 0.35, ...game('SDP', 450, 0.19) };
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
    const graded = gradeDay(first.day, new Set([judge.id]));
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
    const graded = gradeDay(day, new Set([judge.id]));
    expect(gradeDay(day, null)).toBe(day);
    expect(gradeDay(graded, null)).toBe(graded);
  });

  it('marks each pick true or false by id, or by name key when given', () => {
    const byId = gradeDay(day, new Set([judge.id]));
    expect([...byId.confident, ...byId.punt].map((p) => p.homered)).toEqual([true, false, false]);
    const fold = (name: string) => name.toLowerCase();
    const byName = gradeDay(day, new Set(['shohei ohtani']), fold);
    expect([...byName.confident, ...byName.punt].map((p) => p.homered)).toEqual([false, false, true]);
    // without a name key, names are not consulted
    const noKey = gradeDay(day, new Set(['shohei ohtani']));
    expect(noKey.punt[0]!.homered).toBe(false);
  });

  it('index: newest first, record = hits / graded', () => {
    const d1 = gradeDay(day, new Set([judge.id, ohtani.id])); // 2 of 3
    const d2: HistoryDay = { ...archivePicks(null, { ...today, date: '2026-08-22' }, 't', { rewrite: false }).day }; // ungraded
    const d3 = gradeDay(archivePicks(null, { date: '2026-08-20', confident: [raleigh], punt: [] }, 't', { rewrite: false }).day, new Set()); // 0 of 1
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
    const old = gradeDay({ ...day, confident: day.confident.map(({ pHr: _, ...p }) => p), punt: [] }, new Set([judge.id]));
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
