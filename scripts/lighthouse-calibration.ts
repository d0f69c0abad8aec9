/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device, from the host's
 * benchmarkIndex: Lighthouse's default 4x assumes a host of index ~1533. This is the table of
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "Calibrating multipliers":
 * lighthouse-cpu-throttling-calculator): 2000 = 6x, 1533 = 4x, 1300 = 3x, 800 = 2x, 150 = 1x,
 * linear between, and extended in a straight line above 2000 as the calculator does.
 */
export function lighthouseCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The highest benchmarkIndex of the calculator's measured table (6x); above it the multiplier is extrapolated. */
export const CALCULATOR_TABLE_TOP_INDEX = 2000;

/**
 * The range of slowdowns the calculator says this host might actually need (its "range"):
 * ±0.25x below index 800, ±0.75x up to 1300, and above that a width of the multiplier's excess
 * over 3x, at least 1.5x or 30 % of the multiplier. At index 4000 it is 8.8x-20.4x around 14.6x.
 */
export function lighthouseCpuMultiplierRange(benchmarkIndex: number): { low: number; high: number } {
  const multiplier = lighthouseCpuMultiplier(benchmarkIndex);
  const width = benchmarkIndex >= 1300 ? Math.max(multiplier - 3, 1.5, multiplier * 0.3) : benchmarkIndex >= 800 ? 1.5 : 0.5;
  return { low: Math.max(1, multiplier - width / 2), high: multiplier + width / 2 };
}
