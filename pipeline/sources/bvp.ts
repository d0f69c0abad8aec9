/**
 * bvp.json: an array of career batter-vs-pitcher lines `{batter, pitcher, PA, AB,
 * H, 1B, 2B, 3B, HR, BB, SO, AVG, OBP, SLG, player?, team?}`. Counts must be
 * non-negative whole numbers (numeric strings accepted) and agree with each other
 * (H <= AB, AB + BB <= PA, 1B+2B+3B+HR <= H, H + SO <= AB). AVG/OBP/SLG may be
 * numbers or strings like ".313"; absent stays null (nothing is computed).
 * `player` defaults to the batter; `team` is normalised when given ("" when absent).
 * A repeated batter + pitcher pair is rejected.
 */
import { LongballError } from '../errors.ts';
import { describeJson, isRecord, jsonCount, jsonNumber, jsonText, readJson } from './json-input.ts';
import { RowCollector, jsonChildField, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { RawBvpRow } from './types.ts';
import { lookupTeam, requireName } from './values.ts';

type CountKey = 'PA' | 'AB' | 'H' | '1B' | '2B' | '3B' | 'HR' | 'BB' | 'SO';
const RATE_LIMITS = { AVG: 1, OBP: 1, SLG: 4 } as const;

const field = (path: string, name: string) => jsonChildField(path, name);

/** A required count; the common case (a non-negative whole number) is checked inline, without building a Field. */
function count(item: Record<string, unknown>, path: string, key: CountKey): number {
  const v = item[key];
  if (typeof v === 'number' && v >= 0 && Number.isInteger(v)) return v;
  const value = jsonCount(v, field(path, key));
  if (value === null) rejectField(field(path, key), 'missing count');
  return value;
}

function rate(item: Record<string, unknown>, path: string, key: keyof typeof RATE_LIMITS): number | null {
  const v = item[key];
  const value = typeof v === 'number' && Number.isFinite(v) ? v : jsonNumber(v, field(path, key));
  if (value !== null && (value < 0 || value > RATE_LIMITS[key])) {
    rejectField(field(path, key), `${JSON.stringify(v)} is out of range (0-${RATE_LIMITS[key]})`);
  }
  return value;
}

function parseRow(item: unknown, path: string): RawBvpRow {
  if (!isRecord(item)) rejectRow(`${path}: expected a matchup object, found ${describeJson(item)}`);
  const batter = requireName(jsonText(item.batter, field(path, 'batter')) ?? '', field(path, 'batter'));
  const pitcher = requireName(jsonText(item.pitcher, field(path, 'pitcher')) ?? '', field(path, 'pitcher'));
  const PA = count(item, path, 'PA');
  const AB = count(item, path, 'AB');
  const H = count(item, path, 'H');
  const singles = count(item, path, '1B');
  const doubles = count(item, path, '2B');
  const triples = count(item, path, '3B');
  const HR = count(item, path, 'HR');
  const BB = count(item, path, 'BB');
  const SO = count(item, path, 'SO');
  const teamText = jsonText(item.team, field(path, 'team'));
  const team = teamText === null ? '' : lookupTeam(teamText);
  if (team === null) rejectField(field(path, 'team'), `unknown team code "${teamText}"`);
  const typed = singles + doubles + triples + HR;
  if (H > AB) rejectRow(`H ${H} is more than AB ${AB}`, `${path}.H`);
  if (AB + BB > PA) rejectRow(`AB ${AB} + BB ${BB} is more than PA ${PA}`, `${path}.PA`);
  if (typed > H) rejectRow(`1B+2B+3B+HR = ${typed} is more than H ${H}`, `${path}.H`);
  if (H + SO > AB) rejectRow(`H ${H} + SO ${SO} is more than AB ${AB}`, `${path}.SO`);
  return {
    batter,
    pitcher,
    player: item.player === undefined ? batter : (jsonText(item.player, field(path, 'player')) ?? batter),
    team,
    PA,
    AB,
    H,
    '1B': singles,
    '2B': doubles,
    '3B': triples,
    HR,
    BB,
    SO,
    AVG: rate(item, path, 'AVG'),
    OBP: rate(item, path, 'OBP'),
    SLG: rate(item, path, 'SLG'),
  };
}

/** bvp.json */
export function parseBvp(file: string, bytes: Uint8Array): ParsedInput<RawBvpRow> {
  const doc = readJson(file, bytes);
  if (!Array.isArray(doc.value)) {
    throw new LongballError('JSON_WRONG_SHAPE', {
      file,
      reason: `expected an array of matchup rows, found ${describeJson(doc.value)}`,
      expected: 'an array of {batter, pitcher, PA, AB, H, 1B, 2B, 3B, HR, BB, SO, AVG, OBP, SLG}',
    });
  }
  const items: unknown[] = doc.value;
  const collector = new RowCollector<RawBvpRow>(file);
  if (items.length === 0) collector.warn('no matchup rows (the array is empty)');
  collector.rowsRead = items.length;
  /** First element index per batter + pitcher pair; lines are looked up only for issues. */
  const seen = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const path = `[${i}]`;
    const row = collector.attempt(
      () => doc.lineOf(path),
      () => {
        const parsed = parseRow(items[i], path);
        const key = `${parsed.batter.toLowerCase()}|${parsed.pitcher.toLowerCase()}`;
        const first = seen.get(key);
        if (first !== undefined) rejectRow(`duplicate row for ${parsed.batter} vs ${parsed.pitcher} (first at line ${doc.lineOf(`[${first}]`)})`);
        seen.set(key, i);
        return parsed;
      },
    );
    if (row) collector.rows.push(row);
  }
  return collector.result('bvp-json');
}
