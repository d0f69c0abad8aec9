/**
 * Handedness lookup (spec part 1 §5): the full name, then the last-name
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
import type { RawHandedness } from '../sources/types.ts';
import { HAND_NOT_FOUND } from '../contracts/common.ts';
import type { NameContext } from './names.ts';
import { canonicalOfNormalised, firstNamesAgree, nameParts, normaliseName, suffixesAgree } from './names.ts';
import { compact, matchKeyOfNormalised } from './matching.ts';

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
    const normalised = normaliseName(row.name, ctx);
    if (normalised === '') continue;
    const canonical = canonicalOfNormalised(normalised, ctx);
    for (const name of new Set([normalised, canonical])) addHand(byName, name, row.hand);
    for (const key of new Set([matchKeyOfNormalised(normalised), matchKeyOfNormalised(canonical)])) addHand(byMatchKey, key, row.hand);
    const parts = nameParts(normalised);
    const lastKey = compact(parts.last);
    const entry: HandEntry = { first: parts.first, suffix: parts.suffix, hand: row.hand };
    const list = byLast.get(lastKey);
    if (list) list.push(entry);
    else byLast.set(lastKey, [entry]);
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
  const normalised = normaliseName(name, index.ctx);
  if (normalised === '') return HAND_NOT_FOUND;
  const canonical = canonicalOfNormalised(normalised, index.ctx);

  const fullName = [
    [...(index.byName.get(normalised) ?? []), ...(index.byName.get(canonical) ?? [])],
    [...(index.byMatchKey.get(matchKeyOfNormalised(normalised)) ?? []), ...(index.byMatchKey.get(matchKeyOfNormalised(canonical)) ?? [])],
  ];
  for (const hands of fullName) {
    const answer = agreed(hands);
    if (answer === 'conflict') return HAND_NOT_FOUND;
    if (answer !== null) return answer;
  }

  const parts = nameParts(normalised);
  const fragment = (index.byLast.get(compact(parts.last)) ?? []).filter(
    (e) => firstNamesAgree(parts.first, e.first) && suffixesAgree(parts.suffix, e.suffix),
  );
  const answer = agreed(fragment.map((e) => e.hand));
  return answer === null || answer === 'conflict' ? HAND_NOT_FOUND : answer;
}
