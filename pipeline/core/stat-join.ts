/**
 * The join machinery: each of today's hitters (and opposing starters) is looked up
 * in every stat source through name indexes built once, the outcomes are tallied
 * per source for the manifest's join report, and the matched rows are turned into
 * the projected-batter figures (docs/product.md#data-files-and-matching).
 */
import type { JoinReport } from '../../domain/contracts/index.ts';
import type { RawLast7, StatKey, StatRow } from '../inputs/rows.ts';
import { buildNameIndex, type MatchRule, type NameIndex, type PlayerRef } from './matching.ts';
import type { NameContext } from './names.ts';
import { firstStat, firstStatOf, firstStatValue, type MatchedSource } from './stat-lookup.ts';

export interface SourceTable {
  source: string;
  rows: readonly StatRow[];
}

export interface IndexedSource {
  source: string;
  index: NameIndex<StatRow>;
}

export interface AmbiguityReport {
  name: string;
  team: string;
  source: string;
  candidates: string[];
}

/** Counts per source, filled in as players are looked up. */
export class JoinTally {
  private readonly bySource = new Map<string, JoinReport>();

  constructor(sources: readonly string[]) {
    for (const source of sources) this.bySource.set(source, { source, hitters: 0, matched: 0, byRule: {}, ambiguous: 0 });
  }

  record(source: string, outcome: { matched: MatchRule } | 'ambiguous' | 'none'): void {
    const report = this.bySource.get(source);
    if (!report) return;
    report.hitters++;
    if (outcome === 'ambiguous') report.ambiguous++;
    else if (outcome !== 'none') {
      report.matched++;
      report.byRule[outcome.matched] = (report.byRule[outcome.matched] ?? 0) + 1;
    }
  }

  reports(): JoinReport[] {
    return [...this.bySource.values()];
  }
}

/** sharedNames: names more than one person carries (see sharedNamesOf): never joined on the name alone. */
export function indexSources(tables: readonly SourceTable[], ctx: NameContext, sharedNames: ReadonlySet<string>): IndexedSource[] {
  return tables.map((t) => ({ source: t.source, index: buildNameIndex(t.rows, ctx, { sharedNames }) }));
}

const describe = (row: StatRow) => `${row.name}${row.team ? ` (${row.team})` : ''}${row.mlbamId ? ` #${row.mlbamId}` : ''}`;

/** Where a lookup's outcomes are recorded: the join report's tally and the ambiguity list, each when given. */
export interface LookupRecord {
  tally?: JoinTally;
  ambiguities?: AmbiguityReport[];
}

/** Looks one player up in every source, in priority order; records the outcomes where `record` says. */
export function matchAcrossSources(ref: PlayerRef, sources: readonly IndexedSource[], record: LookupRecord = {}): MatchedSource[] {
  const { tally, ambiguities } = record;
  const matches: MatchedSource[] = [];
  for (const { source, index } of sources) {
    const result = index.lookup(ref);
    if (result.kind === 'matched') {
      matches.push({ source, row: result.row });
      tally?.record(source, { matched: result.rule });
    } else if (result.kind === 'ambiguous') {
      tally?.record(source, 'ambiguous');
      ambiguities?.push({ name: ref.name, team: ref.team ?? '', source, candidates: result.candidates.map(describe) });
    } else {
      tally?.record(source, 'none');
    }
  }
  return matches;
}

export interface Last7Figures {
  hr: number | null;
  avg: number | null;
  slg: number | null;
  /** hrRate = HR / AB over the last 7 days, when both are present and AB > 0. */
  hrRate: number | null;
}

export type Last7Ref = RawLast7 & PlayerRef;

export function last7Refs(rows: readonly RawLast7[]): Last7Ref[] {
  return rows.map((r) => ({ ...r, mlbamId: null }));
}

export function last7Figures(row: RawLast7 | null): Last7Figures {
  if (!row) return { hr: null, avg: null, slg: null, hrRate: null };
  const hrRate = row.hr !== null && row.ab !== null && row.ab > 0 ? row.hr / row.ab : null;
  return { hr: row.hr, avg: row.avg, slg: row.slg, hrRate };
}

export type HitterFigures = ReturnType<typeof hitterFigures>;

/** The season and Statcast figures of one hitter, first non-empty value in source priority. */
export function hitterFigures(matches: readonly MatchedSource[]) {
  const value = (key: StatKey) => firstStatValue(matches, key);
  const fb = value('FB');
  const iffb = value('IFFB%');
  return {
    hardHitRate: firstStatOf(matches, ['HardHit%', 'Hard%'])?.value ?? null,
    barrelRate: value('Barrel%'),
    exitVelo: value('EV'),
    launchAngle: value('LA'),
    maxEV: value('maxEV'),
    ld: value('LD'),
    fb,
    pull: value('Pull'),
    hc: firstStatOf(matches, ['HC%', 'Hard%'])?.value ?? null,
    iffb,
    trueFb: trueFlyBallRate(fb, iffb),
    ab: value('AB'),
    kPct: value('K%'),
    ip: value('IP'),
    iso: isolatedPower(matches),
    seasonHrRate: seasonHrRate(matches),
  };
}

/** Fly balls that leave the infield: FB% x (1 - IFFB%), both percents. */
export function trueFlyBallRate(fb: number | null, iffb: number | null): number | null {
  if (fb === null) return null;
  return iffb === null ? null : round(fb * (1 - iffb / 100), 1);
}

/** ISO from the source that states it, else SLG - AVG from one and the same source. */
function isolatedPower(matches: readonly MatchedSource[]): number | null {
  const stated = firstStat(matches, 'ISO');
  if (stated) return stated.value;
  for (const { row } of matches) {
    const { SLG, AVG } = row.stats;
    if (SLG !== undefined && AVG !== undefined) return round(SLG - AVG, 3);
  }
  return null;
}

/**
 * A pitcher's home runs allowed per nine innings and barrels allowed per batted-ball event (percent):
 * the first source in priority order that states HR/9 (FanGraphs), else HR x 9 / IP from the first
 * source that carries both counts (the MLB Stats API's home runs allowed and innings), never mixed
 * across sources; null when no matched source has them.
 */
export function pitcherRates(matches: readonly MatchedSource[]): { hr9: number | null; barrelPct: number | null } {
  return { hr9: homeRunsPerNine(matches), barrelPct: firstStatValue(matches, 'Barrel%') };
}

function homeRunsPerNine(matches: readonly MatchedSource[]): number | null {
  const stated = firstStat(matches, 'HR/9');
  if (stated) return round(stated.value, 2);
  for (const { row } of matches) {
    const { HR, IP } = row.stats;
    if (HR !== undefined && IP !== undefined && IP > 0) return round((HR * 9) / IP, 2);
  }
  return null;
}

/** Season HR / AB, both from the first source that carries both (never mixed across sources). */
function seasonHrRate(matches: readonly MatchedSource[]): number | null {
  for (const { row } of matches) {
    const { HR, AB } = row.stats;
    if (HR !== undefined && AB !== undefined && AB > 0) return HR / AB;
  }
  return null;
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function lookupOne<T>(index: NameIndex<T>, ref: PlayerRef): T | null {
  const r = index.lookup(ref);
  return r.kind === 'matched' ? r.row : null;
}
