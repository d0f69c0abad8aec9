/** /bullpen-table (docs/product.md#bullpen-pages): Team, Player, Role, G, IP, ERA, SV, HLD, K/9, K%. */
import { bullpenSearchText, bullpenTableColumns } from '../columns/bullpen.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team, pitcher or role...', text: bullpenSearchText };

export default function BullpenTableIsland() {
  const { data, error } = useData('bullpen.json');
  if (!data) return error ? <LoadError heading="Failed to load bullpen data" message={error.message} /> : <Loading />;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data.absence} />
      <DataTable
        rows={data.entries}
        columns={bullpenTableColumns}
        caption="Bullpen statistics for all teams"
        getRowId={(row) => `${row.team}-${row.player}`}
        firstSort="desc"
        search={SEARCH}
        csvFileName="bullpen-table"
        emptyMessage="No bullpen data found."
        countLabel={(shown) => `${shown} pitchers`}
      />
    </div>
  );
}
