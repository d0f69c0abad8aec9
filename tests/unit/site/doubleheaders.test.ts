/**
 * Issue 24: a hitter picked in both games of a doubleheader gets two rows that must be told
 * apart; each row of a doubleheader game carries G1 or G2 beside the name, ordinary games none.
 */
import { describe, expect, it } from 'vitest';
import type { HistoricPick, Pick } from '../../../domain/contracts/picks.ts';
import { historicPickColumns, withGameNumbers } from '../../../src/columns/historic-projections.ts';
import { picksColumns } from '../../../src/columns/hr-projections.ts';
import { withProjectionFigures } from '../../../src/islands/projections/PicksBlock.tsx';
import { doubleheaderGameNumbers } from '../../../domain/doubleheaders.ts';
import { doubleheaderNote } from '../../../src/lib/doubleheaders.ts';
import { inventedBatter } from './invented-batter.ts';

const game = (id: string, away: string, home: string, gameTime: string | null, gameNumber?: number) => ({
  id,
  gameTime,
  away: { team: away },
  home: { team: home },
  ...(gameNumber === undefined ? {} : { gameNumber }),
});

describe('doubleheaderGameNumbers', () => {
  it("numbers only the games of clubs that meet twice, by the schedule's gameNumber", () => {
    const numbers = doubleheaderGameNumbers([
      game('2', 'MIL', 'PIT', '2026-08-21T23:15:00Z', 2),
      game('1', 'MIL', 'PIT', '2026-08-21T17:05:00Z', 1),
      game('3', 'ATL', 'MIA', '2026-08-21T17:10:00Z', 1),
    ]);
    expect([...numbers].sort()).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
  });

  it('falls back to first-pitch order without gameNumbers, whichever club is listed at home', () => {
    const numbers = doubleheaderGameNumbers([game('b', 'PIT', 'MIL', '2026-08-21T23:15:00Z'), game('a', 'MIL', 'PIT', '2026-08-21T17:05:00Z')]);
    expect(numbers.get('a')).toBe(1);
    expect(numbers.get('b')).toBe(2);
  });

  it('labels G1 / G2 with the game it stands for; nothing outside a doubleheader', () => {
    expect(doubleheaderNote({ gameNumber: 2, team: 'MIL', opponent: 'PIT' })).toEqual({ label: 'G2', title: 'Game 2 of the doubleheader between MIL and PIT' });
    expect(doubleheaderNote({ gameNumber: null, team: 'MIL', opponent: 'PIT' })).toBeNull();
  });
});

describe('a hitter picked in both games of a doubleheader', () => {
  const pick = (gameId: string, gameNumber: 1 | 2 | null = null): Pick => ({
    id: 'mlbam-1',
    name: 'Invented Hitter',
    team: 'MIL',
    gameId,
    gameNumber,
    hrProbability: 0.33,
    opponent: 'PIT',
    oddsAmerican: 500,
    oddsBook: 'FanDuel',
    fairProbability: 0.15,
    edge: 0.01,
    evPerDollar: 0.02,
    pHr: 0.16,
  });

  it('HR Projections: each pick carries its game number (the nightly build sets it)', () => {
    const rows = withProjectionFigures([pick('g1', 1), pick('g2', 2), { ...pick('g3'), id: 'mlbam-2' }], undefined);
    expect(rows.map((row) => picksColumns.find((column) => column.id === 'name')!.note?.(row)?.label ?? null)).toEqual(['G1', 'G2', null]);
  });

  it("a pick is matched to its projection row by player AND game: game 1's pick never takes game 2's row", () => {
    const game1 = inventedBatter({ id: 'mlbam-1', gameId: 'g1', gameTime: '2026-08-21T17:05:00Z', evidenceThin: false, evidencePa: 400 });
    const game2 = inventedBatter({ id: 'mlbam-1', gameId: 'g2', gameTime: '2026-08-21T23:15:00Z', evidenceThin: true, evidencePa: 40 });
    const [first, second] = withProjectionFigures([pick('g1', 1), pick('g2', 2)], [game2, game1]);
    expect(first).toMatchObject({ gameId: 'g1', gameTime: '2026-08-21T17:05:00Z', evidenceThin: false, evidencePa: 400 });
    expect(second).toMatchObject({ gameId: 'g2', gameTime: '2026-08-21T23:15:00Z', evidenceThin: true, evidencePa: 40 });
  });

  it("Historic Projections: the day's picks name their games, so the archive tells them apart too", () => {
    const archived = (gameId: string, firstPitch: string): HistoricPick => {
      const { gameNumber: _number, ...old } = pick(gameId);
      return { ...old, firstPitch, homered: null };
    };
    const rows = withGameNumbers({
      confident: [archived('g2', '2026-08-21T23:15:00Z')],
      punt: [archived('g1', '2026-08-21T17:05:00Z'), { ...archived('g3', '2026-08-21T18:00:00Z'), team: 'ATL', opponent: 'MIA' }],
    });
    const labels = [...rows.confident, ...rows.punt].map((row) => historicPickColumns.find((column) => column.id === 'name')!.note?.(row)?.label ?? null);
    expect(labels).toEqual(['G2', 'G1', null]);
  });
});
