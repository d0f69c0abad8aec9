import { describe, expect, it } from 'vitest';
import { GRADED_RELIABILITY, gradedReliabilityTable } from '../../../domain/probability/index.ts';

describe('gradedReliabilityTable: HR Chance against what happened on our graded nights', () => {
  it('no graded hitter: no group', () => {
    expect(gradedReliabilityTable([], [])).toEqual([]);
  });

  it('fewer than two groups of minPerBin: one group of all of them', () => {
    const p = [0.3, 0.1, 0.2];
    const table = gradedReliabilityTable(p, [true, false, false]);
    expect(table).toEqual([{ bin: 1, n: 3, meanPredicted: expect.closeTo(0.2, 12), observedRate: 1 / 3, minPredicted: 0.1, maxPredicted: 0.3 }]);
  });

  it('equal-count groups in HR Chance order, each at least minPerBin, at most maxBins', () => {
    const n = GRADED_RELIABILITY.minPerBin * 3 + 7;
    // Shuffled predictions: the groups are cut in sorted order, not in the order given.
    const p = Array.from({ length: n }, (_, i) => ((i * 37) % n) / (2 * n));
    const y = p.map((x) => x > 0.25);
    const table = gradedReliabilityTable(p, y);
    expect(table.map((b) => b.n)).toEqual([52, 52, 53]);
    expect(table.map((b) => b.bin)).toEqual([1, 2, 3]);
    for (let i = 1; i < table.length; i++) expect(table[i]!.minPredicted).toBeGreaterThanOrEqual(table[i - 1]!.maxPredicted);
    expect(table[0]!.observedRate).toBe(0);
    expect(table[2]!.observedRate).toBe(1);
    expect(table.reduce((s, b) => s + b.n, 0)).toBe(n);
    const many = Array.from({ length: 10_000 }, (_, i) => i / 20_000);
    expect(
      gradedReliabilityTable(
        many,
        many.map(() => false),
      ),
    ).toHaveLength(GRADED_RELIABILITY.maxBins);
  });
});
