/**
 * Builds a slate from real public exports (../shared/real-data, read-only, never
 * copied into the project): the real 2026-08-22 lineups and probable pitchers,
 * with real Savant and FanGraphs exports under the file names the pipeline reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSlate, type SlateRun } from '../../pipeline/commands/run-slate.ts';
import type { LineupsFile, ProjectionsFile } from '../../domain/contracts/index.ts';
import { modelCardSchema, weatherRatio, type GameConditions } from '../../domain/probability/index.ts';
import { COMMITTED_MODEL_CARD } from '../../pipeline/commands/model-shared.ts';
import { conditionsOfTexts, parkOrientation } from '../../pipeline/core/weather.ts';
import { REAL, realDataPresent as present, realRawDir } from './real-data.ts';

/**
 * The weather multiplier the nightly applied before the terms were fit: HR odds x exp(0.01 per °F over 70) x
 * exp(0.025 per mph of the wind's component toward centre field, corners at cos 45°, crosswinds none), the temperature
 * only where the text held a digit. Kept here only to print beside the fitted terms' multiplier.
 */
function oldMultiplier(text: string | null): number {
  if (text === null) return 1;
  const degrees = /(-?\d+(?:\.\d+)?)\s*(?:°|degrees)/i.exec(text);
  const temperature = degrees ? Math.exp(0.01 * (Number(degrees[1]) - 70)) : 1;
  const wind = /wind\s*:?\s*(\d+(?:\.\d+)?)\s*mph(?:[,\s]+(out|in)\s+(?:to|from)\s+(lf|cf|rf))?/i.exec(text);
  const out = wind?.[2] ? (wind[2].toLowerCase() === 'out' ? 1 : -1) * Number(wind[1]) * (wind[3]!.toLowerCase() === 'cf' ? 1 : Math.SQRT1_2) : 0;
  return temperature * Math.exp(0.025 * out);
}

const describeConditions = (c: GameConditions | null): string =>
  c === null
    ? 'unknown: no weather term'
    : c.indoors
      ? 'indoors: neutral'
      : `${c.temperatureF ?? '?'} °F, wind ${c.wind ? `${c.wind.direction} ${c.wind.mph} mph` : 'unknown'}`;

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

  it("reads the real 2025 Savant leaderboard as the previous season's Statcast prior, and says it lists qualified hitters only (figure printed)", () => {
    const report = run.inputReports.find((r) => r.input === 'savant-batter-ev-prior')!;
    expect(report.status).toBe('ok');
    expect(report.warnings.join('\n')).toMatch(/filtered export \(qualified hitters\?\)/);
    const withPrior = projections.batters.filter((b) => b.evidenceStatcastPa > 0);
    console.log(
      `[real-slate] previous season's barrels per PA (2025 qualified Savant leaderboard) in the prior of ${withPrior.length} of ${projections.batters.length} hitters`,
    );
    // With the term in the card: about the qualified hitters of 2025 who start on 2026-08-22 (151 of 238 when written).
    const { constants } = modelCardSchema.parse(JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8')));
    if (constants.statcast.elasticity > 0) expect(withPrior.length).toBeGreaterThan(100);
    expect(withPrior.every((b) => b.pHrInputs.includes('statcast-prior'))).toBe(true);
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

describe.skipIf(!present)("each real game's weather through the fitted terms, beside the old constants (figures printed)", () => {
  const card = modelCardSchema.parse(JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8')));

  it('the real 2026-08-22 slate: every game read with the same terms the card fit', async () => {
    const run = await runSlate({ raw: realRawDir(), date: '2026-08-22', history: [], builtAt: '2026-08-22T12:00:00.000Z', rewriteHistory: false });
    const projections = run.slate!.files.find((f) => f.file === 'projections.json')!.data as ProjectionsFile;
    const { games } = run.slate!.files.find((f) => f.file === 'lineups.json')!.data as LineupsFile;
    const lines: string[] = [];
    for (const game of games) {
      const conditions = conditionsOfTexts(game.weather === null ? [] : [game.weather], parkOrientation(game.venue, game.home.team)).conditions;
      const hitters = projections.batters.filter((b) => b.gameId === game.id);
      expect(hitters.length).toBeGreaterThan(0);
      // A row uses the weather terms exactly when its game's conditions are known.
      for (const b of hitters) expect(b.pHrInputs.includes('temperature') || b.pHrInputs.includes('wind')).toBe(conditions !== null);
      const now = weatherRatio(card.constants.weather, conditions);
      lines.push(
        `${game.away.team}@${game.home.team} | ${game.venue ?? '?'} | ${game.weather ?? '(no weather text)'} | ${describeConditions(conditions)} | ${now.toFixed(3)} | ${oldMultiplier(game.weather).toFixed(3)}`,
      );
    }
    console.log(`[real-slate weather] game | venue | weather text | read as | fitted terms | old constants\n  ${lines.join('\n  ')}`);
    expect(lines.length).toBe(games.length);
  });

  it("MLB's own game weather in the real game feeds: read, and multiplied by the fitted terms", () => {
    const feeds = [
      { file: 'statsapi-boxscore/2024-07-01_game744914_feed_live.json', venue: 'Rogers Centre', home: 'TOR' },
      { file: 'statsapi-boxscore/2024-07-21_BAL-at-TEX_statsapi_boxscore_data.json', venue: 'Globe Life Field', home: 'TEX' },
    ];
    const lines = feeds.map(({ file, venue, home }) => {
      const json = JSON.parse(readFileSync(path.join(REAL, file), 'utf8'));
      const info: { label?: string; value?: string }[] = json.gameBoxInfo ?? [];
      const weather = json.gameData?.weather
        ? `${json.gameData.weather.temp}°F, ${json.gameData.weather.condition}, wind ${json.gameData.weather.wind}`
        : `${info.find((i) => i.label === 'Weather')?.value} wind ${info.find((i) => i.label === 'Wind')?.value}`;
      const park = parkOrientation(venue, home);
      if (json.gameData?.venue?.location?.azimuthAngle !== undefined) expect(park!.bearing).toBe(json.gameData.venue.location.azimuthAngle);
      const { conditions } = conditionsOfTexts([weather], park);
      expect(conditions).not.toBeNull();
      return `${venue} | ${weather} | ${describeConditions(conditions)} | ${weatherRatio(card.constants.weather, conditions).toFixed(3)} | ${oldMultiplier(weather).toFixed(3)}`;
    });
    console.log(`[real-slate weather] MLB feeds: venue | weather text | read as | fitted terms | old constants\n  ${lines.join('\n  ')}`);
    expect(lines[0]).toContain('out 8 mph');
    expect(lines[1]).toContain('indoors');
  });
});
