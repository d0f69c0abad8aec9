/**
 * history/<date>.json and history/index.json: this run's picks are added to the day's
 * archive as a run snapshot, and each game's picks are locked at the last run before its
 * first pitch (see core/history.ts); every archived day up to the last date with
 * home-run results is graded against who homered that day.
 */
import type { RawHomeRun } from '../../inputs/rows.ts';
import { archiveRun, buildHistoryIndex, gradeDay, type DayResults, type GradedHomeRun } from '../history.ts';
import { hittersOf } from '../lineups.ts';
import { normaliseName } from '../names.ts';
import type { SlateJoin } from '../slate-join.ts';
import { historyDayFile, slateFile, type Builder } from './shape.ts';

/**
 * history/<date>.json: the published picks (display names) archived as a snapshot of this run
 * (options.builtAt: the snapshot's time and the lock time of the picks it locks), with the
 * slate's games and their first pitch; what it did to the day is noted as `archiveStatus`.
 */
export const buildHistoryDayFiles: Builder<'history/<date>.json'> = (join, context) => {
  const { date, inputs, names } = join;
  const { archive, builtAt, rewriteHistory } = context.options;
  const picks = context.published('picks.json').data;
  const games = context.published('lineups.json').data.games.map((g) => ({ gameId: g.id, firstPitch: firstPitchInstant(g.gameTime) }));
  const nameKey = (name: string) => normaliseName(name, names);
  const existing = archive.find((d) => d.date === date) ?? null;
  const run = { at: builtAt, games, confident: picks.confident, punt: picks.punt };
  const archived = archiveRun(existing, date, run, { rewrite: rewriteHistory });
  context.notes.archiveStatus = archived.status;
  const homeRunsByDate = groupHomeRunsByDate(inputs['home-runs'].rows, nameKey);
  const lastResultDate = inputs['home-runs'].status === 'ok' ? ([...homeRunsByDate.keys()].sort().at(-1) ?? null) : null;
  const resultsOn = (day: string): DayResults | null => {
    if (lastResultDate === null || day > lastResultDate) return null;
    const homeRuns = homeRunsByDate.get(day) ?? [];
    return { homeRuns, carriers: carriersOf(homeRuns, day === date ? join.sides : [], nameKey), nameKey };
  };
  return [...archive.filter((d) => d.date !== date), archived.day]
    .map((d) => gradeDay(d, resultsOn(d.date)))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(historyDayFile);
};

/** history/index.json: the archived days' summary. */
export const buildHistoryIndexFile: Builder<'history/index.json'> = (_join, context) =>
  slateFile('history/index.json', buildHistoryIndex(context.built('history/<date>.json').map((d) => d.data)));

/** For grading picks: the home runs of each date. */
function groupHomeRunsByDate(rows: readonly RawHomeRun[], nameKey: (name: string) => string): Map<string, GradedHomeRun[]> {
  const byDate = new Map<string, GradedHomeRun[]>();
  for (const h of rows) {
    const list = byDate.get(h.date) ?? [];
    byDate.set(h.date, list);
    list.push({ batterId: h.batterId, nameKey: nameKey(h.batterName), team: h.team, gamePk: h.gamePk });
  }
  return byDate;
}

/** A first pitch the archive can compare with a run's time: an ISO instant with its zone, else null (not known). */
export function firstPitchInstant(gameTime: string | null): string | null {
  if (gameTime === null || !/^\d{4}-\d{2}-\d{2}T[^ ]*(Z|[+-]\d{2}:?\d{2})$/.test(gameTime)) return null;
  const ms = Date.parse(gameTime);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Who carries each name that day, per team: the day's home-run batters and, for the slate date, its lineups' hitters. */
function carriersOf(homeRuns: readonly GradedHomeRun[], sides: SlateJoin['sides'], nameKey: (name: string) => string): DayResults['carriers'] {
  const carriers = new Map<string, Map<string, Set<number>>>();
  const add = (key: string, team: string, id: number | null) => {
    const byTeam = carriers.get(key) ?? new Map<string, Set<number>>();
    carriers.set(key, byTeam);
    const ids = byTeam.get(team) ?? new Set<number>();
    byTeam.set(team, ids);
    if (id !== null) ids.add(id);
  };
  for (const hr of homeRuns) add(hr.nameKey, hr.team, hr.batterId);
  for (const side of sides) for (const p of hittersOf(side.entry)) add(nameKey(p.name), side.team, p.mlbamId);
  return carriers;
}
