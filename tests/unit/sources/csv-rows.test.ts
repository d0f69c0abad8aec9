import { describe, expect, it } from 'vitest';
import { collectCsvRows, readHeaderedCsv } from '../../../pipeline/sources/csv-rows.ts';
import { RowCollector } from '../../../pipeline/sources/parsed-input.ts';
import { utf8 } from './helpers.ts';

/** Lines kept and rejected by collectCsvRows, each record's row being its line. */
function duplicatesOf(lines: readonly string[]): { kept: number[]; rejected: string[] } {
  const collector = new RowCollector<number>('t.csv');
  collectCsvRows(readHeaderedCsv('t.csv', utf8(['a,b,c', ...lines].join('\n'))), collector, (record) => record.line);
  return { kept: collector.rows, rejected: collector.rejected.map((r) => `${r.line}: ${r.reason}`) };
}

/** The rule itself: a line repeats an earlier line with the same cells. */
function expectedDuplicates(lines: readonly string[]): { kept: number[]; rejected: string[] } {
  const firstLine = new Map<string, number>();
  const kept: number[] = [];
  const rejected: string[] = [];
  lines.forEach((text, i) => {
    const line = i + 2;
    const first = firstLine.get(text);
    if (first === undefined) {
      firstLine.set(text, line);
      kept.push(line);
    } else rejected.push(`${line}: exact duplicate of line ${first}`);
  });
  return { kept, rejected };
}

describe('collectCsvRows: exact duplicate lines', () => {
  it('finds a repeat whether its first cell, its first and last cells, or neither were seen before', () => {
    const lines = ['x,1,p', 'x,1,p', 'x,2,p', 'x,2,p', 'y,1,q', 'x,1,q', 'x,1,q', 'y,1,q', 'z,1,q'];
    expect(duplicatesOf(lines)).toEqual(expectedDuplicates(lines));
  });
  it('still finds them among many records sharing a first and a last cell', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `same,${i % 25},end`);
    expect(duplicatesOf(lines)).toEqual(expectedDuplicates(lines));
  });
  it('agrees with the rule on a mix of shared first cells, last cells and repeats', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const lines = Array.from({ length: 3000 }, () => `${next(30)},${next(40)},${next(6)}`);
    expect(duplicatesOf(lines)).toEqual(expectedDuplicates(lines));
  });
  it('compares cells, not their quoting', () => {
    expect(duplicatesOf(['x,1,p', '"x",1,"p"']).rejected).toEqual(['3: exact duplicate of line 2']);
  });
});
