/**
 * /rv-comparison (spec part 2 §2, §5, §9): tabs Summary, All Matchups and
 * Hard Hitters over rv-comparison.json. Every column sorts (same column
 * flips; a new column starts descending); default sorts: Summary by count
 * descending, the other two by rv descending. The rules of the Summary and
 * Hard Hitters tabs (with today's threshold) are static text on the page
 * (src/pages/rv-comparison.astro): prerendered, no JavaScript.
 */
import { RV_INITIAL_SORTS, rvRowColumns, rvSearchText, rvSummaryColumns } from '../columns/rv-comparison.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable } from './table/DataTable.tsx';
import { Tabs } from './tabs/Tabs.tsx';
import { useData } from './use-data.ts';

export const NO_QUALIFYING_BATTERS = 'No batters meet the criteria today.';
const SEARCH = { placeholder: 'Search by batter, team or pitcher...', text: rvSearchText };

const rowId = (r: { batter: string; team: string; pitchType: string }) => `${r.team}-${r.batter}-${r.pitchType}`;
const count = (noun: string) => (shown: number, total: number) =>
  shown === total ? `${total.toLocaleString('en-US')} ${noun}` : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;

export default function RvComparisonIsland() {
  const { data, error } = useData('rv-comparison.json');
  if (!data) return error ? <LoadError heading="Failed to load run-value data" message={error.message} /> : <Loading />;

  const summary = (
    <DataTable
      rows={data.summary}
      columns={rvSummaryColumns}
      caption="RV comparison summary: batters with several strong pitch matchups"
      getRowId={(r) => `${r.team}-${r.batter}-${r.pitcher}`}
      initialSort={RV_INITIAL_SORTS.summary}
      firstSort="desc"
      search={SEARCH}
      csvFileName="rv-summary"
      emptyMessage={NO_QUALIFYING_BATTERS}
      countLabel={count('batters')}
    />
  );
  const allMatchups = (
    <DataTable
      rows={data.rows}
      columns={rvRowColumns}
      caption="RV comparison: every batter against every pitch type of the opposing starter"
      getRowId={rowId}
      initialSort={RV_INITIAL_SORTS.allMatchups}
      firstSort="desc"
      search={SEARCH}
      csvFileName="rv-all-matchups"
      emptyMessage="No matchups found."
      countLabel={count('matchups')}
    />
  );
  const hardHitters = (
    <DataTable
      rows={data.hardHitters}
      columns={rvRowColumns}
      caption="RV comparison hard hitters: both hard-hit percents above the threshold"
      getRowId={rowId}
      initialSort={RV_INITIAL_SORTS.hardHitters}
      firstSort="desc"
      search={SEARCH}
      csvFileName="rv-hard-hitters"
      emptyMessage={NO_QUALIFYING_BATTERS}
      countLabel={count('matchups')}
    />
  );

  return (
    <div className="space-y-3">
      <AbsenceNote absence={data.absence} />
      <Tabs
        label="RV Comparison views"
        tabs={[
          { id: 'summary', label: 'Summary', content: summary },
          { id: 'all', label: 'All Matchups', content: allMatchups },
          { id: 'hard', label: 'Hard Hitters', content: hardHitters },
        ]}
      />
    </div>
  );
}
