/**
 * An archive of several settled days for the browser tests' build (scripts/site-test-prepare.ts),
 * made by the pipeline's own rules (core/history.ts archiveRun, core/settlement.ts settleDay) from
 * the sample build's archived day: its run (picks and prices) moved to the end of the previous
 * season, with that day's own model values (each HR Prob and HR Chance a little lower than today's,
 * never one of today's values nor a percent today's page shows for that hitter: today's are premium
 * in a configured build, past days' public), after a morning run whose prices were a little longer (so closing-line value is not
 * zero), two Punt picks of each run also on the Value list, and each day settled from box scores
 * drawn on a seeded stream: most hitters bat four times and homer about as often as HR Chance
 * says, one a day never comes to the plate (void), and one day's first game is postponed (void).
 * Last season's days: the sample's home-run feed (this season only) leaves them as they are, as
 * the first build of a new season must. Their priced hitters' close prices are graded into the market
 * log (core/market-log.ts, as each morning build would have), for /model's reliability on graded nights.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HISTORY_DAY_SCHEMA, marketLogSchema, type HistoryDay, type HistoryRun, type MarketLog } from '../../domain/contracts/index.ts';
import { formatJson } from '../../domain/contracts/json-layout.ts';
import { evPerDollar } from '../../domain/probability/devig.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatProbability } from '../../src/lib/format.ts';
import { archiveRun } from '../../pipeline/core/history.ts';
import { appendToMarketLog } from '../../pipeline/core/market-log.ts';
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

/** Today's model values (projections.json: each hitter's HR Prob and HR Chance), which no past day may repeat. */
function todaysValues(generatedDir: string): Set<number> {
  const projections = JSON.parse(readFileSync(path.join(generatedDir, 'projections.json'), 'utf8')) as {
    batters: Array<{ hrProbability: number | null; pHr?: number | null }>;
  };
  return new Set(projections.batters.flatMap((b) => [b.hrProbability, b.pHr ?? null]).filter((v): v is number => v !== null));
}

/**
 * A past day's value for one of today's: 1.5 % to 7.5 % lower by the day, then lowered by 0.0001
 * while it is one of today's values or shows as today's percent. The same for the same value, so a
 * hitter's picks and quotes of a day agree.
 */
function pastValueOf(today: Set<number>, days: number): (value: number) => number {
  const factor = 1 - 0.015 * (1 + (days % 5));
  const shown = (v: number) => formatProbability(v, DISPLAY_DECIMALS.probabilityPercent);
  return (value) => {
    let past = Math.round(value * factor * 10_000) / 10_000;
    while (today.has(past) || shown(past) === shown(value)) past = Math.round((past - 0.0001) * 10_000) / 10_000;
    return past;
  };
}

type ModelValued = { hrProbability: number | null; pHr?: number | null; oddsAmerican: number | null; fairProbability?: number | null };

/** A pick with the past day's values; its edge and EV follow its HR Chance. */
function withPastValues<T extends ModelValued>(pick: T, past: (value: number) => number): T {
  const pHr = pick.pHr == null ? pick.pHr : past(pick.pHr);
  const priced = pHr != null && pick.oddsAmerican !== null;
  return {
    ...pick,
    hrProbability: pick.hrProbability === null ? null : past(pick.hrProbability),
    pHr,
    ...(priced && pick.fairProbability != null ? { edge: Math.round((pHr - pick.fairProbability) * 10_000) / 10_000 } : {}),
    ...(priced && 'evPerDollar' in pick ? { evPerDollar: Math.round(evPerDollar(pHr, pick.oddsAmerican!) * 10_000) / 10_000 } : {}),
  };
}

/**
 * The sample day's run moved `days` earlier (its time, first pitches), after a morning run three hours
 * before it whose prices were 40 points longer; both publish two Punt picks on the Value list too.
 */
function movedRuns(run: HistoryRun, days: number, today: Set<number>): HistoryRun[] {
  const past = pastValueOf(today, days);
  const moved = (at: string, longer: number): HistoryRun => {
    const price = (american: number | null) => (american === null ? null : american + longer);
    const move = <T extends ModelValued>(p: T) => withPastValues({ ...p, oddsAmerican: price(p.oddsAmerican) }, past);
    return {
      ...run,
      at: shift(at, -days),
      games: run.games.map((g) => ({ ...g, firstPitch: g.firstPitch === null ? null : shift(g.firstPitch, -days) })),
      confident: run.confident.map(move),
      punt: run.punt.map(move),
      value: run.punt.slice(0, 2).map(move),
      quotes: (run.quotes ?? []).map((q) => ({
        ...q,
        pHr: q.pHr == null ? q.pHr : past(q.pHr),
        prices: Object.fromEntries(Object.entries(q.prices).map(([book, a]) => [book, a + longer])),
      })),
    };
  };
  return [moved(shift(run.at, -3 / 24), 40), moved(run.at, 0)];
}

/**
 * The day's box scores: each pick's game with a line for each pick and, drawn on their own stream so the
 * picks' draws are the same, for every other priced hitter of the game (he bats four times and homers about
 * as often as his HR Chance says); one pick a day never comes to the plate, the first game is postponed on one day.
 */
function resultsOf(day: HistoryDay, random: () => number, others: () => number, postponeFirst: boolean): RawGameResult[] {
  const picks = [...day.confident, ...day.punt, ...(day.value ?? [])];
  const games = [...new Set(picks.map((p) => p.gameId!))];
  const quotes = day.runs?.at(-1)?.quotes ?? [];
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
        : [
            ...ofGame.map((p) => ({
              mlbamId: Number(p.id.replace('mlbam-', '')),
              name: p.name,
              team: p.team,
              plateAppearances: p === silent ? 0 : 4,
              homeRuns: p !== silent && random() < (p.pHr ?? 0.15) * 1.2 ? 1 : 0,
            })),
            ...quotes
              .filter((q) => q.gameId === gamePk && q.mlbamId !== null && !ofGame.some((p) => p.id === q.id))
              .map((q) => ({ mlbamId: q.mlbamId!, name: q.id, team: ofGame[0]!.team, plateAppearances: 4, homeRuns: others() < (q.pHr ?? 0.12) ? 1 : 0 })),
          ],
    };
  });
}

/** The last days of the previous regular season. */
export const ARCHIVE_DATES = ['2025-09-23', '2025-09-24', '2025-09-25', '2025-09-26', '2025-09-27', '2025-09-28'];

/**
 * Writes ARCHIVE_DATES' settled days into `generatedDir`/history, from its day `sampleDate`, and their graded
 * close prices into the market log (market/log.json, as each morning build would have graded them); the next
 * build indexes the days and keeps the log.
 */
export function writeGeneratedArchive(generatedDir: string, sampleDate: string): HistoryDay[] {
  const sample = HISTORY_DAY_SCHEMA.parse(JSON.parse(readFileSync(path.join(generatedDir, 'history', `${sampleDate}.json`), 'utf8')));
  const today = todaysValues(generatedDir);
  const random = stream(20_260_821);
  const others = stream(20_250_923);
  let log: MarketLog | null = null;
  const days = ARCHIVE_DATES.map((date, i) => {
    const back = Math.round((Date.parse(sampleDate) - Date.parse(date)) / 86_400_000);
    let day: HistoryDay | null = null;
    for (const run of movedRuns(sample.runs![0]!, back, today)) day = archiveRun(day, date, run, { rewrite: false }).day;
    const evidence: DayEvidence = {
      homeRuns: null,
      feedPast: false,
      carriers: new Map(),
      nameKey: (n) => n.toLowerCase(),
      results: resultsOf(day!, random, others, i === 2),
    };
    const morning = shift(`${date}T12:00:00.000Z`, 1);
    const settled = settleDay(day!, evidence, morning).day;
    writeFileSync(path.join(generatedDir, 'history', `${date}.json`), formatJson(settled));
    log = appendToMarketLog(log, [settled], evidence.results, morning.slice(0, 10), morning).log;
    return settled;
  });
  mkdirSync(path.join(generatedDir, 'market'), { recursive: true });
  writeFileSync(path.join(generatedDir, 'market', 'log.json'), formatJson(marketLogSchema.parse(log)));
  return days;
}
