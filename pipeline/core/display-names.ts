/**
 * One display name per player in every generated file, keyed by MLBAM id.
 *
 * Every input row that carries an MLBAM id with a name offers that spelling
 * (`nameOffersOf`). Per id, `chooseDisplayName` takes, in order:
 * 1. an intact spelling before a damaged one (mojibake: UTF-8 read as Latin-1 or
 *    Windows-1252, "JosÃ©"; or the replacement character);
 * 2. a spelling with accents before one without: the plain forms are
 *    transliterations that lost them (projected lineups, sportsbooks, NameASCII
 *    columns), a source never adds accents a name does not have;
 * 3. the source, in DISPLAY_NAME_SOURCES order: the MLB Stats API's roster name,
 *    then the league's Statcast feeds (home runs, Baseball Savant's tables), then
 *    the lineups and the schedule, then FanGraphs;
 * 4. the first row of that source.
 *
 * A name written without an id (lineup cards, BvP, bullpens, run values) is
 * identified among the people with ids by the project's matching rules (matching.ts)
 * up to loose matching: exact name with or without the team, the alias file,
 * loose names; never on an initial or a lone last name, which are good enough to
 * join a stat line but not to rename a player. A name that identifies nobody, or
 * two people (namesakes the team does not tell apart), is kept as written.
 */
import type { RawLineupTeam, RawGame, RawHomeRun, RawPitchArsenalRow, StatRow } from '../inputs/rows.ts';
import { buildNameIndex, type MatchRule, type PlayerRef } from './matching.ts';
import type { NameContext } from './names.ts';

/** The inputs that carry MLBAM ids with names, best spelling first (rule 3 above). */
export const DISPLAY_NAME_SOURCES = [
  'mlb-stats',
  'home-runs',
  'savant-batter-expected',
  'savant-batter-ev',
  'savant-batter-arsenal',
  'savant-pitcher-expected',
  'savant-pitcher-ev',
  'savant-pitcher-arsenal',
  'lineups',
  'games',
  'fangraphs-stats',
  'fangraphs-pitchers',
  'projections',
] as const;
export type DisplayNameSource = (typeof DISPLAY_NAME_SOURCES)[number];

export interface NameOffer {
  mlbamId: number;
  name: string;
  team: string | null;
  source: DisplayNameSource;
}

/** The rows of each offering input, as the slate holds them. */
export interface DisplayNameInputs {
  lineups: { rows: readonly RawLineupTeam[] };
  games: { rows: readonly RawGame[] };
  'home-runs': { rows: readonly RawHomeRun[] };
  'savant-batter-arsenal': { rows: readonly RawPitchArsenalRow[] };
  'savant-pitcher-arsenal': { rows: readonly RawPitchArsenalRow[] };
  'mlb-stats': { rows: readonly StatRow[] };
  'savant-batter-expected': { rows: readonly StatRow[] };
  'savant-batter-ev': { rows: readonly StatRow[] };
  'savant-pitcher-expected': { rows: readonly StatRow[] };
  'savant-pitcher-ev': { rows: readonly StatRow[] };
  'fangraphs-stats': { rows: readonly StatRow[] };
  'fangraphs-pitchers': { rows: readonly StatRow[] };
  projections: { rows: readonly StatRow[] };
}

type Person = { name: string; team: string | null; mlbamId: number | null };

function peopleOf(inputs: DisplayNameInputs, source: DisplayNameSource): Person[] {
  switch (source) {
    case 'lineups':
      return inputs.lineups.rows.flatMap((entry) => entry.players.map((p) => ({ name: p.name, team: entry.team, mlbamId: p.mlbamId })));
    case 'games':
      return inputs.games.rows.flatMap((g) => [
        ...(g.awayPitcher ? [{ ...g.awayPitcher, team: g.away }] : []),
        ...(g.homePitcher ? [{ ...g.homePitcher, team: g.home }] : []),
      ]);
    case 'home-runs':
      return inputs['home-runs'].rows.flatMap((h) => [
        { name: h.batterName, team: h.team, mlbamId: h.batterId },
        { name: h.pitcherName, team: null, mlbamId: h.pitcherId },
      ]);
    default:
      return inputs[source].rows as readonly Person[] as Person[];
  }
}

/** Every (id, spelling, team) the inputs offer once per source, in precedence order then file order. */
export function nameOffersOf(inputs: DisplayNameInputs): NameOffer[] {
  const offers: NameOffer[] = [];
  for (const source of DISPLAY_NAME_SOURCES) {
    // Per id, per club, the spellings this source has offered (nested: no key string per row).
    const seen = new Map<number, Map<string, Set<string>>>();
    for (const person of peopleOf(inputs, source)) {
      if (person.mlbamId == null) continue;
      const name = person.name.trim();
      if (name === '') continue;
      let byTeam = seen.get(person.mlbamId);
      if (byTeam === undefined) seen.set(person.mlbamId, (byTeam = new Map()));
      let spellings = byTeam.get(person.team ?? '');
      if (spellings === undefined) byTeam.set(person.team ?? '', (spellings = new Set()));
      if (spellings.has(name)) continue;
      spellings.add(name);
      offers.push({ mlbamId: person.mlbamId, name, team: person.team, source });
    }
  }
  return offers;
}

/** UTF-8 read as Latin-1 / Windows-1252 ("Ã©" for "é"), or the replacement character. */
const DAMAGED = /\uFFFD|[ÃÂ][\u0080-\u00BF\u0152-\u0192\u02C6-\u02DC\u2013-\u2122]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, control characters included, on purpose.
const NOT_ASCII = /[^\x00-\x7f]/;

/** The display name among one person's spellings (rules 1-4 of this module); offers must be non-empty. */
export function chooseDisplayName(offers: readonly Pick<NameOffer, 'name' | 'source'>[]): string {
  const rank = (o: Pick<NameOffer, 'name' | 'source'>) => [
    DAMAGED.test(o.name) ? 1 : 0,
    NOT_ASCII.test(o.name) ? 0 : 1,
    DISPLAY_NAME_SOURCES.indexOf(o.source),
  ];
  let best = offers[0]!;
  let bestRank = rank(best);
  for (const offer of offers.slice(1)) {
    const r = rank(offer);
    const i = r.findIndex((v, k) => v !== bestRank[k]);
    if (i !== -1 && r[i]! < bestRank[i]!) {
      best = offer;
      bestRank = r;
    }
  }
  return best.name;
}

/** The rules trusted to rename a player (see the module comment). */
const RENAMING_RULES: ReadonlySet<MatchRule> = new Set(['mlbam-id', 'exact-name-team', 'exact-name', 'alias', 'loose-name']);

export interface DisplayNames {
  /** The display name of the player an output names: by id when known, else by the name rules, else the name as written. */
  of(name: string, team: string | null, mlbamId?: number | null): string;
}

export function buildDisplayNames(offers: readonly NameOffer[], ctx: NameContext, sharedNames: ReadonlySet<string>): DisplayNames {
  const offersById = new Map<number, NameOffer[]>();
  for (const offer of offers) {
    const list = offersById.get(offer.mlbamId);
    if (list) list.push(offer);
    else offersById.set(offer.mlbamId, [offer]);
  }
  const chosen = new Map<number, string>();
  for (const [id, list] of offersById) chosen.set(id, chooseDisplayName(list));
  // One index entry per person, club and spelling: the same spelling offered by several sources adds nothing to a lookup.
  const distinct = new Map<string, NameOffer>();
  for (const offer of offers) {
    const key = `${offer.mlbamId}|${offer.team ?? ''}|${offer.name}`;
    if (!distinct.has(key)) distinct.set(key, offer);
  }
  const index = buildNameIndex<PlayerRef>([...distinct.values()], ctx, { sharedNames });
  // Answers by id, then team, then name: a file of 30,000 rows asks about the same few hundred people.
  const cache = new Map<number | null, Map<string | null, Map<string, string>>>();
  return {
    of(name, team, mlbamId = null) {
      const byId = mlbamId == null ? undefined : chosen.get(mlbamId);
      if (byId !== undefined) return byId;
      let ofId = cache.get(mlbamId);
      if (ofId === undefined) cache.set(mlbamId, (ofId = new Map()));
      let ofTeam = ofId.get(team);
      if (ofTeam === undefined) ofId.set(team, (ofTeam = new Map()));
      let display = ofTeam.get(name);
      if (display === undefined) {
        const found = index.lookup({ name, team, mlbamId });
        display = found.kind === 'matched' && RENAMING_RULES.has(found.rule) ? (chosen.get(found.row.mlbamId!) ?? name) : name;
        ofTeam.set(name, display);
      }
      return display;
    },
  };
}
