/**
 * MLB Stats API season hitting (`/api/v1/stats?stats=season&group=hitting&playerPool=ALL`)
 * → mlb_stats.csv, one row per player:
 * `playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops`.
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

export function seasonHittingCsv(response: unknown): { csv: string; rows: number } {
  const byPlayer = new Map<number, Split[]>();
  for (const group of asArray(at(response, 'stats'))) {
    for (const raw of asArray(at(group, 'splits'))) {
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
  const rows: (string | number | null)[][] = [];
  for (const splits of byPlayer.values()) {
    const teamSplits = splits.filter((s) => s.team !== null);
    const lastTeam = teamSplits.length > 0 ? teamSplits[teamSplits.length - 1]!.team || null : null;
    const total = splits.find((s) => s.team === null);
    if (total !== undefined) rows.push(asIs(total, lastTeam));
    else if (splits.length === 1) rows.push(asIs(splits[0]!, splits[0]!.team || null));
    else rows.push(summed(splits.map((s) => ({ ...s, team: s.team || null }))));
  }
  return { csv: toCsv(MLB_STATS_HEADER, rows), rows: rows.length };
}
