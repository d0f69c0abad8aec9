import { describe, expect, it } from 'vitest';
import { matchupPitcher } from '../fixtures/matchup-pitcher.ts';
import type { MatchupBatter, TeamMatchup } from '../../../domain/contracts/index.ts';
import { initialTeamCode, lineupInOrder, lineupWithoutStarter, teamOptions, urlWithTeam } from '../../../src/islands/matchup/team-selection.ts';

const batter = (name: string, battingOrder: number | null, position: string | null = 'LF'): MatchupBatter => ({
  name,
  battingOrder,
  position,
  hand: 'R',
  pitches: null,
});
const starter = (name: string) => matchupPitcher(name, { hand: 'L', role: 'SP' });
const team = (
  code: string,
  name: string,
  opponent: string,
  lineup: MatchupBatter[],
  opposingStarter: string | null,
  gameTime: string | null = '2026-08-21T23:05:00Z',
): TeamMatchup => ({
  team: code,
  teamName: name,
  opponent,
  opponentName: opponent,
  gameTime,
  lineup,
  opposingStarter: opposingStarter ? starter(opposingStarter) : null,
  opposingBullpen: [],
});

const teams = [
  team('NYY', 'New York Yankees', 'BOS', [batter('Pitcher Guy', 9, 'P'), batter('Aaron Judge', 2)], 'Boston Ace'),
  team('BOS', 'Boston Red Sox', 'NYY', [batter('Boston Ace', 9, 'P'), batter('Rafael Devers', 3), batter('Starter Listed', null, 'SP')], 'pitcher guy'),
  team('ATL', 'Atlanta Braves', 'MIA', [], null, '2026-08-21T17:10:00Z'),
  team('MIA', 'Miami Marlins', 'ATL', [], null, '2026-08-21T17:10:00Z'),
];

describe('team selector', () => {
  it("lists today's teams in first-pitch order, a game's sides together in file order", () => {
    expect(teamOptions(teams).map((t) => t.code)).toEqual(['ATL', 'MIA', 'NYY', 'BOS']);
  });
  it('starts on ?team= when that team plays today, else on the first option', () => {
    expect(initialTeamCode(teams, '?team=nyy')).toBe('NYY');
    expect(initialTeamCode(teams, '?team=SEA')).toBe('ATL');
    expect(initialTeamCode(teams, '')).toBe('ATL');
    expect(initialTeamCode([], '')).toBeNull();
  });
  it('writes the team into the URL, keeping the other parameters and the hash', () => {
    expect(urlWithTeam('http://x.test/new-tab?view=1#cards', 'BOS')).toBe('/new-tab?view=1&team=BOS#cards');
    expect(urlWithTeam('http://x.test/mlb/main-matchup?team=NYY', 'ATL')).toBe('/mlb/main-matchup?team=ATL');
  });
});

describe('lineups', () => {
  it('orders by batting order, batters without one last in file order', () => {
    const lineup = [batter('C', null), batter('B', 2), batter('D', null), batter('A', 1)];
    expect(lineupInOrder(lineup).map((b) => b.name)).toEqual(['A', 'B', 'C', 'D']);
  });
  it("drops the team's own starter (named as the other side's opposing starter) and SP entries", () => {
    expect(lineupWithoutStarter(teams[0]!, teams).map((b) => b.name)).toEqual(['Aaron Judge']);
    expect(lineupWithoutStarter(teams[1]!, teams).map((b) => b.name)).toEqual(['Rafael Devers']);
  });
});
