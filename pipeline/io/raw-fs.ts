/**
 * Reads a slate's raw inputs from a folder: for each registered input, the
 * first of its file names that exists, hashed and handed to its pure parser.
 * A missing optional input or an unusable file is recorded, never thrown:
 * the build decides what is fatal (only the required lineups are).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLongballError } from '../errors.ts';
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

function loadOne(rawDir: string, def: (typeof INPUTS)[number]): SourceResult<unknown> {
  const base = {
    input: def.id,
    required: def.required,
    rows: [] as unknown[],
    rowsRead: 0,
    rejected: [],
    warnings: [] as string[],
  };
  const file = def.fileNames.find((name) => existsSync(path.join(rawDir, name))) ?? null;
  if (file === null) {
    return { ...base, file: null, status: 'missing', format: null, sha256: null, error: null };
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path.join(rawDir, file));
  } catch (e) {
    return { ...base, file, status: 'unusable', format: null, sha256: null, error: `${file} could not be read: ${(e as Error).message}` };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const parsed = def.parse(file, bytes);
    return { ...base, file, status: 'ok', sha256, error: null, ...parsed };
  } catch (e) {
    if (!isLongballError(e)) throw e;
    return { ...base, file, status: 'unusable', format: null, sha256, error: `${e.message} ${e.hint}` };
  }
}
