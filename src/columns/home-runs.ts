/**
 * Season Home Runs table (docs/product.md#season-home-runs): date, batter, team, pitcher,
 * pitch, venue, distance, exit velocity, launch angle and the batter's season
 * home-run number. A new column starts descending (docs/product.md#tables).
 */
import type { HomeRun } from '../../domain/contracts/index.ts';
import { formatCount, formatFixed } from '../lib/format.ts';
import { defineColumns, type CellValue, type SortState } from '../ui/table/types.ts';

export const formatInteger = (value: CellValue): string => formatCount(typeof value === 'number' ? value : null);

export const homeRunColumns = defineColumns<HomeRun>([
  { id: 'date', header: 'Date', kind: 'text', value: (r) => r.date, nowrap: true, show: 'key', phoneOrder: 1 },
  { id: 'batter', header: 'Batter', kind: 'text', value: (r) => r.batter_name, pin: true, show: 'key' },
  { id: 'team', header: 'Team', kind: 'text', value: (r) => r.team_batting, show: 'key', phoneOrder: 2 },
  { id: 'pitcher', header: 'Pitcher', kind: 'text', value: (r) => r.pitcher_name, show: 'compact' },
  { id: 'pitch', header: 'Pitch', kind: 'text', value: (r) => r.pitch_name },
  { id: 'venue', header: 'Venue', kind: 'text', value: (r) => r.venue },
  {
    id: 'distance',
    show: 'key',
    phoneOrder: 3,
    header: 'Distance (ft)',
    kind: 'number',
    value: (r) => r.hit_distance,
    format: formatInteger,
  },
  {
    id: 'exitVelo',
    show: 'compact',
    header: 'Exit Velo (mph)',
    title: 'Exit velocity',
    kind: 'number',
    value: (r) => r.hit_speed,
    format: (v) => formatFixed(v as number | null, 1),
  },
  {
    id: 'launchAngle',
    header: 'Launch Angle (°)',
    kind: 'number',
    value: (r) => r.hit_angle,
    format: formatInteger,
  },
  {
    id: 'hrCount',
    show: 'compact',
    header: 'Season HR #',
    title: "The batter's home-run number this season",
    kind: 'number',
    value: (r) => r.hr_count,
    format: formatInteger,
  },
]);

/** Newest first, as the feed lists them. */
export const HOME_RUN_INITIAL_SORT: SortState = { id: 'date', desc: true };

export function homeRunSearchText(row: HomeRun): string {
  return `${row.batter_name} ${row.team_batting} ${row.pitcher_name} ${row.pitch_name ?? ''} ${row.venue} ${row.date}`;
}
