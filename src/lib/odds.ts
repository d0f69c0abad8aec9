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
