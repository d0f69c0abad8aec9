import { describe, expect, it } from 'vitest';
import { manifestFileSchema } from '../../../domain/contracts/index.ts';
import { degradedLines } from '../../../src/lib/degraded.ts';

describe('degradedLines', () => {
  it('names each degraded input with its state and since when, keeping the reason', () => {
    expect(
      degradedLines([
        { input: 'barrel % and exit velocity', state: 'missing', reason: 'savant_batter_ev_barrels.csv: an HTML page', since: '2026-07-04T15:00:00.000Z' },
        { input: 'season pitching counts (batters faced, IP, HR)', state: 'stale', reason: 'older than 36 hours', since: '2026-07-02T12:05:00.000Z' },
      ]),
    ).toEqual([
      {
        input: 'barrel % and exit velocity',
        text: 'missing since Jul 4, 2026, 15:00 UTC',
        since: '2026-07-04T15:00:00.000Z',
        reason: 'savant_batter_ev_barrels.csv: an HTML page',
      },
      {
        input: 'season pitching counts (batters faced, IP, HR)',
        text: 'out of date since Jul 2, 2026, 12:05 UTC',
        since: '2026-07-02T12:05:00.000Z',
        reason: 'older than 36 hours',
      },
    ]);
  });

  it('says nothing for a manifest without degraded inputs, and an older manifest without the field still parses', () => {
    expect(degradedLines(undefined)).toEqual([]);
    expect(degradedLines([])).toEqual([]);
    expect(manifestFileSchema.shape.degraded.safeParse(undefined).success).toBe(true);
  });
});
