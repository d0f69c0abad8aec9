import { describe, expect, it } from 'vitest';
import { type Game, manifestFileSchema } from '../../../../domain/contracts/index.ts';
import { buildManifest } from '../../../../pipeline/core/builders/manifest.ts';
import { slateSummary } from '../../../../pipeline/core/slate.ts';
import { DATE } from './slate-fixture.ts';

const summary = {
  games: 1,
  lineups: 2,
  lineupsConfirmed: 1,
  firstPitch: '2026-08-21T23:10:00Z',
  schedule: [{ gameId: '1', firstPitch: '2026-08-21T23:10:00Z', final: false }],
};

describe('buildManifest', () => {
  it('describes the build and parses with its contract', () => {
    const manifest = buildManifest(
      {
        date: DATE,
        joins: [{ source: 'last7', hitters: 2, matched: 1, byRule: { 'exact-name-team': 1 }, ambiguous: 0 }],
        ambiguous: [],
        counts: { games: 1 },
        summary,
      },
      { builtAt: '2026-08-22T10:00:00.000Z', dataset: 'real' },
      [],
      [{ file: 'picks.json', sha256: 'a'.repeat(64), bytes: 10, rows: 0 }],
    );
    expect(manifestFileSchema.parse(manifest)).toEqual(manifest);
    expect(manifest).toMatchObject({ date: DATE, builtAt: '2026-08-22T10:00:00.000Z', dataset: 'real', slate: summary, counts: { games: 1 } });
    // Public in every mode: the hitters not in projections are listed in the premium projections.json only.
    expect(manifest).not.toHaveProperty('unmatched');
    expect(manifest).not.toHaveProperty('stale');
  });
});

const side = (team: string, status: 'Confirmed' | 'Projected') => ({ team, teamName: team, status, startingPitcher: null, players: [] });
const game = (id: string, gameTime: string | null, away: 'Confirmed' | 'Projected', home: 'Confirmed' | 'Projected'): Game => ({
  id,
  gameDate: DATE,
  gameTime,
  venue: null,
  weather: null,
  temperature: 70,
  away: side('AAA', away),
  home: side('BBB', home),
});

describe('slateSummary (the slate header)', () => {
  it('counts the games and the confirmed lineups out of two per game', () => {
    const games = [
      game('1', '2026-08-21T17:10:00Z', 'Confirmed', 'Projected'),
      game('2', '2026-08-21T23:05:00Z', 'Confirmed', 'Confirmed'),
      game('3', null, 'Projected', 'Projected'),
    ];
    expect(slateSummary(games)).toMatchObject({ games: 3, lineups: 6, lineupsConfirmed: 3, firstPitch: '2026-08-21T17:10:00Z' });
  });
  it("lists each game's first pitch and whether the schedule called it final (the header counts games started and final)", () => {
    const games = [
      game('1', '2026-08-21T17:10:00Z', 'Confirmed', 'Confirmed'),
      game('2', '2026-08-21T23:05:00Z', 'Confirmed', 'Confirmed'),
      game('3', null, 'Projected', 'Projected'),
    ];
    const status: Record<string, string> = { '1': 'Final', '2': 'In Progress', '3': 'Completed Early: Rain' };
    expect(slateSummary(games, (id) => status[id] ?? null).schedule).toEqual([
      { gameId: '1', firstPitch: '2026-08-21T17:10:00Z', final: true },
      { gameId: '2', firstPitch: '2026-08-21T23:05:00Z', final: false },
      { gameId: '3', firstPitch: null, final: true },
    ]);
  });
  it('has no first pitch when no game has a time, and zeros for an empty slate', () => {
    expect(slateSummary([game('1', null, 'Projected', 'Projected')]).firstPitch).toBeNull();
    expect(slateSummary([])).toEqual({ games: 0, lineups: 0, lineupsConfirmed: 0, firstPitch: null, schedule: [] });
  });
});
