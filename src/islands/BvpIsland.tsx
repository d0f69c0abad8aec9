/** /mlb/bvp: "Historical Matchup Statistics" card (spec part 1 §2). Thousands of rows: paginated. */
import { bvpColumns, bvpSearchText } from '../columns/bvp.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by name or team...', text: bvpSearchText };

export default function BvpIsland() {
  const { data, error } = useData('bvp.json');
  return (
    <section aria-labelledby="bvp-card-title" className="rounded-xl border border-slate-200 bg-white px-2 py-3 shadow-sm sm:p-5">
      <h2 id="bvp-card-title" className="text-lg font-semibold">
        Historical Matchup Statistics
      </h2>
      <div className="mt-3">
        {data ? (
          <div className="space-y-3">
            <AbsenceNote absence={data.absence} />
            <DataTable
              rows={data.rows}
              columns={bvpColumns}
              caption="Batter versus pitcher matchups"
              getRowId={(row) => String(row.id)}
              firstSort="by-kind"
              search={SEARCH}
              paging="pages"
              csvFileName="batter-vs-pitcher"
              emptyMessage="No matchups found. Try adjusting your search."
              countLabel={(shown) => `${shown.toLocaleString('en-US')} ${shown === 1 ? 'matchup' : 'matchups'}`}
            />
          </div>
        ) : error ? (
          <LoadError heading="Failed to load matchup data" message={error.message} />
        ) : (
          <Loading />
        )}
      </div>
    </section>
  );
}
