/**
 * The money figures of one hitter (docs/inputs.md "Sportsbook prices"): each book's fair probability
 * (both sides posted: Shin's; "Yes" only: the book's calibration in the market card, or the pooled one
 * for a book the card has not measured), the market's consensus fair probability (the books'
 * evidence-weighted mean), the edge against it with its interval, and the EV at each book's price.
 * Pure: the card is handed in by the build command.
 */
import type { BookQuote, LoggedGame, MarketLog, ProjectedBatter } from '../../domain/contracts/index.ts';
import {
  calibratedFair,
  consensusFair,
  daysBetween,
  edgeInterval,
  evPerDollar,
  fairOfPairWithSpread,
  impliedFromAmerican,
  measuredOn,
  pricingCalibration,
  type FairEstimate,
  type FairProbMethod,
  type MarketCalibration,
  type MarketCard,
  type MarketGroup,
} from '../../domain/probability/index.ts';
import type { RawOddsQuote } from '../inputs/rows.ts';
import { UNNAMED_BOOK, type OddsPlayer } from './odds.ts';
import { round } from './stat-join.ts';

export type OddsFields = Pick<
  ProjectedBatter,
  | 'oddsAmerican'
  | 'oddsBook'
  | 'oddsNoAmerican'
  | 'books'
  | 'fairProbability'
  | 'fairProbMethod'
  | 'fairBasis'
  | 'edge'
  | 'edgeLow'
  | 'edgeHigh'
  | 'edgeWithinNoise'
  | 'evPerDollar'
>;

export const NO_ODDS: OddsFields = {
  oddsAmerican: null,
  oddsBook: null,
  oddsNoAmerican: null,
  books: [],
  fairProbability: null,
  fairProbMethod: null,
  fairBasis: null,
  edge: null,
  edgeLow: null,
  edgeHigh: null,
  edgeWithinNoise: null,
  evPerDollar: null,
};

/**
 * The market card's group every projected hitter is priced as: starters. The nightly prices only
 * hitters in a lineup, posted (confirmed) or projected. A projected hitter who starts is a starter; one
 * who does not bat is a void (docs/product.md#voids), so a live bet on him is almost always a starter's.
 * The card's "others" (players not in the posted lineup, or not known, at the close) are mostly bench
 * players who came in late, a different population: their calibration is not his.
 */
export const NIGHTLY_MARKET_GROUP: MarketGroup = 'starters';

/** What is said of a hitter whose lineup is not yet posted, after what priced his fair probability. */
export const PROJECTED_LINEUP_NOTE = 'his lineup is projected, not yet posted';

const bookOf = (q: RawOddsQuote): string => q.book ?? UNNAMED_BOOK;

/** One book's fair probability with its standard error, how it was read and what the page says priced it. */
interface BookFair extends FairEstimate {
  method: FairProbMethod;
  basis: string;
}

function bookFair(card: MarketCard, q: RawOddsQuote): BookFair {
  if (q.noAmerican !== undefined) return { ...fairOfPairWithSpread(q.american, q.noAmerican, card.z), method: 'shin', basis: 'Both sides posted (Shin)' };
  const calibration = pricingCalibration(card, bookOf(q), NIGHTLY_MARKET_GROUP);
  const band = calibratedFair(card, calibration, impliedFromAmerican(q.american));
  return { fair: band.fair, sd: band.sd, method: calibration.source, basis: calibration.label };
}

/** HR Chance and its standard error (domain/probability/edge.ts chanceSpread), and whether the hitter's lineup is posted. */
export interface ChanceForOdds {
  pHr: number;
  sd: number;
  confirmed: boolean;
}

/**
 * The money figures of one hitter: each book's fair probability, edge (against its own fair) and EV;
 * the row's fair probability is the books' consensus (consensusFair), its edge pHr minus that with its
 * interval (edgeInterval), its price, book and EV the best "Yes" price's (the highest payout; a tie goes
 * to the book first by name).
 */
export function oddsFigures(chance: ChanceForOdds, player: OddsPlayer | null, card: MarketCard): OddsFields {
  if (player === null || player.quotes.length === 0) return NO_ODDS;
  const { pHr } = chance;
  const priced = player.quotes
    .map((q) => {
      const estimate = bookFair(card, q);
      const quote: BookQuote = {
        book: bookOf(q),
        american: Math.round(q.american),
        noAmerican: q.noAmerican ?? null,
        updatedAt: q.updatedAt ?? null,
        fairProbability: round(estimate.fair, 4),
        fairMethod: estimate.method,
        fairBasis: estimate.basis,
        edge: round(pHr - estimate.fair, 4),
        evPerDollar: round(evPerDollar(pHr, q.american), 4),
      };
      return { quote, estimate, named: q.book !== null };
    })
    .sort((a, b) => b.quote.american - a.quote.american || a.quote.book.localeCompare(b.quote.book));
  const consensus = consensusFair(priced.map((p) => p.estimate));
  const fairProbability = round(consensus.fair, 4);
  const interval = edgeInterval(pHr, chance.sd, { fair: fairProbability, sd: consensus.sd }, card.z);
  const heaviest = priced.reduce((a, b) => (b.estimate.sd < a.estimate.sd ? b : a));
  const basis =
    priced.length === 1
      ? priced[0]!.estimate.basis
      : `Consensus of ${priced.length} books, weighted by their evidence: ${priced.map((p) => bookBasis(p.quote)).join('; ')}`;
  const best = priced[0]!;
  const bound = (x: number) => round(Math.min(1, Math.max(-1, x)), 4);
  return {
    oddsAmerican: best.quote.american,
    oddsBook: best.named ? best.quote.book : null,
    oddsNoAmerican: best.quote.noAmerican,
    books: priced.map((p) => p.quote),
    fairProbability,
    fairProbMethod: heaviest.estimate.method,
    fairBasis: chance.confirmed ? basis : `${basis}; ${PROJECTED_LINEUP_NOTE}`,
    edge: round(pHr - fairProbability, 4),
    edgeLow: bound(interval.low),
    edgeHigh: bound(interval.high),
    edgeWithinNoise: interval.withinNoise,
    evPerDollar: best.quote.evPerDollar,
  };
}

/** A book's basis in a consensus: the measured label names its book already; the others are named first. */
function bookBasis(quote: BookQuote): string {
  return quote.fairMethod === 'measured' ? quote.fairBasis : `${quote.book}: ${quote.fairBasis.charAt(0).toLowerCase()}${quote.fairBasis.slice(1)}`;
}

/** The odds input's warnings: each book whose one-sided prices take the pooled calibration (the card has no graded prices of it). */
export function marketWarnings(card: MarketCard, players: readonly OddsPlayer[]): string[] {
  const oneSided = new Set(players.flatMap((p) => p.quotes.filter((q) => q.noAmerican === undefined).map(bookOf)));
  return [...oneSided].sort().flatMap((book) => {
    const calibration = pricingCalibration(card, book, NIGHTLY_MARKET_GROUP);
    return calibration.source === 'pooled'
      ? [
          `${book}: the market card has no graded prices of this book: its one-sided fair prices take the pooled calibration (${calibration.label}), with a wider interval`,
        ]
      : [];
  });
}

/**
 * The build report's lines on the fair prices: the starters' factor per book (implied over fair at the
 * card's reference price) with its interval, the pooled one, and the dates each rests on: the committed
 * card's, counted back from the slate (the league's home-run rate drifts through a season; an old card
 * lags it), or, for a line refit on our graded nights, the log's; then the market log's state.
 */
export function marketSummary(card: MarketCard, slateDate: string, market?: { log: MarketLog; added: readonly LoggedGame[] }): string[] {
  const first = card.fittedOn.map((f) => f.firstDate).sort()[0]!;
  const last = card.fittedOn.map((f) => f.lastDate).sort()[card.fittedOn.length - 1]!;
  const factor = (c: MarketCalibration) =>
    `${c.factor.value.toFixed(3)} (${c.factor.low.toFixed(3)}-${c.factor.high.toFixed(3)})${c.basis === 'archive' ? ` ${measuredOn(c)}` : ''}`;
  const own = card.calibrations.filter((c) => c.group === NIGHTLY_MARKET_GROUP).map((c) => `${c.book} ${factor(c)}`);
  const pooled = card.pooled.find((p) => p.group === NIGHTLY_MARKET_GROUP);
  const refit = [...card.calibrations, ...card.pooled].some((c) => c.basis === 'archive');
  const lines = [
    `Fair prices: one-sided prices through the market card, graded ${first} to ${last} (${daysBetween(last, slateDate)} days before this slate)${refit ? ', refit on our graded nights where they hold enough prices' : ''}; ${NIGHTLY_MARKET_GROUP}' implied / fair at ${card.referenceImplied * 100} %:`,
    `  ${own.join(', ')}${pooled ? `; other books pooled ${factor(pooled)}, +/- ${pooled.unmeasuredLevelSd} more` : ''}.`,
  ];
  if (market === undefined) return lines;
  const { log, added } = market;
  const prices = log.games.reduce((n, g) => n + g.hitters.reduce((m, h) => m + Object.keys(h.prices).length, 0), 0);
  const dates = log.games.map((g) => g.date).sort();
  const window = card.refit;
  lines.push(
    log.games.length === 0
      ? '  Market log: no graded night yet; the committed card prices every book.'
      : `  Market log: ${log.games.length} games (${added.length} graded by this build), ${prices} graded prices, ${dates[0]} to ${dates.at(-1)}` +
          (window
            ? `; a book's line is refit once the last ${window.windowDays} days hold ${window.minRows} of its prices (${window.rows} in the window now).`
            : '.'),
  );
  return lines;
}
