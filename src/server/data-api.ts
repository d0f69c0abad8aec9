/**
 * The read-only data API of Pro's API access (docs/api.md): the day's projections and picks as
 * JSON and CSV, for a request with `Authorization: Bearer <API key>`.
 *
 *   GET /api/v1/projections.json | /api/v1/projections.csv | /api/v1/picks.json | /api/v1/picks.csv
 *       optional ?date=YYYY-MM-DD (default: the latest published slate, what HR Projections shows)
 *
 *   200 the slate: JSON = the published file (projections.json / picks.json, domain/contracts)
 *       with its publishedAt; CSV = one line per hitter / pick (CSV_COLUMNS below)
 *   401 no key, or a key no account has (WWW-Authenticate: Bearer)
 *   403 a revoked key, or a key whose account has no active Pro plan now (Basic, cancelled, lapsed)
 *   429 with Retry-After: the key's budget across every endpoint, its account's budget across its
 *       keys, or (before any database lookup) the client address's budget of bad keys is spent
 *       (src/server/rate-limit.ts, docs/api.md#limits)
 *   400 a bad query parameter, with the catalogue's message (API_MESSAGES): anything but one
 *       date=YYYY-MM-DD that is a real calendar date; 404 no slate published (for that date); 405 not GET
 *   500 the database failed, or the stored slate fails its contract (never served half-right)
 *
 * The data comes from premium_slates (migration 0005), where `pipeline publish` puts the day's
 * premium data and the HR Projections page reads it; the server reads it with the service role
 * once the key's owner is known to have API access.
 */
import { type Options, stringify } from 'csv-stringify/sync';
import { type PicksFile, picksFileSchema } from '../../domain/contracts/picks.ts';
import { type ProjectedBatter, type ProjectionsFile, projectionsFileSchema } from '../../domain/contracts/projections.ts';
import type { Pick } from '../../domain/contracts/picks.ts';
import { API_MESSAGES, API_QUERY_PARAMETERS } from '../shared/api-access.ts';
import { hashApiKey, isWellFormedApiKey } from './api-keys.ts';
import { answerFailures, bearerToken, callDb, HttpError, json, methodNotAllowed } from './http.ts';
import type { ApiDeps, ApiHandler, StoredSlate } from './types.ts';

export type Dataset = 'projections' | 'picks';
export type DataFormat = 'json' | 'csv';

/** The projections CSV: every scalar field of a hitter, in this order (arrays and the pitcher object are in the JSON only). */
export const PROJECTION_CSV_COLUMNS = [
  'id',
  'mlbamId',
  'name',
  'team',
  'opponent',
  'gameId',
  'gameDate',
  'gameTime',
  'home',
  'battingOrder',
  'position',
  'confirmed',
  'hand',
  'opposingPitcher',
  'stadiumName',
  'weather',
  'pHr',
  'oddsAmerican',
  'oddsBook',
  'oddsNoAmerican',
  'fairProbability',
  'fairProbMethod',
  'fairBasis',
  'edge',
  'edgeLow',
  'edgeHigh',
  'edgeWithinNoise',
  'evPerDollar',
  'evidencePa',
  'evidenceStatcastPa',
  'evidenceThin',
  'hrProbability',
  'hardHitRate',
  'hrRate',
  'barrelRate',
  'exitVelo',
  'launchAngle',
  'parkFactor',
  'temperature',
  'maxEV',
  'hr',
  'avg',
  'slg',
  'ld',
  'fb',
  'pull',
  'hc',
  'iffb',
  'trueFb',
  'ab',
  'barrelPct',
  'kPct',
  'ip',
] as const satisfies readonly (keyof ProjectedBatter)[];

/** The picks CSV: the list (confident or punt), then the pick's fields. */
export const PICK_CSV_COLUMNS = ['id', 'name', 'team', 'opponent', 'gameId', 'hrProbability', 'pHr', 'oddsAmerican'] as const satisfies readonly (keyof Pick)[];

type Cell = string | number | boolean | null;

/**
 * The site's CSV conventions (src/ui/table/csv.ts): UTF-8 with a byte-order mark, CRLF, raw
 * numbers (0.1234, not "12.3%"), an empty cell for a missing value, a text cell a spreadsheet
 * would run as a formula (= + - @ tab CR first) prefixed with '.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  quoted_match: /\r/,
  cast: {
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    boolean: (value) => (value ? 'true' : 'false'),
    string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
  },
};

export function projectionsCsv(file: ProjectionsFile): string {
  const rows: Cell[][] = file.batters.map((batter) => PROJECTION_CSV_COLUMNS.map((column) => batter[column]));
  return stringify([[...PROJECTION_CSV_COLUMNS], ...rows], CSV_OPTIONS);
}

export function picksCsv(file: PicksFile): string {
  const line = (list: 'confident' | 'punt') => (pick: Pick) => [list, ...PICK_CSV_COLUMNS.map((column) => pick[column])];
  return stringify([['list', ...PICK_CSV_COLUMNS], ...file.confident.map(line('confident')), ...file.punt.map(line('punt'))], CSV_OPTIONS);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a day that exists (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A parameter name as an error message may quote it: printable, at most 40 characters. */
function quotedName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}...` : printable;
}

/** The requested date (null: the latest slate); 400 for any other parameter, a repeated one, or a date that does not exist. */
export function requestedDate(url: URL): string | null {
  const names = [...url.searchParams.keys()];
  const unknown = names.find((name) => !(API_QUERY_PARAMETERS as readonly string[]).includes(name));
  if (unknown !== undefined) throw new HttpError(400, API_MESSAGES.unknownParameter(quotedName(unknown)));
  const dates = url.searchParams.getAll('date');
  if (dates.length > 1) throw new HttpError(400, API_MESSAGES.repeatedParameter('date'));
  const date = dates[0];
  if (date === undefined) return null;
  if (!isCalendarDate(date)) throw new HttpError(400, API_MESSAGES.badDate);
  return date;
}

const tooMany = (message: string, seconds: number) => new HttpError(429, message, { 'retry-after': String(seconds) });

/**
 * The key's owner may read now, or the HttpError saying why not. In order: an address spent on
 * bad keys is refused before anything is looked up; a key of the wrong form is unknown without a
 * lookup; an unknown or revoked key counts against the address; a usable key's request counts
 * against the key's and its account's budgets.
 */
async function admitKey(request: Request, deps: ApiDeps, address: string): Promise<void> {
  const throttled = deps.limits.addressRefusal(address);
  if (throttled !== null) throw tooMany(API_MESSAGES.badKeysFromAddress(throttled.retryAfter), throttled.retryAfter);
  const key = bearerToken(request);
  if (key === null) throw new HttpError(401, API_MESSAGES.missingKey, { 'www-authenticate': 'Bearer realm="Longball API"' });
  const unknown = () => {
    deps.limits.recordBadKey(address);
    return new HttpError(401, API_MESSAGES.unknownKey, { 'www-authenticate': 'Bearer realm="Longball API", error="invalid_token"' });
  };
  if (!isWellFormedApiKey(key)) throw unknown();
  const use = await callDb(API_MESSAGES.dataFailed, () => deps.keys.checkKey(hashApiKey(key)));
  if (use === null) throw unknown();
  if (use.revoked) {
    deps.limits.recordBadKey(address);
    throw new HttpError(403, API_MESSAGES.revokedKey);
  }
  if (!use.hasAccess) throw new HttpError(403, API_MESSAGES.planLapsed);
  const refused = deps.limits.admit(use.keyId, use.userId);
  if (refused !== null) {
    const message = refused.scope === 'account' ? API_MESSAGES.accountRateLimited : API_MESSAGES.rateLimited;
    throw tooMany(message(refused.retryAfter), refused.retryAfter);
  }
}

/** Requests whose address the runtime cannot tell share one address. */
const UNKNOWN_ADDRESS = 'unknown';

function answer(dataset: Dataset, format: DataFormat, slate: StoredSlate): Response {
  const parsed = dataset === 'projections' ? projectionsFileSchema.safeParse(slate.projections) : picksFileSchema.safeParse(slate.picks);
  if (!parsed.success) throw new HttpError(500, API_MESSAGES.invalidSlate, {}, new Error(`slate ${slate.date}: ${dataset} fails its contract`));
  if (format === 'json') return json(200, { ...parsed.data, publishedAt: slate.publishedAt });
  const csv = dataset === 'projections' ? projectionsCsv(parsed.data as ProjectionsFile) : picksCsv(parsed.data as PicksFile);
  return new Response(csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="longball-${dataset}-${slate.date}.csv"`,
      'cache-control': 'no-store',
    },
  });
}

export function dataRoute(dataset: Dataset, format: DataFormat): ApiHandler {
  return async (request, deps, client) => {
    if (request.method !== 'GET') return methodNotAllowed(request.method, 'GET');
    return answerFailures(request, deps, API_MESSAGES.dataFailed, async () => {
      await admitKey(request, deps, client?.address ?? UNKNOWN_ADDRESS);
      const date = requestedDate(new URL(request.url));
      const slate = await callDb(API_MESSAGES.dataFailed, () => deps.keys.slate(date));
      if (slate === null) throw new HttpError(404, API_MESSAGES.noSlate);
      return answer(dataset, format, slate);
    });
  };
}

export const projectionsJson = dataRoute('projections', 'json');
export const projectionsCsvRoute = dataRoute('projections', 'csv');
export const picksJson = dataRoute('picks', 'json');
export const picksCsvRoute = dataRoute('picks', 'csv');
