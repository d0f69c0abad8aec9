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
import { formatCell, staticCellText } from './format-cell.ts';
import { headerLines, type ColumnSpec } from './types.ts';

/** Longest texts kept per text column: length in characters only approximates width in pixels. */
export const WIDTH_CANDIDATES = 5;

export interface ColumnTexts {
  id: string;
  /** The header's text beside the sort arrow: all of it, or a `headerBreak` header's first line. */
  header: string;
  /** A `headerBreak` header's second line (no arrow beside it). */
  headerBelow?: string;
  /** The texts most likely to be its widest (at most WIDTH_CANDIDATES); of a column with notes, those of rows without one. */
  widest: string[];
  /** A column with notes (ColumnSpec.note): the widest texts of the rows that carry one, drawn with its badge beside them. */
  noted?: string[];
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

/**
 * Each column's widest texts over `rows`, as the static HTML words them (staticCellText): the
 * build's and the hydrating browser's sizer rows must be the same text. A visitor's longer wording
 * (a time zone named "GMT+5:30" rather than "UTC") widens its column as the table lays out.
 */
export function widestTextsOf<Row>(rows: readonly Row[], columns: readonly ColumnSpec<Row>[]): ColumnTexts[] {
  return columns.map((column) => {
    const widestOf = (some: readonly Row[]) =>
      column.kind === 'number'
        ? extremesOf(some, column)
        : longestOf(some, column.links ? (row) => withBvpLink(column, row) : (row) => staticCellText(column, row));
    // A `headerBreak` header is drawn on two lines, the arrow beside the first.
    const [header, headerBelow] = headerLines(column) as [string, string | undefined];
    const headers = headerBelow === undefined ? { id: column.id, header } : { id: column.id, header, headerBelow };
    const { note } = column;
    if (!note) return { ...headers, widest: widestOf(rows) };
    // A note's badge widens only the rows that carry one: a long name without one needs no room for it.
    const noted = rows.filter((row) => note(row) !== null);
    const plain = noted.length === 0 ? rows : rows.filter((row) => note(row) === null);
    return { ...headers, widest: widestOf(plain), noted: widestOf(noted) };
  });
}

/** A name cell with its BvP link beside it (PlayerName): the name, a space and the label (drawn smaller, so this is an upper bound). */
function withBvpLink<Row>(column: ColumnSpec<Row>, row: Row): string {
  const text = formatCell(column, row);
  return column.links?.(row)?.matchup ? `${text} ${BVP_LINK_LABEL}` : text;
}

/**
 * Each column's width in pixels: its widest text (a noted row's with `noteExtra`, its badge,
 * beside it) plus `padding`, at least its header plus `headerExtra` (the sort arrow and its gap)
 * plus `padding` (and a two-line header's second line plus `padding`). `measure` gives a text's width in the body's or the header's font.
 */
export function columnWidths(
  texts: readonly ColumnTexts[],
  measure: (text: string, where: 'body' | 'header') => number,
  { padding, headerExtra, noteExtra = 0 }: { padding: number; headerExtra: number; noteExtra?: number },
): Map<string, number> {
  return new Map(
    texts.map((column) => {
      const body = Math.max(0, ...column.widest.map((text) => measure(text, 'body')), ...(column.noted ?? []).map((text) => measure(text, 'body') + noteExtra));
      const header = Math.max(measure(column.header, 'header') + headerExtra, column.headerBelow === undefined ? 0 : measure(column.headerBelow, 'header'));
      return [column.id, Math.ceil(Math.max(body, header) + padding)];
    }),
  );
}
