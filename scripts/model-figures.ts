/**
 * The model's out-of-sample figures on the real seasons in ../shared/model-data, beside the reference
 * "regressed HR/PA counting the previous season" (domain/probability/reference.ts), computed by the same
 * walk-forward on the same starter-games:
 *
 * - leave-one-season-out: each season is graded with constants fit on the other seasons only (each of those
 *   walked with its own earlier seasons, the graded one excluded, as history); the graded season is walked
 *   with every earlier season as history (up to three), as `backtest --history` does;
 * - the reference's k, a, c, w are fit by log loss on one other season with a previous season of its own:
 *   the latest one before the graded season, else the nearest after it whose previous season is not the graded one.
 *
 * Prints a Markdown table (the one in README.md and domain/probability/README.md).
 * Usage: npx tsx scripts/model-figures.ts [--season 2022 ...] [--dir ../shared/model-data]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  collectFeatures,
  DEFAULT_CONSTANTS,
  evaluate,
  fitConstants,
  fitReference,
  predictFeatures,
  predictReference,
  seasonHistory,
  type Metrics,
  type PlateAppearance,
  type SeasonHistory,
} from '../domain/probability/index.ts';
import { readNeutralSites, readPaLog } from '../pipeline/sources/pa-log.ts';

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
const row = (label: string, m: Metrics) =>
  `| ${label} | ${m.n} | ${m.baseRate.toFixed(4)} | ${(m.brierSkill * 100).toFixed(2)} % | ${m.rocAuc.toFixed(4)} | ${m.logLoss.toFixed(5)} | ${m.ece.toFixed(4)} |`;
const table = ['| season (history) | model | n | base rate | Brier skill | AUC | log loss | ECE |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];

for (const y of graded) {
  const others = SEASONS.filter((s) => s !== y);
  const fit = fitConstants(
    others.map((s) => ({ rows: rows.get(s)!, history: earlier(s, others).map((h) => histories.get(h)!) })),
    (m) => log(`${y}: ${m}`),
  );
  const history = earlier(y, SEASONS);
  const walk = collectFeatures(
    rows.get(y)!,
    history.map((h) => histories.get(h)!),
  );
  const ours = evaluate(
    predictFeatures(fit.constants, walk).map((p) => p.p),
    walk.outcomes,
  );
  const refSeason =
    [...SEASONS].reverse().find((s) => s < y && earlier(s, SEASONS).length > 0) ??
    SEASONS.find((s) => s > y && earlier(s, SEASONS).at(-1) !== y && earlier(s, SEASONS).length > 0)!;
  const refPrev = earlier(refSeason, SEASONS).at(-1)!;
  const refWalk = collectFeatures(rows.get(refSeason)!, [histories.get(refPrev)!]);
  const ref = fitReference(DEFAULT_CONSTANTS, refWalk);
  const theirs = evaluate(predictReference(ref, DEFAULT_CONSTANTS, walk), walk.outcomes);
  const label = `${y} (${history.join(', ') || 'none'})`;
  table.push(row(`${label} | ours`, ours).replace(/^\| /, '| '));
  table.push(
    row(`${label} | reference (fit on ${refSeason}: k ${ref.k.toFixed(0)}, a ${ref.a.toFixed(3)}, c ${ref.c.toFixed(3)}, w ${ref.w.toFixed(3)})`, theirs),
  );
  log(
    `${y} done; weights batter ${fit.constants.history.batterWeights.join('/')} starter ${fit.constants.history.pitcherWeights.join('/')} park ${fit.constants.history.parkWeights[0]}`,
  );
  process.stdout.write(`${table.slice(-2).join('\n')}\n`);
}
process.stdout.write(`\n${table.join('\n')}\n`);
