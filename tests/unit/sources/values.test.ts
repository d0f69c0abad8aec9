import { describe, expect, it } from 'vitest';
import { RowRejected } from '../../../pipeline/sources/parsed-input.ts';
import { parseIsoDate, plainDecimal } from '../../../pipeline/sources/values.ts';

describe('plainDecimal', () => {
  it.each([
    ['12', 12],
    ['-0.4', -0.4],
    ['.324', 0.324],
    ['5.', 5],
    ['007', 7],
    ['0.1', 0.1],
    ['0.260299625', 0.260299625],
    ['90.04299926757812', 90.04299926757812],
    ['1234567890123456', 1234567890123456],
  ])('%s -> %s', (raw, value) => expect(plainDecimal(raw)).toBe(value));
  it('keeps the sign of a negative zero, as Number() does', () => {
    expect(Object.is(plainDecimal('-0'), -0)).toBe(true);
    expect(Object.is(plainDecimal('-0.0'), -0)).toBe(true);
  });
  it.each(['', '-', '.', '1.2.3', '1e5', '+1', ' 1', '1,234', '12 %', 'NaN', '0.32228279386712094'])('leaves %j to the full number rules', (raw) => {
    expect(plainDecimal(raw)).toBeUndefined();
  });
  it('gives exactly Number() for every plain decimal it accepts', () => {
    // A fixed pseudo-random sequence: the same cases on every run.
    let seed = 12345;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const digits = (count: number) => Array.from({ length: count }, () => String(next(10))).join('');
    for (let i = 0; i < 50_000; i++) {
      const text = `${next(5) === 0 ? '-' : ''}${digits(next(10))}${next(5) === 0 ? '' : `.${digits(next(11))}`}`;
      const value = plainDecimal(text);
      if (value !== undefined) expect(Object.is(value, Number(text)), text).toBe(true);
    }
  });
});

describe('parseIsoDate', () => {
  const field = { column: 'date', label: 'column "date"' };
  const read = (raw: string): string | null | 'rejected' => {
    try {
      return parseIsoDate(raw, field);
    } catch (e) {
      if (e instanceof RowRejected) return 'rejected';
      throw e;
    }
  };
  it.each([
    ['2026-08-21', '2026-08-21'],
    [' 2026-08-21 ', '2026-08-21'],
    ['2026-08-21T19:05:00Z', '2026-08-21'],
    ['2026-08-21 19:05', '2026-08-21'],
    ['2026-12-31', '2026-12-31'],
    ['2026-01-01', '2026-01-01'],
    ['', null],
    ['null', null],
    ['2026-13-01', 'rejected'],
    ['2026-00-10', 'rejected'],
    ['2026-02-00', 'rejected'],
    ['2026-02-32', 'rejected'],
    ['2026-8-21', 'rejected'],
    ['2026/08/21', 'rejected'],
    ['20260821', 'rejected'],
    ['2026-08-2x', 'rejected'],
    ['2026-08-21x', 'rejected'],
  ])('%j -> %j', (raw, expected) => expect(read(raw)).toBe(expected));
});
