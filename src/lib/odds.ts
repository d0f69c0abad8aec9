/**
 * Sportsbook prices shown next to the model's probability. American odds:
 * +400 pays 400 on a 100 stake (implied 100 / (400 + 100) = 20 %); -150 needs a
 * 150 stake to win 100 (implied 150 / (150 + 100) = 60 %). The implied figure
 * includes the book's margin, so it overstates the true chance a little.
 */
import { MISSING_TEXT } from './format.ts';

/** The probability (0-1) a price implies; null for a missing or impossible price (|odds| < 100). */
export function impliedProbabilityFromAmerican(odds: number | null): number | null {
  if (odds === null || !Number.isFinite(odds) || Math.abs(odds) < 100) return null;
  return odds > 0 ? 100 / (odds + 100) : -odds / (-odds + 100);
}

/** "+400", "-150"; missing as MISSING_TEXT. */
export function formatAmericanOdds(odds: number | null): string {
  if (odds === null || !Number.isFinite(odds)) return MISSING_TEXT;
  return odds > 0 ? `+${odds}` : String(odds);
}

/** A difference of two probabilities in percentage points, signed: 0.0439 -> "+4.4 pts", -0.012 -> "−1.2 pts". */
export function formatEdgePoints(edge: number | null): string {
  if (edge === null || !Number.isFinite(edge)) return MISSING_TEXT;
  const points = Math.round(edge * 1000) / 10;
  return `${points > 0 ? '+' : points < 0 ? '\u2212' : ''}${Math.abs(points).toFixed(1)} pts`;
}

/** Expected profit per $1 staked, signed: 0.78 -> "+$0.78", -0.383 -> "−$0.38". */
export function formatEvPerDollar(ev: number | null): string {
  if (ev === null || !Number.isFinite(ev)) return MISSING_TEXT;
  const cents = Math.round(ev * 100) / 100;
  return `${cents > 0 ? '+' : cents < 0 ? '\u2212' : ''}$${Math.abs(cents).toFixed(2)}`;
}

/**
 * The short names quote screens give the big books, for a table cell ("+450 FD"); the panel of
 * every book's price and the CSV write the book's full name. A book not listed keeps its name.
 */
const BOOK_SHORT_NAMES: Readonly<Record<string, string>> = {
  DraftKings: 'DK',
  FanDuel: 'FD',
  BetMGM: 'MGM',
  Caesars: 'CZR',
  'ESPN BET': 'ESPN',
  BetRivers: 'BR',
  Fanatics: 'FAN',
};

export const shortBookName = (book: string): string => BOOK_SHORT_NAMES[book] ?? book;

/**
 * How a row's fair probability was read off the prices (projections.json fairProbMethod), as a table cell
 * says it: both sides posted, a calibration measured on the book's graded prices, or the pooled one of the
 * measured books (a book without data). The row's fairBasis says which.
 */
export const FAIR_PROB_METHOD_SHORT: Readonly<Record<'shin' | 'measured' | 'pooled', string>> = {
  shin: 'Both sides',
  measured: 'Measured',
  pooled: 'Pooled',
};
