import { describe, expect, it } from 'vitest';
import { groupQuotesByPlayer } from '../../../pipeline/core/odds.ts';
import { buildNameContext } from '../../../pipeline/core/names.ts';
import type { RawOddsQuote } from '../../../pipeline/inputs/rows.ts';

const ctx = buildNameContext([], []);
const q = (player: string, team: string | null, book: string | null, american: number, extra: Partial<RawOddsQuote> = {}): RawOddsQuote => ({
  player,
  team,
  book,
  american,
  ...extra,
});
const books = (players: ReturnType<typeof groupQuotesByPlayer>) =>
  players.map((p) => `${p.name}|${p.team ?? '-'}|${p.mlbamId ?? '-'}: ${p.quotes.map((x) => x.book).join(',')}`).sort();

describe('groupQuotesByPlayer', () => {
  it('groups one player across books by name and team, whatever the spelling of accents, dots and suffix', () => {
    const players = groupQuotesByPlayer(
      [
        q('Julio Rodríguez', 'SEA', 'FanDuel', 300),
        q('Julio Rodriguez', 'SEA', 'DraftKings', 320),
        q('J.P. Crawford Jr.', 'SEA', 'FanDuel', 900),
        q('JP Crawford', 'SEA', 'BetMGM', 950),
        q('Julio Rodriguez', 'NYM', 'FanDuel', 2000),
      ],
      ctx,
    );
    expect(books(players)).toEqual(['J.P. Crawford Jr.|SEA|-: FanDuel,BetMGM', 'Julio Rodriguez|NYM|-: FanDuel', 'Julio Rodríguez|SEA|-: FanDuel,DraftKings']);
  });

  it('groups by MLBAM id, and takes a quote without id or team into the one player its name and team or name name', () => {
    const players = groupQuotesByPlayer(
      [
        q('Will Smith', 'LAD', 'FanDuel', 400, { mlbamId: 669257 }),
        q('Will Smith', 'LAD', 'DraftKings', 410),
        q('Will Smith', 'KC', 'FanDuel', 1500, { mlbamId: 519293 }),
        q('Aaron Judge', 'NYY', 'FanDuel', 250),
        q('Aaron Judge', null, 'Caesars', 260),
      ],
      ctx,
    );
    expect(books(players)).toEqual(['Aaron Judge|NYY|-: FanDuel,Caesars', 'Will Smith|KC|519293: FanDuel', 'Will Smith|LAD|669257: FanDuel,DraftKings']);
  });

  it('keeps apart the quotes of a name that one book lists twice (two people): each stays its own entry', () => {
    const players = groupQuotesByPlayer(
      [q('Luis Garcia', null, 'FanDuel', 700), q('Luis García', null, 'FanDuel', 900), q('Luis Garcia', null, 'DraftKings', 800)],
      ctx,
    );
    expect(players).toHaveLength(3);
  });
});
