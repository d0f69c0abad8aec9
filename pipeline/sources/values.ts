/**
 * Validating single values, shared by the CSV and JSON adapters. Each parser
 * takes the raw text of one cell or field and either returns the clean value or
 * rejects the row with a reason that names the field and quotes the value.
 * Empty-like text ("", "null", "NA", "-") is "no value" everywhere.
 */
import { isMultiTeamMarker, normaliseTeam } from '../core/teams.ts';
import { displayName, isEmptyCell, parseNumberCell } from './csv.ts';
import { rejectField, type Field } from './parsed-input.ts';

/** Trimmed text with runs of spaces collapsed; "" for empty-like cells. */
export function cleanText(raw: string | undefined): string {
  if (raw === undefined) return '';
  const text = raw.trim();
  if (text.length <= 4 && isEmptyCell(text)) return '';
  return /\s\s|[\t\n\r]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/** normaliseTeam memoised: a file repeats the same few team spellings thousands of times. */
const teamMemo = new Map<string, string | null>();
function teamCode(text: string): string | null {
  let code = teamMemo.get(text);
  if (code === undefined) {
    code = normaliseTeam(text);
    if (teamMemo.size > 10_000) teamMemo.clear();
    teamMemo.set(text, code);
  }
  return code;
}

/** A player's display name ("Last, First" is turned around); empty rejects the row. */
export function requireName(raw: string | undefined, field: Field): string {
  const text = cleanText(raw);
  if (text === '') rejectField(field, 'empty name');
  return text.includes(',') ? displayName(text) : text;
}

/**
 * parseNumberCell (csv.ts) with a fast path for plain decimals ("12", "-0.4",
 * ".324"), which are nearly every cell of every export.
 */
export function readNumber(raw: string | undefined): ReturnType<typeof parseNumberCell> {
  if (raw !== undefined && raw.length > 0 && raw.length < 18) {
    let i = raw.charCodeAt(0) === 45 ? 1 : 0;
    let digits = 0;
    let dots = 0;
    for (; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c >= 48 && c <= 57) digits++;
      else if (c === 46 && dots === 0) dots++;
      else break;
    }
    if (i === raw.length && digits > 0) return { ok: true, value: Number(raw) };
  }
  return parseNumberCell(raw);
}

export function parseNumber(raw: string | undefined, field: Field): number | null {
  const parsed = readNumber(raw);
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

/** MLBAM and other numeric player ids: positive whole numbers ("592450", "592450.0"). */
export function parseId(raw: string | undefined, field: Field): number | null {
  const text = cleanText(raw);
  if (text === '') return null;
  const value = Number(text);
  if (!/^\d+(\.0+)?$/.test(text) || !Number.isSafeInteger(value) || value <= 0) {
    rejectField(field, `"${text}" is not a player id`);
  }
  return value;
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

/** YYYY-MM-DD, or an ISO timestamp whose date part is taken. */
export function parseIsoDate(raw: string | undefined, field: Field): string | null {
  const text = cleanText(raw);
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) rejectField(field, `"${text}" is not a date (YYYY-MM-DD)`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Percents are stored 0-100; a fraction column is multiplied by 100 (rounded to 1e-6 to drop float noise). */
export function fractionToPercent(value: number): number {
  return Math.round(value * 100 * 1e6) / 1e6;
}
