import { describe, expect, it } from 'vitest';
import { bullpenEntrySchema } from '../../../domain/contracts/bullpen.ts';
import { buildBullpen, roleRank, usageDayLabels } from '../../../pipeline/core/bullpen.ts';
import { LongballError } from '../../../pipeline/errors.ts';
import type { RawBullpenEntry } from '../../../pipeline/inputs/rows.ts';

function reliever(team: string, player: string, role: string, over: Partial<RawBullpenEntry> = {}): RawBullpenEntry {
  return {
    team,
    player,
    thr: 'R',
    role,
    usage: [0, 12, 0, 18, 0, 0],
    vfa: 96.1,
    vsi: null,
    g: 40,
    ip: 41.333,
    era: 3.12,
    sv: 2,
    hld: 10,
    k9: 10.2,
    kperc: 27.5,
    ...over,
  };
}

describe('usage day captions (docs/product.md#bullpen-pages)', () => {
  it('a Friday slate reads Thu, Wed, Tue, Mon, Sun, Sat as in the spec', () => {
    expect(usageDayLabels('2026-08-21')).toEqual(['Thu', 'Wed', 'Tue', 'Mon', 'Sun', 'Sat']);
  });

  it('crosses month, leap-day and year boundaries', () => {
    expect(usageDayLabels('2024-03-01')).toEqual(['Thu', 'Wed', 'Tue', 'Mon', 'Sun', 'Sat']); // Feb 29 .. Feb 24
    expect(usageDayLabels('2026-01-01')).toEqual(['Wed', 'Tue', 'Mon', 'Sun', 'Sat', 'Fri']); // a Thursday
  });

  it('rejects a date that is not a real YYYY-MM-DD', () => {
    for (const bad of ['2026-02-30', '2026/08/21', '21-08-2026', '']) {
      expect(() => usageDayLabels(bad), bad).toThrow(LongballError);
    }
  });
});

describe('buildBullpen (docs/product.md#bullpen-pages)', () => {
  it('sorts by team, role (Closer, Setup, Middle, Long, then others), player', () => {
    const out = buildBullpen([
      reliever('SEA', 'Zeta', 'Long'),
      reliever('NYY', 'Opener Guy', 'Opener'),
      reliever('NYY', 'Beta', 'Middle'),
      reliever('NYY', 'Alpha', 'middle relief'),
      reliever('NYY', 'Closer Man', 'CL'),
      reliever('NYY', 'Setup Man', 'Setup'),
      reliever('NYY', 'Long Man', 'LR'),
      reliever('NYY', 'Ace Mopup', 'Mop-up'),
    ]);
    expect(out.map((e) => `${e.team} ${e.role} ${e.player}`)).toEqual([
      'NYY CL Closer Man',
      'NYY Setup Setup Man',
      'NYY middle relief Alpha',
      'NYY Middle Beta',
      'NYY LR Long Man',
      'NYY Mop-up Ace Mopup',
      'NYY Opener Opener Guy',
      'SEA Long Zeta',
    ]);
    expect(roleRank('Closer')).toBeLessThan(roleRank('set-up'));
  });

  it('always has six usage values (padded or cut, newest first) and a hand', () => {
    const [short] = buildBullpen([reliever('KC', 'Short', 'Middle', { usage: [15, 0, 22], thr: null })]);
    expect(short!.usage).toEqual([15, 0, 22, null, null, null]);
    expect(short!.thr).toBe('NOT FOUND IN CSV');
    const [long] = buildBullpen([reliever('KC', 'Long', 'Middle', { usage: [1, 2, 3, 4, 5, 6, 7, 8] })]);
    expect(long!.usage).toEqual([1, 2, 3, 4, 5, 6]);
    const [odd] = buildBullpen([reliever('KC', 'Odd', 'Middle', { usage: [-1, 2.5, null, Number.NaN, 0, 30] })]);
    expect(odd!.usage).toEqual([null, null, null, null, 0, 30]);
    expect(bullpenEntrySchema.safeParse(odd).success).toBe(true);
  });
});
