/**
 * Batter vs. Pitcher table (docs/product.md#batter-vs-pitcher-stats): the 14 columns of a matchup
 * row. Text columns start ascending, number columns descending ('by-kind').
 */
import type { BvpRow } from '../../domain/contracts/index.ts';
import { formatCount, formatRate } from '../lib/format.ts';
import { playerLinks } from '../lib/player-links.ts';
import { defineColumns, type ColumnSpec } from '../ui/table/types.ts';

type CountKey = 'PA' | 'AB' | 'H' | '1B' | '2B' | '3B' | 'HR' | 'BB' | 'SO';
type RateKey = 'AVG' | 'OBP' | 'SLG';

const COUNT_TITLES: Record<CountKey, string> = {
  PA: 'Plate appearances',
  AB: 'At bats',
  H: 'Hits',
  '1B': 'Singles',
  '2B': 'Doubles',
  '3B': 'Triples',
  HR: 'Home runs',
  BB: 'Walks',
  SO: 'Strikeouts',
};
const RATE_TITLES: Record<RateKey, string> = { AVG: 'Batting average', OBP: 'On-base percentage', SLG: 'Slugging percentage' };

const countColumn = (key: CountKey): ColumnSpec<BvpRow> => ({
  id: key,
  header: key,
  title: COUNT_TITLES[key],
  kind: 'number',
  value: (row) => row[key],
  format: (value) => formatCount(value as number | null),
});
const rateColumn = (key: RateKey): ColumnSpec<BvpRow> => ({
  id: key,
  header: key,
  title: RATE_TITLES[key],
  kind: 'number',
  value: (row) => row[key],
  format: (value) => formatRate(value as number | null),
});

/**
 * Shown on phones: the batter, the pitcher (a batter listed twice is told apart by him), the
 * plate appearances (the sample behind the average), home runs and average.
 */
const SHOW: Partial<Record<CountKey | RateKey, ColumnSpec<BvpRow>['show']>> = {
  PA: 'key',
  HR: 'key',
  AVG: 'key',
  AB: 'compact',
  H: 'compact',
  BB: 'compact',
  SO: 'compact',
  OBP: 'compact',
  SLG: 'compact',
};

export const bvpColumns = defineColumns<BvpRow>([
  { id: 'batter', header: 'Batter', kind: 'text', value: (row) => row.batter, pin: true, show: 'key', links: (row) => playerLinks(row.batter, row.team) },
  { id: 'pitcher', header: 'Pitcher', kind: 'text', value: (row) => row.pitcher, show: 'key', links: (row) => playerLinks(row.pitcher, null) },
  ...(['PA', 'AB', 'H', '1B', '2B', '3B', 'HR', 'BB', 'SO'] as const).map((key) => ({ ...countColumn(key), show: SHOW[key] })),
  ...(['AVG', 'OBP', 'SLG'] as const).map((key) => ({ ...rateColumn(key), show: SHOW[key] })),
]);

/** Search covers player and team (docs/product.md#batter-vs-pitcher-stats), the batter and pitcher names included. */
export function bvpSearchText(row: BvpRow): string {
  return `${row.player} ${row.team} ${row.batter} ${row.pitcher}`;
}
