/**
 * Reads a slate's raw inputs from a folder: for each registered input, the
 * first of its file names that exists, hashed and handed to its pure parser.
 * A missing optional input or an unusable file is recorded, never thrown:
 * the build decides what is fatal (only the required lineups are). An input
 * over its size limit (limits.ts) stops the build. Only regular files inside
 * the folder are read: a link leading outside it, a directory or a device is
 * refused unread. No report carries a piece of a raw file (reportedError).
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLongballError, LongballError } from '../errors.ts';
import { formatBytes, INPUT_LIMITS } from '../sources/limits.ts';
import type { Dataset } from '../../domain/contracts/index.ts';
import { DEMO_MARKER_FILE } from '../inputs/dataset.ts';
import type { InputId, InputRows } from '../inputs/ids.ts';
import { INPUTS } from '../sources/index.ts';
import type { SourceResult } from '../inputs/rows.ts';

export type LoadedInputs = { [K in InputId]: SourceResult<InputRows[K][number]> };

export interface LoadTiming {
  input: InputId;
  ms: number;
}

/**
 * One input at a time, read synchronously: each file's bytes are garbage once its
 * parser returns, so the process never holds every raw file at once, and a batch
 * job has nothing to do while a local file is read (a turn of the event loop per
 * file only adds idle time).
 */
export async function loadRawInputs(rawDir: string): Promise<{ inputs: LoadedInputs; timings: LoadTiming[] }> {
  const timings: LoadTiming[] = [];
  const entries: [InputId, SourceResult<unknown>][] = [];
  for (const def of INPUTS) {
    const started = performance.now();
    entries.push([def.id, loadOne(rawDir, def)]);
    timings.push({ input: def.id, ms: performance.now() - started });
  }
  timings.sort((a, b) => a.input.localeCompare(b.input));
  return { inputs: Object.fromEntries(entries) as LoadedInputs, timings };
}

/** Larger than any marker the generator writes: a bigger file is not its marker. */
const MARKER_MAX_BYTES = 4096;

/**
 * 'demo' when the folder holds the sample generator's marker (a small regular file
 * whose JSON says `"dataset": "demo"`), else 'real'.
 */
export function readDataset(rawDir: string): Dataset {
  const file = path.join(rawDir, DEMO_MARKER_FILE);
  try {
    const stat = lstatSync(file);
    if (!stat.isFile() || stat.size > MARKER_MAX_BYTES) return 'real';
    const marker: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof marker === 'object' && marker !== null && (marker as { dataset?: unknown }).dataset === 'demo' ? 'demo' : 'real';
  } catch {
    return 'real';
  }
}

/** The first of the input's file names present in the folder (a dangling link counts: it is refused, not missing). */
function findFile(rawDir: string, def: (typeof INPUTS)[number]): string | null {
  for (const name of def.fileNames) {
    try {
      lstatSync(path.join(rawDir, name));
      return name;
    } catch {
      // not there: try the next name
    }
  }
  return null;
}

const isInside = (root: string, target: string): boolean => target.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);

/** Why a found input may not be read (never opened: a device or a pipe could block or never end), with its size when it may. */
function inspect(rawDir: string, file: string): { refused: string } | { size: number } {
  const full = path.join(rawDir, file);
  let stat = lstatSync(full);
  if (stat.isSymbolicLink()) {
    let target: string;
    try {
      target = realpathSync(full);
    } catch {
      return { refused: 'it is a symbolic link to nothing' };
    }
    if (!isInside(realpathSync(rawDir), target)) return { refused: 'it is a symbolic link leading outside the raw folder' };
    stat = statSync(target);
  }
  if (stat.isDirectory()) return { refused: 'it is a directory, not a file' };
  if (!stat.isFile()) return { refused: 'it is a device, socket or pipe, not a regular file' };
  return { size: stat.size };
}

/** Catalogue codes whose message may quote the file's own text (a parser's excerpt, a key): quoted text is elided from the report. */
const QUOTES_RAW_TEXT: ReadonlySet<string> = new Set(['CSV_MALFORMED', 'JSON_MALFORMED', 'JSON_WRONG_SHAPE']);

/** The error as reports and the public manifest carry it: never a piece of the raw file. */
export function reportedError(e: LongballError): string {
  const message = QUOTES_RAW_TEXT.has(e.code) ? e.message.replace(/"[^"]*"|'[^']*'/g, '"…"') : e.message;
  return `${message} ${e.hint}`;
}

function loadOne(rawDir: string, def: (typeof INPUTS)[number]): SourceResult<unknown> {
  const base = {
    input: def.id,
    required: def.required,
    rows: [] as unknown[],
    rowsRead: 0,
    rejected: [],
    warnings: [] as string[],
  };
  const file = findFile(rawDir, def);
  if (file === null) {
    return { ...base, file: null, status: 'missing', format: null, sha256: null, error: null };
  }
  const unusable = (error: LongballError, sha256: string | null = null): SourceResult<unknown> => ({
    ...base,
    file,
    status: 'unusable',
    format: null,
    sha256,
    error: reportedError(error),
  });
  const found = inspect(rawDir, file);
  if ('refused' in found) return unusable(new LongballError('INPUT_NOT_REGULAR_FILE', { file, reason: found.refused }));
  const limit = INPUT_LIMITS[def.id];
  if (found.size > limit.bytes) {
    throw new LongballError('INPUT_TOO_LARGE', { file, input: def.id, size: formatBytes(found.size), limit: formatBytes(limit.bytes) });
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path.join(rawDir, file));
  } catch (e) {
    return {
      ...base,
      file,
      status: 'unusable',
      format: null,
      sha256: null,
      error: `${file} could not be read: ${(e as NodeJS.ErrnoException).code ?? 'error'}`,
    };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const parsed = def.parse(file, bytes);
    if (parsed.rowsRead > limit.rows) {
      throw new LongballError('INPUT_TOO_LARGE', { file, input: def.id, size: `${parsed.rowsRead} rows`, limit: `${limit.rows} rows` });
    }
    return { ...base, file, status: 'ok', sha256, error: null, ...parsed };
  } catch (e) {
    if (!isLongballError(e) || e.code === 'INPUT_TOO_LARGE') throw e;
    return unusable(e, sha256);
  }
}
