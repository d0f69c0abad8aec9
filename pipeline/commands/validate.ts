import type { Command } from 'commander';
import { LongballError } from '../errors.ts';
import { buildClock, DEFAULT_RAW_DIR, parseOptions, validateOptionsSchema } from './options.ts';
import { formatInputs, formatJoins, formatTimings, formatUnmatched } from './report.ts';
import { runSlate } from './run-slate.ts';

export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description('Read and check every input and print the build report; writes nothing. Exit code 1 when a required input is unusable.')
    .option('--date <YYYY-MM-DD>', "slate date (default: the lineups' game date)")
    .option('--raw <dir>', 'folder holding the raw inputs', DEFAULT_RAW_DIR)
    .option('--strict', 'exit 1 when a column the model reads is missing from an input', false)
    .action(async (values: unknown) => {
      const opts = parseOptions(validateOptionsSchema, values);
      const run = await runSlate({ raw: opts.raw, date: opts.date, history: [], builtAt: buildClock(), rewriteHistory: false });
      const print = (text: string) => process.stdout.write(`${text}\n`);
      print(formatInputs(run.inputReports));
      if (run.fatal) throw run.fatal;
      const slate = run.slate!;
      print('');
      print(formatJoins(slate.joins));
      print('');
      print(formatUnmatched(slate));
      print('');
      print(formatTimings(run.timings));
      const missing = run.inputReports.flatMap((r) => (r.missingColumns ?? []).map((column) => `${column} in ${r.file}`));
      if (opts.strict && missing.length > 0) throw new LongballError('STRICT_MISSING_COLUMNS', { missing: missing.join(', ') });
      print('\nValid: nothing was written.');
    });
}
