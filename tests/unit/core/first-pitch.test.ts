import { describe, expect, it } from 'vitest';
import { compareFirstPitch } from '../../../domain/games.ts';

const ids = (games: { id: string; gameTime: string | null }[]) => [...games].sort(compareFirstPitch).map((g) => g.id);

describe('first-pitch order (domain/games.ts)', () => {
  it('orders timestamps by instant, not by their text (an evening game past midnight UTC comes last)', () => {
    expect(
      ids([
        { id: 'late', gameTime: '2026-08-22T02:10:00Z' },
        { id: 'day', gameTime: '2026-08-21T17:05:00Z' },
        { id: 'offset', gameTime: '2026-08-21T19:20:00-04:00' },
        { id: 'evening', gameTime: '2026-08-21T23:10:00Z' },
      ]),
    ).toEqual(['day', 'evening', 'offset', 'late']);
  });
  it('puts plain-text times after timestamps and unknown times last; ties go by game id', () => {
    expect(
      ids([
        { id: '9', gameTime: null },
        { id: '5', gameTime: '19:05' },
        { id: '4', gameTime: '13:10' },
        { id: '8', gameTime: '2026-08-21T23:10:00Z' },
        { id: '3', gameTime: null },
        { id: '2', gameTime: '2026-08-21T23:10:00Z' },
      ]),
    ).toEqual(['2', '8', '4', '5', '3', '9']);
  });
});
