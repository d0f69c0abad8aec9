/**
 * Settling archived picks as a sportsbook settles an anytime home-run bet (docs/product.md#settlement):
 * final games only, voids for games not played and hitters who did not bat, the record append-only
 * (evidence that does not cover a day leaves it as it is; a change to a settled pick is a revision).
 */
import { describe, expect, it } from 'vitest';
import type { HistoryDay, HistoryRun, RunPick } from '../../../domain/contracts/picks.ts';
import type { RawGameResult } from '../../../pipeline/inputs/rows.ts';
import { archiveRun } from '../../../pipeline/core/history.ts';
import { settleDay, type DayEvidence, type GradedHomeRun } from '../../../pipeline/core/settlement.ts';
import { parseHomeRunsCsv } from '../../../pipeline/sources/home-runs.ts';

const DATE = '2026-08-21';
const NIGHT = { gameId: '824542', firstPitch: '2026-08-21T23:05:00.000Z', away: 'BOS', home: 'NYY' };
const DAY_GAME = { gameId: '824500', firstPitch: '2026-08-21T17:05:00.000Z', away: 'ATL', home: 'MIA' };
const judge: RunPick = {
  id: 'mlbam-592450',
  name: 'Aaron Judge',
  team: 'NYY',
  gameId: NIGHT.gameId,
  hrProbability: 0.6,
  opponent: 'BOS',
  oddsAmerican: 320,
  pHr: 0.21,
};
const devers: RunPick = {
  id: 'mlbam-646240',
  name: 'Rafael Devers',
  team: 'BOS',
  gameId: NIGHT.gameId,
  hrProbability: 0.5,
  opponent: 'NYY',
  oddsAmerican: 380,
  pHr: 0.18,
};
const acuna: RunPick = {
  id: 'mlbam-660670',
  name: 'Ronald Acuña Jr.',
  team: 'ATL',
  gameId: DAY_GAME.gameId,
  hrProbability: 0.45,
  opponent: 'MIA',
  oddsAmerican: 400,
  pHr: 0.17,
};

const run = (at: string, games: HistoryRun['games'], confident: RunPick[]): HistoryRun => ({ at, games, confident, punt: [], value: [] });
const morning = archiveRun(null, DATE, run('2026-08-21T15:00:00.000Z', [NIGHT, DAY_GAME], [judge, devers, acuna]), { rewrite: false }).day;

const hrOf = (pick: RunPick, gamePk: string | null = pick.gameId): GradedHomeRun => ({
  batterId: Number(pick.id.slice(6)),
  nameKey: pick.name.toLowerCase(),
  team: pick.team,
  gamePk,
});
const evidence = (over: Partial<DayEvidence> = {}): DayEvidence => ({
  homeRuns: [],
  feedPast: true,
  carriers: new Map(),
  nameKey: (n) => n.toLowerCase(),
  results: [],
  ...over,
});
const box = (pick: RunPick, plateAppearances: number, homeRuns = 0) => ({
  mlbamId: Number(pick.id.slice(6)),
  name: pick.name,
  team: pick.team,
  plateAppearances,
  homeRuns,
});
const result = (game: typeof NIGHT, over: Partial<RawGameResult>): RawGameResult => ({
  gamePk: game.gameId,
  date: DATE,
  away: game.away,
  home: game.home,
  gameNumber: 1,
  state: 'final',
  detailedState: 'Final',
  batters: null,
  ...over,
});
const settle = (day: HistoryDay, ev: DayEvidence) => settleDay(day, ev, '2026-08-22T12:00:00.000Z');
const stateOf = (day: HistoryDay) => Object.fromEntries(day.confident.map((p) => [p.name, p.voidReason === undefined ? p.homered : `void: ${p.voidReason}`]));

describe('voids like a book', () => {
  it('postponed: a game the results mark postponed voids its picks, kept in the archive', () => {
    const { day } = settle(morning, evidence({ results: [result(NIGHT, { state: 'postponed', detailedState: 'Postponed' })] }));
    expect(stateOf(day)).toMatchObject({ 'Aaron Judge': 'void: game postponed', 'Rafael Devers': 'void: game postponed' });
    expect(day.confident).toHaveLength(3);
  });

  it('postponed after the morning run: a later run saw the schedule mark it so, and no results file came', () => {
    const evening = archiveRun(morning, DATE, run('2026-08-21T20:30:00.000Z', [DAY_GAME, { ...NIGHT, firstPitch: null, notPlayed: 'Postponed' }], []), {
      rewrite: false,
    }).day;
    // The night game's picks stay as the morning locked them (the postponed listing does not relock them).
    expect(evening.confident.map((p) => p.name)).toEqual(['Aaron Judge', 'Rafael Devers', 'Ronald Acuña Jr.']);
    const { day } = settle(evening, evidence({ homeRuns: [hrOf(acuna)] }));
    expect(stateOf(day)).toEqual({ 'Aaron Judge': 'void: game postponed', 'Rafael Devers': 'void: game postponed', 'Ronald Acuña Jr.': true });
  });

  it('scratched: not in the box score, or in it with no plate appearance (a pinch runner), is void; a line with PA settles on his home runs', () => {
    const ev = evidence({ results: [result(NIGHT, { batters: [box(devers, 0), box({ ...acuna, team: 'BOS', id: 'mlbam-1' }, 4, 1)] })] });
    expect(stateOf(settle(morning, ev).day)).toMatchObject({ 'Aaron Judge': 'void: did not play', 'Rafael Devers': 'void: no plate appearance' });
    const played = evidence({ results: [result(NIGHT, { batters: [box(judge, 4, 2), box(devers, 5, 0)] })] });
    expect(stateOf(settle(morning, played).day)).toMatchObject({ 'Aaron Judge': true, 'Rafael Devers': false });
  });

  it('scratched without a box score: not in the confirmed lineup a run of the day saw is void', () => {
    const confirmed = { ...NIGHT, confirmed: [{ team: 'NYY', ids: ['mlbam-1', 'mlbam-2'] }] };
    const later = archiveRun(morning, DATE, run('2026-08-21T23:30:00.000Z', [confirmed, DAY_GAME], []), { rewrite: false }).day;
    expect(stateOf(settle(later, evidence()).day)).toMatchObject({ 'Aaron Judge': 'void: not in the confirmed lineup', 'Rafael Devers': false });
    // In it, he batted: no home run in the feed is a miss.
    const inIt = archiveRun(morning, DATE, run('2026-08-21T23:30:00.000Z', [{ ...NIGHT, confirmed: [{ team: 'NYY', ids: [judge.id] }] }, DAY_GAME], []), {
      rewrite: false,
    }).day;
    expect(stateOf(settle(inIt, evidence()).day)['Aaron Judge']).toBe(false);
  });
});

describe('final games only', () => {
  it("today's home runs before the game is final: a game in progress settles nothing, even with his home run in the feed", () => {
    const ev = evidence({
      homeRuns: [hrOf(judge), hrOf(acuna)],
      feedPast: false,
      results: [result(NIGHT, { state: 'not-final', detailedState: 'In Progress' }), result(DAY_GAME, { batters: [box(acuna, 4, 1)] })],
    });
    expect(stateOf(settle(morning, ev).day)).toEqual({ 'Aaron Judge': null, 'Rafael Devers': null, 'Ronald Acuña Jr.': true });
  });

  it("a feed that already holds today's day games settles none of tonight's picks (no results input)", () => {
    const { day } = settle(morning, evidence({ homeRuns: [hrOf(acuna)], feedPast: false }));
    expect(stateOf(day)).toEqual({ 'Aaron Judge': null, 'Rafael Devers': null, 'Ronald Acuña Jr.': null });
    expect(day).toBe(morning);
  });
});

describe('an append-only record', () => {
  const graded = settle(morning, evidence({ homeRuns: [hrOf(judge)] })).day;

  it('season rollover: a feed that does not cover the day leaves it as it is, the same object (written byte for byte)', () => {
    expect(stateOf(graded)).toEqual({ 'Aaron Judge': true, 'Rafael Devers': false, 'Ronald Acuña Jr.': false });
    const newSeason = settle(graded, evidence({ homeRuns: null, feedPast: false }));
    expect(newSeason.day).toBe(graded);
    expect(newSeason.revisions).toEqual([]);
  });

  it('a settled pick never goes back to pending', () => {
    const again = settle(graded, evidence({ feedPast: false }));
    expect(again.day).toBe(graded);
  });

  it('re-saved ids: a feed whose game_pk pandas wrote as 824542.0 still settles the hit', () => {
    const csv = 'date,game_pk,at_bat_number,batter_id,batter_name,team\n2026-08-21,824542.0,31.0,592450.0,Aaron Judge,NYY\n';
    const parsed = parseHomeRunsCsv('home_runs.csv', new TextEncoder().encode(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ gamePk: '824542', sourceId: '824542-31', batterId: 592450 });
    const row = parsed.rows[0]!;
    const again = settle(graded, evidence({ homeRuns: [{ batterId: row.batterId, nameKey: 'aaron judge', team: row.team, gamePk: row.gamePk }] }));
    expect(again.day).toBe(graded);
  });

  it('a change to a settled pick is a revision with its reason; the same evidence again changes nothing', () => {
    const boxed = evidence({ homeRuns: [hrOf(judge)], results: [result(NIGHT, { batters: [box(judge, 4, 1), box(devers, 0)] })] });
    const revised = settle(graded, boxed);
    expect(stateOf(revised.day)).toMatchObject({ 'Aaron Judge': true, 'Rafael Devers': 'void: no plate appearance' });
    expect(revised.revisions).toEqual([
      {
        at: '2026-08-22T12:00:00.000Z',
        list: 'confident',
        id: devers.id,
        name: 'Rafael Devers',
        gameId: NIGHT.gameId,
        from: 'no-hr',
        to: 'void',
        reason: 'no plate appearance',
      },
    ]);
    expect(revised.day.revisions).toEqual(revised.revisions);
    const again = settle(revised.day, boxed);
    expect(again.day).toBe(revised.day);
  });
});

describe('the build report', () => {
  it('lists every revision of a settled pick with its day, list, player, game, change and reason', async () => {
    const { formatBuildReport } = await import('../../../pipeline/commands/report.ts');
    const report = formatBuildReport(
      {
        joins: [],
        unmatched: [],
        ambiguous: [],
        marketSummary: [],
        summary: { games: 1, lineups: 2, lineupsConfirmed: 2, firstPitch: null, schedule: [] },
        date: '2026-08-22',
        historyStatus: 'created',
        gamesBegun: 0,
        historyRevisions: [
          {
            date: DATE,
            at: '2026-08-22T12:00:00.000Z',
            list: 'confident',
            id: devers.id,
            name: 'Rafael Devers',
            gameId: NIGHT.gameId,
            from: 'no-hr',
            to: 'void',
            reason: 'no plate appearance',
          },
        ],
      },
      [],
      { outDir: '/out', outputs: [], stale: [], degraded: [] },
    );
    expect(report).toContain('History: 2026-08-22 created.\n  revised 2026-08-21 confident Rafael Devers (game 824542): no-hr -> void: no plate appearance');
  });
});
