/**
 * `pipeline publish`: sends the day's premium data (projections, picks and the HR
 * Calculator's per-batter factors, calculator.json's `players`) to Supabase, where
 * row-level security lets only subscribers and moderators read it. The factors are
 * premium because, scored with the weights that ship in the site's JavaScript, they
 * rebuild the day's ranking. Server side only: it needs the service-role key, which
 * never reaches a browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Command } from 'commander';
import { ConfigError, publishConfig, type EnvSource, type PublishConfig } from '../../domain/config/env.ts';
import {
  calculatorFileSchema,
  picksFileSchema,
  projectionsFileSchema,
  SCHEMA_VERSION,
  type CalculatorFile,
  type PicksFile,
  type ProjectionsFile,
} from '../../domain/contracts/index.ts';
import { LongballError } from '../errors.ts';
import { DEFAULT_OUT_DIR, parseOptions, publishOptionsSchema } from './options.ts';

export const PREMIUM_TABLE = 'premium_slates';

export function registerPublishCommand(program: Command): void {
  program
    .command('publish')
    .description("Upsert the day's projections, picks and calculator factors into Supabase's premium table (needs SUPABASE_SERVICE_ROLE_KEY).")
    .option('--out <dir>', 'folder the build wrote', DEFAULT_OUT_DIR)
    .action(async (values: unknown) => {
      const opts = parseOptions(publishOptionsSchema, values);
      const result = await runPublish(opts.out, process.env);
      process.stdout.write(
        `Published ${result.batters} projected hitters, ${result.picks} picks and ${result.calculatorPlayers} calculator players for ${result.date} to ${PREMIUM_TABLE}.\n`,
      );
    });
}

async function readOutput<T>(
  dir: string,
  file: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } },
): Promise<T> {
  let text: string;
  try {
    text = await readFile(path.join(dir, file), 'utf8');
  } catch (e) {
    throw new LongballError('PUBLISH_NO_OUTPUT', { file, dir, reason: (e as Error).message });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new LongballError('PUBLISH_NO_OUTPUT', { file, dir, reason: `it is not valid JSON: ${(e as Error).message}` });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new LongballError('PUBLISH_NO_OUTPUT', { file, dir, reason: 'it does not match its contract' });
  return parsed.data;
}

/** The variables through domain/config/env.ts: a missing or malformed one is named in the error. */
function configOf(env: EnvSource): PublishConfig {
  try {
    return publishConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new LongballError('PUBLISH_NOT_CONFIGURED', { reason: error.message });
    throw error;
  }
}

export interface PublishResult {
  date: string;
  batters: number;
  picks: number;
  calculatorPlayers: number;
}

export async function runPublish(outDir: string, env: EnvSource): Promise<PublishResult> {
  const { supabaseUrl, supabaseServiceRoleKey } = configOf(env);

  const projections: ProjectionsFile = await readOutput(outDir, 'projections.json', projectionsFileSchema);
  const picks: PicksFile = await readOutput(outDir, 'picks.json', picksFileSchema);
  const calculator: CalculatorFile = await readOutput(outDir, 'calculator.json', calculatorFileSchema);
  for (const [file, date] of [
    ['picks.json', picks.date],
    ['calculator.json', calculator.date],
  ] as const) {
    if (date !== projections.date) {
      throw new LongballError('PUBLISH_NO_OUTPUT', { file, dir: outDir, reason: `its date ${date} differs from projections.json (${projections.date})` });
    }
  }
  const supabase = createClient(supabaseUrl, supabaseServiceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await supabase
    .from(PREMIUM_TABLE)
    .upsert(
      { slate_date: projections.date, projections, picks, calculator_players: calculator.players, schema_version: SCHEMA_VERSION },
      { onConflict: 'slate_date' },
    );
  if (error) throw new LongballError('PUBLISH_FAILED', { date: projections.date, reason: error.message });
  return {
    date: projections.date,
    batters: projections.batters.length,
    picks: picks.confident.length + picks.punt.length,
    calculatorPlayers: calculator.players.length,
  };
}
