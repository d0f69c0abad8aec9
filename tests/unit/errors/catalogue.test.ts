/**
 * The error catalogue: every entry renders a whole message and hint from its typed
 * details, a header read from a file reaches a hint only through describeHeader, and
 * `new LongballError(code, details)` refuses details that do not match the code
 * (catalogue-types.ts, checked by the typecheck).
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type DetailsOf, type ErrorCode, LongballError, type UntypedErrorCode, describeHeader } from '../../../pipeline/errors.ts';
import { parseFangraphsBatters } from '../../../pipeline/sources/fangraphs.ts';
import { parseSavantParkFactors } from '../../../pipeline/sources/savant.ts';

/** A raw header line as a broken export may carry it: data and markup, not column names. */
const RAW_HEADER = ['Team', '<html><body>{"error":"rate limited"}</body></html>'];

/** One set of details per code: the type makes a new code without a sample (or with wrong details) fail to compile. */
const SAMPLES: { readonly [C in ErrorCode]: DetailsOf<C> } = {
  REQUIRED_INPUT_MISSING: { input: 'lineups', dir: 'raw-data', expected: 'lineups.json' },
  REQUIRED_INPUT_UNUSABLE: { input: 'lineups', file: 'lineups.json', reason: 'it holds no usable rows' },
  CSV_MALFORMED: { file: 'fangraphs-stats.csv', line: 2, reason: 'Invalid Opening Quote' },
  CSV_EMPTY: { file: 'fangraphs-stats.csv' },
  CSV_MISSING_COLUMN: { file: 'savant_park_factors.csv', column: 'the HR park factor', accepted: ['HR', 'index_hr'], header: RAW_HEADER },
  INPUT_NOT_TEXT: { file: 'bvp.json', reason: 'it is UTF-16' },
  INPUT_NOT_REGULAR_FILE: { file: 'bvp.json', reason: 'a symbolic link out of the folder' },
  INPUT_TOO_LARGE: { file: 'bvp.json', input: 'bvp', size: '90 MB', limit: '20 MB' },
  JSON_MALFORMED: { file: 'bvp.json', reason: 'the file is empty' },
  JSON_WRONG_SHAPE: { file: 'bvp.json', reason: 'expected an array, found an object', expected: 'an array of matchup rows' },
  MODEL_DATA_INVALID: { file: 'pa-2025.csv.gz', line: 12, column: 'hr', reason: 'not 0 or 1', value: '2' },
  MODEL_DATA_TRUNCATED: { file: 'pa-2025.csv.gz', line: 9001, column: 'site' },
  MODEL_DATA_EMPTY: { file: 'pa_2022.csv.gz', reason: 'the header has no rows under it' },
  MODEL_DATA_TOO_SMALL: { file: 'pa_one_day.csv', starterGames: 18, minimum: 500 },
  MODEL_HISTORY_ORDER: {
    file: 'pa_2022.csv.gz',
    firstDate: '2022-04-07',
    lastDate: '2022-10-05',
    season: 'pa_2021.csv.gz',
    seasonFirstDate: '2021-04-01',
    seasonLastDate: '2021-10-03',
    reason: 'it is a later season',
  },
  MODEL_STATCAST_TOO_LATE: { file: 'statcast_batting_2022.csv', season: 2022, target: 'pa_2022.csv.gz (2022)' },
  MODEL_CONDITIONS_UNMATCHED: { file: 'games_2019.csv.gz', firstDate: '2019-03-20', lastDate: '2019-09-29' },
  MODEL_CARD_INVALID: { file: 'model-card.json', reason: 'the file does not exist' },
  MARKET_DATA_INVALID: { file: 'hr_props.csv', line: 12, column: 'close_price', value: '99', reason: 'not an anytime-HR "Yes" price', more: 2 },
  MARKET_DATA_UNREADABLE: { file: 'hr_props.csv', reason: 'ENOENT: no such file or directory' },
  MARKET_DATA_EMPTY: { file: 'hr_props.csv', reason: 'none of its 3 rows is graded' },
  MARKET_HISTORY_ORDER: { file: 'later.csv', firstDate: '2026-07-01', lastDate: '2026-07-18', target: 'hr_props.csv', targetFirstDate: '2026-06-11' },
  MARKET_CARD_INVALID: { file: 'market-card.json', reason: 'the file does not exist' },
  STRICT_MISSING_COLUMNS: { missing: 'savant_statcast.csv: barrel_batted_rate' },
  BAD_DATE: { value: '2026-02-30' },
  BAD_OPTION: { option: '--timeout', value: '"-1"', reason: 'must be positive' },
  NO_SLATE_DATE: {},
  RAW_DIR_MISSING: { dir: 'raw-data' },
  OUTPUT_INVALID: { file: 'picks.json', reason: 'confident.0.probability: too big' },
  OUTPUT_WRITE_FAILED: { dir: 'generated', reason: 'ENOSPC' },
  OUTPUT_TOO_LARGE: { file: 'bvp.json', size: '9 MB', budget: '4 MB' },
  OUTPUT_LOCKED: { pid: 4242, since: '2026-08-22T12:00:00.000Z', dir: '/srv/generated', waited: 120, lock: '/srv/.generated.lock' },
  FOLDERS_OVERLAP: { out: 'raw-data', raw: 'raw-data', reason: 'they are the same folder' },
  HISTORY_UNREADABLE: { file: '2026-08-21.json', dir: 'generated/history', reason: 'it does not match its contract' },
  HISTORY_CONFLICT: { date: '2026-08-22', at: '2026-08-22T12:00:00.000Z', last: '2026-08-22T17:30:00.000Z' },
  PUBLISH_NOT_CONFIGURED: { reason: 'SUPABASE_SERVICE_ROLE_KEY is not set' },
  PUBLISH_REFUSED: { dir: 'generated', date: '2026-08-22', reason: 'it is a build of the demo sample', fix: 'Build the real raw data, or pass --allow-demo.' },
  PUBLISH_NO_OUTPUT: { file: 'projections.json', dir: 'generated', reason: 'it does not match its contract' },
  PUBLISH_FAILED: { date: '2026-08-22', reason: 'permission denied' },
  FETCH_REQUIRED_INPUT: { failures: 'lineups.json was not fetched (http-error): 503' },
  FETCH_DEGRADED: { inputs: 'season batting counts (missing), park factors (stale)' },
  INTERNAL: { error: "TypeError: Cannot read properties of null (reading 'team')\n    at buildSlate" },
};

/** Fails to compile when an entry is written without its details type (see defineError). */
const everyEntryTyped: [UntypedErrorCode] extends [never] ? true : UntypedErrorCode = true;

describe('error catalogue', () => {
  it('declares the details of every entry', () => {
    expect(everyEntryTyped).toBe(true);
  });

  it.each(Object.keys(CATALOGUE) as ErrorCode[])('%s renders a whole message and hint from its sample details', (code) => {
    const error = new LongballError(code, SAMPLES[code] as never);
    for (const text of [error.message, error.hint]) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
    }
    expect(error.hint).not.toContain('<html>');
    expect(error.exitCode).toBe(CATALOGUE[code].exitCode);
  });

  it('describes a header by its column names, or only by its width when it holds data', () => {
    expect(describeHeader(['Team', 'Venue', 'HR'])).toBe("The header's 3 columns are Team,Venue,HR");
    expect(describeHeader(RAW_HEADER)).toBe('The first line (2 fields) holds no column names');
    expect(describeHeader([])).toBe('The first line (0 fields) holds no column names');
  });

  it('a Savant park-factors file without its column describes the header, never quotes it raw', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    const thrown = (parse: () => unknown): LongballError => {
      try {
        parse();
      } catch (e) {
        return e as LongballError;
      }
      throw new Error('expected the parser to throw');
    };
    const named = thrown(() => parseSavantParkFactors('savant_park_factors.csv', bytes('Team,Venue,wOBACon\nRockies,Coors Field,112\n')));
    expect(named.code).toBe('CSV_MISSING_COLUMN');
    expect(named.hint).toBe("The header's 3 columns are Team,Venue,wOBACon. Re-export with that column, or rename it to one of the accepted names.");
    const raw = thrown(() => parseSavantParkFactors('savant_park_factors.csv', bytes(`${RAW_HEADER.join(',')}\nRockies,1\n`)));
    expect(raw.code).toBe('CSV_MISSING_COLUMN');
    expect(raw.hint).toBe('The first line (2 fields) holds no column names. Re-export with that column, or rename it to one of the accepted names.');
    // The FanGraphs adapter's missing column goes through the same description.
    const fangraphs = thrown(() => parseFangraphsBatters('fangraphs-stats.csv', bytes(`${RAW_HEADER.join(',')}\nNYY,1\n`)));
    expect(fangraphs.hint).toBe(raw.hint);
  });

  it('needs no details for a code that reads none', () => {
    expect(new LongballError('NO_SLATE_DATE').message).toBe('No slate date was given and none could be read from the lineups.');
  });
});
