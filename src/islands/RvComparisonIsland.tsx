/**
 * /rv-comparison (docs/product.md#rv-comparison): tabs Summary, All Matchups and
 * Hard Hitters over rv-comparison.json. Every column sorts (same column
 * flips; a new column starts descending); default sorts: Summary by count
 * descending, the other two by rv descending. The rules of the Summary and
 * Hard Hitters tabs (with today's threshold) are static text on the page
 * (src/pages/rv-comparison.astro): prerendered, no JavaScript.
 */
import { RV_INITIAL_SORTS, rvRowColumns, rvSearchText, rvSummaryColumns } from '../columns/rv-comparison.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable, type DataTableProps } from '../ui/table/DataTable.tsx';
import { MountedTabs, type MountedTabSpec } from '../ui/tabs/MountedTabs.tsx';
import { useData } from './use-data.ts';

export const NO_QUALIFYING_BATTERS = 'No batters meet the criteria today.';
const SEARCH = { placeholder: 'Search by batter, team or pitcher...', text: rvSearchText };

const rowId = (r: { batter: string; team: string; pitchType: string }) => `${r.team}-${r.batter}-${r.pitchType}`;
const count = (noun: string) => (shown: number, total: number) =>
  shown === total ? `${total.toLocaleString('en-US')} ${noun}` : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;

/** What one tab's table has of its own; all three search the same way and sort a new column descending first. */
type RvTable<Row> = Pick<DataTableProps<Row>, 'rows' | 'columns' | 'caption' | 'getRowId' | 'initialSort' | 'csvFileName' | 'emptyMessage' | 'countLabel'>;

function rvTab<Row extends { batter: string; team: string; pitcher: string }>(id: string, label: string, table: RvTable<Row>): MountedTabSpec {
  return { id, label, content: <DataTable {...table} firstSort="desc" search={SEARCH} /> };
}

export default function RvComparisonIsland() {
  const { data, error } = useData('rv-comparison.json');
  if (!data) return error ? <LoadError heading="Failed to load run-value data" message={error.message} /> : <Loading />;

  const tabs = [
    rvTab('summary', 'Summary', {
      rows: data.summary,
      columns: rvSummaryColumns,
      caption: 'RV comparison summary: batters with several strong pitch matchups',
      getRowId: (r) => `${r.team}-${r.batter}-${r.pitcher}`,
      initialSort: RV_INITIAL_SORTS.summary,
      csvFileName: 'rv-summary',
      emptyMessage: NO_QUALIFYING_BATTERS,
      countLabel: count('batters'),
    }),
    rvTab('all', 'All Matchups', {
      rows: data.rows,
      columns: rvRowColumns,
      caption: 'RV comparison: every batter against every pitch type of the opposing starter',
      getRowId: rowId,
      initialSort: RV_INITIAL_SORTS.allMatchups,
      csvFileName: 'rv-all-matchups',
      emptyMessage: 'No matchups found.',
      countLabel: count('matchups'),
    }),
    rvTab('hard', 'Hard Hitters', {
      rows: data.hardHitters,
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
      <AbsenceNote absence={data.absence} />
      <MountedTabs label="RV Comparison views" tabs={tabs} />
    </div>
  );
}
