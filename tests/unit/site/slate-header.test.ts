import { describe, expect, it } from 'vitest';
import { ALL_GAMES, gameFilter, gameOptions, type GameRow } from '../../../src/lib/game-filter.ts';
import { formatLocalTimestamp } from '../../../src/lib/local-time.ts';
import { calendarDateText } from '../../../src/lib/clock-text.ts';
import { formatLockTime } from '../../../src/columns/historic-projections.ts';
import { slateHeaderFacts } from '../../../src/lib/slate-header.ts';

const manifest = {
  date: '2026-08-15',
  builtAt: '2026-08-15T16:05:00.000Z',
  dataset: 'real' as const,
  slate: { games: 15, lineups: 30, lineupsConfirmed: 12, firstPitch: '2026-08-15T17:10:00Z', schedule: [] },
};

describe('slate header facts (from the manifest)', () => {
  it('gives the date with its weekday, the games and the confirmed lineups out of the total', () => {
    expect(slateHeaderFacts(manifest)).toEqual({
      date: '2026-08-15',
      dateLabel: 'Sat, Aug 15, 2026',
      gamesLabel: '15 games',
      lineupsLabel: '12 of 30 lineups confirmed',
      builtAt: '2026-08-15T16:05:00.000Z',
      builtAtUtc: 'Aug 15, 2026, 16:05 UTC',
      demo: false,
      noGames: false,
    });
  });
  it('a day without games says so, and what it means for the pages', () => {
    const facts = slateHeaderFacts({ ...manifest, slate: { games: 0, lineups: 0, lineupsConfirmed: 0, firstPitch: null, schedule: [] } });
    expect([facts.noGames, facts.gamesLabel, facts.lineupsLabel]).toEqual([
      true,
      'No games',
      'projections, picks and matchups return with the next game day; the season pages are up to date',
    ]);
  });
  it('labels a demo build and counts one game in the singular', () => {
    const facts = slateHeaderFacts({ ...manifest, dataset: 'demo', slate: { games: 1, lineups: 2, lineupsConfirmed: 0, firstPitch: null, schedule: [] } });
    expect([facts.demo, facts.gamesLabel, facts.lineupsLabel]).toEqual([true, '1 game', '0 of 2 lineups confirmed']);
  });
  it("a slate date's weekday does not depend on the time zone; a non-date is shown as given", () => {
    expect(calendarDateText('2026-08-21')).toBe('Fri, Aug 21, 2026');
    expect(calendarDateText('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect(calendarDateText('soon')).toBe('soon');
  });
  it('writes the build time in the visitor zone with the zone named', () => {
    expect(formatLocalTimestamp('2026-08-15T16:05:00.000Z', true, 'America/New_York')).toBe('Aug 15, 2026, 12:05 PM EDT');
    expect(formatLocalTimestamp('2026-08-15T16:05:00.000Z', true, 'UTC')).toBe('Aug 15, 2026, 4:05 PM UTC');
    expect(formatLocalTimestamp('never')).toBeNull();
  });
  it("words a table's instant without the year as the island does (Historic Projections' lock times)", () => {
    const iso = '2026-08-15T16:05:00.000Z';
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata']) {
      expect(formatLocalTimestamp(iso, false, zone), zone).toBe(formatLockTime(iso, zone));
    }
    expect(formatLocalTimestamp(iso, false, 'America/New_York')).toBe('Aug 15, 12:05 PM EDT');
  });
});

describe('game filter (HR Projections)', () => {
  const row = (gameId: string, gameTime: string | null, team: string, opponent: string, home: boolean): GameRow => ({ gameId, gameTime, team, opponent, home });
  const rows = [
    row('3', '2026-08-22T00:10:00Z', 'TB', 'LAD', true),
    row('1', '2026-08-21T23:15:00Z', 'MIL', 'PIT', false),
    row('2', '2026-08-21T17:10:00Z', 'MIA', 'ATL', true),
    row('1', '2026-08-21T23:15:00Z', 'PIT', 'MIL', true),
    row('4', null, 'SEA', 'PHI', true),
  ];
  it("lists each game once, away @ home, in first-pitch order with the visitor's time", () => {
    expect(gameOptions(rows, 'en-US', 'America/New_York').map((g) => g.label)).toEqual([
      'ATL @ MIA · 1:10 PM EDT',
      'MIL @ PIT · 7:15 PM EDT',
      'LAD @ TB · 8:10 PM EDT',
      'PHI @ SEA',
    ]);
  });
  it('keeps the rows of the chosen game; all games keeps every row', () => {
    expect(rows.filter(gameFilter('1')!).map((r) => r.team)).toEqual(['MIL', 'PIT']);
    expect(gameFilter(ALL_GAMES)).toBeUndefined();
  });
});
