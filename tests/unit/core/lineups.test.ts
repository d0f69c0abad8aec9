import { describe, expect, it } from 'vitest';
import { hittersOf, lineupStatus, startingPitcherOf } from '../../../pipeline/core/lineups.ts';
import { settleSlateLineups } from '../../../pipeline/core/slate-lineups.ts';
import type { RawGame, RawLineupPlayer, RawLineupTeam } from '../../../pipeline/inputs/rows.ts';

const DATE = '2026-08-21';

function player(name: string, battingOrder: RawLineupPlayer['battingOrder'], confirmed = false): RawLineupPlayer {
  return { name, mlbamId: null, battingOrder, position: null, confirmed, hand: null, weather: null };
}
function team(code: string, players: RawLineupPlayer[] = []): RawLineupTeam {
  return { team: code, gameDate: DATE, gamePk: null, homeTeam: code, weather: null, players, game: 'pair 1', side: 'away', line: 1 };
}
/** Entries in the spec's (away, home) pairs, one line each. */
function pairs(...codes: string[]): RawLineupTeam[] {
  return codes.map((code, i) => ({
    ...team(code),
    homeTeam: codes[i % 2 === 0 ? i + 1 : i] ?? code,
    game: `pair ${Math.floor(i / 2) + 1}`,
    side: i % 2 === 0 ? 'away' : 'home',
    line: i + 2,
  }));
}
const scheduled = (away: string, home: string, gamePk: string, gameDate = DATE): RawGame => ({
  gamePk,
  gameDate,
  gameTime: null,
  gameNumber: null,
  doubleHeader: null,
  startTimeTBD: false,
  status: null,
  away,
  home,
  venue: null,
  weather: null,
  awayPitcher: null,
  homePitcher: null,
});
const gamesOf = (settled: ReturnType<typeof settleSlateLineups>) => settled.games.map((g) => `${g.away.team}@${g.home.team}`);

describe("today's games by identity (docs/product.md#game-matchups)", () => {
  it("pairs the file's (away, home) entries when there is no schedule", () => {
    const settled = settleSlateLineups('lineups.json', DATE, pairs('TOR', 'NYY', 'BOS', 'TB'), []);
    expect(gamesOf(settled)).toEqual(['TOR@NYY', 'BOS@TB']);
    expect(settled.rejected).toEqual([]);
    expect(settled.warnings).toEqual([]);
  });

  it('one team dated another day: rejected with its line, its opponent reported, later games keep their pairs', () => {
    const entries = pairs('TOR', 'NYY', 'BOS', 'TB', 'SEA', 'HOU');
    entries[1] = { ...entries[1]!, gameDate: '2026-08-22' };
    const settled = settleSlateLineups('lineups.json', DATE, entries, []);
    expect(gamesOf(settled)).toEqual(['BOS@TB', 'SEA@HOU']);
    expect(settled.rejected).toEqual([
      { file: 'lineups.json', line: 3, column: null, reason: 'the NYY lineup is dated 2026-08-22, not the slate date 2026-08-21' },
      { file: 'lineups.json', line: 2, column: null, reason: 'the TOR lineup has no opponent on 2026-08-21 (game entries pair 1)' },
    ]);
    expect(settled.warnings).toEqual([
      'NYY is dated 2026-08-22, not the slate date 2026-08-21: not on the slate',
      "game entries pair 1: no lineup for TOR's opponent on 2026-08-21; the game is not shown",
    ]);
  });

  it('both teams of one game on the next day: both rejected and the game reported', () => {
    const entries = pairs('TOR', 'NYY', 'BOS', 'TB').map((e, i) => (i < 2 ? { ...e, gameDate: '2026-08-22' } : e));
    const settled = settleSlateLineups('lineups.json', DATE, entries, []);
    expect(gamesOf(settled)).toEqual(['BOS@TB']);
    expect(settled.rejected.map((r) => r.reason)).toEqual([
      'the TOR lineup is dated 2026-08-22, not the slate date 2026-08-21',
      'the NYY lineup is dated 2026-08-22, not the slate date 2026-08-21',
    ]);
    expect(settled.warnings).toEqual(['TOR and NYY are dated 2026-08-22, not the slate date 2026-08-21: not on the slate']);
  });

  it('the schedule decides the games and their sides, whatever the file order', () => {
    const entries = pairs('NYY', 'TB', 'BOS', 'TOR');
    const schedule = [scheduled('TOR', 'NYY', '1'), scheduled('BOS', 'TB', '2'), scheduled('SEA', 'HOU', '3', '2026-08-22')];
    const settled = settleSlateLineups('lineups.json', DATE, entries, schedule);
    expect(gamesOf(settled)).toEqual(['TOR@NYY', 'BOS@TB']);
    expect(settled.rejected).toEqual([]);
  });

  it('a team given twice for one side is rejected', () => {
    const entries = [...pairs('TOR', 'NYY'), { ...team('TOR'), line: 9 }];
    const settled = settleSlateLineups('lineups.json', DATE, entries, [scheduled('TOR', 'NYY', '1')]);
    expect(gamesOf(settled)).toEqual(['TOR@NYY']);
    expect(settled.rejected).toEqual([
      { file: 'lineups.json', line: 9, column: null, reason: 'the TOR lineup is a second entry for one side of game 1 (TOR@NYY)' },
    ]);
  });
});

describe('lineups (docs/product.md#game-matchups)', () => {
  it('Confirmed when any player is confirmed, else Projected', () => {
    expect(lineupStatus([player('A', 1), player('B', 2, true)])).toBe('Confirmed');
    expect(lineupStatus([player('A', 1), player('B', 2)])).toBe('Projected');
    expect(lineupStatus([])).toBe('Projected');
  });

  it('starting pitchers (batting order SP) are never hitters', () => {
    const entry = team('NYY', [player('Starter', 'SP'), player('Leadoff', 1), player('Bench', null), player('Nine', 9)]);
    expect(hittersOf(entry).map((p) => p.name)).toEqual(['Leadoff', 'Bench', 'Nine']);
    expect(startingPitcherOf(entry)?.name).toBe('Starter');
    expect(startingPitcherOf(team('NYY', [player('Leadoff', 1)]))).toBeNull();
  });
});
