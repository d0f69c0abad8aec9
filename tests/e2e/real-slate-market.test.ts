/**
 * HR Chance against the market on a real night: the real 2026-08-22 slate (tests/e2e/real-data.ts)
 * built with that day's real anytime-HR prices (../shared/real-data/odds, read-only, as odds.json).
 * Prints the priced hitters, mean HR Chance against the mean fair price, their correlation, the mean
 * edge and the ten largest edges with the evidence behind each; asserts what must hold on any night:
 * every priced row carries its evidence, and a thin-evidence row says so.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectionsFile } from '../../domain/contracts/index.ts';
import { THIN_EVIDENCE_PA } from '../../domain/probability/defaults.ts';
import { runSlate } from '../../pipeline/commands/run-slate.ts';
import { REAL, realDataPresent, realRawDir } from './real-data.ts';

const ODDS = 'odds/2026-08-22_hr_prop_odds_by_player.json';

describe.skipIf(!realDataPresent)('HR Chance against the real prices of 2026-08-22', () => {
  let projections: ProjectionsFile;

  beforeAll(async () => {
    const raw = realRawDir();
    copyFileSync(path.join(REAL, ODDS), path.join(raw, 'odds.json'));
    const run = await runSlate({ raw, date: '2026-08-22', history: [], builtAt: '2026-08-22T12:00:00.000Z', rewriteHistory: false });
    expect(run.fatal).toBeNull();
    projections = run.slate!.files.find((f) => f.file === 'projections.json')!.data as ProjectionsFile;
  });

  it('prints the market figures; every priced row carries its evidence', () => {
    const priced = projections.batters.filter((b) => b.fairProbability !== null && b.edge !== null);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const chance = priced.map((b) => b.pHr);
    const fair = priced.map((b) => b.fairProbability!);
    const [mc, mf] = [mean(chance), mean(fair)];
    const cov = mean(chance.map((c, i) => (c - mc) * (fair[i]! - mf)));
    const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
    const correlation = cov / (sd(chance, mc) * sd(fair, mf));
    const top = [...priced].sort((a, b) => b.edge! - a.edge!).slice(0, 10);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      [
        `[real-slate-market] priced hitters ${priced.length} of ${projections.batters.length}`,
        `  mean HR Chance ${pct(mc)}, mean fair price ${pct(mf)}, correlation ${correlation.toFixed(3)}, mean edge ${(mean(priced.map((b) => b.edge!)) * 100).toFixed(2)} pts`,
        `  thin evidence (< ${THIN_EVIDENCE_PA} PA): ${priced.filter((b) => b.evidenceThin).length} of the priced hitters`,
        '  ten largest edges:',
        ...top.map(
          (b) =>
            `    ${b.name} (${b.team}) ${b.oddsAmerican! > 0 ? '+' : ''}${b.oddsAmerican}: HR Chance ${pct(b.pHr)}, fair ${pct(b.fairProbability!)}, edge ${(b.edge! * 100).toFixed(1)} pts, evidence ${b.evidencePa.toFixed(0)} PA${b.evidenceThin ? ' (thin)' : ''}`,
        ),
      ].join('\n'),
    );
    expect(priced.length).toBeGreaterThan(150);
    for (const b of priced) {
      expect(b.evidencePa).toBeGreaterThanOrEqual(0);
      expect(b.evidenceThin).toBe(b.evidencePa < THIN_EVIDENCE_PA);
    }
    // The real FanGraphs batting export is a 14-day window: most hitters' evidence is thin unless
    // their earlier seasons are known, and the flag must say so rather than hide it.
    expect(priced.some((b) => b.evidenceThin)).toBe(true);
  });
});
