/**
 * The one writer of generated/. Every file is validated against its contract,
 * serialised deterministically (keys in contract order, rows as the builders
 * sorted them, 2-space indent, trailing newline), written into a temporary
 * sibling folder, and only then swapped in. A failed run never touches the
 * previous output.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';
import { GENERATED_FILES, HISTORY_DAY_SCHEMA, type HistoryDay, type OutputReport } from '../contracts/index.ts';
import { LongballError } from '../errors.ts';

export const HISTORY_DIR = 'history';

export interface PendingFile {
  /** Path relative to the output folder, e.g. "picks.json" or "history/2026-08-21.json". */
  file: string;
  data: unknown;
  /** Row count reported in the manifest. */
  rows: number;
}

export function schemaFor(file: string): ZodType {
  if (file in GENERATED_FILES) return GENERATED_FILES[file as keyof typeof GENERATED_FILES];
  if (new RegExp(`^${HISTORY_DIR}/\\d{4}-\\d{2}-\\d{2}\\.json$`).test(file)) return HISTORY_DAY_SCHEMA;
  throw new LongballError('OUTPUT_INVALID', { file, reason: 'no contract is declared for this file name' });
}

/** Validates against the contract and returns the canonical bytes. */
export function serialise(file: string, data: unknown): string {
  const result = schemaFor(file).safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new LongballError('OUTPUT_INVALID', {
      file,
      reason: `${where}: ${issue?.message ?? 'invalid'}${result.error.issues.length > 1 ? ` (+${result.error.issues.length - 1} more)` : ''}`,
    });
  }
  return `${JSON.stringify(result.data, null, 2)}\n`;
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
    const text = await readFile(path.join(dir, name), 'utf8');
    const parsed = HISTORY_DAY_SCHEMA.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new LongballError('OUTPUT_INVALID', { file: `${HISTORY_DIR}/${name}`, reason: 'the archived file does not match its contract' });
    }
    days.push(parsed.data);
  }
  return days;
}

/**
 * Serialises every file (throwing before anything is written if one fails its
 * contract), lets `finalise` add files that describe the others (the manifest),
 * then replaces outDir in one swap.
 */
export async function writeGeneratedAtomically(
  outDir: string,
  files: readonly PendingFile[],
  finalise: (reports: OutputReport[]) => PendingFile,
): Promise<OutputReport[]> {
  const serialised = files.map((f) => ({ file: f.file, text: serialise(f.file, f.data), rows: f.rows }));
  const reports: OutputReport[] = serialised
    .map((s) => ({ file: s.file, sha256: sha256(s.text), bytes: Buffer.byteLength(s.text), rows: s.rows }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const last = finalise(reports);
  serialised.push({ file: last.file, text: serialise(last.file, last.data), rows: last.rows });

  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(path.resolve(outDir));
  const staging = path.join(parent, `.${base}.staging-${process.pid}`);
  const previous = path.join(parent, `.${base}.previous-${process.pid}`);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    for (const s of serialised) {
      const target = path.join(staging, s.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, s.text);
    }
    await carryOverUnmanaged(outDir, staging, new Set(serialised.map((s) => s.file)));
    const hadPrevious = existsSync(outDir);
    if (hadPrevious) await rename(outDir, previous);
    try {
      await rename(staging, outDir);
    } catch (e) {
      if (hadPrevious) await rename(previous, outDir);
      throw e;
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    if (e instanceof LongballError) throw e;
    throw new LongballError('OUTPUT_WRITE_FAILED', { dir: outDir, reason: (e as Error).message });
  }
  return reports;
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
