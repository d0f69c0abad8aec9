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
 * In both modes the View select orders the columns money first (the default) or in the spec's
 * order, kept in this browser (PROJECTION_VIEWS).
 *
 * Games under way (src/lib/game-clock.ts): once the island runs, the rows of a game past its
 * first pitch say "started" instead of a price, show no fair probability, edge or EV, and are
 * listed after the games still to come; the marks follow the clock while the page is open.
 * A click on a row (or on its price, a button) opens its panel of every book's price
 * (BookPanel.tsx, loaded at the first opening); the CSV carries every book's price.
 */
import { lazy, type ReactNode, Suspense, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { ProjectedBatter, UnmatchedHitter } from '../../../domain/contracts/projections.ts';
import {
  ownModelColumns,
  PROJECTION_VIEWS,
  PROJECTIONS_INITIAL_SORT,
  projectionSearchText,
  type ProjectionRow,
  type ProjectionView,
} from '../../columns/hr-projections.ts';
import { slateClockOf, withStarted } from '../../lib/game-clock.ts';
import { useGameClock } from '../use-game-clock.ts';
import { NOT_IN_PROJECTIONS_HEADING, NO_PLAYER_DATA, PROJECTIONS_SEARCH_PLACEHOLDER as SEARCH_PLACEHOLDER } from '../../lib/projection-texts.ts';
import { AbsenceNote, LoadError, Loading } from '../DataStatus.tsx';
import { ALL_GAMES, gameFilter, gameOptions } from '../../lib/game-filter.ts';
import type { FirstPage } from '../../ui/table/first-page.ts';
import { calendarDateText } from '../../lib/clock-text.ts';
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

// Every book's price for a row: its code loads at the first opening.
const BookPanel = lazy(() => import('./BookPanel.tsx'));
const ROW_PANEL = {
  has: (row: ProjectionRow) => row.books.length > 0,
  render: (row: ProjectionRow, close: () => void) => (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600">
          Loading prices...
        </p>
      }
    >
      <BookPanel row={row} onClose={close} />
    </Suspense>
  ),
};
const rowIdOf = (row: ProjectionRow) => `${row.id}|${row.gameId}`;
const startedLast = (row: ProjectionRow) => row.started === true;

const VIEW_STORAGE_KEY = 'longball:view:hr-projections';

/** The View select's choice, kept in this browser; read after hydration (the static HTML has the default). */
function useProjectionView(): [ProjectionView, (view: ProjectionView) => void] {
  const [view, setView] = useState<ProjectionView>('money');
  useLayoutEffect(() => {
    try {
      const stored = window.localStorage.getItem(VIEW_STORAGE_KEY);
      if (stored && stored in PROJECTION_VIEWS) setView(stored as ProjectionView);
    } catch {
      // Storage blocked: the default view.
    }
  }, []);
  const choose = (next: ProjectionView) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the view holds for this page view only.
    }
  };
  return [view, choose];
}

/** The rows shown: the day's hitters, those of games under way marked (they follow the visitor's clock). */
function useRowsOnTheClock(batters: readonly ProjectedBatter[]): readonly ProjectionRow[] {
  const clock = useMemo(() => slateClockOf(batters.map((batter) => batter.gameTime)), [batters]);
  const now = useGameClock(clock);
  return useMemo(() => withStarted(batters, now, clock), [batters, now, clock]);
}

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

interface ToolbarProps {
  /** The whole file is loaded (the build's first page waits for it). */
  loaded: boolean;
  games: readonly { id: string; label: string }[];
  game: string;
  onGame: (game: string) => void;
  view: ProjectionView;
  onView: (view: ProjectionView) => void;
  filter: RowFilter<ProjectedBatter>;
  onFilter: (filter: RowFilter<ProjectedBatter>) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
}

/** The table's own controls: the game select, the View select, and the Filter, Sort (and, configured, Views) panels. */
function ProjectionsToolbar({ loaded, games, game, onGame, view, onView, filter, onFilter, sort, onSort }: ToolbarProps) {
  const [open, setOpen] = useState<PanelName | null>(null);
  const filterPanelId = useId();
  const sortPanelId = useId();
  const viewsPanelId = useId();
  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  const select = { className: 'flex items-center gap-2', labelClassName: 'text-sm font-medium text-slate-800' };
  return (
    <>
      <LabelledSelect label="Game" value={game} onChange={onGame} disabled={!loaded} {...select} selectClassName={`w-60 max-w-full ${COMPACT_FIELD_CLASS}`}>
        <option value={ALL_GAMES}>All games</option>
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="View" value={view} onChange={(next) => onView(next as ProjectionView)} {...select} selectClassName={COMPACT_FIELD_CLASS}>
        {Object.entries(PROJECTION_VIEWS).map(([id, { label }]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </LabelledSelect>
      <PanelToggle expanded={open === 'filter'} controls={filterPanelId} onClick={() => toggle('filter')} active={filter.count > 0} disabled={!loaded}>
        Filter{filter.count > 0 ? ` (${filter.count})` : ''}
      </PanelToggle>
      <PanelToggle expanded={open === 'sort'} controls={sortPanelId} onClick={() => toggle('sort')} disabled={!loaded}>
        Sort
      </PanelToggle>
      {SITE_MODE === 'configured' && (
        <PanelToggle expanded={open === 'views'} controls={viewsPanelId} onClick={() => toggle('views')} disabled={!loaded}>
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
              <FilterPanel id={filterPanelId} filter={filter} onChange={onFilter} buttonClass={panelButton} />
            ) : open === 'views' && SavedViewsPanel ? (
              <SavedViewsPanel
                id={viewsPanelId}
                filterTexts={filter.texts}
                sort={sort}
                onApply={(saved) => {
                  onFilter(saved.filter);
                  onSort(saved.sort ?? PROJECTIONS_INITIAL_SORT);
                }}
                buttonClass={panelButton}
              />
            ) : (
              <SortPanel
                id={sortPanelId}
                columns={ownModelColumns}
                current={sort}
                onApply={(chosen) => {
                  onSort(chosen);
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
}

export function OwnModelPanel({ teamNames, firstPage }: { teamNames: Readonly<Record<string, string>>; firstPage: ProjectionsFirstPage | null }) {
  const { data, error } = useData('projections.json');
  const [filter, setFilter] = useState(NO_FILTER);
  const [game, setGame] = useState(ALL_GAMES);
  const [view, setView] = useProjectionView();
  const games = useMemo(() => (data ? gameOptions(data.batters) : []), [data]);
  const keep = useMemo(() => {
    const inGame = gameFilter<ProjectedBatter>(game);
    const bounds = filter.keep;
    return inGame && bounds ? (b: ProjectedBatter) => inGame(b) && bounds(b) : (inGame ?? bounds ?? undefined);
  }, [game, filter.keep]);
  const [sort, setSort] = useState<SortState>(PROJECTIONS_INITIAL_SORT);
  const search = useMemo(() => ({ placeholder: SEARCH_PLACEHOLDER, text: (batter: ProjectedBatter) => projectionSearchText(batter, teamNames) }), [teamNames]);
  // Until the file is loaded: the build's first page (the game select and the panels wait).
  const shown = data ? { ...data, rows: data.batters, partial: undefined } : firstPage ? { ...firstPage, partial: firstPage } : null;
  const rows = useRowsOnTheClock(shown?.rows ?? NO_ROWS);
  const columns = PROJECTION_VIEWS[view].columns;
  // The CSV adds every book's price (its code loads at the first download).
  const csvColumns = async () => {
    const { bookCsvColumns, booksOf } = await import('../../columns/hr-projections-csv.ts');
    return [...columns, ...bookCsvColumns(booksOf(rows))];
  };

  if (!shown || (!data && error)) return error ? <LoadError heading="Failed to load today's projections" message={error.message} /> : <Loading />;
  return (
    <section aria-labelledby="todays-projections-title" className="space-y-3">
      <h2 id="todays-projections-title" className="text-lg font-semibold">
        HR Projections for {calendarDateText(shown.date)}
      </h2>
      <AbsenceNote absence={shown.absence} />
      <DataTable
        rows={rows}
        partial={shown.partial}
        columns={columns}
        csvColumns={csvColumns}
        caption={`HR projections for ${calendarDateText(shown.date)}`}
        getRowId={rowIdOf}
        sort={sort}
        onSortChange={setSort}
        search={search}
        filter={keep}
        listedLast={startedLast}
        rowPanel={ROW_PANEL}
        countLabel={(listed, total) => (listed === total ? `${total} hitters` : `${listed} of ${total} hitters`)}
        firstSort="desc"
        csvFileName={`hr-projections-${shown.date}`}
        columnsKey={PROJECTIONS_COLUMNS_KEY}
        emptyMessage={NO_PLAYER_DATA}
        toolbar={
          <ProjectionsToolbar
            loaded={!!data}
            games={games}
            game={game}
            onGame={setGame}
            view={view}
            onView={setView}
            filter={filter}
            onFilter={setFilter}
            sort={sort}
            onSort={setSort}
          />
        }
      />
      <NotInProjections hitters={shown.notInProjections} />
    </section>
  );
}

const NO_ROWS: readonly ProjectedBatter[] = [];
