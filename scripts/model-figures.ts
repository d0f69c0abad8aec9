/**
 * The model's out-of-sample figures on the real seasons in ../shared/model-data, beside the reference
 * "regressed HR/PA counting the previous season" (domain/probability/reference.ts), computed by the same
 * walk-forward on the same starter-games:
 *
 * - leave-one-season-out: each season is graded with constants fit on the other seasons only (each of those
 *   walked with its own earlier seasons, the graded one excluded, as history); the graded season is walked
 *   with every earlier season as history (up to three), as `backtest --history` does;
 * - "Marcel": the same model and the same fit on the same seasons, except that the batter's and the starter's
 *   history weights are held at Marcel's 5/4/3 (MARCEL_WEIGHTS: 0.5, 0.4, 0.3 per PA of this season's) instead
 *   of searched; every other constant (the prior strengths around those weights, the park's history weight,
 *   the calibration) is fit exactly as for ours: whether the fitted weights beat Marcel's out of sample;
 * - the reference's k, a, c, w are fit by log loss on one other season with a previous season of its own:
 *   the latest one before the graded season, else the nearest after it whose previous season is not the graded one.
 *
 * - "ECE if calibrated": the ECE the same predictions would show by chance alone were they perfectly calibrated
 *   (outcomes drawn from the predictions themselves, NOISE_DRAWS seeded draws, averaged): the noise floor of
 *   ECE over 10 bins at that season's n, against which the measured ECE is read.
 *
 * Prints a Markdown table (the one in domain/probability/README.md).
 * Usage: npx tsx scripts/model-figures.ts [--season 2022 ...] [--dir ../shared/model-data]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  collectFeatures,
  DEFAULT_CONSTANTS,
  evaluate,
  expectedCalibrationError,
  fitConstants,
  fitReference,
  MARCEL_WEIGHTS,
  predictFeatures,
  predictReference,
  reliabilityTable,
  seasonHistory,
  type Metrics,
  type PlateAppearance,
  type SeasonHistory,
} from '../domain/probability/index.ts';
import { readNeutralSites, readPaLog } from '../pipeline/sources/pa-log.ts';
import { seededRandom } from './synthetic-pa-log.ts';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1]! : '../shared/model-data');
const SEASONS = ['2017', '2018', '2020', '2021', '2022'].filter((y) => existsSync(path.join(dir, `pa_${y}.csv.gz`)));
const only = args.flatMap((a, i) => (args[i - 1] === '--season' ? [a] : []));
const graded = only.length > 0 ? only : SEASONS;

const started = performance.now();
const log = (text: string) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${text}\n`);
const sites = readNeutralSites(SEASONS.map((y) => path.join(dir, `neutral_sites_${y}.csv`)));
const rows = new Map<string, PlateAppearance[]>();
const histories = new Map<string, SeasonHistory>();
for (const y of SEASONS) {
  rows.set(y, readPaLog(path.join(dir, `pa_${y}.csv.gz`), sites).rows);
  histories.set(y, seasonHistory(rows.get(y)!));
}
log(`read ${SEASONS.join(', ')}`);

const earlier = (y: string, pool: readonly string[]) => pool.filter((s) => s < y);
const NOISE_DRAWS = 100;
/** The mean ECE of the predictions against outcomes drawn from themselves (seeded): ECE's noise floor at this n. */
function eceIfCalibrated(p: readonly number[]): number {
  const random = seededRandom(20_17);
  let sum = 0;
  for (let draw = 0; draw < NOISE_DRAWS; draw++) {
    const drawn = p.map((q) => random() < q);
    sum += expectedCalibrationError(reliabilityTable(p, drawn));
  }
  return sum / NOISE_DRAWS;
}
const row = (label: string, p: readonly number[], outcomes: readonly boolean[]) => {
  const m: Metrics = evaluate(p, outcomes);
  return `| ${label} | ${m.n} | ${m.baseRate.toFixed(4)} | ${(m.brierSkill * 100).toFixed(2)} % | ${m.rocAuc.toFixed(4)} | ${m.logLoss.toFixed(5)} | ${m.ece.toFixed(4)} | ${eceIfCalibrated(p).toFixed(4)} |`;
};
const table = [
  '| season (history) | model | n | base rate | Brier skill | AUC | log loss | ECE | ECE if calibrated |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

for (const y of graded) {
  const others = SEASONS.filter((s) => s !== y);
  const fitSeasons = others.map((s) => ({ rows: rows.get(s)!, history: earlier(s, others).map((h) => histories.get(h)!) }));
  const fit = fitConstants(fitSeasons, (m) => log(`${y}: ${m}`));
  const marcelFit = fitConstants(fitSeasons, (m) => log(`${y} Marcel: ${m}`), {
    fixedHistory: { batterWeights: MARCEL_WEIGHTS, pitcherWeights: MARCEL_WEIGHTS },
  });
  const history = earlier(y, SEASONS);
  const walk = collectFeatures(
    rows.get(y)!,
    history.map((h) => histories.get(h)!),
  );
  const ours = predictFeatures(fit.constants, walk).map((p) => p.p);
  const marcel = predictFeatures(marcelFit.constants, walk).map((p) => p.p);
  const refSeason =
    [...SEASONS].reverse().find((s) => s < y && earlier(s, SEASONS).length > 0) ??
    SEASONS.find((s) => s > y && earlier(s, SEASONS).at(-1) !== y && earlier(s, SEASONS).length > 0)!;
  const refPrev = earlier(refSeason, SEASONS).at(-1)!;
  const refWalk = collectFeatures(rows.get(refSeason)!, [histories.get(refPrev)!]);
  const ref = fitReference(DEFAULT_CONSTANTS, refWalk);
  const theirs = predictReference(ref, DEFAULT_CONSTANTS, walk);
  const label = `${y} (${history.join(', ') || 'none'})`;
  const weights = (c: typeof fit.constants) =>
    `batter ${c.history.batterWeights.join('/')}, starter ${c.history.pitcherWeights.join('/')}, k ${c.batter.priorPa}`;
  table.push(row(`${label} | ours (fitted weights: ${weights(fit.constants)})`, ours, walk.outcomes));
  table.push(row(`${label} | Marcel 5/4/3 (${weights(marcelFit.constants)})`, marcel, walk.outcomes));
  table.push(
    row(
      `${label} | reference (fit on ${refSeason}: k ${ref.k.toFixed(0)}, a ${ref.a.toFixed(3)}, c ${ref.c.toFixed(3)}, w ${ref.w.toFixed(3)})`,
      theirs,
      walk.outcomes,
    ),
  );
  log(
    `${y} done; weights batter ${fit.constants.history.batterWeights.join('/')} starter ${fit.constants.history.pitcherWeights.join('/')} park ${fit.constants.history.parkWeights[0]}`,
  );
  process.stdout.write(`${table.slice(-3).join('\n')}\n`);
}
process.stdout.write(`\n${table.join('\n')}\n`);
