/**
 * history/<date>.json and history/index.json: this run's picks are added to the day's
 * archive as a run snapshot, and each game's picks are locked at the last run before its
 * first pitch (see core/history.ts); every archived day up to the last date with
 * home-run results is graded against who homered that day.
 */
import type { HistoryDay, HistoryIndex, PicksFile, RunGame } from '../../../domain/contracts/index.ts';
import type { RawHomeRun } from '../../inputs/rows.ts';
import { archiveRun, buildHistoryIndex, gradeDay, type ArchiveStatus } from '../history.ts';
import { normaliseName, type NameContext } from '../names.ts';
import type { SlateJoin } from '../slate-join.ts';

export interface HistoryOptions {
  /** The days already archived (read from the output folder). */
  archive: readonly HistoryDay[];
  /** This run's time (the build clock): the snapshot's time, and the lock time of the picks it locks. */
  builtAt: string;
  /** The slate's games with their first pitch (lineups.json). */
  games: readonly RunGame[];
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
  const run = { at: options.builtAt, games: [...options.games], confident: picks.confident, punt: picks.punt };
  const archived = archiveRun(existing, date, run, { rewrite: options.rewrite });
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

/** A first pitch the archive can compare with a run's time: an ISO instant with its zone, else null (not known). */
export function firstPitchInstant(gameTime: string | null): string | null {
  if (gameTime === null || !/^\d{4}-\d{2}-\d{2}T[^ ]*(Z|[+-]\d{2}:?\d{2})$/.test(gameTime)) return null;
  const ms = Date.parse(gameTime);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
