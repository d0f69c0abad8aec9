/**
 * The model's out-of-sample figures on the real seasons in ../shared/model-data: leave-one-season-out, each season
 * graded with constants fit on the other seasons only (each of those walked with its own earlier seasons, the graded
 * one excluded, as history; with its game conditions and the Statcast of the latest season before it, the graded
 * season's own Statcast excluded), the graded season walked with every earlier season as history (up to three), its
 * game conditions and the Statcast of the latest season before it, as `backtest --history --games --statcast` does.
 *
 * Graded per season, on the same starter-games:
 * - "model": the committed configuration (KEPT_TERMS: the terms that earned their place);
 * - "before": today's model before this change, no weather and no Statcast terms (every term off but the platoon's);
 * - each term switched: without it when the model keeps it, with it when the model drops it. The weather's terms and
 *   the hitters' own platoon splits are switched on the model's fit (refitTerms: the weather and calibration refit,
 *   a term newly on searched on its own axes); the Statcast prior, which the batter's prior strength trades off
 *   against, by a whole fit without (or with) it;
 * - the reference "regressed HR/PA counting the previous season" (domain/probability/reference.ts), its k, a, c, w
 *   fit by log loss on one other season with a previous season of its own (the latest one before the graded season,
 *   else the nearest after it whose previous season is not the graded one).
 * "ECE if calibrated": the ECE the same predictions would show by chance alone were they perfectly calibrated
 * (outcomes drawn from the predictions themselves, NOISE_DRAWS seeded draws, averaged): ECE's noise floor at that n.
 *
 * A term earns its place when it lowers the mean out-of-sample log loss and lowers it in most seasons
 * (termEarnsPlace); the script says where that disagrees with KEPT_TERMS.
 *
 * Prints the Markdown table of README.md and domain/probability/README.md; with --json writes the figures /model draws
 * (domain/probability/model-figures.json; --merge keeps the file's folds of seasons not graded this run; --from <file>
 * adds the folds of figures written by other runs, e.g. seasons graded in parallel, and grades no season unless
 * --season says so).
 * Usage: npx tsx scripts/model-figures.ts [--season 2022 ...] [--dir ../shared/model-data] [--json <file> [--merge]] [--from <file> ...]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  collectFeatures,
  DEFAULT_CONSTANTS,
  evaluate,
  expectedCalibrationError,
  fitConstants,
  fitReference,
  KEPT_TERMS,
  MODEL_FIGURES_SCHEMA,
  MODEL_TERMS,
  modelFiguresSchema,
  predictFeatures,
  predictReference,
  refitTerms,
  reliabilityTable,
  seasonHistory,
  termEarnsPlace,
  type FitSeason,
  type FoldFigures,
  type ModelConstants,
  type ModelFigures,
  type ModelTerm,
  type PlateAppearance,
  type SeasonHistory,
  type StatcastSeason,
  type TermDecision,
  type VariantFigures,
  type WalkContext,
} from '../domain/probability/index.ts';
import { readGameConditions } from '../pipeline/sources/game-conditions.ts';
import { readNeutralSites, readPaLog } from '../pipeline/sources/pa-log.ts';
import { readStatcastBatting } from '../pipeline/sources/statcast-batting.ts';
import { seededRandom } from './synthetic-pa-log.ts';

const args = process.argv.slice(2);
const optionValue = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1]! : null);
const dir = path.resolve(optionValue('--dir') ?? '../shared/model-data');
const jsonOut = optionValue('--json');
const SEASONS = ['2017', '2018', '2020', '2021', '2022'].filter((y) => existsSync(path.join(dir, `pa_${y}.csv.gz`)));
const only = args.flatMap((a, i) => (args[i - 1] === '--season' ? [a] : []));
const fromFiles = args.flatMap((a, i) => (args[i - 1] === '--from' ? [a] : []));
const graded = only.length > 0 || fromFiles.length > 0 ? only : SEASONS;

const started = performance.now();
const log = (text: string) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${text}\n`);
const sites = readNeutralSites(SEASONS.map((y) => path.join(dir, `neutral_sites_${y}.csv`)));
const rows = new Map<string, PlateAppearance[]>();
const histories = new Map<string, SeasonHistory>();
const conditions = new Map<string, WalkContext['conditions']>();
for (const y of SEASONS) {
  rows.set(y, readPaLog(path.join(dir, `pa_${y}.csv.gz`), sites).rows);
  histories.set(y, seasonHistory(rows.get(y)!));
  const games = path.join(dir, `games_${y}.csv.gz`);
  conditions.set(y, existsSync(games) ? readGameConditions(games).conditions : null);
}
const statcast: StatcastSeason[] = ['2015', '2016', ...SEASONS]
  .map((y) => path.join(dir, `statcast_batting_${y}.csv`))
  .filter(existsSync)
  .map(readStatcastBatting);
log(`read ${SEASONS.join(', ')}; Statcast ${statcast.map((s) => s.season).join(', ')}`);

const earlier = (y: string, pool: readonly string[]) => pool.filter((s) => s < y);
/** The context of season y: its conditions, and the latest Statcast season before it other than `excluded`. */
const contextOf = (y: string, excluded: string | null): WalkContext => ({
  conditions: conditions.get(y) ?? null,
  statcast: statcast.filter((s) => s.season < Number(y) && String(s.season) !== excluded).sort((a, b) => b.season - a.season)[0] ?? null,
});

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
const r6 = (x: number) => Number(x.toFixed(6));
const figures = (
  variant: VariantFigures['variant'],
  term: ModelTerm | null,
  label: string,
  p: readonly number[],
  outcomes: readonly boolean[],
): VariantFigures => {
  const m = evaluate(p, outcomes);
  return {
    variant,
    term,
    label,
    brierSkill: r6(m.brierSkill),
    rocAuc: r6(m.rocAuc),
    logLoss: r6(m.logLoss),
    ece: r6(m.ece),
    eceIfCalibrated: r6(eceIfCalibrated(p)),
  };
};

const BEFORE: Record<ModelTerm, boolean> = { temperature: false, wind: false, crosswind: false, statcast: false, platoon: true, 'platoon-hitter': false };
/** The terms the committed model may switch (the platoon's league ratios are in every model, today's too). */
const SWITCHED: readonly ModelTerm[] = MODEL_TERMS.filter((t) => t !== 'platoon');
const switched = (term: ModelTerm): Record<ModelTerm, boolean> => ({ ...KEPT_TERMS, [term]: !KEPT_TERMS[term] });
const describeConstants = (c: ModelConstants) =>
  [
    `${c.weather.perDegreeF}/°F`,
    `out ${c.weather.outPerMph}, in ${c.weather.inPerMph}, across ${c.weather.crossPerMph}/mph`,
    `barrels^${c.statcast.elasticity} (k ${c.statcast.priorPa})`,
    `platoon L ${c.platoon.oddsRatio.L} R ${c.platoon.oddsRatio.R}${c.platoon.hitterPriorPa === null ? '' : `, own split k ${c.platoon.hitterPriorPa}`}`,
    `batter k ${c.batter.priorPa}`,
  ].join('; ');

function fold(y: string): FoldFigures {
  const others = SEASONS.filter((s) => s !== y);
  const fitSeasons: FitSeason[] = others.map((s) => ({
    rows: rows.get(s)!,
    history: earlier(s, others).map((h) => histories.get(h)!),
    context: contextOf(s, y),
  }));
  const fitOf = (terms: Record<ModelTerm, boolean>, name: string) => {
    const t = performance.now();
    const fit = fitConstants(fitSeasons, (m) => log(`${y} ${name}: ${m}`), { terms, intervals: false, splits: true });
    log(`${y} ${name}: fit in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    return fit;
  };
  const history = earlier(y, SEASONS);
  const walk = collectFeatures(
    rows.get(y)!,
    history.map((h) => histories.get(h)!),
    undefined,
    contextOf(y, null),
  );
  const predict = (c: ModelConstants) => predictFeatures(c, walk).map((p) => p.p);
  const model = fitOf(KEPT_TERMS, 'model');
  const before = fitOf(BEFORE, 'before');
  const modelP = predict(model.constants);
  const variants = [
    figures('model', null, `model (${describeConstants(model.constants)})`, modelP, walk.outcomes),
    figures('before', null, 'before: no weather, no Statcast', predict(before.constants), walk.outcomes),
  ];
  for (const term of SWITCHED) {
    const terms = switched(term);
    const constants = term === 'statcast' ? fitOf(terms, `${KEPT_TERMS.statcast ? 'without' : 'with'} statcast`).constants : refitTerms(model, terms);
    const label = `${KEPT_TERMS[term] ? 'without' : 'with'} ${term} (${describeConstants(constants)})`;
    variants.push(figures('switched', term, label, predict(constants), walk.outcomes));
    log(`${y}: ${label}`);
  }
  const refSeason =
    [...SEASONS].reverse().find((s) => s < y && earlier(s, SEASONS).length > 0) ??
    SEASONS.find((s) => s > y && earlier(s, SEASONS).at(-1) !== y && earlier(s, SEASONS).length > 0)!;
  const refPrev = earlier(refSeason, SEASONS).at(-1)!;
  const ref = fitReference(DEFAULT_CONSTANTS, collectFeatures(rows.get(refSeason)!, [histories.get(refPrev)!]));
  variants.push(
    figures(
      'reference',
      null,
      `reference (fit on ${refSeason}: k ${ref.k.toFixed(0)}, a ${ref.a.toFixed(3)}, c ${ref.c.toFixed(3)}, w ${ref.w.toFixed(3)})`,
      predictReference(ref, DEFAULT_CONSTANTS, walk),
      walk.outcomes,
    ),
  );
  const m = evaluate(modelP, walk.outcomes);
  return { season: y, history, n: m.n, baseRate: r6(m.baseRate), variants };
}

/** Each switchable term's decision from the folds: with it against without it. */
function decisions(folds: readonly FoldFigures[]): TermDecision[] {
  return SWITCHED.map((term) => {
    const model = folds.map((f) => f.variants.find((v) => v.variant === 'model')!.logLoss);
    const other = folds.map((f) => f.variants.find((v) => v.variant === 'switched' && v.term === term)!.logLoss);
    const [withTerm, without] = KEPT_TERMS[term] ? [model, other] : [other, model];
    const { kept, gain, better } = termEarnsPlace(withTerm, without);
    const verdict = `with it the out-of-sample log loss is lower in ${better} of ${folds.length} seasons, by ${(-gain).toFixed(5)} on average`;
    return {
      term,
      kept,
      logLossGain: r6(gain),
      seasonsBetter: better,
      seasons: folds.length,
      reason: kept ? `Earns its place: ${verdict}.` : `Not kept: ${verdict}.`,
    };
  });
}

const table = [
  '| season (history) | model | n | base rate | Brier skill | AUC | log loss | ECE | ECE if calibrated |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
const rowOf = (f: FoldFigures, v: VariantFigures) =>
  `| ${f.season} (${f.history.join(', ') || 'none'}) | ${v.label} | ${f.n} | ${f.baseRate.toFixed(4)} | ${(v.brierSkill * 100).toFixed(2)} % | ${v.rocAuc.toFixed(4)} | ${v.logLoss.toFixed(5)} | ${v.ece.toFixed(4)} | ${v.eceIfCalibrated.toFixed(4)} |`;

const previous: ModelFigures | null =
  jsonOut && args.includes('--merge') && existsSync(jsonOut) ? modelFiguresSchema.parse(JSON.parse(readFileSync(jsonOut, 'utf8'))) : null;
const fromFolds = fromFiles.flatMap((file) => modelFiguresSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).folds);
const folds: FoldFigures[] = [...(previous?.folds ?? []), ...fromFolds].filter(
  (f, i, all) => !graded.includes(f.season) && all.findIndex((g) => g.season === f.season) === i,
);
for (const y of graded) {
  const f = fold(y);
  folds.push(f);
  process.stdout.write(`${f.variants.map((v) => rowOf(f, v)).join('\n')}\n`);
}
folds.sort((a, b) => a.season.localeCompare(b.season));
for (const f of folds) table.push(...f.variants.map((v) => rowOf(f, v)));
process.stdout.write(`\n${table.join('\n')}\n\n`);
const decided = decisions(folds);
for (const d of decided) {
  const agrees = d.kept === KEPT_TERMS[d.term];
  process.stdout.write(`${d.term}: ${d.reason}${agrees ? '' : ` — DISAGREES with KEPT_TERMS (${KEPT_TERMS[d.term]})`}\n`);
}
if (jsonOut) {
  const out: ModelFigures = modelFiguresSchema.parse({
    schema: MODEL_FIGURES_SCHEMA,
    data: SEASONS.flatMap((y) => [`pa_${y}.csv.gz`, `games_${y}.csv.gz`]).concat(statcast.map((s) => `statcast_batting_${s.season}.csv`)),
    folds,
    decisions: decided,
  });
  writeFileSync(jsonOut, `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote ${jsonOut}`);
}
log('done');
