/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile device, from the host's
 * benchmarkIndex: Lighthouse's default 4x assumes a host of index ~1533. This is the table of
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "Calibrating multipliers":
 * lighthouse-cpu-throttling-calculator): 2000 = 6x, 1533 = 4x, 1300 = 3x, 800 = 2x, 150 = 1x,
 * linear between.
 */
export function lighthouseCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
