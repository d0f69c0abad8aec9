/**
 * /rv-comparison (docs/product.md#rv-comparison): tabs Summary, All Matchups and
 * Hard Hitters over rv-comparison.json. Every column sorts (same column
 * flips; a new column starts descending); default sorts: Summary by count
 * descending, the other two by rv descending. The rules of the Summary and
 * Hard Hitters tabs (with today's threshold) are static text on the page
 * (src/pages/rv-comparison.astro): prerendered, no JavaScript. Each tab's first page comes from
 * the build (`firstPages`), so the static HTML has the rows; the file replaces them once loaded.
 */
import type { RvRow, RvSummaryRow } from '../../domain/contracts/index.ts';
import { RV_INITIAL_SORTS, rvRowColumns, rvSearchText, rvSummaryColumns } from '../columns/rv-comparison.ts';
import { AbsenceNote, LoadError } from './DataStatus.tsx';
import { DataTable, type DataTableProps } from '../ui/table/DataTable.tsx';
import type { FirstPage } from '../ui/table/first-page.ts';
import { MountedTabs, type MountedTabSpec } from '../ui/tabs/MountedTabs.tsx';
import { useData } from './use-data.ts';
import { formatCount } from '../lib/format.ts';

export const NO_QUALIFYING_BATTERS = 'No batters meet the criteria today.';
const SEARCH = { placeholder: 'Search by batter, team or pitcher...', text: rvSearchText };

const rowId = (r: { batter: string; team: string; pitchType: string }) => `${r.team}-${r.batter}-${r.pitchType}`;
const count = (noun: string) => (shown: number, total: number) =>
  shown === total ? `${formatCount(total)} ${noun}` : `${formatCount(shown)} of ${formatCount(total)} ${noun}`;

/** What one tab's table has of its own; all three search the same way and sort a new column descending first. */
type RvTable<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'partial' | 'columns' | 'caption' | 'getRowId' | 'initialSort' | 'csvFileName' | 'emptyMessage' | 'countLabel'
>;

/** The build's first page of each tab (rv-comparison.astro), shown until the file is loaded. */
export interface RvFirstPages {
  summary: FirstPage<RvSummaryRow>;
  all: FirstPage<RvRow>;
  hard: FirstPage<RvRow>;
  absence: { message: string; missingInputs: string[] } | null;
}

function rvTab<Row extends { batter: string; team: string; pitcher: string }>(id: string, label: string, table: RvTable<Row>): MountedTabSpec {
  return { id, label, content: <DataTable {...table} firstSort="desc" search={SEARCH} /> };
}

export default function RvComparisonIsland({ firstPages }: { firstPages: RvFirstPages }) {
  const { data, error } = useData('rv-comparison.json');
  if (!data && error) return <LoadError heading="Failed to load run-value data" message={error.message} />;
  // Until the file is loaded: the build's first pages.
  const partial = <Row,>(page: FirstPage<Row>, rows: readonly Row[] | undefined) => (rows ? { rows } : { rows: page.rows, partial: page });

  const tabs = [
    rvTab('summary', 'Summary', {
      ...partial(firstPages.summary, data?.summary),
      columns: rvSummaryColumns,
      caption: 'RV comparison summary: batters with several strong pitch matchups',
      getRowId: (r) => `${r.team}-${r.batter}-${r.pitcher}`,
      initialSort: RV_INITIAL_SORTS.summary,
      csvFileName: 'rv-summary',
      emptyMessage: NO_QUALIFYING_BATTERS,
      countLabel: count('batters'),
    }),
    rvTab('all', 'All Matchups', {
      ...partial(firstPages.all, data?.rows),
      columns: rvRowColumns,
      caption: 'RV comparison: every batter against every pitch type of the opposing starter',
      getRowId: rowId,
      initialSort: RV_INITIAL_SORTS.allMatchups,
      csvFileName: 'rv-all-matchups',
      emptyMessage: 'No matchups found.',
      countLabel: count('matchups'),
    }),
    rvTab('hard', 'Hard Hitters', {
      ...partial(firstPages.hard, data?.hardHitters),
      columns: rvRowColumns,
      caption: 'RV comparison hard hitters: both hard-hit percents above the threshold',
      getRowId: rowId,
      initialSort: RV_INITIAL_SORTS.hardHitters,
      csvFileName: 'rv-hard-hitters',
      emptyMessage: NO_QUALIFYING_BATTERS,
      countLabel: count('matchups'),
    }),
  ];

  return (
    <div className="space-y-3">
      <AbsenceNote absence={data ? data.absence : firstPages.absence} />
      <MountedTabs label="RV Comparison views" tabs={tabs} />
    </div>
  );
}
