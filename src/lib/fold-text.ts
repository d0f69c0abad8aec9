/** Lower case, accents removed ("Ronald Acuña Jr." -> "ronald acuna jr."): how searches compare names. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
