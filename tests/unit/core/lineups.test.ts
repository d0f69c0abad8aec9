import { describe, expect, it } from 'vitest';
import { hittersOf, lineupStatus, pairLineups, startingPitcherOf } from '../../../pipeline/core/lineups.ts';
import type { RawLineupPlayer, RawLineupTeam } from '../../../pipeline/inputs/rows.ts';

function player(name: string, battingOrder: RawLineupPlayer['battingOrder'], confirmed = false): RawLineupPlayer {
  return { name, mlbamId: null, battingOrder, position: null, confirmed, hand: null, weather: null };
}
function team(code: string, players: RawLineupPlayer[] = []): RawLineupTeam {
  return { team: code, gameDate: '2026-08-21', weather: null, players };
}

describe('lineups (spec part 1 §3)', () => {
  it('pairs entries at even index i and i+1 as (away, home)', () => {
    const entries = ['TOR', 'NYY', 'BOS', 'TB'].map((t) => team(t));
    const { games, unpaired } = pairLineups(entries);
    expect(games.map((g) => `${g.away.team}@${g.home.team}`)).toEqual(['TOR@NYY', 'BOS@TB']);
    expect(unpaired).toBeNull();
  });

  it('reports a last entry without an opponent', () => {
    const { games, unpaired } = pairLineups(['TOR', 'NYY', 'SEA'].map((t) => team(t)));
    expect(games).toHaveLength(1);
    expect(unpaired?.team).toBe('SEA');
    expect(pairLineups([])).toEqual({ games: [], unpaired: null });
  });

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
