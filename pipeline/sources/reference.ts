/**
 * The name reference files: reference.csv (no header, `character,replacement`,
 * the name folding of docs/product.md#data-files-and-matching), name_aliases.csv (`alias,canonical`, header optional)
 * and PlayerHandedness.csv (no header, `name,hand`; R, L, S, and B read as S).
 * Latin-1 files are decoded (a reference.csv written on Windows holds "é" as 0xE9).
 */
import type { CsvRecord } from './csv.ts';
import { collectHeaderlessRows } from './csv-rows.ts';
import { RowCollector, csvField, rejectField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { RawHandedness, RawNamePair } from '../inputs/rows.ts';
import { cleanText, parseHand, requireName } from './values.ts';

const firstCells = (record: CsvRecord) =>
  record.cells
    .slice(0, 2)
    .map((c) => c.trim().toLowerCase())
    .join(',');

/**
 * reference.csv: one `character,replacement` pair per line. The replacement may
 * be empty (the character is removed) but the field must be there. A character
 * listed twice is rejected (the first entry wins).
 */
export function parseCharacterReplacements(file: string, bytes: Uint8Array): ParsedInput<RawNamePair> {
  const collector = new RowCollector<RawNamePair>(file);
  const seen = new Map<string, number>();
  const fields = ['character', 'replacement'] as const;
  collectHeaderlessRows(
    file,
    bytes,
    fields,
    collector,
    (record) => {
      const from = (record.cells[0] ?? '').trim();
      const to = (record.cells[1] ?? '').trim();
      if (from === '') rejectField(csvField('character'), 'empty character');
      const first = seen.get(from);
      if (first !== undefined) rejectRow(`"${from}" is already replaced at line ${first}`, 'character');
      seen.set(from, record.line);
      return { from, to };
    },
    { isHeaderLine: (record) => firstCells(record) === 'character,replacement' },
  );
  return collector.result('reference-headerless');
}

/**
 * name_aliases.csv: `alias,canonical`; a first line `alias,canonical` (or
 * `from,to`) is a header. An alias given twice is rejected (the first wins).
 */
export function parseNameAliases(file: string, bytes: Uint8Array): ParsedInput<RawNamePair> {
  const collector = new RowCollector<RawNamePair>(file);
  const seen = new Map<string, number>();
  const isHeader = (record: CsvRecord) => ['alias,canonical', 'from,to'].includes(firstCells(record));
  const fields = ['alias', 'canonical'] as const;
  const { headerSkipped } = collectHeaderlessRows(
    file,
    bytes,
    fields,
    collector,
    (record) => {
      const from = cleanText(record.cells[0]);
      const to = cleanText(record.cells[1]);
      if (from === '') rejectField(csvField('alias'), 'empty alias');
      if (to === '') rejectField(csvField('canonical'), 'empty canonical name');
      const key = from.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) rejectRow(`alias "${from}" is already defined at line ${first}`, 'alias');
      seen.set(key, record.line);
      return { from, to };
    },
    { isHeaderLine: isHeader, headerOptional: true },
  );
  return collector.result(headerSkipped ? 'name-aliases-with-header' : 'name-aliases-headerless');
}

/**
 * PlayerHandedness.csv: `name,hand`. The file is keyed by name, so two players of
 * one name (two Will Smiths) cannot be told apart here: both rows are kept and
 * the names are listed in a warning, for the lookup to treat them as ambiguous.
 * An exact duplicate line is rejected.
 */
export function parseHandedness(file: string, bytes: Uint8Array): ParsedInput<RawHandedness> {
  const collector = new RowCollector<RawHandedness>(file);
  const fields = ['name', 'hand'] as const;
  collectHeaderlessRows(
    file,
    bytes,
    fields,
    collector,
    (record) => {
      const name = requireName(record.cells[0], csvField('name'));
      const hand = parseHand(record.cells[1], csvField('hand'));
      if (hand === null) rejectField(csvField('hand'), 'empty hand');
      return { name, hand };
    },
    { isHeaderLine: (record) => ['name,hand', 'name,bats', 'name,throws', 'player,hand'].includes(firstCells(record)) },
  );
  const hands = new Map<string, Set<string>>();
  for (const { name, hand } of collector.rows) {
    const key = name.toLowerCase();
    hands.set(key, (hands.get(key) ?? new Set()).add(hand));
  }
  const listed = new Set<string>();
  const shared = collector.rows.filter((r) => {
    const key = r.name.toLowerCase();
    if ((hands.get(key)?.size ?? 0) < 2 || listed.has(key)) return false;
    listed.add(key);
    return true;
  });
  if (shared.length > 0) {
    const names = shared.map((r) => r.name).join(', ');
    collector.warn(`${shared.length} name${shared.length === 1 ? ' has' : 's have'} more than one hand (same-name players, ambiguous by name): ${names}`);
  }
  return collector.result('handedness-headerless');
}
