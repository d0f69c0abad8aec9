/**
 * Historic Projections (P2 §2): each build archives the day's picks; an archived day
 * is never silently overwritten; picks are graded once the day's home runs are known.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { HistoricPick, HistoryDay, HistoryIndex, Pick } from '../../domain/contracts/picks.ts';

export interface TodaysPicks {
  date: string;
  confident: readonly Pick[];
  punt: readonly Pick[];
}

export type ArchiveStatus = 'created' | 'unchanged' | 'rewritten' | 'conflict';

export interface ArchiveResult {
  /** The day to keep on disk: the new one, or the existing one untouched. */
  day: HistoryDay;
  status: ArchiveStatus;
}

function samePick(a: HistoricPick, b: Pick): boolean {
  return a.id === b.id && a.name === b.name && a.team === b.team && a.hrProbability === b.hrProbability;
}

function sameList(archived: readonly HistoricPick[], today: readonly Pick[]): boolean {
  return archived.length === today.length && archived.every((p, i) => samePick(p, today[i]!));
}

function ungraded(picks: readonly Pick[]): HistoricPick[] {
  return picks.map((p) => ({ ...p, homered: null }));
}

/**
 * Archives today's picks against the day already on disk (null when none).
 * - none archived: created, with `archivedAt`.
 * - the same picks (id, name, team, hrProbability, order; grades ignored): unchanged,
 *   and the existing day is returned as is (its archivedAt and grades kept).
 * - different picks: conflict, the existing day returned untouched — unless
 *   `rewrite` is set (the CLI's explicit flag): rewritten, ungraded, with the new archivedAt.
 * Throws when the existing day is for another date (a caller bug).
 */
export function archivePicks(existing: HistoryDay | null, today: TodaysPicks, archivedAt: string, options: { rewrite: boolean }): ArchiveResult {
  const fresh: HistoryDay = {
    schemaVersion: SCHEMA_VERSION,
    date: today.date,
    confident: ungraded(today.confident),
    punt: ungraded(today.punt),
    archivedAt,
  };
  if (existing === null) return { day: fresh, status: 'created' };
  if (existing.date !== today.date) {
    throw new Error(`archivePicks: the archived day is ${existing.date}, today's picks are for ${today.date}`);
  }
  if (sameList(existing.confident, today.confident) && sameList(existing.punt, today.punt)) {
    return { day: existing, status: 'unchanged' };
  }
  return options.rewrite ? { day: fresh, status: 'rewritten' } : { day: existing, status: 'conflict' };
}

/**
 * Grades a day's picks. `homeRunsOnDate` holds the keys of the players who homered on
 * that date: pick ids, and when `nameKey` is given, nameKey(name) of each homer (the
 * caller passes the project's name normaliser so both sides fold names alike).
 * A pick is true when its id or nameKey(name) is in the set, else false ("did not
 * homer": whether he played is not known here). null = results not in yet: the day
 * is returned unchanged, so earlier grades are never erased by a missing feed.
 */
export function gradeDay(day: HistoryDay, homeRunsOnDate: ReadonlySet<string> | null, nameKey?: (name: string) => string): HistoryDay {
  if (homeRunsOnDate === null) return day;
  const grade = (p: HistoricPick): HistoricPick => ({
    ...p,
    homered: homeRunsOnDate.has(p.id) || (nameKey !== undefined && homeRunsOnDate.has(nameKey(p.name))),
  });
  return { ...day, confident: day.confident.map(grade), punt: day.punt.map(grade) };
}

/**
 * The Historic Projections index: one entry per day, newest first, and the overall
 * record = hits / graded picks (ungraded picks are not counted against the record).
 * Throws when two days share a date.
 */
export function buildHistoryIndex(days: readonly HistoryDay[]): HistoryIndex {
  const seen = new Set<string>();
  for (const d of days) {
    if (seen.has(d.date)) throw new Error(`buildHistoryIndex: two archived days for ${d.date}`);
    seen.add(d.date);
  }
  const entries = [...days]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((d) => {
      const picks = [...d.confident, ...d.punt];
      return {
        date: d.date,
        picks: picks.length,
        hits: picks.filter((p) => p.homered === true).length,
        graded: picks.filter((p) => p.homered !== null).length,
      };
    });
  const withChance = days.flatMap((d) => [...d.confident, ...d.punt]).filter((p) => p.pHr !== undefined && p.homered !== null);
  return {
    schemaVersion: SCHEMA_VERSION,
    days: entries,
    record: {
      hits: entries.reduce((sum, e) => sum + e.hits, 0),
      graded: entries.reduce((sum, e) => sum + e.graded, 0),
    },
    ...(withChance.length === 0
      ? {}
      : {
          chance: {
            picks: withChance.length,
            expected: Math.round(withChance.reduce((sum, p) => sum + p.pHr!, 0) * 10000) / 10000,
            homered: withChance.filter((p) => p.homered === true).length,
          },
        }),
  };
}
