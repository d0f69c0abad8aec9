/**
 * Builds a slate from real public exports (../shared/real-data, read-only, never
 * copied into the project): the real 2026-08-22 lineups and probable pitchers,
 * with real Savant and FanGraphs exports under the file names the pipeline reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runSlate, type SlateRun } from '../../pipeline/commands/run-slate.ts';
import type { ProjectionsFile } from '../../domain/contracts/index.ts';
import { realDataPresent as present, realRawDir } from './real-data.ts';

describe.skipIf(!present)('a slate from real exports (2026-08-22)', () => {
  let run: SlateRun;
  let projections: ProjectionsFile;

  beforeAll(async () => {
    const raw = realRawDir();
    run = await runSlate({ raw, date: '2026-08-22', history: [], builtAt: '2026-08-22T12:00:00.000Z', rewriteHistory: false });
    projections = run.slate!.files.find((f) => f.file === 'projections.json')!.data as ProjectionsFile;
  });

  it('reads every real export without a crash and rejects almost nothing', () => {
    expect(run.fatal).toBeNull();
    for (const report of run.inputReports.filter((r) => r.status !== 'missing')) {
      expect(report.status, `${report.input}: ${report.error}`).toBe('ok');
      // The park-factor table repeats its header once (a page-break artefact): rejected, reported.
      expect(report.rowsRejected, `${report.input} rejected ${JSON.stringify(report.rejectReasons)}`).toBeLessThanOrEqual(Math.ceil(report.rowsRead * 0.02));
    }
  });

  it('matches most of the real lineups to each stat source (figures printed)', () => {
    const joins = run.slate!.joins;
    const share = (source: string) => {
      const j = joins.find((x) => x.source === source)!;
      return j.matched / j.hitters;
    };
    const lines = joins
      .filter((j) => j.hitters > 0)
      .map(
        (j) =>
          `${j.source}: ${j.matched}/${j.hitters} = ${((100 * j.matched) / j.hitters).toFixed(1)}% (${JSON.stringify(j.byRule)}, ambiguous ${j.ambiguous})`,
      );
    console.log(`[real-slate] hitters matched per source:\n  ${lines.join('\n  ')}`);
    // FanGraphs last-14-days (415 hitters) and the qualified Savant leaderboard (247) cannot cover
    // every lineup hitter (rookies, part-timers); these floors are ~5 points under the measured shares.
    expect(share('fangraphs-stats')).toBeGreaterThan(0.75);
    expect(share('savant-batter-ev')).toBeGreaterThan(0.58);
    expect(share('savant-batter-expected')).toBeGreaterThan(0.5);
    expect(projections.batters.length).toBeGreaterThan(200);
  });

  it("reads the 2025 rows of the real 2017-2025 FanGraphs export as the qualified hitters' previous season (figure printed)", () => {
    const withPrior = projections.batters.filter((b) => b.pHrInputs.includes('prior-season'));
    console.log(
      `[real-slate] previous season (2025 rows of the 2017-2025 qualified FanGraphs export) used for ${withPrior.length} of ${projections.batters.length} hitters`,
    );
    // Qualified hitters only (about 140 a season), so a good part of the lineups, never all of it.
    expect(withPrior.length).toBeGreaterThan(60);
    expect(withPrior.length).toBeLessThan(projections.batters.length);
  });

  it("reads the opposing starter's rate from the real FanGraphs pitching export, which has no TBF column (figure printed)", () => {
    const withStarter = projections.batters.filter((b) => b.pHrInputs.includes('starting-pitcher'));
    console.log(
      `[real-slate] opposing starter's HR per batter faced (IP x batters per inning) used for ${withStarter.length} of ${projections.batters.length} hitters`,
    );
    // A 14-day pitching window from July lists about half of the August slate's starters.
    expect(withStarter.length).toBeGreaterThan(projections.batters.length * 0.3);
  });

  it("never gives one Max Muncy the other one's numbers", () => {
    const muncy = projections.batters.find((b) => b.name === 'Max Muncy' && b.team === 'ATH');
    expect(muncy, "the Athletics' Max Muncy is in the real lineups").toBeDefined();
    // FanGraphs lists both (LAD 571970, ATH 691777); the 2026 Savant leaderboard only the Dodgers one.
    expect(muncy!.mlbamId).toBe(691777);
    expect(muncy!.statSources).not.toContain('savant-batter-ev');
    expect(muncy!.exitVelo).toBeNull();
  });

  it('joins every hitter to at most one row per source: no two lineup players share a stat row', () => {
    const ids = projections.batters.filter((b) => b.mlbamId !== null).map((b) => b.mlbamId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fills the starters from the probable-pitchers file and the parks from Savant', () => {
    const withPitcher = projections.batters.filter((b) => b.opposingPitcher !== null).length;
    expect(withPitcher / projections.batters.length).toBeGreaterThan(0.9);
    expect(projections.batters.some((b) => b.parkFactor !== 1)).toBe(true);
  });
});
