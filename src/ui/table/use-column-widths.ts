/**
 * One width per column for the whole data set (./column-widths.ts), measured in the table's own
 * fonts before a paint, and handed to TanStack's column sizing: sorting, searching or paging
 * then moves no column. Answers each column's width in pixels by column id, or null before
 * anything is measured (the table then sizes its columns by content).
 */
import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { columnWidths, widestTextsOf, type ColumnTexts } from './column-widths.ts';
import type { ColumnSpec } from './types.ts';

/** Cell padding (px-2 on both sides) and the sort arrow's gap (gap-1), in pixels. */
const CELL_PADDING_PX = 16;
const SORT_ARROW_GAP_PX = 4;

/** The column widths for `texts` in this table's fonts (null before it has a body row). */
function measureWidths(table: HTMLTableElement, texts: readonly ColumnTexts[]): Map<string, number> | null {
  const bodyCell = table.querySelector('tbody td');
  const headerCell = table.querySelector('thead th');
  const context = document.createElement('canvas').getContext('2d');
  if (!bodyCell || !headerCell || !context) return null;
  const fontOf = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  };
  const fonts = { body: fontOf(bodyCell), header: fontOf(headerCell) };
  const measure = (text: string, where: 'body' | 'header') => {
    context.font = fonts[where];
    return context.measureText(text).width;
  };
  const arrow = Math.max(...['▲', '▼', '↕'].map((glyph) => measure(glyph, 'header')));
  // +2: digits drawn with tabular figures, and rounding.
  return columnWidths(texts, measure, { padding: CELL_PADDING_PX + 2, headerExtra: arrow + SORT_ARROW_GAP_PX });
}

/** The sum of the shown columns' widths: the table's own width (it then gives each column its width). */
/** Below this much room (px) the first column's width is capped (a third of the room, 88-128 px) and its names wrap. */
export const NARROW_ROOM_PX = 640;
const NAME_CAP_PX = { min: 88, max: 128, shareOfRoom: 0.34 } as const;

/**
 * The widths a table is laid out with: on a narrow box (a phone) the first shown column, the row's
 * name, is capped so the key figures beside it stay on screen; a longer name wraps (TableRow).
 */
export function fitNameColumn(
  widths: ReadonlyMap<string, number> | null,
  firstId: string | undefined,
  room: number | null,
): ReadonlyMap<string, number> | null {
  if (!widths || firstId === undefined || room === null || room >= NARROW_ROOM_PX) return widths;
  const cap = Math.min(NAME_CAP_PX.max, Math.max(NAME_CAP_PX.min, Math.round(room * NAME_CAP_PX.shareOfRoom)));
  const width = widths.get(firstId);
  if (width === undefined || width <= cap) return widths;
  return new Map(widths).set(firstId, cap);
}

export function totalWidth(widths: ReadonlyMap<string, number>, shown: ReadonlySet<string>): number {
  let sum = 0;
  for (const [id, value] of widths) if (shown.has(id)) sum += value;
  return sum;
}

export function useColumnWidths<Row>(
  tableRef: RefObject<HTMLTableElement | null>,
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
): ReadonlyMap<string, number> | null {
  const widestTexts = useMemo(() => widestTextsOf(rows, columns), [rows, columns]);
  const [widths, setWidths] = useState<{ texts: readonly ColumnTexts[]; pixels: ReadonlyMap<string, number> } | null>(null);
  useLayoutEffect(() => {
    if (widths?.texts === widestTexts || !tableRef.current) return;
    const pixels = measureWidths(tableRef.current, widestTexts);
    if (pixels) setWidths({ texts: widestTexts, pixels });
  });
  return widths?.pixels ?? null;
}
