import type { Command } from 'commander';
import { z } from 'zod';
import { LongballError } from '../errors.ts';
import { calendarDate, DEFAULT_RAW_DIR, folder, parseOptions, printLine, optionsFrom } from './command-options.ts';
import { formatBuildReport } from './report.ts';
import { assembleSlate, buildClock } from './run-slate.ts';

export const validateOptionsSchema = z.object({
  date: calendarDate.optional(),
  raw: folder.default(DEFAULT_RAW_DIR),
  strict: z.boolean().default(false),
});
/** The options as commander gives them; `runValidate` parses them with the schema. */
export type ValidateOptions = z.input<typeof validateOptionsSchema>;

export function registerValidateCommand(program: Command): void {
  const option = optionsFrom(validateOptionsSchema);
  program
    .command('validate')
    .description('Read and check every input and print the build report; writes nothing. Exit code 1 when a required input is unusable.')
    .addOption(option('--date <YYYY-MM-DD>', "slate date (default: the lineups' game date)"))
    .addOption(option('--raw <dir>', 'folder holding the raw inputs'))
    .addOption(option('--strict', 'exit 1 when a column the model reads is missing from an input'))
    .action(async (options: ValidateOptions) => {
      await runValidate(options, printLine);
    });
}

/** The build's report on the same inputs, with no archive and nothing written. */
export async function runValidate(options: ValidateOptions, print: (text: string) => void): Promise<void> {
  const opts = parseOptions(validateOptionsSchema, options);
  const run = await assembleSlate({ raw: opts.raw, date: opts.date, history: [], builtAt: buildClock(), rewriteHistory: false }, print);
  print(formatBuildReport(run.slate, run.timings));
  const missing = run.inputReports.flatMap((r) => (r.missingColumns ?? []).map((column) => `${column} in ${r.file}`));
  if (opts.strict && missing.length > 0) throw new LongballError('STRICT_MISSING_COLUMNS', { missing: missing.join(', ') });
  print('\nValid: nothing was written.');
}
