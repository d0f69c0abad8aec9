/**
 * Shared by the site scripts (site-build, site-start): run a child process with
 * the current Node (so a plain shell's older `node` is never picked up) and
 * fail loudly.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_MARKER_FILE } from '../pipeline/inputs/dataset.ts';
import { precompressSite } from '../server/compression.mjs';
import { writeSecurityHeaders } from './security-headers.ts';

export const ASTRO_CLI = path.resolve('node_modules/astro/bin/astro.mjs');

/** Debian Chromium's flags for the browser tests and the site benchmark: headless, offline, no background work. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Where the built site goes (astro.config.mjs reads the same variable). */
export function siteOutDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.LONGBALL_SITE_OUT ?? 'dist');
}

export function generatedDirFor(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.LONGBALL_GENERATED_DIR ?? 'generated');
}

/** The message `npm run build` fails with when the pipeline has not run. */
export function missingPipelineOutputMessage(generatedDir: string): string {
  return [
    `No pipeline output: ${path.join(generatedDir, 'manifest.json')} does not exist.`,
    "The site is built from the pipeline's generated/ JSON. Run the pipeline first:",
    '  npm run pipeline -- build          (on your raw-data/ exports)',
    'or try it on the bundled sample:',
    '  npm run sample && npm run pipeline -- build',
    '`npm start` does all of it (sample, pipeline, build) and serves the site.',
  ].join('\n');
}

export function hasPipelineOutput(generatedDir: string): boolean {
  return existsSync(path.join(generatedDir, 'manifest.json'));
}

/** Runs `command args` with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * The environment a build of the demo sample in `rawDir` runs in: as of the sample's moment
 * (SAMPLE.json `asOf`, passed as SOURCE_DATE_EPOCH), so its picks are made before its games begin
 * whatever today's date; an explicit SOURCE_DATE_EPOCH and a folder of real inputs are left alone.
 */
export function demoClockEnv(rawDir: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env.SOURCE_DATE_EPOCH) return env;
  try {
    const marker = JSON.parse(readFileSync(path.join(rawDir, DEMO_MARKER_FILE), 'utf8')) as { dataset?: string; asOf?: string };
    const at = marker.dataset === 'demo' && typeof marker.asOf === 'string' ? Date.parse(marker.asOf) : Number.NaN;
    return Number.isNaN(at) ? env : { ...env, SOURCE_DATE_EPOCH: String(Math.floor(at / 1000)) };
  } catch {
    return env;
  }
}

/** Environment for Astro commands: telemetry off. */
export function astroEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1' };
}

/**
 * Builds the site from the pipeline output (what `npm run build` does).
 * Throws with missingPipelineOutputMessage when generated/manifest.json is absent.
 */
export async function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const generated = generatedDirFor(env);
  if (!hasPipelineOutput(generated)) throw new Error(missingPipelineOutputMessage(generated));
  await run(process.execPath, [ASTRO_CLI, 'build'], astroEnv(env));
  // The same PUBLIC_ variables the site build read (astro.config.mjs: the environment over .env files).
  writeSecurityHeaders(siteOutDir(env), { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...pickPublic(env) });
  // After the headers (they hash the pages' inline scripts): the .br/.gz twins server/serve.mjs sends.
  const compressed = precompressSite(path.join(siteOutDir(env), 'client'));
  console.log(`Site built in ${siteOutDir(env)} from ${generated}, with its security headers (client/_headers, server/security-headers.json).`);
  console.log(`Precompressed ${compressed.files} files: ${kb(compressed.identity)} -> ${kb(compressed.br)} brotli, ${kb(compressed.gzip)} gzip.`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function pickPublic(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('PUBLIC_')));
}
