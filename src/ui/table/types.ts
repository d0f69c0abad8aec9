/**
 * The table kit's column contract. A page declares its columns once, as typed
 * constants in src/columns/<page>.ts:
 *
 *   export const parkFactorColumns = defineColumns<ParkFactorRow>([
 *     { id: 'team', header: 'Team', kind: 'text', value: (r) => r.teamName },
 *     { id: 'parkFactor', header: 'Park Factor', kind: 'number', value: (r) => r.parkFactor,
 *       format: (v) => formatFixed(v as number | null, 0), cellClass: (v) => colourFor(v) },
 *   ]);
 *
 * and renders them with <DataTable rows={...} columns={parkFactorColumns} ... />.
 * `value` is what sorting, search-free filtering and CSV use; `format` is what
 * is shown (and written to the CSV). No JSX here: column modules stay plain
 * data, testable without React.
 */
import type { PlayerLinks } from '../../lib/player-links.ts';

export type CellValue = string | number | null;
export type SortDirection = 'asc' | 'desc';

export interface ColumnSpec<Row> {
  /** Unique per table; also the sort key. */
  id: string;
  /** Header text as shown. */
  header: string;
  /** Tooltip with the full name when the header is an abbreviation. */
  title?: string;
  /** text: left aligned; number: right aligned, tabular digits. Drives the 'by-kind' first sort. */
  kind: 'text' | 'number';
  value: (row: Row) => CellValue;
  /** Display text (default: the value as is; missing values as MISSING_TEXT). */
  format?: (value: CellValue, row: Row) => string;
  /**
   * The text of the static HTML (and of hydration), when `format` depends on the visitor (his time
   * zone), which the build cannot know: the visitor's text replaces it once the island runs.
   */
  formatStatic?: (value: CellValue, row: Row) => string;
  /**
   * The cell's text is this instant (ISO; `formatStatic` words it in UTC, `format` in the visitor's
   * zone, without the year): the cell holds it in a <time datetime data-local-time="without-year">,
   * which the shell's script rewrites in the visitor's zone after the first paint, so the static
   * HTML reads in his zone before the island runs. Null: no instant (the text as it is).
   */
  instant?: (row: Row) => string | null;
  /** Extra classes for the cell (e.g. colour scales). */
  cellClass?: (value: CellValue, row: Row) => string | undefined;
  /** Overrides the table's first-sort rule for this column. */
  firstSort?: SortDirection;
  /** Default true. */
  sortable?: boolean;
  /**
   * Whether the column is shown before the visitor picks columns (the "Columns" control;
   * ./default-columns.ts): 'key' on every screen, phones included (the row's name and the
   * figures that matter); 'compact' from a tablet up, when it fits; every column on a desktop.
   * A table none of whose columns says either shows all of them. The CSV always has every column.
   */
  show?: 'key' | 'compact';
  /** A 'key' column's place on a phone (lower first; after the name column). */
  phoneOrder?: number;
  /**
   * The row's name column: pinned to the left edge, sticky while the table scrolls sideways,
   * never hidden. Default: the first column.
   */
  pin?: true;
  /** A short note after the cell's text (e.g. "thin" beside an edge), with `noteTitle` as its tooltip. */
  note?: (row: Row) => { label: string; title: string } | null;
  /** A small tag after the header text (SCORE_TAG on every column of the Longball score). */
  tag?: string;
  /**
   * The header's last word goes on a second line at every width ("HR" / "Chance"), the sort arrow
   * beside the first line: a narrower column for a long header over short figures.
   */
  headerBreak?: true;
  /** On a phone the cell wraps between its words ("+1200 / DraftKings") and the column is as wide as its longest word. */
  phoneWrap?: boolean;
  /**
   * The cell is the button that opens and closes the row's panel (DataTable `rowPanel`), on rows
   * that have one; a click elsewhere on the row does the same.
   */
  opensPanel?: true;
  /**
   * A text that never wraps, on a phone either (an ISO date, which would break at its hyphens:
   * "2026-" over "08-20"): the column keeps its text's width, as a number column does.
   */
  nowrap?: true;
  /**
   * A player's name: the cell links to his game's matchup and, by a small BvP link beside it,
   * to his batter-vs-pitcher rows (src/lib/player-links.ts); null for a row without a player.
   */
  links?: (row: Row) => PlayerLinks | null;
}

/**
 * Direction a column sorts in when first clicked (clicking it again flips):
 * - 'asc' / 'desc': every column;
 * - 'by-kind': text columns ascending, number columns descending.
 * A column's own `firstSort` wins.
 */
export type FirstSortRule = SortDirection | 'by-kind';

export interface SortState {
  id: string;
  desc: boolean;
}

/** The lines of a column's header as drawn: one, or two with `headerBreak` (its last word on the second). */
export function headerLines(column: { header: string; headerBreak?: true }): string[] {
  const split = column.headerBreak ? column.header.lastIndexOf(' ') : -1;
  return split > 0 ? [column.header.slice(0, split), column.header.slice(split + 1)] : [column.header];
}

/** Identity helper that fixes the row type for a column list. */
export function defineColumns<Row>(columns: readonly ColumnSpec<Row>[]): readonly ColumnSpec<Row>[] {
  return columns;
}
