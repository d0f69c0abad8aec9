/**
 * Assembling the model card from a fit: the constants, the fingerprint of the
 * data, the in-sample walk-forward metrics and the backtest section the site
 * draws. Numbers are rounded to fixed digits so the card reads well and two fits
 * of the same log are byte-identical.
 */
import { MODEL_CARD_SCHEMA, MODEL_CARD_VERSION, modelCardSchema, type DataFingerprint, type Metrics, type ModelCard } from './card.ts';
import { withoutAirBalls, type FitResult } from './fit.ts';
import { evaluate } from './metrics.ts';
import { predictFeatures } from './walk-forward.ts';

export const MODEL_FORMULA =
  'P(1+ HR) = calibrate(1 - (1 - p_PA)^E[PA]); p_PA = park x weather x [(1 - s) log5(batter x platoon, starter, L) + s log5(batter, bullpen, L)]; ' +
  'L = league HR/PA to date; batter = his HR/PA to date (air-ball rate x HR per air ball where batted-ball types exist) regressed toward his slot rate; ' +
  "starter, bullpen = HR per batter faced to date regressed toward L; s = relievers' share of the slot's PAs; E[PA] by slot and home/away; calibrate = Platt on the logit.";

const METRIC_DIGITS = 6;
const roundTo = (value: number, digits = METRIC_DIGITS) => Number(value.toFixed(digits));

/** Metrics with every number rounded for the card. */
export function roundMetrics(metrics: Metrics): Metrics {
  return {
    ...metrics,
    baseRate: roundTo(metrics.baseRate),
    meanPredicted: roundTo(metrics.meanPredicted),
    brier: roundTo(metrics.brier),
    brierBaseRate: roundTo(metrics.brierBaseRate),
    brierSkill: roundTo(metrics.brierSkill),
    rocAuc: roundTo(metrics.rocAuc),
    logLoss: roundTo(metrics.logLoss),
    ece: roundTo(metrics.ece),
    reliability: metrics.reliability.map((bin) => ({
      ...bin,
      meanPredicted: roundTo(bin.meanPredicted),
      observedRate: roundTo(bin.observedRate),
      minPredicted: roundTo(bin.minPredicted),
      maxPredicted: roundTo(bin.maxPredicted),
    })),
  };
}

/** The card for a fit on the data `fingerprint` describes, checked against its schema. */
export function buildModelCard(fit: FitResult, fingerprint: DataFingerprint): ModelCard {
  const predictions = predictFeatures(fit.constants, fit.walk);
  const uncalibrated = roundMetrics(
    evaluate(
      predictions.map((p) => p.pUncalibrated),
      fit.walk.outcomes,
    ),
  );
  const calibrated = roundMetrics(
    evaluate(
      predictions.map((p) => p.p),
      fit.walk.outcomes,
    ),
  );
  const countsOnly = roundMetrics(
    evaluate(
      predictFeatures(fit.constants, withoutAirBalls(fit.walk)).map((p) => p.p),
      fit.walk.outcomes,
    ),
  );
  return modelCardSchema.parse({
    schema: MODEL_CARD_SCHEMA,
    version: MODEL_CARD_VERSION,
    model: MODEL_FORMULA,
    constants: fit.constants,
    fittedOn: fingerprint,
    fit: {
      objective: `walk-forward log loss of the uncalibrated P(1+ HR) over every starter-game, by coordinate search over the grids below: first the HR/PA-count constants with the log's own inputs (air balls, PAs per start) hidden, then the constants of those inputs; then a Platt calibration fit to each path's predictions`,
      evaluations: fit.evaluations,
      searched: fit.searched,
    },
    inSample: { uncalibrated, calibrated, countsOnly },
    backtest: { season: fingerprint.firstDate.slice(0, 4), data: fingerprint.file, metrics: calibrated },
    notes: [
      'Walk-forward: each date is predicted from the rows before it and its lineups only, as the backtest command does.',
      'In-sample: the searched constants and the calibration were fit on this same log, so these metrics flatter the model somewhat; the graded figures come from other seasons.',
      'The league rate at prediction time is learnt from the season to date; league.priorRate only steadies the first days.',
      'Weather and Statcast adjustments are documented defaults, not fit: the PA log carries neither; they are neutral when absent.',
    ],
  });
}
