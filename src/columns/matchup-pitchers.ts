/**
 * Pitcher lines of Main Matchup's starting-pitcher panel (G, IP in baseball thirds, ERA, K/9, K%,
 * HR/9, Barrel%) and Batter vs Bullpen's opposing bullpen list (role, G, IP, ERA, SV, HLD, K/9, K%)
 * (docs/product.md#main-matchup-and-batter-vs-bullpen).
 */
import type { MatchupPitcher } from '../../domain/contracts/index.ts';
import { formatCount, formatFixed, formatInnings, formatPercent } from '../lib/format.ts';
import { defineColumns, type ColumnSpec } from '../ui/table/types.ts';
import { HR_PER_NINE_TITLE } from './pitcher-titles.ts';

type StatKey = 'g' | 'ip' | 'era' | 'sv' | 'hld' | 'k9' | 'kperc' | 'hr9' | 'barrelPct';

const stat = (id: StatKey, header: string, title: string, format: (v: number | null) => string): ColumnSpec<MatchupPitcher> => ({
  id,
  header,
  title,
  kind: 'number',
  value: (row) => row[id],
  format: (value) => format(value as number | null),
});

const STATS: Record<StatKey, ColumnSpec<MatchupPitcher>> = {
  g: stat('g', 'G', 'Games', formatCount),
  ip: stat('ip', 'IP', 'Innings pitched', formatInnings),
  era: stat('era', 'ERA', 'Earned run average', (v) => formatFixed(v, 2)),
  sv: stat('sv', 'SV', 'Saves', formatCount),
  hld: stat('hld', 'HLD', 'Holds', formatCount),
  k9: stat('k9', 'K/9', 'Strikeouts per nine innings', (v) => formatFixed(v, 2)),
  kperc: stat('kperc', 'K%', 'Strikeout rate', (v) => formatPercent(v, 1)),
  hr9: stat('hr9', 'HR/9', HR_PER_NINE_TITLE, (v) => formatFixed(v, 2)),
  barrelPct: stat('barrelPct', 'Barrel%', 'Barrels allowed per batted-ball event this season', (v) => formatPercent(v, 1)),
};

/** Batter vs Bullpen's bullpen list, after the pitcher's name. */
export const bullpenListColumns = defineColumns<MatchupPitcher>([
  { id: 'name', header: 'Pitcher', kind: 'text', value: (row) => row.name },
  { id: 'role', header: 'Role', kind: 'text', value: (row) => row.role },
  STATS.g,
  STATS.ip,
  STATS.era,
  STATS.sv,
  STATS.hld,
  STATS.k9,
  STATS.kperc,
]);

/** Main Matchup's starting-pitcher panel: G, IP, ERA, K/9, K%, and the home-run figures HR/9 and Barrel%. */
export const starterStatColumns = defineColumns<MatchupPitcher>([STATS.g, STATS.ip, STATS.era, STATS.k9, STATS.kperc, STATS.hr9, STATS.barrelPct]);
