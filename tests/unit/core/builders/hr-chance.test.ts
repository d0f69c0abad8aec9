import { describe, expect, it } from 'vitest';
import { projectionsFileSchema } from '../../../../domain/contracts/index.ts';
import { calibratedFair, DEFAULT_BATTERS_FACED_PER_INNING, leagueContext, predictHomeRun, pricingCalibration } from '../../../../domain/probability/index.ts';
import { battersFacedPerInning, statcastPriorWarning } from '../../../../pipeline/core/builders/hr-chance.ts';
import { settleSlateLineups } from '../../../../pipeline/core/slate-lineups.ts';
import type { StatRow } from '../../../../pipeline/inputs/rows.ts';
import { CARD, joinOf, MARKET_CARD, projectionsOf, rowsOf, stat } from './slate-fixture.ts';

/** The fixture's hitters with season PA (and Cole with batters faced and HR/9), so every count the model reads is there. */
function withCounts() {
  const rows = rowsOf();
  const pa: Record<string, number> = { 'Aaron Judge': 480, 'Juan Soto': 500, 'Rafael Devers': 510, 'Bench Player': 100 };
  const batters: StatRow[] = rows['fangraphs-stats'].map((r) => ({ ...r, stats: { ...r.stats, PA: pa[r.name]! } }));
  const pitchers: StatRow[] = rows['fangraphs-pitchers'].map((r) => ({ ...r, stats: { ...r.stats, PA: 620, 'HR/9': 1.2 } }));
  return { batters, pitchers };
}

/** What the model knows of Devers in the fixture (BOS, home, slot 1, bats L) facing Cole (620 BF, 20 HR). */
const DEVERS = {
  batter: { trials: 510, homeRuns: 28 },
  batterIsPitcher: false,
  bats: 'L',
  slot: 1,
  isHome: true,
  startingPitcher: { trials: 620, homeRuns: 20 },
  pitcherThrows: 'R',
  bullpen: null,
  parkFactor: 0.95,
} as const;

/** Devers's pHr from the model function on the fixture's inputs, against Cole's batters faced and HR. */
function deversPHr(startingPitcher: { trials: number; homeRuns: number }): number {
  const league = leagueContext(CARD.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
  const expected = predictHomeRun(CARD.constants, league, {
    ...DEVERS,
    startingPitcher,
    // The game's weather text "75 degrees, clear" at Fenway Park: a temperature, no wind.
    conditions: { indoors: false, temperatureF: 75, wind: null },
  });
  return Math.round(expected.p * 10000) / 10000;
}

describe('the probability model in the build', () => {
  it("gives each hitter the model function's pHr on the inputs it has, and says which", () => {
    const { batters, pitchers } = withCounts();
    const { file } = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers }));
    projectionsFileSchema.parse(file);
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    // Devers (BOS, home, slot 1, bats L) faces Cole (NYY, throws R): 620 BF, round(1.2 x 150.333 / 9) = 20 HR;
    // the game's weather text ("75 degrees, clear") gives a temperature and no wind.
    expect(devers.pHr).toBe(deversPHr({ trials: 620, homeRuns: 20 }));
    // His season barrel % and exit velocity (savant-batter-ev) are shown, not read by the model.
    expect(devers.barrelRate).not.toBeNull();
    expect(devers.pHrInputs).toEqual(['batter', 'slot', 'home-away', 'starting-pitcher', 'platoon', 'park', 'temperature']);
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
    const { file } = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': withoutTbf }));
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
    const { file } = projectionsOf(join);
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    // Judge (NYY) faces the BOS bullpen: Chapman 200 BF, round(0.75 x 48 / 9) = 4 HR; the unmatched arm adds nothing.
    expect(judge.pHrInputs).toContain('bullpen');
    const withLeagueBullpen = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': [...pitchers, chapman], bullpen: [] })).file;
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
      conditions: { indoors: false, temperatureF: 75, wind: null },
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
    const { file } = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'fangraphs-stats-prior': prior }));
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    const without = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers })).file.batters.find((b) => b.name === 'Aaron Judge')!;
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
    const { file } = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'mlb-pitching': mlbPitching, 'mlb-stats-prior': mlbPrior }));
    const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
    expect(devers.pHrInputs).toEqual(expect.arrayContaining(['batter', 'prior-season', 'starting-pitcher']));
    const withoutPrior = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'mlb-pitching': mlbPitching })).file.batters.find(
      (b) => b.name === 'Rafael Devers',
    )!;
    // Against Cole's MLB line: 610 batters faced, 17 HR (not HR/9 x IP / 9).
    expect(withoutPrior.pHr).toBe(deversPHr({ trials: 610, homeRuns: 17 }));
    // FanGraphs' table, when present, is read first.
    const { pitchers } = withCounts();
    const both = projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'mlb-pitching': mlbPitching }));
    expect(both.file.batters.find((b) => b.name === 'Rafael Devers')!.pHr).toBe(deversPHr({ trials: 620, homeRuns: 20 }));
  });

  it("in a multi-season export only the season before the slate's counts", () => {
    const { batters, pitchers } = withCounts();
    const judgeIn = (season: number) => [
      { ...stat('Aaron Judge', 'NYY', 592450, { PA: 600, HR: 20 }), season },
      { ...stat('Someone Else', 'BOS', 600002, { PA: 400, HR: 10 }), season: 2025 },
    ];
    const judge = (season: number) =>
      projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'fangraphs-stats-prior': judgeIn(season) })).file.batters.find(
        (b) => b.name === 'Aaron Judge',
      )!;
    expect(judge(2025).pHrInputs).toContain('prior-season');
    // His latest row is from 2023 (a season he missed since): not his previous season.
    expect(judge(2023).pHrDefaulted).toContain('prior-season');
  });

  describe('history: up to three previous seasons from mlb-history-batting / mlb-history-pitching', () => {
    // The card's fitted weights by seasons back (constants.history): batters [0.45, 0.3, 0.45], starters [0, 0.8, 0.15].
    const inSeason = (season: number, name: string, team: string, id: number, stats: StatRow['stats']): StatRow => ({ ...stat(name, team, id, stats), season });
    // Each season's league totals are the sums of that season's rows: 2025 600 + 1400 PA, 20 + 40 HR; 2024 500 + 1500, 25 + 45; 2023 400 + 1600, 12 + 48.
    const judgeHistory = [
      inSeason(2025, 'Aaron Judge', 'NYY', 592450, { PA: 600, HR: 20 }),
      inSeason(2025, 'Someone Else', 'BOS', 600002, { PA: 1400, HR: 40 }),
      inSeason(2024, 'Aaron Judge', 'NYY', 592450, { PA: 500, HR: 25 }),
      inSeason(2024, 'Someone Else', 'BOS', 600002, { PA: 1500, HR: 45 }),
      inSeason(2023, 'Aaron Judge', 'NYY', 592450, { PA: 400, HR: 12 }),
      inSeason(2023, 'Someone Else', 'BOS', 600002, { PA: 1600, HR: 48 }),
    ];
    const league = leagueContext(CARD.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
    /** Judge (NYY, away, slot 1, no hand) against Bello (no pitcher line), in the fixture's park and weather. */
    const judgeInput = {
      batter: { trials: 480, homeRuns: 40 },
      batterIsPitcher: false,
      bats: null,
      slot: 1,
      isHome: false,
      startingPitcher: null,
      pitcherThrows: null,
      bullpen: null,
      parkFactor: 0.95,
      conditions: { indoors: false, temperatureF: 75, wind: null },
    } as const;
    const judgeOf = (history: StatRow[], extra: Parameters<typeof joinOf>[0] = {}) => {
      const { batters, pitchers } = withCounts();
      return projectionsOf(joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'mlb-history-batting': history, ...extra })).file.batters.find(
        (b) => b.name === 'Aaron Judge',
      )!;
    };

    it('weights three seasons by the fitted weights, each against its own league rate', () => {
      const judge = judgeOf(judgeHistory);
      // 480 + w1 x 600 + w2 x 500 + w3 x 400 PA of evidence, w the card's fitted batter weights.
      const [w1, w2, w3] = CARD.constants.history.batterWeights as [number, number, number];
      expect(judge.evidencePa).toBe(Math.round((480 + w1 * 600 + w2 * 500 + w3 * 400) * 10) / 10);
      expect(judge.evidenceThin).toBe(false);
      expect(judge.pHrInputs).toContain('prior-season');
      const expected = predictHomeRun(CARD.constants, league, {
        ...judgeInput,
        batterHistory: [
          { seasonsBack: 1, counts: { trials: 600, homeRuns: 20 }, league: { pa: 2000, hr: 60 } },
          { seasonsBack: 2, counts: { trials: 500, homeRuns: 25 }, league: { pa: 2000, hr: 70 } },
          { seasonsBack: 3, counts: { trials: 400, homeRuns: 12 }, league: { pa: 2000, hr: 60 } },
        ],
      });
      expect(judge.pHr).toBe(Math.round(expected.p * 10000) / 10000);
      const noHistory = judgeOf([]);
      expect(noHistory.evidencePa).toBe(480);
      expect(judge.pHr).not.toBe(noHistory.pHr);
    });

    it('a missing middle season adds nothing for that season; the others keep their own weights', () => {
      const judge = judgeOf(judgeHistory.filter((r) => !(r.name === 'Aaron Judge' && r.season === 2024)));
      // 480 + w1 x 600 + w3 x 400; 2024's league rate still comes from its other rows (unused here).
      const [w1, , w3] = CARD.constants.history.batterWeights as [number, number, number];
      expect(judge.evidencePa).toBe(Math.round((480 + w1 * 600 + w3 * 400) * 10) / 10);
      const expected = predictHomeRun(CARD.constants, league, {
        ...judgeInput,
        batterHistory: [
          { seasonsBack: 1, counts: { trials: 600, homeRuns: 20 }, league: { pa: 2000, hr: 60 } },
          { seasonsBack: 3, counts: { trials: 400, homeRuns: 12 }, league: { pa: 2000, hr: 60 } },
        ],
      });
      expect(judge.pHr).toBe(Math.round(expected.p * 10000) / 10000);
    });

    it('a rookie with no earlier season falls back to this season alone and says so', () => {
      const judge = judgeOf(judgeHistory.filter((r) => r.name !== 'Aaron Judge'));
      expect(judge.evidencePa).toBe(480);
      expect(judge.pHrDefaulted).toContain('prior-season');
      expect(judge.pHr).toBe(Math.round(predictHomeRun(CARD.constants, league, judgeInput).p * 10000) / 10000);
    });

    it('takes season 1 back from the prior-season file when the history file has no row of it', () => {
      const older = judgeHistory.filter((r) => r.season !== 2025);
      const prior = [stat('Aaron Judge', 'NYY', 592450, { PA: 600, HR: 20 }), stat('Someone Else', 'BOS', 600002, { PA: 1400, HR: 40 })];
      const judge = judgeOf(older, { 'fangraphs-stats-prior': prior });
      expect(judge.evidencePa).toBe(judgeOf(judgeHistory).evidencePa);
      expect(judge.pHr).toBe(judgeOf(judgeHistory).pHr);
      // With the history file's own season 1 back, the prior-season file is not read.
      const otherPrior = [stat('Aaron Judge', 'NYY', 592450, { PA: 100, HR: 0 }), stat('Someone Else', 'BOS', 600002, { PA: 1400, HR: 40 })];
      expect(judgeOf(judgeHistory, { 'fangraphs-stats-prior': otherPrior }).evidencePa).toBe(judgeOf(judgeHistory).evidencePa);
    });

    it("weights the opposing starter's earlier seasons (batters faced, HR allowed) by the starter weights", () => {
      const { batters, pitchers } = withCounts();
      // Cole: 2025 700 BF 30 HR, 2024 650 BF 15 HR, each at the card's starter weight; the league: 700 + 1300 BF, 30 + 30 HR; 650 + 1350, 15 + 45.
      const coleHistory = [
        inSeason(2025, 'Gerrit Cole', 'NYY', 543037, { PA: 700, HR: 30, IP: 160 }),
        inSeason(2025, 'Other Arm', 'BOS', 600010, { PA: 1300, HR: 30, IP: 300 }),
        inSeason(2024, 'Gerrit Cole', 'NYY', 543037, { PA: 650, HR: 15, IP: 160 }),
        inSeason(2024, 'Other Arm', 'BOS', 600010, { PA: 1350, HR: 45, IP: 300 }),
      ];
      const devers = projectionsOf(
        joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'mlb-history-pitching': coleHistory }),
      ).file.batters.find((b) => b.name === 'Rafael Devers')!;
      expect(devers.pHrInputs).toContain('starter-prior-season');
      const expected = predictHomeRun(CARD.constants, league, {
        batter: { trials: 510, homeRuns: 28 },
        batterIsPitcher: false,
        bats: 'L',
        slot: 1,
        isHome: true,
        startingPitcher: { trials: 620, homeRuns: 20 },
        pitcherHistory: [
          { seasonsBack: 1, counts: { trials: 700, homeRuns: 30 }, league: { pa: 2000, hr: 60 } },
          { seasonsBack: 2, counts: { trials: 650, homeRuns: 15 }, league: { pa: 2000, hr: 60 } },
        ],
        pitcherThrows: 'R',
        bullpen: null,
        parkFactor: 0.95,
        conditions: { indoors: false, temperatureF: 75, wind: null },
      });
      expect(devers.pHr).toBe(Math.round(expected.p * 10000) / 10000);
      expect(devers.pHr).not.toBe(deversPHr({ trials: 620, homeRuns: 20 }));
    });
  });

  describe('the fitted terms in the build: the same weather and Statcast prior the walk-forward graded', () => {
    const fitted = {
      ...CARD,
      constants: {
        ...CARD.constants,
        weather: { referenceF: 70, perDegreeF: 0.008, outPerMph: 0.005, inPerMph: -0.009, crossPerMph: 0 },
        statcast: { elasticity: 0.5, priorPa: 50 },
      },
    };
    const withWeather = (weather: string) => {
      const rows = rowsOf();
      return rows.lineups.map((entry) => ({ ...entry, weather: entry.team === 'NYY' ? weather : null }));
    };

    it('reads "Wind 15 mph blowing out to center field" as 15 mph blowing out, through the fitted wind term', () => {
      const { batters, pitchers } = withCounts();
      const join = joinOf({
        'fangraphs-stats': batters,
        'fangraphs-pitchers': pitchers,
        lineups: withWeather('81 degrees, Wind 15 mph blowing out to center field'),
      });
      const devers = projectionsOf(join, { card: fitted }).file.batters.find((b) => b.name === 'Rafael Devers')!;
      const league = leagueContext(fitted.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
      const inputs = DEVERS;
      const out = predictHomeRun(fitted.constants, league, {
        ...inputs,
        conditions: { indoors: false, temperatureF: 81, wind: { direction: 'out', mph: 15 } },
      });
      expect(devers.pHr).toBe(Math.round(out.p * 10000) / 10000);
      expect(devers.pHrInputs).toEqual(expect.arrayContaining(['temperature', 'wind']));
      // Not a 0 mph crosswind: that would be the temperature alone.
      const tempOnly = predictHomeRun(fitted.constants, league, { ...inputs, conditions: { indoors: false, temperatureF: 81, wind: null } });
      expect(devers.pHr).toBeGreaterThan(Math.round(tempOnly.p * 10000) / 10000);
    });

    it('a wind speed without a readable direction gives no wind term and a warning in the build report', () => {
      const join = joinOf({ lineups: withWeather('81 degrees, wind 14 mph, Varies') });
      const devers = projectionsOf(join, { card: fitted }).file.batters.find((b) => b.name === 'Rafael Devers')!;
      expect(devers.pHrInputs).toContain('temperature');
      expect(devers.pHrDefaulted).toContain('wind');
      const settled = settleSlateLineups('lineups', join.date, join.inputs.lineups.rows, join.inputs.games.rows, join.parkRows);
      expect(settled.warnings.join('\n')).toMatch(/14 mph wind with no direction it can read: no wind term/);
    });

    it('says when the prior-season Statcast file is a filtered export (every hitter with many PAs), and not for a whole league', () => {
      const qualified = [stat('A', 'BOS', 1, { Barrels: 40, 'Brl/PA': 7 }), stat('B', 'NYY', 2, { Barrels: 30, 'Brl/PA': 5 })];
      expect(statcastPriorWarning(qualified)).toMatch(/every listed hitter has 571 PA or more/);
      expect(statcastPriorWarning([...qualified, stat('C', 'NYY', 3, { Barrels: 1, 'Brl/PA': 2.5 })])).toBeNull();
      expect(statcastPriorWarning([])).toBeNull();
    });

    it("reads the previous season's barrels per PA (savant-batter-ev-prior) into the batter's prior, and counts its PAs as evidence", () => {
      const { batters, pitchers } = withCounts();
      // Devers: 45 barrels at 7.5 % of PA = 600 PA; a second hitter sets the league's rate: 20 barrels at 4 % = 500 PA.
      const prior = [
        stat('Rafael Devers', 'BOS', 646240, { Barrels: 45, BBE: 420, 'Brl/PA': 7.5 }),
        stat('Someone Else', 'NYY', 600010, { Barrels: 20, BBE: 350, 'Brl/PA': 4 }),
      ];
      const join = joinOf({ 'fangraphs-stats': batters, 'fangraphs-pitchers': pitchers, 'savant-batter-ev-prior': prior });
      const file = projectionsOf(join, { card: fitted }).file;
      const devers = file.batters.find((b) => b.name === 'Rafael Devers')!;
      const league = leagueContext(fitted.constants, { pa: 480 + 500 + 510 + 100, hr: 40 + 30 + 28 + 3 });
      const expected = predictHomeRun(fitted.constants, league, {
        ...DEVERS,
        conditions: { indoors: false, temperatureF: 75, wind: null },
        statcastPrior: { pa: 600, barrels: 45, leagueBarrelsPerPa: 65 / 1100 },
      });
      expect(devers.pHr).toBe(Math.round(expected.p * 10000) / 10000);
      expect(devers.pHrInputs).toContain('statcast-prior');
      expect(devers.evidenceStatcastPa).toBe(600);
      // A hitter the file does not list: no Statcast prior, none counted.
      const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
      expect(judge.pHrDefaulted).toContain('statcast-prior');
      expect(judge.evidenceStatcastPa).toBe(0);
    });
  });

  it('without season PA the batter term falls back to the league rate and says so', () => {
    const { file } = projectionsOf(joinOf());
    for (const b of file.batters) {
      expect(b.pHr).toBeGreaterThan(0);
      expect(b.pHr).toBeLessThan(1);
      expect(b.pHrDefaulted).toContain('batter');
    }
  });

  it('builds the fair probability, edge and EV on pHr: a one-sided price of a book with data through its calibration in the market card', () => {
    const { file } = projectionsOf(joinOf());
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    // fanduel +320: implied 100 / 420 = 0.238095, through FanDuel's starters' line of the committed card.
    const calibration = pricingCalibration(MARKET_CARD, 'fanduel', 'starters');
    const fair = calibratedFair(MARKET_CARD, calibration, 100 / 420);
    expect(calibration.source).toBe('measured');
    expect(judge.fairProbMethod).toBe('measured');
    expect(judge.fairProbability).toBe(Number(fair.fair.toFixed(4)));
    expect(judge.fairBasis).toMatch(/^FanDuel, measured on [\d,]+ starters/);
    expect(judge.edge).toBeCloseTo(judge.pHr - fair.fair, 3);
    // The edge's interval holds the calibration's and HR Chance's own spread: wider than the calibration's alone.
    expect(judge.edgeHigh! - judge.edgeLow!).toBeGreaterThan(2 * 1.96 * fair.sd);
    expect(judge.edgeWithinNoise).toBe(judge.edgeLow! <= 0 && judge.edgeHigh! >= 0);
    // EV per $1 at +320 (decimal 4.2): pHr x 3.2 - (1 - pHr).
    expect(judge.evPerDollar).toBeCloseTo(judge.pHr * 3.2 - (1 - judge.pHr), 4);
    const soto = file.batters.find((b) => b.name === 'Juan Soto')!;
    expect([soto.fairProbability, soto.fairProbMethod, soto.fairBasis, soto.edge, soto.edgeWithinNoise, soto.evPerDollar]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("de-vigs a two-sided quote with Shin's method, and a book the card has not measured with the pooled line and a wider interval", () => {
    const odds = [
      { player: 'Aaron Judge', team: 'NYY', book: 'draftkings', american: 300, noAmerican: -400 },
      { player: 'Aaron Judge', team: 'NYY', book: 'betmgm', american: 250 },
      { player: 'Juan Soto', team: 'NYY', book: 'betmgm', american: 400 },
    ];
    // +300 / -400: 0.25 - (0.25 + 0.8 - 1) / 2 = 0.225.
    const { file } = projectionsOf(joinOf({ odds }));
    const judge = file.batters.find((b) => b.name === 'Aaron Judge')!;
    const soto = file.batters.find((b) => b.name === 'Juan Soto')!;
    const pooled = calibratedFair(MARKET_CARD, pricingCalibration(MARKET_CARD, 'betmgm', 'starters'), 100 / 350);
    expect(judge.books.map((b) => [b.book, b.fairProbability, b.fairMethod])).toEqual([
      ['draftkings', 0.225, 'shin'],
      ['betmgm', Number(pooled.fair.toFixed(4)), 'pooled'],
    ]);
    expect(soto.fairProbMethod).toBe('pooled');
    expect(soto.fairBasis).toMatch(/^Pooled DraftKings and FanDuel, measured on [\d,]+ starters \(no data for betmgm\)/);
    // The same price at FanDuel (measured) gives a narrower interval than at BetMGM (pooled).
    const measuredSoto = projectionsOf(joinOf({ odds: [{ player: 'Juan Soto', team: 'NYY', book: 'fanduel', american: 400 }] })).file.batters.find(
      (b) => b.name === 'Juan Soto',
    )!;
    expect(soto.edgeHigh! - soto.edgeLow!).toBeGreaterThan(measuredSoto.edgeHigh! - measuredSoto.edgeLow!);
  });
});
