/**
 * last7references.csv: no header, `name,team,AB,H,HR,AVG,SLG` per hitter for the
 * last seven days. A first line that reads like a header (AB, H, HR in the
 * count fields) is skipped with a warning. A repeated name + team is rejected.
 */
import type { CsvRecord } from './csv.ts';
import { collectHeaderlessRows } from './csv-rows.ts';
import { RowCollector, csvField, rejectRow, type ParsedInput } from './parsed-input.ts';
import type { RawLast7 } from '../inputs/rows.ts';
import { OTHER_BOUNDS, parseBounded } from './bounds.ts';
import { parseCount, parseOptionalTeam, requireName } from './values.ts';

export const LAST7_FIELDS = ['name', 'team', 'AB', 'H', 'HR', 'AVG', 'SLG'] as const;
const field = (index: number) => csvField(LAST7_FIELDS[index] ?? `field ${index + 1}`);

const looksLikeHeader = (record: CsvRecord): boolean => ['ab', 'h', 'hr'].every((name, i) => (record.cells[i + 2] ?? '').trim().toLowerCase() === name);

/** last7references.csv */
export function parseLast7(file: string, bytes: Uint8Array): ParsedInput<RawLast7> {
  const collector = new RowCollector<RawLast7>(file);
  const seen = new Map<string, number>();
  collectHeaderlessRows(
    file,
    bytes,
    LAST7_FIELDS,
    collector,
    (record) => {
      const at = (i: number) => record.cells[i];
      const name = requireName(at(0), field(0));
      const { team, teamRaw } = parseOptionalTeam(at(1), field(1));
      const row: RawLast7 = {
        name,
        team,
        ab: parseCount(at(2), field(2)),
        h: parseCount(at(3), field(3)),
        hr: parseCount(at(4), field(4)),
        avg: parseBounded(at(5), field(5), OTHER_BOUNDS['last7 AVG']),
        slg: parseBounded(at(6), field(6), OTHER_BOUNDS['last7 SLG']),
        line: record.line,
      };
      if (row.ab !== null && row.h !== null && row.h > row.ab) rejectRow(`H ${row.h} is more than AB ${row.ab}`, 'H');
      if (row.h !== null && row.hr !== null && row.hr > row.h) rejectRow(`HR ${row.hr} is more than H ${row.h}`, 'HR');
      const key = `${name.toLowerCase()}|${team ?? teamRaw ?? ''}`;
      const first = seen.get(key);
      if (first !== undefined) rejectRow(`duplicate row for ${name} (${team ?? teamRaw ?? 'no team'}), first at line ${first}`);
      seen.set(key, record.line);
      return row;
    },
    { isHeaderLine: looksLikeHeader },
  );
  return collector.result('last7-headerless');
}
