/**
 * bullpen.json: an array of `{team, player, thr, role, usage:[6 numbers, newest
 * first], vfa, vsi, g, ip, era, sv, hld, k9, kperc}`.
 *
 * - usage must have exactly six entries, each a non-negative whole number of
 *   pitches or null: a list of another length is rejected (which days would a
 *   five-entry list cover? guessing would shift the depth chart's columns).
 * - ip: a value whose decimal is .1 or .2 is baseball thirds notation (12.1 =
 *   12 1/3); a whole number is whole innings; a true decimal of thirds (12.333,
 *   12.667) is kept; anything else (12.5) is rejected.
 * - kperc may be a fraction or a percent: if every non-empty kperc in the file is
 *   <= 1 the file's values are fractions (x100), else 0-100 (stated in the warnings).
 * - thr is R, L or S (B read as S); a repeated player + team is rejected.
 * - every number is checked against its bound (bounds.ts: vFA, vSI, G, IP, ERA,
 *   SV, HLD, K/9, and the daily pitches of `usage`).
 */
import { LongballError } from '../errors.ts';
import { type Bound, checkBound, OTHER_BOUNDS, STAT_BOUNDS } from './bounds.ts';
import { describeJson, isRecord, jsonCount, jsonNumber, jsonText, readJson } from './json-input.ts';
import { RowCollector, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawBullpenEntry } from '../inputs/rows.ts';
import { fractionToPercent, parseHand, requireName, requireTeam } from './values.ts';

export const BULLPEN_USAGE_DAYS = 6;

/** Innings as a true decimal; see the module comment. */
export function inningsValue(value: number, field: Field): number {
  if (value < 0) rejectField(field, `${value} is negative`);
  const whole = Math.trunc(value);
  const fraction = value - whole;
  const tenths = Math.round(fraction * 10);
  if (Math.abs(fraction - tenths / 10) < 1e-9 && tenths <= 2) return whole + tenths / 3;
  const thirds = Math.round(fraction * 3);
  if (Math.abs(fraction - thirds / 3) < 0.01) return whole + thirds / 3;
  return rejectField(field, `${value} is not innings (thirds notation .1/.2, or a decimal of thirds)`);
}

/** bullpen.json */
export function parseBullpen(file: string, bytes: Uint8Array): ParsedInput<RawBullpenEntry> {
  const doc = readJson(file, bytes);
  if (!Array.isArray(doc.value)) {
    throw new LongballError('JSON_WRONG_SHAPE', {
      file,
      reason: `expected an array of bullpen entries, found ${describeJson(doc.value)}`,
      expected: 'an array of {team, player, thr, role, usage:[6], vfa, vsi, g, ip, era, sv, hld, k9, kperc}',
    });
  }
  const items = doc.value;
  const collector = new RowCollector<RawBullpenEntry>(file);
  if (items.length === 0) collector.warn('no bullpen entries (the array is empty)');
  const kpercValues = items.flatMap((item) => {
    if (!isRecord(item)) return [];
    const v = typeof item.kperc === 'string' ? Number(item.kperc.replace('%', '')) : item.kperc;
    return typeof v === 'number' && Number.isFinite(v) ? [v] : [];
  });
  const kpercIsFraction = kpercValues.length > 0 && kpercValues.every((v) => Math.abs(v) <= 1);
  if (kpercIsFraction) collector.warn('kperc read as fractions (every value <= 1) and multiplied by 100');
  /** First element index per team + player; lines are looked up only for issues. */
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const path = `[${i}]`;
    const line = () => doc.lineOf(path);
    collector.rowsRead++;
    const entry = collector.attempt(line, (): RawBullpenEntry => {
      if (!isRecord(item)) rejectRow(`${path}: expected a bullpen entry object, found ${describeJson(item)}`);
      const f = (name: string) => jsonField(`${path}.${name}`);
      const num = (name: string) => jsonNumber(item[name], f(name));
      const bounded = (name: string, bound: Bound) => {
        const value = num(name);
        return value === null ? null : checkBound(value, bound, f(name));
      };
      const countOf = (name: string, bound: Bound) => {
        const value = jsonCount(item[name], f(name));
        return value === null ? null : checkBound(value, bound, f(name));
      };
      const team = requireTeam(jsonText(item.team, f('team')) ?? '', f('team'));
      const player = requireName(jsonText(item.player, f('player')) ?? '', f('player'));
      const usage = item.usage;
      if (!Array.isArray(usage)) rejectField(f('usage'), `expected a list of ${BULLPEN_USAGE_DAYS} daily pitch counts, found ${describeJson(usage)}`);
      if (usage.length !== BULLPEN_USAGE_DAYS)
        rejectField(f('usage'), `has ${usage.length} entries, expected ${BULLPEN_USAGE_DAYS} (one per day, newest first)`);
      const ip = num('ip');
      const kperc = num('kperc');
      if (kperc !== null && (kperc < 0 || kperc > (kpercIsFraction ? 1 : 100))) rejectField(f('kperc'), `${JSON.stringify(item.kperc)} is out of range`);
      const key = `${team}|${player.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined) rejectRow(`duplicate entry for ${player} (${team}), first at line ${doc.lineOf(`[${first}]`)}`);
      const parsed: RawBullpenEntry = {
        team,
        player,
        thr: parseHand(jsonText(item.thr, f('thr')) ?? '', f('thr')),
        role: jsonText(item.role, f('role')) ?? '',
        usage: usage.map((v, d) => {
          const pitches = jsonCount(v, f(`usage[${d}]`));
          return pitches === null ? null : checkBound(pitches, OTHER_BOUNDS['bullpen usage'], f(`usage[${d}]`));
        }),
        vfa: bounded('vfa', STAT_BOUNDS.vFA),
        vsi: bounded('vsi', STAT_BOUNDS.vSI),
        g: countOf('g', STAT_BOUNDS.G),
        ip: ip === null ? null : checkBound(inningsValue(ip, f('ip')), STAT_BOUNDS.IP, f('ip')),
        era: bounded('era', STAT_BOUNDS.ERA),
        sv: countOf('sv', STAT_BOUNDS.SV),
        hld: countOf('hld', STAT_BOUNDS.HLD),
        k9: bounded('k9', STAT_BOUNDS['K/9']),
        kperc: kperc === null ? null : kpercIsFraction ? fractionToPercent(kperc) : kperc,
      };
      seen.set(key, i);
      return parsed;
    });
    if (entry) collector.rows.push(entry);
  });
  return collector.result('bullpen-json');
}
