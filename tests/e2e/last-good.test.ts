/** Last good data: an output resting on a present but unusable input keeps its previous version, marked stale; --allow-shrink builds it empty. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile } from '../../domain/contracts/index.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { copySample, tempDir } from './cli-helpers.ts';

const quiet = () => {};
let goodOut = '';

beforeAll(async () => {
  goodOut = tempDir('good-out');
  await runBuild({ raw: copySample(), out: goodOut, rewriteHistory: false, allowShrink: false }, quiet);
});

/** A copy of the good previous build and a copy of the sample with one file replaced. */
function caseDirs(file: string, mutate: (bytes: Buffer) => Buffer): { raw: string; out: string } {
  const raw = copySample();
  writeFileSync(path.join(raw, file), mutate(readFileSync(path.join(raw, file))));
  const out = tempDir('out');
  cpSync(goodOut, out, { recursive: true });
  return { raw, out };
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const randomBytes = () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256));

describe('last good data', () => {
  it('a truncated bvp.json keeps yesterday’s BvP rows, stale-marked with their date and the reason', async () => {
    const { raw, out } = caseDirs('bvp.json', (b) => b.subarray(0, 300));
    const manifest = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
    expect(read(out, 'bvp.json')).toBe(read(goodOut, 'bvp.json'));
    expect(JSON.parse(read(out, 'bvp.json')).rows.length).toBeGreaterThan(0);
    const reason = expect.stringContaining('bvp (bvp.json) is unusable');
    expect(manifest.stale).toEqual([
      { file: 'bvp-today.json', since: manifest.date, reason },
      { file: 'bvp.json', since: manifest.date, reason },
    ]);
    // Today's pairs are taken from the kept history: the same rows as the good build's.
    expect(read(out, 'bvp-today.json')).toBe(read(goodOut, 'bvp-today.json'));
    const written = JSON.parse(read(out, 'manifest.json')) as ManifestFile;
    expect(written.stale?.map((s) => s.file)).toEqual(['bvp-today.json', 'bvp.json']);
    expect(written.outputs.find((o) => o.file === 'bvp.json')?.rows).toBe(JSON.parse(read(goodOut, 'bvp.json')).rows.length);
  });

  it('random bytes in the pitcher arsenal keep yesterday’s rv-comparison', async () => {
    const { raw, out } = caseDirs('savant_pitcher_arsenal.csv', randomBytes);
    const manifest = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
    expect(read(out, 'rv-comparison.json')).toBe(read(goodOut, 'rv-comparison.json'));
    expect(manifest.stale?.map((s) => s.file)).toEqual(['rv-comparison.json']);
  });

  it('with --allow-shrink both outputs are built empty and nothing is stale', async () => {
    const bvp = caseDirs('bvp.json', (b) => b.subarray(0, 300));
    const bvpManifest = await runBuild({ ...bvp, rewriteHistory: false, allowShrink: true }, quiet);
    expect(JSON.parse(read(bvp.out, 'bvp.json')).rows).toEqual([]);
    expect(bvpManifest.stale).toBeUndefined();
    const rv = caseDirs('savant_pitcher_arsenal.csv', randomBytes);
    await runBuild({ ...rv, rewriteHistory: false, allowShrink: true }, quiet);
    expect(JSON.parse(read(rv.out, 'rv-comparison.json')).rows).toEqual([]);
  });

  it('every row rejected is unusable too; a build into an empty folder has nothing to keep', async () => {
    const { raw, out } = caseDirs('bullpen.json', () => Buffer.from('[{"team":"ZZZ"}]'));
    const kept = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
    expect(kept.stale?.map((s) => s.file)).toEqual(['bullpen.json']);
    expect(read(out, 'bullpen.json')).toBe(read(goodOut, 'bullpen.json'));
    const fresh = await runBuild({ raw, out: tempDir('fresh'), rewriteHistory: false, allowShrink: false }, quiet);
    expect(fresh.stale).toBeUndefined();
  });
});
