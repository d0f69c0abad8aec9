/**
 * `market fit` and `market backtest`: the market card's calibrations (one-sided implied -> fair
 * probability, per book and for starters and others) fit on graded market files, and walked forward
 * over a target file as the nightly would have priced it. Both read the format of
 * ../shared/real-data/market/ (pipeline/sources/market-prices.ts) and write through the one writer
 * once everything is computed. The fit itself is a function of graded prices (domain/probability
 * market*.ts), so graded prices from another source fit the same way.
 */
import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  bestTrial,
  buildMarketCard,
  marketCardSchema,
  marketFileFingerprintSchema,
  marketScoreRowSchema,
  overallRow,
  scoreTable,
  searchSettings,
  walkForwardFair,
  type GradedPrice,
  type MarketCard,
  type MarketFitSettings,
  type MarketScoreRow,
} from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { outputFile, writeFilesAtomically } from '../io/generated-fs.ts';
import { bookAsWritten, readMarketFile, type MarketFile } from '../sources/market-prices.ts';
import { collect, optionsFrom, parseOptions, printLine } from './command-options.ts';
import { COMMITTED_MARKET_CARD, jsonFile, readMarketCard } from './model-shared.ts';

const marketFile = z
  .string({ message: 'is required: a market CSV (columns in ../shared/real-data/market/README.md)' })
  .regex(/\.csv$/, 'must name a .csv file');

export const marketFitOptionsSchema = z.object({
  market: z.array(marketFile, { message: 'is required: one or more market CSVs' }).min(1, 'is required'),
  // No default: the committed card is replaced only when its path is given.
  out: z
    .string({ message: 'is required: where to write the market card (domain/probability/market-card.json replaces the committed one)' })
    .regex(/\.json$/, 'must name a .json file'),
});
export type MarketFitOptions = z.input<typeof marketFitOptionsSchema>;

export const marketBacktestOptionsSchema = z.object({
  market: marketFile,
  history: z.array(marketFile).default([]),
  out: z.string({ message: 'is required: where to write the predictions CSV' }).regex(/\.csv$/, 'must name a .csv file'),
  report: jsonFile.optional(),
  card: jsonFile.default(COMMITTED_MARKET_CARD),
});
export type MarketBacktestOptions = z.input<typeof marketBacktestOptionsSchema>;

/** A path as the user would type it from the working directory. */
const shownPath = (file: string): string => path.relative(process.cwd(), file) || file;

export function registerMarketCommand(program: Command): void {
  const market = program
    .command('market')
    .description('Sportsbook prices measured against real outcomes: fit the market card, or walk it forward over a period.');
  const fitOption = optionsFrom(marketFitOptionsSchema);
  market
    .command('fit')
    .description(
      "Fit the market card: each book's calibration of one-sided prices (starters and others), the family and recency chosen by walk-forward log loss.",
    )
    .addOption(fitOption('--market <file>', 'graded market CSV (../shared/real-data/market/ format); repeat for several').argParser(collect))
    .addOption(fitOption('--out <file>', 'where to write the market card (required; the committed card is domain/probability/market-card.json)'))
    .action((options: MarketFitOptions) => {
      runMarketFit(options, printLine);
    });
  const backtestOption = optionsFrom(marketBacktestOptionsSchema);
  market
    .command('backtest')
    .description(
      'Walk forward over a market file: every graded price of date D priced from outcomes before D only; prints and writes the fair probabilities and their scores.',
    )
    .addOption(backtestOption('--market <file>', 'the market CSV to price (the target)'))
    .addOption(backtestOption('--history <file>', 'an earlier market CSV whose outcomes the walk starts from (repeat)', 'none').argParser(collect))
    .addOption(backtestOption('--out <file>', 'predictions CSV to write: date,game_pk,mlbam_id,book,fair'))
    .addOption(backtestOption('--report <file>', 'the scores per book and group as JSON'))
    .addOption(backtestOption('--card <file>', 'market card whose settings (family, half-life, prior) the walk uses', shownPath(COMMITTED_MARKET_CARD)))
    .action((options: MarketBacktestOptions) => {
      runMarketBacktest(options, printLine);
    });
}

const fingerprintOf = (m: MarketFile) => ({
  file: path.basename(m.file),
  sha256: m.sha256,
  rows: m.rows,
  graded: m.graded.length,
  firstDate: m.firstDate,
  lastDate: m.lastDate,
});

const settingsText = (s: MarketFitSettings) =>
  `${s.method}, ${s.halfLifeDays === null ? 'no recency weighting' : `half-life ${s.halfLifeDays} days`}, prior ${s.priorRows} rows`;

const pct = (x: number) => (x * 100).toFixed(2).padStart(6);

/** The walk-forward table both commands print: per book and group, calibrated against raw implied and the flat 25 %. */
export function formatScoreTable(rows: readonly MarketScoreRow[]): string {
  const head = `  ${'book'.padEnd(22)} ${'group'.padEnd(8)} ${'n'.padStart(6)} ${'HR'.padStart(5)}  obs %  | calibrated: mean %  log loss   Brier | raw implied: mean %  log loss   Brier | flat 25 %: mean %  log loss   Brier`;
  const score = (s: MarketScoreRow['calibrated']) => `${pct(s.meanFair)}  ${s.logLoss.toFixed(5)} ${s.brier.toFixed(5)}`;
  const lines = rows.map(
    (r) =>
      `  ${r.book.padEnd(22)} ${r.group.padEnd(8)} ${String(r.n).padStart(6)} ${String(r.homeRuns).padStart(5)} ${pct(r.observed)}  |             ${score(r.calibrated)} |              ${score(r.implied)} |            ${score(r.flat)}`,
  );
  return [head, ...lines].join('\n');
}

/** Fits the card on the files, prints the comparison, the walk-forward and the calibrations, writes the card; returns it. */
export function runMarketFit(options: MarketFitOptions, print: (text: string) => void): MarketCard {
  const opts = parseOptions(marketFitOptionsSchema, options);
  const started = performance.now();
  const files = opts.market.map(readMarketFile);
  for (const f of files)
    print(`Read ${f.graded.length} graded prices of ${f.rows} rows (${f.ungraded} void or ungraded) from ${f.file}, ${f.firstDate} to ${f.lastDate}.`);
  const prices = files.flatMap((f) => f.graded);
  checkNoRepeats(files);
  const trials = searchSettings(prices);
  const kept = bestTrial(trials);
  const card = buildMarketCard({ files: files.map(fingerprintOf), prices, trials, kept });
  print(`\nWalk-forward over the fitting prices (each date from the dates before it), the best of each family:`);
  for (const method of new Set(trials.map((t) => t.settings.method))) {
    const best = bestTrial(trials.filter((t) => t.settings.method === method));
    print(
      `  ${settingsText(best.settings).padEnd(52)} log loss ${best.logLoss.toFixed(5)}, Brier ${best.brier.toFixed(5)}, mean fair ${pct(best.meanFair)} % vs observed ${pct(best.observed)} %`,
    );
  }
  print(`\nKept: ${settingsText(kept.settings)} (the lowest walk-forward log loss):`);
  print(formatScoreTable(card.walkForward));
  print(`\nCalibrations as of ${card.asOf} (factor = implied / fair at ${card.referenceImplied * 100} % implied, ${card.z} standard errors):`);
  const lines = [
    ...card.calibrations.map((c) => ({ c, pooled: '' })),
    ...card.pooled.map((c) => ({ c, pooled: ` (pooled; a book not measured +/- ${c.unmeasuredLevelSd} on the level)` })),
  ];
  for (const { c, pooled } of lines) {
    print(
      `  ${c.book.padEnd(22)} ${c.group.padEnd(8)} ${String(c.rows).padStart(6)} rows: factor ${c.factor.value} (${c.factor.low}-${c.factor.high})${pooled}`,
    );
  }
  writeFilesAtomically([outputFile(opts.out, marketCardSchema, card, (valid) => `${JSON.stringify(valid, null, 2)}\n`)]);
  print(`\nFit in ${((performance.now() - started) / 1000).toFixed(1)} s. Wrote ${opts.out}.`);
  return card;
}

/** `earlier` cannot come before `later`: it does not end before `later` starts. */
function orderError(earlier: MarketFile, later: MarketFile): LongballError {
  return new LongballError('MARKET_HISTORY_ORDER', {
    file: path.basename(earlier.file),
    firstDate: earlier.firstDate,
    lastDate: earlier.lastDate,
    target: path.basename(later.file),
    targetFirstDate: later.firstDate,
  });
}

/** Two files holding the same date's prices would count them twice. */
function checkNoRepeats(files: readonly MarketFile[]): void {
  const sorted = [...files].sort((a, b) => (a.firstDate < b.firstDate ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    const [earlier, later] = [sorted[i - 1]!, sorted[i]!];
    if (earlier.lastDate >= later.firstDate) throw orderError(earlier, later);
  }
}

/** Decimals of a fair probability in the predictions CSV: fixed, so the file is deterministic. */
export const FAIR_DECIMALS = 6;

const predictionSchema = z.object({
  date: z.string(),
  gameId: z.string(),
  mlbamId: z.number().int().positive(),
  book: z.string().min(1),
  fair: z.number().min(0).max(1),
});
const predictionsSchema = z.array(predictionSchema);

function predictionsCsv(rows: readonly z.output<typeof predictionSchema>[]): string {
  return `${['date,game_pk,mlbam_id,book,fair', ...rows.map((r) => `${r.date},${r.gameId},${r.mlbamId},${r.book},${r.fair.toFixed(FAIR_DECIMALS)}`)].join('\n')}\n`;
}

export const marketBacktestReportSchema = z.object({
  card: z.string(),
  settings: marketCardSchema.shape.settings,
  target: marketFileFingerprintSchema,
  history: z.array(marketFileFingerprintSchema),
  scores: z.array(marketScoreRowSchema),
});

export interface MarketBacktestResult {
  overall: MarketScoreRow;
  scores: MarketScoreRow[];
}

/** Walks the target forward with the card's settings, prints the scores, writes the predictions (and report). */
export function runMarketBacktest(options: MarketBacktestOptions, print: (text: string) => void): MarketBacktestResult {
  const opts = parseOptions(marketBacktestOptionsSchema, options);
  const card = readMarketCard(opts.card);
  const target = readMarketFile(opts.market);
  const history = opts.history.map(readMarketFile);
  for (const h of history) if (h.lastDate >= target.firstDate) throw orderError(h, target);
  checkNoRepeats(history);
  const prior: GradedPrice[] = history.flatMap((h) => h.graded);
  const fair = walkForwardFair(prior, target.graded, card.settings);
  const scores = scoreTable(target.graded, fair);
  const overall = overallRow(scores);
  const dates = new Set(target.graded.map((p) => p.date)).size;
  print(
    `Walk-forward of ${opts.market} (${dates} dates; history: ${history.map((h) => path.basename(h.file)).join(', ') || 'none'}) with the settings of ${shownPath(path.resolve(opts.card))} (${settingsText(card.settings)}):`,
  );
  print(formatScoreTable(scores));
  print(
    `\n  overall: log loss ${overall.calibrated.logLoss.toFixed(5)} (raw implied ${overall.implied.logLoss.toFixed(5)}, flat 25 % ${overall.flat.logLoss.toFixed(5)}); mean fair ${pct(overall.calibrated.meanFair)} % vs observed ${pct(overall.observed)} % (${((overall.calibrated.meanFair - overall.observed) * 100).toFixed(2)} pts)`,
  );
  const rows = target.graded.map((p, i) => ({ date: p.date, gameId: p.gameId, mlbamId: p.mlbamId, book: bookAsWritten(p.book), fair: fair[i]! }));
  const files = [outputFile(opts.out, predictionsSchema, rows, predictionsCsv)];
  if (opts.report) {
    const report = {
      card: shownPath(path.resolve(opts.card)),
      settings: card.settings,
      target: fingerprintOf(target),
      history: history.map(fingerprintOf),
      scores,
    };
    files.push(outputFile(opts.report, marketBacktestReportSchema, report, (valid) => `${JSON.stringify(valid, null, 2)}\n`));
  }
  writeFilesAtomically(files);
  print(`Wrote ${files.map((f) => f.file).join(' and ')}.`);
  return { overall, scores };
}
