import type { Command } from 'commander';
import { z } from 'zod';
import path from 'node:path';
import { collectFeatures, evaluate, predictFeatures, roundMetrics, seasonHistory, type Metrics } from '../../domain/probability/index.ts';
import { collect, paLogOption, sitesOption } from './fit.ts';
import {
  checkSeasonOrder,
  DEFAULT_MODEL_CARD,
  fingerprintOf,
  formatMetrics,
  progressLine,
  readModelCard,
  readSeasonLogs,
  writeFilesAtomically,
} from './model-shared.ts';
import { parseOptions } from './options.ts';

const backtestOptions = z.object({
  paLog: paLogOption,
  history: z.array(paLogOption).default([]),
  sites: sitesOption,
  out: z.string({ message: 'is required: where to write the predictions CSV' }).regex(/\.csv$/, 'must name a .csv file'),
  report: z
    .string()
    .regex(/\.json$/, 'must name a .json file')
    .optional(),
  card: z
    .string()
    .regex(/\.json$/, 'must name a .json file')
    .default(DEFAULT_MODEL_CARD),
});
export type BacktestOptions = z.input<typeof backtestOptions>;

/** Decimals of p in the predictions CSV: fixed, so the file is deterministic. */
export const PREDICTION_DECIMALS = 6;

export function registerBacktestCommand(program: Command): void {
  program
    .command('backtest')
    .description('Walk forward over every date of a plate-appearance log with the committed model card: one prediction per starter-game, and its metrics.')
    .option('--pa-log <file>', 'plate-appearance log, .csv or .csv.gz')
    .option('--history <file>', "an earlier season's PA log, given as history (repeat; the order does not matter)", collect)
    .option('--sites <file>', 'neutral-sites CSV: games not played at the home park; repeat, one per season', collect)
    .option('--out <file>', 'predictions CSV to write: game_id,batter_id,p')
    .option('--report <file>', 'metrics and reliability table as JSON')
    .option('--card <file>', 'model card to predict with', DEFAULT_MODEL_CARD)
    .action((raw: Record<string, unknown>) => {
      runBacktest(parseOptions(backtestOptions, raw), (text) => process.stdout.write(`${text}\n`));
    });
}

/** Brier skill over a constant forecast of `baseRate` (e.g. the card's fitting season's rate, as the grading uses). */
export function brierSkillAgainst(baseRate: number, brier: number, outcomes: readonly boolean[]): { baseRate: number; brier: number; skill: number } {
  const constantBrier = outcomes.reduce((sum, y) => sum + ((y ? 1 : 0) - baseRate) ** 2, 0) / Math.max(1, outcomes.length);
  return { baseRate, brier: Number(constantBrier.toFixed(6)), skill: Number((1 - brier / constantBrier).toFixed(6)) };
}

export interface BacktestResult {
  csv: string;
  metrics: Metrics;
  ms: number;
}

/** Walks the log with the card, prints the metrics, writes the predictions (and report). */
export function runBacktest(options: BacktestOptions, print: (text: string) => void): BacktestResult {
  const opts = backtestOptions.parse(options);
  const started = performance.now();
  const card = readModelCard(opts.card);
  const logs = readSeasonLogs([opts.paLog, ...opts.history], opts.sites);
  const season = logs.find((l) => l.log.file === opts.paLog)!;
  const history = logs.filter((l) => l !== season);
  checkSeasonOrder(history, season);
  const log = season.log;
  const walk = collectFeatures(
    log.rows,
    history.map((h) => seasonHistory(h.log.rows)),
    progressLine('backtest'),
  );
  const predictions = predictFeatures(card.constants, walk);
  const lines = ['game_id,batter_id,p'];
  walk.starterGames.forEach((features, i) => {
    lines.push(`${features.game.gameId},${features.game.batterId},${predictions[i]!.p.toFixed(PREDICTION_DECIMALS)}`);
  });
  const csv = `${lines.join('\n')}\n`;
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
      `Walk-forward backtest of ${opts.paLog} (${walk.days.length} dates; history: ${historyNames.join(', ') || 'none'}) with ${opts.card}:`,
      metrics,
    ),
  );
  print(
    `\n  Brier skill vs the card's constant base rate (${skillVsCard.baseRate.toFixed(6)}, ${card.fittedOn.map((f) => f.file).join(', ')}): ${(skillVsCard.skill * 100).toFixed(2)} %`,
  );
  print(`\n  wall time ${(ms / 1000).toFixed(2)} s`);
  const files = [{ file: opts.out, text: csv }];
  if (opts.report) {
    const report = {
      card: opts.card,
      cardFittedOn: card.fittedOn.map((f) => f.sha256),
      data: fingerprintOf(log, walk),
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
    files.push({ file: opts.report, text: `${JSON.stringify(report, null, 2)}\n` });
  }
  writeFilesAtomically(files);
  print(`Wrote ${files.map((f) => f.file).join(' and ')}.`);
  return { csv, metrics, ms };
}
