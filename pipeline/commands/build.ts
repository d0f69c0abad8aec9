import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import type { ManifestFile } from '../../domain/contracts/index.ts';
import { buildManifest } from '../core/builders/manifest.ts';
import { filesToKeep, keepLastGood } from '../core/last-good.ts';
import { FETCH_REPORT_FILE, readFetchReport } from '../fetch/degraded.ts';
import { LongballError } from '../errors.ts';
import { readHistory, readMarketLog, readPreviousOutputs, repairInterruptedWrites, writeGeneratedAtomically } from '../io/generated-fs.ts';
import { acquireOutputLock } from '../io/output-lock.ts';
import { calendarDate, DEFAULT_OUT_DIR, DEFAULT_RAW_DIR, folder, parseOptions, printLine, optionsFrom, secondsOrZero } from './command-options.ts';
import { formatBuildReport } from './report.ts';
import { assembleSlate, buildClock, requireRawDir } from './run-slate.ts';

export const buildOptionsSchema = z.object({
  date: calendarDate.optional(),
  raw: folder.default(DEFAULT_RAW_DIR),
  out: folder.default(DEFAULT_OUT_DIR),
  rewriteHistory: z.boolean().default(false),
  /** Publish an output empty rather than keep its last good version when its input is unusable. */
  allowShrink: z.boolean().default(false),
  /** One build at a time per output folder: a second one waits this long for the first (io/output-lock.ts), then stops (OUTPUT_LOCKED). */
  wait: secondsOrZero.prefault('120'),
});
/** The options as commander gives them; `runBuild` parses them with the schema. */
export type BuildOptions = z.input<typeof buildOptionsSchema>;

export function registerBuildCommand(program: Command): void {
  const option = optionsFrom(buildOptionsSchema);
  program
    .command('build')
    .description("Turn a slate's raw inputs into every JSON file the site needs.")
    .addOption(option('--date <YYYY-MM-DD>', "slate date (default: the lineups' game date)"))
    .addOption(option('--raw <dir>', 'folder holding the raw inputs'))
    .addOption(option('--out <dir>', 'folder to write the generated JSON into'))
    .addOption(option('--rewrite-history', "replace an already archived day's picks when they changed"))
    .addOption(option('--allow-shrink', 'build an output empty instead of keeping its last good version when its input is unusable'))
    .addOption(option('--wait <seconds>', 'how long to wait for another build writing to the same --out'))
    .action(async (options: BuildOptions) => {
      await runBuild(options, printLine);
    });
}

export async function runBuild(options: BuildOptions, print: (text: string) => void): Promise<ManifestFile> {
  const opts = parseOptions(buildOptionsSchema, options);
  requireRawDir(opts.raw);
  requireSeparateFolders(opts.raw, opts.out);
  const lock = await acquireOutputLock(opts.out, opts.wait * 1000, print);
  try {
    for (const repair of repairInterruptedWrites(opts.out)) print(repair);
    return await buildLocked(opts, print);
  } finally {
    lock.release();
  }
}

async function buildLocked(opts: z.output<typeof buildOptionsSchema>, print: (text: string) => void): Promise<ManifestFile> {
  const started = performance.now();
  const builtAt = buildClock();
  const history = await readHistory(opts.out);
  const marketLog = await readMarketLog(opts.out);
  const run = await assembleSlate({ raw: opts.raw, date: opts.date, history, marketLog, builtAt, rewriteHistory: opts.rewriteHistory }, print);
  const slate = run.slate;
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
  const other = { step: 'other', ms: Math.max(0, performance.now() - started - run.timings.reduce((s, x) => s + x.ms, 0)) };
  print(formatBuildReport(slate, [...run.timings, other], { outDir: path.resolve(opts.out), outputs, stale: kept.stale, degraded }));
  return manifest!;
}

/** A folder's real path when it exists (symbolic links followed), else its absolute path. */
function realFolder(dir: string): string {
  const resolved = path.resolve(dir);
  try {
    return realpathSync(resolved);
  } catch {
    return resolved;
  }
}

const isWithin = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(`${outer}${path.sep}`);

/**
 * The build replaces its whole output folder, so --out may not be --raw, inside it,
 * or hold it: each would overwrite or delete the raw inputs.
 */
export function requireSeparateFolders(raw: string, out: string): void {
  const rawPath = realFolder(raw);
  const outPath = realFolder(out);
  const reason =
    rawPath === outPath
      ? 'they are the same folder'
      : isWithin(outPath, rawPath)
        ? 'the output folder is inside the raw folder'
        : isWithin(rawPath, outPath)
          ? 'the raw folder is inside the output folder'
          : null;
  if (reason) throw new LongballError('FOLDERS_OVERLAP', { out, raw, reason });
}
