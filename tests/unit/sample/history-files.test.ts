/**
 * The sample's history files (mlb_history_batting.csv, mlb_history_pitching.csv): the three
 * seasons before the slate's, season 1 back identical to the prior-season file's lines, rookies
 * without history, and a share of hitters with two or three seasons. Read from the generated text.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE, DEFAULT_SEED, generateInputSet } from '../../../scripts/sample/generate.ts';

type Row = Record<string, string>;

describe('the sample history files', () => {
  const { files, league } = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED });
  const rows = (name: string): Row[] => parse(files.find((f) => f.name === name)!.text, { columns: true, bom: true }) as Row[];
  const batting = rows('mlb_history_batting.csv');
  const pitching = rows('mlb_history_pitching.csv');
  const season = Number(DEFAULT_DATE.slice(0, 4));

  it("hold only the three seasons before the slate's, one row per player and season", () => {
    for (const table of [batting, pitching]) {
      expect(new Set(table.map((r) => Number(r.season)))).toEqual(new Set([season - 1, season - 2, season - 3]));
      const keys = table.map((r) => `${r.playerId}|${r.season}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('agree with the prior-season file on season 1 back (the same lines, the same players)', () => {
    const prior = rows('mlb_stats_prior.csv');
    const lastSeason = batting.filter((r) => Number(r.season) === season - 1).map(({ season: _s, ...rest }) => rest);
    const byId = (a: Row, b: Row) => Number(a.playerId) - Number(b.playerId);
    expect(lastSeason.sort(byId)).toEqual([...prior].sort(byId));
  });

  it('give rookies no history and most others two or three seasons, a few with the middle one missing', () => {
    const seasonsOf = new Map<string, number[]>();
    for (const r of batting) seasonsOf.set(r.playerId!, [...(seasonsOf.get(r.playerId!) ?? []), Number(r.season)]);
    const counts = [...seasonsOf.values()].map((s) => s.length);
    expect(seasonsOf.size).toBeLessThan(league.hitters.length);
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThan(seasonsOf.size / 2);
    const missingMiddle = [...seasonsOf.values()].filter((s) => s.includes(season - 1) && s.includes(season - 3) && !s.includes(season - 2));
    expect(missingMiddle.length).toBeGreaterThan(0);
    // Every pitching row's batters faced and HR allowed are plausible counts.
    for (const r of pitching) {
      expect(Number(r.homeRuns)).toBeLessThanOrEqual(Number(r.battersFaced));
      expect(Number(r.battersFaced)).toBeGreaterThan(0);
    }
  });
});
