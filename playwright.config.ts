/**
 * Browser tests: Chromium against the BUILT site (run `npm run build` first),
 * served by `astro preview` on 127.0.0.1.
 *
 * Browser: Debian's /usr/bin/chromium when present (CI installs it with apt).
 * Without it, CI fails here with a clear message (browser tests never skip
 * silently); a developer machine falls back to Playwright's own Chromium
 * (`npx playwright install chromium`).
 *
 * Environment: LONGBALL_SITE_OUT (built site folder, default dist),
 * LONGBALL_TEST_PORT (default 4391), CHROMIUM_PATH (another Chromium binary).
 *
 * Two projects: `chromium` (the site in LONGBALL_SITE_OUT, local mode in
 * `npm run test:browser`) and `accounts-configured` (tests/browser/
 * accounts-configured*.spec.ts against the configured-mode build in
 * dist-accounts, served on LONGBALL_ACCOUNTS_TEST_PORT, default 4392; see
 * tests/browser/accounts-env.ts). Without that build the second project is
 * left out with a warning (an error in CI).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ACCOUNTS_BASE_URL, ACCOUNTS_SITE_OUT, ACCOUNTS_TEST_PORT } from './tests/browser/accounts-env.ts';
import { CHROMIUM_FLAGS } from './scripts/site-lib.ts';

const CI = Boolean(process.env.CI);
const port = Number(process.env.LONGBALL_TEST_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;
const siteOut = path.resolve(process.env.LONGBALL_SITE_OUT ?? 'dist');

if (!existsSync(path.join(siteOut, 'client', 'index.html'))) {
  throw new Error(
    `No built site in ${siteOut}. Build it first: \`npm run build\` (needs the pipeline's generated/ output; \`npm start\` shows the whole chain).`,
  );
}

function chromiumExecutable(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (CI) {
    throw new Error(`Chromium not found at ${candidate}. CI must install it (apt-get install chromium) or set CHROMIUM_PATH; browser tests do not skip.`);
  }
  console.warn(`[playwright] ${candidate} not found: using Playwright's own Chromium (npx playwright install chromium).`);
  return undefined;
}

const executablePath = chromiumExecutable();

const ACCOUNTS_SPECS = '**/accounts-configured*.spec.ts';
const accountsBuilt = existsSync(path.join(ACCOUNTS_SITE_OUT, 'client', 'index.html'));
if (!accountsBuilt) {
  const message = `No configured-mode build in ${ACCOUNTS_SITE_OUT}: the accounts-configured specs cannot run. \`npm run test:browser\` builds it (scripts/site-test-prepare.ts).`;
  if (CI) throw new Error(message);
  console.warn(`[playwright] ${message}`);
}
const astroPreview = (port: number) =>
  `${JSON.stringify(process.execPath)} node_modules/astro/bin/astro.mjs preview --host 127.0.0.1 --port ${port} --ignore-lock`;

export default defineConfig({
  testDir: 'tests/browser',
  // Every temporary folder of the run (Chromium's profiles, the specs' own) lives under one, removed at the end.
  globalSetup: './tests/temp-root.ts',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  // Two workers in CI, one per core. Four were no faster on the same host (9.1 min at two, 8.5-9.2 at
  // four) and under that load the Pro saved-view journey at 375 px failed 2 runs in 6 (the main
  // table never appeared after its reload).
  workers: CI ? 2 : 4,
  timeout: 60_000,
  expect: { timeout: CI ? 20_000 : 10_000 },
  reporter: CI ? [['line']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { args: CHROMIUM_FLAGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    { name: 'chromium', testIgnore: ACCOUNTS_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    ...(accountsBuilt
      ? [
          {
            name: 'accounts-configured',
            testMatch: ACCOUNTS_SPECS,
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: ACCOUNTS_BASE_URL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: astroPreview(port),
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ASTRO_TELEMETRY_DISABLED: '1' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The configured-mode build, next to the first server (astroPreview passes --ignore-lock once:
    // astro reads a repeated flag as an array and then enforces the lock).
    ...(accountsBuilt
      ? [
          {
            command: astroPreview(ACCOUNTS_TEST_PORT),
            url: `${ACCOUNTS_BASE_URL}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { ASTRO_TELEMETRY_DISABLED: '1', LONGBALL_SITE_OUT: ACCOUNTS_SITE_OUT },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
