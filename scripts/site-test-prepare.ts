/**
 * Before the browser tests: run the pipeline on the embedded sample into
 * tmp/test-generated, with an archive of last season's settled days beside the sample's day
 * (tests/browser/generated-archive.ts), and build the site from it twice, so the tests never
 * depend on (or overwrite) the developer's own generated/ and dist/:
 *  - dist-test: local mode (no Supabase; the account variables are emptied
 *    so a developer's shell or .env cannot switch the mode);
 *  - dist-accounts: configured mode against a fake Supabase origin
 *    (tests/browser/accounts-env.ts), for the accounts-configured specs.
 *
 * Other folders, e.g. to build next to someone else's test run: LONGBALL_TEST_GENERATED_DIR,
 * LONGBALL_TEST_SITE_OUT and LONGBALL_ACCOUNTS_SITE_OUT (then give playwright the same
 * LONGBALL_TEST_GENERATED_DIR and LONGBALL_ACCOUNTS_SITE_OUT, and LONGBALL_SITE_OUT =
 * LONGBALL_TEST_SITE_OUT).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNTS_BUILD_ENV, ACCOUNTS_SITE_OUT, ACCOUNTS_VARIABLES, TEST_GENERATED_DIR } from '../tests/browser/accounts-env.ts';
import { writeGeneratedArchive } from '../tests/browser/generated-archive.ts';
import { buildSite, demoClockEnv, run } from './site-lib.ts';

export { TEST_GENERATED_DIR };
export const TEST_SITE_OUT = path.resolve(process.env.LONGBALL_TEST_SITE_OUT ?? 'dist-test');

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
// From an empty folder, as on a fresh clone: a previous run's archived day would otherwise
// keep the picks that run locked whatever the model or the sample now gives.
rmSync(TEST_GENERATED_DIR, { recursive: true, force: true });
// As of the sample's morning (SAMPLE.json asOf): its picks are made before its games begin.
const build = () => run(process.execPath, [tsx, 'pipeline/cli.ts', 'build', '--raw', 'raw-data', '--out', TEST_GENERATED_DIR], demoClockEnv('raw-data'));
await build();
// Last season's settled days (tests/browser/generated-archive.ts) beside the sample's: Historic Projections'
// record in money; the same build again indexes them (and, the feed being this season's, leaves them as they are).
writeGeneratedArchive(TEST_GENERATED_DIR, JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'manifest.json'), 'utf8')).date);
await build();

const localEnv: NodeJS.ProcessEnv = { ...process.env, LONGBALL_GENERATED_DIR: TEST_GENERATED_DIR, LONGBALL_SITE_OUT: TEST_SITE_OUT };
// Empty rather than deleted: an empty value also overrides the same variable in a .env file.
for (const name of ACCOUNTS_VARIABLES) localEnv[name] = '';
await buildSite(localEnv);
await buildSite({ ...localEnv, ...ACCOUNTS_BUILD_ENV, LONGBALL_SITE_OUT: ACCOUNTS_SITE_OUT });
