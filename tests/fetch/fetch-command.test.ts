/**
 * `pipeline fetch` as a user runs it (tsx, a child process), with the base URLs
 * pointed at the loopback sources through the environment: the table, the quota
 * line, the odds skipped without a key, the User-Agent, the job summary and the
 * exit codes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pipelineCli } from '../e2e/cli-helpers.ts';
import { FakeSources } from './fake-sources.ts';
import { installAllSources, SLATE_DATE } from './fixtures.ts';
import { removeTempRoots, tempRoot } from './harness.ts';

let fake: FakeSources;
let root: string;

beforeEach(async () => {
  fake = installAllSources(await FakeSources.start());
  root = tempRoot();
});
afterEach(async () => {
  await fake.close();
  removeTempRoots();
});

const sourcesEnv = () => ({
  LONGBALL_MLB_API_URL: fake.baseUrl,
  LONGBALL_SAVANT_URL: fake.baseUrl,
  LONGBALL_FANGRAPHS_URL: fake.baseUrl,
  LONGBALL_OPEN_METEO_URL: fake.baseUrl,
  LONGBALL_ODDS_API_URL: fake.baseUrl,
  ODDS_API_KEY: '',
  GITHUB_STEP_SUMMARY: '',
});

describe('pipeline fetch', () => {
  it('fetches the requested sources, prints the table and skips the odds without a key', async () => {
    const summary = path.join(root, 'summary.md');
    writeFileSync(summary, '');
    const result = await pipelineCli(['fetch', '--date', SLATE_DATE, '--out', root, '--only', 'schedule', 'odds'], {
      ...sourcesEnv(),
      GITHUB_STEP_SUMMARY: summary,
      LONGBALL_REPO_URL: 'https://example.test/longball',
    });
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Fetching ${SLATE_DATE} into ${path.join(root, SLATE_DATE)}`);
    expect(result.stdout).toMatch(/^source\s+file\s+rows\s+state\s+data age\s+cache\s+why$/m);
    expect(result.stdout).toMatch(/^schedule\s+lineups\.json \*\s+6\s+fresh\s+3 games; lineups: 5 confirmed, 1 projected, 0 not available$/m);
    expect(result.stdout).toMatch(/^odds\s+odds\.json\s+skipped\s+ODDS_API_KEY is not set: sportsbook odds skipped$/m);
    expect(result.stdout).toContain('2 fresh, 0 stale, 0 missing, 1 skipped.');
    expect(fake.requests.some((r) => r.path.startsWith('/leaderboard'))).toBe(false);
    const ua = fake.requests[0]!.headers['user-agent'];
    expect(ua).toMatch(/^Longball\/\d+\.\d+\.\d+ \(\+https:\/\/example\.test\/longball\)$/);
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown).toContain(`### pipeline fetch ${SLATE_DATE}`);
    expect(markdown).toContain('| schedule | lineups.json (required) | 6 | **fresh** |');
  });

  it("prints the remaining quota of The Odds API; on the real clock the fixture's July games have started, so none is priced", async () => {
    const result = await pipelineCli(['fetch', '--date', SLATE_DATE, '--out', root, '--only', 'odds'], {
      ...sourcesEnv(),
      ODDS_API_KEY: 'k-123',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  odds: The Odds API quota: 480 requests remaining (20 used)');
    expect(fake.requests.filter((r) => r.path.endsWith('/odds'))).toEqual([]);
    expect(result.stdout).toMatch(/^odds\s+odds\.json\s+missing\s+no event priced: New York Yankees at Boston Red Sox \(first pitch 17:05 UTC has passed\); /m);
    expect(result.stdout).not.toContain('k-123');
  });

  it('exits 1, loudly, when the required lineups cannot be fetched', async () => {
    fake.once('/api/v1/schedule', { status: 404, body: 'Not Found' });
    const result = await pipelineCli(['fetch', '--date', SLATE_DATE, '--out', root, '--only', 'schedule'], sourcesEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^schedule\s+lineups\.json \*\s+missing\s+404 Not Found from .*\/api\/v1\/schedule\?…: Not Found \(not retried\)$/m);
    expect(result.stderr).toContain('error FETCH_REQUIRED_INPUT: The required input lineups.json was not fetched (missing)');
    expect(result.stderr).toContain('  hint: The build needs it;');
  });

  it('exits 4 (degraded) when an input the model depends on is missing, after writing every file and the fetch report', async () => {
    fake.on('/leaderboard/statcast', (req) =>
      req.query.get('type') === 'batter' ? { status: 200, body: '<!DOCTYPE html><html><body>Error</body></html>' } : { body: 'x' },
    );
    const result = await pipelineCli(['fetch', '--date', SLATE_DATE, '--out', root, '--only', 'savant'], sourcesEnv());
    expect(result.code).toBe(4);
    expect(result.stdout).toMatch(/^savant\s+savant_batter_ev_barrels\.csv\s+missing\s+200 from .* with an HTML page where CSV was expected/m);
    expect(result.stdout).toMatch(/^previous season's barrels per PA \(Statcast prior\)\s+missing \(degraded\)/m);
    expect(result.stdout).toMatch(/^barrel % and exit velocity \(shown, not modelled\)\s+missing\s/m);
    expect(result.stdout).toMatch(/^savant\s+savant_park_factors\.csv\s+\d+\s+fresh/m);
    expect(result.stderr).toContain("error FETCH_DEGRADED: The fetch is degraded: previous season's barrels per PA (Statcast prior) (missing).");
    expect(readFileSync(path.join(root, SLATE_DATE, 'fetch-report.json'), 'utf8')).toContain('"degraded": [');
  });

  it('refuses an unknown source or a bad date with the usage exit code', async () => {
    const unknown = await pipelineCli(['fetch', '--only', 'weather-channel', '--out', root], sourcesEnv());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Allowed choices are schedule, handedness, mlb-stats, savant, statcast, fangraphs, odds/);
    const badDate = await pipelineCli(['fetch', '--date', '2026-13-40', '--out', root], sourcesEnv());
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('error BAD_OPTION: --date "2026-13-40" is not a calendar date in the form YYYY-MM-DD.');
    expect(fake.requests).toEqual([]);
  });

  it('refuses a timeout that is not a positive number of seconds, naming --timeout', async () => {
    for (const timeout of ['abc', '0', '-5', '']) {
      const result = await pipelineCli(['fetch', '--date', SLATE_DATE, '--out', root, '--timeout', timeout], sourcesEnv());
      expect(result.code, timeout).toBe(2);
      expect(result.stderr, timeout).toContain('error BAD_OPTION: --timeout');
    }
    expect(fake.requests).toEqual([]);
  });
});
