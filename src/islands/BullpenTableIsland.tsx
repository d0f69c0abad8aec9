/**
 * /bullpen-table (docs/product.md#bullpen-pages): Team, Player, Role, G, IP, ERA, HR/9, SV, HLD, K/9, K%.
 * The build's first page (`firstPage`) is in the static HTML until bullpen.json is loaded.
 */
import type { BullpenEntry } from '../../domain/contracts/index.ts';
import { bullpenSearchText, bullpenTableColumns } from '../columns/bullpen.ts';
import { AbsenceNote, LoadError } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import type { FirstPage } from '../ui/table/first-page.ts';
import { useData } from './use-data.ts';

const SEARCH = { placeholder: 'Search by team, pitcher or role...', text: bullpenSearchText };

export interface BullpenFirstPage extends FirstPage<BullpenEntry> {
  absence: { message: string; missingInputs: string[] } | null;
}

export default function BullpenTableIsland({ firstPage }: { firstPage: BullpenFirstPage }) {
  const { data, error } = useData('bullpen.json');
  if (!data && error) return <LoadError heading="Failed to load bullpen data" message={error.message} />;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data ? data.absence : firstPage.absence} />
      <DataTable
        rows={data ? data.entries : firstPage.rows}
        partial={data ? undefined : firstPage}
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
