import { describe, expect, it } from 'vitest';
import type { StatRow } from '../../../pipeline/inputs/rows.ts';
import {
  BATTER_SOURCE_PRIORITY,
  firstStat,
  firstStatOf,
  firstStatValue,
  inPriorityOrder,
  PITCHER_SOURCE_PRIORITY,
} from '../../../pipeline/core/stat-lookup.ts';
import type { MatchedSource } from '../../../pipeline/core/stat-lookup.ts';

function statRow(stats: StatRow['stats']): StatRow {
  return { name: 'Aaron Judge', nameAscii: null, team: 'NYY', teamRaw: 'NYY', mlbamId: null, stats, line: 2 };
}

describe('source priority', () => {
  it('orders hitter sources as the spec: projection site, batter stats, exit-velocity table', () => {
    expect(BATTER_SOURCE_PRIORITY).toEqual(['razzball', 'projections', 'fangraphs-stats', 'savant-batter-expected', 'mlb-stats', 'savant-batter-ev']);
  });

  it('never reads a pitcher table for hitters', () => {
    for (const pitcherSource of PITCHER_SOURCE_PRIORITY) expect(BATTER_SOURCE_PRIORITY).not.toContain(pitcherSource);
    expect(BATTER_SOURCE_PRIORITY).not.toContain('fangraphs-pitchers');
  });

  it('puts matched rows in priority order and skips sources without a row', () => {
    const rows = new Map<string, StatRow | null>([
      ['savant-batter-ev', statRow({ EV: 95.1 })],
      ['fangraphs-stats', statRow({ HR: 40 })],
      ['razzball', null],
      ['somewhere-else', statRow({ HR: 1 })],
    ]);
    expect(inPriorityOrder(rows, BATTER_SOURCE_PRIORITY).map((m) => m.source)).toEqual(['fangraphs-stats', 'savant-batter-ev']);
  });
});

describe('firstStat: the first non-empty numeric value', () => {
  const matches: MatchedSource[] = [
    { source: 'razzball', row: statRow({ HR: 38, AVG: Number.NaN }) },
    { source: 'fangraphs-stats', row: statRow({ HR: 41, AVG: 0.322, 'Barrel%': 0 }) },
    { source: 'savant-batter-ev', row: statRow({ 'Barrel%': 24.4, EV: 96.2, maxEV: Number.POSITIVE_INFINITY }) },
  ];

  it('takes the value of the first source that has it', () => {
    expect(firstStat(matches, 'HR')).toEqual({ value: 38, source: 'razzball', key: 'HR' });
    expect(firstStat(matches, 'EV')).toEqual({ value: 96.2, source: 'savant-batter-ev', key: 'EV' });
  });

  it('skips values that are not finite numbers', () => {
    expect(firstStat(matches, 'AVG')).toEqual({ value: 0.322, source: 'fangraphs-stats', key: 'AVG' });
    expect(firstStat(matches, 'maxEV')).toBeNull();
  });

  it('keeps a real zero: zero is a value, not an empty cell', () => {
    expect(firstStat(matches, 'Barrel%')).toEqual({ value: 0, source: 'fangraphs-stats', key: 'Barrel%' });
  });

  it('is null when no source has the stat, or there are no sources', () => {
    expect(firstStat(matches, 'LA')).toBeNull();
    expect(firstStat([], 'HR')).toBeNull();
  });
});

describe('firstStatOf: alternative keys in preference order', () => {
  it('prefers the first key from any source over a later key from an earlier source', () => {
    const matches: MatchedSource[] = [
      { source: 'fangraphs-stats', row: statRow({ 'Hard%': 41.5 }) },
      { source: 'savant-batter-ev', row: statRow({ 'HardHit%': 55.3 }) },
    ];
    expect(firstStatOf(matches, ['HardHit%', 'Hard%'])).toEqual({ value: 55.3, source: 'savant-batter-ev', key: 'HardHit%' });
  });

  it('falls back to the next key', () => {
    const matches: MatchedSource[] = [{ source: 'fangraphs-stats', row: statRow({ 'Hard%': 41.5 }) }];
    expect(firstStatOf(matches, ['HardHit%', 'Hard%'])).toEqual({ value: 41.5, source: 'fangraphs-stats', key: 'Hard%' });
    expect(firstStatOf(matches, ['HardHit%', 'EV'])).toBeNull();
  });
});

describe('firstStatValue: firstStat without the source', () => {
  it('gives the value firstStat finds, null where it finds none', () => {
    const matches: MatchedSource[] = [
      { source: 'razzball', row: statRow({ HR: Number.NaN, AB: 500 }) },
      { source: 'fangraphs-stats', row: statRow({ HR: 38, 'Barrel%': 0 }) },
    ];
    for (const key of ['HR', 'AB', 'Barrel%', 'EV'] as const) expect(firstStatValue(matches, key)).toBe(firstStat(matches, key)?.value ?? null);
    expect(firstStatValue([], 'HR')).toBeNull();
  });
});
