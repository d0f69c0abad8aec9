/**
 * Fitting the model's free constants to a plate-appearance log. Structural
 * figures (league rate prior, E[PA] by slot and side, bullpen share by slot) are
 * read straight from the log; the prior strengths, platoon odds ratio and park
 * shrinkage are chosen by coordinate search over coarse grids, maximising the
 * walk-forward log-likelihood of the uncalibrated predictions (every prediction
 * made only from the days before it, as in the backtest); the Platt calibration
 * map is then fit to those walk-forward predictions. Coarse grids on purpose:
 * the card must carry to other seasons, so nothing is tuned finer than the data
 * can tell apart. Deterministic: same rows, same constants.
 */
import type { ModelConstants } from './card.ts';
import { fitPlatt } from './calibration.ts';
import { DEFAULT_CONSTANTS, SLOT_COUNT } from './defaults.ts';
import { logLoss } from './metrics.ts';
import type { RateCounts } from './model.ts';
import { collectFeatures, predictFeatures, rowsByDate, type PlateAppearance, type WalkForwardFeatures } from './walk-forward.ts';

/** A searched constant: where it lives in the constants, and the values tried. */
interface SearchAxis {
  name: string;
  get: (c: ModelConstants) => number;
  set: (c: ModelConstants, value: number) => void;
  grid: readonly number[];
}

/** The axes of the HR/PA-counts path, searched with the log's own inputs hidden (the nightly build predicts from such counts). */
export const COUNT_AXES: readonly SearchAxis[] = [
  {
    name: 'batter.priorPa',
    get: (c) => c.batter.priorPa,
    set: (c, v) => (c.batter.priorPa = v),
    grid: [50, 75, 100, 150, 200, 300, 400, 600, 800],
  },
  {
    name: 'batter.slotPriorPa',
    get: (c) => c.batter.slotPriorPa,
    set: (c, v) => (c.batter.slotPriorPa = v),
    grid: [250, 500, 1000, 2000, 4000, 8000, 16000],
  },
  {
    name: 'pitcher.priorBf',
    get: (c) => c.pitcher.priorBf,
    set: (c, v) => (c.pitcher.priorBf = v),
    grid: [100, 200, 400, 600, 800, 1200, 1600, 2400, 4000],
  },
  {
    name: 'bullpen.priorBf',
    get: (c) => c.bullpen.priorBf,
    set: (c, v) => (c.bullpen.priorBf = v),
    grid: [250, 500, 1000, 2000, 4000, 8000, 16000],
  },
  {
    name: 'platoon.oddsRatio.L',
    get: (c) => c.platoon.oddsRatio.L,
    set: (c, v) => (c.platoon.oddsRatio.L = v),
    grid: [1, 1.1, 1.2, 1.3, 1.45, 1.6],
  },
  {
    name: 'platoon.oddsRatio.R',
    get: (c) => c.platoon.oddsRatio.R,
    set: (c, v) => (c.platoon.oddsRatio.R = v),
    grid: [1, 1.05, 1.1, 1.15, 1.2, 1.3],
  },
  {
    name: 'park.priorPa',
    get: (c) => c.park.priorPa,
    set: (c, v) => (c.park.priorPa = v),
    grid: [500, 1000, 2000, 4000, 8000, 16000, 32000],
  },
];

/** The axes of inputs only a PA log gives (air balls, PAs per start), searched afterwards on the full walk with the others held. */
export const LOG_AXES: readonly SearchAxis[] = [
  {
    name: 'expectedPa.batterPriorPa',
    get: (c) => c.expectedPa.batterPriorPa,
    set: (c, v) => (c.expectedPa.batterPriorPa = v),
    grid: [5, 10, 20, 40, 80, 160, 320, 1e6],
  },
  {
    name: 'batter.airPriorPa',
    get: (c) => c.batter.airPriorPa,
    set: (c, v) => (c.batter.airPriorPa = v),
    grid: [25, 50, 100, 200, 400, 800, 1600, 3200],
  },
  {
    name: 'batter.hrPerAirPriorAir',
    get: (c) => c.batter.hrPerAirPriorAir,
    set: (c, v) => (c.batter.hrPerAirPriorAir = v),
    grid: [25, 50, 100, 200, 400, 800, 1600],
  },
  {
    name: 'pitcher.airPriorBf',
    get: (c) => c.pitcher.airPriorBf,
    set: (c, v) => (c.pitcher.airPriorBf = v),
    grid: [25, 50, 100, 200, 400, 800],
  },
  {
    name: 'pitcher.hrPerAirPriorAir',
    get: (c) => c.pitcher.hrPerAirPriorAir,
    set: (c, v) => (c.pitcher.hrPerAirPriorAir = v),
    grid: [50, 100, 200, 400, 800, 1600, 3200],
  },
];

/** Rounds of coordinate search; a round changing nothing ends it early. */
const SEARCH_ROUNDS = 3;
/** PAs by known pitchers needed before the log's own pitcher-batting ratio replaces the default. */
const PITCHER_BATTING_MIN_PA = 500;
/** Games of starting pitchers batting needed before the log's own E[PA] for them replaces the default. */
const PITCHER_BATTING_MIN_GAMES = 100;

export interface FitResult {
  constants: ModelConstants;
  evaluations: number;
  searched: Record<string, number[]>;
  walk: WalkForwardFeatures;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The log's own structural figures: league HR/PA, starters' PA per game and share against relievers by slot, pitchers' batting ratio. */
export function structuralConstants(rows: readonly PlateAppearance[], base: ModelConstants): ModelConstants {
  const constants = structuredClone(base);
  const paSum = [new Array<number>(SLOT_COUNT).fill(0), new Array<number>(SLOT_COUNT).fill(0)];
  const games = [new Array<number>(SLOT_COUNT).fill(0), new Array<number>(SLOT_COUNT).fill(0)];
  const vsBullpen = new Array<number>(SLOT_COUNT).fill(0);
  const battingPa = new Map<string, number>();
  const pitchingBf = new Map<string, number>();
  for (const row of rows) {
    battingPa.set(row.batterId, (battingPa.get(row.batterId) ?? 0) + 1);
    pitchingBf.set(row.pitcherId, (pitchingBf.get(row.pitcherId) ?? 0) + 1);
  }
  const isPitcher = (id: string) => (pitchingBf.get(id) ?? 0) > (battingPa.get(id) ?? 0);
  let hr = 0;
  let airBalls = 0;
  const sidePa = { L: 0, R: 0 };
  const sideAdvantage = { L: 0, R: 0 };
  let pitcherPa = 0;
  let pitcherHr = 0;
  let pitcherStarterPa = 0;
  let pitcherStarterGames = 0;
  const firstPitcher = new Map<string, string>();
  const seenStarterGame = new Set<string>();
  for (const row of rows) {
    if (row.hr) hr++;
    if (row.airBall) airBalls++;
    if (row.bats !== 'B') {
      sidePa[row.bats]++;
      if (row.bats !== row.throws) sideAdvantage[row.bats]++;
    }
    const sideKey = `${row.gameId}|${row.batTeam}`;
    if (!firstPitcher.has(sideKey)) firstPitcher.set(sideKey, row.pitcherId);
    if (isPitcher(row.batterId)) {
      pitcherPa++;
      if (row.hr) pitcherHr++;
    }
    if (!row.starter) continue;
    const starterGame = `${row.gameId}|${row.batterId}`;
    const firstOfGame = !seenStarterGame.has(starterGame);
    seenStarterGame.add(starterGame);
    if (isPitcher(row.batterId)) {
      pitcherStarterPa++;
      if (firstOfGame) pitcherStarterGames++;
      continue;
    }
    const side = row.isHome ? 1 : 0;
    const slot = row.slot - 1;
    paSum[side]![slot]! += 1;
    if (firstPitcher.get(sideKey) !== row.pitcherId) vsBullpen[slot]! += 1;
    if (firstOfGame) games[side]![slot]! += 1;
  }
  const leagueRate = rows.length > 0 ? hr / rows.length : base.league.priorRate;
  constants.league.priorRate = round(leagueRate, 6);
  if (rows.length > 0) constants.league.priorAirRate = round(airBalls / rows.length, 6);
  const perGame = (side: number) => paSum[side]!.map((pa, i) => (games[side]![i]! > 0 ? round(pa / games[side]![i]!, 4) : base.expectedPa.bySlot.away[i]!));
  constants.expectedPa.bySlot = { away: perGame(0), home: perGame(1) };
  if (pitcherStarterGames >= PITCHER_BATTING_MIN_GAMES) constants.expectedPa.pitcherBatting = round(pitcherStarterPa / pitcherStarterGames, 4);
  constants.bullpen.shareBySlot = vsBullpen.map((n, i) => {
    const pa = paSum[0]![i]! + paSum[1]![i]!;
    return pa > 0 ? round(n / pa, 4) : base.bullpen.shareBySlot[i]!;
  });
  for (const side of ['L', 'R'] as const) {
    if (sidePa[side] > 0) constants.platoon.advantageShare[side] = round(sideAdvantage[side] / sidePa[side], 4);
  }
  if (pitcherPa >= PITCHER_BATTING_MIN_PA && leagueRate > 0) constants.batter.pitcherAsBatterRatio = round(pitcherHr / pitcherPa / leagueRate, 4);
  return constants;
}

/** Walk-forward log loss of the uncalibrated predictions: the search's objective (lower is better). */
export function walkForwardLoss(constants: ModelConstants, walk: WalkForwardFeatures): number {
  return logLoss(
    predictFeatures(constants, walk).map((p) => p.pUncalibrated),
    walk.outcomes,
  );
}

/** The same walk with what only a PA log gives hidden (air balls, PAs per start): what the nightly build's stat exports allow. */
export function withoutAirBalls(walk: WalkForwardFeatures): WalkForwardFeatures {
  const strip = (counts: RateCounts | null): RateCounts | null => (counts ? { trials: counts.trials, homeRuns: counts.homeRuns } : null);
  return {
    ...walk,
    starterGames: walk.starterGames.map((f) => ({
      ...f,
      batter: strip(f.batter),
      startingPitcher: strip(f.startingPitcher),
      bullpen: strip(f.bullpen),
      starts: null,
    })),
  };
}

/** Coordinate search: each axis in turn set to its best grid value, the others held, for a few rounds. */
function coordinateSearch(start: ModelConstants, walk: WalkForwardFeatures, axes: readonly SearchAxis[]): { constants: ModelConstants; evaluations: number } {
  const constants = structuredClone(start);
  let evaluations = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    let changed = false;
    for (const axis of axes) {
      const current = axis.get(constants);
      let best = { value: current, loss: Infinity };
      for (const value of axis.grid) {
        axis.set(constants, value);
        const loss = walkForwardLoss(constants, walk);
        evaluations++;
        if (loss < best.loss - 1e-12) best = { value, loss };
      }
      axis.set(constants, best.value);
      if (best.value !== current) changed = true;
    }
    if (!changed) break;
  }
  return { constants, evaluations };
}

/** Fits every free constant to the log; `onProgress` hears each phase. */
export function fitConstants(rows: readonly PlateAppearance[], onProgress?: (message: string) => void): FitResult {
  if (rowsByDate(rows).length === 0) throw new RangeError('cannot fit on an empty log');
  const structural = structuralConstants(rows, DEFAULT_CONSTANTS);
  onProgress?.('walking the log once for the counts to date');
  const walk = collectFeatures(rows);
  const countsOnly = withoutAirBalls(walk);
  onProgress?.(`searching ${COUNT_AXES.length} constants with HR/PA counts only`);
  const counted = coordinateSearch(structural, countsOnly, COUNT_AXES);
  onProgress?.(`searching ${LOG_AXES.length} constants of the PA log's own inputs`);
  const logged = coordinateSearch(counted.constants, walk, LOG_AXES);
  const constants = logged.constants;
  const plattOf = (w: WalkForwardFeatures) => {
    const map = fitPlatt(
      predictFeatures(constants, w).map((p) => p.pUncalibrated),
      w.outcomes,
    );
    return { intercept: round(map.intercept, 6), slope: round(map.slope, 6) };
  };
  constants.calibration = { method: 'platt-logit', withBattedBalls: plattOf(walk), countsOnly: plattOf(countsOnly) };
  const searched = Object.fromEntries([...COUNT_AXES, ...LOG_AXES].map((axis) => [axis.name, [...axis.grid]]));
  return { constants, evaluations: counted.evaluations + logged.evaluations, searched, walk };
}
