/**
 * HR Projections' CSV beyond the table's columns (docs/product.md#every-books-price): every
 * book's price, fair probability and EV per $1. Loaded at the first download.
 */
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import type { ColumnSpec } from '../ui/table/types.ts';
import type { ProjectionRow } from './hr-projections.ts';

/**
 * Every book's price, fair probability and EV per $1 (none once the game has started), one trio
 * of columns per book named in `books`: the CSV carries them, the table does not.
 */
export function bookCsvColumns(books: readonly string[]): readonly ColumnSpec<ProjectionRow>[] {
  const quote = (row: ProjectionRow, book: string) => (row.started ? undefined : row.books.find((q) => q.book === book));
  return books.flatMap((book) => [
    { id: `book:${book}:price`, header: `${book} price`, kind: 'number', value: (row) => quote(row, book)?.american ?? null },
    { id: `book:${book}:fair`, header: `${book} fair`, kind: 'number', value: (row) => quote(row, book)?.fairProbability ?? null },
    { id: `book:${book}:ev`, header: `${book} EV / $1`, kind: 'number', value: (row) => quote(row, book)?.evPerDollar ?? null },
  ]);
}

/** The books that price any of `rows`, by name. */
export function booksOf(rows: readonly ProjectedBatter[]): string[] {
  return [...new Set(rows.flatMap((row) => row.books.map((quote) => quote.book)))].sort((a, b) => a.localeCompare(b, 'en'));
}
