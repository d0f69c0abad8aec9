import type { Command } from 'commander';
import { z } from 'zod';
import { buildModelCard, fitConstants, type ModelCard } from '../../domain/probability/index.ts';
import { readPaLog } from '../sources/pa-log.ts';
import { DEFAULT_MODEL_CARD, fingerprintOf, formatMetrics, writeFilesAtomically } from './model-shared.ts';
import { parseOptions } from './options.ts';

export const paLogOption = z
  .string({ message: 'is required: the plate-appearance log (.csv or .csv.gz)' })
  .regex(/\.csv(\.gz)?$/, 'must name a .csv or .csv.gz file');
export const sitesOption = z
  .string()
  .regex(/\.csv$/, 'must name a .csv file')
  .optional();

const fitOptions = z.object({
  paLog: paLogOption,
  sites: sitesOption,
  out: z
    .string()
    .regex(/\.json$/, 'must name a .json file')
    .default(DEFAULT_MODEL_CARD),
});
export type FitOptions = z.infer<typeof fitOptions>;

export function registerFitCommand(program: Command): void {
  program
    .command('fit')
    .description('Fit the HR probability model to a plate-appearance log and write its model card (constants, data, walk-forward metrics).')
    .option('--pa-log <file>', 'plate-appearance log, .csv or .csv.gz (columns in ../shared/model-data/README.md)')
    .option('--sites <file>', 'neutral-sites CSV: games not played at the home park')
    .option('--out <file>', 'where to write the model card', DEFAULT_MODEL_CARD)
    .action((raw: Record<string, unknown>) => {
      runFit(parseOptions(fitOptions, raw), (text) => process.stdout.write(`${text}\n`));
    });
}

/** Fits, prints the constants and metrics, writes the card; returns it. */
export function runFit(opts: FitOptions, print: (text: string) => void): ModelCard {
  const started = performance.now();
  const log = readPaLog(opts.paLog, opts.sites);
  print(`Read ${log.rows.length} PAs from ${opts.paLog}${opts.sites ? ` (${log.neutralSiteGames} neutral-site games from ${opts.sites})` : ''}.`);
  const fit = fitConstants(log.rows, (message) => process.stderr.write(`fit: ${message}\n`));
  const card = buildModelCard(fit, fingerprintOf(log, fit.walk));
  const c = card.constants;
  print(`Fit ${fit.evaluations} walk-forward evaluations in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
  print(`  league prior HR/PA ${c.league.priorRate} (weight ${c.league.priorPa} PA), air rate ${c.league.priorAirRate}`);
  print(
    `  batter k ${c.batter.priorPa} PA; air rate k ${c.batter.airPriorPa} PA; HR/air k ${c.batter.hrPerAirPriorAir}; slot k ${c.batter.slotPriorPa} PA; pitcher batting ${c.batter.pitcherAsBatterRatio} x league`,
  );
  print(
    `  starter k ${c.pitcher.priorBf} BF; air rate k ${c.pitcher.airPriorBf} BF; HR/air k ${c.pitcher.hrPerAirPriorAir}; bullpen k ${c.bullpen.priorBf} BF`,
  );
  print(
    `  platoon odds ratio L ${c.platoon.oddsRatio.L}, R ${c.platoon.oddsRatio.R} (advantage share L ${c.platoon.advantageShare.L}, R ${c.platoon.advantageShare.R}); park k ${c.park.priorPa} PA`,
  );
  print(`  bullpen share by slot ${c.bullpen.shareBySlot.join(' ')}`);
  print(
    `  E[PA] away ${c.expectedPa.bySlot.away.join(' ')}; home ${c.expectedPa.bySlot.home.join(' ')}; pitcher batting ${c.expectedPa.pitcherBatting}; own PAs per start k ${c.expectedPa.batterPriorPa} PA`,
  );
  print(
    `  calibration (Platt on the logit): with air balls ${c.calibration.withBattedBalls.intercept} + ${c.calibration.withBattedBalls.slope} x logit; HR/PA counts only ${c.calibration.countsOnly.intercept} + ${c.calibration.countsOnly.slope} x logit`,
  );
  print('');
  print(formatMetrics('Walk-forward on the fitting log, calibrated (in-sample constants):', card.inSample.calibrated));
  const counts = card.inSample.countsOnly;
  print(
    `\nFrom HR/PA counts only (the log's own inputs hidden, as the nightly build predicts): AUC ${counts.rocAuc.toFixed(4)}, Brier skill ${(counts.brierSkill * 100).toFixed(2)} %, ECE ${counts.ece.toFixed(4)}`,
  );
  writeFilesAtomically([{ file: opts.out, text: `${JSON.stringify(card, null, 2)}\n` }]);
  print(`\nWrote ${opts.out}.`);
  return card;
}
