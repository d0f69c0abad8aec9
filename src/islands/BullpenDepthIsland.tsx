/**
 * /mlb/bullpen depth chart (docs/product.md#bullpen-pages): loading, error
 * ("Failed to load bullpen data"), loaded. Two teams' names are coloured: the
 * spec does not say which, Longball picks the two most-used bullpens.
 */
import { useMemo } from 'react';
import { bullpenDepthColumns, bullpenSearchText, mostUsedBullpens } from '../columns/bullpen.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team, pitcher or role...', text: bullpenSearchText };

export default function BullpenDepthIsland() {
  const { data, error } = useData('bullpen.json');
  const highlighted = useMemo(() => (data ? mostUsedBullpens(data.entries) : []), [data]);
  const columns = useMemo(() => (data ? bullpenDepthColumns(data.usageDays, new Set(highlighted)) : []), [data, highlighted]);
  if (!data) return error ? <LoadError heading="Failed to load bullpen data" message={error.message} /> : <Loading />;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data.absence} />
      <p className="text-sm text-slate-700" data-testid="bullpen-highlight-caption">
        {highlighted.length > 0
          ? `Most-used bullpens (${data.usageDays[data.usageDays.length - 1]} to ${data.usageDays[0]}): ${highlighted.join(', ')}`
          : 'No bullpen has thrown a pitch in the last six days.'}
      </p>
      <DataTable
        rows={data.entries}
        columns={columns}
        caption="Bullpen depth chart with pitches thrown per day"
        getRowId={(row) => `${row.team}-${row.player}`}
        firstSort="desc"
        search={SEARCH}
        csvFileName="bullpen-depth-chart"
        emptyMessage="No bullpen data found."
        countLabel={(shown) => `${shown} pitchers`}
      />
    </div>
  );
}
