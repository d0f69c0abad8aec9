import { describe, expect, it } from 'vitest';
import { keptDataNotes } from '../../../src/lib/kept-data.ts';

describe('keptDataNotes', () => {
  const stale = [
    { file: 'bvp.json', since: '2026-08-20', reason: 'bvp.json is not valid JSON' },
    { file: 'bullpen.json', since: '2026-08-19', reason: 'every row was rejected' },
  ];

  it("names the page's kept files with their date and the reason", () => {
    expect(keptDataNotes(stale, ['bvp.json', 'lineups.json'])).toEqual([
      {
        file: 'bvp.json',
        text: "Batter-vs-pitcher history on this page are from 2026-08-20: today's file could not be used (bvp.json is not valid JSON).",
      },
    ]);
  });

  it('says nothing when nothing was kept or the page reads none of the kept files', () => {
    expect(keptDataNotes(undefined, ['bvp.json'])).toEqual([]);
    expect(keptDataNotes(stale, ['park-factors.json'])).toEqual([]);
  });
});
