/**
 * HRs By Park list (docs/product.md#hrs-by-park): venue, team, count, average
 * distance and exit velocity (1 decimal: "home-run averages 1 decimal"),
 * longest. On this page a newly sorted column starts ASCENDING (docs/product.md#hrs-by-park).
 */
import type { ParkHomeRuns } from '../../domain/contracts/index.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatCount, formatFixed } from '../lib/format.ts';
import { defineColumns, type SortState } from '../ui/table/types.ts';

/** A park row with its team's full name (resolved at build time). */
export interface ParkRow extends ParkHomeRuns {
  teamName: string | null;
}

export const parkHomeRunColumns = defineColumns<ParkRow>([
  { id: 'venue', header: 'Venue', kind: 'text', value: (r) => r.venue, show: 'key' },
  { id: 'team', header: 'Team', kind: 'text', value: (r) => r.teamName ?? r.team, show: 'compact' },
  { id: 'count', header: 'Home Runs', kind: 'number', value: (r) => r.count, format: (v) => formatCount(v as number | null), show: 'key' },
  {
    id: 'avgDistance',
    show: 'compact',
    header: 'Avg Distance (ft)',
    kind: 'number',
    value: (r) => r.avgDistance,
    format: (v) => formatFixed(v as number | null, DISPLAY_DECIMALS.homeRunAverage),
  },
  {
    id: 'avgExitVelo',
    show: 'compact',
    header: 'Avg Exit Velo (mph)',
    title: 'Average exit velocity',
    kind: 'number',
    value: (r) => r.avgExitVelo,
    format: (v) => formatFixed(v as number | null, DISPLAY_DECIMALS.homeRunAverage),
  },
  { id: 'longest', header: 'Longest (ft)', kind: 'number', value: (r) => r.longest, format: (v) => formatCount(v as number | null), show: 'compact' },
]);

/** The list opens in the cards' order: most home runs first. */
export const PARK_LIST_INITIAL_SORT: SortState = { id: 'count', desc: true };
