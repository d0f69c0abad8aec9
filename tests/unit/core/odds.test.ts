import { describe, expect, it } from 'vitest';
import { dayMarginOf, groupQuotesByPlayer, oddsFigures, UNNAMED_BOOK } from '../../../pipeline/core/odds.ts';
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

describe('dayMarginOf', () => {
  it('is the median overround of the two-sided quotes, so one absurd pair does not move it', () => {
    // Overrounds: +300/-400 = 0.25 + 0.8 - 1 = 0.05; +400/-600 = 0.2 + 0.857143 - 1 = 0.057143; +100/-10000 = 0.5 + 0.990099 - 1 = 0.490099.
    const quotes = [
      q('A', null, 'X', 300, { noAmerican: -400 }),
      q('B', null, 'X', 400, { noAmerican: -600 }),
      q('C', null, 'X', 100, { noAmerican: -10000 }),
      q('D', null, 'X', 500),
    ];
    expect(dayMarginOf(quotes)).toBeCloseTo(0.057143, 6);
    // An even count takes the mean of the middle two: (0.05 + 0.057143) / 2.
    expect(dayMarginOf(quotes.slice(0, 2))).toBeCloseTo(0.053571, 6);
    expect(dayMarginOf([q('D', null, 'X', 500)])).toBeNull();
  });
});

describe('oddsFigures', () => {
  it('lists every book best price first, each with its own figures, and puts the best price and its book on the row', () => {
    const player = {
      name: 'Aaron Judge',
      team: 'NYY',
      mlbamId: null,
      quotes: [
        q('Aaron Judge', 'NYY', 'FanDuel', 300),
        q('Aaron Judge', 'NYY', 'DraftKings', 320, { noAmerican: -450 }),
        q('Aaron Judge', 'NYY', 'Caesars', 320),
      ],
    };
    const f = oddsFigures(0.25, player, 0.05);
    // Caesars +320 one-sided: 0.238095 / 1.05 = 0.226757; DraftKings +320/-450: 0.238095 / (0.238095 + 0.818182) = 0.225413; FanDuel +300: 0.25 / 1.05 = 0.238095.
    expect(f.books.map((b) => [b.book, b.american, b.noAmerican, b.fairProbability, b.edge])).toEqual([
      ['Caesars', 320, null, 0.2268, 0.0232],
      ['DraftKings', 320, -450, 0.2254, 0.0246],
      ['FanDuel', 300, null, 0.2381, 0.0119],
    ]);
    // EV at +320 (decimal 4.2): 0.25 x 3.2 - 0.75 = 0.05.
    expect(f.books[0]!.evPerDollar).toBe(0.05);
    expect([f.oddsAmerican, f.oddsBook, f.oddsNoAmerican, f.fairProbability, f.fairProbMethod, f.edge, f.evPerDollar]).toEqual([
      320,
      'Caesars',
      null,
      0.2268,
      'day-margin',
      0.0232,
      0.05,
    ]);
  });

  it('names no book on the row when the odds file names none, and gives nulls without odds', () => {
    const f = oddsFigures(0.1, { name: 'A', team: null, mlbamId: null, quotes: [q('A', null, null, 900)] }, null);
    expect([f.oddsAmerican, f.oddsBook, f.books[0]!.book, f.fairProbMethod]).toEqual([900, null, UNNAMED_BOOK, 'default-margin']);
    expect(oddsFigures(0.1, null, null)).toEqual({
      oddsAmerican: null,
      oddsBook: null,
      oddsNoAmerican: null,
      books: [],
      fairProbability: null,
      fairProbMethod: null,
      edge: null,
      evPerDollar: null,
    });
  });
});
