/**
 * The byte layout of every generated file: deterministic, readable JSON. The
 * pipeline's writer encodes with it, the site's /data/ endpoints re-encode with it,
 * and the browser's sliced reader (src/lib/json-slices.ts) relies on its line
 * structure. Pure: it uses only web-standard globals (TextEncoder, TextDecoder), so the
 * browser can run it too.
 */
/**
 * A container nested two or more levels deep is written on one line when its
 * compact form is at most this long; a longer one (a team with its lineup) is
 * broken into one member per line, by the same rule one level down.
 */
const INLINE_LIMIT = 1000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Deterministic, readable JSON that stays cheap for files of tens of thousands of
 * rows: the top-level object and its containers have one member per line (so a
 * rows array has one compact row object per line), deeper containers are compact
 * unless longer than INLINE_LIMIT. Values are exactly JSON.stringify's.
 */
export function formatJson(value: unknown): string {
  return decoder.decode(encodeJson(value));
}

/** formatJson's text as UTF-8 bytes, encoded piece by piece into one growing buffer. */
export function encodeJson(value: unknown): Uint8Array {
  return encodeInto(new Utf8Sink(), value);
}

/** encodeJson into `sink`, emptied first; the bytes returned are the sink's own, valid until its next use. */
export function encodeInto(sink: Utf8Sink, value: unknown): Uint8Array {
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
    if (!Object.hasOwn(record, key)) continue;
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

/** Text gathered before it is encoded: a few kilobytes, so a row's many small pieces cost one encoding call. */
const PENDING_CHARS = 4096;

/**
 * Appends text as UTF-8 to one buffer that doubles when full. The pieces are gathered
 * into chunks of about PENDING_CHARS characters and each chunk is encoded at once:
 * encoding every small piece (a key, a number) costs a call each, while one joined
 * text of the whole file would turn two-byte as a whole for one "Ł" in a name and
 * cost a flattening copy; a chunk's "Ł" turns only that chunk two-byte.
 */
export class Utf8Sink {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;
  private pending = '';

  append(text: string): void {
    this.pending += text;
    if (this.pending.length >= PENDING_CHARS) this.flush();
  }

  private flush(): void {
    const text = this.pending;
    if (text === '') return;
    this.pending = '';
    const worstCase = this.length + text.length * 3;
    if (worstCase > this.buffer.length) {
      const grown = new Uint8Array(Math.max(worstCase, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.length += encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
  }

  bytes(): Uint8Array {
    this.flush();
    return this.buffer.subarray(0, this.length);
  }

  /** Empties the sink, keeping its buffer for the next text. */
  clear(): void {
    this.length = 0;
    this.pending = '';
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
