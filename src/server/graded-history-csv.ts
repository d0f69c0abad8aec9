/**
 * POST /api/graded-history-csv { from, to }: the graded picks of the archive between two dates
 * (both included) as CSV, a Pro report (docs/product.md#custom-reports).
 *
 *   200 text/csv: UTF-8 with a byte-order mark, one row per graded pick (the day's Confident,
 *       Punt then Value picks, days oldest first; a void pick is not graded), raw numbers (0.183, not "18.3%"), Homered 1 or 0
 *   400 a bad body: dates that are not calendar dates, from after to, a range longer than
 *       MAX_RANGE_DAYS, or any other field (a plan or a role sent by the client is refused)
 *   401 no token / invalid token
 *   403 the caller is not a Pro subscriber now (public.entitlement: a Pro subscription whose
 *       status entitles and whose period has not ended, migration 0012; nothing the client sends counts)
 *   404 no graded pick in the range
 *   500 the archive could not be read (a missing or malformed day file is never skipped: a
 *       report with a day silently left out would be a wrong figure)
 *
 * Where the history is read: the built site's public archive, `<site out>/client/data/history/
 * <date>.json` (HistoryArchive below; the site out folder is LONGBALL_SITE_OUT, default dist, as
 * for server/serve.mjs), so the CSV holds exactly the days the Historic Projections page shows.
 * In configured mode that build has no file for the slate's own day (its picks are premium), and
 * that day has no graded pick anyway. In local mode (no accounts) the route answers anyone, as
 * every page and data file is open there (openGradedHistoryCsv).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { type HistoricPick, type HistoryDay, historyDaySchema } from '../../domain/contracts/picks.ts';
import { GRADED_HISTORY_MESSAGES, gradedHistoryFileName, rangeProblem } from '../shared/graded-history.ts';
import { authenticate, callDb, describeError, HttpError, json, logOf, methodNotAllowed, postOnly, readJsonBody } from './http.ts';
import { isProSubscriber } from '../shared/plans.ts';
import type { Handler, Logger } from './types.ts';

/** The archived days the route reads. */
export interface HistoryArchive {
  /** The archived days whose date lies in [from, to], oldest first; throws when one cannot be read. */
  daysBetween(from: string, to: string): Promise<HistoryDay[]>;
}

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

/** The day files under `dir` (a build's client/data/history), each validated by its contract. */
export function fileHistoryArchive(dir: string): HistoryArchive {
  return {
    async daysBetween(from, to) {
      const dates = (await readdir(dir))
        .map((name) => DAY_FILE.exec(name)?.[1])
        .filter((date): date is string => date !== undefined && date >= from && date <= to)
        .sort();
      const days: HistoryDay[] = [];
      for (const date of dates) {
        const file = path.join(dir, `${date}.json`);
        const parsed = historyDaySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
        if (!parsed.success) throw new Error(`${file} does not match the history contract: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        days.push(parsed.data);
      }
      return days;
    },
  };
}

/** The archive of the build this server serves: LONGBALL_SITE_OUT (default dist)/client/data/history. */
export function builtHistoryDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.LONGBALL_SITE_OUT ?? 'dist', 'client', 'data', 'history');
}

export const gradedHistoryBodySchema = z
  .object({ from: z.string({ error: 'from is required (YYYY-MM-DD)' }), to: z.string({ error: 'to is required (YYYY-MM-DD)' }) })
  .strict()
  .superRefine((body, context) => {
    const problem = rangeProblem(body.from, body.to);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/** The CSV's columns: header and the raw value of a graded pick. */
const CSV_COLUMNS: readonly { header: string; value: (pick: HistoricPick, date: string, list: ListTitle) => string | number | null }[] = [
  { header: 'Date', value: (_pick, date) => date },
  { header: 'List', value: (_pick, _date, list) => list },
  { header: 'Game ID', value: (pick) => pick.gameId ?? null },
  { header: 'Player ID', value: (pick) => pick.id },
  { header: 'Player', value: (pick) => pick.name },
  { header: 'Team', value: (pick) => pick.team },
  { header: 'Opp', value: (pick) => pick.opponent ?? null },
  { header: 'HR Prob', value: (pick) => pick.hrProbability },
  { header: 'HR Chance', value: (pick) => pick.pHr ?? null },
  { header: 'Odds', value: (pick) => pick.oddsAmerican ?? null },
  { header: 'Locked', value: (pick) => pick.lockedAt ?? null },
  { header: 'Homered', value: (pick) => (pick.homered ? 1 : 0) },
];

const BYTE_ORDER_MARK = '\uFEFF';

/** A text cell a spreadsheet would run as a formula gets a leading ' (as the tables' CSV does, src/ui/table/csv.ts). */
function spreadsheetSafe(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type ListTitle = 'Confident' | 'Punt' | 'Value';

/** The CSV of the days' graded picks (pending and void picks, homered null, are left out); null when there is none. */
export function gradedPicksCsv(days: readonly HistoryDay[]): { csv: string; picks: number } | null {
  const rows: (string | number | null)[][] = [];
  for (const day of days) {
    for (const [list, picks] of [
      ['Confident', day.confident],
      ['Punt', day.punt],
      ['Value', day.value ?? []],
    ] as const) {
      for (const pick of picks) {
        if (pick.homered === null) continue;
        rows.push(CSV_COLUMNS.map((column) => spreadsheetSafe(column.value(pick, day.date, list))));
      }
    }
  }
  if (rows.length === 0) return null;
  const csv = stringify([CSV_COLUMNS.map((column) => column.header), ...rows], {
    record_delimiter: 'windows',
    cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
  });
  return { csv: `${BYTE_ORDER_MARK}${csv}`, picks: rows.length };
}

type RangeBody = z.infer<typeof gradedHistoryBodySchema>;

async function csvAnswer(request: Request, body: RangeBody, archive: HistoryArchive, log: Logger): Promise<Response> {
  let days: HistoryDay[];
  try {
    days = await archive.daysBetween(body.from, body.to);
  } catch (error) {
    log(`${new URL(request.url).pathname}: the archive could not be read`, { error: describeError(error) });
    throw new HttpError(500, GRADED_HISTORY_MESSAGES.archiveUnavailable);
  }
  const report = gradedPicksCsv(days);
  if (report === null) throw new HttpError(404, GRADED_HISTORY_MESSAGES.noPicks(body.from, body.to));
  return new Response(report.csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${gradedHistoryFileName(body.from, body.to)}"`,
      'cache-control': 'no-store',
      'x-graded-picks': String(report.picks),
    },
  });
}

/** Configured mode: a signed-in Pro subscriber only. */
export function gradedHistoryCsv(archive: HistoryArchive): Handler {
  return postOnly(GRADED_HISTORY_MESSAGES.failed, async (request, deps) => {
    const user = await authenticate(request, deps, GRADED_HISTORY_MESSAGES.notSignedIn);
    // Strict: a body naming a plan or a role is refused (400) before anything is looked up.
    const body = await readJsonBody(request, gradedHistoryBodySchema);
    // The database's entitlement rule (migration 0012): a Pro subscription whose period runs.
    const entitlement = await callDb(GRADED_HISTORY_MESSAGES.failed, () => deps.db.entitlement(user.userId));
    if (!isProSubscriber(entitlement)) throw new HttpError(403, GRADED_HISTORY_MESSAGES.proOnly);
    return csvAnswer(request, body, archive, logOf(deps));
  });
}

/** Local mode (no accounts): open to anyone, like every page and data file of a local site. */
export function openGradedHistoryCsv(archive: HistoryArchive, log: Logger): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed(request.method);
    try {
      return await csvAnswer(request, await readJsonBody(request, gradedHistoryBodySchema), archive, log);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.publicMessage }, error.headers);
      log(`${new URL(request.url).pathname}: unexpected failure`, { error: describeError(error) });
      return json(500, { error: GRADED_HISTORY_MESSAGES.failed });
    }
  };
}
