/**
 * Reading the JSON inputs: decoding (BOM, Latin-1), parsing with a clear error
 * that names the line, and locating array elements so that a rejected element
 * is reported with its physical line. Locating is lazy: the text is scanned
 * only when a first issue needs a line.
 */
import { LongballError } from '../errors.ts';
import { assertText, decodeText, parseNumberCell, type TextEncoding } from './csv.ts';
import { rejectField, type Field } from './parsed-input.ts';
import { cleanText, plainDecimal } from './values.ts';

export interface JsonDocument {
  value: unknown;
  encoding: TextEncoding;
  /** 1-based line where the array element or top-level property at `path` starts ("[3]", "[3].players[2]", "quotes[1]", '["ben rice"]'). */
  lineOf(path: string): number;
}

function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The path of a property: `a.b` for identifier keys, `a["ben rice"]` otherwise. */
export function propertyPath(parent: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

export const elementPath = (parent: string, index: number): string => `${parent}[${index}]`;

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;

/**
 * Index of the quote closing the string that opens at `start` (text.length when
 * unterminated). A char loop: the strings of a data file are short, and for them
 * it is several times faster than indexOf.
 */
function closingQuote(text: string, start: number): number {
  for (let j = start + 1; j < text.length; j++) {
    const code = text.charCodeAt(j);
    if (code === QUOTE) return j;
    if (code === BACKSLASH) j++;
  }
  return text.length;
}

/**
 * Maps the path of every array element (in arrays at most `maxDepth` containers
 * deep) and of every top-level property to its start line, except the elements
 * of a top-level array (TopElementLines finds those). One pass over the
 * characters (strings skipped by closingQuote). The open containers are kept in
 * parallel arrays indexed by depth; a container's path, and a key's text, are
 * built only when a recorded path needs them.
 */
function scanValueLines(text: string, maxDepth = 4): Map<string, number> {
  const paths = new Map<string, number>();
  // The container open at depth d (1 = the document's own value).
  const isArray: boolean[] = [];
  const pathCache: (string | undefined)[] = [];
  const indexes: number[] = [];
  const keyStarts: number[] = [];
  const keyEnds: number[] = [];
  const expectingKey: boolean[] = [];
  let depth = 0;
  let line = 1;
  let valueStarted = false;
  const keyAt = (d: number): string => {
    const raw = text.slice(keyStarts[d]! + 1, keyEnds[d]!);
    return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
  };
  /** The path of the container open at depth d, built on first use (the current element or key of each enclosing container). */
  const pathAt = (d: number): string => {
    let path = pathCache[d];
    if (path === undefined) {
      const parent = d - 1;
      path = isArray[parent] ? elementPath(pathAt(parent), indexes[parent]!) : propertyPath(pathAt(parent), keyAt(parent));
      pathCache[d] = path;
    }
    return path;
  };
  /** Records the value starting now in the container at `depth` (an array element below the top level, or a top-level property). */
  const recordValue = (): void => {
    if (!isArray[depth]) paths.set(propertyPath('', keyAt(1)), line);
    else if (depth > 1) paths.set(elementPath(pathAt(depth), indexes[depth]!), line);
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) {
      line++;
      continue;
    }
    if (code === 32 || code === 9 || code === 13) continue;
    if (code === QUOTE) {
      const end = closingQuote(text, i);
      if (depth > 0 && expectingKey[depth]) {
        keyStarts[depth] = i;
        keyEnds[depth] = end;
        expectingKey[depth] = false;
      } else if (!valueStarted) {
        if (isArray[depth] ? depth <= maxDepth : depth === 1) recordValue();
        valueStarted = true;
      }
      // A valid JSON string holds no raw newline (the text was parsed before it is scanned).
      i = end;
      continue;
    }
    if (code === 123 || code === 91) {
      // { or [
      if (!valueStarted && (isArray[depth] ? depth <= maxDepth : depth === 1)) recordValue();
      depth++;
      isArray[depth] = code === 91;
      pathCache[depth] = depth === 1 ? '' : undefined;
      indexes[depth] = 0;
      expectingKey[depth] = code === 123;
      valueStarted = false;
      continue;
    }
    if (code === 125 || code === 93) {
      // } or ]
      if (depth > 0) depth--;
      valueStarted = true;
      continue;
    }
    if (code === 44) {
      // ,
      if (depth > 0) {
        if (isArray[depth]) indexes[depth]!++;
        else expectingKey[depth] = true;
      }
      valueStarted = false;
      continue;
    }
    if (code === 58) {
      // :
      valueStarted = false;
      continue;
    }
    if (!valueStarted) {
      if (isArray[depth] ? depth <= maxDepth : depth === 1) recordValue();
      valueStarted = true;
    }
  }
  return paths;
}

const TOP_ELEMENT_PATH = /^\[(\d+)\]$/;

/**
 * Start lines of the elements of a top-level array, by a scan that stops at the
 * element asked for and resumes there on the next question: a file of tens of
 * thousands of rows with a few bad ones is read only as far as its last bad row,
 * and only depth, strings and line ends are followed. The same lines as
 * scanValueLines' topElements (none when the document is not an array).
 */
class TopElementLines {
  private readonly lines: number[] = [];
  private pos = 0;
  private line = 1;
  /** Containers open at `pos`; 1 = inside the top-level array. */
  private depth = 0;
  /** Whether the element at depth 1 has started (its line is recorded). */
  private valueStarted = false;

  constructor(private readonly text: string) {}

  lineOf(index: number): number {
    const { text, lines } = this;
    let { pos, line, depth, valueStarted } = this;
    while (lines.length <= index && pos < text.length) {
      const code = text.charCodeAt(pos);
      if (code === NEWLINE) line++;
      else if (code === 32 || code === 9 || code === 13) {
        // white space
      } else if (depth === 0) {
        // The document's own value: only an array has elements.
        if (code !== 91) {
          pos = text.length;
          break;
        }
        depth = 1;
      } else if (code === 123 || code === 91) {
        if (depth === 1 && !valueStarted) lines.push(line);
        depth++;
      } else if (code === 125 || code === 93) {
        depth--;
        valueStarted = true;
        if (depth === 0) {
          pos = text.length;
          break;
        }
      } else if (code === 44) {
        if (depth === 1) valueStarted = false;
      } else {
        if (depth === 1 && !valueStarted) {
          lines.push(line);
          valueStarted = true;
        }
        // A valid JSON string holds no raw newline (the text was parsed before it is scanned).
        if (code === QUOTE) pos = closingQuote(text, pos);
      }
      pos++;
    }
    this.pos = pos;
    this.line = line;
    this.depth = depth;
    this.valueStarted = valueStarted;
    return lines[index] ?? 0;
  }
}

/** Parses a JSON input. Empty or invalid JSON makes the file unusable (JSON_MALFORMED, with the line). */
export function readJson(file: string, bytes: Uint8Array): JsonDocument {
  assertText(file, bytes);
  const { text, encoding, badLines } = decodeText(bytes);
  if (encoding === 'utf-8-mixed') {
    // A JSON document is one value: a line in another encoding cannot be set aside as a row.
    const first = [...badLines].slice(0, 5).join(', ');
    throw new LongballError('INPUT_NOT_TEXT', {
      file,
      reason: `mixed encodings: the file is UTF-8 but line${badLines.size === 1 ? '' : 's'} ${first}${badLines.size > 5 ? ', ...' : ''} ${badLines.size === 1 ? 'is' : 'are'} not`,
    });
  }
  if (text.trim() === '') throw new LongballError('JSON_MALFORMED', { file, reason: 'the file is empty' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const position = /at position (\d+)/.exec(message);
    let reason = message;
    if (/unexpected end of json input/i.test(message)) {
      reason = `the text ends unexpectedly at line ${lineAtOffset(text, text.length)} (the file is truncated)`;
    } else if (position && !/\(line \d+/.test(message)) {
      reason = `${message} (line ${lineAtOffset(text, Number(position[1]))})`;
    }
    if (position && Number(position[1]) >= text.trimEnd().length - 1 && !/truncated/.test(reason)) {
      reason += '; the text ends there (the file is probably truncated)';
    }
    throw new LongballError('JSON_MALFORMED', { file, reason });
  }
  let lines: Map<string, number> | null = null;
  let topLines: TopElementLines | null = null;
  return {
    value,
    encoding,
    lineOf(path: string): number {
      const top = TOP_ELEMENT_PATH.exec(path);
      if (top) return (topLines ??= new TopElementLines(text)).lineOf(Number(top[1]));
      lines ??= scanValueLines(text);
      return lines.get(path) ?? 0;
    },
  };
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Describes a JSON value for messages: "an object", "a string", ... */
export function describeJson(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

/** The first of several accepted property names present on an object. */
export function pick(obj: Record<string, unknown>, names: readonly string[]): { name: string; value: unknown } {
  for (const name of names) if (name in obj) return { name, value: obj[name] };
  return { name: names[0] ?? '', value: undefined };
}

/** Text from a string or number field; null for absent and empty-like values. */
export function jsonText(v: unknown, field: Field): string | null {
  if (typeof v === 'string') {
    const text = cleanText(v);
    return text === '' ? null : text;
  }
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') rejectField(field, `expected text, found ${describeJson(v)}`);
  const text = cleanText(v);
  return text === '' ? null : text;
}

/** A number from a number or numeric string (".313", "+350"); null for absent and empty-like values. */
export function jsonNumber(v: unknown, field: Field): number | null {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) rejectField(field, `${v} is not a finite number`);
    return v;
  }
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') rejectField(field, `expected a number, found ${describeJson(v)}`);
  const plain = plainDecimal(v);
  if (plain !== undefined) return plain;
  const parsed = parseNumberCell(v);
  if (!parsed.ok) rejectField(field, parsed.reason);
  return parsed.value;
}

/** A non-negative whole number (plate appearances, pitches). */
export function jsonCount(v: unknown, field: Field): number | null {
  const value = jsonNumber(v, field);
  if (value === null) return null;
  if (value < 0) rejectField(field, `${JSON.stringify(v)} is negative`);
  if (!Number.isInteger(value)) rejectField(field, `${JSON.stringify(v)} is not a whole number`);
  return value;
}

export function jsonId(v: unknown, field: Field): number | null {
  const value = jsonNumber(v, field);
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value <= 0) rejectField(field, `${JSON.stringify(v)} is not a player id`);
  return value;
}

/** true/false, "true"/"false", "yes"/"no", 1/0; absent is false. */
export function jsonBoolean(v: unknown, field: Field): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const text = v.trim().toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(text)) return true;
    if (['false', 'no', 'n', '0', ''].includes(text)) return false;
  }
  return rejectField(field, `${JSON.stringify(v)} is not true or false`);
}
