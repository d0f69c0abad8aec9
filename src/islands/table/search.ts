/** Search matching: case- and accent-insensitive substring ("acuna" finds "Acuña"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Rows whose search text contains every word of the query. */
export function searchRows<Row>(rows: readonly Row[], query: string, text: (row: Row) => string): readonly Row[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = foldForSearch(text(row));
    return words.every((word) => haystack.includes(word));
  });
}
