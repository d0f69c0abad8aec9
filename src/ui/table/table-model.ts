/**
 * TanStack Table's part: the features (render-only reactivity, ./render-only-reactivity.ts; no
 * sorting or paging of its own, DataTable does those) and the column definitions made from the
 * kit's ColumnSpecs: accessor columns, written as the plain objects TanStack's column helper
 * would return (the helper itself is not needed in the bundle).
 */
import { tableFeatures, type ColumnDef, type Row } from '@tanstack/react-table';
import { renderOnlyReactivity } from './render-only-reactivity.ts';
import type { ColumnSpec } from './types.ts';

export const features = tableFeatures({ coreReactivityFeature: renderOnlyReactivity() });

/** One of TanStack Table's rows of this kit's tables. */
export type TableRowModel<T extends object> = Row<typeof features, T>;

export function buildColumnDefs<T extends object>(columns: readonly ColumnSpec<T>[]): ColumnDef<typeof features, T>[] {
  return columns.map((spec) => ({ id: spec.id, header: spec.header, accessorFn: (row: T) => spec.value(row) }));
}
