/**
 * Bullpen depth chart and table (docs/product.md#bullpen-pages): the six usage-day captions and the
 * entries in display order.
 */
import type { BullpenEntry } from '../../domain/contracts/bullpen.ts';
import { HAND_NOT_FOUND } from '../../domain/contracts/common.ts';
import { LongballError } from '../errors.ts';
import type { RawBullpenEntry } from '../inputs/rows.ts';

/** Days of pitch counts in a pitcher's usage, newest first (docs/product.md#bullpen-pages). */
export const USAGE_DAY_COUNT = 6;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The captions of the six usage columns: the six days before the slate date, newest
 * first. The spec's header "Thu, Wed, Tue, Mon, Sun, Sat" is a Friday slate's.
 * Throws BAD_DATE for anything but a real YYYY-MM-DD date.
 */
export function usageDayLabels(slateDate: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(slateDate);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(utc).toISOString().slice(0, 10) !== slateDate) {
    throw new LongballError('BAD_DATE', { value: slateDate });
  }
  const dayMs = 24 * 60 * 60 * 1000;
  return Array.from({ length: USAGE_DAY_COUNT }, (_, i) => WEEKDAYS[new Date(utc - (i + 1) * dayMs).getUTCDay()]!);
}

/**
 * Display order of bullpen roles: the high-leverage end first, as a depth chart reads
 * (the spec names no order). Roles are recognised case-insensitively, with the usual
 * abbreviations; any other role sorts after these, alphabetically.
 */
export const BULLPEN_ROLE_ORDER = ['Closer', 'Setup', 'Middle', 'Long'] as const;

const ROLE_RANK: ReadonlyMap<string, number> = new Map([
  ['closer', 0],
  ['cl', 0],
  ['setup', 1],
  ['su', 1],
  ['middle', 2],
  ['middlerelief', 2],
  ['middlereliever', 2],
  ['mr', 2],
  ['long', 3],
  ['longrelief', 3],
  ['longreliever', 3],
  ['lr', 3],
]);

export function roleRank(role: string): number {
  return ROLE_RANK.get(role.toLowerCase().replace(/[^a-z]/g, '')) ?? BULLPEN_ROLE_ORDER.length;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A day's pitch count: a whole number >= 0, anything else is unknown (null). */
function usageValue(v: number | null | undefined): number | null {
  return v != null && Number.isInteger(v) && v >= 0 ? v : null;
}

/**
 * Entries for the bullpen pages, sorted by team, role (BULLPEN_ROLE_ORDER, then other
 * roles alphabetically), then player. usage always has six values, newest first: a
 * shorter source list is padded with null (unknown), a longer one cut to the newest six.
 * An unknown throwing hand reads "NOT FOUND IN CSV" (docs/product.md#bullpen-pages). The input has
 * no home runs: `homeRunsPerNine` gives each pitcher's HR/9 from the pitching tables (null: none).
 */
export function buildBullpen(raw: readonly RawBullpenEntry[], homeRunsPerNine: (entry: RawBullpenEntry) => number | null = () => null): BullpenEntry[] {
  const entries = raw.map(
    (r): BullpenEntry => ({
      team: r.team,
      player: r.player,
      thr: r.thr ?? HAND_NOT_FOUND,
      role: r.role,
      usage: Array.from({ length: USAGE_DAY_COUNT }, (_, i) => usageValue(r.usage[i])),
      vfa: r.vfa,
      vsi: r.vsi,
      g: r.g,
      ip: r.ip,
      era: r.era,
      sv: r.sv,
      hld: r.hld,
      k9: r.k9,
      kperc: r.kperc,
      hr9: homeRunsPerNine(r),
    }),
  );
  return entries.sort(
    (a, b) =>
      compareText(a.team, b.team) ||
      roleRank(a.role) - roleRank(b.role) ||
      (roleRank(a.role) === BULLPEN_ROLE_ORDER.length ? compareText(a.role, b.role) : 0) ||
      compareText(a.player, b.player),
  );
}
