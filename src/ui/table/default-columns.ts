/**
 * The columns a table shows before the visitor picks any (the "Columns" control), by the
 * width of the screen (ColumnSpec.show):
 * - desktop (>= DESKTOP_MIN_PX): every column of the spec; the box scrolls sideways, its header
 *   row and name column sticky, with a visible scroll hint;
 * - tablet (>= TABLET_MIN_PX): the 'key' columns, then each 'compact' column that still fits the
 *   table's box (in the spec's order), so no column is cut off;
 * - phone: the 'key' columns only, in their `phoneOrder` (then the spec's order), so the name
 *   and the numbers a bet needs sit together on screen.
 * The name column (engine.ts nameColumnId) is always shown. A table that marks no column shows
 * all of them at every width.
 */
import { BREAKPOINTS_PX } from '../styles.ts';
import type { ColumnSpec } from './types.ts';

export const TABLET_MIN_PX = BREAKPOINTS_PX.mobile;
export const DESKTOP_MIN_PX = BREAKPOINTS_PX.sidebarExpanded;

export type ScreenClass = 'phone' | 'tablet' | 'desktop';

export function screenClassOf(viewportWidth: number): ScreenClass {
  return viewportWidth >= DESKTOP_MIN_PX ? 'desktop' : viewportWidth >= TABLET_MIN_PX ? 'tablet' : 'phone';
}

/**
 * The default shown ids for `screen`; `widths` (measured, by id) and `room` (the box's inner
 * width) decide which 'compact' columns fit on a tablet (all of them before measuring).
 */
export function defaultColumnIds<Row>(
  columns: readonly ColumnSpec<Row>[],
  screen: ScreenClass,
  nameId: string,
  widths: ReadonlyMap<string, number> | null,
  room: number | null,
): ReadonlySet<string> {
  const all = new Set(columns.map((column) => column.id));
  if (screen === 'desktop' || !columns.some((column) => column.show)) return all;
  const keys = columns.filter((column) => column.show === 'key' || column.id === nameId);
  const shown = new Set(keys.map((column) => column.id));
  if (screen === 'phone') return shown;
  let used = keys.reduce((sum, column) => sum + (widths?.get(column.id) ?? 0), 0);
  for (const column of columns) {
    if (column.show !== 'compact') continue;
    const width = widths?.get(column.id) ?? 0;
    if (widths && room !== null && used + width > room) continue;
    shown.add(column.id);
    used += width;
  }
  return shown;
}

/**
 * The column order on `screen`: on a phone the name column, then the 'key' columns by their
 * `phoneOrder` (those without one after, in the spec's order), then the rest; elsewhere the
 * spec's order with the name column first (it is pinned to the left edge).
 */
export function columnOrderFor<Row>(columns: readonly ColumnSpec<Row>[], screen: ScreenClass, nameId: string): string[] {
  const rank = (column: ColumnSpec<Row>) => (column.id === nameId ? -1 : screen === 'phone' && column.show === 'key' ? (column.phoneOrder ?? 500) : 1000);
  // Array#sort is stable: columns of one rank keep the spec's order.
  return [...columns].sort((a, b) => rank(a) - rank(b)).map((column) => column.id);
}

/** A column of the static HTML (staticColumnsFor): `hideClass` hides it where the screen's default leaves it out. */
export interface StaticColumn<Row> {
  column: ColumnSpec<Row>;
  /** Unique per table: a column shown twice (at its phone place and at its own) has two keys. */
  key: string;
  hideClass: string;
}

/**
 * The columns of the static HTML, which is drawn before the screen is known (the build, and the
 * island's hydration): every screen's default set at once, each column hidden by CSS where that
 * screen's default leaves it out, so the page reads the same before and after its script runs:
 * on a phone the 'key' columns in their phone order, on a tablet the 'key' and 'compact' ones
 * (those that do not fit are dropped once the box is measured), on a desktop every column. The
 * breakpoints are Tailwind's md and lg (TABLET_MIN_PX, DESKTOP_MIN_PX).
 *
 * Each column is listed once when the phone order of the 'key' columns is also their order in
 * the spec (the phone then shows them at their own places, the others hidden between them).
 * Otherwise a key column with a phoneOrder is listed twice, at its phone place for phones only
 * and at its own place from a tablet up: every cell of it is in the HTML twice, so a table keeps
 * the two orders apart only where they differ.
 */
export function staticColumnsFor<Row>(columns: readonly ColumnSpec<Row>[], nameId: string): StaticColumn<Row>[] {
  const chosen = columns.some((column) => column.show);
  const name = columns.filter((column) => column.id === nameId);
  const rest = columns.filter((column) => column.id !== nameId);
  const isKey = (column: ColumnSpec<Row>) => column.show === 'key';
  const phoneKeyIds = columnOrderFor(rest, 'phone', nameId).filter((id) => isKey(rest.find((column) => column.id === id)!));
  const specKeyIds = rest.filter(isKey).map((column) => column.id);
  const phoneOrderIsSpecOrder = phoneKeyIds.every((id, i) => id === specKeyIds[i]);
  const phoneFirst =
    chosen && !phoneOrderIsSpecOrder
      ? rest
          .filter((column) => isKey(column) && column.phoneOrder !== undefined)
          .sort((a, b) => (a.phoneOrder ?? 0) - (b.phoneOrder ?? 0))
          .map((column) => ({ column, key: `${column.id}:phone`, hideClass: 'md:hidden' }))
      : [];
  const hideClassOf = (column: ColumnSpec<Row>) => {
    if (!chosen) return '';
    if (isKey(column)) return column.phoneOrder === undefined || phoneOrderIsSpecOrder ? '' : 'max-md:hidden';
    return column.show === 'compact' ? 'max-md:hidden' : 'max-lg:hidden';
  };
  return [
    ...name.map((column) => ({ column, key: column.id, hideClass: '' })),
    ...phoneFirst,
    ...rest.map((column) => ({ column, key: column.id, hideClass: hideClassOf(column) })),
  ];
}
