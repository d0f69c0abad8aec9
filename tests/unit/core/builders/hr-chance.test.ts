import { describe, expect, it } from 'vitest';
import { projectionsFileSchema } from '../../../../domain/contracts/index.ts';
import { DEFAULT_BATTERS_FACED_PER_INNING, DEFAULT_ONE_SIDED_MARGIN, leagueContext, predictHomeRun } from '../../../../domain/probability/index.ts';
import { battersFacedPerInning } from '../../../../pipeline/core/builders/hr-chance.ts';
import { dayMarginOf } from '../../../../pipeline/core/odds.ts';
import { buildProjections } from '../../../../pipeline/core/builders/projections.ts';
import type { StatRow } from '../../../../pipeline/inputs/rows.ts';
import { CARD, joinOf, rowsOf, stat } from './slate-fixture.ts';

/** The fixture's hitters with season PA (and Cole with batters faced and HR/9), so every count the model reads is there. */
function withCounts() {
  const rows = rowsOf();
  const pa: Record<string, number> = { 'Aaron Judge': 480, 'Juan Soto': 500, 'Rafael Devers': 510, 'Bench Player': 100 };
  const batters: StatRow[] = rows['fangraphs-stats'].map((r) => ({ ...r, stats: { ...r.stats, PA: pa[r.name]! } }));
  const pitchers: StatRow[] = rows['fangraphs-pitchers'].map((r) => ({ ...r, stats: { ...r.stats, PA: 620, 'HR/9': 1.2 } }));
  return { batters, pitchers };
}

/** Devers's pHr from the model function on the fixture's inputs, against Cole's batters faced and HR. */
function deversPHr(startingPitcher: { trials: number; homeRuns: number }): number {
  const league = leagueContext(CARD.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
  const expected = predictHomeRun(CARD.constants, league, {
    batter: { trials: 510, homeRuns: 28 },
    batterIsPitcher: false,
    bats: 'L',
    slot: 1,
    isHome: true,
    startingPitcher,
    pitcherThrows: 'R',
    bullpen: null,
    parkFactor: 0.95,
    temperatureF: 75,
    windOutMph: null,
    barrelPct: 14,
    avgExitVelocityMph: 92,
  });
  return Math.round(expected.p * 10000) / 10000;
}

describe('the probability model in the build', () => {
  it("gives each hitter the model function's pHr on the inputs it has, and says which", () => {
    const { batters, pitchers } = withCounts();
    const { file } = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers }), CARD);
    projectionsFileSchema.parse(file);
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    // Devers (BOS, home, slot 1, bats L) faces Cole (NYY, throws R): 620 BF, round(1.2 x 150.333 / 9) = 20 HR;
    // the game's weather text ("75 degrees, clear") gives a temperature and no wind.
    expect(devers.pHr).toBe(deversPHr({ trials: 620, homeRuns: 20 }));
    expect(devers.pHrInputs).toEqual(['batter', 'slot', 'home-away', 'starting-pitcher', 'platoon', 'park', 'temperature', 'barrel', 'exit-velocity']);
    expect(devers.pHrDefaulted).toEqual(expect.arrayContaining(['bullpen', 'wind']));
    // Bello, Judge's opponent, has no pitcher row.
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    expect(judge.pHrDefaulted).toEqual(expect.arrayContaining(['starting-pitcher', 'wind', 'bullpen']));
  });

  it('estimates batters faced from IP when the pitching export has no TBF column (FanGraphs dashboard)', () => {
    const { batters, pitchers } = withCounts();
    const withoutTbf: StatRow[] = pitchers.map(({ stats: { PA: _tbf, ...stats }, ...row }) => ({ ...row, stats }));
    // No row carries both TBF and IP: the default 4.3 batters per inning; with one that does, its own ratio.
    expect(battersFacedPerInning(withoutTbf)).toBe(DEFAULT_BATTERS_FACED_PER_INNING);
    const measured = stat('Someone Else', 'BOS', 600009, { PA: 440, IP: 100, 'HR/9': 1 });
    expect(battersFacedPerInning([...withoutTbf, measured])).toBe(4.4);
    const { file } = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': withoutTbf }), CARD);
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    expect(devers.pHrInputs).toContain('starting-pitcher');
    // Cole: round(150.333 x 4.3) = 646 batters faced, round(1.2 x 150.333 / 9) = 20 HR.
    expect(devers.pHr).toBe(deversPHr({ trials: 646, homeRuns: 20 }));
  });

  it("reads the opposing relievers' batters faced and HR from their pitching lines, leaving the starter out", () => {
    const { batters, pitchers } = withCounts();
    const rows = rowsOf();
    const chapman = { ...pitchers[0]!, name: 'Aroldis Chapman', team: 'BOS', mlbamId: 547973, stats: { ...pitchers[0]!.stats, PA: 200, 'HR/9': 0.75, IP: 48 } };
    const listedAsReliever = (player: string, team: string) => ({ ...rows.bullpen[0]!, player, team });
    const bullpen = [...rows.bullpen, listedAsReliever('Gerrit Cole', 'NYY'), listedAsReliever('Unknown Arm', 'BOS')];
    const join = joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': [...pitchers, chapman], bullpen });
    const { file } = buildProjections(join, CARD);
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    // Judge (NYY) faces the BOS bullpen: Chapman 200 BF, round(0.75 x 48 / 9) = 4 HR; the unmatched arm adds nothing.
    expect(judge.pHrInputs).toContain('bullpen');
    const withLeagueBullpen = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': [...pitchers, chapman], bullpen: [] }), CARD).file;
    const league = leagueContext(CARD.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
    const input = {
      batter: { trials: 480, homeRuns: 40 },
      batterIsPitcher: false,
      bats: null,
      slot: 1,
      isHome: false,
      startingPitcher: null,
      pitcherThrows: null,
      parkFactor: 0.95,
      temperatureF: 75,
      windOutMph: null,
      barrelPct: 25,
      avgExitVelocityMph: 96,
    } as const;
    expect(judge.pHr).toBe(Math.round(predictHomeRun(CARD.constants, league, { ...input, bullpen: { trials: 200, homeRuns: 4 } }).p * 10000) / 10000);
    expect(judge.pHr).not.toBe(withLeagueBullpen.batters.find((b) => b.name === 'Aaron Judge')!.pHr);
    // Devers (BOS) faces Cole, the NYY starter, whom the depth chart also lists: he is not part of the bullpen term.
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    expect(devers.pHrDefaulted).toContain('bullpen');
  });

  it("reads the batter's previous season by MLBAM id (he may have changed teams) against that season's league rate", () => {
    const { batters, pitchers } = withCounts();
    const prior = [stat('Aaron Judge', 'SDP', 592450, { PA: 600, HR: 20 }), stat('Someone Else', 'BOS', 600002, { PA: 400, HR: 10 })];
    const { file } = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'fangraphs-stats-prior': prior }), CARD);
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    const without = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers }), CARD).file.batters.find(
      (b) => b.name === 'Aaron Judge',
    )!;
    expect(judge.pHrInputs).toContain('prior-season');
    expect(without.pHrDefaulted).toContain('prior-season');
    // 20 HR in 600 PA (0.033) against that file's league rate 30 / 1000 = 0.03: below his 40 in 480 this season, so lower.
    expect(judge.pHr).toBeLessThan(without.pHr);
    const soto = file.batters.find((b) => b.name === 'Juan Soto')!;
    expect(soto.pHrDefaulted).toContain('prior-season');
  });

  it("without FanGraphs' pitching and previous-season tables, reads the MLB Stats API's (batters faced and HR allowed as written)", () => {
    const { batters } = withCounts();
    const mlbPitching = [stat('Gerrit Cole', 'NYY', 543037, { PA: 610, HR: 17, IP: 150.333 })];
    const mlbPrior = [stat('Rafael Devers', 'BOS', 646240, { PA: 600, HR: 30 }), stat('Someone Else', 'BOS', 600002, { PA: 400, HR: 10 })];
    const { file } = buildProjections(joinOf({ 'fangraphs-stats': batters, 'mlb-pitching': mlbPitching, 'mlb-stats-prior': mlbPrior }), CARD);
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    expect(devers.pHrInputs).toEqual(expect.arrayContaining(['batter', 'prior-season', 'starting-pitcher']));
    const withoutPrior = buildProjections(joinOf({ 'fangraphs-stats': batters, 'mlb-pitching': mlbPitching }), CARD).file.batters.find(
      (b) => b.name === 'Rafael Devers',
    )!;
    // Against Cole's MLB line: 610 batters faced, 17 HR (not HR/9 x IP / 9).
    expect(withoutPrior.pHr).toBe(deversPHr({ trials: 610, homeRuns: 17 }));
    // FanGraphs' table, when present, is read first.
    const { pitchers } = withCounts();
    const both = buildProjections(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'mlb-pitching': mlbPitching }), CARD);
    expect(both.file.batters.find((b) => b.name === 'Rafael Devers')!.pHr).toBe(deversPHr({ trials: 620, homeRuns: 20 }));
  });

  it("in a multi-season export only the season before the slate's counts", () => {
    const { batters, pitchers } = withCounts();
    const judgeIn = (season: number) => [
      { ...stat('Aaron Judge', 'NYY', 592450, { PA: 600, HR: 20 }), season },
      { ...stat('Someone Else', 'BOS', 600002, { PA: 400, HR: 10 }), season: 2025 },
    ];
    const judge = (season: number) =>
      buildProjections(
        joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'fangraphs-stats-prior': judgeIn(season) }),
        CARD,
      ).file.batters.find((b) => b.name === 'Aaron Judge')!;
    expect(judge(2025).pHrInputs).toContain('prior-season');
    // His latest row is from 2023 (a season he missed since): not his previous season.
    expect(judge(2023).pHrDefaulted).toContain('prior-season');
  });

  it('without season PA the batter term falls back to the league rate and says so', () => {
    const { file } = buildProjections(joinOf(), CARD);
    for (const b of file.batters) {
      expect(b.pHr).toBeGreaterThan(0);
      expect(b.pHr).toBeLessThan(1);
      expect(b.pHrDefaulted).toContain('batter');
    }
  });

  it('builds the fair probability, edge and EV on pHr: one side with the default margin', () => {
    const { file } = buildProjections(joinOf(), CARD);
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    // +320: implied 100 / 420 = 0.238095; fair = 0.238095 / 1.10 = 0.216450.
    expect(DEFAULT_ONE_SIDED_MARGIN).toBe(0.1);
    expect(judge.fairProbMethod).toBe('default-margin');
    expect(judge.fairProbability).toBe(0.2165);
    expect(judge.edge).toBeCloseTo(judge.pHr - 0.21645, 3);
    // EV per $1 at +320 (decimal 4.2): pHr x 3.2 - (1 - pHr).
    expect(judge.evPerDollar).toBeCloseTo(judge.pHr * 3.2 - (1 - judge.pHr), 4);
    const soto = file.batters.find((b) => b.name === 'Juan Soto')!;
    expect([soto.fairProbability, soto.fairProbMethod, soto.edge, soto.evPerDollar]).toEqual([null, null, null, null]);
  });

  it('de-vigs a two-sided quote multiplicatively and a one-sided one with the margin measured that day', () => {
    const odds = [
      { player: 'Aaron Judge', team: 'NYY', book: 'fanduel', american: 300, noAmerican: -400 },
      { player: 'Juan Soto', team: 'NYY', book: 'fanduel', american: 400 },
    ];
    // +300 / -400: implied 0.25 + 0.8 = 1.05, margin 0.05; Judge fair 0.25 / 1.05 = 0.238095; Soto 0.2 / 1.05 = 0.190476.
    expect(dayMarginOf(odds)).toBeCloseTo(0.05, 10);
    const { file } = buildProjections(joinOf({ odds }), CARD);
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    const soto = file.batters.find((b) => b.name === 'Juan Soto')!;
    expect([judge.fairProbability, judge.fairProbMethod, judge.oddsNoAmerican]).toEqual([0.2381, 'multiplicative', -400]);
    expect([soto.fairProbability, soto.fairProbMethod]).toEqual([0.1905, 'day-margin']);
  });
});
