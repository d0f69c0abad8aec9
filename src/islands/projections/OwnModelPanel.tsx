/**
 * The slate's HR Projections (docs/product.md#hr-projections, titled with
 * the slate's date): the own model's table with search, a game select (the day's
 * games in first-pitch order, src/lib/game-filter.ts), the Filter panel (min / max
 * per number column) and the Sort panel (key and direction), 50 rows then "Show
 * More", and the yellow "Players not in projections today:" notice. The game, the
 * Filter panel's bounds and the search all apply together.
 *
 * The sort is held here, so the Sort panel shows and sets the one the headers set.
 *
 * In local mode the build's first page (`firstPage`) is in the static HTML until
 * projections.json is loaded; the game select and the panels wait for the file.
 * In configured mode a Views panel (SavedViewsPanel.tsx, the Pro plan's saved views) saves and
 * applies the Filter panel's bounds, the shown columns and the sort. The column pick is kept
 * under one key for every day (PROJECTIONS_COLUMNS_KEY), so a view and a pick outlast the day.
 */
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import type { ProjectedBatter, UnmatchedHitter } from '../../../domain/contracts/projections.ts';
import { ownModelColumns, PROJECTIONS_INITIAL_SORT, projectionSearchText } from '../../columns/hr-projections.ts';
import { NOT_IN_PROJECTIONS_HEADING, NO_PLAYER_DATA, PROJECTIONS_SEARCH_PLACEHOLDER as SEARCH_PLACEHOLDER } from '../../lib/projection-texts.ts';
import { AbsenceNote, LoadError, Loading } from '../DataStatus.tsx';
import { ALL_GAMES, gameFilter, gameOptions } from '../../lib/game-filter.ts';
import type { FirstPage } from '../../ui/table/first-page.ts';
import { formatSlateDate } from '../../lib/slate-header.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { LabelledSelect } from '../LabelledSelect.tsx';
import type { SortState } from '../../ui/table/types.ts';
import { SITE_MODE } from '../../lib/site-config.ts';
import { SAVED_VIEW_TABLES, SAVED_VIEWS_BUTTON_LABEL } from '../../lib/saved-view-tables.ts';
import { useData } from '../use-data.ts';
import type { FilterPanelProps, RowFilter } from './TableToolPanels.tsx';
import { BUTTON_CLASS, COMPACT_FIELD_CLASS } from '../../ui/styles.ts';
import type { SavedViewsPanelProps } from './SavedViewsPanel.tsx';

/** The build's first page of the day's projections, with what the panel shows around the table. */
export interface ProjectionsFirstPage extends FirstPage<ProjectedBatter> {
  date: string;
  absence: { message: string; missingInputs: string[] } | null;
  notInProjections: UnmatchedHitter[];
}

const NO_FILTER: RowFilter<ProjectedBatter> = { texts: {}, count: 0, keep: null };

const panelButton = `${BUTTON_CLASS} border`;
// The Filter and Sort panels' code, and the Filter panel's boxes, load when a panel is first opened.
const FilterPanel = lazy(() =>
  Promise.all([import('./TableToolPanels.tsx'), import('../../columns/hr-projections-filters.ts')]).then(([panels, { OWN_MODEL_FILTERS }]) => ({
    default: (props: Omit<FilterPanelProps<ProjectedBatter>, 'filters' | 'columns'>) => (
      <panels.FilterPanel {...props} filters={OWN_MODEL_FILTERS} columns={ownModelColumns} />
    ),
  })),
);
const SortPanel = lazy(() => import('./TableToolPanels.tsx').then((m) => ({ default: m.SortPanel })));
/** Where the table's column pick is kept, the same every day (and the saved views' table id). */
const PROJECTIONS_COLUMNS_KEY = SAVED_VIEW_TABLES.hrProjections;
// Saved views need accounts: a local build (SITE_MODE is a build constant) has no import of them.
const SavedViewsPanel =
  SITE_MODE === 'configured'
    ? lazy(() => import('./SavedViewsPanel.tsx').then((m) => ({ default: (props: SavedViewsPanelProps) => <m.SavedViewsPanel {...props} /> })))
    : null;

type PanelName = 'filter' | 'sort' | 'views';

function NotInProjections({ hitters }: { hitters: readonly UnmatchedHitter[] }) {
  if (hitters.length === 0) return null;
  return (
    <div className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-950" data-testid="not-in-projections">
      <p className="font-semibold">{NOT_IN_PROJECTIONS_HEADING}</p>
      <ul className="mt-1 flex flex-wrap gap-x-1">
        {hitters.map((hitter, index) => (
          <li key={`${hitter.name}-${hitter.team}`}>
            {hitter.name} ({hitter.team}
            {hitter.reason === 'ambiguous' ? ', name shared by several players' : ''}){index < hitters.length - 1 ? ',' : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A toolbar button that opens or closes one of the panels; `active`: the panel's setting is in force. */
function PanelToggle({
  expanded,
  controls,
  onClick,
  active = false,
  disabled = false,
  children,
}: {
  expanded: boolean;
  controls: string;
  onClick: () => void;
  active?: boolean;
  /** Until the whole file is loaded (the build's first page is shown), the panels wait. */
  disabled?: boolean;
  children: ReactNode;
}) {
  const look = active ? 'border-sky-700 bg-sky-50 text-sky-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onClick} disabled={disabled} className={`${panelButton} ${look}`}>
      {children}
    </button>
  );
}

export function OwnModelPanel({ teamNames, firstPage }: { teamNames: Readonly<Record<string, string>>; firstPage: ProjectionsFirstPage | null }) {
  const { data, error } = useData('projections.json');
  const [filter, setFilter] = useState(NO_FILTER);
  const [game, setGame] = useState(ALL_GAMES);
  const games = useMemo(() => (data ? gameOptions(data.batters) : []), [data]);
  const keep = useMemo(() => {
    const inGame = gameFilter<ProjectedBatter>(game);
    const bounds = filter.keep;
    return inGame && bounds ? (b: ProjectedBatter) => inGame(b) && bounds(b) : (inGame ?? bounds ?? undefined);
  }, [game, filter.keep]);
  const [open, setOpen] = useState<PanelName | null>(null);
  const [sort, setSort] = useState<SortState>(PROJECTIONS_INITIAL_SORT);
  const filterPanelId = useId();
  const sortPanelId = useId();
  const viewsPanelId = useId();
  const search = useMemo(() => ({ placeholder: SEARCH_PLACEHOLDER, text: (batter: ProjectedBatter) => projectionSearchText(batter, teamNames) }), [teamNames]);

  if (!data && (error || !firstPage)) return error ? <LoadError heading="Failed to load today's projections" message={error.message} /> : <Loading />;
  // Until the file is loaded: the build's first page (the game select and the panels wait).
  const shown = data ? { ...data, rows: data.batters, partial: undefined } : { ...firstPage!, partial: firstPage! };

  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  const toolbar = (
    <>
      <LabelledSelect
        label="Game"
        value={game}
        onChange={setGame}
        disabled={!data}
        className="flex items-center gap-2"
        labelClassName="text-sm font-medium text-slate-800"
        selectClassName={`w-60 max-w-full ${COMPACT_FIELD_CLASS}`}
      >
        <option value={ALL_GAMES}>All games</option>
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </LabelledSelect>
      <PanelToggle expanded={open === 'filter'} controls={filterPanelId} onClick={() => toggle('filter')} active={filter.count > 0} disabled={!data}>
        Filter{filter.count > 0 ? ` (${filter.count})` : ''}
      </PanelToggle>
      <PanelToggle expanded={open === 'sort'} controls={sortPanelId} onClick={() => toggle('sort')} disabled={!data}>
        Sort
      </PanelToggle>
      {SITE_MODE === 'configured' && (
        <PanelToggle expanded={open === 'views'} controls={viewsPanelId} onClick={() => toggle('views')} disabled={!data}>
          {SAVED_VIEWS_BUTTON_LABEL}
        </PanelToggle>
      )}
      {open && (
        <div className="order-last basis-full">
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading...
              </p>
            }
          >
            {open === 'filter' ? (
              <FilterPanel id={filterPanelId} filter={filter} onChange={setFilter} buttonClass={panelButton} />
            ) : open === 'views' && SavedViewsPanel ? (
              <SavedViewsPanel
                id={viewsPanelId}
                filterTexts={filter.texts}
                sort={sort}
                onApply={(view) => {
                  setFilter(view.filter);
                  setSort(view.sort ?? PROJECTIONS_INITIAL_SORT);
                }}
                buttonClass={panelButton}
              />
            ) : (
              <SortPanel
                id={sortPanelId}
                columns={ownModelColumns}
                current={sort}
                onApply={(chosen) => {
                  setSort(chosen);
                  setOpen(null);
                }}
                buttonClass={panelButton}
              />
            )}
          </Suspense>
        </div>
      )}
    </>
  );

  return (
    <section aria-labelledby="todays-projections-title" className="space-y-3">
      <h2 id="todays-projections-title" className="text-lg font-semibold">
        HR Projections for {formatSlateDate(shown.date)}
      </h2>
      <AbsenceNote absence={shown.absence} />
      <DataTable
        rows={shown.rows}
        partial={shown.partial}
        columns={ownModelColumns}
        caption={`HR projections for ${formatSlateDate(shown.date)}`}
        getRowId={(batter) => batter.id}
        sort={sort}
        onSortChange={setSort}
        search={search}
        filter={keep}
        countLabel={(shown, total) => (shown === total ? `${total} hitters` : `${shown} of ${total} hitters`)}
        firstSort="desc"
        csvFileName={`hr-projections-${shown.date}`}
        columnsKey={PROJECTIONS_COLUMNS_KEY}
        emptyMessage={NO_PLAYER_DATA}
        toolbar={toolbar}
      />
      <NotInProjections hitters={shown.notInProjections} />
    </section>
  );
}
