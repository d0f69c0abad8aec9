/**
 * One width per column for the whole data set (./column-widths.ts), measured in the table's own
 * fonts before a paint, and set on the table's <col>s (DataTable): sorting, searching or paging
 * then moves no column. Answers each column's width in pixels by column id, or null before
 * anything is measured (the table then sizes its columns by content).
 */
import { startTransition, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { columnWidths, type ColumnTexts } from './column-widths.ts';
import type { ColumnSpec } from './types.ts';

/** The sort arrow's gap (gap-1), in pixels. */
const SORT_ARROW_GAP_PX = 4;
/** A header's help button (DataTable's HeaderHelp, size-4) and its gap; a header tag's padding, gap and uppercase letters (measured in lower case), in pixels. */
const HEADER_HELP_PX = 20;
const HEADER_TAG_EXTRA_PX = 20;
/** A cell note's badge ("thin": margin, padding and its text at 11 px), in pixels. */
const NOTE_BADGE_EXTRA_PX = 34;

/**
 * The column widths for `texts` in this table's fonts (null before it has a body row). With
 * `wrapHeaders` (a phone, where headers wrap) a header, and a `phoneWrap` column's text, counts by its longest word.
 */
function measureWidths<Row>(
  table: HTMLTableElement,
  texts: readonly ColumnTexts[],
  columns: readonly ColumnSpec<Row>[],
  wrapHeaders: boolean,
): Map<string, number> | null {
  const bodyCell = table.querySelector('tbody td');
  const headerCell = table.querySelector('thead th');
  const context = document.createElement('canvas').getContext('2d');
  if (!bodyCell || !headerCell || !context) return null;
  const fontOf = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  };
  const fonts = { body: fontOf(bodyCell), header: fontOf(headerCell) };
  // Setting a canvas font parses it: set only when the next text is in the other font.
  let fontSet = '';
  const measureLine = (text: string, where: 'body' | 'header') => {
    if (fontSet !== fonts[where]) {
      fontSet = fonts[where];
      context.font = fontSet;
    }
    return context.measureText(text).width;
  };
  const measure = (text: string, where: 'body' | 'header') =>
    wrapHeaders && where === 'header' ? Math.max(...text.split(/\s+/).map((word) => measureLine(word, where))) : measureLine(text, where);
  const arrow = Math.max(...['▲', '▼', '↕'].map((glyph) => measure(glyph, 'header')));
  // On a phone the arrow sits under the header's words (DataTable's HeaderCell): the header is as
  // wide as its longest word or the arrow.
  const headerExtra = wrapHeaders ? 0 : arrow + SORT_ARROW_GAP_PX;
  // The cells' padding (header-cells.tsx CELL_PADDING_X: it depends on the screen's width) as drawn.
  const headerStyle = getComputedStyle(headerCell);
  const padding = Number.parseFloat(headerStyle.paddingLeft) + Number.parseFloat(headerStyle.paddingRight);
  const wrapsOnPhone = new Set(columns.filter((column) => column.phoneWrap).map((column) => column.id));
  const words = (list: readonly string[] | undefined) => list?.flatMap((text) => text.split(/\s+/));
  const laidOut = wrapHeaders
    ? texts.map((column) => (wrapsOnPhone.has(column.id) ? { ...column, widest: words(column.widest)!, noted: words(column.noted) } : column))
    : texts;
  // A noted row's badge (ColumnSpec.note) sits beside its text; on a phone it goes below it.
  // +2: digits drawn with tabular figures, and rounding.
  const widths = columnWidths(laidOut, measure, { padding: padding + 2, headerExtra, noteExtra: wrapHeaders ? 0 : NOTE_BADGE_EXTRA_PX });
  // A header's tag and help button sit on a second line under its text: the column is at least as wide.
  for (const column of columns) {
    const width = widths.get(column.id);
    if (width === undefined || !(column.tag || column.title)) continue;
    const secondLine = (column.tag ? measureLine(column.tag, 'header') + HEADER_TAG_EXTRA_PX : 0) + (column.title ? HEADER_HELP_PX : 0);
    widths.set(column.id, Math.max(width, Math.ceil(secondLine + padding + 2)));
  }
  return widths;
}

/** Narrowest a text column gets on a phone (its names then wrap). */
const PHONE_TEXT_MIN_PX = 72;

/**
 * The widths a table is laid out with on a phone (`room`: the box's inner width; null elsewhere):
 * the shown text columns (names) share what the shown number (and `nowrap`) columns leave, each at least
 * PHONE_TEXT_MIN_PX and at most its own width, so the figures beside them stay on screen; a
 * longer name wraps.
 */
export function fitPhoneColumns<Row>(
  widths: ReadonlyMap<string, number> | null,
  shown: readonly ColumnSpec<Row>[],
  room: number | null,
): ReadonlyMap<string, number> | null {
  if (!widths || room === null) return widths;
  // A `nowrap` text (a date) keeps its width, as a number does.
  const texts = shown.filter((column) => column.kind === 'text' && !column.nowrap);
  const numbersWidth = shown.filter((column) => !texts.includes(column)).reduce((sum, column) => sum + (widths.get(column.id) ?? 0), 0);
  const share = Math.max(PHONE_TEXT_MIN_PX, Math.floor((room - numbersWidth) / Math.max(1, texts.length)));
  const fitted = new Map(widths);
  for (const column of texts) fitted.set(column.id, Math.min(widths.get(column.id) ?? share, share));
  return fitted;
}

export function totalWidth(widths: ReadonlyMap<string, number>, shown: ReadonlySet<string>): number {
  let sum = 0;
  for (const [id, value] of widths) if (shown.has(id)) sum += value;
  return sum;
}

/**
 * The widest texts of the static HTML's table (DataTable's sizer row, the whole data set's texts)
 * already decided its columns' widths: each shown column keeps the width it was laid out with,
 * so the hydrated table draws its columns where the static one did.
 */
function keepLaidOutWidths(table: HTMLTableElement, widths: Map<string, number>): void {
  for (const header of table.querySelectorAll<HTMLElement>('thead th[data-column-id]')) {
    const laidOut = header.getBoundingClientRect().width;
    if (laidOut > 0) widths.set(header.dataset.columnId!, laidOut);
  }
}

/**
 * `texts`: each column's widest texts over the whole data set (./column-widths.ts widestTextsOf,
 * or the build's when the rows are its first page). `staticLayout`: the table on screen is the
 * static HTML's (the island's hydration), whose laid-out widths are kept: `laidOut` then says so
 * (the static layout already fits a phone's box: fitPhoneColumns is not applied to them).
 */
export function useColumnWidths<Row>(
  tableRef: RefObject<HTMLTableElement | null>,
  texts: readonly ColumnTexts[],
  columns: readonly ColumnSpec<Row>[],
  { wrapHeaders, staticLayout }: { wrapHeaders: boolean; staticLayout: boolean },
): { pixels: ReadonlyMap<string, number> | null; laidOut: boolean } {
  // By content: the build's first page and the whole file have the same widest texts.
  const textsKey = useMemo(() => JSON.stringify(texts), [texts]);
  const [widths, setWidths] = useState<MeasuredWidths | null>(null);
  // What was last measured, set when it is measured: commits before its (transition's) state
  // lands find it here and measure nothing again.
  const measured = useRef<Omit<MeasuredWidths, 'pixels'> | null>(null);
  useLayoutEffect(() => {
    const last = measured.current;
    const table = tableRef.current;
    // Widths laid out by the static HTML were taken at this viewport: the screen class the
    // hydrated table then learns does not change them.
    if ((last?.textsKey === textsKey && (last.wrapHeaders === wrapHeaders || last.laidOut)) || !table) return;
    const pixels = measureWidths(table, texts, columns, wrapHeaders);
    if (!pixels) return;
    measured.current = { textsKey, wrapHeaders, laidOut: staticLayout };
    if (staticLayout) {
      // The static table is already drawn at these widths: nothing moves, so React may redraw in
      // slices between the browser's other work (a transition) instead of before the next paint.
      keepLaidOutWidths(table, pixels);
      startTransition(() => setWidths({ textsKey, wrapHeaders, pixels, laidOut: true }));
    } else setWidths({ textsKey, wrapHeaders, pixels, laidOut: false });
  });
  return { pixels: widths?.pixels ?? null, laidOut: widths?.laidOut ?? false };
}

interface MeasuredWidths {
  textsKey: string;
  wrapHeaders: boolean;
  pixels: ReadonlyMap<string, number>;
  /** Read off the static HTML's layout (see keepLaidOutWidths). */
  laidOut: boolean;
}
