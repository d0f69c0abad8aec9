import { describe, expect, it } from 'vitest';
import { CALCULATOR_WEIGHT_KEYS, type CalculatorPlayer } from '../../../domain/contracts/calculator.ts';
import { CALCULATOR_FACTORS, findCalculatorPlayer, playerOptionLabel, playersNamed, sameWeights } from '../../../src/lib/calculator-factors.ts';

const factors = {
  hrRate: 0.05,
  isoRate: 0.2,
  barrelRate: 12,
  exitVelo: 90,
  launchAngle: 14,
  parkFactor: 105,
  recentPerformance: 0.1,
  temperature: 80,
};
const player = (id: string, name: string, team: string | null): CalculatorPlayer => ({ id, name, team, playingToday: true, pHr: 0.18, factors });
const players = [player('1', 'José Ramírez', 'CLE'), player('2', 'Will Smith', 'LAD'), player('3', 'Will Smith', 'ATL'), player('4', 'Nobody Teamless', null)];

describe('calculator player lookup', () => {
  it('matches a name case- and accent-insensitively, with extra spaces', () => {
    expect(findCalculatorPlayer(players, '  jose   ramirez ')).toEqual({ kind: 'found', player: players[0] });
  });
  it('a suggestion "Name (TEAM)" picks one of two same-name players; the bare name is ambiguous, never guessed', () => {
    expect(findCalculatorPlayer(players, 'Will Smith (ATL)')).toEqual({ kind: 'found', player: players[2] });
    const bare = findCalculatorPlayer(players, 'will smith');
    expect(bare.kind).toBe('ambiguous');
    expect(bare.kind === 'ambiguous' && bare.candidates.map(playerOptionLabel)).toEqual(['Will Smith (ATL)', 'Will Smith (LAD)']);
  });
  it('a surname one player has finds him; no partial words; empty input is not found', () => {
    expect(findCalculatorPlayer(players, 'Ramírez')).toEqual({ kind: 'found', player: players[0] });
    expect(findCalculatorPlayer(players, 'ramir')).toEqual({ kind: 'not-found' });
    expect(findCalculatorPlayer(players, '   ')).toEqual({ kind: 'not-found' });
    expect(findCalculatorPlayer([], 'José Ramírez')).toEqual({ kind: 'not-found' });
  });
  it('a surname several players share lists them as candidates, those playing today first', () => {
    const judds = [
      { ...player('10', 'Zach Judd', 'CIN'), playingToday: false },
      player('11', 'Nick Judd', 'LAD'),
      player('12', 'Bryce Judd', 'TEX'),
      player('13', 'Juddson Flores', 'SEA'),
    ];
    const lookup = findCalculatorPlayer([...players, ...judds], 'judd');
    expect(lookup.kind).toBe('ambiguous');
    expect(lookup.kind === 'ambiguous' && lookup.candidates.map(playerOptionLabel)).toEqual(['Bryce Judd (TEX)', 'Nick Judd (LAD)', 'Zach Judd (CIN)']);
    expect(playersNamed(judds, 'JUDD nick')).toEqual([judds[1]]);
    expect(findCalculatorPlayer(judds, 'Nick Judd (LAD)')).toEqual({ kind: 'found', player: judds[1] });
    expect(findCalculatorPlayer(judds, 'Will')).toEqual({ kind: 'not-found' });
  });
  it('labels carry the team when there is one', () => {
    expect(playerOptionLabel(players[0]!)).toBe('José Ramírez (CLE)');
    expect(playerOptionLabel(players[3]!)).toBe('Nobody Teamless');
    expect(findCalculatorPlayer(players, 'Nobody Teamless')).toEqual({ kind: 'found', player: players[3] });
  });
});

describe('calculator factors', () => {
  it('one entry per contract key, in the contract order', () => {
    expect(Object.keys(CALCULATOR_FACTORS)).toEqual([...CALCULATOR_WEIGHT_KEYS]);
  });
  it('displays each factor in its unit', () => {
    const shown = CALCULATOR_WEIGHT_KEYS.map((key) => CALCULATOR_FACTORS[key].display(factors[key]));
    expect(shown).toEqual(['.050', '.200', '12.0%', '90.0 mph', '14.0°', '105', '.100', '80 °F']);
    expect(CALCULATOR_FACTORS.parkFactor.display(1.05)).toBe('105'); // a multiplier shows as the index too
  });
  it('sameWeights compares every key', () => {
    const a = { hrRate: 1, isoRate: 2, barrelRate: 3, exitVelo: 4, launchAngle: 5, parkFactor: 6, recentPerformance: 7, temperature: 8 };
    expect(sameWeights(a, { ...a })).toBe(true);
    expect(sameWeights(a, { ...a, temperature: 9 })).toBe(false);
  });
});
