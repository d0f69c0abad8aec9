/**
 * The market calibrations walked forward by date, as the nightly would have known them: the prices
 * of date D are priced by calibrations fit only on outcomes of dates before D (each book and group
 * its own line; a book or group without earlier prices takes the group's pooled line, then the
 * prior), and the scores that compare them with the raw implied probability and the old flat 25 %.
 */
import { MARKET_CALIBRATION } from './defaults.ts';
import {
  fairOf,
  fitLine,
  MARKET_GROUPS,
  priorLine,
  type CalibrationLine,
  type GradedPrice,
  type MarketFitSettings,
  type MarketGroup,
  type WeightedPrice,
} from './market.ts';
import { brierScore, logLoss } from './metrics.ts';

/** The calibrations as of a date: one line per book and group with earlier prices, and one per group pooled over the books. */
export interface CalibrationSet {
  settings: MarketFitSettings;
  byBook: Map<string, CalibrationLine>;
  pooled: Map<MarketGroup, CalibrationLine>;
}

const cellKey = (book: string, group: MarketGroup) => `${book}|${group}`;

/**
 * Prices laid out for many fits: each price's cell (book and group), day number and index among the
 * distinct implied probabilities, so a fit sums weights per distinct price (a few hundred) instead of
 * visiting every row in every iteration.
 */
export interface PriceLayout {
  implied: number[];
  cells: { book: string; group: MarketGroup }[];
  rows: { cell: number; group: MarketGroup; day: number; price: number; homered: boolean }[];
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export function layoutOf(prices: readonly GradedPrice[]): PriceLayout {
  const implied = [...new Set(prices.map((p) => p.implied))].sort((a, b) => a - b);
  const priceIndex = new Map(implied.map((x, i) => [x, i]));
  const keys = [...new Set(prices.map((p) => cellKey(p.book, p.group)))].sort();
  const cellIndex = new Map(keys.map((k, i) => [k, i]));
  const cells = keys.map((k) => {
    const cut = k.lastIndexOf('|');
    return { book: k.slice(0, cut), group: k.slice(cut + 1) as MarketGroup };
  });
  const rows = prices.map((p) => ({
    cell: cellIndex.get(cellKey(p.book, p.group))!,
    group: p.group,
    day: dayNumber(p.date),
    price: priceIndex.get(p.implied)!,
    homered: p.homered,
  }));
  return { implied, cells, rows };
}

/** The weighted rows of a fit: every distinct price with the summed recency weight of its home runs and of its outs. */
function tallied(layout: PriceLayout, sums: Float64Array): WeightedPrice[] {
  const out: WeightedPrice[] = [];
  for (let i = 0; i < layout.implied.length; i++) {
    if (sums[2 * i]! > 0) out.push({ implied: layout.implied[i]!, homered: false, weight: sums[2 * i]! });
    if (sums[2 * i + 1]! > 0) out.push({ implied: layout.implied[i]!, homered: true, weight: sums[2 * i + 1]! });
  }
  return out;
}

/** Every line fit on the laid-out prices dated before `asOf`, weighted by their recency as of `asOf`. */
export function calibrationsOfLayout(layout: PriceLayout, asOf: string, settings: MarketFitSettings): CalibrationSet {
  const today = dayNumber(asOf);
  const width = 2 * layout.implied.length;
  const cellSums = layout.cells.map(() => new Float64Array(width));
  const groupSums = new Map(MARKET_GROUPS.map((g) => [g, new Float64Array(width)]));
  const seen = new Set<number>();
  const weights = new Map<number, number>();
  for (const row of layout.rows) {
    if (row.day >= today) continue;
    let w = weights.get(row.day);
    if (w === undefined) weights.set(row.day, (w = settings.halfLifeDays === null ? 1 : 0.5 ** ((today - row.day) / settings.halfLifeDays)));
    const slot = 2 * row.price + (row.homered ? 1 : 0);
    cellSums[row.cell]![slot] += w;
    groupSums.get(row.group)![slot] += w;
    seen.add(row.cell);
  }
  const lineOf = (sums: Float64Array) => fitLine(settings.method, tallied(layout, sums), settings.priorRows);
  const byBook = new Map<string, CalibrationLine>();
  layout.cells.forEach((cell, i) => {
    if (seen.has(i)) byBook.set(cellKey(cell.book, cell.group), lineOf(cellSums[i]!));
  });
  const pooled = new Map<MarketGroup, CalibrationLine>();
  for (const group of MARKET_GROUPS) {
    if (layout.cells.some((cell, i) => cell.group === group && seen.has(i))) pooled.set(group, lineOf(groupSums.get(group)!));
  }
  return { settings, byBook, pooled };
}

/** Every line fit on the prices dated before `asOf`, weighted by their recency as of `asOf`. */
export function calibrationsAsOf(prices: readonly GradedPrice[], asOf: string, settings: MarketFitSettings): CalibrationSet {
  return calibrationsOfLayout(layoutOf(prices), asOf, settings);
}

/** The line that prices a book's price for a group: the book's own, else the group's pooled one, else the prior. */
export function lineFor(set: CalibrationSet, book: string, group: MarketGroup): CalibrationLine {
  return set.byBook.get(cellKey(book, group)) ?? set.pooled.get(group) ?? priorLine(set.settings.method);
}

/**
 * The fair probability of every target price, walked forward: the prices of each target date D are
 * priced by the calibrations of the history and target prices dated before D (calibrationsOfLayout),
 * which read only outcomes dated before D.
 */
export function walkForwardFair(
  history: readonly GradedPrice[],
  target: readonly GradedPrice[],
  settings: MarketFitSettings,
  layout = layoutOf([...history, ...target]),
): number[] {
  const dates = [...new Set(target.map((p) => p.date))].sort();
  const sets = new Map(dates.map((date) => [date, calibrationsOfLayout(layout, date, settings)]));
  return target.map((p) => fairOf(lineFor(sets.get(p.date)!, p.book, p.group), p.implied));
}

/** How one set of probabilities did against the outcomes. */
export interface MarketScore {
  meanFair: number;
  logLoss: number;
  brier: number;
}

/** One line of the walk-forward table: a book (or every book) and a group (or both), with the three ways of reading a price scored on it. */
export interface MarketScoreRow {
  book: string;
  group: MarketGroup | 'all';
  n: number;
  homeRuns: number;
  observed: number;
  calibrated: MarketScore;
  implied: MarketScore;
  flat: MarketScore;
}

/** The label of the rows of every book, in the table. */
export const ALL_BOOKS = 'all books';

function scoreOf(p: readonly number[], y: readonly boolean[]): MarketScore {
  return { meanFair: p.reduce((s, v) => s + v, 0) / Math.max(1, p.length), logLoss: logLoss(p, y), brier: brierScore(p, y) };
}

/**
 * The table of the walk-forward: per book and group, per book, per group and overall, the
 * calibrated fair probabilities against the raw implied and the flat 25 % (implied / 1.25,
 * MARKET_CALIBRATION.priorFactor) on the same prices.
 */
export function scoreTable(target: readonly GradedPrice[], fair: readonly number[]): MarketScoreRow[] {
  const books = [...new Set(target.map((p) => p.book))].sort();
  const slices: { book: string; group: MarketGroup | 'all' }[] = [];
  for (const book of [...books, ALL_BOOKS]) for (const group of [...MARKET_GROUPS, 'all' as const]) slices.push({ book, group });
  return slices.flatMap(({ book, group }) => {
    const index = target.flatMap((p, i) => ((book === ALL_BOOKS || p.book === book) && (group === 'all' || p.group === group) ? [i] : []));
    if (index.length === 0) return [];
    const y = index.map((i) => target[i]!.homered);
    const implied = index.map((i) => target[i]!.implied);
    const homeRuns = y.filter(Boolean).length;
    return [
      {
        book,
        group,
        n: index.length,
        homeRuns,
        observed: homeRuns / index.length,
        calibrated: scoreOf(
          index.map((i) => fair[i]!),
          y,
        ),
        implied: scoreOf(implied, y),
        flat: scoreOf(
          implied.map((x) => x / MARKET_CALIBRATION.priorFactor),
          y,
        ),
      },
    ];
  });
}

/** The overall line of a score table. */
export function overallRow(table: readonly MarketScoreRow[]): MarketScoreRow {
  return table.find((r) => r.book === ALL_BOOKS && r.group === 'all')!;
}

/** One searched setting and its walk-forward over the prices themselves. */
export interface SettingsTrial {
  settings: MarketFitSettings;
  n: number;
  logLoss: number;
  brier: number;
  meanFair: number;
  observed: number;
}

/** Every setting of MARKET_CALIBRATION.search, each walked forward over `prices` (each date from the dates before it). */
export function searchSettings(prices: readonly GradedPrice[], onTrial?: (trial: SettingsTrial) => void): SettingsTrial[] {
  const { methods, halfLifeDays, priorRows } = MARKET_CALIBRATION.search;
  const layout = layoutOf(prices);
  const trials: SettingsTrial[] = [];
  for (const method of methods) {
    for (const halfLife of halfLifeDays) {
      for (const rows of priorRows) {
        const settings: MarketFitSettings = { method, halfLifeDays: halfLife, priorRows: rows };
        const overall = overallRow(scoreTable(prices, walkForwardFair([], prices, settings, layout)));
        const trial = {
          settings,
          n: overall.n,
          logLoss: overall.calibrated.logLoss,
          brier: overall.calibrated.brier,
          meanFair: overall.calibrated.meanFair,
          observed: overall.observed,
        };
        trials.push(trial);
        onTrial?.(trial);
      }
    }
  }
  return trials;
}

/** The trial kept: the lowest walk-forward log loss (a tie goes to the one searched first: the simpler family, the longer memory, the weaker prior). */
export function bestTrial(trials: readonly SettingsTrial[]): SettingsTrial {
  return trials.reduce((best, t) => (t.logLoss < best.logLoss ? t : best));
}
