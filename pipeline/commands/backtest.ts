import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  collectFeatures,
  dataFingerprintSchema,
  evaluate,
  metricsSchema,
  predictFeatures,
  roundMetrics,
  seasonHistory,
  type Metrics,
} from '../../domain/probability/index.ts';
import { outputFile, writeFilesAtomically } from '../io/generated-fs.ts';
import { collect, optionsFrom, parseOptions, printLine } from './command-options.ts';
import {
  checkSeasonOrder,
  COMMITTED_MODEL_CARD,
  fingerprintOf,
  formatMetrics,
  gamesFiles,
  jsonFile,
  paLogFile,
  progressLine,
  readModelCard,
  readSeasonInputs,
  readSeasonLogs,
  rejectLines,
  sitesFiles,
  statcastFiles,
  walkContextOf,
} from './model-shared.ts';

export const backtestOptionsSchema = z.object({
  paLog: paLogFile,
  history: z.array(paLogFile).default([]),
  sites: sitesFiles,
  games: gamesFiles,
  statcast: statcastFiles,
  out: z.string({ message: 'is required: where to write the predictions CSV' }).regex(/\.csv$/, 'must name a .csv file'),
  report: jsonFile.optional(),
  card: jsonFile.default(COMMITTED_MODEL_CARD),
});
/** The options as commander gives them; `runBacktest` parses them with the schema. */
export type BacktestOptions = z.input<typeof backtestOptionsSchema>;

/** Decimals of p in the predictions CSV: fixed, so the file is deterministic. */
export const PREDICTION_DECIMALS = 6;

/** One line of the predictions CSV: a starter-game and its probability of a home run. */
const predictionSchema = z.object({ gameId: z.string().min(1), batterId: z.string().min(1), p: z.number().min(0).max(1) });
const predictionsSchema = z.array(predictionSchema);

/** The predictions CSV, `game_id,batter_id,p` with p at PREDICTION_DECIMALS. */
function predictionsCsv(predictions: readonly z.output<typeof predictionSchema>[]): string {
  const lines = ['game_id,batter_id,p'];
  for (const { gameId, batterId, p } of predictions) lines.push(`${gameId},${batterId},${p.toFixed(PREDICTION_DECIMALS)}`);
  return `${lines.join('\n')}\n`;
}

const brierSkillSchema = z.object({ baseRate: z.number(), brier: z.number(), skill: z.number() });

/** The --report file: the card used, the data walked, the history given, the metrics. */
export const backtestReportSchema = z.object({
  /** The card's path, relative to the working directory. */
  card: z.string(),
  cardFittedOn: z.array(z.string()),
  data: dataFingerprintSchema,
  history: z.array(z.object({ file: z.string(), sha256: z.string(), rows: z.number().int().nonnegative(), firstDate: z.string(), lastDate: z.string() })),
  metrics: metricsSchema,
  brierSkillVsCardBaseRate: brierSkillSchema,
});

/** A path as the user would type it from the working directory. */
const shownPath = (file: string): string => path.relative(process.cwd(), file) || file;

export function registerBacktestCommand(program: Command): void {
  const option = optionsFrom(backtestOptionsSchema);
  program
    .command('backtest')
    .description('Walk forward over every date of a plate-appearance log with the committed model card: one prediction per starter-game, and its metrics.')
    .addOption(option('--pa-log <file>', 'plate-appearance log, .csv or .csv.gz'))
    .addOption(option('--history <file>', "an earlier season's PA log, given as history (repeat; the order does not matter)", 'none').argParser(collect))
    .addOption(option('--sites <file>', 'neutral-sites CSV: games not played at the home park; repeat, one per season', 'none').argParser(collect))
    .addOption(
      option('--games <file>', "a season's game conditions at first pitch (games_<y>.csv.gz); repeat (the season's and its history's)", 'none').argParser(
        collect,
      ),
    )
    .addOption(
      option(
        '--statcast <file>',
        'Statcast batting of a season before the one predicted (statcast_batting_<y>.csv; the latest is read); repeat',
        'none',
      ).argParser(collect),
    )
    .addOption(option('--out <file>', 'predictions CSV to write: game_id,batter_id,p'))
    .addOption(option('--report <file>', 'metrics and reliability table as JSON'))
    .addOption(option('--card <file>', 'model card to predict with', shownPath(COMMITTED_MODEL_CARD)))
    .action((options: BacktestOptions) => {
      runBacktest(options, printLine);
    });
}

/** Brier skill over a constant forecast of `baseRate` (e.g. the card's fitting season's rate, as the grading uses). */
export function brierSkillAgainst(baseRate: number, brier: number, outcomes: readonly boolean[]): { baseRate: number; brier: number; skill: number } {
  const constantBrier = outcomes.reduce((sum, y) => sum + ((y ? 1 : 0) - baseRate) ** 2, 0) / Math.max(1, outcomes.length);
  return { baseRate, brier: Number(constantBrier.toFixed(6)), skill: Number((1 - brier / constantBrier).toFixed(6)) };
}

export interface BacktestResult {
  metrics: Metrics;
  ms: number;
}

/** Walks the log with the card, prints the metrics, writes the predictions (and report). */
export function runBacktest(options: BacktestOptions, print: (text: string) => void): BacktestResult {
  const opts = parseOptions(backtestOptionsSchema, options);
  const cardShown = shownPath(path.resolve(opts.card));
  const started = performance.now();
  const card = readModelCard(opts.card);
  const logs = readSeasonLogs([opts.paLog, ...opts.history], opts.sites);
  const season = logs.find((l) => l.log.file === opts.paLog)!;
  const history = logs.filter((l) => l !== season);
  checkSeasonOrder(history, season);
  const log = season.log;
  const inputs = readSeasonInputs(logs, opts.games, opts.statcast, season);
  const own = inputs[logs.indexOf(season)]!;
  for (const line of rejectLines([own])) print(line);
  // The batters' platoon splits are counted only when the card reads them.
  const splits = card.constants.platoon.hitterPriorPa !== null;
  const walk = collectFeatures(
    log.rows,
    history.map((h) => seasonHistory(h.log.rows, splits)),
    progressLine('backtest'),
    { ...walkContextOf(own), splits },
  );
  const predictions = predictFeatures(card.constants, walk);
  const rows = walk.starterGames.map((features, i) => ({ gameId: features.game.gameId, batterId: features.game.batterId, p: predictions[i]!.p }));
  const metrics = roundMetrics(
    evaluate(
      predictions.map((p) => p.p),
      walk.outcomes,
    ),
  );
  const skillVsCard = brierSkillAgainst(card.inSample.calibrated.baseRate, metrics.brier, walk.outcomes);
  const ms = performance.now() - started;
  const historyNames = history.map((h) => path.basename(h.log.file));
  print(
    formatMetrics(
      `Walk-forward backtest of ${opts.paLog} (${walk.days.length} dates; history: ${historyNames.join(', ') || 'none'}; conditions: ${own.conditions ? path.basename(own.conditions.file) : 'none'}; Statcast: ${own.statcast ? `${own.statcast.season} (${path.basename(own.statcast.file)})` : 'none'}) with ${cardShown}:`,
      metrics,
    ),
  );
  print(
    `\n  Brier skill vs the card's constant base rate (${skillVsCard.baseRate.toFixed(6)}, ${card.fittedOn.map((f) => f.file).join(', ')}): ${(skillVsCard.skill * 100).toFixed(2)} %`,
  );
  print(`\n  wall time ${(ms / 1000).toFixed(2)} s`);
  const files = [outputFile(opts.out, predictionsSchema, rows, predictionsCsv)];
  if (opts.report) {
    const report = {
      card: cardShown,
      cardFittedOn: card.fittedOn.map((f) => f.sha256),
      data: fingerprintOf(log, walk, own),
      history: history.map((h) => ({
        file: path.basename(h.log.file),
        sha256: h.log.sha256,
        rows: h.log.rows.length,
        firstDate: h.firstDate,
        lastDate: h.lastDate,
      })),
      metrics,
      brierSkillVsCardBaseRate: skillVsCard,
    };
    files.push(outputFile(opts.report, backtestReportSchema, report, (valid) => `${JSON.stringify(valid, null, 2)}\n`));
  }
  writeFilesAtomically(files);
  print(`Wrote ${files.map((f) => f.file).join(' and ')}.`);
  return { metrics, ms };
}
