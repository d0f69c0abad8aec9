/**
 * The Views panel of "Today's HR Projections" (OwnModelPanel.tsx), a Pro feature
 * (docs/product.md#custom-reports): save the table's filters, shown columns and sort under a
 * name; list, apply and delete the saved views. Loaded when the panel is first opened (it brings
 * zod and the Filter panel's boxes with it).
 *
 * Who sees what: a Pro subscriber gets the panel; anyone else signed in reads that views are part
 * of the Pro plan, with a link to the plans. The database refuses a save from anyone but a Pro
 * subscriber whatever this page shows (migration 0011).
 *
 *   <SavedViewsPanel id filterTexts sort onApply buttonClass />
 *   onApply gets the view's RowFilter and sort (null: the table's default sort); the columns are
 *   applied to the table directly (applyColumnPick).
 */
import { useEffect, useState } from 'react';
import type { ProjectedBatter } from '../../../domain/contracts/projections.ts';
import { OWN_MODEL_FILTERS } from '../../columns/hr-projections-filters.ts';
import { ownModelColumns } from '../../columns/hr-projections.ts';
import { $profile, $session } from '../../lib/auth/auth-store.ts';
import { type SavedView, savedViewsBackend } from '../../lib/auth/saved-views-backend.ts';
import { REPORT_TEXTS } from '../../lib/report-texts.ts';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_TABLES } from '../../lib/saved-view-tables.ts';
import { type FilterTexts, resolveView, settingsOfTable } from '../../lib/saved-views.ts';
import { isProSubscriber } from '../../shared/plans.ts';
import type { SortState } from '../../ui/table/types.ts';
import { applyColumnPick, shownColumnIds } from '../../ui/table/use-column-choice.ts';
import { FIELD_FRAME_CLASS } from '../../ui/styles.ts';
import { useAuth } from '../account/use-auth.ts';
import { rowFilterOf, type RowFilter } from './TableToolPanels.tsx';

/** Where the table's column pick is kept (DataTable columnsKey) and the view's table id. */
export const PROJECTIONS_TABLE_KEY = SAVED_VIEW_TABLES.hrProjections;

const VOCABULARY = { columnIds: ownModelColumns.map((column) => column.id), filterIds: OWN_MODEL_FILTERS.map((filter) => filter.id) };

const inputClass = `w-full px-2 py-1 ${FIELD_FRAME_CLASS}`;

export interface SavedViewsPanelProps {
  id: string;
  filterTexts: FilterTexts;
  sort: SortState;
  onApply: (view: { filter: RowFilter<ProjectedBatter>; sort: SortState | null }) => void;
  buttonClass: string;
}

type Note = { kind: 'ok' | 'error'; text: string } | null;

export function SavedViewsPanel(props: SavedViewsPanelProps) {
  const session = useAuth($session);
  const profile = useAuth($profile);
  const box = 'rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm';
  if (!session) {
    return (
      <div id={props.id} className={box}>
        {REPORT_TEXTS.signInForViews}
      </div>
    );
  }
  if (!isProSubscriber(profile)) {
    return (
      <div id={props.id} className={box} data-testid="views-pro-only">
        {REPORT_TEXTS.viewsProOnly}{' '}
        <a href="/subscribe" className="font-medium text-sky-800 underline">
          {REPORT_TEXTS.seePlans}
        </a>
      </div>
    );
  }
  return <ProViews {...props} />;
}

function ProViews({ id, filterTexts, sort, onApply, buttonClass }: SavedViewsPanelProps) {
  const [views, setViews] = useState<SavedView[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let live = true;
    savedViewsBackend.list(PROJECTIONS_TABLE_KEY).then(
      (list) => live && setViews(list),
      (error: unknown) => {
        if (!live) return;
        setViews([]);
        setNote({ kind: 'error', text: (error as Error).message });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function save() {
    const trimmed = name.trim();
    if (trimmed === '') return setNote({ kind: 'error', text: REPORT_TEXTS.nameRequired });
    if (trimmed.length > SAVED_VIEW_NAME_MAX) return setNote({ kind: 'error', text: REPORT_TEXTS.nameTooLong(SAVED_VIEW_NAME_MAX) });
    setBusy(true);
    try {
      const settings = settingsOfTable({ filterTexts, columns: shownColumnIds(PROJECTIONS_TABLE_KEY), sort });
      const saved = await savedViewsBackend.save(PROJECTIONS_TABLE_KEY, trimmed, settings);
      setViews((current) => [...(current ?? []), saved]);
      setName('');
      setNote({ kind: 'ok', text: REPORT_TEXTS.saved(saved.name) });
    } catch (error) {
      setNote({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  function apply(view: SavedView) {
    const resolved = resolveView(view.settings, VOCABULARY);
    if (resolved === null) return setNote({ kind: 'error', text: REPORT_TEXTS.notAView });
    applyColumnPick(PROJECTIONS_TABLE_KEY, resolved.columns);
    onApply({ filter: rowFilterOf(OWN_MODEL_FILTERS, ownModelColumns, resolved.filterTexts), sort: resolved.sort });
    const dropped = resolved.dropped.length > 0 ? ` ${REPORT_TEXTS.droppedIds(resolved.dropped)}` : '';
    setNote({ kind: 'ok', text: `${REPORT_TEXTS.applied(view.name)}${dropped}` });
  }

  async function remove(view: SavedView) {
    setBusy(true);
    try {
      await savedViewsBackend.remove(view.id);
      setViews((current) => (current ?? []).filter((v) => v.id !== view.id));
      setNote({ kind: 'ok', text: REPORT_TEXTS.deleted(view.name) });
    } catch (error) {
      setNote({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id={id} aria-label={REPORT_TEXTS.viewsTitle} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="text-slate-700">{REPORT_TEXTS.viewsIntro}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="min-w-0 flex-1 basis-48 text-xs font-semibold text-slate-700">
          {REPORT_TEXTS.viewName}
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={SAVED_VIEW_NAME_MAX + 20} className={`mt-0.5 ${inputClass}`} />
        </label>
        <button type="submit" disabled={busy} className={`${buttonClass} border-sky-700 bg-sky-700 text-white hover:bg-sky-800 disabled:opacity-60`}>
          {REPORT_TEXTS.saveView}
        </button>
      </form>
      <p role="status" className={note?.kind === 'error' ? 'text-red-800' : 'text-slate-700'} data-testid="views-note">
        {note?.text ?? ''}
      </p>
      {views === null ? (
        <p className="text-slate-600">{REPORT_TEXTS.loadingViews}</p>
      ) : views.length === 0 ? (
        <p className="text-slate-600">{REPORT_TEXTS.noViews}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label={REPORT_TEXTS.viewsTitle}>
          {views.map((view) => (
            <li key={view.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{view.name}</span>
              <button
                type="button"
                aria-label={`Apply view ${view.name}`}
                onClick={() => apply(view)}
                className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
              >
                Apply
              </button>
              <button
                type="button"
                aria-label={`Delete view ${view.name}`}
                disabled={busy}
                onClick={() => void remove(view)}
                className={`${buttonClass} border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:opacity-60`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
