/**
 * Premium data never in the static build (issue 4): the configured-mode build of the sample
 * (dist-accounts, built by scripts/site-test-prepare.ts from tmp/test-generated) is scanned
 * file by file, client and server, for any of today's projection rows or picks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS_SITE_OUT } from './accounts-env.ts';

const GENERATED = path.resolve('tmp/test-generated');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('no projection row or pick of today is in any file of the configured build', () => {
  const projections = JSON.parse(readFileSync(path.join(GENERATED, 'projections.json'), 'utf8'));
  const picks = JSON.parse(readFileSync(path.join(GENERATED, 'picks.json'), 'utf8'));
  const probabilities = new Set<number>([
    ...projections.batters.map((b: { hrProbability: number | null }) => b.hrProbability).filter((p: number | null) => p !== null),
    ...[...picks.confident, ...picks.punt].map((p: { hrProbability: number }) => p.hrProbability),
  ]);
  expect(probabilities.size).toBeGreaterThan(100);
  // A projection row or pick carries "hrProbability": <value>; the field name alone is code.
  const evidence = /"hrProbability"\s*:\s*(-?[\d.]+)/g;
  // Keys only a projection row has (the manifest's counts name notInProjections, a number: not a leak).
  const projectionOnlyKeys = ['"statSources"', '"opposingPitcher"'];

  const scanned = files(ACCOUNTS_SITE_OUT);
  expect(scanned.length).toBeGreaterThan(50);
  const leaks: string[] = [];
  for (const file of scanned) {
    const text = readFileSync(file).toString('latin1');
    for (const match of text.matchAll(evidence)) {
      if (probabilities.has(Number(match[1]))) leaks.push(`${path.relative(ACCOUNTS_SITE_OUT, file)}: ${match[0]}`);
    }
    for (const key of projectionOnlyKeys) if (text.includes(key)) leaks.push(`${path.relative(ACCOUNTS_SITE_OUT, file)}: ${key}`);
  }
  expect(leaks).toEqual([]);
});
