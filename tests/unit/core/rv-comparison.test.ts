import { describe, expect, it } from 'vitest';
import type { PitchValue } from '../../../domain/contracts/matchups.ts';
import { rvComparisonFileSchema } from '../../../domain/contracts/rv-comparison.ts';
import { buildRvComparison, type RvMatchup } from '../../../pipeline/core/rv-comparison.ts';

const NAMES: Record<string, string> = { FF: '4-Seam Fastball', SL: 'Slider', CH: 'Changeup', CU: 'Curveball', SI: 'Sinker' };

/** A pitcher's pitch: usage percent and hard-hit percent allowed. */
const thrown = (pitchType: string, usage: number | null, hardHit: number | null = 50): PitchValue => ({
  pitchType,
  pitchName: NAMES[pitchType.trim().toUpperCase()] ?? pitchType,
  runValue: 0,
  usage,
  hardHit,
});
/** A batter's result against a pitch type: run value and hard-hit percent. */
const faced = (pitchType: string, runValue: number, hardHit: number | null = 40): PitchValue => ({
  pitchType,
  pitchName: NAMES[pitchType.trim().toUpperCase()] ?? pitchType,
  runValue,
  usage: null,
  hardHit,
});

const pitcherOne = [thrown('FF', 50, 70), thrown('SL', 20, 66), thrown('CH', 25, 65), thrown('CU', 5, 80)];
const pitcherTwo = [thrown('FF', 50), thrown('SI', 50, null), thrown('CH', null)];

/**
 * Weighted run values (usage / 100 x rv), worked out by hand:
 *   Alpha   vs One: FF 0.5x16 = 8, SL 0.2x40 = 8, CH 0.25x32 = 8, CU 0.05x200 = 10
 *   Bravo   vs Two: FF 0.5x0 = 0, SI 0.5x-2 = -1 (SL: not thrown; CH: usage unknown)
 *   Charlie vs Two: FF 0.5x18 = 9, SI 0.5x18 = 9
 *   Delta   vs Two: FF 0, SI 0
 * Mean of the 10 values = 51 / 10 = 5.1; Summary threshold = 1.5 x 5.1 = 7.65.
 */
const slate: RvMatchup[] = [
  {
    batter: 'Alpha',
    team: 'NYY',
    pitcher: 'Pitcher One',
    batterPitches: [faced('FF', 16, 66), faced('SL', 40, 70), faced('CH', 32, 90), faced('CU', 200, 70), faced('KC', 99)],
    pitcherPitches: pitcherOne,
  },
  {
    batter: 'Bravo',
    team: 'BOS',
    pitcher: 'Pitcher Two',
    batterPitches: [faced('FF', 0), faced('SI', -2), faced('SL', 100), faced('CH', 50)],
    pitcherPitches: pitcherTwo,
  },
  {
    batter: 'Charlie',
    team: 'BOS',
    pitcher: 'Pitcher Two',
    batterPitches: [faced(' ff', 18), faced('SI', 18)],
    pitcherPitches: pitcherTwo,
  },
  {
    batter: 'Delta',
    team: 'BOS',
    pitcher: 'Pitcher Two',
    batterPitches: [faced('FF', 0), faced('SI', 0)],
    pitcherPitches: pitcherTwo,
  },
];

describe('RV Comparison (docs/product.md#rv-comparison)', () => {
  const result = buildRvComparison(slate);

  it('one row per pitch type the pitcher throws and the batter has a run value for, sorted by rv desc', () => {
    expect(result.rows.map((r) => `${r.batter}:${r.pitchType}:${r.rv}:${r.weightedRV}`)).toEqual([
      'Alpha:CU:200:10',
      'Alpha:SL:40:8',
      'Alpha:CH:32:8',
      'Charlie:FF:18:9',
      'Charlie:SI:18:9',
      'Alpha:FF:16:8',
      'Bravo:FF:0:0',
      'Delta:FF:0:0',
      'Delta:SI:0:0',
      'Bravo:SI:-2:-1',
    ]);
  });

  it('carries usage, both hard-hit values, and avgRV = mean of the batter rv over that pitcher', () => {
    const alphaSl = result.rows.find((r) => r.batter === 'Alpha' && r.pitchType === 'SL')!;
    expect(alphaSl).toEqual({
      batter: 'Alpha',
      team: 'NYY',
      pitchType: 'SL',
      pitchName: 'Slider',
      pitchPct: 20,
      rv: 40,
      batterHardHit: 70,
      pitcher: 'Pitcher One',
      pitcherHardHit: 66,
      weightedRV: 8,
      avgRV: (16 + 40 + 32 + 200) / 4, // 72; KC is not thrown by Pitcher One
    });
    expect(result.rows.filter((r) => r.batter === 'Bravo').every((r) => r.avgRV === -1)).toBe(true); // (0 - 2) / 2
  });

  it('Summary: weighted > 1.5 x mean, usage >= 20 (exactly 20 counts), at least 3 pitches', () => {
    expect(result.summaryThreshold).toBeCloseTo(7.65, 12);
    // Alpha: FF, SL (usage exactly 20), CH qualify; CU (10 > 7.65) fails on usage 5.
    // Charlie: FF and SI qualify (9 > 7.65) but 2 pitches are not enough.
    expect(result.summary).toEqual([
      { batter: 'Alpha', team: 'NYY', pitcher: 'Pitcher One', count: 3, pitches: ['FF', 'SL', 'CH'], avgRV: 72, totalWeightedRV: 24 },
    ]);
  });

  it('Hard Hitters: both hard-hit values above 65 (65 exactly fails, missing fails)', () => {
    // Alpha CU 70/80, SL 70/66 and FF 66/70 pass; CH 90/65 fails; Pitcher Two allows 50 or null
    expect(result.hardHitters.map((r) => `${r.batter}:${r.pitchType}`)).toEqual(['Alpha:CU', 'Alpha:SL', 'Alpha:FF']);
  });

  it('a weighted value exactly 1.5 x the mean does not qualify', () => {
    const four = [thrown('FF', 25), thrown('SL', 25), thrown('CH', 25), thrown('CU', 25)];
    // Xavier 6, 6, 6, 0 and Yates 3, 3: mean 24 / 6 = 4, threshold 6: nobody exceeds it
    const exact = buildRvComparison([
      {
        batter: 'Xavier',
        team: 'SEA',
        pitcher: 'P',
        batterPitches: [faced('FF', 24), faced('SL', 24), faced('CH', 24), faced('CU', 0)],
        pitcherPitches: four,
      },
      { batter: 'Yates', team: 'SEA', pitcher: 'P', batterPitches: [faced('FF', 12), faced('SL', 12)], pitcherPitches: four },
    ]);
    expect(exact.summaryThreshold).toBe(6);
    expect(exact.summary).toEqual([]);
  });

  it('sorts the Summary by count desc, then total weighted RV desc, then batter', () => {
    const four = [thrown('FF', 25), thrown('SL', 25), thrown('CH', 25), thrown('CU', 25)];
    const m = (batter: string, rvs: number[]): RvMatchup => ({
      batter,
      team: 'LAD',
      pitcher: 'Q',
      batterPitches: ['FF', 'SL', 'CH', 'CU'].map((t, i) => faced(t, rvs[i]!)),
      pitcherPitches: four,
    });
    // weighted (0.25 x rv): Zed 10 x4 = 40, Mid 12 x3 = 36, Abe 10 x3 = 30, Yan 10 x3 = 30, three Lows all 0.
    // 7 batters x 4 rows = 28 rows; mean 136 / 28 = 4.857...; threshold 7.2857..., below every 10 and 12.
    const lows = ['Low1', 'Low2', 'Low3'].map((b) => m(b, [0, 0, 0, 0]));
    const out = buildRvComparison([m('Yan', [40, 40, 40, 0]), m('Zed', [40, 40, 40, 40]), m('Abe', [40, 40, 40, 0]), m('Mid', [48, 48, 48, 0]), ...lows]);
    expect(out.summaryThreshold).toBeCloseTo((1.5 * 136) / 28, 12);
    expect(out.summary.map((s) => [s.batter, s.count, s.totalWeightedRV])).toEqual([
      ['Zed', 4, 40],
      ['Mid', 3, 36],
      ['Abe', 3, 30],
      ['Yan', 3, 30],
    ]);
  });

  it('no rows: empty tables and a null threshold; output fits the contract', () => {
    const empty = buildRvComparison([{ batter: 'Nobody', team: 'KC', pitcher: 'P', batterPitches: [], pitcherPitches: pitcherOne }]);
    expect(empty).toEqual({ rows: [], summary: [], hardHitters: [], summaryThreshold: null });
    const file = { schemaVersion: 1, date: '2026-08-21', absence: null, ...result };
    expect(rvComparisonFileSchema.safeParse(file).success).toBe(true);
  });
});
