/**
 * The one writer. Every file is validated against its zod contract, serialised
 * deterministically, written beside its destination and only then moved into
 * place, so a failed run never touches the previous output. Two forms:
 * - `writeGeneratedAtomically`, the build's generated/ folder: each file checked
 *   against the contract its name maps to (domain/contracts/files.ts), laid out by
 *   formatJson (keys in contract order, rows as the builders sorted them, trailing
 *   newline), written into a temporary sibling folder that replaces the folder in
 *   one swap. A file over its size budget (sources/limits.ts) fails the run the same way.
 * - `writeFilesAtomically`, single files a command writes anywhere (fit's model
 *   card, backtest's predictions and report): each with its own schema and
 *   encoding, written to a temporary sibling once all are valid, then renamed
 *   over its previous version.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z, type ZodType } from 'zod';
import {
  contractFor,
  HISTORY_DAY_SCHEMA,
  HISTORY_DIR,
  marketLogSchema,
  type HistoryDay,
  type MarketLog,
  type OutputReport,
} from '../../domain/contracts/index.ts';
import { encodeInto, Utf8Sink } from '../../domain/contracts/json-layout.ts';
import { LongballError } from '../errors.ts';
import { formatBytes, outputBudget } from '../sources/limits.ts';

export interface PendingFile {
  /** Path relative to the output folder, e.g. "picks.json" or "history/2026-08-21.json". */
  file: string;
  data: unknown;
  /** Row count reported in the manifest. */
  rows: number;
}

/**
 * Each contract compiled once per process (z.compile): the same checks, the same
 * output and, on failure, the same issues (a failing value is handed to the
 * runtime parser), many times faster on files of tens of thousands of rows. A
 * schema the compiler cannot model is returned unchanged and keeps the runtime parser.
 */
const compiledSchemas = new Map<ZodType, ZodType>();

function compiled<S extends ZodType>(schema: S): S {
  let found = compiledSchemas.get(schema);
  if (found === undefined) {
    found = z.compile(schema);
    compiledSchemas.set(schema, found);
  }
  return found as S;
}

function contractOf(file: string): ZodType {
  const schema = contractFor(file);
  if (schema === undefined) throw new LongballError('OUTPUT_INVALID', { file, reason: 'no contract is declared for this file name' });
  return schema;
}

/** The data as its contract (compiled once) parses it; OUTPUT_INVALID naming the file and the first issue when it does not match. */
function validOutput<S extends ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = compiled(schema).safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue ? issue.path.join('.') || '(root)' : '(root)';
  throw new LongballError('OUTPUT_INVALID', {
    file,
    reason: `${where}: ${issue?.message ?? 'invalid'}${result.error.issues.length > 1 ? ` (+${result.error.issues.length - 1} more)` : ''}`,
  });
}

/**
 * Validates against the contract (once) and returns the canonical text as UTF-8
 * bytes. Given a sink, the bytes are written into it and valid until its next use.
 */
export function serialise(file: string, data: unknown, sink: Utf8Sink = new Utf8Sink()): Uint8Array {
  return encodeInto(sink, validOutput(file, contractOf(file), data));
}

/** One file a command writes outside generated/, made by `outputFile`: its path and its text, rendered only once it is valid. */
export interface OutputFile {
  file: string;
  /** The data validated against its schema (OUTPUT_INVALID when it does not match), then encoded. */
  render: () => string;
}

/** A file for writeFilesAtomically: `data` is checked against `schema`, and the parsed value is what `encode` turns into text. */
export function outputFile<S extends ZodType>(file: string, schema: S, data: z.input<S>, encode: (valid: z.output<S>) => string): OutputFile {
  return { file, render: () => encode(validOutput(file, schema, data)) };
}

/**
 * Validates and encodes every file, then writes each to a temporary sibling and
 * renames it over its destination: nothing is written unless all are valid, and
 * a destination always holds a whole file, its previous version or its new one.
 * A write error puts back the previous versions of the files already renamed
 * (kept as `.previous-<pid>` copies until all are in place), removes the
 * temporary files, and is OUTPUT_WRITE_FAILED.
 */
export function writeFilesAtomically(files: readonly OutputFile[]): void {
  const texts = files.map((f) => ({ file: f.file, text: f.render() }));
  const staged: { temp: string; file: string; previous: string | null }[] = [];
  const renamed: typeof staged = [];
  try {
    for (const { file, text } of texts) {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const temp = `${file}.tmp-${process.pid}`;
      writeFileSync(temp, text);
      staged.push({ temp, file, previous: null });
    }
    for (const entry of staged) {
      if (existsSync(entry.file) && statSync(entry.file).isFile()) {
        entry.previous = `${entry.file}.previous-${process.pid}`;
        copyFileSync(entry.file, entry.previous);
      }
      renameSync(entry.temp, entry.file);
      renamed.push(entry);
    }
    for (const { previous } of staged) if (previous) rmSync(previous, { force: true });
  } catch (e) {
    for (const { file, previous } of renamed) {
      if (previous) renameSync(previous, file);
      else rmSync(file, { force: true });
    }
    for (const { temp, previous } of staged) {
      rmSync(temp, { force: true });
      if (previous) rmSync(previous, { force: true });
    }
    throw new LongballError('OUTPUT_WRITE_FAILED', {
      dir: [...new Set(files.map((f) => path.dirname(f.file)))].join(', '),
      reason: (e as Error).message,
    });
  }
}

export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Reads the archived picks days already in the output folder (the archive outlives each build). */
export async function readHistory(outDir: string): Promise<HistoryDay[]> {
  const dir = path.join(outDir, HISTORY_DIR);
  if (!existsSync(dir)) return [];
  const days: HistoryDay[] = [];
  for (const name of (await readdir(dir)).sort()) {
    if (!/^\d{4}-\d{2}-\d{2}\.json$/.test(name)) continue;
    const file = `${HISTORY_DIR}/${name}`;
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    } catch (e) {
      throw new LongballError('HISTORY_UNREADABLE', { file, dir: outDir, reason: `it is not valid JSON (${(e as Error).message})` });
    }
    const parsed = HISTORY_DAY_SCHEMA.safeParse(json);
    if (!parsed.success) throw new LongballError('HISTORY_UNREADABLE', { file, dir: outDir, reason: 'it does not match its contract' });
    days.push(parsed.data);
  }
  return days;
}

/** The market log the previous build left in the output folder (market/log.json: append-only, it outlives each build); null when there is none. */
export async function readMarketLog(outDir: string): Promise<MarketLog | null> {
  const file = 'market/log.json';
  const target = path.join(outDir, file);
  if (!existsSync(target)) return null;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(target, 'utf8'));
  } catch (e) {
    throw new LongballError('MARKET_LOG_UNREADABLE', { file, dir: outDir, reason: `it is not valid JSON (${(e as Error).message})` });
  }
  const parsed = marketLogSchema.safeParse(json);
  if (!parsed.success) throw new LongballError('MARKET_LOG_UNREADABLE', { file, dir: outDir, reason: 'it does not match its contract' });
  return parsed.data;
}

/**
 * The previous versions of the given output files, each parsed and valid against
 * its contract. A file that is absent, unreadable or off its contract is left out:
 * there is no good version of it to keep.
 */
export async function readPreviousOutputs(outDir: string, files: Iterable<string>): Promise<Map<string, { date: string }>> {
  const out = new Map<string, { date: string }>();
  for (const file of files) {
    const schema = contractFor(file);
    const target = path.join(outDir, file);
    if (schema === undefined || !existsSync(target)) continue;
    try {
      const parsed = schema.safeParse(JSON.parse(await readFile(target, 'utf8')));
      if (parsed.success) out.set(file, parsed.data as { date: string });
    } catch {
      // Not JSON: no good version to keep.
    }
  }
  return out;
}

/**
 * Validates, serialises and writes every file into a staging folder one at a
 * time (so only one file's text is held at once), lets `finalise` add the file
 * that describes the others (the manifest), then replaces outDir in one swap.
 * A file failing its contract, or any write error, removes the staging folder
 * and leaves outDir exactly as it was.
 */
export async function writeGeneratedAtomically(
  outDir: string,
  files: readonly PendingFile[],
  finalise: (reports: OutputReport[]) => PendingFile,
  budgetOf: (file: string) => number = outputBudget,
): Promise<OutputReport[]> {
  const staging = siblingOf(outDir, 'staging', process.pid);
  const previous = siblingOf(outDir, 'previous', process.pid);
  // Synchronous file operations: the build has nothing else to do meanwhile, and
  // each awaited call costs a turn of the event loop. One sink serves every file
  // (each is written and hashed before the next is encoded), so its buffer grows
  // once to the largest file instead of from scratch for each.
  const sink = new Utf8Sink();
  const stage = (f: PendingFile): OutputReport => {
    const bytes = serialise(f.file, f.data, sink);
    const budget = budgetOf(f.file.startsWith(`${HISTORY_DIR}/`) ? HISTORY_DIR : f.file);
    if (bytes.length > budget) throw new LongballError('OUTPUT_TOO_LARGE', { file: f.file, size: formatBytes(bytes.length), budget: formatBytes(budget) });
    const target = path.join(staging, f.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    return { file: f.file, sha256: sha256(bytes), bytes: bytes.length, rows: f.rows };
  };
  try {
    rmSync(staging, { recursive: true, force: true });
    const reports: OutputReport[] = [];
    for (const f of files) reports.push(stage(f));
    reports.sort((a, b) => a.file.localeCompare(b.file));
    const described = stage(finalise(reports));
    await carryOverUnmanaged(outDir, staging, new Set([...reports.map((r) => r.file), described.file]));
    await checkHistoryIndex(staging);
    const hadPrevious = existsSync(outDir);
    if (hadPrevious) renameSync(outDir, previous);
    try {
      renameSync(staging, outDir);
    } catch (e) {
      if (hadPrevious) renameSync(previous, outDir);
      throw e;
    }
    if (hadPrevious) rmSync(previous, { recursive: true, force: true });
    return reports;
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    if (e instanceof LongballError) throw e;
    throw new LongballError('OUTPUT_WRITE_FAILED', { dir: outDir, reason: (e as Error).message });
  }
}

/** Files in the old output that this build does not write (e.g. .gitkeep) are kept as they were. */
async function carryOverUnmanaged(outDir: string, staging: string, written: ReadonlySet<string>): Promise<void> {
  if (!existsSync(outDir)) return;
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(path.join(outDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (!written.has(child)) {
        await mkdir(path.dirname(path.join(staging, child)), { recursive: true });
        await writeFile(path.join(staging, child), await readFile(path.join(outDir, child)));
      }
    }
  };
  await walk('');
}

type Sibling = 'staging' | 'previous';

/** The writer's temporary folders beside outDir: `.<name>.staging-<pid>` (being written) and `.<name>.previous-<pid>` (swapped out). */
function siblingOf(outDir: string, kind: Sibling, pid: number): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}.${kind}-${pid}`);
}

function leftoverSiblings(outDir: string, kind: Sibling): string[] {
  const resolved = path.resolve(outDir);
  const parent = path.dirname(resolved);
  if (!existsSync(parent)) return [];
  const pattern = new RegExp(`^\\.${path.basename(resolved).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.${kind}-\\d+$`);
  // Oldest first, so the last is the newest a killed build left.
  return readdirSync(parent)
    .filter((name) => pattern.test(name))
    .map((name) => path.join(parent, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b));
}

/**
 * Run under the output lock (io/output-lock.ts), before the archive is read: what a
 * killed build left beside outDir is repaired, and each repair is returned as a line
 * for the build's report.
 * - A build killed between its two renames left no outDir and its `previous` folder:
 *   that folder is the last good output and is put back.
 * - A build killed after the swap left a `previous` folder beside a complete outDir: removed.
 * - A build killed while writing left a `staging` folder: removed (it was never published).
 */
export function repairInterruptedWrites(outDir: string): string[] {
  const repairs: string[] = [];
  const previous = leftoverSiblings(outDir, 'previous');
  if (!existsSync(outDir) && previous.length > 0) {
    const restored = previous.at(-1)!;
    renameSync(restored, outDir);
    previous.pop();
    repairs.push(`Restored ${path.resolve(outDir)} from ${path.basename(restored)}: a build was interrupted between its two renames.`);
  }
  for (const dir of previous) {
    rmSync(dir, { recursive: true, force: true });
    repairs.push(`Removed ${path.basename(dir)}: the output a finished swap had replaced (the build was stopped before removing it).`);
  }
  for (const dir of leftoverSiblings(outDir, 'staging')) {
    rmSync(dir, { recursive: true, force: true });
    repairs.push(`Removed ${path.basename(dir)}: the unfinished output of an interrupted build (never published).`);
  }
  return repairs;
}

/**
 * history/index.json lists exactly the archived days in history/ (the days this
 * build wrote and any carried over): a mismatch fails the run before the swap.
 */
async function checkHistoryIndex(staging: string): Promise<void> {
  const indexFile = path.join(staging, HISTORY_DIR, 'index.json');
  if (!existsSync(indexFile)) return;
  const index = JSON.parse(await readFile(indexFile, 'utf8')) as { days: { date: string }[] };
  const listed = index.days.map((d) => d.date).sort();
  const onDisk = readdirSync(path.join(staging, HISTORY_DIR))
    .filter((name) => /^\d{4}-\d{2}-\d{2}\.json$/.test(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  if (listed.join() !== onDisk.join()) {
    throw new LongballError('OUTPUT_INVALID', {
      file: `${HISTORY_DIR}/index.json`,
      reason: `it lists the days ${listed.join(', ') || 'none'} but ${HISTORY_DIR}/ holds ${onDisk.join(', ') || 'none'}`,
    });
  }
}
