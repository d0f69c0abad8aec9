import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  buildModelCard,
  fitConstants,
  KEPT_TERMS,
  MIN_FIT_STARTER_GAMES,
  modelCardSchema,
  seasonHistory,
  TooSmallToFitError,
  type ModelCard,
  type SeasonHistory,
} from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { outputFile, writeFilesAtomically } from '../io/generated-fs.ts';
import { collect, optionsFrom, parseOptions, printLine } from './command-options.ts';
import {
  checkSeasonOrder,
  fileFingerprint,
  fingerprintOf,
  formatMetrics,
  gamesFiles,
  paLogFile,
  readSeasonInputs,
  readSeasonLogs,
  rejectLines,
  sitesFiles,
  statcastFiles,
  walkContextOf,
} from './model-shared.ts';

export const fitOptionsSchema = z.object({
  paLog: z.array(paLogFile, { message: 'is required: one or more plate-appearance logs (.csv or .csv.gz)' }).min(1, 'is required'),
  sites: sitesFiles,
  games: gamesFiles,
  statcast: statcastFiles,
  // No default: the committed card is replaced only when its path is given.
  out: z
    .string({ message: 'is required: where to write the model card (domain/probability/model-card.json replaces the committed one)' })
    .regex(/\.json$/, 'must name a .json file'),
});
/** The options as commander gives them; `runFit` parses them with the schema. */
export type FitOptions = z.input<typeof fitOptionsSchema>;

export function registerFitCommand(program: Command): void {
  const option = optionsFrom(fitOptionsSchema);
  program
    .command('fit')
    .description(
      'Fit the HR probability model to one or more seasons of plate-appearance logs (each walked forward with the earlier ones as history) and write its model card.',
    )
    .addOption(
      option('--pa-log <file>', 'plate-appearance log, .csv or .csv.gz (columns in ../shared/model-data/README.md); repeat for several seasons').argParser(
        collect,
      ),
    )
    .addOption(option('--sites <file>', 'neutral-sites CSV: games not played at the home park; repeat, one per season', 'none').argParser(collect))
    .addOption(option('--games <file>', "a season's game conditions at first pitch (games_<y>.csv.gz); repeat, one per season", 'none').argParser(collect))
    .addOption(
      option(
        '--statcast <file>',
        'Statcast batting of a season (statcast_batting_<y>.csv); each season reads the latest one before it; repeat',
        'none',
      ).argParser(collect),
    )
    .addOption(option('--out <file>', 'where to write the model card (required; the committed card is domain/probability/model-card.json)'))
    .action((options: FitOptions) => {
      runFit(options, printLine);
    });
}

/** Fits, prints the constants and metrics, writes the card; returns it. */
export function runFit(options: FitOptions, print: (text: string) => void): ModelCard {
  const opts = parseOptions(fitOptionsSchema, options);
  const started = performance.now();
  const logs = readSeasonLogs(opts.paLog, opts.sites);
  for (const [i, season] of logs.entries()) checkSeasonOrder(logs.slice(0, i), season);
  const inputs = readSeasonInputs(logs, opts.games, opts.statcast, logs[logs.length - 1]!);
  for (const [i, { log }] of logs.entries()) {
    const { conditions, statcast } = inputs[i]!;
    const extras = [
      log.sites ? `${log.neutralSiteGames} neutral-site games` : null,
      conditions ? `conditions from ${path.basename(conditions.file)}` : null,
      statcast ? `Statcast ${statcast.season} from ${path.basename(statcast.file)}` : null,
    ].filter((x) => x !== null);
    print(`Read ${log.rows.length} PAs from ${log.file}${extras.length > 0 ? ` (${extras.join('; ')})` : ''}.`);
  }
  for (const line of rejectLines(inputs)) print(line);
  const histories: SeasonHistory[] = logs.map(({ log }) => seasonHistory(log.rows, KEPT_TERMS['platoon-hitter']));
  const seasons = logs.map(({ log }, i) => ({ rows: log.rows, history: histories.slice(0, i), context: walkContextOf(inputs[i]!) }));
  let fit: ReturnType<typeof fitConstants>;
  try {
    fit = fitConstants(seasons, (message) => process.stderr.write(`fit: ${message}\n`));
  } catch (e) {
    if (!(e instanceof TooSmallToFitError)) throw e;
    throw new LongballError('MODEL_DATA_TOO_SMALL', {
      file: logs.map(({ log }) => log.file).join(', '),
      starterGames: e.starterGames,
      minimum: MIN_FIT_STARTER_GAMES,
    });
  }
  const statcastRead = [...new Set(inputs.map((i) => i.statcast).filter((f) => f !== null))];
  const card = buildModelCard(
    fit,
    logs.map(({ log }, i) => ({
      fingerprint: fingerprintOf(log, fit.walks[i]!, inputs[i]!),
      history: logs.slice(0, i).map((h) => path.basename(h.log.file)),
    })),
    statcastRead.map((f) => ({ ...fileFingerprint(f), season: f.season })),
  );
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
    `  platoon odds ratio L ${c.platoon.oddsRatio.L}, R ${c.platoon.oddsRatio.R} (advantage share L ${c.platoon.advantageShare.L}, R ${c.platoon.advantageShare.R}; hitter's own split k ${c.platoon.hitterPriorPa ?? 'none'}); park k ${c.park.priorPa} PA`,
  );
  for (const term of card.terms) {
    const values = term.coefficients.map((k) => `${k.name} ${k.value}${k.low !== null ? ` (95 % ${k.low} to ${k.high})` : ''}`).join(', ');
    print(`  ${term.term}: ${term.kept ? 'kept' : 'not in the model'}${values ? `, ${values}` : ''} (${term.note})`);
  }
  print(`  bullpen share by slot ${c.bullpen.shareBySlot.join(' ')}`);
  print(
    `  E[PA] away ${c.expectedPa.bySlot.away.join(' ')}; home ${c.expectedPa.bySlot.home.join(' ')}; pitcher batting ${c.expectedPa.pitcherBatting}; own PAs per start k ${c.expectedPa.batterPriorPa} PA`,
  );
  print(
    `  history weights per PA of seasons 1, 2, 3 back: batter ${c.history.batterWeights.join(' ')}; starter ${c.history.pitcherWeights.join(' ')}; park ${c.history.parkWeights.join(' ')}`,
  );
  print(
    `  calibration (Platt on the logit): with air balls ${c.calibration.withBattedBalls.intercept} + ${c.calibration.withBattedBalls.slope} x logit; HR/PA counts only ${c.calibration.countsOnly.intercept} + ${c.calibration.countsOnly.slope} x logit`,
  );
  print('');
  for (const season of card.seasons) {
    const m = season.metrics;
    print(
      `  ${season.season} (${season.data}, history: ${season.history.join(', ') || 'none'}): n ${m.n}, base rate ${m.baseRate.toFixed(4)}, Brier skill ${(m.brierSkill * 100).toFixed(2)} %, AUC ${m.rocAuc.toFixed(4)}, log loss ${m.logLoss.toFixed(5)}, ECE ${m.ece.toFixed(4)}`,
    );
  }
  print('');
  print(formatMetrics('Walk-forward on the fitting log, calibrated (in-sample constants):', card.inSample.calibrated));
  const counts = card.inSample.countsOnly;
  print(
    `\nFrom HR/PA counts only (the log's own inputs hidden, as the nightly build predicts): AUC ${counts.rocAuc.toFixed(4)}, Brier skill ${(counts.brierSkill * 100).toFixed(2)} %, ECE ${counts.ece.toFixed(4)}`,
  );
  writeFilesAtomically([outputFile(opts.out, modelCardSchema, card, (valid) => `${JSON.stringify(valid, null, 2)}\n`)]);
  print(`\nWrote ${opts.out}.`);
  return card;
}
