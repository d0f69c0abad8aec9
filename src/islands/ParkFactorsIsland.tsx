/**
 * /mlb/park-factors: the searchable, sortable park table (docs/product.md#park-factors). The
 * build's first page (`firstPage`) is in the static HTML until park-factors.json is loaded.
 */
import { useEffect } from 'react';
import { PARK_YEAR_DEFAULT_LABEL } from '../../domain/spec-constants.ts';
import type { ParkFactorRow } from '../../domain/contracts/index.ts';
import { PARK_FACTORS_INITIAL_SORT, parkFactorColumns, parkFactorSearchText } from '../columns/park-factors.ts';
import { AbsenceNote, LoadError } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import type { FirstPage } from '../ui/table/first-page.ts';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team or ballpark...', text: parkFactorSearchText };

export interface ParkFactorsFirstPage extends FirstPage<ParkFactorRow> {
  yearLabel: string;
  absence: { message: string; missingInputs: string[] } | null;
}

export default function ParkFactorsIsland({ firstPage }: { firstPage: ParkFactorsFirstPage }) {
  const { data, error } = useData('park-factors.json');
  // docs/product.md#park-factors: park-factor load errors are only logged; the page still says why it is empty.
  useEffect(() => {
    if (error) console.error('Park factors failed to load:', error.message);
  }, [error]);
  if (!data && error) return <LoadError heading="Park factors are unavailable right now" />;
  const yearLabel = (data ? data.yearLabel : firstPage.yearLabel) || PARK_YEAR_DEFAULT_LABEL;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Seasons:{' '}
        <span className="font-semibold" data-testid="park-year-label">
          {yearLabel}
        </span>
      </p>
      <AbsenceNote absence={data ? data.absence : firstPage.absence} />
      <DataTable
        rows={data ? data.parks : firstPage.rows}
        partial={data ? undefined : firstPage}
        columns={parkFactorColumns}
        caption="Park factors by ballpark"
        getRowId={(row) => `${row.team}-${row.venue}`}
        initialSort={PARK_FACTORS_INITIAL_SORT}
        firstSort="desc"
        search={SEARCH}
        csvFileName={`park-factors-${yearLabel}`}
        emptyMessage="No park factor data found. Try adjusting your search."
        searchNoun="parks"
        countLabel={(shown, total) => (shown === total ? `${total} parks` : `${shown} of ${total} parks`)}
      />
    </div>
  );
}
