/**
 * The market card refit on our own graded nights (README "Fair prices", "Kept current by our own
 * nights"): the nightly build grades each archived night's close prices into the market log, and the
 * card the build prices with is the committed card with each book's and group's line refit on the log's
 * graded prices of the rolling window before the slate (MARKET_REFIT.windowDays), recency-weighted by the
 * card's half-life and pulled toward the card's own line by its prior (worth the card's prior rows). A
 * book and group with fewer than MARKET_REFIT.minRows graded prices in the window keep the card's line.
 * A refit as of date D reads only prices dated before D. Pure.
 */
import { MARKET_REFIT } from './defaults.ts';
import { daysBetween, fitWithDateSandwich, MARKET_GROUPS, type CalibrationLine, type GradedPrice, type MarketGroup } from './market.ts';
import { bookKey, calibrationOf, type MarketCalibration, type MarketCard, type PooledCalibration } from './market-card.ts';

/** The graded prices a refit as of `asOf` reads: dated within the window before it, never on or after it. */
export function refitWindow(log: readonly GradedPrice[], asOf: string, windowDays: number = MARKET_REFIT.windowDays): GradedPrice[] {
  return log.filter((p) => p.date < asOf && daysBetween(p.date, asOf) <= windowDays);
}

/**
 * The card to price `asOf` with: `card` with every book's and group's line that has at least `minRows`
 * graded prices in the window refit on them (the card's line as the prior's centre; a book the card has
 * not measured starts from the group's pooled line), and each group's pooled line refit on all of the
 * group's prices. `refit` says what was read. Lines without enough prices are the card's, unchanged.
 */
export function refitMarketCard(
  card: MarketCard,
  log: readonly GradedPrice[],
  asOf: string,
  options: { windowDays: number; minRows: number } = MARKET_REFIT,
): MarketCard {
  const window = refitWindow(log, asOf, options.windowDays);
  const dates = window.map((p) => p.date).sort();
  const refitLine = (book: string, group: MarketGroup, prices: readonly GradedPrice[], prior: CalibrationLine): MarketCalibration => ({
    ...calibrationOf(book, group, prices, asOf, card.settings, fitWithDateSandwich(prices, asOf, card.settings, prior)),
    basis: 'archive',
  });
  const cells = new Map<string, { book: string; group: MarketGroup; prices: GradedPrice[] }>();
  for (const p of window) {
    const key = `${bookKey(p.book)}|${p.group}`;
    const cell = cells.get(key) ?? { book: p.book, group: p.group, prices: [] };
    cell.prices.push(p);
    cells.set(key, cell);
  }
  const enough = (prices: readonly GradedPrice[] | undefined) => prices !== undefined && prices.length >= options.minRows;
  const calibrations = card.calibrations.map((c) => {
    const cell = cells.get(`${bookKey(c.book)}|${c.group}`);
    return enough(cell?.prices) ? refitLine(c.book, c.group, cell!.prices, c) : c;
  });
  for (const cell of cells.values()) {
    const known = card.calibrations.some((c) => c.group === cell.group && bookKey(c.book) === bookKey(cell.book));
    const pooled = card.pooled.find((p) => p.group === cell.group);
    if (!known && pooled && enough(cell.prices)) calibrations.push(refitLine(cell.book, cell.group, cell.prices, pooled));
  }
  const pooled = card.pooled.map((p): PooledCalibration => {
    const ofGroup = window.filter((price) => price.group === p.group);
    if (!enough(ofGroup)) return p;
    const books = [...new Set([...p.books, ...calibrations.filter((c) => c.group === p.group && c.basis === 'archive').map((c) => c.book)])].sort();
    return { ...refitLine(books.join(' + '), p.group, ofGroup, p), books, unmeasuredLevelSd: p.unmeasuredLevelSd };
  });
  const order = (a: MarketCalibration, b: MarketCalibration) => MARKET_GROUPS.indexOf(a.group) - MARKET_GROUPS.indexOf(b.group) || a.book.localeCompare(b.book);
  return {
    ...card,
    calibrations: calibrations.sort(order),
    pooled,
    refit: {
      asOf,
      windowDays: options.windowDays,
      minRows: options.minRows,
      rows: window.length,
      firstDate: dates[0] ?? null,
      lastDate: dates.at(-1) ?? null,
    },
  };
}
