import { describe, expect, it } from 'vitest';
import { historyDaySchema, historyIndexSchema, type HistoryDay, type PicksFile } from '../../../../domain/contracts/index.ts';
import { buildHistoryDayFiles, buildHistoryIndexFile } from '../../../../pipeline/core/builders/history.ts';
import type { SlateJoin } from '../../../../pipeline/core/slate-join.ts';
import { contextOf, DATE, joinOf, rowsOf } from './slate-fixture.ts';

const pick = (id: string, name: string) => ({
  id,
  name,
  team: 'NYY',
  hrProbability: 0.2,
  opponent: 'BOS',
  gameId: 'g1',
  gameNumber: null,
  oddsAmerican: null,
  oddsBook: null,
  fairProbability: null,
  edge: null,
  evPerDollar: null,
  pHr: 0.1,
});
const picks: PicksFile = {
  schemaVersion: 1,
  date: DATE,
  confident: [pick('mlbam-592450', 'Aaron Judge')],
  punt: [],
  value: [],
} as unknown as PicksFile;

/** The day files and index the archive builders make from `picks` over the archive `archive`, and what they noted. */
function archiveOf(join: SlateJoin, archive: HistoryDay[], builtAt: string) {
  const context = contextOf(join, { 'picks.json': { file: 'picks.json', data: picks, rows: 1 } }, { archive, builtAt });
  const days = buildHistoryDayFiles(join, context).map((f) => f.data);
  return { days, index: buildHistoryIndexFile(join, context).data, status: context.notes.archiveStatus };
}

describe('buildHistoryDayFiles and buildHistoryIndexFile', () => {
  it("archives today and settles the days the feed holds a later day of; today's picks wait for their games", () => {
    const past: HistoryDay = {
      schemaVersion: 1,
      date: '2026-08-20',
      confident: [{ ...pick('mlbam-592450', 'Aaron Judge'), homered: null }],
      punt: [{ ...pick('x', 'Juan Soto'), homered: null }],
      archivedAt: '2026-08-20T10:00:00.000Z',
    };
    const feed = rowsOf()['home-runs'];
    // The feed already holds a home run of today's day games, by another hitter.
    const todays = { ...feed[0]!, date: DATE, batterId: 1, batterName: 'Day Game', sourceId: 'b' };
    const result = archiveOf(joinOf({ 'home-runs': [...feed, todays] }), [past], '2026-08-21T20:00:00.000Z');
    expect(result.status).toBe('created');
    expect(result.days.map((d) => historyDaySchema.parse(d).date)).toEqual(['2026-08-20', DATE]);
    expect(result.days[0]!.confident[0]!.homered).toBe(true);
    expect(result.days[0]!.punt[0]!.homered).toBe(false);
    expect(result.days[1]!.confident[0]!.homered).toBeNull();
    expect(historyIndexSchema.parse(result.index).days.map((d) => d.date)).toEqual([DATE, '2026-08-20']);
  });

  it('grades nothing without the home-run input and reports a conflict with a later run of the day', () => {
    const run = { at: '2026-08-22T09:00:00.000Z', games: [], confident: [], punt: [] };
    const existing: HistoryDay = { schemaVersion: 1, date: DATE, confident: [], punt: [], archivedAt: run.at, runs: [run] };
    const result = archiveOf(joinOf({ 'home-runs': null }), [existing], '2026-08-22T08:00:00.000Z');
    expect(result.status).toBe('conflict');
    expect(result.days).toEqual([existing]);
  });

  it('a second build of the same run archives as unchanged against the day as read back from disk, money fields and all', () => {
    const join = joinOf();
    const withMoney = {
      ...picks,
      value: [{ ...pick('mlbam-592450', 'Aaron Judge'), oddsAmerican: 600, oddsBook: 'FanDuel', fairProbability: 0.05, edge: 0.05, evPerDollar: 0.3 }],
    };
    const build = (archive: HistoryDay[]) => {
      const context = contextOf(join, { 'picks.json': { file: 'picks.json', data: withMoney, rows: 2 } }, { archive, builtAt: '2026-08-22T10:00:00.000Z' });
      const days = buildHistoryDayFiles(join, context).map((f) => f.data);
      return { days, status: context.notes.archiveStatus };
    };
    const first = build([]);
    expect(first.status).toBe('created');
    const onDisk = first.days.map((d) => historyDaySchema.parse(JSON.parse(JSON.stringify(d))));
    expect(build(onDisk).status).toBe('unchanged');
  });
});
