/**
 * Historic Projections' build-time view (docs/product.md#historic-projections): the days the
 * page offers and the newest one's first pages, so the static HTML has the day select and both
 * pick tables' first rows (readable before any script runs; ui/table/first-page.ts). Client-safe:
 * the island takes the type and `offeredDays`; the page's frontmatter runs `historicFirstDay`
 * with the build's reader of an archived day.
 */
import type { HistoryDay, HistoryIndex } from '../../domain/contracts/picks.ts';
import {
  expectedVersusActual,
  HISTORIC_PICKS_INITIAL_SORT,
  historicPickColumns,
  withGameNumbers,
  type ExpectedVersusActual,
  type HistoricPickRow,
} from '../columns/historic-projections.ts';
import { firstPageOf, type FirstPage } from '../ui/table/first-page.ts';

/** A day the page offers, as its select and day line read it (the lists' tallies stay in the index). */
export type HistoryDayOption = Pick<HistoryIndex['days'][number], 'date' | 'picks' | 'hits' | 'graded' | 'voids'>;

const dayOption = ({ date, picks, hits, graded, voids }: HistoryDayOption): HistoryDayOption => ({ date, picks, hits, graded, voids });

export interface HistoricFirstDay {
  /** The offered days, newest first (the select's options). */
  days: HistoryDayOption[];
  /** The newest offered day's first pages (G1/G2 numbered over the whole day) and HR Chance tally; null when none is offered. */
  newest: {
    date: string;
    confident: FirstPage<HistoricPickRow>;
    punt: FirstPage<HistoricPickRow>;
    value: FirstPage<HistoricPickRow>;
    tally: ExpectedVersusActual | null;
  } | null;
}

/**
 * The days to offer, newest first. `hiddenDate`: a day not to offer (today's in configured mode,
 * where today's picks are premium).
 */
export function offeredDays<D extends { date: string }>(days: readonly D[], hiddenDate: string | null): D[] {
  return days.filter((day) => day.date !== hiddenDate).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The offered days and the newest one's first pages; `readDay` reads one archived day (only the newest offered is read). */
export async function historicFirstDay(
  days: readonly HistoryDayOption[],
  hiddenDate: string | null,
  readDay: (date: string) => Promise<Pick<HistoryDay, 'confident' | 'punt' | 'value'>>,
): Promise<HistoricFirstDay> {
  const offered = offeredDays(days, hiddenDate).map(dayOption);
  const date = offered[0]?.date;
  if (date === undefined) return { days: offered, newest: null };
  const day = await readDay(date);
  const rows = withGameNumbers(day);
  return {
    days: offered,
    newest: {
      date,
      confident: firstPageOf(rows.confident, historicPickColumns, { sort: HISTORIC_PICKS_INITIAL_SORT }),
      punt: firstPageOf(rows.punt, historicPickColumns, { sort: HISTORIC_PICKS_INITIAL_SORT }),
      value: firstPageOf(rows.value, historicPickColumns, { sort: HISTORIC_PICKS_INITIAL_SORT }),
      tally: expectedVersusActual([...day.confident, ...day.punt, ...rows.value]),
    },
  };
}
