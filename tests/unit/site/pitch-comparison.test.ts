import { describe, expect, it } from 'vitest';
import type { MatchupPitcher, PitchValue } from '../../../domain/contracts/index.ts';
import { matchupPitcher } from '../fixtures/matchup-pitcher.ts';
import {
  averageRunValue,
  barPlacement,
  batterVersusBullpen,
  bullpenAverageByPitch,
  comparePitches,
  formatRunValue,
  formatSignedRunValue,
  niceCeiling,
  pitchBarScale,
} from '../../../src/islands/matchup/pitch-comparison.ts';

const pitch = (pitchType: string, runValue: number, usage: number | null = null): PitchValue => ({
  pitchType,
  pitchName: `${pitchType.trim()} pitch`,
  runValue,
  usage,
  hardHit: null,
});

const reliever = (name: string, pitches: PitchValue[] | null): MatchupPitcher => matchupPitcher(name, { role: 'Middle', pitches });

describe('pitch bars: a scale that fits the view, bars from the centre line', () => {
  it.each([
    [0, 1],
    [0.3, 0.5],
    [1, 1],
    [1.2, 2],
    [2.2, 2.5],
    [4.99, 5],
    [7, 10],
    [16, 20],
    [38, 50],
    [54, 100],
  ])('niceCeiling(%s) = %s', (value, scale) => expect(niceCeiling(value)).toBe(scale));

  it("takes the largest |run value| of the pitchers' arsenals and of the lineup on the pitch types they throw", () => {
    const starter = [pitch('FF', 16, 58.7), pitch('SL', -4, 24.1), pitch('FS', -17, 17.2)];
    // The sample's first matchup: values 16, -38 (a batter on FF) -> a -50..+50 scale, not 0-5.
    expect(pitchBarScale([starter], [[pitch('FF', -38)], [pitch('SL', 1)], null])).toBe(50);
    // A batter's value on a pitch type nobody in the view throws is not drawn, so it does not count.
    expect(pitchBarScale([starter], [[pitch('CU', -90), pitch('ff', 3)]])).toBe(20);
    // A bullpen: every reliever's arsenal.
    expect(pitchBarScale([[pitch('FF', 2)], null, [pitch('CH', -6.4)]], [])).toBe(10);
    expect(pitchBarScale([null], [])).toBe(1);
  });

  it('places a positive value right of the centre, a negative one left of it, at most to the end', () => {
    expect(barPlacement(16, 50)).toEqual({ left: 50, width: 16 });
    expect(barPlacement(-38, 50)).toEqual({ left: 12, width: 38 });
    expect(barPlacement(-120, 50)).toEqual({ left: 0, width: 50 });
    expect(barPlacement(0, 50)).toEqual({ left: 50, width: 0 });
    expect(barPlacement(null, 50)).toEqual({ left: 50, width: 0 });
    expect(barPlacement(Number.NaN, 50)).toEqual({ left: 50, width: 0 });
  });
});

describe('run-value text: 2 decimals, signed differences', () => {
  it('formats values and differences', () => {
    expect(formatRunValue(1.005)).toBe('1.01');
    expect(formatRunValue(-21)).toBe('-21.00');
    expect(formatRunValue(null)).toBe('—');
    expect(formatSignedRunValue(1.15)).toBe('+1.15');
    expect(formatSignedRunValue(-0.5)).toBe('-0.50');
    expect(formatSignedRunValue(0)).toBe('+0.00');
  });
});

describe('comparePitches: one row per pitch of the pitcher, the +delta on the higher side', () => {
  const pitcher = [pitch('FF', 1.2, 49.6), pitch('SL', -0.4, 30), pitch('CH', 3, 20.4)];

  it('matches pitch codes case- and space-insensitively and keeps the pitcher order', () => {
    const rows = comparePitches(pitcher, [pitch(' ch', -1), pitch('ff ', 2.345), pitch('SL', -0.4)]);
    expect(rows.map((r) => r.pitchType)).toEqual(['FF', 'SL', 'CH']);
    // FF: 2.345 shows as 2.35 (half away from zero); 2.35 - 1.20 = 1.15, batter higher.
    expect(rows[0]).toMatchObject({ usage: 49.6, batterRv: 2.345, pitcherRv: 1.2, leader: 'batter', delta: 1.15 });
    // SL: equal values, nobody gets a marker.
    expect(rows[1]).toMatchObject({ leader: 'even', delta: 0 });
    // CH: pitcher 3 vs batter -1, pitcher higher by 4.
    expect(rows[2]).toMatchObject({ leader: 'pitcher', delta: 4 });
  });

  it('compares the values as displayed: 1.004 and 1.001 are both 1.00', () => {
    const [row] = comparePitches([pitch('FF', 1.001, 50)], [pitch('FF', 1.004)]);
    expect(row).toMatchObject({ leader: 'even', delta: 0 });
  });

  it('a pitch the batter has no value for, or a batter without pitch data: no leader, no delta', () => {
    const [, , ch] = comparePitches(pitcher, [pitch('FF', 1)]);
    expect(ch).toMatchObject({ batterRv: null, leader: null, delta: null });
    expect(comparePitches(pitcher, null).every((r) => r.batterRv === null && r.leader === null)).toBe(true);
  });

  it('keeps the first row of a repeated pitch type', () => {
    expect(comparePitches([pitch('FF', 1, 40), pitch('ff', 9, 10)], null)).toHaveLength(1);
  });
});

describe('averages and the bullpen comparison', () => {
  it('averageRunValue is the plain mean, null without pitches', () => {
    expect(averageRunValue([pitch('FF', 1), pitch('SL', 2), pitch('CH', 4.5)])).toBe(2.5);
    expect(averageRunValue([])).toBeNull();
    expect(averageRunValue(null)).toBeNull();
  });

  const bullpen = [reliever('A', [pitch('FF', 2), pitch('SL', -1)]), reliever('B', [pitch('FF', -1), pitch('CU', 3)]), reliever('C', null)];

  it('bullpenAverageByPitch: mean over the relievers who throw the pitch, most thrown first', () => {
    expect(bullpenAverageByPitch(bullpen)).toEqual([
      { pitchType: 'FF', pitchName: 'FF pitch', average: 0.5, pitchers: 2 },
      { pitchType: 'CU', pitchName: 'CU pitch', average: 3, pitchers: 1 },
      { pitchType: 'SL', pitchName: 'SL pitch', average: -1, pitchers: 1 },
    ]);
  });

  it('batterVersusBullpen: the batter minus the bullpen average per shared pitch, and their mean', () => {
    const result = batterVersusBullpen([pitch('SL', 1), pitch('FF', 3), pitch('KN', 5)], bullpen);
    expect(result.rows.map((r) => [r.pitchType, r.batterRv, r.bullpenRv, r.difference])).toEqual([
      ['SL', 1, -1, 2],
      ['FF', 3, 0.5, 2.5],
    ]);
    expect(result.averageDifference).toBe(2.25);
  });

  it('no shared pitch, no batter data or no bullpen: no rows and no average', () => {
    expect(batterVersusBullpen([pitch('KN', 5)], bullpen)).toEqual({ rows: [], averageDifference: null });
    expect(batterVersusBullpen(null, bullpen)).toEqual({ rows: [], averageDifference: null });
    expect(batterVersusBullpen([pitch('FF', 1)], [])).toEqual({ rows: [], averageDifference: null });
  });
});
