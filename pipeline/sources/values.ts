/**
 * Validating single values, shared by the CSV and JSON adapters. Each parser
 * takes the raw text of one cell or field and either returns the clean value or
 * rejects the row with a reason that names the field and quotes the value.
 * Empty-like text ("", "null", "NA", "-") is "no value" everywhere.
 */
import { memoised } from './memo.ts';
import { isMultiTeamMarker, normaliseTeam } from '../../domain/teams.ts';
import { displayName, isEmptyCell, parseNumberCell } from './csv.ts';
import { rejectField, type Field } from './parsed-input.ts';

/** Whether a UTF-16 unit is white space as RegExp \s (and String.prototype.trim) define it. */
function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * Whether cleanText would return the text unchanged: not empty-like (every
 * empty-like value is at most 4 characters and starts with "n", "N" or "-"), no
 * white space at either end, no tab or line break, no run of spaces. One pass
 * without regular expressions, for the many cells that are already clean.
 */
function isCleanText(text: string): boolean {
  const n = text.length;
  if (n === 0 || isSpaceCode(text.charCodeAt(0)) || isSpaceCode(text.charCodeAt(n - 1))) return false;
  if (n <= 4) {
    const c = text.charCodeAt(0);
    if (c === 110 || c === 78 || c === 45) return false;
  }
  let previousSpace = false;
  for (let i = 1; i < n - 1; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c < 0x80) {
      previousSpace = false;
      continue;
    }
    if (c === 9 || c === 10 || c === 13) return false;
    const space = isSpaceCode(c);
    if (space && previousSpace) return false;
    previousSpace = space;
  }
  return true;
}

/** Trimmed text with runs of spaces collapsed; "" for empty-like cells. */
export function cleanText(raw: string | undefined): string {
  if (raw === undefined) return '';
  if (isCleanText(raw)) return raw;
  const text = raw.trim();
  if (text.length <= 4 && isEmptyCell(text)) return '';
  return /\s\s|[\t\n\r]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/** normaliseTeam memoised: a file repeats the same few team spellings thousands of times. */
const teamCode = memoised(normaliseTeam, 10_000);

/** A player's display name ("Last, First" is turned around); empty rejects the row. */
export function requireName(raw: string | undefined, field: Field): string {
  const text = cleanText(raw);
  if (text === '') rejectField(field, 'empty name');
  return text.includes(',') ? displayName(text) : text;
}

/** 10^0 .. 10^17, each exactly representable as a double. */
const POWERS_OF_TEN = Array.from({ length: 18 }, (_, i) => 10 ** i);

/** Digits up to which a decimal significand is a whole number below 2^53, so it is held exactly. */
const EXACT_DIGITS = 15;

/**
 * The value of a plain decimal ("12", "-0.4", ".324"), which is nearly every cell
 * of every export; undefined for any other text, which parseNumberCell (csv.ts)
 * then reads with its full rules. Allocates nothing. The value is Number(raw)'s:
 * with at most EXACT_DIGITS digits the significand and the power of ten are both
 * exact doubles, and one IEEE division of exact operands is correctly rounded,
 * as Number() is (Clinger's fast path); longer text goes to Number() itself.
 */
export function plainDecimal(raw: string): number | undefined {
  const n = raw.length;
  if (n === 0 || n >= 18) return undefined;
  const negative = raw.charCodeAt(0) === 45;
  let digits = 0;
  let significand = 0;
  /** Digits after the point; -1 before a point is seen. */
  let decimals = -1;
  for (let i = negative ? 1 : 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits++;
      significand = significand * 10 + (c - 48);
      if (decimals >= 0) decimals++;
    } else if (c === 46 && decimals < 0) decimals = 0;
    else return undefined;
  }
  if (digits === 0) return undefined;
  if (digits > EXACT_DIGITS) return Number(raw);
  const value = decimals > 0 ? significand / POWERS_OF_TEN[decimals]! : significand;
  return negative ? -value : value;
}

/** parseNumberCell (csv.ts) with plainDecimal as its fast path. */
export function readNumber(raw: string | undefined): ReturnType<typeof parseNumberCell> {
  const plain = raw === undefined ? undefined : plainDecimal(raw);
  return plain === undefined ? parseNumberCell(raw) : { ok: true, value: plain };
}

export function parseNumber(raw: string | undefined, field: Field): number | null {
  const plain = raw === undefined ? undefined : plainDecimal(raw);
  if (plain !== undefined) return plain;
  const parsed = parseNumberCell(raw);
  if (!parsed.ok) rejectField(field, parsed.reason);
  return parsed.value;
}

/** Counts (HR, AB, pitches...): non-negative; whole numbers unless `integer` is false (projections carry fractional counts). */
export function parseCount(raw: string | undefined, field: Field, integer = true): number | null {
  const value = parseNumber(raw, field);
  if (value === null) return null;
  if (value < 0) rejectField(field, `"${cleanText(raw)}" is negative`);
  if (integer && !Number.isInteger(value)) rejectField(field, `"${cleanText(raw)}" is not a whole number`);
  return value;
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** MLBAM and other numeric player ids: positive whole numbers ("592450", "592450.0"). */
export function parseId(raw: string | undefined, field: Field): number | null {
  if (raw !== undefined && raw.length > 0 && raw.length <= 15 && isDigits(raw)) {
    const value = Number(raw);
    if (value > 0) return value;
  }
  const text = cleanText(raw);
  if (text === '') return null;
  const value = Number(text);
  if (!/^\d+(\.0+)?$/.test(text) || !Number.isSafeInteger(value) || value <= 0) {
    rejectField(field, `"${text}" is not a player id`);
  }
  return value;
}

/**
 * A game id (MLB gamePk) as the text every output keys games by: a positive whole number,
 * also when a spreadsheet or pandas re-saved it as a float ("824542.0" is game 824542);
 * any other value rejects the row naming the field. Empty-like text is no id (null).
 * The one rule for every adapter that reads a game id (home runs, lineups, schedule,
 * game results, odds); `what` names another whole-number id read by it (an at-bat number).
 */
export function parseGameId(raw: unknown, field: Field, what = 'a game id (gamePk)'): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number') {
    if (Number.isSafeInteger(raw) && raw > 0) return String(raw);
    return rejectField(field, `${raw} is not ${what}`);
  }
  if (typeof raw !== 'string') return rejectField(field, `${JSON.stringify(raw)} is not ${what}`);
  const text = cleanText(raw);
  if (text === '') return null;
  const whole = /^0*(\d{1,15})(?:\.0+)?$/.exec(text);
  if (!whole || Number(whole[1]) <= 0) rejectField(field, `"${text}" is not ${what}`);
  return String(Number(whole[1]));
}

export interface TeamCell {
  team: string | null;
  teamRaw: string | null;
}

/**
 * A team cell in a stat table: empty gives no team; a multi-team marker ("- - -",
 * "2 Tms", "TOT") gives team null with the marker kept; an unknown code rejects the row.
 */
export function parseOptionalTeam(raw: string | undefined, field: Field): TeamCell {
  const text = cleanText(raw);
  if (text === '') return { team: null, teamRaw: null };
  if (isMultiTeamMarker(text)) return { team: null, teamRaw: text };
  const team = teamCode(text);
  if (team === null) rejectField(field, `unknown team code "${text}"`);
  return { team, teamRaw: text };
}

/** Canonical code of a team spelling, or null when unknown (multi-team markers included). */
export const lookupTeam = (text: string): string | null => teamCode(text);

/** A team that must be one club (lineups, games, park factors, bullpen, home runs). */
export function requireTeam(raw: string | undefined, field: Field): string {
  const text = cleanText(raw);
  if (text === '') rejectField(field, 'empty team');
  if (isMultiTeamMarker(text)) rejectField(field, `"${text}" is a multi-team marker, not one club`);
  const team = teamCode(text);
  if (team === null) rejectField(field, `unknown team code "${text}"`);
  return team;
}

export type Hand = 'R' | 'L' | 'S';

/** R, L, S; B (both) is a switch hitter, S. Empty gives null. */
export function parseHand(raw: string | undefined, field: Field): Hand | null {
  const text = cleanText(raw).toUpperCase();
  if (text === '') return null;
  if (text === 'R' || text === 'L' || text === 'S') return text;
  if (text === 'B') return 'S';
  return rejectField(field, `"${cleanText(raw)}" is not a hand (R, L, S or B)`);
}

const digitAt = (text: string, i: number): number => text.charCodeAt(i) - 48;
const isDigitAt = (text: string, i: number): boolean => digitAt(text, i) >= 0 && digitAt(text, i) <= 9;

/** Where "YYYY-MM-DD" has its digits. */
const DATE_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether year-month-day names a day of the calendar (2026-02-30 does not). */
const isCalendarDay = (year: number, month: number, day: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Exactly "YYYY-MM-DD" naming a calendar day: the text parseIsoDate would rebuild unchanged (nearly every cell). */
function isPlainDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  for (let k = 0; k < DATE_DIGITS.length; k++) if (!isDigitAt(text, DATE_DIGITS[k]!)) return false;
  const year = digitAt(text, 0) * 1000 + digitAt(text, 1) * 100 + digitAt(text, 2) * 10 + digitAt(text, 3);
  return isCalendarDay(year, digitAt(text, 5) * 10 + digitAt(text, 6), digitAt(text, 8) * 10 + digitAt(text, 9));
}

/** True for YYYY-MM-DD naming a day of the calendar (2026-02-30 is not one); the one rule for inputs and options. */
export const isCalendarDate = (value: string): boolean => isPlainDate(value);

/** YYYY-MM-DD naming a calendar day, or an ISO timestamp whose date part is taken. */
export function parseIsoDate(raw: string | undefined, field: Field): string | null {
  const text = cleanText(raw);
  if (text === '') return null;
  if (isPlainDate(text)) return text;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) rejectField(field, `"${text}" is not a calendar date (YYYY-MM-DD)`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Percents are stored 0-100; a fraction column is multiplied by 100 (rounded to 1e-6 to drop float noise). */
export function fractionToPercent(value: number): number {
  return Math.round(value * 100 * 1e6) / 1e6;
}
