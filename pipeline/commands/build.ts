import path from 'node:path';
import type { Command } from 'commander';
import type { ManifestFile } from '../../domain/contracts/index.ts';
import { buildManifest } from '../core/builders/manifest.ts';
import { filesToKeep, keepLastGood } from '../core/last-good.ts';
import { FETCH_REPORT_FILE, readFetchReport } from '../fetch/degraded.ts';
import { LongballError } from '../errors.ts';
import { readHistory, readPreviousOutputs, repairInterruptedWrites, writeGeneratedAtomically } from '../io/generated-fs.ts';
import { acquireOutputLock } from '../io/output-lock.ts';
import {
  buildClock,
  buildOptionsSchema,
  DEFAULT_OUT_DIR,
  DEFAULT_RAW_DIR,
  parseOptions,
  requireRawDir,
  requireSeparateFolders,
  type BuildOptions,
} from './options.ts';
import { formatInputs, formatJoins, formatOutputs, formatTimings, formatUnmatched } from './report.ts';
import { runSlate } from './run-slate.ts';

export function registerBuildCommand(program: Command): void {
  program
    .command('build')
    .description("Turn a slate's raw inputs into every JSON file the site needs.")
    .option('--date <YYYY-MM-DD>', "slate date (default: the lineups' game date)")
    .option('--raw <dir>', 'folder holding the raw inputs', DEFAULT_RAW_DIR)
    .option('--out <dir>', 'folder to write the generated JSON into', DEFAULT_OUT_DIR)
    .option('--rewrite-history', "replace an already archived day's picks when they changed", false)
    .option('--allow-shrink', 'build an output empty instead of keeping its last good version when its input is unusable', false)
    .option('--wait <seconds>', `how long to wait for another build writing to the same --out (default: ${DEFAULT_LOCK_WAIT_SECONDS})`)
    .action(async (values: unknown) => {
      await runBuild(parseOptions(buildOptionsSchema, values), (text) => process.stdout.write(`${text}\n`));
    });
}

/** One build at a time per output folder: a second one waits this long for the first, then stops (OUTPUT_LOCKED). */
export const DEFAULT_LOCK_WAIT_SECONDS = 120;

export async function runBuild(opts: BuildOptions, print: (text: string) => void): Promise<ManifestFile> {
  requireRawDir(opts.raw);
  requireSeparateFolders(opts.raw, opts.out);
  const lock = await acquireOutputLock(opts.out, (opts.wait ?? DEFAULT_LOCK_WAIT_SECONDS) * 1000, print);
  try {
    for (const repair of repairInterruptedWrites(opts.out)) print(repair);
    return await buildLocked(opts, print);
  } finally {
    lock.release();
  }
}

async function buildLocked(opts: BuildOptions, print: (text: string) => void): Promise<ManifestFile> {
  const started = performance.now();
  const builtAt = buildClock();
  const history = await readHistory(opts.out);
  const run = await runSlate({ raw: opts.raw, date: opts.date, history, builtAt, rewriteHistory: opts.rewriteHistory });
  print(formatInputs(run.inputReports));
  if (run.fatal) throw run.fatal;
  const slate = run.slate!;
  if (slate.historyStatus === 'conflict') {
    const last = history.find((d) => d.date === slate.date)?.runs?.at(-1)?.at ?? '?';
    throw new LongballError('HISTORY_CONFLICT', { date: slate.date, at: builtAt, last });
  }

  const toKeep = opts.allowShrink ? new Map() : filesToKeep(run.inputReports);
  const kept = keepLastGood(slate.files, toKeep, await readPreviousOutputs(opts.out, toKeep.keys()), slate.derived);
  // The fetch that filled the raw folder says which model inputs it left degraded; the manifest carries them to the site.
  const degraded = (await readFetchReport(path.join(opts.raw, FETCH_REPORT_FILE)))?.degraded ?? [];
  const t = performance.now();
  let manifest: ManifestFile | null = null;
  const outputs = await writeGeneratedAtomically(opts.out, kept.files, (reports) => {
    manifest = buildManifest(slate, { builtAt, dataset: run.dataset }, run.inputReports, reports, kept.stale, degraded);
    return { file: 'manifest.json', data: manifest, rows: reports.length };
  });
  run.timings.push({ step: 'validate + write', ms: performance.now() - t });

  print('');
  print(formatJoins(slate.joins));
  print('');
  print(formatUnmatched(slate));
  print('');
  print(formatOutputs(path.resolve(opts.out), outputs));
  for (const s of kept.stale) print(`Kept the last good ${s.file} (data of ${s.since}, marked stale): ${s.reason}`);
  for (const d of degraded) print(`Degraded input (from the fetch report): ${d.input} ${d.state} since ${d.since}: ${d.reason}`);
  print(`History: ${slate.date} ${slate.historyStatus}.`);
  print('');
  print(formatTimings([...run.timings, { step: 'other', ms: Math.max(0, performance.now() - started - run.timings.reduce((s, x) => s + x.ms, 0)) }]));
  return manifest!;
}
