/**
 * The probability model: P(at least one HR in the game) for one starting batter.
 *
 *   P = calibrate( 1 - (1 - p_PA)^E[PA] )
 *   p_PA = park x weather x [ (1 - s) log5(batter+platoon, starter, L) + s log5(batter, bullpen, L) ]
 *
 * L is the league HR/PA to date (the card's rate only a weak prior for it); the
 * batter's HR/PA is regressed toward his slot's rate to date (or a pitcher's, for
 * a pitcher batting), the starter's and the bullpen's toward L; s is the share of
 * a starter's PAs that go against relievers, by slot; E[PA] is by slot and
 * home/away. Every input may be missing: each falls back to a documented default
 * and the prediction lists which inputs it used and which it defaulted.
 * Pure: no I/O, no clock.
 */
import type { ModelConstants } from './card.ts';
import { SLOT_COUNT } from './defaults.ts';
import { atLeastOne, clampProbability, inverseLogit, log5, logit, regressToMean, scaleOdds } from './math.ts';

export type BatSide = 'L' | 'R' | 'B';
export type ThrowingHand = 'L' | 'R';

/** Successes over trials: HR over PA for batters, HR over batters faced for pitchers. */
export interface RateCounts {
  trials: number;
  homeRuns: number;
  /**
   * Balls hit in the air (fly balls and line drives, home runs included) among
   * those trials, where known. With it a rate is read as air rate x HR per air
   * ball, each regressed on its own: the air rate steadies within weeks, HR per
   * air ball takes a season.
   */
  airBalls?: number;
}

/** League-wide counts to date; everything but `pa` and `hr` may be omitted (the card's figures are used then). */
export interface LeagueCounts {
  pa: number;
  hr: number;
  /** The prior for the league rates to date (the last history season's); the card's when absent. */
  priorRate?: number;
  priorAirRate?: number;
  /** Balls in the air (F or L) among those PAs; absent when the source has no batted-ball types. */
  airBalls?: number;
  /** Starters' PA and HR by slot (index 0 = slot 1), pitchers batting excluded. */
  slotPa?: readonly number[];
  slotHr?: readonly number[];
  /** PAs and HR of batters known as pitchers. */
  pitcherBattingPa?: number;
  pitcherBattingHr?: number;
  /** Starters' PAs summed, and starter-games counted, by [away, home] x slot. */
  starterPa?: readonly [readonly number[], readonly number[]];
  starterGames?: readonly [readonly number[], readonly number[]];
  /** Starters' PAs against relievers, by slot. */
  starterPaVsBullpen?: readonly number[];
  /** PAs and games of starting pitchers batting (kept out of the slot figures above). */
  pitcherBattingStarterPa?: number;
  pitcherBattingStarterGames?: number;
}

/** The league-level figures one day's predictions share, resolved from counts to date and the card. */
export interface LeagueContext {
  rate: number;
  /** Air balls per PA to date (regressed to the card's prior). */
  airRate: number;
  slotRate: readonly number[];
  pitcherBattingRate: number;
  expectedPa: { away: readonly number[]; home: readonly number[]; pitcherBatting: number };
  bullpenShare: readonly number[];
}

/** What the model knows about one starting batter in one game; null/undefined = unknown. */
export interface BatterGameInputs {
  /** The batter's season PA and HR to date. */
  batter: RateCounts | null;
  /** True when the batter is a pitcher (pitchers batting in NL parks): his prior is a pitcher's rate. */
  batterIsPitcher?: boolean;
  bats: BatSide | null;
  /** Batting slot 1-9. */
  slot: number | null;
  isHome: boolean | null;
  /**
   * The batter's earlier seasons (most recent first, up to HISTORY_SEASONS), each with its
   * league totals so its rate is read against its own league rate; weighted by the card's
   * `history.batterWeights` and joined to this season's counts before the regression.
   */
  batterHistory?: readonly SeasonCounts[] | null;
  /** The opposing starting pitcher's batters faced and HR allowed to date. */
  startingPitcher: RateCounts | null;
  /** The opposing starter's earlier seasons (batters faced, HR), most recent first: weighted by `history.pitcherWeights`. */
  pitcherHistory?: readonly SeasonCounts[] | null;
  pitcherThrows: ThrowingHand | null;
  /** The opposing team's bullpen: batters faced and HR allowed by its relievers to date. */
  bullpen: RateCounts | null;
  /**
   * The share of the batter's PAs against the bullpen when the opposing starter is an
   * opener (he covers only his short outing); absent, the league's share for the slot.
   */
  bullpenShare?: number | null;
  /** HR park factor as a multiplier (1 = neutral, 1.2 = 20 % more HR). */
  parkFactor: number | null;
  /** The game's weather at first pitch (a forecast in the nightly build): null/absent = unknown, the weather terms neutral. */
  conditions?: GameConditions | null;
  /** His Statcast quality of contact in the latest earlier season with Statcast: moves the centre of his prior. */
  statcastPrior?: StatcastPrior | null;
  /**
   * His PA and HR with and without the platoon advantage (this season's, his earlier seasons' joined at the history
   * weights): his own odds ratio, regressed toward his side's (`platoon.hitterPriorPa`).
   */
  platoonSplits?: PlatoonSplits | null;
  /**
   * The batter's own PAs in his starts to date, and the PAs an average starter
   * in the same slots and sides would have had: a batter often pinch-hit for or
   * moved late gets fewer PAs than his slot's average.
   */
  starts?: StartCounts | null;
}

/** Where the wind blows relative to the field: out toward the outfield, in from it, across it, or calm. */
export type WindDirection = 'out' | 'in' | 'cross' | 'calm';

export interface GameConditions {
  /** A fixed dome or a roof closed for the game: the weather terms are neutral. */
  indoors: boolean;
  /** °F at first pitch; null when unknown (no temperature term). */
  temperatureF: number | null;
  /** The wind at first pitch relative to the field; null when unknown (no wind term, never a crosswind). */
  wind: { direction: WindDirection; mph: number } | null;
}

/** A batter's barrels and PAs in one earlier season, with that season's league barrels per PA. */
export interface StatcastPrior {
  pa: number;
  barrels: number;
  leagueBarrelsPerPa: number;
}

/** A batter's PAs and HR with the platoon advantage (facing the other hand) and without it. */
export interface PlatoonSplits {
  advantage: RateCounts;
  disadvantage: RateCounts;
}

/** One earlier season of a player: his counts, with that season's league totals (air balls where known). */
export interface SeasonCounts {
  /** 1 = the season before this one (the most recent given), 2 = the one before that, ... */
  seasonsBack: number;
  counts: RateCounts;
  league: { pa: number; hr: number; airBalls?: number };
}

export interface StartCounts {
  plateAppearances: number;
  expectedPlateAppearances: number;
}

export const MODEL_INPUTS = [
  'batter',
  'prior-season',
  'slot',
  'home-away',
  'starting-pitcher',
  'starter-prior-season',
  'platoon',
  'bullpen',
  'park',
  'temperature',
  'wind',
  'statcast-prior',
  'platoon-split',
  'starts',
] as const;
export type ModelInput = (typeof MODEL_INPUTS)[number];

export interface HrPrediction {
  /** Calibrated P(at least one HR in the game). */
  p: number;
  /** The same before the calibration map. */
  pUncalibrated: number;
  /** HR chance per plate appearance. */
  pPerPa: number;
  expectedPa: number;
  /** Inputs that were present and used, in MODEL_INPUTS order. */
  inputs: ModelInput[];
  /** Inputs that were absent and fell back to their default (league rate, neutral, average). */
  defaulted: ModelInput[];
  /** The PAs behind the batter's rate: this season's plus his earlier seasons' at their weights. */
  evidencePa: number;
  /** The PAs of the earlier season whose Statcast moved the centre of his prior (0 when none did). */
  statcastPa: number;
}

const mean = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0) / values.length;

/** Per-slot ratio of a to-date figure and its card prior: (sum + prior * weight) / (count + weight). */
function blendPerSlot(sums: readonly number[] | undefined, counts: readonly number[] | undefined, prior: readonly number[], weight: number): number[] {
  return prior.map((p, i) => {
    const count = counts?.[i] ?? 0;
    return count + weight > 0 ? ((sums?.[i] ?? 0) + p * weight) / (count + weight) : p;
  });
}

/**
 * The league figures for a day from counts to date: the league rate regressed to
 * the card's prior rate, each slot's rate regressed toward it, E[PA] and the
 * bullpen share blended with the card's figures by their prior weights.
 */
export function leagueContext(constants: ModelConstants, counts: LeagueCounts): LeagueContext {
  const rate = regressToMean(counts.hr, counts.pa, counts.priorRate ?? constants.league.priorRate, constants.league.priorPa);
  const airRate = regressToMean(
    counts.airBalls ?? 0,
    counts.airBalls === undefined ? 0 : counts.pa,
    counts.priorAirRate ?? constants.league.priorAirRate,
    constants.league.priorPa,
  );
  const slotRate = Array.from({ length: SLOT_COUNT }, (_, i) =>
    regressToMean(counts.slotHr?.[i] ?? 0, counts.slotPa?.[i] ?? 0, rate, constants.batter.slotPriorPa),
  );
  const pitcherBattingRate = regressToMean(
    counts.pitcherBattingHr ?? 0,
    counts.pitcherBattingPa ?? 0,
    rate * constants.batter.pitcherAsBatterRatio,
    constants.batter.slotPriorPa,
  );
  const { bySlot, priorGames } = constants.expectedPa;
  const expectedPa = {
    away: blendPerSlot(counts.starterPa?.[0], counts.starterGames?.[0], bySlot.away, priorGames),
    home: blendPerSlot(counts.starterPa?.[1], counts.starterGames?.[1], bySlot.home, priorGames),
    pitcherBatting: blendPerSlot(
      [counts.pitcherBattingStarterPa ?? 0],
      [counts.pitcherBattingStarterGames ?? 0],
      [constants.expectedPa.pitcherBatting],
      priorGames,
    )[0]!,
  };
  const starterPaBySlot = counts.starterPa ? counts.starterPa[0].map((away, i) => away + counts.starterPa![1][i]!) : undefined;
  const bullpenShare = blendPerSlot(counts.starterPaVsBullpen, starterPaBySlot, constants.bullpen.shareBySlot, constants.bullpen.sharePriorPa);
  return { rate, airRate, slotRate, pitcherBattingRate, expectedPa, bullpenShare };
}

/** True when the batter has the platoon advantage: a switch hitter always, otherwise opposite hands. */
export function hasPlatoonAdvantage(bats: BatSide, throws: ThrowingHand): boolean {
  return bats === 'B' || bats !== throws;
}

/**
 * The batter's HR/PA odds scaled for the matchup's hands. With odds ratio R and a
 * share f of his side's PAs with the advantage, his overall rate is centred:
 * x R^(1-f) with the advantage, x R^(-f) without (so the two, mixed f : 1-f on
 * the log-odds scale, give back his overall rate). Switch hitters: unchanged.
 * R is his side's ratio, or his own (hitterOddsRatio) when his splits are given.
 */
export function platoonAdjusted(
  rate: number,
  bats: BatSide,
  throws: ThrowingHand,
  platoon: ModelConstants['platoon'],
  splits: PlatoonSplits | null = null,
): number {
  if (bats === 'B') return rate;
  const share = platoon.advantageShare[bats];
  const ratio = splits ? hitterOddsRatio(rate, bats, platoon, splits) : platoon.oddsRatio[bats];
  return scaleOdds(rate, ratio ** (hasPlatoonAdvantage(bats, throws) ? 1 - share : -share));
}

const odds = (p: number): number => {
  const q = clampProbability(p);
  return q / (1 - q);
};

/**
 * A hitter's own platoon odds ratio: his HR/PA with the advantage and without it, each regressed with
 * `platoon.hitterPriorPa` PA toward what his side's ratio expects of a hitter of his overall rate
 * (rate x R^(1-f) with, rate x R^(-f) without, on the odds scale), then divided. No split PAs: his side's ratio.
 */
export function hitterOddsRatio(rate: number, bats: 'L' | 'R', platoon: ModelConstants['platoon'], splits: PlatoonSplits): number {
  const ratio = platoon.oddsRatio[bats];
  const share = platoon.advantageShare[bats];
  const k = platoon.hitterPriorPa;
  if (k === null) return ratio;
  const withAdvantage = regressToMean(splits.advantage.homeRuns, splits.advantage.trials, scaleOdds(rate, ratio ** (1 - share)), k);
  const without = regressToMean(splits.disadvantage.homeRuns, splits.disadvantage.trials, scaleOdds(rate, ratio ** -share), k);
  return odds(withAdvantage) / odds(without);
}

const isKnown = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && (typeof value !== 'number' || Number.isFinite(value));
const validSlot = (slot: number | null): slot is number => slot !== null && Number.isInteger(slot) && slot >= 1 && slot <= SLOT_COUNT;

/** Prior strengths of a rate to date: in trials for HR/trial and air balls/trial, in air balls for HR per air ball. */
interface RatePriors {
  priorPa: number;
  airPriorPa: number;
  hrPerAirPriorAir: number;
}

/**
 * A player's HR rate to date regressed toward `prior`. With air-ball counts:
 * (air balls / trials, regressed to the league's air rate) x (HR / air ball,
 * regressed to prior / league air rate), so a player with no trials gets `prior`.
 * Without them: HR / trials regressed to `prior`.
 */
export function rateToDate(counts: RateCounts | null, prior: number, leagueAirRate: number, priors: RatePriors): number {
  if (!counts) return prior;
  if (counts.airBalls === undefined || leagueAirRate <= 0) return regressToMean(counts.homeRuns, counts.trials, prior, priors.priorPa);
  const airRate = regressToMean(counts.airBalls, counts.trials, leagueAirRate, priors.airPriorPa);
  const hrPerAir = regressToMean(counts.homeRuns, counts.airBalls, prior / leagueAirRate, priors.hrPerAirPriorAir);
  return airRate * hrPerAir;
}

/**
 * Counts to date with a player's earlier seasons joined: season j back adds weights[j - 1] x its
 * trials, its HR scaled by today's league rate over that season's, and (when both sides carry them)
 * its air balls scaled by today's league air rate over that season's. Seasons beyond the weights,
 * or with no league totals, add nothing. Unchanged (the same object) without history.
 */
export function withHistory(
  counts: RateCounts | null,
  history: readonly SeasonCounts[] | null | undefined,
  weights: readonly number[],
  league: Pick<LeagueContext, 'rate' | 'airRate'>,
): RateCounts | null {
  if (!history || history.length === 0) return counts;
  let trials = counts?.trials ?? 0;
  let homeRuns = counts?.homeRuns ?? 0;
  let airBalls: number | undefined = counts ? counts.airBalls : history[0]!.counts.airBalls === undefined ? undefined : 0;
  let added = false;
  for (const season of history) {
    const weight = weights[season.seasonsBack - 1] ?? 0;
    if (weight <= 0 || season.counts.trials <= 0 || season.league.pa <= 0 || season.league.hr <= 0) continue;
    added = true;
    trials += weight * season.counts.trials;
    homeRuns += weight * season.counts.homeRuns * (league.rate / (season.league.hr / season.league.pa));
    if (airBalls !== undefined) {
      const seasonAir = season.league.airBalls;
      airBalls =
        season.counts.airBalls !== undefined && seasonAir
          ? airBalls + weight * season.counts.airBalls * (league.airRate / (seasonAir / season.league.pa))
          : undefined;
    }
  }
  if (!added) return counts;
  return airBalls === undefined ? { trials, homeRuns } : { trials, homeRuns, airBalls };
}

/**
 * How the batter's prior-season quality of contact moves the centre of his prior, as an odds ratio:
 * ((barrels + k x L) / (PA + k) / L)^elasticity, his barrels per PA regressed toward that season's league rate L
 * with k = `statcast.priorPa`; 1 without it. It moves the prior, not the rate to date: his own HR record
 * already holds most of the same power signal, so it speaks for a hitter with few PAs and fades as his own accrue.
 */
export function statcastPriorRatio(statcast: ModelConstants['statcast'], prior: StatcastPrior | null | undefined): number {
  if (!prior || statcast.elasticity === 0 || !(prior.leagueBarrelsPerPa > 0) || !(prior.pa >= 0) || !(prior.barrels >= 0)) return 1;
  const regressed = regressToMean(prior.barrels, prior.pa, prior.leagueBarrelsPerPa, statcast.priorPa);
  return (regressed / prior.leagueBarrelsPerPa) ** statcast.elasticity;
}

/** True when the prior-season Statcast term applies: given, the term on, and the batter no pitcher (his batting sample says nothing). */
const statcastApplies = (constants: ModelConstants, input: BatterGameInputs): boolean =>
  isKnown(input.statcastPrior) && constants.statcast.elasticity > 0 && !input.batterIsPitcher;

/**
 * The batter's own HR/PA: his counts regressed toward his prior, the league rate for his slot (or a pitcher's)
 * with its centre moved by his prior-season quality of contact.
 */
function batterRate(constants: ModelConstants, league: LeagueContext, input: BatterGameInputs, used: Set<ModelInput>, counts: RateCounts | null): number {
  const slotPrior = input.batterIsPitcher ? league.pitcherBattingRate : validSlot(input.slot) ? league.slotRate[input.slot - 1]! : league.rate;
  if (input.batter) used.add('batter');
  const applies = statcastApplies(constants, input);
  if (applies) used.add('statcast-prior');
  const shift = applies ? statcastPriorRatio(constants.statcast, input.statcastPrior) : 1;
  return rateToDate(counts, scaleOdds(slotPrior, shift), league.airRate, constants.batter);
}

/** HR/PA before park and weather: the starter's share by log5 with the platoon term, the bullpen's share by log5. */
function matchupRate(constants: ModelConstants, league: LeagueContext, input: BatterGameInputs, batter: number, used: Set<ModelInput>): number {
  const L = league.rate;
  let vsStarterBatter = batter;
  if (input.bats && input.pitcherThrows) {
    const splits = input.platoonSplits && input.bats !== 'B' && constants.platoon.hitterPriorPa !== null ? input.platoonSplits : null;
    vsStarterBatter = platoonAdjusted(batter, input.bats, input.pitcherThrows, constants.platoon, splits);
    used.add('platoon');
    if (splits) used.add('platoon-split');
  }
  const pitcherCounts = withHistory(input.startingPitcher, input.pitcherHistory, constants.history.pitcherWeights, league);
  if (pitcherCounts !== input.startingPitcher) used.add('starter-prior-season');
  const starter = rateToDate(pitcherCounts, L, league.airRate, {
    priorPa: constants.pitcher.priorBf,
    airPriorPa: constants.pitcher.airPriorBf,
    hrPerAirPriorAir: constants.pitcher.hrPerAirPriorAir,
  });
  if (input.startingPitcher) used.add('starting-pitcher');
  const bullpen = input.bullpen ? regressToMean(input.bullpen.homeRuns, input.bullpen.trials, L, constants.bullpen.priorBf) : L;
  if (input.bullpen) used.add('bullpen');
  const share = isKnown(input.bullpenShare) ? input.bullpenShare : validSlot(input.slot) ? league.bullpenShare[input.slot - 1]! : mean(league.bullpenShare);
  return (1 - share) * log5(vsStarterBatter, starter, L) + share * log5(batter, bullpen, L);
}

/**
 * The weather's odds multiplier on HR/PA: exp(perDegreeF x (T - referenceF) + per-mph x the wind's speed in its
 * direction); 1 indoors, and each term 1 when its reading is unknown (calm is 0 mph).
 */
export function weatherRatio(weather: ModelConstants['weather'], conditions: GameConditions | null | undefined): number {
  if (!conditions || conditions.indoors) return 1;
  let exponent = 0;
  if (isKnown(conditions.temperatureF)) exponent += weather.perDegreeF * (conditions.temperatureF - weather.referenceF);
  const wind = conditions.wind;
  if (wind && Number.isFinite(wind.mph)) {
    const perMph =
      wind.direction === 'out' ? weather.outPerMph : wind.direction === 'in' ? weather.inPerMph : wind.direction === 'cross' ? weather.crossPerMph : 0;
    exponent += perMph * wind.mph;
  }
  return Math.exp(exponent);
}

/** Park and weather as odds multipliers on HR/PA; each neutral when absent. */
function environmentRatio(constants: ModelConstants, input: BatterGameInputs, used: Set<ModelInput>): number {
  let ratio = 1;
  if (isKnown(input.parkFactor) && input.parkFactor > 0) {
    ratio *= input.parkFactor;
    used.add('park');
  }
  const conditions = input.conditions;
  if (conditions) {
    if (conditions.indoors || isKnown(conditions.temperatureF)) used.add('temperature');
    if (conditions.indoors || conditions.wind) used.add('wind');
    ratio *= weatherRatio(constants.weather, conditions);
  }
  return ratio;
}

/**
 * E[PA] for the batter's slot and side (the average over the sides, or over all
 * slots, when unknown), scaled by his own PAs per start to date where known.
 */
function expectedPlateAppearances(constants: ModelConstants, league: LeagueContext, input: BatterGameInputs, used: Set<ModelInput>): number {
  const slotFigure = slotExpectedPa(league, input, used);
  if (!input.starts || input.batterIsPitcher) return slotFigure;
  used.add('starts');
  // His PAs per start over his slots' average, regressed to 1 with a prior worth batterPriorPa PAs.
  const k = constants.expectedPa.batterPriorPa;
  return (slotFigure * (input.starts.plateAppearances + k)) / (input.starts.expectedPlateAppearances + k);
}

/** E[PA] of the slot and side (or a pitcher batting). */
function slotExpectedPa(league: LeagueContext, input: BatterGameInputs, used: Set<ModelInput>): number {
  const { away, home } = league.expectedPa;
  if (validSlot(input.slot)) used.add('slot');
  if (isKnown(input.isHome)) used.add('home-away');
  if (input.batterIsPitcher) return league.expectedPa.pitcherBatting;
  if (validSlot(input.slot)) {
    const i = input.slot - 1;
    return isKnown(input.isHome) ? (input.isHome ? home[i]! : away[i]!) : (home[i]! + away[i]!) / 2;
  }
  return isKnown(input.isHome) ? mean(input.isHome ? home : away) : (mean(home) + mean(away)) / 2;
}

/** The card's calibration map for predictions with or without air-ball counts, applied to an uncalibrated probability. */
export function calibrate(constants: ModelConstants, p: number, withBattedBalls: boolean): number {
  const { intercept, slope } = withBattedBalls ? constants.calibration.withBattedBalls : constants.calibration.countsOnly;
  return inverseLogit(intercept + slope * logit(p));
}

/** P(1+ HR) for one starting batter in one game, with the inputs it used. */
export function predictHomeRun(constants: ModelConstants, league: LeagueContext, input: BatterGameInputs): HrPrediction {
  const used = new Set<ModelInput>();
  const counts = withHistory(input.batter, input.batterHistory, constants.history.batterWeights, league);
  if (counts !== input.batter) used.add('prior-season');
  const batter = batterRate(constants, league, input, used, counts);
  const matchup = matchupRate(constants, league, input, batter, used);
  const pPerPa = clampProbability(scaleOdds(matchup, environmentRatio(constants, input, used)));
  const expectedPa = expectedPlateAppearances(constants, league, input, used);
  const pUncalibrated = atLeastOne(pPerPa, expectedPa);
  return {
    p: calibrate(constants, pUncalibrated, counts?.airBalls !== undefined),
    pUncalibrated,
    pPerPa,
    expectedPa,
    // Read lazily: the fit's search makes millions of predictions and reads only p.
    get inputs() {
      return MODEL_INPUTS.filter((name) => used.has(name));
    },
    get defaulted() {
      return MODEL_INPUTS.filter((name) => !used.has(name));
    },
    evidencePa: counts?.trials ?? 0,
    statcastPa: used.has('statcast-prior') ? input.statcastPrior!.pa : 0,
  };
}

/**
 * A park's HR factor from its games to date: HR/PA at the park over HR/PA in the
 * owning team's games elsewhere (or over the league rate, for a park no team owns),
 * each regressed to the league rate by the card's park prior, so a park with few
 * games stays near 1.
 */
export function parkFactorFromCounts(constants: ModelConstants, leagueRate: number, atPark: RateCounts, ownerElsewhere: RateCounts | null): number {
  const k = constants.park.priorPa;
  const here = regressToMean(atPark.homeRuns, atPark.trials, leagueRate, k);
  const elsewhere = ownerElsewhere ? regressToMean(ownerElsewhere.homeRuns, ownerElsewhere.trials, leagueRate, k) : leagueRate;
  return here / elsewhere;
}
