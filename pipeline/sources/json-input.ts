/**
 * Reading the JSON inputs: decoding (BOM, Latin-1), parsing with a clear error
 * that names the line, and locating array elements so that a rejected element
 * is reported with its physical line. Locating is lazy: the text is scanned
 * only when a first issue needs a line.
 */
import { LongballError } from '../errors.ts';
import { decodeText, type TextEncoding } from './csv.ts';
import { rejectField, type Field } from './parsed-input.ts';
import { cleanText, readNumber } from './values.ts';

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

interface Frame {
  isArray: boolean;
  path: string;
  index: number;
  key: string;
  expectingKey: boolean;
}

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;

/** Index of the quote closing the string that opens at `start`. */
function closingQuote(text: string, start: number): number {
  let j = text.indexOf('"', start + 1);
  while (j !== -1) {
    let backslashes = 0;
    for (let k = j - 1; text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return j;
    j = text.indexOf('"', j + 1);
  }
  return text.length;
}

/**
 * Maps the path of every array element (in arrays at most `maxDepth` containers
 * deep) and of every top-level property to its start line. One pass; strings are
 * skipped with indexOf, paths are built only for what is recorded or entered.
 */
function scanValueLines(text: string, maxDepth = 4): Map<string, number> {
  const lines = new Map<string, number>();
  const stack: Frame[] = [];
  let line = 1;
  let valueStarted = false;
  /** Called at the first character of a value; returns its path when the value is a container being entered. */
  const startValue = (container: boolean): string => {
    const frame = stack[stack.length - 1];
    if (!frame) return '';
    if (frame.isArray) {
      if (stack.length > maxDepth && !container) return '';
      const path = elementPath(frame.path, frame.index);
      if (stack.length <= maxDepth) lines.set(path, line);
      return path;
    }
    if (stack.length !== 1 && !container) return '';
    const path = propertyPath(frame.path, frame.key);
    if (stack.length === 1) lines.set(path, line);
    return path;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) {
      line++;
      continue;
    }
    if (code === 32 || code === 9 || code === 13) continue;
    const frame = stack[stack.length - 1];
    if (code === QUOTE) {
      const end = closingQuote(text, i);
      if (frame && !frame.isArray && frame.expectingKey) {
        const raw = text.slice(i + 1, end);
        frame.key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        frame.expectingKey = false;
      } else if (!valueStarted) {
        startValue(false);
        valueStarted = true;
      }
      // A valid JSON string holds no raw newline (the text was parsed before it is scanned).
      i = end;
      continue;
    }
    if (code === 123 || code === 91) {
      // { or [
      const path = valueStarted ? '' : startValue(true);
      stack.push({ isArray: code === 91, path, index: 0, key: '', expectingKey: code === 123 });
      valueStarted = false;
      continue;
    }
    if (code === 125 || code === 93) {
      // } or ]
      stack.pop();
      valueStarted = true;
      continue;
    }
    if (code === 44) {
      // ,
      if (frame?.isArray) frame.index++;
      else if (frame) frame.expectingKey = true;
      valueStarted = false;
      continue;
    }
    if (code === 58) {
      // :
      valueStarted = false;
      continue;
    }
    if (!valueStarted) {
      startValue(false);
      valueStarted = true;
    }
  }
  return lines;
}

/** Parses a JSON input. Empty or invalid JSON makes the file unusable (JSON_MALFORMED, with the line). */
export function readJson(file: string, bytes: Uint8Array): JsonDocument {
  const { text, encoding } = decodeText(bytes);
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
  return {
    value,
    encoding,
    lineOf(path: string): number {
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
  const parsed = readNumber(v);
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

/** Requires the document to be an array; otherwise the file is unusable with the spec's wording. */
export function requireArray(file: string, doc: JsonDocument, expected: string): unknown[] {
  if (!Array.isArray(doc.value)) {
    throw new LongballError('JSON_WRONG_SHAPE', {
      file,
      reason: `expected an array, found ${describeJson(doc.value)}`,
      expected,
    });
  }
  return doc.value;
}
