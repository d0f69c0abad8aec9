/**
 * history/<date>.json and history/index.json: today's picks are added to the
 * archive, never silently replaced (see core/history.ts); every archived day up to
 * the last date with home-run results is graded against who homered that day.
 */
import type { HistoryDay, HistoryIndex, PicksFile } from '../../../domain/contracts/index.ts';
import type { RawHomeRun } from '../../inputs/rows.ts';
import { archivePicks, buildHistoryIndex, gradeDay, type ArchiveStatus } from '../history.ts';
import { normaliseName, type NameContext } from '../names.ts';
import type { SlateJoin } from '../slate-join.ts';

export interface HistoryOptions {
  /** The days already archived (read from the output folder). */
  archive: readonly HistoryDay[];
  /** The archive time of a new or rewritten day. */
  builtAt: string;
  rewrite: boolean;
}

export interface HistoryFiles {
  days: HistoryDay[];
  index: HistoryIndex;
  status: ArchiveStatus;
}

export function buildHistoryFiles(join: Pick<SlateJoin, 'date' | 'inputs' | 'names'>, picks: PicksFile, options: HistoryOptions): HistoryFiles {
  const { date, inputs, names } = join;
  const existing = options.archive.find((d) => d.date === date) ?? null;
  const archived = archivePicks(existing, { date, confident: picks.confident, punt: picks.punt }, options.builtAt, {
    rewrite: options.rewrite,
  });
  const homeRunsByDate = groupHomeRunsByDate(inputs['home-runs'].rows, names);
  const lastResultDate = inputs['home-runs'].status === 'ok' ? ([...homeRunsByDate.keys()].sort().at(-1) ?? null) : null;
  const resultsOn = (day: string) => (lastResultDate !== null && day <= lastResultDate ? (homeRunsByDate.get(day) ?? new Set<string>()) : null);
  const days = [...options.archive.filter((d) => d.date !== date), archived.day]
    .map((d) => gradeDay(d, resultsOn(d.date), (name) => normaliseName(name, names)))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { days, index: buildHistoryIndex(days), status: archived.status };
}

/** For grading picks: who homered on each date, by MLBAM id and by normalised name. */
function groupHomeRunsByDate(rows: readonly RawHomeRun[], names: NameContext): Map<string, Set<string>> {
  const byDate = new Map<string, Set<string>>();
  for (const h of rows) {
    let set = byDate.get(h.date);
    if (!set) byDate.set(h.date, (set = new Set()));
    if (h.batterId !== null) set.add(`mlbam-${h.batterId}`);
    set.add(normaliseName(h.batterName, names));
  }
  return byDate;
}
