/**
 * The one writer of generated/. Every file is validated against its contract,
 * serialised deterministically (keys in contract order, rows as the builders
 * sorted them, the layout of formatJson, trailing newline), written into a
 * temporary sibling folder, and only then swapped in. A failed run never
 * touches the previous output.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
  return encodeJson(value).toString('utf8');
}

/** formatJson's text as UTF-8 bytes, encoded piece by piece into one growing buffer. */
export function encodeJson(value: unknown): Buffer {
  return encodeInto(new Utf8Sink(), value);
}

/** encodeJson into `sink`, emptied first; the bytes returned are the sink's own, valid until its next use. */
function encodeInto(sink: Utf8Sink, value: unknown): Buffer {
  sink.clear();
  if (!writeValue(sink, value, '', 0, [])) sink.append('null');
  sink.append('\n');
  return sink.bytes();
}

/**
 * A lower bound of JSON.stringify(value).length, summed only until it passes
 * `limit`: every string and key counted without escapes, every number as one
 * digit, a value with toJSON and a member JSON.stringify leaves out as nothing.
 */
function compactLengthBound(value: unknown, limit: number): number {
  if (value === null) return 4;
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number') return 1;
  if (typeof value === 'boolean') return 4;
  if (typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') return 0;
  // The closing bracket, then per member its separator (the opening bracket for the first).
  let total = 1;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && total <= limit; i++) total += 1 + compactLengthBound(value[i], limit - total);
    return total;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (total > limit) break;
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const member = record[key];
    if (omitted(member) || (member !== null && typeof (member as { toJSON?: unknown }).toJSON === 'function')) continue;
    total += key.length + 4 + compactLengthBound(member, limit - total);
  }
  return total;
}

/**
 * Depths down to which a container is measured by compactLengthBound before it
 * is stringified; only a cyclic value reaches further, and JSON.stringify then
 * throws for it as it would have at the top.
 */
const MAX_BOUND_DEPTH = 64;

/**
 * Appends text as UTF-8 to one buffer that doubles when full. Encoding each row as
 * it is laid out keeps every piece a short one-byte string: a single joined text
 * would turn two-byte as a whole for one "Ł" in a name, and cost a flattening copy.
 */
export class Utf8Sink {
  private buffer = Buffer.allocUnsafe(1 << 16);
  private length = 0;

  append(text: string): void {
    const worstCase = this.length + text.length * 3;
    if (worstCase > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(worstCase, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(text, this.length);
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** Empties the sink, keeping its buffer for the next text. */
  clear(): void {
    this.length = 0;
  }
}

/** A member JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * Writes one value at `depth` (0 = the document); false when JSON.stringify would
 * omit it (nothing is written then). `brokenAt[depth]` says a container at that
 * depth has been too long to inline: the next ones there (the next team of a
 * matchups file) are first measured by compactLengthBound, so one that is surely
 * too long is not stringified whole only to be broken into lines; which
 * containers are inlined stays exactly JSON.stringify's length rule.
 */
function writeValue(sink: Utf8Sink, value: unknown, indent: string, depth: number, brokenAt: boolean[]): boolean {
  if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return false;
    sink.append(text);
    return true;
  }
  if (depth >= 2) {
    const surelyTooLong = brokenAt[depth] === true && depth < MAX_BOUND_DEPTH && compactLengthBound(value, INLINE_LIMIT) > INLINE_LIMIT;
    if (!surelyTooLong) {
      const inline = JSON.stringify(value);
      if (inline.length <= INLINE_LIMIT) {
        sink.append(inline);
        return true;
      }
    }
    brokenAt[depth] = true;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      sink.append('[]');
      return true;
    }
    for (let i = 0; i < value.length; i++) {
      sink.append(i === 0 ? `[\n${inner}` : `,\n${inner}`);
      if (!writeValue(sink, value[i], inner, depth + 1, brokenAt)) sink.append('null');
    }
    sink.append(`\n${indent}]`);
    return true;
  }
  const record = value as Record<string, unknown>;
  let written = 0;
  for (const key of Object.keys(record)) {
    const member = record[key];
    if (omitted(member)) continue;
    const prefix = `${written === 0 ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
    if (member === null || typeof member !== 'object' || typeof (member as { toJSON?: unknown }).toJSON === 'function') {
      const text = JSON.stringify(member) as string | undefined;
      if (text === undefined) continue;
      sink.append(prefix + text);
    } else {
      sink.append(prefix);
      writeValue(sink, member, inner, depth + 1, brokenAt);
    }
    written++;
  }
  sink.append(written === 0 ? '{}' : `\n${indent}}`);
  return true;
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

/**
 * Validates against the contract (once) and returns the canonical text as UTF-8
 * bytes. Given a sink, the bytes are written into it and valid until its next use.
 */
export function serialise(file: string, data: unknown, sink: Utf8Sink = new Utf8Sink()): Buffer {
  const result = compiledSchemaFor(file).safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new LongballError('OUTPUT_INVALID', {
      file,
      reason: `${where}: ${issue?.message ?? 'invalid'}${result.error.issues.length > 1 ? ` (+${result.error.issues.length - 1} more)` : ''}`,
    });
  }
  return encodeInto(sink, result.data);
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
): Promise<OutputReport[]> {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(path.resolve(outDir));
  const staging = path.join(parent, `.${base}.staging-${process.pid}`);
  const previous = path.join(parent, `.${base}.previous-${process.pid}`);
  // Synchronous file operations: the build has nothing else to do meanwhile, and
  // each awaited call costs a turn of the event loop. One sink serves every file
  // (each is written and hashed before the next is encoded), so its buffer grows
  // once to the largest file instead of from scratch for each.
  const sink = new Utf8Sink();
  const stage = (f: PendingFile): OutputReport => {
    const bytes = serialise(f.file, f.data, sink);
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
