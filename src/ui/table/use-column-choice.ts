/**
 * Which of a table's columns are shown: the visitor's pick (the "Columns" control) or, before
 * any pick, the default for the room the table has: its 'key' columns (ColumnSpec.show), then each
 * 'compact' column, in the spec's order, that still fits the width of the table's box. So the
 * name and the figures that matter are on screen without scrolling sideways on a phone, and a
 * laptop shows more without cutting a column off. Before the columns are measured: the key
 * columns below 640 px of room, all marked ones above. A table that marks none shows all.
 */
import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { ColumnSpec } from './types.ts';

/** Room (px) below which, before the columns are measured, only the key columns show. */
const KEY_ONLY_BELOW_PX = 640;

/** The ids a table shows before any pick (see the file's contract); `room` is the box's inner width. */
export function defaultColumnIds<Row>(
  columns: readonly ColumnSpec<Row>[],
  widths: ReadonlyMap<string, number> | null,
  room: number | null,
): ReadonlySet<string> {
  const marked = columns.filter((column) => column.show);
  if (marked.length === 0) return new Set(columns.map((column) => column.id));
  const keys = marked.filter((column) => column.show === 'key');
  if (room === null) return new Set(marked.map((column) => column.id));
  if (!widths) return new Set((room < KEY_ONLY_BELOW_PX && keys.length > 0 ? keys : marked).map((column) => column.id));
  const shown = new Set(keys.map((column) => column.id));
  let used = keys.reduce((sum, column) => sum + (widths.get(column.id) ?? 0), 0);
  for (const column of marked) {
    const width = widths.get(column.id) ?? 0;
    if (column.show === 'compact' && used + width <= room) {
      shown.add(column.id);
      used += width;
    }
  }
  return shown;
}

/** The inner width of the table's box, followed as it resizes (null before the first layout). */
function useRoom(boxRef: RefObject<HTMLElement | null>): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const update = () => setRoom(box.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [boxRef]);
  return room;
}

export interface ColumnChoice<Row> {
  /** The shown columns, in the spec's order. */
  shown: readonly ColumnSpec<Row>[];
  shownIds: ReadonlySet<string>;
  /** The inner width of the table's box (null before the first layout). */
  room: number | null;
  /** Whether the table offers a choice (some column has a `show`). */
  choosable: boolean;
  /** A new pick; null goes back to the default for the room. */
  pick: (ids: ReadonlySet<string> | null) => void;
}

export function useColumnChoice<Row>(
  columns: readonly ColumnSpec<Row>[],
  widths: ReadonlyMap<string, number> | null,
  boxRef: RefObject<HTMLElement | null>,
): ColumnChoice<Row> {
  const room = useRoom(boxRef);
  const [picked, pick] = useState<ReadonlySet<string> | null>(null);
  const defaults = useMemo(() => defaultColumnIds(columns, widths, room), [columns, widths, room]);
  const shownIds = picked ?? defaults;
  const shown = useMemo(() => columns.filter((column) => shownIds.has(column.id)), [columns, shownIds]);
  return { shown, shownIds, room, choosable: columns.some((column) => column.show), pick };
}
