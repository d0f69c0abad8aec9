/**
 * Park Factors table (docs/product.md#park-factors): 19 sortable columns from
 * parkFactorRowSchema. Every index column is Savant's (100 = neutral) and is
 * coloured by the spec's park-factor scale; Year and PA are not indexes. Shown by default: the
 * team and its HR index (phones), with the venue, year and the main indexes that fit on a tablet
 * (ui/table/default-columns.ts), every column on a desktop.
 */
import type { ParkFactorRow } from '../../domain/contracts/index.ts';
import { PARK_FACTOR_COLOURS } from '../../domain/spec-constants.ts';
import { DEFAULT_SORTS } from '../config/ui-settings.ts';
import { formatCount, formatFixed } from '../lib/format.ts';
import { formatParkFactor, PARK_FACTOR_TITLE } from '../lib/park-factor.ts';
import { defineColumns, type CellValue, type ColumnSpec, type SortState } from '../ui/table/types.ts';

export type ParkFactorTone = 'strong-red' | 'light-red' | 'strong-blue' | 'light-blue' | null;

/** The park factor's colour bands (docs/product.md#park-factors). */
export function parkFactorTone(value: number | null): ParkFactorTone {
  if (value === null || !Number.isFinite(value)) return null;
  if (value > PARK_FACTOR_COLOURS.strongRedAbove) return 'strong-red';
  if (value > PARK_FACTOR_COLOURS.lightRedAbove) return 'light-red';
  if (value < PARK_FACTOR_COLOURS.strongBlueBelow) return 'strong-blue';
  if (value < PARK_FACTOR_COLOURS.lightBlueBelow) return 'light-blue';
  return null;
}

export const PARK_FACTOR_TONE_CLASS: Record<Exclude<ParkFactorTone, null>, string> = {
  'strong-red': 'bg-red-600 font-semibold text-white',
  'light-red': 'bg-red-100 text-red-900',
  'strong-blue': 'bg-blue-700 font-semibold text-white',
  'light-blue': 'bg-blue-100 text-blue-900',
};

function toneClass(value: CellValue): string | undefined {
  const tone = parkFactorTone(typeof value === 'number' ? value : null);
  return tone ? PARK_FACTOR_TONE_CLASS[tone] : undefined;
}

type IndexKey = 'overall' | 'wOBACon' | 'xwOBACon' | 'BACON' | 'xBACON' | 'HardHit' | 'R' | 'OBP' | 'H' | '1B' | '2B' | '3B' | 'BB' | 'SO';

function indexColumn(key: IndexKey, header: string, title: string, show?: 'compact'): ColumnSpec<ParkFactorRow> {
  return {
    show,
    id: key,
    header,
    title,
    kind: 'number',
    value: (row) => row[key],
    format: (value) => formatFixed(value as number | null, 0),
    cellClass: toneClass,
  };
}

export const parkFactorColumns = defineColumns<ParkFactorRow>([
  { id: 'team', header: 'Team', kind: 'text', value: (row) => row.teamName, show: 'key' },
  { id: 'venue', header: 'Venue', kind: 'text', value: (row) => row.venue, show: 'compact' },
  { id: 'year', header: 'Year', kind: 'text', value: (row) => row.year, show: 'compact' },
  {
    id: 'parkFactor',
    show: 'key',
    header: 'Park Factor',
    title: `${PARK_FACTOR_TITLE} (Savant's HR index, the one the projections use)`,
    kind: 'number',
    value: (row) => row.parkFactor,
    format: (value) => formatParkFactor(value as number | null),
    cellClass: toneClass,
  },
  indexColumn('overall', 'Overall', "Savant's all-events park factor", 'compact'),
  indexColumn('wOBACon', 'wOBACon', 'wOBA on contact', 'compact'),
  indexColumn('xwOBACon', 'xwOBACon', 'Expected wOBA on contact'),
  indexColumn('BACON', 'BACON', 'Batting average on contact'),
  indexColumn('xBACON', 'xBACON', 'Expected batting average on contact'),
  indexColumn('HardHit', 'HardHit', 'Hard-hit rate', 'compact'),
  indexColumn('R', 'R', 'Runs', 'compact'),
  indexColumn('OBP', 'OBP', 'On-base percentage'),
  indexColumn('H', 'H', 'Hits', 'compact'),
  indexColumn('1B', '1B', 'Singles'),
  indexColumn('2B', '2B', 'Doubles'),
  indexColumn('3B', '3B', 'Triples'),
  indexColumn('BB', 'BB', 'Walks'),
  indexColumn('SO', 'SO', 'Strikeouts'),
  {
    id: 'PA',
    header: 'PA',
    title: 'Plate appearances in the sample',
    kind: 'number',
    value: (row) => row.PA,
    format: (value) => formatCount(value as number | null),
  },
]);

/** Search matches team (code and name) and ballpark. */
/** The park table opens sorted by Park Factor, highest first (docs/product.md#park-factors). */
export const PARK_FACTORS_INITIAL_SORT: SortState = { id: DEFAULT_SORTS.parkFactors.key, desc: DEFAULT_SORTS.parkFactors.direction === 'desc' };

export function parkFactorSearchText(row: ParkFactorRow): string {
  return `${row.team} ${row.teamName} ${row.venue}`;
}
