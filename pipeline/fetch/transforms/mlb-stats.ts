/**
 * MLB Stats API season hitting (`/api/v1/stats?stats=season&group=hitting&playerPool=ALL`)
 * → mlb_stats.csv (and mlb_stats_prior.csv for the previous season), one row per player:
 * `playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops`;
 * season pitching (`group=pitching`) → mlb_pitching.csv:
 * `playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era`;
 * the three previous seasons of each → mlb_history_batting.csv / mlb_history_pitching.csv, the
 * same columns after a `season` column.
 * The API pages its splits (`limit`, `offset`; `totalSplits` says how many there are):
 * the pages' splits are read as one list.
 *
 * A player traded during the season can come back as one split per team. When a
 * split without a team (the season total) is present it is used as is; otherwise
 * the team splits are summed and the rates recomputed (AVG = H/AB,
 * OBP = (H+BB+HBP)/(AB+BB+HBP+SF), SLG = TB/AB). The team is the last split's.
 */
import { normaliseTeam } from '../../../domain/teams.ts';
import { toCsv } from './csv-writer.ts';
import { asArray, asNumber, asObject, asText, at } from './json-access.ts';

export const MLB_STATS_HEADER = [
  'playerId',
  'fullName',
  'team',
  'gamesPlayed',
  'plateAppearances',
  'atBats',
  'hits',
  'homeRuns',
  'avg',
  'obp',
  'slg',
  'ops',
] as const;

const COUNTS = ['gamesPlayed', 'plateAppearances', 'atBats', 'hits', 'homeRuns', 'baseOnBalls', 'hitByPitch', 'sacFlies', 'totalBases'] as const;
type Count = (typeof COUNTS)[number];

interface Split {
  id: number;
  name: string;
  team: string | null;
  stat: Record<string, unknown>;
}

/** ".324" as MLB writes rates (no leading zero below 1). */
export function formatRate(value: number): string {
  const text = value.toFixed(3);
  return text.startsWith('0.') ? text.slice(1) : text;
}

const ratio = (num: number, den: number): number | null => (den > 0 ? num / den : null);

function summed(splits: readonly Split[]): (string | number | null)[] {
  const total = Object.fromEntries(COUNTS.map((c) => [c, splits.reduce((s, x) => s + (asNumber(x.stat[c]) ?? 0), 0)])) as Record<Count, number>;
  const avg = ratio(total.hits, total.atBats);
  const obp = ratio(total.hits + total.baseOnBalls + total.hitByPitch, total.atBats + total.baseOnBalls + total.hitByPitch + total.sacFlies);
  const slg = ratio(total.totalBases, total.atBats);
  const last = splits[splits.length - 1]!;
  return [
    last.id,
    last.name,
    last.team,
    total.gamesPlayed,
    total.plateAppearances,
    total.atBats,
    total.hits,
    total.homeRuns,
    avg === null ? null : formatRate(avg),
    obp === null ? null : formatRate(obp),
    slg === null ? null : formatRate(slg),
    obp === null || slg === null ? null : formatRate(obp + slg),
  ];
}

function asIs(split: Split, team: string | null): (string | number | null)[] {
  const s = split.stat;
  const count = (c: Count) => asNumber(s[c]);
  return [
    split.id,
    split.name,
    team,
    count('gamesPlayed'),
    count('plateAppearances'),
    count('atBats'),
    count('hits'),
    count('homeRuns'),
    asText(s.avg),
    asText(s.obp),
    asText(s.slg),
    asText(s.ops),
  ];
}

/** The splits of one page of `/api/v1/stats`, and the total the API announces (null when it does not say). */
export function statsPage(response: unknown): { splits: unknown[]; totalSplits: number | null } {
  const splits: unknown[] = [];
  let totalSplits: number | null = null;
  for (const group of asArray(at(response, 'stats'))) {
    splits.push(...asArray(at(group, 'splits')));
    const total = asNumber(at(group, 'totalSplits'));
    if (total !== null) totalSplits = (totalSplits ?? 0) + total;
  }
  return { splits, totalSplits };
}

function splitsByPlayer(splitList: readonly unknown[]): Map<number, Split[]> {
  const byPlayer = new Map<number, Split[]>();
  for (const raw of splitList) {
    {
      const id = asNumber(at(raw, 'player', 'id'));
      const name = asText(at(raw, 'player', 'fullName'));
      const stat = asObject(at(raw, 'stat'));
      if (id === null || name === null || stat === null) continue;
      const teamObject = at(raw, 'team');
      const team = teamObject === undefined ? null : (normaliseTeam(asText(at(teamObject, 'abbreviation'))) ?? normaliseTeam(asText(at(teamObject, 'name'))));
      const split: Split = { id, name, team: teamObject === undefined ? null : (team ?? ''), stat };
      byPlayer.set(id, [...(byPlayer.get(id) ?? []), split]);
    }
  }
  return byPlayer;
}

/** One player's season: the total split when the API gives one, else his only split, else null (several team splits: summed by the caller). */
function seasonSplit(splits: readonly Split[]): { split: Split; team: string | null } | null {
  const teamSplits = splits.filter((s) => s.team !== null);
  const lastTeam = teamSplits.length > 0 ? teamSplits[teamSplits.length - 1]!.team || null : null;
  const total = splits.find((s) => s.team === null);
  if (total !== undefined) return { split: total, team: lastTeam };
  if (splits.length === 1) return { split: splits[0]!, team: splits[0]!.team || null };
  return null;
}

type CsvRow = (string | number | null)[];

/** One row per player of a season's hitting splits, in MLB_STATS_HEADER order. */
function seasonHittingRows(splitList: readonly unknown[]): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const splits of splitsByPlayer(splitList).values()) {
    const season = seasonSplit(splits);
    rows.push(season !== null ? asIs(season.split, season.team) : summed(splits.map((s) => ({ ...s, team: s.team || null }))));
  }
  return rows;
}

export function seasonHittingCsv(splitList: readonly unknown[]): { csv: string; rows: number } {
  const rows = seasonHittingRows(splitList);
  return { csv: toCsv(MLB_STATS_HEADER, rows), rows: rows.length };
}

export const MLB_PITCHING_HEADER = [
  'playerId',
  'fullName',
  'team',
  'gamesPlayed',
  'gamesStarted',
  'inningsPitched',
  'battersFaced',
  'homeRuns',
  'era',
] as const;

const PITCHING_COUNTS = ['gamesPlayed', 'gamesStarted', 'battersFaced', 'homeRuns', 'earnedRuns'] as const;

/** "123.1" (thirds notation) → outs; null when unreadable. */
function outsOf(innings: unknown): number | null {
  const text = asText(innings) ?? (typeof innings === 'number' ? String(innings) : null);
  const match = text === null ? null : /^(\d+)(?:\.([012]))?$/.exec(text.trim());
  return match ? Number(match[1]) * 3 + Number(match[2] ?? 0) : null;
}

const inningsText = (outs: number): string => `${Math.floor(outs / 3)}.${outs % 3}`;

/** Several team splits of one pitcher summed: counts added, innings added in outs, ERA recomputed (9 ER / IP). */
function summedPitching(splits: readonly Split[]): (string | number | null)[] {
  const total = Object.fromEntries(PITCHING_COUNTS.map((c) => [c, splits.reduce((s, x) => s + (asNumber(x.stat[c]) ?? 0), 0)])) as Record<
    (typeof PITCHING_COUNTS)[number],
    number
  >;
  const outs = splits.reduce((s, x) => s + (outsOf(x.stat.inningsPitched) ?? 0), 0);
  const last = splits[splits.length - 1]!;
  const era = outs > 0 ? ((total.earnedRuns * 27) / outs).toFixed(2) : null;
  return [last.id, last.name, last.team || null, total.gamesPlayed, total.gamesStarted, inningsText(outs), total.battersFaced, total.homeRuns, era];
}

export function seasonPitchingCsv(splitList: readonly unknown[]): { csv: string; rows: number } {
  const rows = seasonPitchingRows(splitList);
  return { csv: toCsv(MLB_PITCHING_HEADER, rows), rows: rows.length };
}

/**
 * Several seasons' splits as one history file (mlb_history_batting.csv / mlb_history_pitching.csv):
 * `season` then the season table's columns, one row per player and season, most recent season first.
 */
export function historyCsv(group: 'hitting' | 'pitching', seasons: readonly { season: number; splits: readonly unknown[] }[]): { csv: string; rows: number } {
  const header = group === 'hitting' ? MLB_STATS_HEADER : MLB_PITCHING_HEADER;
  const toRows = group === 'hitting' ? seasonHittingRows : seasonPitchingRows;
  const rows = [...seasons].sort((a, b) => b.season - a.season).flatMap(({ season, splits }) => toRows(splits).map((row) => [season, ...row]));
  return { csv: toCsv(['season', ...header], rows), rows: rows.length };
}

/** One row per player of a season's pitching splits, in MLB_PITCHING_HEADER order. */
function seasonPitchingRows(splitList: readonly unknown[]): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const splits of splitsByPlayer(splitList).values()) {
    const season = seasonSplit(splits);
    if (season === null) {
      rows.push(summedPitching(splits));
      continue;
    }
    const s = season.split.stat;
    const outs = outsOf(s.inningsPitched);
    rows.push([
      season.split.id,
      season.split.name,
      season.team,
      asNumber(s.gamesPlayed),
      asNumber(s.gamesStarted),
      outs === null ? null : inningsText(outs),
      asNumber(s.battersFaced),
      asNumber(s.homeRuns),
      asText(s.era),
    ]);
  }
  return rows;
}
