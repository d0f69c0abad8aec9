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
import type { FittedTerm, ModelConstants, ModelTerm } from './card.ts';
import { fitPlatt } from './calibration.ts';
import { DEFAULT_CONSTANTS, KEPT_TERMS, NEUTRAL_TERMS, SLOT_COUNT } from './defaults.ts';
import { logLoss } from './metrics.ts';
import type { RateCounts } from './model.ts';
import { fitWeather, hasStatcast, termRecords } from './terms.ts';
import { collectFeatures, predictFeatures, type PlateAppearance, type SeasonHistory, type WalkContext, type WalkForwardFeatures } from './walk-forward.ts';

/** A searched constant: where it lives in the constants, and the values tried. */
interface SearchAxis {
  name: string;
  /** The term the axis belongs to: searched only when the term is on. */
  term?: ModelTerm;
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
    term: 'platoon',
    get: (c) => c.platoon.oddsRatio.L,
    set: (c, v) => (c.platoon.oddsRatio.L = v),
    grid: [1, 1.1, 1.2, 1.3, 1.45, 1.6],
  },
  {
    name: 'platoon.oddsRatio.R',
    term: 'platoon',
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
  {
    name: 'statcast.elasticity',
    term: 'statcast',
    get: (c) => c.statcast.elasticity,
    set: (c, v) => (c.statcast.elasticity = v),
    grid: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1],
  },
  {
    name: 'statcast.priorPa',
    term: 'statcast',
    get: (c) => c.statcast.priorPa,
    set: (c, v) => (c.statcast.priorPa = v),
    grid: [25, 50, 100, 200, 400],
  },
];

/** No hitter's own platoon split (the card's null) is searched as an infinitely strong prior. */
const PLATOON_HITTER_AXIS: SearchAxis = {
  name: 'platoon.hitterPriorPa',
  term: 'platoon-hitter',
  get: (c) => c.platoon.hitterPriorPa ?? Number.POSITIVE_INFINITY,
  set: (c, v) => (c.platoon.hitterPriorPa = Number.isFinite(v) ? v : null),
  grid: [250, 500, 1000, 2000, 4000, 8000, Number.POSITIVE_INFINITY],
};

const WEIGHT_GRID = [0, 0.15, 0.3, 0.45, 0.6, 0.8, 1];
const historyAxis = (group: 'batterWeights' | 'pitcherWeights', index: number): SearchAxis => ({
  name: `history.${group}.${index + 1}`,
  get: (c) => c.history[group][index]!,
  set: (c, v) => (c.history[group][index] = v),
  grid: WEIGHT_GRID,
});

/** The weights of the earlier seasons, searched with the log's own inputs (the batter's also with the counts only, first). */
export const HISTORY_AXES: readonly SearchAxis[] = [
  historyAxis('batterWeights', 0),
  historyAxis('batterWeights', 1),
  historyAxis('batterWeights', 2),
  historyAxis('pitcherWeights', 0),
  historyAxis('pitcherWeights', 1),
  historyAxis('pitcherWeights', 2),
  {
    // One weight for every earlier season of a park: a park changes little from one season to the next.
    name: 'history.parkWeights',
    get: (c) => c.history.parkWeights[0]!,
    set: (c, v) => (c.history.parkWeights = [v, v, v]),
    grid: [0, 0.25, 0.5, 1, 2],
  },
];

/** The batter's history weights: searched with the counts too, as they and batter.priorPa trade off. */
const BATTER_HISTORY_AXES = HISTORY_AXES.slice(0, 3);
/** The counts-only axes searched first (the batter's prior and its Statcast centre); the platoon, bullpen and park priors follow with the log's own inputs. */
const FIRST_AXES = ['batter.priorPa', 'batter.slotPriorPa', 'pitcher.priorBf', 'statcast.elasticity', 'statcast.priorPa'];

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
const SEARCH_ROUNDS = 2;
/**
 * The search scores every SEARCH_STRIDE-th starter-game (a fixed, deterministic third of each walk):
 * the grids are coarse enough that a third of several seasons tells their values apart, at a third of the cost.
 * The calibration and the card's metrics use every starter-game.
 */
const SEARCH_STRIDE = 3;

/** Every stride-th starter-game of a walk, with its outcome. */
function everyNth(walk: WalkForwardFeatures, stride: number): WalkForwardFeatures {
  const keep = (_: unknown, i: number) => i % stride === 0;
  return { ...walk, starterGames: walk.starterGames.filter(keep), outcomes: walk.outcomes.filter(keep) };
}
/** PAs by known pitchers needed before the log's own pitcher-batting ratio replaces the default. */
const PITCHER_BATTING_MIN_PA = 500;
/** Games of starting pitchers batting needed before the log's own E[PA] for them replaces the default. */
const PITCHER_BATTING_MIN_GAMES = 100;

/** One fitting season: its rows, the earlier seasons it is given as history, and its game conditions and earlier Statcast. */
export interface FitSeason {
  rows: readonly PlateAppearance[];
  history: readonly SeasonHistory[];
  context?: WalkContext;
}

/** Fewest starter-games a fit needs: under about a week of a full season the grids cannot tell their values apart. */
export const MIN_FIT_STARTER_GAMES = 2000;

/** The seasons hold fewer starter-games than MIN_FIT_STARTER_GAMES. */
export class TooSmallToFitError extends RangeError {
  constructor(readonly starterGames: number) {
    super(`${starterGames} starter-games; a fit needs at least ${MIN_FIT_STARTER_GAMES}`);
  }
}

export interface FitResult {
  constants: ModelConstants;
  /** The terms that were on in this fit. */
  termsOn: Readonly<Record<ModelTerm, boolean>>;
  /** The terms beyond the counts: coefficients, intervals, kept or not. */
  terms: FittedTerm[];
  evaluations: number;
  /** Each searched axis's grid; null stands for "none" (a term off, e.g. no hitter's own platoon split). */
  searched: Record<string, (number | null)[]>;
  /** Each season's walk-forward, in the order given. */
  walks: WalkForwardFeatures[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

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
export function walkForwardLoss(constants: ModelConstants, walks: readonly WalkForwardFeatures[]): number {
  return logLoss(
    walks.flatMap((walk) => predictFeatures(constants, walk).map((p) => p.pUncalibrated)),
    walks.flatMap((walk) => walk.outcomes),
  );
}

/**
 * The same walk with what only a PA log gives hidden (air balls, PAs per start, the hitters' platoon splits): what the
 * nightly build's stat exports allow (its weather and prior-season Statcast stay).
 */
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
      splits: null,
      splitsHistory: null,
    })),
  };
}

/**
 * Coordinate search: each axis in turn set to its best grid value, the others held; the first round tries
 * the whole grid, later rounds only the grid neighbours of the current value (the others were beaten once).
 */
function coordinateSearch(
  start: ModelConstants,
  walk: readonly WalkForwardFeatures[],
  axes: readonly SearchAxis[],
  onAxis?: (name: string, value: number) => void,
): { constants: ModelConstants; evaluations: number } {
  const constants = structuredClone(start);
  let evaluations = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    let changed = false;
    for (const axis of axes) {
      const current = axis.get(constants);
      const at = axis.grid.indexOf(current);
      const values = round === 0 || at < 0 ? axis.grid : axis.grid.slice(Math.max(0, at - 1), at + 2);
      let best = { value: current, loss: Infinity };
      for (const value of values) {
        axis.set(constants, value);
        const loss = walkForwardLoss(constants, walk);
        evaluations++;
        if (loss < best.loss - 1e-12) best = { value, loss };
      }
      axis.set(constants, best.value);
      onAxis?.(axis.name, best.value);
      if (best.value !== current) changed = true;
    }
    if (!changed) break;
  }
  return { constants, evaluations };
}

/** Fit options: history weights held fixed (their axes not searched; every other constant fit around them); the terms to fit. */
export interface FitOptions {
  fixedHistory?: { batterWeights: readonly number[]; pitcherWeights: readonly number[] };
  /** Which terms beyond the counts are fit (the others held neutral); KEPT_TERMS by default. */
  terms?: Readonly<Record<ModelTerm, boolean>>;
  /** false: skip the terms' intervals (a few more passes over the walks); the result's terms then carry none. */
  intervals?: boolean;
  /**
   * Whether the walks count the batters' platoon splits: by default only when the hitters' own split is a term of
   * the fit; true to keep them for switching it on later (refitTerms).
   */
  splits?: boolean;
}

/** The Platt maps of both readings (the log's own inputs, the nightly's counts only) fit to the walks' predictions. */
function calibrationOf(
  constants: ModelConstants,
  walks: readonly WalkForwardFeatures[],
  countsOnly: readonly WalkForwardFeatures[],
): ModelConstants['calibration'] {
  const plattOf = (w: readonly WalkForwardFeatures[]) => {
    const map = fitPlatt(
      w.flatMap((walk) => predictFeatures(constants, walk).map((p) => p.pUncalibrated)),
      w.flatMap((walk) => walk.outcomes),
    );
    return { intercept: round(map.intercept, 6), slope: round(map.slope, 6) };
  };
  return { method: 'platt-logit', withBattedBalls: plattOf(walks), countsOnly: plattOf(countsOnly) };
}

/**
 * A fit with its terms switched, without a new search of the other constants: the terms off held neutral, a term
 * newly on searched on its own axes (one pass), the weather refit (Fisher scoring) and the calibration refit on the
 * same walks. For grading a term whose removal or addition leaves the other constants where they were (the weather's,
 * nearly orthogonal to the counts; the hitters' own platoon splits); the Statcast prior, which the batter's prior
 * strength trades off against, is graded by a whole fit without it.
 */
export function refitTerms(fit: FitResult, terms: Readonly<Record<ModelTerm, boolean>>): ModelConstants {
  const constants = neutralOff(fit.constants, terms);
  const added = [...COUNT_AXES, PLATOON_HITTER_AXIS].filter((axis) => axis.term !== undefined && terms[axis.term] && !fit.termsOn[axis.term]);
  const searched =
    added.length > 0
      ? coordinateSearch(
          constants,
          fit.walks.map((walk) => everyNth(walk, SEARCH_STRIDE)),
          added,
        ).constants
      : constants;
  searched.weather = fitWeather(searched, fit.walks, terms).weather;
  searched.calibration = calibrationOf(searched, fit.walks, fit.walks.map(withoutAirBalls));
  return searched;
}

/** The constants with every term that is off held neutral. */
function neutralOff(constants: ModelConstants, terms: Readonly<Record<ModelTerm, boolean>>): ModelConstants {
  const c = structuredClone(constants);
  if (!terms.temperature) c.weather.perDegreeF = 0;
  if (!terms.wind) Object.assign(c.weather, { outPerMph: 0, inPerMph: 0 });
  if (!terms.crosswind) c.weather.crossPerMph = 0;
  if (!terms.statcast) c.statcast.elasticity = NEUTRAL_TERMS.statcast.elasticity;
  if (!terms.platoon) c.platoon.oddsRatio = { ...NEUTRAL_TERMS.platoon.oddsRatio };
  if (!terms['platoon-hitter']) c.platoon.hitterPriorPa = NEUTRAL_TERMS.hitterPriorPa;
  return c;
}

/**
 * Fits every free constant to the seasons (each walked forward with its own history, conditions and earlier Statcast),
 * pooled; `onProgress` hears each phase. Throws TooSmallToFitError under MIN_FIT_STARTER_GAMES.
 */
export function fitConstants(seasons: readonly FitSeason[], onProgress?: (message: string) => void, options: FitOptions = {}): FitResult {
  const rows = seasons.flatMap((season) => season.rows);
  const terms = options.terms ?? KEPT_TERMS;
  const structural = neutralOff(structuralConstants(rows, DEFAULT_CONSTANTS), terms);
  const fixed = options.fixedHistory;
  if (fixed) {
    structural.history.batterWeights = [...fixed.batterWeights];
    structural.history.pitcherWeights = [...fixed.pitcherWeights];
  }
  onProgress?.(`walking ${seasons.length} season(s) once for the counts to date`);
  const splits = options.splits ?? terms['platoon-hitter'];
  const walks = seasons.map((season) => collectFeatures(season.rows, season.history, undefined, { ...season.context, splits }));
  const starterGames = walks.reduce((sum, walk) => sum + walk.starterGames.length, 0);
  if (starterGames < MIN_FIT_STARTER_GAMES) throw new TooSmallToFitError(starterGames);
  const searchable = (axis: SearchAxis) =>
    (!fixed || !/^history\.(batter|pitcher)Weights/.test(axis.name)) &&
    (axis.term === undefined || terms[axis.term]) &&
    (axis.term !== 'statcast' || hasStatcast(walks));
  const countsOnly = walks.map(withoutAirBalls);
  const sample = walks.map((walk) => everyNth(walk, SEARCH_STRIDE));
  const onAxis = (name: string, value: number) => onProgress?.(`  ${name} = ${value}`);
  const first = [...COUNT_AXES.filter((axis) => FIRST_AXES.includes(axis.name)), ...BATTER_HISTORY_AXES].filter(searchable);
  const then = [...COUNT_AXES.filter((axis) => !FIRST_AXES.includes(axis.name)), PLATOON_HITTER_AXIS, ...LOG_AXES, ...HISTORY_AXES].filter(searchable);
  onProgress?.(`searching ${first.length} constants with HR/PA counts only`);
  const counted = coordinateSearch(structural, sample.map(withoutAirBalls), first, onAxis);
  const weatherOf = (c: ModelConstants) => {
    const fit = fitWeather(c, walks, terms);
    onProgress?.(`  weather ${JSON.stringify(fit.weather)}`);
    return fit;
  };
  counted.constants.weather = weatherOf(counted.constants).weather;
  onProgress?.(`searching ${then.length} constants with the PA log's own inputs`);
  const logged = coordinateSearch(counted.constants, sample, then, onAxis);
  const constants = logged.constants;
  const weather = weatherOf(constants);
  constants.weather = weather.weather;
  constants.calibration = calibrationOf(constants, walks, countsOnly);
  const searched = Object.fromEntries(
    [...COUNT_AXES, PLATOON_HITTER_AXIS, ...HISTORY_AXES, ...LOG_AXES].filter(searchable).map((axis) => [axis.name, axis.grid.map(finiteOrNull)]),
  );
  if (options.intervals !== false) onProgress?.('intervals of the terms');
  const termsFit = options.intervals === false ? [] : termRecords(constants, walks, terms, weather.standardErrors);
  return { constants, termsOn: terms, terms: termsFit, evaluations: counted.evaluations + logged.evaluations, searched, walks };
}
