import { describe, expect, it } from 'vitest';
import { lighthouseCpuMultiplier, lighthouseCpuMultiplierRange } from '../../../scripts/lighthouse-calibration.ts';

describe('lighthouseCpuMultiplier (Lighthouse calculator table)', () => {
  it('gives the calculator anchor points', () => {
    expect(lighthouseCpuMultiplier(2000)).toBeCloseTo(6, 1);
    expect(lighthouseCpuMultiplier(1766)).toBeCloseTo(5, 1);
    expect(lighthouseCpuMultiplier(1533)).toBeCloseTo(4, 1);
    expect(lighthouseCpuMultiplier(1300)).toBe(3);
    expect(lighthouseCpuMultiplier(800)).toBe(2);
    expect(lighthouseCpuMultiplier(150)).toBe(1);
  });

  it('is continuous and rising across the bands, and never below 1x', () => {
    for (const edge of [800, 1300]) expect(lighthouseCpuMultiplier(edge - 1e-6)).toBeCloseTo(lighthouseCpuMultiplier(edge), 4);
    let last = 0;
    for (let index = 100; index <= 2500; index += 50) {
      const multiplier = lighthouseCpuMultiplier(index);
      expect(multiplier).toBeGreaterThanOrEqual(Math.max(1, last));
      last = multiplier;
    }
    expect(lighthouseCpuMultiplier(50)).toBe(1);
  });

  it("gives the calculator's range around its multiplier: narrow inside its table, wide far above it", () => {
    expect(lighthouseCpuMultiplierRange(500)).toEqual({ low: expect.closeTo(1.29, 2), high: expect.closeTo(1.79, 2) });
    expect(lighthouseCpuMultiplierRange(1000)).toEqual({ low: expect.closeTo(1.65, 2), high: expect.closeTo(3.15, 2) });
    // 1533: 4x, width max(1, 1.5, 1.2) = 1.5.
    expect(lighthouseCpuMultiplierRange(1533)).toEqual({ low: expect.closeTo(3.25, 2), high: expect.closeTo(4.75, 2) });
    // 4000: 14.59x, width 11.59: 8.8x-20.4x.
    expect(lighthouseCpuMultiplierRange(4000)).toEqual({ low: expect.closeTo(8.8, 1), high: expect.closeTo(20.38, 1) });
  });
});
