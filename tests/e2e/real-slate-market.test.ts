/**
 * HR Chance against the market on a real night: the real 2026-08-22 slate (tests/e2e/real-data.ts)
 * built with that day's real anytime-HR prices (../shared/real-data/odds, read-only, as odds.json).
 * Prints the priced hitters, mean HR Chance against the mean fair price, their correlation, the mean
 * edge, how many edges lie outside their noise, what priced the fair prices, the Value list, and the ten
 * largest edges with the evidence behind each; asserts what must hold on any night: every priced row
 * carries its evidence and its edge's interval, a thin-evidence row says so, the flat file's unnamed book
 * is priced by the market card's pooled starters' line, and every Value pick pays at its price.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PicksFile, ProjectionsFile } from '../../domain/contracts/index.ts';
import { THIN_EVIDENCE_PA } from '../../domain/probability/defaults.ts';
import { runSlate } from '../../pipeline/commands/run-slate.ts';
import { REAL, realDataPresent, realRawDir } from './real-data.ts';

const ODDS = 'odds/2026-08-22_hr_prop_odds_by_player.json';

describe.skipIf(!realDataPresent)('HR Chance against the real prices of 2026-08-22', () => {
  let projections: ProjectionsFile;
  let picks: PicksFile;

  beforeAll(async () => {
    const raw = realRawDir();
    copyFileSync(path.join(REAL, ODDS), path.join(raw, 'odds.json'));
    const run = await runSlate({ raw, date: '2026-08-22', history: [], builtAt: '2026-08-22T12:00:00.000Z', rewriteHistory: false });
    expect(run.fatal).toBeNull();
    projections = run.slate!.files.find((f) => f.file === 'projections.json')!.data as ProjectionsFile;
    picks = run.slate!.files.find((f) => f.file === 'picks.json')!.data as PicksFile;
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
    const outside = priced.filter((b) => b.edgeWithinNoise === false);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      [
        `[real-slate-market] priced hitters ${priced.length} of ${projections.batters.length}`,
        `  mean HR Chance ${pct(mc)}, mean fair price ${pct(mf)}, correlation ${correlation.toFixed(3)}, mean edge ${(mean(priced.map((b) => b.edge!)) * 100).toFixed(2)} pts`,
        `  thin evidence (< ${THIN_EVIDENCE_PA} PA): ${priced.filter((b) => b.evidenceThin).length} of the priced hitters`,
        `  edges outside noise (95 % interval not holding 0): ${outside.length} (${outside.filter((b) => b.edge! > 0).length} positive), within noise ${priced.length - outside.length}; confirmed lineups ${priced.filter((b) => b.confirmed).length}`,
        `  fair prices by: ${[...new Set(priced.map((b) => b.fairBasis))].join(' | ')}`,
        `  Value list: ${picks.value.map((p) => `${p.name} ${p.oddsAmerican! > 0 ? '+' : ''}${p.oddsAmerican} (HR Chance ${pct(p.pHr)})`).join(', ') || 'none'}`,
        '  ten largest edges:',
        ...top.map(
          (b) =>
            `    ${b.name} (${b.team}) ${b.oddsAmerican! > 0 ? '+' : ''}${b.oddsAmerican}: HR Chance ${pct(b.pHr)}, fair ${pct(b.fairProbability!)}, edge ${(b.edge! * 100).toFixed(1)} pts (${(b.edgeLow! * 100).toFixed(1)} to ${(b.edgeHigh! * 100).toFixed(1)}${b.edgeWithinNoise ? ', within noise' : ''}), evidence ${b.evidencePa.toFixed(0)} PA + ${b.evidenceStatcastPa.toFixed(0)} Statcast PA${b.evidenceThin ? ' (thin)' : ''}`,
        ),
      ].join('\n'),
    );
    expect(priced.length).toBeGreaterThan(150);
    for (const b of priced) {
      expect(b.evidencePa).toBeGreaterThanOrEqual(0);
      expect(b.evidenceThin).toBe(b.evidencePa + b.evidenceStatcastPa < THIN_EVIDENCE_PA);
      expect(b.edgeLow! < b.edge! && b.edge! < b.edgeHigh!).toBe(true);
      expect(b.edgeWithinNoise).toBe(b.edgeLow! <= 0 && b.edgeHigh! >= 0);
      // The flat file names no book: the pooled starters' line of the market card.
      expect([b.fairProbMethod, b.fairBasis]).toEqual([
        'pooled',
        expect.stringMatching(/^Pooled DraftKings and FanDuel, measured on [\d,]+ starters \(no data for unnamed book\)/),
      ]);
    }
    for (const p of picks.value) expect(priced.find((b) => b.id === p.id && b.gameId === p.gameId)!.evPerDollar!).toBeGreaterThan(0);
    // The real FanGraphs batting export is a 14-day window: most hitters' evidence is thin unless
    // their earlier seasons are known, and the flag must say so rather than hide it.
    expect(priced.some((b) => b.evidenceThin)).toBe(true);
  });
});
