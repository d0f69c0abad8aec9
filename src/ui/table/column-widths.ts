/**
 * One width per column for a whole data set, so that every page of it fits: sorting, searching
 * or paging then changes no column's width, and the browser lays out and paints only the rows
 * whose text changed (with automatic table layout, one longer name on the new page re-lays out
 * every row, and the columns jump sideways).
 *
 * The texts that decide a column's width are its header and its longest shown texts; the table
 * measures them in its own fonts. Found in one pass over the rows: a text column's shown texts
 * are compared by length, and a number column's widest text is that of its largest or smallest
 * value (so no number is formatted but those two). A text wider than its column's width
 * still fits: the column grows.
 */
import { MISSING_TEXT } from '../../lib/format.ts';
import { BVP_LINK_LABEL } from '../../lib/player-links.ts';
import { formatCell } from './format-cell.ts';
import { headerLines, type ColumnSpec } from './types.ts';

/** Longest texts kept per text column: length in characters only approximates width in pixels. */
export const WIDTH_CANDIDATES = 5;

export interface ColumnTexts {
  id: string;
  header: string;
  /** The texts most likely to be its widest (at most WIDTH_CANDIDATES). */
  widest: string[];
}

function longestOf<Row>(rows: readonly Row[], text: (row: Row) => string): string[] {
  const longest: string[] = [];
  for (const row of rows) {
    const candidate = text(row);
    if (longest.length === WIDTH_CANDIDATES && candidate.length <= longest[WIDTH_CANDIDATES - 1]!.length) continue;
    if (longest.includes(candidate)) continue;
    let at = longest.length;
    while (at > 0 && longest[at - 1]!.length < candidate.length) at -= 1;
    longest.splice(at, 0, candidate);
    if (longest.length > WIDTH_CANDIDATES) longest.pop();
  }
  return longest;
}

function extremesOf<Row>(rows: readonly Row[], column: ColumnSpec<Row>): string[] {
  let lowest: Row | null = null;
  let highest: Row | null = null;
  let low = Infinity;
  let high = -Infinity;
  let missing = false;
  for (const row of rows) {
    const value = column.value(row);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      missing = true;
      continue;
    }
    if (value < low) [low, lowest] = [value, row];
    if (value > high) [high, highest] = [value, row];
  }
  const texts = [lowest, highest].filter((row): row is NonNullable<typeof row> => row !== null).map((row) => formatCell(column, row));
  return missing ? [...texts, MISSING_TEXT] : texts;
}

export function widestTextsOf<Row>(rows: readonly Row[], columns: readonly ColumnSpec<Row>[]): ColumnTexts[] {
  return columns.map((column) => ({
    id: column.id,
    // The header's longest line (a `headerBreak` header is drawn on two).
    header: headerLines(column).reduce((longest, line) => (line.length > longest.length ? line : longest)),
    widest:
      column.kind === 'number'
        ? extremesOf(rows, column)
        : longestOf(rows, column.links ? (row) => withBvpLink(column, row) : (row) => formatCell(column, row)),
  }));
}

/** A name cell with its BvP link beside it (PlayerName): the name, a space and the label (drawn smaller, so this is an upper bound). */
function withBvpLink<Row>(column: ColumnSpec<Row>, row: Row): string {
  const text = formatCell(column, row);
  return column.links?.(row)?.matchup ? `${text} ${BVP_LINK_LABEL}` : text;
}

/**
 * Each column's width in pixels: its widest text plus `padding`, at least its header plus
 * `headerExtra` (the sort arrow and its gap) plus `padding`. `measure` gives a text's width in
 * the body's or the header's font.
 */
export function columnWidths(
  texts: readonly ColumnTexts[],
  measure: (text: string, where: 'body' | 'header') => number,
  { padding, headerExtra }: { padding: number; headerExtra: number },
): Map<string, number> {
  return new Map(
    texts.map((column) => {
      const body = Math.max(0, ...column.widest.map((text) => measure(text, 'body')));
      const header = measure(column.header, 'header') + headerExtra;
      return [column.id, Math.ceil(Math.max(body, header) + padding)];
    }),
  );
}
