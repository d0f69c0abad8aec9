import { describe, expect, it } from 'vitest';
import { plainDecimal } from '../../../pipeline/sources/values.ts';

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
