/**
 * The terms beyond the counts, fit on the walk-forward of the real seasons: the weather's coefficients by Fisher
 * scoring (they scale HR/PA odds, so with every other constant held the log-likelihood is a smooth function of them
 * alone), and every term's 95 % interval from a sandwich variance clustered by game (weather) or batter-season (the
 * batter's terms): starter-games of one game share its weather and its pitchers, and a hitter's starter-games share
 * his prior, so counting them as independent would make the intervals too narrow. Pure and deterministic.
 */
import type { FittedTerm, ModelConstants, ModelTerm, TermCoefficient } from './card.ts';
import { NEUTRAL_TERMS } from './defaults.ts';
import { atLeastOne, clampProbability, logit } from './math.ts';
import type { GameConditions } from './model.ts';
import { predictFeatures, type WalkForwardFeatures } from './walk-forward.ts';

/** The weather's coefficients, in the order of `weatherCovariates`. */
export const WEATHER_COEFFICIENTS = ['perDegreeF', 'outPerMph', 'inPerMph', 'crossPerMph'] as const;
type WeatherCoefficient = (typeof WEATHER_COEFFICIENTS)[number];
const TERM_OF: Record<WeatherCoefficient, ModelTerm> = { perDegreeF: 'temperature', outPerMph: 'wind', inPerMph: 'wind', crossPerMph: 'crosswind' };

/** 1.96: the two-sided 95 % normal quantile. */
const Z95 = 1.959964;

/** The covariates of the weather's exponent for one game: degrees over the reference, mph out, in, across; all 0 indoors or unknown. */
export function weatherCovariates(conditions: GameConditions | null, referenceF: number): [number, number, number, number] {
  if (!conditions || conditions.indoors) return [0, 0, 0, 0];
  const temperature = conditions.temperatureF === null ? 0 : conditions.temperatureF - referenceF;
  const wind = conditions.wind;
  const mph = wind && Number.isFinite(wind.mph) ? wind.mph : 0;
  return [temperature, wind?.direction === 'out' ? mph : 0, wind?.direction === 'in' ? mph : 0, wind?.direction === 'cross' ? mph : 0];
}

/** Whether any starter-game of the walks has known conditions (else the weather cannot be fit). */
export const hasConditions = (walks: readonly WalkForwardFeatures[]): boolean => walks.some((w) => w.starterGames.some((f) => f.conditions !== null));
/** Whether any starter-game of the walks has a prior-season Statcast line. */
export const hasStatcast = (walks: readonly WalkForwardFeatures[]): boolean => walks.some((w) => w.starterGames.some((f) => f.statcast !== null));

/** The weather held neutral: every coefficient 0. */
export const withoutWeather = (constants: ModelConstants): ModelConstants => ({ ...constants, weather: { ...constants.weather, ...NEUTRAL_TERMS.weather } });

interface WeatherData {
  /** Per starter-game: logit of HR/PA before the weather, E[PA], the outcome, the covariates, its game's cluster. */
  base: Float64Array;
  expectedPa: Float64Array;
  outcome: Uint8Array;
  x: Float64Array[];
  cluster: Int32Array;
  clusters: number;
}

function weatherData(constants: ModelConstants, walks: readonly WalkForwardFeatures[]): WeatherData {
  const neutral = withoutWeather(constants);
  const n = walks.reduce((sum, w) => sum + w.starterGames.length, 0);
  const data: WeatherData = {
    base: new Float64Array(n),
    expectedPa: new Float64Array(n),
    outcome: new Uint8Array(n),
    x: WEATHER_COEFFICIENTS.map(() => new Float64Array(n)),
    cluster: new Int32Array(n),
    clusters: 0,
  };
  const clusterOf = new Map<string, number>();
  let i = 0;
  walks.forEach((walk, w) => {
    const predictions = predictFeatures(neutral, walk);
    walk.starterGames.forEach((features, j) => {
      data.base[i] = logit(predictions[j]!.pPerPa);
      data.expectedPa[i] = predictions[j]!.expectedPa;
      data.outcome[i] = walk.outcomes[j] ? 1 : 0;
      const x = weatherCovariates(features.conditions, constants.weather.referenceF);
      for (let k = 0; k < x.length; k++) data.x[k]![i] = x[k]!;
      const key = `${w}|${features.game.gameId}`;
      let c = clusterOf.get(key);
      if (c === undefined) clusterOf.set(key, (c = clusterOf.size));
      data.cluster[i] = c;
      i++;
    });
  });
  data.clusters = clusterOf.size;
  return data;
}

/** Solves A x = b for a small symmetric positive-definite A (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col || m[col]![col] === 0) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const inverse = (a: number[][]): number[][] => {
  const columns = a.map((_, j) =>
    solve(
      a,
      a.map((__, i) => (i === j ? 1 : 0)),
    ),
  );
  return a.map((_, i) => columns.map((col) => col[i]!));
};

/** The score (d log-likelihood / d z, z the logit of HR/PA) and the Fisher weight of one starter-game at HR/PA q. */
function scoreAndWeight(q: number, expectedPa: number, outcome: number): { score: number; weight: number } {
  const p = clampProbability(atLeastOne(q, expectedPa));
  // dP/dz = E q (1 - q)^E; log-likelihood y log P + (1 - y) log(1 - P).
  const dP = expectedPa * q * (1 - q) ** expectedPa;
  return { score: outcome ? dP / p : -dP / (1 - p), weight: (dP * dP) / (p * (1 - p)) };
}

export interface WeatherFit {
  weather: ModelConstants['weather'];
  /** Each fitted coefficient's clustered standard error. */
  standardErrors: Partial<Record<WeatherCoefficient, number>>;
}

/**
 * The weather's coefficients that maximise the walk-forward log-likelihood of the uncalibrated predictions, every other
 * constant held: Fisher scoring from the constants' values, on the coefficients of the enabled terms (the others held
 * at 0). Their standard errors: the sandwich, clustered by game.
 */
export function fitWeather(constants: ModelConstants, walks: readonly WalkForwardFeatures[], terms: Readonly<Record<ModelTerm, boolean>>): WeatherFit {
  const active = WEATHER_COEFFICIENTS.filter((name) => terms[TERM_OF[name]]);
  const weather: ModelConstants['weather'] = { ...constants.weather, ...NEUTRAL_TERMS.weather };
  if (active.length === 0 || !hasConditions(walks)) return { weather, standardErrors: {} };
  for (const name of active) weather[name] = constants.weather[name];
  const data = weatherData(constants, walks);
  const k = active.length;
  const columns = active.map((name) => data.x[WEATHER_COEFFICIENTS.indexOf(name)]!);
  let information: number[][] = [];
  let clusterScores: Float64Array[] = [];
  for (let step = 0; step < 25; step++) {
    const gradient = new Array<number>(k).fill(0);
    information = active.map(() => new Array<number>(k).fill(0));
    clusterScores = active.map(() => new Float64Array(data.clusters));
    for (let i = 0; i < data.base.length; i++) {
      let z = data.base[i]!;
      for (let a = 0; a < k; a++) z += weather[active[a]!] * columns[a]![i]!;
      const { score, weight } = scoreAndWeight(1 / (1 + Math.exp(-z)), data.expectedPa[i]!, data.outcome[i]!);
      for (let a = 0; a < k; a++) {
        const xa = columns[a]![i]!;
        if (xa === 0) continue;
        gradient[a]! += score * xa;
        clusterScores[a]![data.cluster[i]!]! += score * xa;
        for (let b = 0; b < k; b++) information[a]![b]! += weight * xa * columns[b]![i]!;
      }
    }
    const delta = solve(information, gradient);
    active.forEach((name, a) => {
      weather[name] += delta[a]!;
    });
    if (delta.every((d) => Math.abs(d) < 1e-9)) break;
  }
  const bread = inverse(information);
  const meat = active.map((_, a) => active.map((__, b) => clusterScores[a]!.reduce((sum, s, c) => sum + s * clusterScores[b]![c]!, 0)));
  const standardErrors: WeatherFit['standardErrors'] = {};
  active.forEach((name, a) => {
    let variance = 0;
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) variance += bread[a]![i]! * meat[i]![j]! * bread[j]![a]!;
    standardErrors[name] = Math.sqrt(variance);
  });
  for (const name of active) weather[name] = Number(weather[name].toFixed(6));
  return { weather, standardErrors };
}

/**
 * A 1-D clustered sandwich standard error of one constant at its value, by finite differences of each starter-game's
 * log-likelihood (uncalibrated) at value -+ h; clusters by batter-season.
 */
export function numericStandardError(
  constants: ModelConstants,
  walks: readonly WalkForwardFeatures[],
  set: (c: ModelConstants, value: number) => void,
  value: number,
  h: number,
): number | null {
  const logLikelihoods = [value - h, value, value + h].map((v) => {
    const c = structuredClone(constants);
    set(c, v);
    return walks.flatMap((walk) =>
      predictFeatures(c, walk).map((p, j) => {
        const q = clampProbability(p.pUncalibrated);
        return walk.outcomes[j] ? Math.log(q) : Math.log(1 - q);
      }),
    );
  });
  const [down, at, up] = logLikelihoods as [number[], number[], number[]];
  const clusters = new Map<string, number>();
  let curvature = 0;
  let i = 0;
  walks.forEach((walk, w) => {
    for (const features of walk.starterGames) {
      curvature += (up[i]! - 2 * at[i]! + down[i]!) / (h * h);
      const key = `${w}|${features.game.batterId}`;
      clusters.set(key, (clusters.get(key) ?? 0) + (up[i]! - down[i]!) / (2 * h));
      i++;
    }
  });
  if (!(curvature < 0)) return null;
  let meat = 0;
  for (const s of clusters.values()) meat += s * s;
  return Math.sqrt(meat) / -curvature;
}

const round = (value: number) => Number(value.toFixed(6));

/** A coefficient with its 95 % interval from a standard error (null: no interval). */
export function coefficient(name: string, value: number, standardError: number | null | undefined): TermCoefficient {
  const se = standardError ?? null;
  return {
    name,
    value: round(value),
    low: se === null || !Number.isFinite(se) ? null : round(value - Z95 * se),
    high: se === null || !Number.isFinite(se) ? null : round(value + Z95 * se),
  };
}

/** The card's record of the terms: each with its coefficients and intervals, whether it is kept, and why. */
export function termRecords(
  constants: ModelConstants,
  walks: readonly WalkForwardFeatures[],
  terms: Readonly<Record<ModelTerm, boolean>>,
  weatherErrors: WeatherFit['standardErrors'],
): FittedTerm[] {
  const { weather, statcast, platoon } = constants;
  const conditionsGiven = hasConditions(walks);
  const statcastGiven = hasStatcast(walks);
  const note = (term: ModelTerm, given: boolean, what: string) =>
    !terms[term]
      ? 'held neutral: it did not earn its place out of sample (domain/probability/README.md)'
      : given
        ? `fit on ${what}`
        : `not fit: no ${what} given`;
  const logRatio = (side: 'L' | 'R') =>
    terms.platoon ? numericStandardError(constants, walks, (c, v) => (c.platoon.oddsRatio[side] = Math.exp(v)), Math.log(platoon.oddsRatio[side]), 0.02) : null;
  const ratioCoefficient = (side: 'L' | 'R') => {
    const se = logRatio(side);
    const log = Math.log(platoon.oddsRatio[side]);
    return {
      name: `platoon.oddsRatio.${side}`,
      value: platoon.oddsRatio[side],
      low: se === null ? null : round(Math.exp(log - Z95 * se)),
      high: se === null ? null : round(Math.exp(log + Z95 * se)),
    };
  };
  const statcastError =
    terms.statcast && statcastGiven && statcast.elasticity > 0
      ? numericStandardError(constants, walks, (c, v) => (c.statcast.elasticity = v), statcast.elasticity, 0.02)
      : null;
  const weatherTerm = (term: ModelTerm, names: readonly WeatherCoefficient[]): FittedTerm => ({
    term,
    kept: terms[term] && conditionsGiven,
    note: note(term, conditionsGiven, "the seasons' game conditions (--games)"),
    coefficients: names.map((name) => coefficient(`weather.${name}`, weather[name], weatherErrors[name])),
  });
  return [
    weatherTerm('temperature', ['perDegreeF']),
    weatherTerm('wind', ['outPerMph', 'inPerMph']),
    weatherTerm('crosswind', ['crossPerMph']),
    {
      term: 'statcast',
      kept: terms.statcast && statcastGiven,
      note: note('statcast', statcastGiven, 'Statcast batting of the seasons before (--statcast)'),
      coefficients: [coefficient('statcast.elasticity', statcast.elasticity, statcastError), coefficient('statcast.priorPa', statcast.priorPa, null)],
    },
    {
      term: 'platoon',
      kept: terms.platoon,
      note: terms.platoon ? 'fit on the seasons' : note('platoon', true, ''),
      coefficients: [ratioCoefficient('L'), ratioCoefficient('R')],
    },
    {
      term: 'platoon-hitter',
      kept: terms['platoon-hitter'] && platoon.hitterPriorPa !== null,
      note: note('platoon-hitter', true, "the hitters' own splits in the seasons"),
      coefficients: platoon.hitterPriorPa === null ? [] : [coefficient('platoon.hitterPriorPa', platoon.hitterPriorPa, null)],
    },
  ];
}
