/**
 * Joining a player reference (a lineup entry, a starter) to a row of a stat
 * table (docs/product.md#data-files-and-matching), with the project's safety rules.
 *
 * Rules, in order; the first rule that finds a candidate decides (a match, or
 * an ambiguity, which is reported and never guessed):
 * 0. `mlbam-id`: both sides carry an MLBAM id and a row has the ref's id. A row
 *    whose id differs from the ref's id is a different person and is never
 *    matched by any name rule. Several rows with the id (per-team rows of a
 *    traded player) give the row of the ref's club, else the combined row.
 * 1. Name plus team (the spec's rule 1 and rule 2 with the team): a row of the
 *    ref's club carrying the ref's name, tried with the exact normalised name
 *    (`exact-name-team`), then with the name-alias file (`alias`), then with the
 *    spec's loose matching (`loose-name`: no dots, no suffix, no middle initial,
 *    spaces and hyphens ignored). Two people of one club with the name are ambiguous.
 * 2. Name without team, in the same three steps (`exact-name`, `alias`,
 *    `loose-name`), when no row of the ref's club carries the name: the ref has
 *    no team, or the rows have none (Savant leaderboards, multi-team rows), or
 *    another club. The name must belong to exactly one person in the file, else
 *    ambiguous. For the exact name and the alias file a lone row of another club
 *    is accepted (a traded player keeps his name, a season file can show his
 *    former club); loose matching never takes a row whose team contradicts.
 *    The alias file works in both directions: every name is mapped to the
 *    canonical name of its alias group. Two different suffixes (Jr. and II) mark
 *    two people in every rule.
 * 3. `initial-last`: first initial + last name, only among rows whose first name
 *    does not contradict (an initial fits any first name with that letter; two
 *    full first names must be equal or the two names alias-equal), whose team
 *    does not contradict (both known and different) and whose suffix does not
 *    contradict; exactly one person must remain, several are ambiguous.
 * 4. `unique-last`: exactly one person in the whole file has the last name, and
 *    his first name, team and suffix do not contradict the ref's.
 *
 * Names borne by two people (`sharedNamesOf`: two Max Muncys, two Will Smiths,
 * seen in the slate or as two MLBAM ids in any table) get a stricter rule when
 * the index is built with them: a row is taken only when its id or its team
 * identifies the person; a row without team is then ambiguous and a row of
 * another club is the other person. Without this, a leaderboard that lists only
 * one of the two would hand his stats to the other. `bridgeIds` gives a lineup
 * entry without id the id a team-carrying table knows for him, so id-keyed tables
 * without team (Savant) join on the id.
 *
 * All lookups go through maps built once by `buildNameIndex`; a lookup reads a
 * handful of candidate lists and never scans the rows.
 */
import type { NameContext } from './names.ts';
import { canonicalOfNormalised, firstNamesAgree, looseOfNormalised, looseOfParts, nameParts, normaliseName, suffixesAgree } from './names.ts';
import { normaliseTeam } from '../../domain/teams.ts';

export interface PlayerRef {
  name: string;
  team: string | null;
  mlbamId: number | null;
}

export type MatchRule = 'mlbam-id' | 'exact-name-team' | 'exact-name' | 'alias' | 'loose-name' | 'initial-last' | 'unique-last';

export type MatchResult<T> = { kind: 'matched'; row: T; rule: MatchRule } | { kind: 'ambiguous'; candidates: T[] } | { kind: 'none' };

export interface NameIndex<T> {
  lookup(ref: PlayerRef): MatchResult<T>;
  readonly size: number;
}

export interface NameIndexOptions {
  /** Match keys (`matchKey`) of names borne by more than one person; see `sharedNamesOf`. */
  sharedNames?: ReadonlySet<string>;
}

/** The key two names share when loose matching connects them: the loose form without spaces and hyphens. */
export function matchKeyOfNormalised(normalised: string): string {
  return compact(looseOfNormalised(normalised));
}

/** A name part without spaces and hyphens ("de la cruz" = "delacruz", "kiner-falefa" = "kinerfalefa"). */
export function compact(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The match key of a name's canonical (alias-resolved) form; '' for a name without letters. */
export function matchKey(name: string, ctx: NameContext): string {
  return analyse(name, ctx)?.matchKeys.at(-1) ?? '';
}

/** teamKey per spelling: every row of every table asks, and a slate has a few dozen spellings. */
const teamKeys = new Map<string, string | null>();

function teamKey(team: string | null | undefined): string | null {
  if (team == null) return null;
  let key = teamKeys.get(team);
  if (key === undefined) {
    key = team.trim() === '' ? null : (normaliseTeam(team) ?? team.trim().toUpperCase());
    if (teamKeys.size > 10_000) teamKeys.clear();
    teamKeys.set(team, key);
  }
  return key;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/**
 * The match keys of names that more than one person carries. Two kinds of evidence:
 * - the slate (`refs`, today's hitters and starters): people are told apart by
 *   team, else by MLBAM id; two references without either count as two people;
 * - any stat table (`rowSets`) or reference with MLBAM ids: two different ids
 *   under one name are two people. Teams in the tables are not evidence: a
 *   traded player's rows carry different clubs.
 * Pass the result to `buildNameIndex` so a namesake's row is never taken on the
 * name alone: a season leaderboard that lists only the Dodgers' Max Muncy must
 * not give his figures to the Athletics' Max Muncy in today's lineup.
 */
export function sharedNamesOf(refs: readonly PlayerRef[], ctx: NameContext, rowSets: readonly (readonly PlayerRef[])[] = []): Set<string> {
  const slatePeople = new Map<string, Set<string>>();
  // Per name, the first MLBAM id seen; names seen with a second, different id are collected apart.
  const firstIds = new Map<string, number>();
  const twoIds = new Set<string>();
  const noteId = (key: string, id: number): void => {
    const first = firstIds.get(key);
    if (first === undefined) firstIds.set(key, id);
    else if (first !== id) twoIds.add(key);
  };
  refs.forEach((ref, i) => {
    const key = analyse(ref.name, ctx)?.matchKeys.at(-1);
    if (key === undefined) return;
    const team = teamKey(ref.team);
    addTo(slatePeople, key, team != null ? `team:${team}` : ref.mlbamId != null ? `id:${ref.mlbamId}` : `ref:${i}`);
    if (ref.mlbamId != null) noteId(key, ref.mlbamId);
  });
  for (const rows of rowSets) {
    for (const row of rows) {
      if (row.mlbamId == null) continue;
      const key = analyse(row.name, ctx)?.matchKeys.at(-1);
      if (key !== undefined) noteId(key, row.mlbamId);
    }
  }
  const shared = new Set<string>();
  for (const [key, people] of slatePeople) if (people.size > 1) shared.add(key);
  for (const key of firstIds.keys()) if (twoIds.has(key)) shared.add(key);
  return shared;
}

/**
 * Gives each reference without an MLBAM id the id of the row that a table with
 * teams and ids (FanGraphs, the MLB Stats API) matched to it on his own club,
 * so tables without a team column (Savant) can then be joined on the id. When
 * two tables give different ids the reference keeps none.
 */
export function bridgeIds<R extends PlayerRef>(refs: readonly R[], identityIndexes: readonly NameIndex<PlayerRef>[]): R[] {
  return refs.map((ref) => {
    const team = teamKey(ref.team);
    if (ref.mlbamId != null || team === null) return ref;
    const found = new Set<number>();
    for (const index of identityIndexes) {
      const result = index.lookup(ref);
      if (result.kind === 'matched' && result.row.mlbamId != null && teamKey(result.row.team) === team) found.add(result.row.mlbamId);
    }
    return found.size === 1 ? { ...ref, mlbamId: [...found][0]! } : ref;
  });
}

/** Everything the rules read from one spelling of a name. */
export interface NameAnalysis {
  normalised: string;
  canonical: string;
  /** Match keys of the name and of its canonical name (one when they agree). */
  matchKeys: string[];
  /** [canonical], shared by the index entries of every row with this one spelling. */
  canonicals: readonly string[];
  first: string;
  lastKey: string;
  /** `${first initial}|${lastKey}`, null without first or last name. */
  initialKey: string | null;
  suffix: string | null;
}

/**
 * Analyses are memoised per context: the same names are looked up in every
 * source (and in the handedness file), and a context is immutable, so the cache
 * only saves work.
 */
const analysisCache = new WeakMap<NameContext, Map<string, NameAnalysis | null>>();

/** The analysis of one spelling of a name; null for a name without letters (normalised to ''). */
export function analyse(name: string, ctx: NameContext): NameAnalysis | null {
  let cache = analysisCache.get(ctx);
  if (!cache) analysisCache.set(ctx, (cache = new Map()));
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const normalised = normaliseName(name, ctx);
  let result: NameAnalysis | null = null;
  if (normalised !== '') {
    const canonical = canonicalOfNormalised(normalised, ctx);
    const parts = nameParts(normalised);
    const ownKey = compact(looseOfParts(parts));
    const canonicalKey = canonical === normalised ? ownKey : matchKeyOfNormalised(canonical);
    const lastKey = compact(parts.last);
    result = {
      normalised,
      canonical,
      matchKeys: canonicalKey === ownKey ? [ownKey] : [ownKey, canonicalKey],
      canonicals: [canonical],
      first: parts.first,
      lastKey,
      initialKey: parts.first !== '' && lastKey !== '' ? `${String.fromCodePoint(parts.first.codePointAt(0)!)}|${lastKey}` : null,
      suffix: parts.suffix,
    };
  }
  cache.set(name, result);
  return result;
}

interface Entry<T> {
  row: T;
  order: number;
  /** Same person as another entry only when both carry the same MLBAM id: the id (a whole number), else a fraction unique to the row. */
  person: number;
  id: number | null;
  team: string | null;
  canonicals: readonly string[];
  first: string;
  suffix: string | null;
}

interface RefView extends NameAnalysis {
  id: number | null;
  team: string | null;
  shared: boolean;
}

const NO_ENTRIES: readonly never[] = [];

/**
 * Index entries listed by key. Most keys have a single entry, which is stored
 * without an array: an index of a full-league table has thousands of keys in
 * each of its six lists, and the lookups are far fewer than the rows.
 */
class EntryLists<K, E extends object> {
  private readonly lists = new Map<K, E | E[]>();

  add(key: K, entry: E): void {
    const current = this.lists.get(key);
    if (current === undefined) this.lists.set(key, entry);
    else if (Array.isArray(current)) current.push(entry);
    else this.lists.set(key, [current, entry]);
  }

  get(key: K): readonly E[] {
    const current = this.lists.get(key);
    return current === undefined ? NO_ENTRIES : Array.isArray(current) ? current : [current];
  }
}

function unique<V>(values: readonly V[]): V[] {
  return [...new Set(values)];
}

/** A row's alternative spelling when it carries one (FanGraphs NameASCII). */
function alternateName(row: PlayerRef): string | null {
  const value = (row as { nameAscii?: unknown }).nameAscii;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function teamsContradict(ref: RefView, entry: Entry<unknown>): boolean {
  return ref.team !== null && entry.team !== null && ref.team !== entry.team;
}

function idContradicts(ref: RefView, entry: Entry<unknown>): boolean {
  return ref.id !== null && entry.id !== null && ref.id !== entry.id;
}

function distinctPeople<T>(entries: readonly Entry<T>[]): number {
  if (entries.length === 1) return 1;
  return new Set(entries.map((e) => e.person)).size;
}

/** Several rows of one person (per-team rows of a traded player): his row for the ref's team, else his combined row, else the first. */
function pickRow<T>(entries: readonly Entry<T>[], team: string | null): Entry<T> {
  if (entries.length === 1) return entries[0]!;
  const sorted = [...entries].sort((a, b) => a.order - b.order);
  return (team !== null ? sorted.find((e) => e.team === team) : undefined) ?? sorted.find((e) => e.team === null) ?? sorted[0]!;
}

function matched<T>(entries: readonly Entry<T>[], ref: RefView, rule: MatchRule): MatchResult<T> {
  return { kind: 'matched', row: pickRow(entries, ref.team).row, rule };
}

function ambiguous<T>(entries: readonly Entry<T>[]): MatchResult<T> {
  return { kind: 'ambiguous', candidates: [...entries].sort((a, b) => a.order - b.order).map((e) => e.row) };
}

function decide<T>(entries: readonly Entry<T>[], ref: RefView, rule: MatchRule): MatchResult<T> | null {
  if (entries.length === 0) return null;
  return distinctPeople(entries) === 1 ? matched(entries, ref, rule) : ambiguous(entries);
}

/** The rows one name rule found, without those whose id or suffix marks another person. */
interface NameStage<T> {
  pool: Entry<T>[];
  ruleWithTeam: MatchRule;
  ruleWithoutTeam: MatchRule;
  /** Whether a lone row of another club may be taken (a traded player). */
  acceptOtherTeam: boolean;
}

function stage<T>(found: readonly Entry<T>[], ref: RefView, ruleWithTeam: MatchRule, ruleWithoutTeam: MatchRule, acceptOtherTeam: boolean): NameStage<T> {
  return {
    pool: found.filter((e) => !idContradicts(ref, e) && suffixesAgree(ref.suffix, e.suffix)),
    ruleWithTeam,
    ruleWithoutTeam,
    acceptOtherTeam,
  };
}

/** The stage's rows of the ref's own club: one person matches, several are ambiguous. */
function resolveByTeam<T>(s: NameStage<T>, ref: RefView): MatchResult<T> | null {
  if (ref.team === null) return null;
  return decide(
    s.pool.filter((e) => e.team === ref.team),
    ref,
    s.ruleWithTeam,
  );
}

/** The stage's rows when no row of the ref's club carries the name. */
function resolveWithoutTeam<T>(s: NameStage<T>, ref: RefView): MatchResult<T> | null {
  if (s.pool.length === 0) return null;
  if (ref.shared) {
    // Neither id nor team identifies the person: a row without a team could be either
    // namesake; a row of another club belongs to the other one.
    const teamless = s.pool.filter((e) => e.team === null || ref.team === null);
    return teamless.length > 0 ? ambiguous(teamless) : null;
  }
  const candidates = s.acceptOtherTeam ? s.pool : s.pool.filter((e) => !teamsContradict(ref, e));
  return decide(candidates, ref, s.ruleWithoutTeam);
}

/** Rules 3 and 4: the candidate's first name, team and suffix must not contradict the ref's. */
function compatible(ref: RefView, entry: Entry<unknown>): boolean {
  if (idContradicts(ref, entry) || teamsContradict(ref, entry) || !suffixesAgree(ref.suffix, entry.suffix)) return false;
  if (ref.shared && (ref.team === null || entry.team !== ref.team)) return false;
  return firstNamesAgree(ref.first, entry.first) || entry.canonicals.includes(ref.canonical);
}

/**
 * Rule 1 and 2's three name steps (exact name, alias file, loose matching): the rule
 * named with and without the team, and whether a lone row of another club is accepted.
 */
const NAME_STEPS: readonly (readonly [withTeam: MatchRule, withoutTeam: MatchRule, acceptOtherTeam: boolean])[] = [
  ['exact-name-team', 'exact-name', true],
  ['alias', 'alias', true],
  ['loose-name', 'loose-name', false],
];

export function buildNameIndex<T extends PlayerRef>(rows: readonly T[], ctx: NameContext, options: NameIndexOptions = {}): NameIndex<T> {
  const sharedNames = options.sharedNames ?? new Set<string>();
  const byId = new EntryLists<number, Entry<T>>();
  const byName = new EntryLists<string, Entry<T>>();
  const byCanonical = new EntryLists<string, Entry<T>>();
  const byMatchKey = new EntryLists<string, Entry<T>>();
  const byInitialLast = new EntryLists<string, Entry<T>>();
  const byLast = new EntryLists<string, Entry<T>>();

  for (let order = 0; order < rows.length; order++) {
    const row = rows[order]!;
    const main = analyse(row.name, ctx);
    const alternate = alternateName(row);
    const other = alternate === null ? null : analyse(alternate, ctx);
    const first = main ?? other;
    if (first === null) continue;
    // The alternative spelling counts only when it normalises differently.
    const second = main !== null && other !== null && other.normalised !== main.normalised ? other : null;
    const entry: Entry<T> = {
      row,
      order,
      person: row.mlbamId != null ? row.mlbamId : -0.5 - order,
      id: row.mlbamId ?? null,
      team: teamKey(row.team),
      canonicals: second === null ? first.canonicals : unique([first.canonical, second.canonical]),
      first: first.first,
      suffix: first.suffix,
    };
    if (entry.id !== null) byId.add(entry.id, entry);
    byName.add(first.normalised, entry);
    if (second !== null) byName.add(second.normalised, entry);
    for (const canonical of entry.canonicals) byCanonical.add(canonical, entry);
    for (const key of second === null ? first.matchKeys : unique([...first.matchKeys, ...second.matchKeys])) byMatchKey.add(key, entry);
    if (first.lastKey !== '') byLast.add(first.lastKey, entry);
    if (first.initialKey !== null) byInitialLast.add(first.initialKey, entry);
  }

  const none: MatchResult<T> = { kind: 'none' };

  function view(ref: PlayerRef): RefView | null {
    const a = analyse(ref.name, ctx);
    if (a === null) return null;
    return { ...a, id: ref.mlbamId ?? null, team: teamKey(ref.team), shared: a.matchKeys.some((k) => sharedNames.has(k)) };
  }

  function lookup(ref: PlayerRef): MatchResult<T> {
    if (ref.mlbamId != null) {
      const sameId = byId.get(ref.mlbamId);
      if (sameId.length > 0) return { kind: 'matched', row: pickRow(sameId, teamKey(ref.team)).row, rule: 'mlbam-id' };
    }
    const r = view(ref);
    if (r === null) return none;

    // Each list is read only when the previous steps decided nothing: a name-plus-team match on the exact name needs no other list.
    const found = (step: number): readonly Entry<T>[] => {
      if (step === 0) return byName.get(r.normalised);
      if (step === 1) return byCanonical.get(r.canonical);
      return r.matchKeys.length === 1 ? byMatchKey.get(r.matchKeys[0]!) : unique(r.matchKeys.flatMap((k) => byMatchKey.get(k)));
    };
    const stages: NameStage<T>[] = [];
    for (let i = 0; i < NAME_STEPS.length; i++) {
      const [withTeam, withoutTeam, acceptOtherTeam] = NAME_STEPS[i]!;
      const s = stage(found(i), r, withTeam, withoutTeam, acceptOtherTeam);
      stages.push(s);
      const decided = resolveByTeam(s, r);
      if (decided) return decided;
    }
    for (const s of stages) {
      const decided = resolveWithoutTeam(s, r);
      if (decided) return decided;
    }

    if (r.initialKey !== null) {
      const initialLast = byInitialLast.get(r.initialKey).filter((e) => compatible(r, e));
      const decided = decide(initialLast, r, 'initial-last');
      if (decided) return decided;
    }

    const sameLast = byLast.get(r.lastKey);
    if (sameLast.length > 0 && distinctPeople(sameLast) === 1) {
      const candidates = sameLast.filter((e) => compatible(r, e));
      if (candidates.length > 0) return matched(candidates, r, 'unique-last');
    }
    return none;
  }

  return { lookup, size: rows.length };
}
