/**
 * Saved table views (docs/product.md#custom-reports): what a view of a table holds, validated
 * with zod when read back (the stored JSON is the customer's, written by an older page maybe), and
 * how it is applied to the table as it is today.
 *
 *   settingsOfTable(state)            the table's state -> the settings to store (public.saved_views.settings)
 *   resolveView(settings, vocabulary) stored settings -> what to apply: ids the table no longer has
 *                                     (columns, filters, the sort key) are dropped and listed;
 *                                     null when the settings are not a view at all
 *
 * A view holds the Filter panel's bounds (in the unit the boxes show), the shown columns (null:
 * the default for the screen) and the sort. Not the game select or the search box: a day's
 * games and a name search do not carry to another day.
 *
 * Imports zod: load it only with the saved-views panel (a lazy chunk).
 */
import { z } from 'zod';
import { parseBound } from './range-filters.ts';

const ID_MAX = 64;

const bound = z.number().nullable();
const columnId = z.string().min(1).max(ID_MAX);

export const savedViewSettingsSchema = z.object({
  version: z.literal(1),
  filters: z.record(columnId, z.object({ min: bound, max: bound })),
  columns: z.array(columnId).max(200).nullable(),
  sort: z.object({ id: columnId, desc: z.boolean() }).nullable(),
});

export type SavedViewSettings = z.infer<typeof savedViewSettingsSchema>;

/** The Filter panel's boxes as typed, by column id (TableToolPanels.tsx BoundTexts). */
export type FilterTexts = Record<string, { min: string; max: string }>;

export interface TableViewState {
  filterTexts: FilterTexts;
  /** The shown column ids; null when the table is not mounted (the default is kept then). */
  columns: readonly string[] | null;
  sort: { id: string; desc: boolean } | null;
}

/** What a table knows today. */
export interface TableVocabulary {
  columnIds: readonly string[];
  filterIds: readonly string[];
}

export interface ResolvedView {
  filterTexts: FilterTexts;
  /** null: the default columns for the screen. */
  columns: ReadonlySet<string> | null;
  sort: { id: string; desc: boolean } | null;
  /** Ids the view named that the table no longer has (left out when applying). */
  dropped: string[];
}

/** The settings to store for the table's current state (open bounds are left out). */
export function settingsOfTable(state: TableViewState): SavedViewSettings {
  const filters: SavedViewSettings['filters'] = {};
  for (const [id, text] of Object.entries(state.filterTexts)) {
    const min = parseBound(text.min);
    const max = parseBound(text.max);
    if (min !== null || max !== null) filters[id] = { min, max };
  }
  return { version: 1, filters, columns: state.columns === null ? null : [...state.columns], sort: state.sort };
}

const boxText = (value: number | null) => (value === null ? '' : String(value));

export function resolveView(settings: unknown, vocabulary: TableVocabulary): ResolvedView | null {
  const parsed = savedViewSettingsSchema.safeParse(settings);
  if (!parsed.success) return null;
  const view = parsed.data;
  const dropped = new Set<string>();
  const known = new Set(vocabulary.columnIds);
  const filterable = new Set(vocabulary.filterIds);

  const filterTexts: FilterTexts = {};
  for (const [id, bounds] of Object.entries(view.filters)) {
    if (filterable.has(id)) filterTexts[id] = { min: boxText(bounds.min), max: boxText(bounds.max) };
    else dropped.add(id);
  }
  let columns: Set<string> | null = null;
  if (view.columns !== null) {
    for (const id of view.columns) if (!known.has(id)) dropped.add(id);
    const kept = view.columns.filter((id) => known.has(id));
    columns = kept.length > 0 ? new Set(kept) : null;
  }
  let sort = view.sort;
  if (sort !== null && !known.has(sort.id)) {
    dropped.add(sort.id);
    sort = null;
  }
  return { filterTexts, columns, sort, dropped: [...dropped] };
}
