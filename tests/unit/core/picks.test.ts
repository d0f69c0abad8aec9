import { describe, expect, it } from 'vitest';
import { hardHitPercent, selectPicks, type PickCandidate } from '../../../pipeline/core/picks.ts';
import { PICK_RULES } from '../../../domain/spec-constants.ts';

let seq = 0;
/** A hitter who meets both rules comfortably; override one field to probe a threshold. */
function hitter(over: Partial<PickCandidate> = {}): PickCandidate {
  seq++;
  return {
    id: `p${seq}`,
    name: `Hitter ${String(seq).padStart(3, '0')}`,
    team: 'NYY',
    gameId: '900001',
    hrProbability: 0.5,
    barrelRate: 20,
    hardHitRate: 45,
    exitVelo: 95,
    gameNumber: null,
    opponent: 'BOS',
    oddsAmerican: null,
    oddsBook: null,
    fairProbability: null,
    edge: null,
    evPerDollar: null,
    pHr: 0.15,
    ...over,
  };
}

const where = (c: PickCandidate) => {
  const { confident, punt } = selectPicks([c]);
  return confident.length ? 'confident' : punt.length ? 'punt' : 'none';
};

describe('picks (docs/product.md#picks)', () => {
  it('states the thresholds once, in percent units', () => {
    expect(PICK_RULES.confident).toEqual({
      hrProbability: { min: 0.4, inclusive: true },
      barrelRate: { min: 15, inclusive: false },
      hardHitRate: { min: 34, inclusive: false },
      exitVelo: { min: 92, inclusive: false },
      maxPicks: 5,
    });
    expect(PICK_RULES.punt).toEqual({
      hrProbability: { min: 0.32, inclusive: false },
      barrelRate: { min: 7, inclusive: false },
      hardHitRate: { min: 27.5, inclusive: false },
      exitVelo: { min: 90, inclusive: false },
      maxPicks: 5,
    });
  });

  it('Confident: hrProbability 0.4 exactly qualifies, just under falls to Punt', () => {
    expect(where(hitter({ hrProbability: 0.4 }))).toBe('confident');
    expect(where(hitter({ hrProbability: 0.3999 }))).toBe('punt');
  });

  it('Confident: barrel rate 15 % exactly fails (strictly above), 15.1 passes', () => {
    expect(where(hitter({ barrelRate: 15 }))).toBe('punt');
    expect(where(hitter({ barrelRate: 15.1 }))).toBe('confident');
  });

  it('Confident: hard hit 34 fails, 34.1 passes; fractions are read as percents', () => {
    expect(where(hitter({ hardHitRate: 34 }))).toBe('punt');
    expect(where(hitter({ hardHitRate: 34.1 }))).toBe('confident');
    expect(where(hitter({ hardHitRate: 0.35 }))).toBe('confident'); // 35 %
    expect(where(hitter({ hardHitRate: 0.34 }))).toBe('punt'); // 34 %
    expect(where(hitter({ hardHitRate: 1 }))).toBe('confident'); // <= 1: 100 %
  });

  it('Confident: exit velo 92 fails, 92.1 passes', () => {
    expect(where(hitter({ exitVelo: 92 }))).toBe('punt');
    expect(where(hitter({ exitVelo: 92.1 }))).toBe('confident');
  });

  it('Punt: hrProbability 0.32 exactly does NOT qualify, 0.3201 does', () => {
    expect(where(hitter({ hrProbability: 0.32 }))).toBe('none');
    expect(where(hitter({ hrProbability: 0.3201 }))).toBe('punt');
  });

  it('Punt: barrel 7, hard hit 27.5 (also as the fraction 0.275) and exit velo 90 each fail', () => {
    const nearMiss = { hrProbability: 0.35 };
    expect(where(hitter({ ...nearMiss, barrelRate: 7 }))).toBe('none');
    expect(where(hitter({ ...nearMiss, barrelRate: 7.1 }))).toBe('punt');
    expect(where(hitter({ ...nearMiss, hardHitRate: 27.5 }))).toBe('none');
    expect(where(hitter({ ...nearMiss, hardHitRate: 0.275 }))).toBe('none');
    expect(where(hitter({ ...nearMiss, hardHitRate: 27.6 }))).toBe('punt');
    expect(where(hitter({ ...nearMiss, exitVelo: 90 }))).toBe('none');
    expect(where(hitter({ ...nearMiss, exitVelo: 90.1 }))).toBe('punt');
  });

  it('a missing value never qualifies', () => {
    for (const key of ['hrProbability', 'barrelRate', 'hardHitRate', 'exitVelo'] as const) {
      expect(where(hitter({ [key]: null })), key).toBe('none');
    }
  });

  it('hardHitPercent: <= 1 is a fraction, above is a percent', () => {
    expect(hardHitPercent(0.275)).toBe(27.5);
    expect(hardHitPercent(1)).toBe(100);
    expect(hardHitPercent(1.5)).toBe(1.5);
    expect(hardHitPercent(42)).toBe(42);
  });

  it('at most 5 each, highest hrProbability first; Punt excludes the Confident list', () => {
    const probs = [0.41, 0.6, 0.45, 0.55, 0.5, 0.42, 0.7];
    const strong = probs.map((p) => hitter({ hrProbability: p }));
    const weak = [0.33, 0.39, 0.36, 0.38, 0.34, 0.37].map((p) => hitter({ hrProbability: p }));
    const { confident, punt } = selectPicks([...weak, ...strong]);
    expect(confident.map((p) => p.hrProbability)).toEqual([0.7, 0.6, 0.55, 0.5, 0.45]);
    // the 6th and 7th Confident-grade hitters are not in the Confident list, so they lead Punt
    expect(punt.map((p) => p.hrProbability)).toEqual([0.42, 0.41, 0.39, 0.38, 0.37]);
    const ids = new Set(confident.map((p) => p.id));
    expect(punt.some((p) => ids.has(p.id))).toBe(false);
  });

  it('output picks carry id, name, team, hrProbability, and the game, price, book, fair probability, edge, EV and pHr shown beside them', () => {
    const money = { oddsAmerican: 320, oddsBook: 'FanDuel', fairProbability: 0.2248, edge: -0.0248, evPerDollar: -0.16 };
    const c = hitter({ id: 'x1', name: 'Aaron Judge', team: 'NYY', hrProbability: 0.61, opponent: 'BOS', gameId: '824310', gameNumber: 2, pHr: 0.2, ...money });
    expect(selectPicks([c]).confident).toEqual([
      { id: 'x1', name: 'Aaron Judge', team: 'NYY', hrProbability: 0.61, opponent: 'BOS', gameId: '824310', gameNumber: 2, pHr: 0.2, ...money },
    ]);
  });

  it('a hitter is picked once per game at most; a doubleheader’s other game is another pick', () => {
    const twice = [hitter({ id: 'h1', gameId: '900001' }), hitter({ id: 'h1', gameId: '900001' })];
    expect(selectPicks(twice).confident.map((p) => `${p.id} ${p.gameId}`)).toEqual(['h1 900001']);
    expect(selectPicks(twice).punt).toEqual([]);
    const doubleheader = [hitter({ id: 'h1', gameId: '900001' }), hitter({ id: 'h1', gameId: '900011' })];
    expect(selectPicks(doubleheader).confident.map((p) => `${p.id} ${p.gameId}`)).toEqual(['h1 900001', 'h1 900011']);
  });

  it('ties are broken by name, then id, whatever the input order', () => {
    const a = hitter({ id: 'b', name: 'Same Name', hrProbability: 0.5 });
    const b = hitter({ id: 'a', name: 'Same Name', hrProbability: 0.5 });
    const c = hitter({ id: 'c', name: 'Adam First', hrProbability: 0.5 });
    const expected = ['c', 'a', 'b'];
    expect(selectPicks([a, b, c]).confident.map((p) => p.id)).toEqual(expected);
    expect(selectPicks([c, b, a]).confident.map((p) => p.id)).toEqual(expected);
  });

  it('an empty slate gives empty lists', () => {
    expect(selectPicks([])).toEqual({ confident: [], punt: [] });
  });
});
