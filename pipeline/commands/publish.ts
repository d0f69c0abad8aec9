/**
 * `pipeline publish`: sends the day's premium data (projections, picks and the HR
 * Calculator's per-batter factors, calculator.json's `players`) to Supabase, where
 * row-level security lets only subscribers and moderators read it. The factors are
 * premium because, scored with the weights that ship in the site's JavaScript, they
 * rebuild the day's ranking. Server side only: it needs the service-role key, which
 * never reaches a browser.
 *
 * A later run of a date is compared with the run published before it (pipeline/core/follow-alerts.ts):
 * the changes for followed players go to public.send_follow_alerts, which mails each Pro follower
 * once per change. The alerts are sent before the slate is replaced, so a publish that fails after
 * them compares the same two runs when re-run, and the database drops what was already sent.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Command } from 'commander';
import { z } from 'zod';
import { ConfigError, publishConfig, type EnvSource, type PublishConfig } from '../../domain/config/env.ts';
import {
  calculatorFileSchema,
  manifestFileSchema,
  picksFileSchema,
  projectedBatterSchema,
  projectionsFileSchema,
  SCHEMA_VERSION,
  type CalculatorFile,
  type Dataset,
  type ManifestFile,
  type PicksFile,
  type ProjectionsFile,
} from '../../domain/contracts/index.ts';
import { followAlertsBetween, type AlertBatter, type FollowAlert } from '../core/follow-alerts.ts';
import { LongballError } from '../errors.ts';
import { calendarDate, DEFAULT_OUT_DIR, folder, parseOptions, printLine, optionsFrom } from './command-options.ts';

export const PREMIUM_TABLE = 'premium_slates';
/** The database function of migration 0010 that mails followers (service role only). */
export const SEND_FOLLOW_ALERTS = 'send_follow_alerts';

export const publishOptionsSchema = z.object({
  out: folder.default(DEFAULT_OUT_DIR),
  /** The slate date the caller means to publish; the build must be of that date. */
  date: calendarDate.optional(),
  /** Publish a build of the demo sample (manifest dataset "demo"), e.g. into a staging project. */
  allowDemo: z.boolean().default(false),
});
/** The options as commander gives them; `runPublishCommand` parses them with the schema. */
export type PublishOptions = z.input<typeof publishOptionsSchema>;

export function registerPublishCommand(program: Command): void {
  const option = optionsFrom(publishOptionsSchema);
  program
    .command('publish')
    .description("Upsert the day's projections, picks and calculator factors into Supabase's premium table (needs SUPABASE_SERVICE_ROLE_KEY).")
    .addOption(option('--out <dir>', 'folder the build wrote'))
    .addOption(option('--date <YYYY-MM-DD>', 'the slate date to publish: the build must be of that date'))
    .addOption(option('--allow-demo', 'publish a build of the demo sample (dataset "demo"), e.g. into a staging project'))
    .action(async (options: PublishOptions) => {
      await runPublishCommand(options, process.env, printLine);
    });
}

/** `pipeline publish`: the options parsed, the build published, the result printed. */
export async function runPublishCommand(options: PublishOptions, env: EnvSource, print: (text: string) => void): Promise<PublishResult> {
  const opts = parseOptions(publishOptionsSchema, options);
  const result = await runPublish(opts.out, env, opts);
  print(describeReplaced(result));
  print(describeAlerts(result));
  print(
    `Published ${result.batters} projected hitters, ${result.picks} picks and ${result.calculatorPlayers} calculator players for ${result.date} (${result.dataset} data) to ${PREMIUM_TABLE}.`,
  );
  return result;
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
  dataset: Dataset;
  /** The row this publish replaced (its publish time), or null when the date was not published yet. */
  replaced: { publishedAt: string } | null;
  batters: number;
  picks: number;
  calculatorPlayers: number;
  /** Changes for followed players found against the replaced run, and the messages they sent. */
  alerts: { found: number; sent: number };
}

export function describeReplaced(result: Pick<PublishResult, 'date' | 'replaced'>): string {
  return result.replaced
    ? `Replacing the premium slate of ${result.date} published at ${result.replaced.publishedAt}.`
    : `No premium slate of ${result.date} was published yet: adding it.`;
}

export function describeAlerts(result: Pick<PublishResult, 'date' | 'replaced' | 'alerts'>): string {
  if (!result.replaced) return `Follow alerts: no earlier run of ${result.date} to compare with.`;
  return `Follow alerts: ${result.alerts.found} changes against the earlier run, ${result.alerts.sent} messages sent to followers.`;
}

/** The fields of the replaced run's hitters the comparison reads; a run too old to have them compares as empty. */
const previousBattersSchema = z.object({
  batters: z.array(
    projectedBatterSchema.pick({ id: true, name: true, team: true, opponent: true, gameId: true, confirmed: true, battingOrder: true, pHr: true, edge: true }),
  ),
});

function previousBatters(projections: unknown): AlertBatter[] {
  const parsed = previousBattersSchema.safeParse(projections);
  return parsed.success ? parsed.data.batters : [];
}

const alertRows = (alerts: readonly FollowAlert[]) =>
  alerts.map((alert) => ({ player_id: alert.playerId, game_id: alert.gameId, alert_key: alert.key, title: alert.title, body: alert.body }));

export interface PublishChecks {
  /** The slate date the caller means to publish. */
  date?: string | undefined;
  allowDemo?: boolean;
}

/**
 * The build is the slate it claims: every premium file and the manifest are of one
 * date (the one asked for, when given), and it is real data unless `allowDemo`.
 */
function checkBuild(outDir: string, manifest: ManifestFile, dated: readonly (readonly [string, string])[], checks: PublishChecks): void {
  const date = manifest.date;
  for (const [file, fileDate] of dated) {
    if (fileDate !== date) {
      throw new LongballError('PUBLISH_REFUSED', {
        dir: outDir,
        date,
        reason: `${file} is of ${fileDate}, the manifest of ${date}: the folder mixes two builds`,
        fix: 'Build the day again into one folder (`npm run pipeline -- build`), then publish it.',
      });
    }
  }
  if (checks.date !== undefined && checks.date !== date) {
    throw new LongballError('PUBLISH_REFUSED', {
      dir: outDir,
      date: checks.date,
      reason: `the build in it is of ${date}`,
      fix: `Build ${checks.date} (\`npm run pipeline -- build --date ${checks.date}\`), or publish with --date ${date}.`,
    });
  }
  if (manifest.dataset === 'demo' && !checks.allowDemo) {
    throw new LongballError('PUBLISH_REFUSED', {
      dir: outDir,
      date,
      reason: 'it is a build of the demo sample (manifest dataset "demo": invented players), not a real slate',
      fix: 'Build the real raw data (`pipeline fetch`, then `pipeline build`); to publish the demo on purpose (a staging project), pass --allow-demo.',
    });
  }
}

export async function runPublish(outDir: string, env: EnvSource, checks: PublishChecks = {}): Promise<PublishResult> {
  const { supabaseUrl, supabaseServiceRoleKey } = configOf(env);

  const projections: ProjectionsFile = await readOutput(outDir, 'projections.json', projectionsFileSchema);
  const picks: PicksFile = await readOutput(outDir, 'picks.json', picksFileSchema);
  const calculator: CalculatorFile = await readOutput(outDir, 'calculator.json', calculatorFileSchema);
  const manifest: ManifestFile = await readOutput(outDir, 'manifest.json', manifestFileSchema);
  checkBuild(
    outDir,
    manifest,
    [
      ['projections.json', projections.date],
      ['picks.json', picks.date],
      ['calculator.json', calculator.date],
    ],
    checks,
  );
  const supabase = createClient(supabaseUrl, supabaseServiceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const previous = await supabase.from(PREMIUM_TABLE).select('published_at,projections').eq('slate_date', projections.date).limit(1);
  if (previous.error) throw new LongballError('PUBLISH_FAILED', { date: projections.date, reason: previous.error.message });
  const row = (previous.data as { published_at: unknown; projections: unknown }[] | null)?.[0];
  const replaced = row ? { publishedAt: String(row.published_at) } : null;
  const alerts = row ? followAlertsBetween(previousBatters(row.projections), projections.batters) : [];
  let sent = 0;
  if (alerts.length > 0) {
    const mailed = await supabase.rpc(SEND_FOLLOW_ALERTS, { p_slate_date: projections.date, p_alerts: alertRows(alerts) });
    if (mailed.error)
      throw new LongballError('PUBLISH_FAILED', { date: projections.date, reason: `sending the follow alerts failed: ${mailed.error.message}` });
    sent = Number(mailed.data);
  }
  const { error } = await supabase
    .from(PREMIUM_TABLE)
    .upsert(
      { slate_date: projections.date, projections, picks, calculator_players: calculator.players, schema_version: SCHEMA_VERSION },
      { onConflict: 'slate_date' },
    );
  if (error) throw new LongballError('PUBLISH_FAILED', { date: projections.date, reason: error.message });
  return {
    date: projections.date,
    dataset: manifest.dataset,
    replaced,
    batters: projections.batters.length,
    picks: picks.confident.length + picks.punt.length,
    calculatorPlayers: calculator.players.length,
    alerts: { found: alerts.length, sent },
  };
}
