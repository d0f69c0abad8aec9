/** Search matching: case- and accent-insensitive substring ("acuna" finds "Acuña"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The folded words of a query (none for a blank one). */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

/** Whether a row's folded search text contains every word of the query. */
export function matchesSearch(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}
