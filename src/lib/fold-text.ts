/** Letters that carry no separable accent (NFD leaves them whole), and the plain letters they read as. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ł: 'l', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ı: 'i' };

/** Lower case, accents removed ("Ronald Acuña Jr." -> "ronald acuna jr.", "Łukasz" -> "lukasz"): how searches compare names. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[łđðøæœßþı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
}

/**
 * `items` in alphabetical order of their names, case and accents ignored ("Acuña" beside "Acuna"),
 * ties in the names' own order. Each name is folded once; no Intl collator: loading its data is a
 * long task on a phone, paid by a page's first sort.
 */
export function sortedByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, name: nameOf(item), folded: foldForSearch(nameOf(item)) }));
  keyed.sort((a, b) => compareStrings(a.folded, b.folded) || compareStrings(a.name, b.name));
  return keyed.map((entry) => entry.item);
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
