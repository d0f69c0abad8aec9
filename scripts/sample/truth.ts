/**
 * The sample league's true home-run rates: one place for a hitter's true chance per plate
 * appearance and per game, read by the odds (extras.ts) and the tests. The season lines are
 * drawn from the same per-PA rate (roster.ts drawBattingLine: a PA reaches an at-bat unless a
 * hit-by-pitch, sacrifice fly or walk, is a ball in play unless a strikeout, and a ball in play
 * leaves the park at his hrPerBattedBall), so the season files, the season's home runs and
 * today's truth agree. Today's game then moves that league-average rate by the league's own
 * physics: the home park's HR index, the temperature and the wind, and the opposing starter's
 * home-run proneness (each homer of the season is charged to a pitcher in proportion to his
 * outs x proneness, home-runs.ts).
 */
import { clamp, type Hitter, type Pitcher } from './league.ts';

/** Shares of plate appearances that never reach an at-bat (besides walks), as drawBattingLine draws them. */
export const HIT_BY_PITCH_RATE = 0.011;
export const SACRIFICE_FLY_RATE = 0.008;

/**
 * The league's weather physics, rounded from what the model card measured on the real Retrosheet
 * seasons (domain/probability/model-card.json, constants.weather): +0.67 % HR odds per °F over
 * 70 °F (the season's lines are drawn at that reference, in still air), -1.2 % per mph blowing in,
 * next to nothing blowing out (+0.05 % per mph).
 */
const REFERENCE_TEMPERATURE_F = 70;
const HR_ODDS_PER_DEGREE_F = 0.007;
const HR_ODDS_PER_MPH_OUT = 0.0005;
const HR_ODDS_PER_MPH_IN = 0.012;

/**
 * Plate appearances per game by batting-order slot for a starter who plays the whole game
 * (away, home: the home side often skips the bottom of the ninth), a real league's shape.
 */
const GAME_PA_BY_SLOT = {
  away: [4.6, 4.5, 4.4, 4.3, 4.15, 4.05, 3.9, 3.75, 3.6],
  home: [4.45, 4.35, 4.25, 4.15, 4.0, 3.9, 3.75, 3.6, 3.45],
} as const;
const AVERAGE_GAME_PA = [...GAME_PA_BY_SLOT.away, ...GAME_PA_BY_SLOT.home].reduce((s, v) => s + v, 0) / 18;

/** Share of a batter's plate appearances against the opposing starter; the rest face the bullpen (league-average proneness). */
const STARTER_PA_SHARE = 0.65;

/** A hitter's true HR chance per plate appearance at a neutral park in neutral weather against a league-average pitcher. */
export function truePaHrRate(h: Hitter): number {
  const atBatShare = (1 - HIT_BY_PITCH_RATE) * (1 - SACRIFICE_FLY_RATE) * (1 - h.bbRate);
  return Math.max(0, atBatShare - h.kRate) * h.hrPerBattedBall;
}

/** Today's game as the truth reads it; every field optional (a neutral game, an average slot). */
export interface GameConditions {
  /** HR park index, 100 = neutral. */
  parkHrIndex?: number;
  temperature?: number;
  windOutMph?: number;
  /** Batting-order slot 1-9 and side. */
  order?: number;
  home?: boolean;
  /** The opposing starter's proneness over the league's outs-weighted mean (1 = average). */
  starterProneness?: number;
}

const oddsScale = (p: number, factor: number): number => {
  const odds = (p / (1 - p)) * factor;
  return odds / (1 + odds);
};

/** The true per-PA rate in today's conditions. */
export function trueGamePaHrRate(h: Hitter, c: GameConditions = {}): number {
  const base = truePaHrRate(h);
  if (base <= 0) return 0;
  const pitcher = STARTER_PA_SHARE * (c.starterProneness ?? 1) + (1 - STARTER_PA_SHARE);
  const windOut = c.windOutMph ?? 0;
  const weather =
    Math.exp(HR_ODDS_PER_DEGREE_F * ((c.temperature ?? REFERENCE_TEMPERATURE_F) - REFERENCE_TEMPERATURE_F)) *
    Math.exp(windOut >= 0 ? HR_ODDS_PER_MPH_OUT * windOut : HR_ODDS_PER_MPH_IN * windOut);
  return clamp(oddsScale(base * ((c.parkHrIndex ?? 100) / 100) * pitcher, weather), 0, 0.2);
}

/** Expected plate appearances today for the slot and side (the league's average slot without them). */
export function trueGamePa(c: GameConditions = {}): number {
  if (c.order === undefined || c.order < 1 || c.order > 9) return AVERAGE_GAME_PA;
  return (c.home ? GAME_PA_BY_SLOT.home : GAME_PA_BY_SLOT.away)[c.order - 1]!;
}

/** A hitter's true chance of at least one home run in today's game: 1 - (1 - p)^E[PA]. */
export function trueGameHrChance(h: Hitter, c: GameConditions = {}): number {
  return 1 - (1 - trueGamePaHrRate(h, c)) ** trueGamePa(c);
}

/** Outs-weighted mean proneness of a copy's pitchers: what a league-average pitcher allows. */
export function leagueProneness(pitchers: readonly Pitcher[]): number {
  let outs = 0;
  let weighted = 0;
  for (const p of pitchers) {
    outs += p.season.outs;
    weighted += p.season.outs * p.hrProneness;
  }
  return outs > 0 ? weighted / outs : 1;
}
