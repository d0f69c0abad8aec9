/**
 * With Supabase configured, the premium files (projections, picks) are not in
 * the build at all; every other data file and page still is. Builds the real
 * site (astro build) from an invented generated/ folder.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfiguredSite, writeGeneratedFixture } from './fixture-generated.ts';

const generatedDir = mkdtempSync(path.join(tmpdir(), 'longball-generated-'));
// Inside the project: the prerender step resolves node_modules from the output folder.
const outDir = path.resolve('tmp', `site-configured-${process.pid}`);

afterAll(() => {
  rmSync(generatedDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('configured-mode build', () => {
  it('leaves projections.json and picks.json out and keeps the rest', () => {
    writeGeneratedFixture(generatedDir);
    const result = buildConfiguredSite(generatedDir, outDir);
    expect(result.status, result.stderr || result.stdout).toBe(0);
    const data = readdirSync(path.join(outDir, 'client', 'data')).sort();
    expect(data).not.toContain('projections.json');
    expect(data).not.toContain('picks.json');
    expect(data).toEqual(expect.arrayContaining(['bullpen.json', 'bvp.json', 'lineups.json', 'manifest.json', 'park-factors.json', 'history']));
    expect(existsSync(path.join(outDir, 'client', 'mlb', 'lineups', 'index.html'))).toBe(true);
  }, 120_000);
});
