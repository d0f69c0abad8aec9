import { describe, expect, it } from 'vitest';
import { ONE_SIDED_MARGIN } from '../../../domain/probability/index.ts';
import { bookMarginsOf, bookMarginWarnings, groupQuotesByPlayer, oddsFigures, UNNAMED_BOOK, type BookMargin } from '../../../pipeline/core/odds.ts';
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

describe('bookMarginsOf', () => {
  // Eight hitters priced two-sided at DraftKings at +300/-300 (0.25 + 0.75: no overround, so Shin's fair "Yes" is 0.25).
  const hitters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const pairs = hitters.map((h) => q(h, 'NYY', 'DraftKings', 300, { noAmerican: -300 }));
  const margins = (quotes: RawOddsQuote[]) => bookMarginsOf(groupQuotesByPlayer([...pairs, ...quotes], ctx));

  it("measures a book's margin as the median of its implied / two-sided fair ratios", () => {
    // FanDuel +220 on seven of them: 100 / 320 = 0.3125 = 1.25 x 0.25; one boosted +100 (0.5 = 2 x 0.25) does not move the median.
    const fanDuel = [...hitters.slice(0, 7).map((h) => q(h, 'NYY', 'FanDuel', 220)), q('H', 'NYY', 'FanDuel', 100)];
    const m = margins(fanDuel).get('FanDuel')!;
    expect(m).toMatchObject({ book: 'FanDuel', hitters: 8, measured: true, reason: null });
    expect(m.margin).toBeCloseTo(0.25, 10);
  });

  it('takes the fallback for a book with too few hitters also priced two-sided, and says why', () => {
    // BetMGM prices three of the eight, and two hitters nobody prices two-sided.
    const betMgm = [...hitters.slice(0, 3).map((h) => q(h, 'NYY', 'BetMGM', 220)), q('X', 'BOS', 'BetMGM', 900), q('Y', 'BOS', 'BetMGM', 1200)];
    const m = margins(betMgm).get('BetMGM')!;
    expect(m).toEqual({
      book: 'BetMGM',
      hitters: 3,
      margin: ONE_SIDED_MARGIN.fallback,
      measured: false,
      reason: '3 of its one-sided prices are for hitters also priced two-sided (8 needed)',
    });
    expect(bookMarginWarnings(margins(betMgm))).toEqual([
      'BetMGM: one-sided fair prices are estimated with the fallback margin 25.0 %: 3 of its one-sided prices are for hitters also priced two-sided (8 needed)',
    ]);
  });

  it('takes the fallback for a measured margin outside its bounds', () => {
    // Caesars +400 on all eight: 0.2 / 0.25 = 0.8, a margin of -20 %: a book does not pay above fair on a whole board.
    const m = margins(hitters.map((h) => q(h, 'NYY', 'Caesars', 400))).get('Caesars')!;
    expect(m).toMatchObject({ measured: false, margin: ONE_SIDED_MARGIN.fallback, hitters: 8, reason: 'its measured margin -20.0 % is outside [0, 60] %' });
  });

  it("reads a hitter's fair chance as the median of his pairs' Shin fair (two outcomes: Yes minus half the overround)", () => {
    // Each hitter also two-sided at Caesars +300/-400: 0.25 - (0.25 + 0.8 - 1) / 2 = 0.225; the median of 0.25 and 0.225 is 0.2375.
    const caesars = hitters.map((h) => q(h, 'NYY', 'Caesars', 300, { noAmerican: -400 }));
    const fanDuel = hitters.map((h) => q(h, 'NYY', 'FanDuel', 220));
    const m = bookMarginsOf(groupQuotesByPlayer([...pairs, ...caesars, ...fanDuel], ctx));
    // 0.3125 / 0.2375 - 1 = 0.315789; the books posting only pairs have no one-sided margin to measure.
    expect(m.get('FanDuel')!.margin).toBeCloseTo(0.315789, 6);
    expect([...m.keys()]).toEqual(['FanDuel']);
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
    const measured = (book: string, margin: number): [string, BookMargin] => [book, { book, margin, measured: true, hitters: 8, reason: null }];
    const f = oddsFigures(0.25, player, new Map([measured('Caesars', 0.05), measured('FanDuel', 0.25)]));
    // Caesars +320 one-sided at its 5 %: 0.238095 / 1.05 = 0.226757; DraftKings +320/-450 (Shin, two outcomes: Yes minus half
    // the overround): 0.238095 - (0.238095 + 0.818182 - 1) / 2 = 0.209957; FanDuel +300 at its 25 %: 0.25 / 1.25 = 0.2.
    expect(f.books.map((b) => [b.book, b.american, b.noAmerican, b.fairProbability, b.edge])).toEqual([
      ['Caesars', 320, null, 0.2268, 0.0232],
      ['DraftKings', 320, -450, 0.21, 0.04],
      ['FanDuel', 300, null, 0.2, 0.05],
    ]);
    // EV at +320 (decimal 4.2): 0.25 x 3.2 - 0.75 = 0.05.
    expect(f.books[0]!.evPerDollar).toBe(0.05);
    expect([f.oddsAmerican, f.oddsBook, f.oddsNoAmerican, f.fairProbability, f.fairProbMethod, f.edge, f.evPerDollar]).toEqual([
      320,
      'Caesars',
      null,
      0.2268,
      'book-margin',
      0.0232,
      0.05,
    ]);
  });

  it('names no book on the row when the odds file names none, and gives nulls without odds', () => {
    // A book with no margin measured takes the fallback: +900 = 0.1, 0.1 / 1.25 = 0.08.
    const f = oddsFigures(0.1, { name: 'A', team: null, mlbamId: null, quotes: [q('A', null, null, 900)] }, new Map());
    expect([f.oddsAmerican, f.oddsBook, f.books[0]!.book, f.fairProbMethod, f.fairProbability]).toEqual([900, null, UNNAMED_BOOK, 'default-margin', 0.08]);
    expect(oddsFigures(0.1, null, new Map())).toEqual({
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
