/**
 * Assembling the model card from a fit: the constants, the fingerprint of the
 * data, the in-sample walk-forward metrics and the backtest section the site
 * draws. Numbers are rounded to fixed digits so the card reads well and two fits
 * of the same log are byte-identical.
 */
import {
  MODEL_CARD_SCHEMA,
  MODEL_CARD_VERSION,
  modelCardSchema,
  type DataFingerprint,
  type FileFingerprint,
  type Metrics,
  type ModelCard,
  type SeasonWalk,
} from './card.ts';
import { withoutAirBalls, type FitResult } from './fit.ts';
import { evaluate } from './metrics.ts';
import { predictFeatures } from './walk-forward.ts';

export const MODEL_FORMULA =
  'P(1+ HR) = calibrate(1 - (1 - p_PA)^E[PA]); p_PA = park x weather x [(1 - s) log5(batter x platoon, starter, L) + s log5(batter, bullpen, L)]; ' +
  'weather = exp(fitted per-degree x (temperature - 70 F) + fitted per-mph x wind blowing out, in or across), 1 indoors; ' +
  "L = league HR/PA to date; batter = his HR/PA to date (air-ball rate x HR per air ball where batted-ball types exist), his earlier seasons joined at fitted weights (scaled to this season's league rate), regressed toward his slot rate, whose centre moves with his barrels per PA of the latest earlier season (fitted elasticity); " +
  "starter = HR per batter faced to date with his earlier seasons joined the same way, bullpen = HR per batter faced to date, each regressed toward L; park = to date with earlier seasons; s = relievers' share of the slot's PAs; E[PA] by slot and home/away; calibrate = Platt on the logit.";

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

/** What the card says about each fitting season: its log's fingerprint and the names of the logs it had as history. */
export interface FitSeasonData {
  fingerprint: DataFingerprint;
  history: string[];
}

/** The card for a fit on the seasons `data` describes (same order as the fit's walks), checked against its schema. */
export function buildModelCard(
  fit: FitResult,
  data: readonly FitSeasonData[],
  statcastFiles: readonly (FileFingerprint & { season: number })[] = [],
): ModelCard {
  const pooled = (pick: (walk: FitResult['walks'][number]) => number[]) =>
    roundMetrics(
      evaluate(
        fit.walks.flatMap(pick),
        fit.walks.flatMap((walk) => walk.outcomes),
      ),
    );
  const predictions = fit.walks.map((walk) => predictFeatures(fit.constants, walk));
  const uncalibrated = pooled((walk) => predictions[fit.walks.indexOf(walk)]!.map((p) => p.pUncalibrated));
  const calibrated = pooled((walk) => predictions[fit.walks.indexOf(walk)]!.map((p) => p.p));
  const countsOnly = pooled((walk) => predictFeatures(fit.constants, withoutAirBalls(walk)).map((p) => p.p));
  const seasons: SeasonWalk[] = fit.walks.map((walk, i) => ({
    season: data[i]!.fingerprint.firstDate.slice(0, 4),
    data: data[i]!.fingerprint.file,
    history: data[i]!.history,
    metrics: roundMetrics(
      evaluate(
        predictions[i]!.map((p) => p.p),
        walk.outcomes,
      ),
    ),
  }));
  const fingerprints = data.map((d) => d.fingerprint);
  return modelCardSchema.parse({
    schema: MODEL_CARD_SCHEMA,
    version: MODEL_CARD_VERSION,
    model: MODEL_FORMULA,
    constants: fit.constants,
    fittedOn: fingerprints,
    statcastFiles: [...statcastFiles].sort((a, b) => a.season - b.season),
    terms: fit.terms,
    fit: {
      objective: `walk-forward log loss of the uncalibrated P(1+ HR) over every starter-game of every fitting season (each walked with the earlier seasons given to it as history, its game conditions and the latest earlier season's Statcast), by coordinate search over the grids below: first the HR/PA-count, Statcast-prior and history constants with the log's own inputs (air balls, PAs per start, platoon splits) hidden, then the weather's coefficients by Fisher scoring on every starter-game, then the constants of the log's own inputs with the history weights again, then the weather again; then a Platt calibration fit to each path's predictions`,
      evaluations: fit.evaluations,
      searched: fit.searched,
    },
    inSample: { uncalibrated, calibrated, countsOnly },
    seasons,
    backtest: {
      season: seasons.map((s) => s.season).join(', '),
      data: fingerprints.map((f) => f.file).join(', '),
      metrics: calibrated,
    },
    notes: [
      'Walk-forward: each date is predicted from the earlier seasons given as history, the rows before it and its lineups only, as the backtest command does.',
      'In-sample: the searched constants and the calibration were fit on these same logs, so these metrics flatter the model somewhat; the out-of-sample figures (leave-one-season-out) are in domain/probability/README.md.',
      'The league rate at prediction time is learnt from the season to date, with the last history season as its prior; league.priorRate only steadies the first days of a season without history.',
      "Weather (temperature, wind out / in / across) and the Statcast prior are fit with the other constants on the seasons' game conditions and the Statcast of the seasons before each (terms); a term not kept is held neutral. The nightly build applies exactly these terms and no other adjustment.",
    ],
  });
}
