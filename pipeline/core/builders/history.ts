/**
 * history/<date>.json and history/index.json: this run's picks and prices are added to the day's
 * archive as a run snapshot, each game's picks are locked at the last run before its first pitch
 * (core/history.ts), and every archived day is settled on what covers it: the results input's
 * final states and box scores, the home-run feed over the dates it covers (core/settlement.ts).
 */
import type { Game, HistoryRun, ProjectedBatter, RunGame, RunQuote } from '../../../domain/contracts/index.ts';
import type { RawGameResult, RawHomeRun } from '../../inputs/rows.ts';
import { isNotPlayed } from '../game-context.ts';
import { archiveRun } from '../history.ts';
import { buildHistoryIndex } from '../history-index.ts';
import { hittersOf } from '../lineups.ts';
import { normaliseName } from '../names.ts';
import { settleDay, type DayEvidence, type GradedHomeRun } from '../settlement.ts';
import type { SlateJoin } from '../slate-join.ts';
import { historyDayFile, slateFile, type Builder, type DatedRevision } from './shape.ts';

/**
 * history/<date>.json: the published picks (display names) archived as a snapshot of this run
 * (options.builtAt: the snapshot's time and the lock time of the picks it locks), with the
 * slate's games, their first pitch and confirmed lineups, and every priced hitter's prices; what it
 * did to the day is noted as `archiveStatus`, the settled picks it changed as `revisions`.
 */
export const buildHistoryDayFiles: Builder<'history/<date>.json'> = (join, context) => {
  const { date, inputs, names } = join;
  const { archive, builtAt, rewriteHistory } = context.options;
  const picks = context.published('picks.json').data;
  const batters = context.published('projections.json').data.batters;
  const games = runGames(context.published('lineups.json').data.games, batters, join);
  const existing = archive.find((d) => d.date === date) ?? null;
  const run: HistoryRun = { at: builtAt, games, confident: picks.confident, punt: picks.punt, value: picks.value, quotes: runQuotes(batters) };
  const archived = archiveRun(existing, date, run, { rewrite: rewriteHistory });
  context.notes.archiveStatus = archived.status;
  const evidenceOn = evidenceByDate(join, (name) => normaliseName(name, names), inputs['home-runs'].status === 'ok' ? inputs['home-runs'].rows : []);
  const resultsByDate = groupBy(inputs['game-results'].status === 'ok' ? inputs['game-results'].rows : [], (g) => g.date);
  const revisions: DatedRevision[] = [];
  const days = [...archive.filter((d) => d.date !== date), archived.day].map((d) => {
    const settled = settleDay(d, evidenceOn(d.date, resultsByDate.get(d.date) ?? []), builtAt);
    revisions.push(...settled.revisions.map((r) => ({ ...r, date: d.date })));
    return settled.day;
  });
  context.notes.revisions = revisions;
  return days.sort((a, b) => a.date.localeCompare(b.date)).map(historyDayFile);
};

/** history/index.json: the archived days' summary and the record in money. */
export const buildHistoryIndexFile: Builder<'history/index.json'> = (_join, context) =>
  slateFile('history/index.json', buildHistoryIndex(context.built('history/<date>.json').map((d) => d.data)));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The run's games: the slate's (id, first pitch, clubs, doubleheader number, the sides whose lineup
 * is confirmed with their projected hitters' ids), and the schedule's games of the date it marks
 * not played (postponed, cancelled), which are not on the slate.
 */
function runGames(slate: readonly Game[], batters: readonly ProjectedBatter[], join: SlateJoin): RunGame[] {
  const games: RunGame[] = slate.map((g) => {
    const confirmed = (['away', 'home'] as const)
      .filter((side) => g[side].status === 'Confirmed')
      .map((side) => ({ team: g[side].team, ids: batters.filter((b) => b.gameId === g.id && b.team === g[side].team).map((b) => b.id) }));
    return {
      gameId: g.id,
      firstPitch: firstPitchInstant(g.gameTime),
      away: g.away.team,
      home: g.home.team,
      ...(g.gameNumber === undefined ? {} : { gameNumber: g.gameNumber }),
      ...(confirmed.length === 0 ? {} : { confirmed }),
    };
  });
  const onSlate = new Set(games.map((g) => g.gameId));
  for (const g of join.inputs.games.rows) {
    if (g.gameDate !== join.date || g.gamePk === null || onSlate.has(g.gamePk) || !isNotPlayed(g)) continue;
    games.push({ gameId: g.gamePk, firstPitch: g.gameTime === null ? null : firstPitchInstant(g.gameTime), away: g.away, home: g.home, notPlayed: g.status! });
  }
  return games;
}

/** Every priced hitter's price at every book at this run, and whether his lineup was confirmed. */
function runQuotes(batters: readonly ProjectedBatter[]): RunQuote[] {
  return batters
    .filter((b) => b.books.length > 0)
    .map((b) => ({
      gameId: b.gameId,
      id: b.id,
      mlbamId: b.mlbamId,
      confirmed: b.confirmed,
      prices: Object.fromEntries([...b.books].sort((x, y) => x.book.localeCompare(y.book)).map((q) => [q.book, q.american])),
    }));
}

/**
 * What is known of each date: the home-run feed covers the dates between its first and last row
 * (outside them it says nothing, so a feed of a new season never settles last season's days), and
 * a date before its last row is over; the results input's games of that date.
 */
function evidenceByDate(join: SlateJoin, nameKey: (name: string) => string, rows: readonly RawHomeRun[]) {
  const byDate = groupBy(
    rows.map((h) => ({ date: h.date, hr: { batterId: h.batterId, nameKey: nameKey(h.batterName), team: h.team, gamePk: h.gamePk } })),
    (r) => r.date,
  );
  const dates = [...byDate.keys()].sort();
  const first = dates[0] ?? null;
  const last = dates.at(-1) ?? null;
  return (day: string, results: readonly RawGameResult[]): DayEvidence => {
    const covered = first !== null && last !== null && day >= first && day <= last;
    const homeRuns = covered ? (byDate.get(day) ?? []).map((r) => r.hr) : null;
    return {
      homeRuns,
      feedPast: last !== null && day < last,
      carriers: carriersOf(homeRuns ?? [], day === join.date ? join.sides : [], nameKey),
      nameKey,
      results,
    };
  };
}

/** A first pitch the archive can compare with a run's time: an ISO instant with its zone, else null (not known). */
export function firstPitchInstant(gameTime: string | null): string | null {
  if (gameTime === null || !/^\d{4}-\d{2}-\d{2}T[^ ]*(Z|[+-]\d{2}:?\d{2})$/.test(gameTime)) return null;
  const ms = Date.parse(gameTime);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Who carries each name that day, per team: the day's home-run batters and, for the slate date, its lineups' hitters. */
function carriersOf(homeRuns: readonly GradedHomeRun[], sides: SlateJoin['sides'], nameKey: (name: string) => string): DayEvidence['carriers'] {
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
