/**
 * /mlb/bvp: "Historical Matchup Statistics" card (docs/product.md#batter-vs-pitcher-stats). The first load is today's
 * pairs (bvp-today.json: today's lineups against the starters and bullpens they face, a few
 * hundred rows); the whole history (bvp.json, tens of thousands of rows) loads when asked for
 * with "Show all history". `?player=<name>` (src/lib/player-links.ts) shows one player's rows,
 * as batter or pitcher; when he has none today, his whole history is loaded. The build's first
 * page of today's pairs (`firstPage`) is in the static HTML until bvp-today.json is loaded.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BvpRow } from '../../domain/contracts/index.ts';
import { bvpColumns, bvpSearchText } from '../columns/bvp.ts';
import { BVP_PATH, PLAYER_PARAM, playerFromSearch, playerKey } from '../lib/player-links.ts';
import { DataTable, type DataTableProps } from '../ui/table/DataTable.tsx';
import type { FirstPage } from '../ui/table/first-page.ts';
import { AbsenceNote, LoadError, Loading } from './DataStatus.tsx';
import { useData } from './use-data.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { SECONDARY_BUTTON_CLASS } from '../ui/styles.ts';
import { formatCount } from '../lib/format.ts';

const SEARCH = { placeholder: 'Search by name or team...', text: bvpSearchText };
const count = (n: number) => `${formatCount(n)} ${n === 1 ? 'matchup' : 'matchups'}`;

type Scope = 'today' | 'all';

/** Today's pairs as the build has them: the table's first page, the history's size and the pipeline's note. */
export interface BvpFirstPage extends FirstPage<BvpRow> {
  historyRows: number;
  absence: { message: string; missingInputs: string[] } | null;
}

/** Rows where the player is the batter or the pitcher, or every row when no player is asked for. */
function playerFilter(player: string | null): ((row: BvpRow) => boolean) | undefined {
  if (player === null) return undefined;
  const wanted = playerKey(player);
  return (row) => playerKey(row.batter) === wanted || playerKey(row.pitcher) === wanted;
}

function MatchupTable({ rows, partial, player }: { rows: readonly BvpRow[]; partial?: DataTableProps<BvpRow>['partial']; player: string | null }) {
  const filter = useMemo(() => playerFilter(player), [player]);
  return (
    <DataTable
      rows={rows}
      partial={partial}
      columns={bvpColumns}
      caption="Batter versus pitcher matchups"
      getRowId={(row) => String(row.id)}
      firstSort="by-kind"
      search={SEARCH}
      filter={filter}
      paging="pages"
      csvFileName="batter-vs-pitcher"
      emptyMessage={player ? `No matchups found for ${player}.` : 'No matchups found. Try adjusting your search.'}
      countLabel={(shown) => count(shown)}
    />
  );
}

function TodayView({ firstPage, player, onShowAll }: { firstPage: BvpFirstPage; player: string | null; onShowAll: () => void }) {
  const { data, error } = useData('bvp-today.json');
  const hydrated = useHydrated();
  const filter = useMemo(() => playerFilter(player), [player]);
  const noneToday = data !== null && filter !== undefined && !data.rows.some(filter);
  useEffect(() => {
    if (noneToday) onShowAll();
  }, [noneToday, onShowAll]);
  if (error) return <LoadError heading="Failed to load matchup data" message={error.message} />;
  // One player's rows wait for the whole file; every player's start with the build's first page.
  if ((!data && player !== null) || noneToday) return <Loading />;
  const total = data ? data.rows.length : firstPage.total;
  const historyRows = data ? data.historyRows : firstPage.historyRows;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data ? data.absence : firstPage.absence} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
        <p data-testid="bvp-scope">
          Today's matchups: the batters in today's lineups against the starters and bullpens they face ({count(total)} of {formatCount(historyRows)}
          ).
        </p>
        {historyRows > total && (
          <button type="button" onClick={onShowAll} disabled={!hydrated} className={SECONDARY_BUTTON_CLASS}>
            Show all history
          </button>
        )}
      </div>
      <MatchupTable rows={data ? data.rows : firstPage.rows} partial={data ? undefined : firstPage} player={player} />
    </div>
  );
}

function HistoryView({ player, onShowToday }: { player: string | null; onShowToday: () => void }) {
  const { data, error } = useData('bvp.json');
  if (error) return <LoadError heading="Failed to load matchup data" message={error.message} />;
  if (!data) return <Loading label="Loading the whole history..." />;
  return (
    <div className="space-y-3">
      <AbsenceNote absence={data.absence} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
        <p data-testid="bvp-scope">Every matchup on record ({count(data.rows.length)}).</p>
        <button type="button" onClick={onShowToday} className={SECONDARY_BUTTON_CLASS}>
          Today's matchups only
        </button>
      </div>
      <MatchupTable rows={data.rows} player={player} />
    </div>
  );
}

export default function BvpIsland({ firstPage }: { firstPage: BvpFirstPage }) {
  const [scope, setScope] = useState<Scope>('today');
  // Read after hydration: the prerendered HTML knows no query string.
  const [player, setPlayer] = useState<string | null>(null);
  useEffect(() => setPlayer(playerFromSearch(window.location.search)), []);
  const showAll = useMemo(() => () => setScope('all'), []);
  const clearPlayer = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete(PLAYER_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    setPlayer(null);
  };
  return (
    <section aria-labelledby="bvp-card-title" className="rounded-xl border border-slate-200 bg-white px-2 py-3 shadow-sm sm:p-5">
      <h2 id="bvp-card-title" className="text-lg font-semibold">
        Historical Matchup Statistics
      </h2>
      {player && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="bvp-player">
          <span>
            Matchups of <strong>{player}</strong>
          </span>
          <a
            href={BVP_PATH}
            onClick={(event) => {
              event.preventDefault();
              clearPlayer();
            }}
            className="text-blue-800 underline underline-offset-2"
          >
            Show every player
          </a>
        </p>
      )}
      <div className="mt-3">
        {scope === 'today' ? (
          <TodayView firstPage={firstPage} player={player} onShowAll={showAll} />
        ) : (
          <HistoryView player={player} onShowToday={() => setScope('today')} />
        )}
      </div>
    </section>
  );
}
