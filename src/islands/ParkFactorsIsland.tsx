/** /mlb/park-factors: the searchable, sortable park table (docs/product.md#park-factors). */
import { useEffect } from 'react';
import { PARK_YEAR_DEFAULT_LABEL } from '../../domain/spec-constants.ts';
import { DEFAULT_SORTS } from '../config/ui-settings.ts';
import { parkFactorColumns, parkFactorSearchText } from '../columns/park-factors.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team or ballpark...', text: parkFactorSearchText };
const INITIAL_SORT = { id: DEFAULT_SORTS.parkFactors.key, desc: DEFAULT_SORTS.parkFactors.direction === 'desc' };

export default function ParkFactorsIsland() {
  const { data, error } = useData('park-factors.json');
  // docs/product.md#park-factors: park-factor load errors are only logged; the page still says why it is empty.
  useEffect(() => {
    if (error) console.error('Park factors failed to load:', error.message);
  }, [error]);
  if (!data) return error ? <LoadError heading="Park factors are unavailable right now" /> : <Loading />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Seasons:{' '}
        <span className="font-semibold" data-testid="park-year-label">
          {data.yearLabel || PARK_YEAR_DEFAULT_LABEL}
        </span>
      </p>
      <AbsenceNote absence={data.absence} />
      <DataTable
        rows={data.parks}
        columns={parkFactorColumns}
        caption="Park factors by ballpark"
        getRowId={(row) => `${row.team}-${row.venue}`}
        initialSort={INITIAL_SORT}
        firstSort="desc"
        search={SEARCH}
        csvFileName={`park-factors-${data.yearLabel || PARK_YEAR_DEFAULT_LABEL}`}
        emptyMessage="No park factor data found. Try adjusting your search."
        searchNoun="parks"
        countLabel={(shown, total) => (shown === total ? `${total} parks` : `${shown} of ${total} parks`)}
      />
    </div>
  );
}
