/**
 * The one writer of generated/. Every file is validated against its contract,
 * serialised deterministically (keys in contract order, rows as the builders
 * sorted them, the layout of formatJson, trailing newline), written into a
 * temporary sibling folder, and only then swapped in. A failed run never
 * touches the previous output.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z, type ZodType } from 'zod';
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

/**
 * A container nested two or more levels deep is written on one line when its
 * compact form is at most this long; a longer one (a team with its lineup) is
 * broken into one member per line, by the same rule one level down.
 */
const INLINE_LIMIT = 1000;

/**
 * Deterministic, readable JSON that stays cheap for files of tens of thousands of
 * rows: the top-level object and its containers have one member per line (so a
 * rows array has one compact row object per line), deeper containers are compact
 * unless longer than INLINE_LIMIT. Values are exactly JSON.stringify's.
 */
export function formatJson(value: unknown): string {
  return `${layout(value, '', 0) ?? 'null'}\n`;
}

/**
 * One value's text at `depth` (0 = the document), or undefined where JSON.stringify
 * omits it. Members are appended with += (a rope), which is faster than join here.
 */
function layout(value: unknown, indent: string, depth: number): string | undefined {
  if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.stringify(value);
  }
  if (depth >= 2) {
    const inline = JSON.stringify(value);
    if (inline.length <= INLINE_LIMIT) return inline;
  }
  const inner = `${indent}  `;
  let text = '';
  let separator = '\n';
  if (Array.isArray(value)) {
    for (const item of value) {
      text += `${separator}${inner}${layout(item, inner, depth + 1) ?? 'null'}`;
      separator = ',\n';
    }
    return text === '' ? '[]' : `[${text}\n${indent}]`;
  }
  for (const key of Object.keys(value)) {
    const item = layout((value as Record<string, unknown>)[key], inner, depth + 1);
    if (item === undefined) continue;
    text += `${separator}${inner}${JSON.stringify(key)}: ${item}`;
    separator = ',\n';
  }
  return text === '' ? '{}' : `{${text}\n${indent}}`;
}

/**
 * Each contract compiled once per process (z.compile): the same checks, the same
 * output and, on failure, the same issues (a failing value is handed to the
 * runtime parser), many times faster on files of tens of thousands of rows. A
 * schema the compiler cannot model is returned unchanged and keeps the runtime parser.
 */
const compiledSchemas = new Map<ZodType, ZodType>();

function compiledSchemaFor(file: string): ZodType {
  const schema = schemaFor(file);
  let compiled = compiledSchemas.get(schema);
  if (compiled === undefined) {
    compiled = z.compile(schema);
    compiledSchemas.set(schema, compiled);
  }
  return compiled;
}

/** Validates against the contract (once) and returns the canonical text. */
export function serialise(file: string, data: unknown): string {
  const result = compiledSchemaFor(file).safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new LongballError('OUTPUT_INVALID', {
      file,
      reason: `${where}: ${issue?.message ?? 'invalid'}${result.error.issues.length > 1 ? ` (+${result.error.issues.length - 1} more)` : ''}`,
    });
  }
  return formatJson(result.data);
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
  const encode = (f: PendingFile) => ({ file: f.file, bytes: Buffer.from(serialise(f.file, f.data)), rows: f.rows });
  const serialised = files.map(encode);
  const reports: OutputReport[] = serialised
    .map((s) => ({ file: s.file, sha256: sha256(s.bytes), bytes: s.bytes.length, rows: s.rows }))
    .sort((a, b) => a.file.localeCompare(b.file));
  serialised.push(encode(finalise(reports)));

  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(path.resolve(outDir));
  const staging = path.join(parent, `.${base}.staging-${process.pid}`);
  const previous = path.join(parent, `.${base}.previous-${process.pid}`);
  try {
    await rm(staging, { recursive: true, force: true });
    const folders = [...new Set(serialised.map((s) => path.dirname(path.join(staging, s.file))))].sort();
    for (const folder of folders) await mkdir(folder, { recursive: true });
    await Promise.all(serialised.map((s) => writeFile(path.join(staging, s.file), s.bytes)));
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
