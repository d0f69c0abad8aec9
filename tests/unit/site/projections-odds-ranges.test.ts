import { describe, expect, it } from 'vitest';
import { PROJECTION_STAT_RANGES } from '../../../src/config/ui-settings.ts';
import { OWN_MODEL_FILTERS } from '../../../src/columns/hr-projections-filters.ts';
import { rowFilterOf, type BoundTexts } from '../../../src/islands/projections/TableToolPanels.tsx';
import { defineColumns } from '../../../src/ui/table/types.ts';
import { formatAmericanOdds, impliedProbabilityFromAmerican } from '../../../src/lib/odds.ts';
import { fullStatRanges, isOpen, moveHandle, parseBound, sliderBounds, STAT_RANGE_KEYS, withinBounds } from '../../../src/lib/range-filters.ts';

describe('American odds', () => {
  it('implied probability: +400 -> 100/500, -150 -> 150/250, even money both ways', () => {
    expect(impliedProbabilityFromAmerican(400)).toBe(0.2);
    expect(impliedProbabilityFromAmerican(-150)).toBe(0.6);
    expect(impliedProbabilityFromAmerican(100)).toBe(0.5);
    expect(impliedProbabilityFromAmerican(-100)).toBe(0.5);
    expect(impliedProbabilityFromAmerican(1900)).toBe(0.05);
  });
  it('no probability for a missing or impossible price (|odds| < 100)', () => {
    expect(impliedProbabilityFromAmerican(null)).toBeNull();
    expect(impliedProbabilityFromAmerican(50)).toBeNull();
    expect(impliedProbabilityFromAmerican(-99)).toBeNull();
    expect(impliedProbabilityFromAmerican(Number.NaN)).toBeNull();
  });
  it('formats with the sign; missing as a dash', () => {
    expect(formatAmericanOdds(400)).toBe('+400');
    expect(formatAmericanOdds(-150)).toBe('-150');
    expect(formatAmericanOdds(null)).toBe('—');
  });
});

describe('range filters', () => {
  it('bounds are inclusive; a null bound is open', () => {
    expect(withinBounds(15, { min: 15, max: null })).toBe(true);
    expect(withinBounds(14.9, { min: 15, max: null })).toBe(false);
    expect(withinBounds(30, { min: null, max: 30 })).toBe(true);
    expect(withinBounds(30.1, { min: null, max: 30 })).toBe(false);
  });
  it('a missing value passes open bounds and fails any set bound', () => {
    expect(withinBounds(null, { min: null, max: null })).toBe(true);
    expect(withinBounds(null, { min: 0, max: null })).toBe(false);
    expect(withinBounds(undefined, { min: null, max: 9 })).toBe(false);
    expect(isOpen({ min: null, max: null })).toBe(true);
    expect(isOpen({ min: 0, max: null })).toBe(false);
  });
  it('typed bounds: blank or non-numeric text is open; 0 is a bound', () => {
    expect(parseBound('')).toBeNull();
    expect(parseBound('  ')).toBeNull();
    expect(parseBound('abc')).toBeNull();
    expect(parseBound('0')).toBe(0);
    expect(parseBound(' 42.5 ')).toBe(42.5);
    expect(parseBound('-10')).toBe(-10);
  });
  it('a slider handle left at its end filters nothing', () => {
    const full = { min: 0, max: 30 };
    expect(sliderBounds({ min: 0, max: 30 }, full)).toEqual({ min: null, max: null });
    expect(sliderBounds({ min: 15, max: 30 }, full)).toEqual({ min: 15, max: null });
    expect(sliderBounds({ min: 0, max: 20 }, full)).toEqual({ min: null, max: 20 });
    // A hitter outside the scale (40 % barrels) is kept until the max handle moves.
    expect(withinBounds(40, sliderBounds({ min: 0, max: 30 }, full))).toBe(true);
  });
  it('a handle never passes the other one and stays inside the full range', () => {
    const full = { min: -10, max: 40 };
    expect(moveHandle({ min: -10, max: 20 }, full, 'min', 25)).toEqual({ min: 20, max: 20 });
    expect(moveHandle({ min: 5, max: 40 }, full, 'max', 0)).toEqual({ min: 5, max: 5 });
    expect(moveHandle({ min: -10, max: 40 }, full, 'min', -50)).toEqual({ min: -10, max: 40 });
    expect(moveHandle({ min: -10, max: 40 }, full, 'max', 12)).toEqual({ min: -10, max: 12 });
  });
  it('the full ranges are the spec table (docs/product.md#score-model), copied so callers cannot change it', () => {
    const ranges = fullStatRanges();
    expect(STAT_RANGE_KEYS).toHaveLength(11);
    expect(ranges.launchAngle).toEqual({ min: -10, max: 40 });
    expect(ranges.parkFactor).toEqual({ min: 0.7, max: 1.5 });
    expect(ranges.battingOrder).toEqual({ min: 1, max: 9 });
    ranges.barrelRate.max = 99;
    expect(PROJECTION_STAT_RANGES.barrelRate.max).toBe(30);
  });
});

describe("the own model's Filter panel", () => {
  const rows = [
    { id: 'a', hrProbability: 0.42, barrelRate: 18 },
    { id: 'b', hrProbability: 0.31, barrelRate: null },
    { id: 'c', hrProbability: 0.38, barrelRate: 9 },
  ];
  type Row = (typeof rows)[number];
  const columns = defineColumns<Row>([
    { id: 'hrProbability', header: 'HR Prob', kind: 'number', value: (r) => r.hrProbability },
    { id: 'barrelRate', header: 'Barrel %', kind: 'number', value: (r) => r.barrelRate },
  ]);
  const kept = (texts: BoundTexts) => {
    const { keep } = rowFilterOf(OWN_MODEL_FILTERS, columns, texts);
    return keep ? rows.filter(keep).map((r) => r.id) : null;
  };

  it('a box bounds its column in the unit shown: HR Prob min 35 keeps probabilities of 0.35 and up', () => {
    expect(kept({ hrProbability: { min: '35', max: '' } })).toEqual(['a', 'c']);
    expect(rowFilterOf(OWN_MODEL_FILTERS, columns, { hrProbability: { min: '35', max: '' } }).count).toBe(1);
  });
  it('bounds on two columns both apply; a missing value fails a set bound', () => {
    expect(kept({ hrProbability: { min: '30', max: '' }, barrelRate: { min: '', max: '20' } })).toEqual(['a', 'c']);
    expect(rowFilterOf(OWN_MODEL_FILTERS, columns, { hrProbability: { min: '30', max: '' }, barrelRate: { min: '', max: '20' } }).count).toBe(2);
  });
  it('blank boxes filter nothing (no test to run), and say so with a count of 0', () => {
    expect(rowFilterOf(OWN_MODEL_FILTERS, columns, { hrProbability: { min: '', max: ' ' } })).toEqual({
      texts: { hrProbability: { min: '', max: ' ' } },
      count: 0,
      keep: null,
    });
  });
});
