/**
 * /hrs-by-park (docs/product.md#hrs-by-park): tabs Card View (one card per park)
 * and List View (a sortable table; a newly sorted column starts ASCENDING on
 * this page). The 30-odd park rows come as props from the build (no fetch of
 * the whole season's home-run file for them), so the cards are in the
 * prerendered HTML.
 */
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { PARK_LIST_INITIAL_SORT, parkHomeRunColumns, type ParkRow } from '../columns/hrs-by-park.ts';
import { formatCount, formatFixed } from '../lib/format.ts';
import { EmptyState } from './DataStatus.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { MountedTabs } from '../ui/tabs/MountedTabs.tsx';

export const NO_PARKS = 'No home runs recorded this season yet.';

function ParkCard({ park }: { park: ParkRow }) {
  const stats = [
    { label: 'Avg distance', value: `${formatFixed(park.avgDistance, DISPLAY_DECIMALS.homeRunAverage)} ft` },
    { label: 'Avg exit velo', value: `${formatFixed(park.avgExitVelo, DISPLAY_DECIMALS.homeRunAverage)} mph` },
    { label: 'Longest', value: `${formatCount(park.longest)} ft` },
  ];
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="park-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold" data-testid="park-venue">
            {park.venue}
          </h3>
          <p className="text-sm text-slate-600">{park.teamName ?? park.team ?? 'Team unknown'}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl font-bold tabular-nums" data-testid="park-count">
            {formatCount(park.count)}
          </span>
          <span className="text-xs text-slate-600">home runs</span>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-md bg-slate-50 px-1 py-2">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="text-sm font-semibold whitespace-nowrap tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export default function HrsByParkIsland({ parks }: { parks: readonly ParkRow[] }) {
  if (parks.length === 0) return <EmptyState>{NO_PARKS}</EmptyState>;
  const cards = (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {parks.map((park) => (
        <ParkCard key={park.venue} park={park} />
      ))}
    </ul>
  );
  const list = (
    <DataTable
      rows={parks}
      columns={parkHomeRunColumns}
      caption="Home runs by park"
      getRowId={(row) => row.venue}
      initialSort={PARK_LIST_INITIAL_SORT}
      firstSort="asc"
      csvFileName="home-runs-by-park"
      emptyMessage={NO_PARKS}
      countLabel={(shown) => `${shown} parks`}
    />
  );
  return (
    <MountedTabs
      label="HRs By Park views"
      tabs={[
        { id: 'cards', label: 'Card View', content: cards },
        { id: 'list', label: 'List View', content: list },
      ]}
    />
  );
}
