/**
 * history/index.json (docs/product.md#historic-projections): one entry per archived day with
 * each list's tally, and the record over every day: hits / graded picks, voids, and for each
 * list the units won at the price locked, the ROI with its 95 % interval and the closing-line
 * value (domain/record.ts). Pure.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { DayList, HistoricPick, HistoryDay, HistoryIndex, HistoryRun, ListRecord } from '../../domain/contracts/picks.ts';
import { impliedFromAmerican } from '../../domain/probability/devig.ts';
import { addTallies, emptyTally, listFigures, PICK_LISTS, tallyPicks, type ListTally, type PickList } from '../../domain/record.ts';
import { canonicalGameIds, dayPicks, runPicks } from './history.ts';

/**
 * Closing-line value in percentage points of implied probability: the closing price's implied
 * probability minus the taken price's. Positive when the pick was taken at a longer price than
 * the market closed at (+400 taken, +300 at the close: 25 - 20 = +5 pts).
 */
export function closingLineValue(takenAmerican: number, closingAmerican: number): number {
  return (impliedFromAmerican(closingAmerican) - impliedFromAmerican(takenAmerican)) * 100;
}

/** A price as a pick carries it: the best price and, where the pick names it, its book. */
interface PickPrice {
  oddsAmerican: number | null;
  oddsBook?: string | null;
}

const bookOf = (pick: object): string | null => (pick as { oddsBook?: string | null }).oddsBook ?? null;

/**
 * The price a pick had when the site first published it that day: the earliest run whose list
 * holds the same hitter for the same game with a price.
 */
function firstPublished(pick: HistoricPick, list: PickList, runs: readonly HistoryRun[], gameOf: (id: string) => string): PickPrice | null {
  for (const run of runs) {
    const found = runPicks(run, list).find((p) => p.id === pick.id && gameOf(p.gameId) === pick.gameId && p.oddsAmerican !== null);
    if (found) return { oddsAmerican: found.oddsAmerican, oddsBook: bookOf(found) };
  }
  return null;
}

/**
 * The closing price of the pick's player-game: the last run before first pitch that priced him, at
 * the taken price's book when it priced him there, else his best price at that run. Runs archived
 * before prices were kept: the locked pick's own price, when its lock run came before first pitch.
 */
function closingPrice(pick: HistoricPick, taken: PickPrice, runs: readonly HistoryRun[], gameOf: (id: string) => string): number | null {
  if (pick.firstPitch == null || pick.lockedAt === undefined) return null;
  const firstPitch = Date.parse(pick.firstPitch);
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i]!;
    if (!(Date.parse(run.at) < firstPitch)) continue;
    const quote = run.quotes?.find((q) => q.id === pick.id && gameOf(q.gameId) === pick.gameId);
    if (quote === undefined) continue;
    const atBook = taken.oddsBook == null ? undefined : quote.prices[taken.oddsBook];
    return atBook ?? Math.max(...Object.values(quote.prices));
  }
  return Date.parse(pick.lockedAt) < firstPitch ? (pick.oddsAmerican ?? null) : null;
}

/**
 * Closing-line value of one archived pick, in percentage points (domain/record.ts): the price the
 * pick was first published at that day against the closing price. Its locked price is the last
 * run's before first pitch, which is the close the archive saw, so the published price is the one
 * a follower could take earlier in the day. Null without both prices (a day archived before runs
 * were kept has neither).
 */
export function pickClv(pick: HistoricPick, list: PickList, runs: readonly HistoryRun[]): number | null {
  if (pick.oddsAmerican == null || pick.gameId === undefined) return null;
  const canonical = canonicalGameIds(runs);
  const gameOf = (id: string) => canonical.get(id) ?? id;
  const taken = firstPublished(pick, list, runs, gameOf);
  const close = taken === null ? null : closingPrice(pick, taken, runs, gameOf);
  return close === null || taken?.oddsAmerican == null ? null : closingLineValue(taken.oddsAmerican, close);
}

/** One day's tally of one list. */
export function dayTally(day: HistoryDay, list: PickList): ListTally {
  const runs = day.runs ?? [];
  return tallyPicks(dayPicks(day, list).map((p) => ({ ...p, clv: p.homered === null ? null : pickClv(p, list, runs) })));
}

const listRecord = (tally: ListTally): ListRecord => ({ ...tally, ...listFigures(tally) });

/**
 * The index: one entry per day, newest first (each list's tally and its units summed over the
 * days up to it), and the record over every day: hits / graded picks (pending and void picks are
 * not counted against it) and each list's money figures. Throws when two days share a date.
 */
export function buildHistoryIndex(days: readonly HistoryDay[]): HistoryIndex {
  const seen = new Set<string>();
  for (const d of days) {
    if (seen.has(d.date)) throw new Error(`buildHistoryIndex: two archived days for ${d.date}`);
    seen.add(d.date);
  }
  const oldestFirst = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const totals = { confident: emptyTally(), punt: emptyTally(), value: emptyTally() };
  const entries = oldestFirst.map((d) => {
    const lists = {} as Record<PickList, DayList>;
    for (const list of PICK_LISTS) {
      const tally = dayTally(d, list);
      totals[list] = addTallies(totals[list], tally);
      lists[list] = { ...tally, cumulativeUnits: totals[list].units };
    }
    const sum = (key: 'picks' | 'hits' | 'graded' | 'voids') => PICK_LISTS.reduce((n, list) => n + lists[list][key], 0);
    return { date: d.date, picks: sum('picks'), hits: sum('hits'), graded: sum('graded'), voids: sum('voids'), lists };
  });
  const settled = days.flatMap((d) => PICK_LISTS.flatMap((list) => dayPicks(d, list))).filter((p) => p.pHr !== undefined && p.homered !== null);
  return {
    schemaVersion: SCHEMA_VERSION,
    days: entries.reverse(),
    record: {
      hits: entries.reduce((sum, e) => sum + e.hits, 0),
      graded: entries.reduce((sum, e) => sum + e.graded, 0),
      voids: entries.reduce((sum, e) => sum + e.voids, 0),
    },
    lists: { confident: listRecord(totals.confident), punt: listRecord(totals.punt), value: listRecord(totals.value) },
    ...(settled.length === 0
      ? {}
      : {
          chance: {
            picks: settled.length,
            expected: Math.round(settled.reduce((sum, p) => sum + p.pHr!, 0) * 10000) / 10000,
            homered: settled.filter((p) => p.homered === true).length,
          },
        }),
  };
}
