/**
 * Bullpen pages (docs/product.md#bullpen-pages): the depth chart (/mlb/bullpen: Team, Player,
 * THR, Role, six usage days, vFA, vSI, G, IP, ERA, SV, HLD, K/9, K%) and the
 * bullpen table (/bullpen-table: Team, Player, Role, G, IP, ERA, HR/9 (which the pipeline takes from the
 * pitching tables), SV, HLD, K/9, K%).
 * IP is shown in baseball thirds (195.333 -> "195.1"). Phones show team, player and ERA;
 * the depth chart's velocities, games and K% show when picked.
 */
import type { BullpenEntry } from '../../domain/contracts/index.ts';
import { formatCount, formatFixed, formatInnings, formatPercent } from '../lib/format.ts';
import { defineColumns, type ColumnSpec } from '../ui/table/types.ts';
import { HR_PER_NINE_TITLE } from './pitcher-titles.ts';

const team = (highlighted: ReadonlySet<string>): ColumnSpec<BullpenEntry> => ({
  id: 'team',
  show: 'key',
  header: 'Team',
  kind: 'text',
  value: (row) => row.team,
  cellClass: (_value, row) => (highlighted.has(row.team) ? 'font-semibold text-red-700' : undefined),
});
const player: ColumnSpec<BullpenEntry> = { id: 'player', header: 'Player', kind: 'text', value: (row) => row.player, pin: true, show: 'key' };
const role: ColumnSpec<BullpenEntry> = { id: 'role', header: 'Role', kind: 'text', value: (row) => row.role, show: 'compact' };
const thr: ColumnSpec<BullpenEntry> = { id: 'thr', header: 'THR', title: 'Throws', kind: 'text', value: (row) => row.thr, show: 'compact' };

const number = (
  id: keyof BullpenEntry & ('vfa' | 'vsi' | 'g' | 'ip' | 'era' | 'sv' | 'hld' | 'k9' | 'kperc' | 'hr9'),
  header: string,
  title: string,
  format: (value: number | null) => string,
  show?: 'key' | 'compact',
): ColumnSpec<BullpenEntry> => ({
  id,
  show,
  header,
  title,
  kind: 'number',
  value: (row) => row[id],
  format: (value) => format(value as number | null),
});

const stats: readonly ColumnSpec<BullpenEntry>[] = [
  number('g', 'G', 'Games', formatCount),
  number('ip', 'IP', 'Innings pitched', formatInnings, 'compact'),
  number('era', 'ERA', 'Earned run average', (v) => formatFixed(v, 2), 'key'),
  number('sv', 'SV', 'Saves', formatCount, 'compact'),
  number('hld', 'HLD', 'Holds', formatCount, 'compact'),
  number('k9', 'K/9', 'Strikeouts per nine innings', (v) => formatFixed(v, 2), 'compact'),
  number('kperc', 'K%', 'Strikeout rate', (v) => formatPercent(v, 1)),
];

/** Depth chart columns; usage headers come from the file (newest first), `highlighted` teams are coloured. */
export function bullpenDepthColumns(usageDays: readonly string[], highlighted: ReadonlySet<string>): readonly ColumnSpec<BullpenEntry>[] {
  const usage = usageDays.map(
    (day, index): ColumnSpec<BullpenEntry> => ({
      id: `usage${index}`,
      header: day,
      title: `Pitches thrown ${day}`,
      kind: 'number',
      // The workload is the depth chart's point: on a phone too, after the name.
      show: 'key',
      phoneOrder: index + 1,
      value: (row) => row.usage[index] ?? null,
      format: (value) => formatCount(value as number | null),
    }),
  );
  return defineColumns<BullpenEntry>([
    team(highlighted),
    player,
    thr,
    role,
    ...usage,
    number('vfa', 'vFA', 'Four-seam fastball velocity (mph)', (v) => formatFixed(v, 1)),
    number('vsi', 'vSI', 'Sinker velocity (mph)', (v) => formatFixed(v, 1)),
    ...stats,
  ]);
}

/** HR/9, the bullpen table's home-run column: right after ERA, on a phone too. */
const hrPerNine = number('hr9', 'HR/9', HR_PER_NINE_TITLE, (v) => formatFixed(v, 2), 'key');
const withHrPerNine = stats.flatMap((column) => (column.id === 'era' ? [column, hrPerNine] : [column]));

/** The bullpen table is narrow enough to show every column that fits from a tablet up (ui/table/default-columns.ts). */
export const bullpenTableColumns = defineColumns<BullpenEntry>(
  [team(new Set()), player, role, ...withHrPerNine].map((column) => ({ ...column, show: column.show ?? 'compact' })),
);

/**
 * The spec colours two teams' names without saying which. Longball colours the
 * two most-used bullpens: most pitches over the six usage days (ties: team code).
 */
export function mostUsedBullpens(entries: readonly BullpenEntry[], count = 2): string[] {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const pitches = entry.usage.reduce<number>((sum, day) => sum + (day ?? 0), 0);
    totals.set(entry.team, (totals.get(entry.team) ?? 0) + pitches);
  }
  return [...totals.entries()]
    .filter(([, total]) => total > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([teamCode]) => teamCode);
}

export function bullpenSearchText(row: BullpenEntry): string {
  return `${row.team} ${row.player} ${row.role}`;
}
