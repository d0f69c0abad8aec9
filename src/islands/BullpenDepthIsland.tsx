/**
 * /mlb/bullpen depth chart (docs/product.md#bullpen-pages): loading, error
 * ("Failed to load bullpen data"), loaded. Two teams' names are coloured: the
 * spec does not say which, Longball picks the two most-used bullpens. The build's first page,
 * usage days and most-used bullpens (`firstPage`) are in the static HTML until the file is loaded.
 */
import { useMemo } from 'react';
import { bullpenDepthColumns, bullpenSearchText, mostUsedBullpens } from '../columns/bullpen.ts';
import { AbsenceNote, LoadError } from './DataStatus.tsx';
import type { BullpenFirstPage } from './BullpenTableIsland.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team, pitcher or role...', text: bullpenSearchText };

/** The depth chart's first page, with the whole file's usage days and most-used bullpens. */
export interface BullpenDepthFirstPage extends BullpenFirstPage {
  usageDays: string[];
  highlighted: string[];
}

export default function BullpenDepthIsland({ firstPage }: { firstPage: BullpenDepthFirstPage }) {
  const { data, error } = useData('bullpen.json');
  const usageDays = data ? data.usageDays : firstPage.usageDays;
  const highlighted = useMemo(() => (data ? mostUsedBullpens(data.entries) : firstPage.highlighted), [data, firstPage]);
  const columns = useMemo(() => bullpenDepthColumns(usageDays, new Set(highlighted)), [usageDays, highlighted]);
  if (!data && error) return <LoadError heading="Failed to load bullpen data" message={error.message} />;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data ? data.absence : firstPage.absence} />
      <p className="text-sm text-slate-700" data-testid="bullpen-highlight-caption">
        {highlighted.length > 0
          ? `Most-used bullpens (${usageDays[usageDays.length - 1]} to ${usageDays[0]}): ${highlighted.join(', ')}`
          : 'No bullpen has thrown a pitch in the last six days.'}
      </p>
      <DataTable
        rows={data ? data.entries : firstPage.rows}
        partial={data ? undefined : firstPage}
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
