/**
 * `npm run serve -- --raw <raw folder> | --generated <generated folder> [--port 4322]`: a site of
 * your own data, served next to the demo without touching it.
 *
 *   --raw raw-data/2026-08-22      runs the pipeline on that raw folder into
 *                                  tmp/serve/<folder name>/generated, then builds the site from it
 *   --generated generated          builds the site from a pipeline output you already have (read only)
 *   --date YYYY-MM-DD              with --raw: the slate date (a day without games needs it)
 *   --port 4322                    where to serve (HOST 127.0.0.1); `npm start` keeps 4321
 *
 * The site goes to tmp/serve/<name>/dist (never dist/, which `npm start` rewrites), served by the
 * production server (server/serve.mjs) as `npm start` does. Ctrl+C stops it. The mode follows the
 * environment as for `npm run build`: with PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY set
 * (shell or .env) the build is in configured mode, else in local mode.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { astroEnv, buildSite, hasPipelineOutput, run } from './site-lib.ts';

const HOST = '127.0.0.1';
export const DEFAULT_SERVE_PORT = 4322;
const USAGE = 'Usage: npm run serve -- --raw <raw folder> [--date YYYY-MM-DD] | --generated <generated folder>  [--port 4322]';

export interface ServePlan {
  /** The raw folder the pipeline runs on, or null with --generated. */
  raw: string | null;
  date: string | null;
  /** The pipeline output the site is built from. */
  generated: string;
  /** Where the site is built. */
  site: string;
  port: number;
}

/** The folders and port of a run, from the command line; throws with the usage on a bad one. */
export function servePlan(args: readonly string[], cwd = process.cwd()): ServePlan {
  const { values } = parseArgs({
    args: [...args],
    options: { raw: { type: 'string' }, generated: { type: 'string' }, date: { type: 'string' }, port: { type: 'string' } },
    strict: true,
  });
  if ((values.raw === undefined) === (values.generated === undefined)) throw new Error(`Give --raw or --generated (one of them).\n${USAGE}`);
  const port = values.port === undefined ? DEFAULT_SERVE_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`--port ${values.port} is not a port number.\n${USAGE}`);
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new Error(`--date ${values.date} is not YYYY-MM-DD.\n${USAGE}`);
  const source = path.resolve(cwd, (values.raw ?? values.generated)!);
  if (!existsSync(source) || !statSync(source).isDirectory()) throw new Error(`${source} is not a folder.\n${USAGE}`);
  const work = path.resolve(cwd, 'tmp/serve', path.basename(source));
  const dist = path.resolve(cwd, 'dist');
  if (values.raw === undefined && !hasPipelineOutput(source)) {
    throw new Error(
      `${source} holds no pipeline output (no manifest.json). Run \`npm run pipeline -- build --raw <folder> --out ${values.generated}\` first, or pass --raw.`,
    );
  }
  const plan: ServePlan = {
    raw: values.raw === undefined ? null : source,
    date: values.date ?? null,
    generated: values.raw === undefined ? source : path.join(work, 'generated'),
    site: path.join(work, 'dist'),
    port,
  };
  if (plan.site === dist) throw new Error('The site would be built into dist/, which `npm start` uses.');
  return plan;
}

async function main(): Promise<void> {
  const plan = servePlan(process.argv.slice(2));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (plan.raw !== null) {
    console.log(`1/3 Running the pipeline on ${plan.raw} into ${plan.generated}...`);
    await run(npm, ['run', '--silent', 'pipeline', '--', 'build', '--raw', plan.raw, '--out', plan.generated, ...(plan.date ? ['--date', plan.date] : [])]);
  } else {
    console.log(`1/3 Using the pipeline output in ${plan.generated}.`);
  }
  console.log(`2/3 Building the site into ${plan.site}...`);
  await buildSite({ ...process.env, LONGBALL_GENERATED_DIR: plan.generated, LONGBALL_SITE_OUT: plan.site });
  console.log(`3/3 Serving it on http://${HOST}:${plan.port}/ ...`);
  const server = spawn(process.execPath, [path.resolve('server/serve.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...astroEnv(), HOST, PORT: String(plan.port), LONGBALL_SITE_OUT: plan.site },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
