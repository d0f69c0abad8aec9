import { describe, expect, it } from 'vitest';
import { manifestFileSchema } from '../../../../domain/contracts/index.ts';
import { buildManifest } from '../../../../pipeline/core/builders/manifest.ts';
import { DATE } from './slate-fixture.ts';

describe('buildManifest', () => {
  it('describes the build and parses with its contract', () => {
    const manifest = buildManifest(
      {
        date: DATE,
        joins: [{ source: 'last7', hitters: 2, matched: 1, byRule: { 'exact-name-team': 1 }, ambiguous: 0 }],
        ambiguous: [],
        counts: { games: 1 },
      },
      '2026-08-22T10:00:00.000Z',
      [],
      [{ file: 'picks.json', sha256: 'a'.repeat(64), bytes: 10, rows: 0 }],
    );
    expect(manifestFileSchema.parse(manifest)).toEqual(manifest);
    expect(manifest).toMatchObject({ date: DATE, builtAt: '2026-08-22T10:00:00.000Z', counts: { games: 1 } });
    // Public in every mode: the hitters not in projections are listed in the premium projections.json only.
    expect(manifest).not.toHaveProperty('unmatched');
    expect(manifest).not.toHaveProperty('stale');
  });
});
