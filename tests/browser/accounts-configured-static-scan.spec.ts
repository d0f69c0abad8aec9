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
import { chanceLimit, overlap, reconstructRanking } from './premium-reconstruction.ts';

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
  // hrProbability is not among them: the build's archive of settled days publishes it with each past pick.
  expect(premium.keys).toEqual(expect.arrayContaining(['statSources', 'opposingPitcher', 'pHrInputs']));

  const scanned = files(ACCOUNTS_SITE_OUT).map((file) => ({ path: path.relative(ACCOUNTS_SITE_OUT, file), content: readFileSync(file) }));
  expect(scanned.filter((file) => file.path.startsWith(`client${path.sep}`)).length).toBeGreaterThan(50);
  expect(scanned.filter((file) => file.path.startsWith(`server${path.sep}`)).length).toBeGreaterThan(5);
  expect(formatLeaks(scanForPremiumLeaks(premium, scanned))).toEqual([]);
});

/**
 * The paywall cannot be recomputed (tests/browser/premium-reconstruction.ts): from every file a
 * guest can fetch from the configured build, today's hitters are scored with the spec model and the
 * calculator and the top 10 compared with the premium top 10 (projections.json by hrProbability) and the picks.
 */
test("today's premium ranking cannot be rebuilt from what a guest can fetch", () => {
  const client = path.join(ACCOUNTS_SITE_OUT, 'client');
  const guestFiles = files(client)
    .filter((file) => /\.(?:json|html?|m?js)$/i.test(file))
    .map((file) => ({ path: path.relative(client, file), content: readFileSync(file, 'utf8') }));
  const projections = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8')) as {
    batters: Array<{ name: string; team: string; hrProbability: number | null }>;
  };
  const picks = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8')) as {
    confident: Array<{ name: string; team: string }>;
    punt: Array<{ name: string; team: string }>;
  };
  const premiumTop = projections.batters
    .filter((b) => b.hrProbability !== null)
    .sort((a, b) => b.hrProbability! - a.hrProbability! || a.name.localeCompare(b.name))
    .slice(0, 10);
  const premiumPicks = [...picks.confident, ...picks.punt];

  const guest = reconstructRanking(guestFiles);
  const best = (top: readonly { name: string; team: string }[]) => Math.max(overlap(guest.rankings.specModel, top), overlap(guest.rankings.calculator, top));
  const topOverlap = best(premiumTop);
  const picksOverlap = best(premiumPicks);
  const limit = chanceLimit(guest.hitters, premiumTop.length);
  console.log(
    `reconstruction: ${guest.hitters} hitters, ${guest.withStats} with per-batter stats, inputs found ${JSON.stringify(guest.found)}; ` +
      `top 10 overlap ${topOverlap}/10, picks in the top ${premiumPicks.length}: ${picksOverlap}/${premiumPicks.length}; chance limit ${limit}`,
  );

  expect(guest.hitters).toBeGreaterThan(200);
  expect(guest.bundlesNamingHitters).toEqual([]);
  expect(guest.withStats === 0 || topOverlap < limit, `top 10 overlap ${topOverlap} with per-batter stats for ${guest.withStats} hitters`).toBe(true);
  expect(topOverlap).toBeLessThan(limit);
  expect(picksOverlap).toBeLessThan(chanceLimit(guest.hitters, premiumPicks.length));
});
