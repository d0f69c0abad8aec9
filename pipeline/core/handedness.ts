/**
 * Handedness lookup (docs/product.md#data-files-and-matching): the full name, then the last-name
 * fragment, else the text "NOT FOUND IN CSV".
 *
 * - Full name: the normalised name, its alias-file canonical name, then its loose
 *   form (no suffix, no middle initial, spaces ignored). When the rows carrying
 *   that name disagree (two namesakes, one right- and one left-handed) the name
 *   cannot tell them apart: the answer is "NOT FOUND IN CSV".
 * - Last-name fragment: the rows with that last name whose first name does not
 *   contradict (missing, equal, or an initial of the other) and whose suffix does
 *   not contradict. They must all give the same hand; "Dominic Smith" never takes
 *   Will Smith's hand.
 */
import type { RawHandedness } from '../inputs/rows.ts';
import { HAND_NOT_FOUND } from '../../domain/contracts/common.ts';
import type { NameContext } from './names.ts';
import { firstNamesAgree, suffixesAgree } from './names.ts';
import { analyse } from './matching.ts';

export type Hand = RawHandedness['hand'];
export type HandAnswer = Hand | typeof HAND_NOT_FOUND;

interface HandEntry {
  first: string;
  suffix: string | null;
  hand: Hand;
}

export interface HandIndex {
  readonly ctx: NameContext;
  readonly byName: ReadonlyMap<string, ReadonlySet<Hand>>;
  readonly byMatchKey: ReadonlyMap<string, ReadonlySet<Hand>>;
  readonly byLast: ReadonlyMap<string, readonly HandEntry[]>;
  readonly size: number;
}

function addHand(map: Map<string, Set<Hand>>, key: string, hand: Hand): void {
  const set = map.get(key);
  if (set) set.add(hand);
  else map.set(key, new Set([hand]));
}

export function buildHandIndex(rows: readonly RawHandedness[], ctx: NameContext): HandIndex {
  const byName = new Map<string, Set<Hand>>();
  const byMatchKey = new Map<string, Set<Hand>>();
  const byLast = new Map<string, HandEntry[]>();
  for (const row of rows) {
    const a = analyse(row.name, ctx);
    if (a === null) continue;
    addHand(byName, a.normalised, row.hand);
    if (a.canonical !== a.normalised) addHand(byName, a.canonical, row.hand);
    for (const key of a.matchKeys) addHand(byMatchKey, key, row.hand);
    const entry: HandEntry = { first: a.first, suffix: a.suffix, hand: row.hand };
    const list = byLast.get(a.lastKey);
    if (list) list.push(entry);
    else byLast.set(a.lastKey, [entry]);
  }
  return { ctx, byName, byMatchKey, byLast, size: rows.length };
}

/** The one hand all the given rows agree on; null when they disagree or there are none. */
function agreed(hands: Iterable<Hand>): Hand | 'conflict' | null {
  const set = new Set(hands);
  if (set.size === 0) return null;
  return set.size === 1 ? [...set][0]! : 'conflict';
}

export function lookupHand(index: HandIndex, name: string): HandAnswer {
  const a = analyse(name, index.ctx);
  if (a === null) return HAND_NOT_FOUND;

  const fullName = [
    [...(index.byName.get(a.normalised) ?? []), ...(index.byName.get(a.canonical) ?? [])],
    a.matchKeys.flatMap((key) => [...(index.byMatchKey.get(key) ?? [])]),
  ];
  for (const hands of fullName) {
    const answer = agreed(hands);
    if (answer === 'conflict') return HAND_NOT_FOUND;
    if (answer !== null) return answer;
  }

  const fragment = (index.byLast.get(a.lastKey) ?? []).filter((e) => firstNamesAgree(a.first, e.first) && suffixesAgree(a.suffix, e.suffix));
  const answer = agreed(fragment.map((e) => e.hand));
  return answer === null || answer === 'conflict' ? HAND_NOT_FOUND : answer;
}
