#!/usr/bin/env node
/**
 * The Longball pipeline CLI. One top-level handler prints every failure from the
 * error catalogue (code, message, hint) and exits with its code; an error outside
 * the catalogue is a bug and is reported as INTERNAL.
 */
import { Command, CommanderError } from 'commander';
import { registerBacktestCommand } from './commands/backtest.ts';
import { registerBuildCommand } from './commands/build.ts';
import { registerFetchCommand } from './commands/fetch.ts';
import { registerFitCommand } from './commands/fit.ts';
import { registerMarketCommand } from './commands/market.ts';
import { registerPublishCommand } from './commands/publish.ts';
import { registerValidateCommand } from './commands/validate.ts';
import { EXIT, isLongballError, LongballError } from './errors.ts';

export function createProgram(): Command {
  const program = new Command()
    .name('pipeline')
    .description('Longball nightly pipeline: raw baseball exports in, validated JSON out.')
    .showHelpAfterError()
    .exitOverride();
  registerBuildCommand(program);
  registerValidateCommand(program);
  registerFetchCommand(program);
  registerPublishCommand(program);
  registerFitCommand(program);
  registerBacktestCommand(program);
  registerMarketCommand(program);
  return program;
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    await createProgram().parseAsync(argv as string[], { from: 'user' });
    return process.exitCode === undefined ? EXIT.ok : Number(process.exitCode);
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const error = isLongballError(e) ? e : new LongballError('INTERNAL', { error: (e as Error).stack ?? String(e) });
    process.stderr.write(`\nerror ${error.code}: ${error.message}\n  hint: ${error.hint}\n`);
    return error.exitCode;
  }
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (isEntryPoint) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
