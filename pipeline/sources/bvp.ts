/**
 * bvp.json: an array of career batter-vs-pitcher lines `{batter, pitcher, PA, AB,
 * H, 1B, 2B, 3B, HR, BB, SO, AVG, OBP, SLG, player?, team?}`. Counts must be
 * non-negative whole numbers (numeric strings accepted) and agree with each other
 * (H <= AB, AB + BB <= PA, 1B+2B+3B+HR <= H, H + SO <= AB). AVG/OBP/SLG may be
 * numbers or strings like ".313", within their bounds (bounds.ts); absent stays null (nothing is computed).
 * `player` defaults to the batter; `team` is normalised when given ("" when absent).
 * A repeated batter + team + pitcher line is rejected; two batters of one name
 * on different clubs (the Athletics' and the Dodgers' Max Muncy) facing the same
 * pitcher are two lines, not a duplicate.
 */
import { LongballError } from '../errors.ts';
import { checkBound, OTHER_BOUNDS } from './bounds.ts';
import { displayName } from './csv.ts';
import { describeJson, elementPath, isRecord, jsonCount, jsonNumber, jsonText, readJson } from './json-input.ts';
import { RowCollector, jsonChildField, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { RawBvpRow } from '../inputs/rows.ts';
import { cleanText, lookupTeam, plainDecimal, requireName } from './values.ts';

type CountKey = 'PA' | 'AB' | 'H' | '1B' | '2B' | '3B' | 'HR' | 'BB' | 'SO';
const RATE_BOUNDS = { AVG: OTHER_BOUNDS['BvP AVG'], OBP: OTHER_BOUNDS['BvP OBP'], SLG: OTHER_BOUNDS['BvP SLG'] } as const;

/** The Field of a property of element `index`; built only when an issue names it. */
const field = (index: number, name: string) => jsonChildField(elementPath('', index), name);

/*
 * The value helpers below take the property's value, read by the caller as
 * `item.PA`, `item['1B']`...: a named read at each call site stays a fast
 * monomorphic load, where `item[key]` inside a shared helper sees every key and
 * turns into a slow generic lookup. `key` only names the field in issues.
 */

/** A required count; the common case (a non-negative whole number) is checked inline, without building a Field. */
function count(v: unknown, index: number, key: CountKey): number {
  if (typeof v === 'number' && v >= 0 && Number.isInteger(v)) return v;
  const value = jsonCount(v, field(index, key));
  if (value === null) rejectField(field(index, key), 'missing count');
  return value;
}

/** An optional rate; numbers and plain decimal strings (".313") are read inline, without building a Field. */
function rate(v: unknown, index: number, key: keyof typeof RATE_BOUNDS): number | null {
  const plain = typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' ? plainDecimal(v) : undefined;
  const value = plain !== undefined ? plain : jsonNumber(v, field(index, key));
  const bound = RATE_BOUNDS[key];
  if (value !== null && (value < bound.min || value > bound.max)) checkBound(value, bound, field(index, key));
  return value;
}

/** jsonText with the string case inline (nearly every value). */
function text(v: unknown, index: number, key: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return jsonText(v, field(index, key));
  const cleaned = cleanText(v);
  return cleaned === '' ? null : cleaned;
}

/** requireName of a text property; the text is already clean, so only the emptiness and "Last, First" checks remain. */
function name(v: unknown, index: number, key: 'batter' | 'pitcher'): string {
  const cleaned = text(v, index, key);
  if (cleaned === null) return requireName('', field(index, key));
  return cleaned.includes(',') ? displayName(cleaned) : cleaned;
}

function parseRow(item: unknown, index: number): RawBvpRow {
  if (!isRecord(item)) rejectRow(`${elementPath('', index)}: expected a matchup object, found ${describeJson(item)}`);
  const batter = name(item.batter, index, 'batter');
  const pitcher = name(item.pitcher, index, 'pitcher');
  const PA = count(item.PA, index, 'PA');
  const AB = count(item.AB, index, 'AB');
  const H = count(item.H, index, 'H');
  const singles = count(item['1B'], index, '1B');
  const doubles = count(item['2B'], index, '2B');
  const triples = count(item['3B'], index, '3B');
  const HR = count(item.HR, index, 'HR');
  const BB = count(item.BB, index, 'BB');
  const SO = count(item.SO, index, 'SO');
  const teamText = text(item.team, index, 'team');
  const team = teamText === null ? '' : lookupTeam(teamText);
  if (team === null) rejectField(field(index, 'team'), `unknown team code "${teamText}"`);
  const typed = singles + doubles + triples + HR;
  if (H > AB) rejectRow(`H ${H} is more than AB ${AB}`, `${elementPath('', index)}.H`);
  if (AB + BB > PA) rejectRow(`AB ${AB} + BB ${BB} is more than PA ${PA}`, `${elementPath('', index)}.PA`);
  if (typed > H) rejectRow(`1B+2B+3B+HR = ${typed} is more than H ${H}`, `${elementPath('', index)}.H`);
  if (H + SO > AB) rejectRow(`H ${H} + SO ${SO} is more than AB ${AB}`, `${elementPath('', index)}.SO`);
  return {
    batter,
    pitcher,
    player: item.player === undefined ? batter : (text(item.player, index, 'player') ?? batter),
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
    AVG: rate(item.AVG, index, 'AVG'),
    OBP: rate(item.OBP, index, 'OBP'),
    SLG: rate(item.SLG, index, 'SLG'),
  };
}

/**
 * The first element index of each batter + team + pitcher (names compared
 * without case); lines are looked up only for issues. Nested maps keyed by the
 * parts build no key string per row, and each spelling is lower-cased once.
 */
class FirstMatchups {
  private readonly lowerCase = new Map<string, string>();
  private readonly byBatter = new Map<string, Map<string, Map<string, number>>>();

  private fold(name: string): string {
    let folded = this.lowerCase.get(name);
    if (folded === undefined) {
      folded = name.toLowerCase();
      this.lowerCase.set(name, folded);
    }
    return folded;
  }

  /** The index of an earlier element with these three; otherwise `index` is remembered and undefined returned. */
  firstIndex(batter: string, team: string, pitcher: string, index: number): number | undefined {
    const batterKey = this.fold(batter);
    let byTeam = this.byBatter.get(batterKey);
    if (byTeam === undefined) this.byBatter.set(batterKey, (byTeam = new Map()));
    let byPitcher = byTeam.get(team);
    if (byPitcher === undefined) byTeam.set(team, (byPitcher = new Map()));
    const pitcherKey = this.fold(pitcher);
    const first = byPitcher.get(pitcherKey);
    if (first === undefined) byPitcher.set(pitcherKey, index);
    return first;
  }
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
  const seen = new FirstMatchups();
  // The loop is collector.attempt written out: no closures per row (30,000 rows in a full slate).
  for (let i = 0; i < items.length; i++) {
    try {
      const parsed = parseRow(items[i], i);
      const first = seen.firstIndex(parsed.batter, parsed.team, parsed.pitcher, i);
      if (first !== undefined) {
        const who = parsed.team === '' ? parsed.batter : `${parsed.batter} (${parsed.team})`;
        rejectRow(`duplicate row for ${who} vs ${parsed.pitcher} (first at line ${doc.lineOf(elementPath('', first))})`);
      }
      collector.rows.push(parsed);
    } catch (e) {
      collector.rejectThrown(() => doc.lineOf(elementPath('', i)), e);
    }
  }
  return collector.result('bvp-json');
}
