/**
 * An archive of several settled days for the Historic Projections spec, made by the pipeline's own
 * rules (core/history.ts archiveRun, core/settlement.ts settleDay, core/history-index.ts) from the
 * sample build's archived day: its runs (picks and prices) moved to earlier dates, the morning
 * run's prices a little longer than the evening's (so closing-line value is not zero), two picks
 * of each run also on the Value list, and each day settled from box scores drawn on a seeded
 * stream: most hitters bat four times and homer about as often as HR Chance says, one a day never
 * comes to the plate (void), and one day's first game is postponed (void).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HISTORY_DAY_SCHEMA, type HistoryDay, type HistoryIndex, type HistoryRun } from '../../domain/contracts/index.ts';
import { archiveRun } from '../../pipeline/core/history.ts';
import { buildHistoryIndex } from '../../pipeline/core/history-index.ts';
import { settleDay, type DayEvidence } from '../../pipeline/core/settlement.ts';
import type { RawGameResult } from '../../pipeline/inputs/rows.ts';
import { TEST_GENERATED_DIR } from './accounts-env.ts';

/** A small deterministic stream (mulberry32). */
function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();

/**
 * The sample day's run moved `days` earlier (its time, first pitches), after a morning run three hours
 * before it whose prices were 40 points longer; both publish two Punt picks on the Value list too.
 */
function movedRuns(run: HistoryRun, days: number): HistoryRun[] {
  const moved = (at: string, longer: number): HistoryRun => {
    const price = (american: number | null) => (american === null ? null : american + longer);
    const move = <T extends { oddsAmerican: number | null }>(p: T) => ({ ...p, oddsAmerican: price(p.oddsAmerican) });
    return {
      ...run,
      at: shift(at, -days),
      games: run.games.map((g) => ({ ...g, firstPitch: g.firstPitch === null ? null : shift(g.firstPitch, -days) })),
      confident: run.confident.map(move),
      punt: run.punt.map(move),
      value: run.punt.slice(0, 2).map(move),
      quotes: (run.quotes ?? []).map((q) => ({ ...q, prices: Object.fromEntries(Object.entries(q.prices).map(([book, a]) => [book, a + longer])) })),
    };
  };
  return [moved(shift(run.at, -3 / 24), 40), moved(run.at, 0)];
}

function resultsOf(day: HistoryDay, random: () => number, postponeFirst: boolean): RawGameResult[] {
  const picks = [...day.confident, ...day.punt, ...(day.value ?? [])];
  const games = [...new Set(picks.map((p) => p.gameId!))];
  const silent = picks[Math.floor(random() * picks.length)]!;
  return games.map((gamePk, i) => {
    const ofGame = picks.filter((p) => p.gameId === gamePk);
    const postponed = postponeFirst && i === 0;
    return {
      gamePk,
      date: day.date,
      away: ofGame[0]!.team,
      home: ofGame[0]!.opponent ?? 'NYY',
      gameNumber: null,
      state: postponed ? 'postponed' : 'final',
      detailedState: postponed ? 'Postponed' : 'Final',
      batters: postponed
        ? null
        : ofGame.map((p) => ({
            mlbamId: Number(p.id.replace('mlbam-', '')),
            name: p.name,
            team: p.team,
            plateAppearances: p === silent ? 0 : 4,
            homeRuns: p !== silent && random() < (p.pHr ?? 0.15) * 1.2 ? 1 : 0,
          })),
    };
  });
}

/** `count` settled days before the sample's, and the index over them and the sample's own day. */
export function generatedArchive(count = 6): { days: HistoryDay[]; index: HistoryIndex } {
  const sample = HISTORY_DAY_SCHEMA.parse(JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'history', '2026-08-21.json'), 'utf8')));
  const random = stream(20_260_821);
  const days: HistoryDay[] = [];
  for (let back = count; back >= 1; back--) {
    const date = shift(`${sample.date}T12:00:00.000Z`, -back).slice(0, 10);
    let day: HistoryDay | null = null;
    for (const run of movedRuns(sample.runs![0]!, back)) day = archiveRun(day, date, run, { rewrite: false }).day;
    const evidence: DayEvidence = {
      homeRuns: null,
      feedPast: false,
      carriers: new Map(),
      nameKey: (n) => n.toLowerCase(),
      results: resultsOf(day!, random, back === 3),
    };
    days.push(settleDay(day!, evidence, shift(`${date}T12:00:00.000Z`, 1)).day);
  }
  return { days, index: buildHistoryIndex([...days, sample]) };
}
