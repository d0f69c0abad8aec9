/**
 * Premium data never in the static build: the configured-mode build of the sample
 * (LONGBALL_ACCOUNTS_SITE_OUT, default dist-accounts, built by scripts/site-test-prepare.ts from
 * TEST_GENERATED_DIR) is scanned file by file, client and server, for today's projection rows and
 * picks in any form (tests/browser/premium-leak-scan.ts; its own tests:
 * tests/unit/site/premium-leak-scan.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS_SITE_OUT, TEST_GENERATED_DIR } from './accounts-env.ts';
import { formatLeaks, premiumDataOf, scanForPremiumLeaks } from './premium-leak-scan.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('no projection row or pick of today is in any file of the configured build', () => {
  const generated = new Map(
    files(TEST_GENERATED_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.relative(TEST_GENERATED_DIR, file), readFileSync(file, 'utf8')]),
  );
  const premium = premiumDataOf(generated);
  expect(premium.rows.length).toBeGreaterThan(100);
  expect(premium.keys).toEqual(expect.arrayContaining(['hrProbability', 'statSources', 'opposingPitcher']));

  const scanned = files(ACCOUNTS_SITE_OUT).map((file) => ({ path: path.relative(ACCOUNTS_SITE_OUT, file), content: readFileSync(file) }));
  expect(scanned.filter((file) => file.path.startsWith(`client${path.sep}`)).length).toBeGreaterThan(50);
  expect(scanned.filter((file) => file.path.startsWith(`server${path.sep}`)).length).toBeGreaterThan(5);
  expect(formatLeaks(scanForPremiumLeaks(premium, scanned))).toEqual([]);
});
