/**
 * The record as Historic Projections shows it (docs/product.md#historic-projections), summed over
 * the days the page offers (configured mode leaves today's out) with the pipeline's own rules
 * (domain/record.ts): per list the tally, the figures and the units day by day for the chart.
 */
import type { HistoryIndex } from '../../domain/contracts/picks.ts';
import { addTallies, emptyTally, listFigures, PICK_LISTS, type ListFigures, type ListTally, type PickList } from '../../domain/record.ts';

type IndexDay = HistoryIndex['days'][number];

/** The lists' names as the page writes them. */
export const PICK_LIST_TITLES: Record<PickList, string> = { confident: 'Confident', punt: 'Punt', value: 'Value' };

/** The record: hits / graded picks with a whole percent. */
export function formatRecord(record: { hits: number; graded: number }): string {
  const percent = record.graded === 0 ? 0 : Math.round((record.hits / record.graded) * 100);
  return `${record.hits}/${record.graded} (${percent}%)`;
}

export interface ListRecordView {
  list: PickList;
  tally: ListTally;
  figures: ListFigures;
}

export interface RecordView {
  lists: ListRecordView[];
  /** All lists together. */
  total: ListTally;
  /** Each day with a graded pick, oldest first: the units each list has won up to and with that day. */
  cumulative: { date: string; units: Record<PickList, number> }[];
}

/** The record over `days` (any order). */
export function recordOf(days: readonly IndexDay[]): RecordView {
  const oldestFirst = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const sums = { confident: emptyTally(), punt: emptyTally(), value: emptyTally() };
  const cumulative: RecordView['cumulative'] = [];
  for (const day of oldestFirst) {
    for (const list of PICK_LISTS) sums[list] = addTallies(sums[list], day.lists[list]);
    if (PICK_LISTS.some((list) => day.lists[list].graded > 0)) {
      cumulative.push({ date: day.date, units: { confident: sums.confident.units, punt: sums.punt.units, value: sums.value.units } });
    }
  }
  const lists = PICK_LISTS.map((list) => ({ list, tally: sums[list], figures: listFigures(sums[list]) }));
  return { lists, total: PICK_LISTS.reduce((t, list) => addTallies(t, sums[list]), emptyTally()), cumulative };
}

const signed = (value: number, digits: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(digits)}`;

/** Units won: "+3.20 u", "−1.00 u". */
export const formatUnits = (units: number): string => `${signed(units, 2)} u`;

/** A return on investment as a percent: "+12.3%". */
export const formatRoi = (roi: number): string => `${signed(roi * 100, 1)}%`;

/** Closing-line value in points of implied probability: "+1.4 pts". */
export const formatClv = (points: number): string => `${signed(points, 1)} pts`;
