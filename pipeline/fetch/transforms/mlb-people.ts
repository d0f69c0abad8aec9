/**
 * MLB Stats API people (`/api/v1/sports/1/players?season=S`, `/api/v1/people?personIds=...`)
 * → PlayerHandedness.csv, headerless `name,hand`. A pitcher's line carries his
 * throwing hand (pitchHand), everyone else's, two-way players included, his
 * batting side (batSide); MLB's "B" (both) is written "S" (switch).
 *
 * The file is looked up by name, so one name must give one hand: namesakes with
 * the same hand share a line; namesakes with different hands keep the one playing
 * today (`preferIds`), and when that does not decide, the name is left out
 * (reported as ambiguous) rather than guessed.
 */
import { toCsv } from './csv-writer.ts';
import { asArray, asNumber, asText, at } from './json-access.ts';

export interface Person {
  id: number;
  name: string;
  batSide: string | null;
  pitchHand: string | null;
  isPitcher: boolean;
}

export function peopleFrom(response: unknown): Person[] {
  const people: Person[] = [];
  for (const p of asArray(at(response, 'people'))) {
    const id = asNumber(at(p, 'id'));
    const name = asText(at(p, 'fullName'));
    if (id === null || name === null) continue;
    const positionType = asText(at(p, 'primaryPosition', 'type')) ?? '';
    const positionCode = asText(at(p, 'primaryPosition', 'abbreviation')) ?? '';
    people.push({
      id,
      name,
      batSide: asText(at(p, 'batSide', 'code')),
      pitchHand: asText(at(p, 'pitchHand', 'code')),
      isPitcher: positionType === 'Pitcher' || positionCode === 'P',
    });
  }
  return people;
}

function handCode(code: string | null): 'R' | 'L' | 'S' | null {
  const c = (code ?? '').toUpperCase();
  if (c === 'R' || c === 'L' || c === 'S') return c;
  if (c === 'B') return 'S';
  return null;
}

export const handOf = (p: Person): 'R' | 'L' | 'S' | null => handCode(p.isPitcher ? p.pitchHand : p.batSide);

export function handednessCsv(people: readonly Person[], preferIds: ReadonlySet<number>): { csv: string; rows: number; ambiguous: string[] } {
  const byName = new Map<string, { name: string; hand: 'R' | 'L' | 'S'; id: number }[]>();
  const seenIds = new Set<number>();
  for (const p of people) {
    const hand = handOf(p);
    if (hand === null || seenIds.has(p.id)) continue;
    seenIds.add(p.id);
    const key = p.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), { name: p.name, hand, id: p.id }]);
  }
  const rows: [string, string][] = [];
  const ambiguous: string[] = [];
  for (const group of byName.values()) {
    const hands = new Set(group.map((g) => g.hand));
    if (hands.size === 1) {
      rows.push([group[0]!.name, group[0]!.hand]);
      continue;
    }
    const playing = group.filter((g) => preferIds.has(g.id));
    if (playing.length > 0 && new Set(playing.map((g) => g.hand)).size === 1) rows.push([playing[0]!.name, playing[0]!.hand]);
    else ambiguous.push(group[0]!.name);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1]));
  return { csv: toCsv(null, rows), rows: rows.length, ambiguous: ambiguous.sort() };
}
