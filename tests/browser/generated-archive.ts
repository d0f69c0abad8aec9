/**
 * An archive of several settled days for the browser tests' build (scripts/site-test-prepare.ts),
 * made by the pipeline's own rules (core/history.ts archiveRun, core/settlement.ts settleDay) from
 * the sample build's archived day: its run (picks and prices) moved to the end of the previous
 * season, after a morning run whose prices were a little longer (so closing-line value is not
 * zero), two Punt picks of each run also on the Value list, and each day settled from box scores
 * drawn on a seeded stream: most hitters bat four times and homer about as often as HR Chance
 * says, one a day never comes to the plate (void), and one day's first game is postponed (void).
 * Last season's days: the sample's home-run feed (this season only) leaves them as they are, as
 * the first build of a new season must.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HISTORY_DAY_SCHEMA, type HistoryDay, type HistoryRun } from '../../domain/contracts/index.ts';
import { formatJson } from '../../domain/contracts/json-layout.ts';
import { archiveRun } from '../../pipeline/core/history.ts';
import { settleDay, type DayEvidence } from '../../pipeline/core/settlement.ts';
import type { RawGameResult } from '../../pipeline/inputs/rows.ts';

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

/** The last days of the previous regular season. */
export const ARCHIVE_DATES = ['2025-09-23', '2025-09-24', '2025-09-25', '2025-09-26', '2025-09-27', '2025-09-28'];

/** Writes ARCHIVE_DATES' settled days into `generatedDir`/history, from its day `sampleDate`; the next build indexes them. */
export function writeGeneratedArchive(generatedDir: string, sampleDate: string): HistoryDay[] {
  const sample = HISTORY_DAY_SCHEMA.parse(JSON.parse(readFileSync(path.join(generatedDir, 'history', `${sampleDate}.json`), 'utf8')));
  const random = stream(20_260_821);
  return ARCHIVE_DATES.map((date, i) => {
    const back = Math.round((Date.parse(sampleDate) - Date.parse(date)) / 86_400_000);
    let day: HistoryDay | null = null;
    for (const run of movedRuns(sample.runs![0]!, back)) day = archiveRun(day, date, run, { rewrite: false }).day;
    const evidence: DayEvidence = {
      homeRuns: null,
      feedPast: false,
      carriers: new Map(),
      nameKey: (n) => n.toLowerCase(),
      results: resultsOf(day!, random, i === 2),
    };
    const settled = settleDay(day!, evidence, shift(`${date}T12:00:00.000Z`, 1)).day;
    writeFileSync(path.join(generatedDir, 'history', `${date}.json`), formatJson(settled));
    return settled;
  });
}
