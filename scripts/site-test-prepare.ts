/**
 * Before the browser tests: run the pipeline on the embedded sample into
 * tmp/test-generated and build the site from it into dist-test, so the tests
 * never depend on (or overwrite) the developer's own generated/ and dist/.
 */
import path from 'node:path';
import { buildSite, run } from './site-lib.ts';

export const TEST_GENERATED_DIR = path.resolve('tmp/test-generated');
export const TEST_SITE_OUT = path.resolve('dist-test');

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
await run(process.execPath, [tsx, 'pipeline/cli.ts', 'build', '--raw', 'raw-data', '--out', TEST_GENERATED_DIR]);
await buildSite({ ...process.env, LONGBALL_GENERATED_DIR: TEST_GENERATED_DIR, LONGBALL_SITE_OUT: TEST_SITE_OUT });
