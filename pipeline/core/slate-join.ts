/**
 * The slate's inputs, joined once: the name rules, today's games and the side of
 * each team, the park rows, the handedness lookup and the stat sources indexed by
 * name. Every builder reads this one join; none re-reads or re-indexes an input.
 *
 * Names that two people carry (in the slate or in any table with ids) are never
 * joined on the name alone; lineup entries without an id borrow it from a row on
 * their own club so the team-less Savant tables join by id.
 */
import { HAND_NOT_FOUND, type Game, type ParkFactorRow } from '../../domain/contracts/index.ts';
import { PARK_YEAR_DEFAULT_LABEL } from '../../domain/spec-constants.ts';
import type { InputId, InputRows } from '../inputs/ids.ts';
import type { InputStatus, RawLineupTeam, StatRow } from '../inputs/rows.ts';
import { buildHandIndex, lookupHand, type HandAnswer } from './handedness.ts';
import { hittersOf } from './lineups.ts';
import { bridgeIds, buildNameIndex, sharedNamesOf, type NameIndex, type PlayerRef } from './matching.ts';
import { buildNameContext, type NameContext } from './names.ts';
import { settleSlateOdds, type SlateOdds } from './odds-games.ts';
import { buildParkFactorRows } from './park-factors.ts';
import { assembleGames, type SideContext } from './slate-games.ts';
import { entryDay } from './slate-lineups.ts';
import { settleTradedHitters } from './traded.ts';
import { indexSources, JoinTally, last7Refs, type AmbiguityReport, type IndexedSource, type Last7Ref } from './stat-join.ts';
import { BATTER_SOURCE_PRIORITY, PITCHER_SOURCE_PRIORITY } from './stat-lookup.ts';

export type SlateSources = { [K in InputId]: { rows: InputRows[K]; status: InputStatus } };

/** Tables that carry both a team and an MLBAM id: they can lend a lineup entry its id. */
const IDENTITY_SOURCES: ReadonlySet<string> = new Set(['fangraphs-stats', 'mlb-stats', 'projections', 'fangraphs-pitchers', 'mlb-pitching']);
/** The batting tables with teams and ids whose latest row tells a hitter on two clubs' lineups which club he is with (core/traded.ts), in that order. */
const CLUB_EVIDENCE_SOURCES = ['mlb-stats', 'fangraphs-stats', 'projections'] as const;

/** What the build report says about an input beyond its own file's rows (the join's findings). */
export type InputWarnings = Map<InputId, string[]>;

export interface SlateJoin {
  date: string;
  season: number;
  inputs: SlateSources;
  names: NameContext;
  parkRows: ParkFactorRow[];
  games: Game[];
  /** Two per game (away, then home), in lineup order. */
  sides: SideContext[];
  /** The handedness table's hand, else the lineup's own, else HAND_NOT_FOUND. */
  handOf: (name: string, fallback: string | null) => HandAnswer;
  sharedNames: ReadonlySet<string>;
  batterSources: IndexedSource[];
  pitcherSources: IndexedSource[];
  /** The reference with the MLBAM id an identity table lends it (unchanged without one). */
  identifyBatter: (ref: PlayerRef) => PlayerRef;
  identifyPitcher: (ref: PlayerRef) => PlayerRef;
  last7Index: NameIndex<Last7Ref>;
  /** The odds file's quotes on their games (core/odds-games.ts): a row reads only its own game's index. */
  odds: SlateOdds;
  /** Today's hitters' lookups, counted per source for the manifest's join report. */
  tally: JoinTally;
  /** Names a source could not tell apart, as the lookups meet them. */
  ambiguities: AmbiguityReport[];
  /** The join's and the builders' findings per input (build report and manifest), added to as they are met. */
  inputWarnings: InputWarnings;
}

/** Adds a finding to an input's report (once: a builder run again on the join finds it again). */
export function warnInput(join: Pick<SlateJoin, 'inputWarnings'>, input: InputId, text: string): void {
  const list = join.inputWarnings.get(input);
  if (list === undefined) join.inputWarnings.set(input, [text]);
  else if (!list.includes(text)) list.push(text);
}

/** The rows of a stat input by its id; an id that is no stat input has none. */
export function statRowsOf(inputs: SlateSources, source: string): readonly StatRow[] {
  const entry = (inputs as Record<string, { rows: readonly unknown[] }>)[source];
  return (entry?.rows ?? []) as readonly StatRow[];
}

/** Why an output section is empty: the needed inputs that are missing, unusable or without rows. */
export function absenceOf<K extends InputId>(inputs: Pick<SlateSources, K>, needed: readonly K[], what: string) {
  const missing = needed.filter((id) => inputs[id].status !== 'ok' || inputs[id].rows.length === 0);
  if (missing.length === 0) return null;
  return {
    missingInputs: missing,
    message: `${what} unavailable: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or unusable.`,
  };
}

export function joinSlateInputs(date: string, inputs: SlateSources): SlateJoin {
  const names = buildNameContext(inputs.reference.rows, inputs['name-aliases'].rows);
  const parkRows = buildParkFactorRows(inputs['savant-park-factors'].rows, PARK_YEAR_DEFAULT_LABEL);
  const handIndex = buildHandIndex(inputs.handedness.rows, names);
  const handOf = (name: string, fallback: string | null): HandAnswer => {
    const found = lookupHand(handIndex, name);
    if (found !== HAND_NOT_FOUND) return found;
    return fallback === 'R' || fallback === 'L' || fallback === 'S' ? fallback : HAND_NOT_FOUND;
  };
  const assembled = assembleGames(date, inputs.lineups.rows, inputs.games.rows, parkRows, handOf);
  const clubEvidence = CLUB_EVIDENCE_SOURCES.map((source) => ({ source, rows: statRowsOf(inputs, source) }));
  const { games, sides, warnings: traded } = settleTradedHitters(assembled.sides, assembled.games, clubEvidence, names);

  const sharedNames = sharedNamesOf(
    slateRefs(sides),
    names,
    [...BATTER_SOURCE_PRIORITY, ...PITCHER_SOURCE_PRIORITY].map((source) => statRowsOf(inputs, source)),
  );
  const indexed = (priority: readonly string[]) =>
    indexSources(
      priority.map((source) => ({ source, rows: statRowsOf(inputs, source) })),
      names,
      sharedNames,
    );
  const batterSources = indexed(BATTER_SOURCE_PRIORITY);
  const pitcherSources = indexed(PITCHER_SOURCE_PRIORITY);
  const identifier = (sources: readonly IndexedSource[]) => {
    const identity = sources.filter((s) => IDENTITY_SOURCES.has(s.source)).map((s) => s.index as NameIndex<PlayerRef>);
    return (ref: PlayerRef): PlayerRef => bridgeIds([ref], identity)[0]!;
  };
  const odds = settleSlateOdds(inputs.odds.rows, sides, date, names, sharedNames);
  const inputWarnings: InputWarnings = new Map();
  if (traded.length > 0) inputWarnings.set('lineups', traded);
  if (odds.warnings.length > 0) inputWarnings.set('odds', [...odds.warnings]);
  return {
    date,
    season: Number(date.slice(0, 4)),
    inputs,
    names,
    parkRows,
    games,
    sides,
    handOf,
    sharedNames,
    batterSources,
    pitcherSources,
    identifyBatter: identifier(batterSources),
    identifyPitcher: identifier(pitcherSources),
    last7Index: buildNameIndex(last7Refs(inputs.last7.rows), names, { sharedNames }),
    odds,
    tally: new JoinTally([...BATTER_SOURCE_PRIORITY, 'last7']),
    ambiguities: [],
    inputWarnings,
  };
}

/** Everyone the slate names: each side's hitters and the starter they face. */
function slateRefs(sides: readonly SideContext[]): PlayerRef[] {
  return sides.flatMap((side) => [
    ...hittersOf(side.entry).map((p) => ({ name: p.name, team: side.team, mlbamId: p.mlbamId })),
    ...(side.opposingStarter ? [{ name: side.opposingStarter.name, team: side.opponent, mlbamId: side.opposingStarter.mlbamId }] : []),
  ]);
}

/** The slate date when none is given: the lineups' own slate date (the most common one; an instant read in the home park's zone). */
export function slateDateFromLineups(entries: readonly RawLineupTeam[]): string | null {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const day = entryDay(e);
    if (day !== null) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [date, n] of counts) if (best === null || n > (counts.get(best) ?? 0) || (n === counts.get(best) && date > best)) best = date;
  return best;
}
