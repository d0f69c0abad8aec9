import { describe, expect, it } from 'vitest';
import { memoised } from '../../../pipeline/sources/memo.ts';

describe('memoised', () => {
  it('computes each text once and returns the stored result after', () => {
    const calls: string[] = [];
    const upper = memoised((text) => {
      calls.push(text);
      return text.toUpperCase();
    }, 10);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
  });
  it('clears the map at its limit and keeps giving the same results', () => {
    let calls = 0;
    const length = memoised((text) => {
      calls++;
      return text.length;
    }, 2);
    expect([length('a'), length('bb'), length('ccc'), length('a')]).toEqual([1, 2, 3, 1]);
    expect(calls).toBe(4);
  });
  it('stores null results (an unknown team code) but never undefined', () => {
    let calls = 0;
    const lookup = memoised((text): string | null | undefined => {
      calls++;
      return text === 'x' ? null : undefined;
    }, 10);
    lookup('x');
    lookup('x');
    lookup('y');
    lookup('y');
    expect(calls).toBe(3);
  });
});
