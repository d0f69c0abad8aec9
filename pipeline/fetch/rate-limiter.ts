/**
 * Per-source rate limit: requests to one source start at least `minIntervalMs`
 * apart (retries included). The clock and the sleeper are injected so tests run
 * on virtual time.
 */
export class RateLimiter {
  private readonly lastStart = new Map<string, number>();

  constructor(
    private readonly intervals: Readonly<Record<string, number>>,
    private readonly now: () => number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  intervalOf(source: string): number {
    return this.intervals[source] ?? 0;
  }

  /** Waits until the source may start its next request, then records the start. */
  async acquire(source: string): Promise<number> {
    const interval = this.intervalOf(source);
    const last = this.lastStart.get(source);
    let waited = 0;
    if (interval > 0 && last !== undefined) {
      const wait = last + interval - this.now();
      if (wait > 0) {
        await this.sleep(wait);
        waited = wait;
      }
    }
    this.lastStart.set(source, this.now());
    return waited;
  }
}
