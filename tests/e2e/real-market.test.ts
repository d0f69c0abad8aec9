/**
 * The market card on the real graded prices it was fit on (../shared/real-data/market/, read-only):
 * `market backtest` walked forward over the shared period on itself, each date priced from the outcomes
 * of the dates before it only. Prints the table per book and starters/others against the raw implied
 * and the flat 25 %; asserts the acceptance on this period (log loss at most 0.3712, mean fair
 * within 0.6 pts of the observed rate, the flat 25 % missing the mean) and that the committed card was
 * fit on this very file and states these figures. Skipped visibly without ../shared; fails when CI is set.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMarketBacktest } from '../../pipeline/commands/market.ts';
import { COMMITTED_MARKET_CARD, readMarketCard } from '../../pipeline/commands/model-shared.ts';
import { tempDir } from './cli-helpers.ts';
import { REAL } from './real-data.ts';

const MARKET = path.join(REAL, 'market/hr_props_fd_dk_2026-06-11_to_07-18.csv');
const present = existsSync(MARKET);
if (!present) console.warn(`[real-market] SKIPPED: ${MARKET} is not present.`);

describe('the market card walked forward over the real shared period', () => {
  it.runIf(!present && process.env.CI)('../shared/real-data/market is present when CI is set', () => {
    expect(present).toBe(true);
  });

  it.skipIf(!present)('beats the flat 25 % and the raw implied on log loss, mean fair within 0.6 pts of observed (table printed)', { timeout: 60_000 }, () => {
    const lines: string[] = [];
    const out = path.join(tempDir('real-market'), 'preds.csv');
    const { overall, scores } = runMarketBacktest({ market: MARKET, out }, (t) => lines.push(t));
    console.log(`[real-market]\n${lines.join('\n')}`);
    expect(overall.n).toBe(12_439);
    expect(overall.calibrated.logLoss).toBeLessThanOrEqual(0.3712);
    expect(overall.calibrated.logLoss).toBeLessThan(overall.flat.logLoss);
    expect(overall.calibrated.logLoss).toBeLessThan(overall.implied.logLoss);
    expect(Math.abs(overall.calibrated.meanFair - overall.observed)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(overall.flat.meanFair - overall.observed)).toBeGreaterThan(0.006);
    // The committed card was fit on this file and carries this walk-forward, row for row.
    const card = readMarketCard(COMMITTED_MARKET_CARD);
    expect(card.fittedOn).toEqual([
      expect.objectContaining({ file: path.basename(MARKET), sha256: createHash('sha256').update(readFileSync(MARKET)).digest('hex'), graded: 12_439 }),
    ]);
    for (const row of card.walkForward) {
      const mine = scores.find((s) => s.book === row.book && s.group === row.group)!;
      expect(row.calibrated.logLoss, `${row.book}/${row.group}`).toBeCloseTo(mine.calibrated.logLoss, 6);
      expect(row.n).toBe(mine.n);
    }
  });
});
