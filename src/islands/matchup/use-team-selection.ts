/**
 * The selected team (from `?team=` on first load, else the first option) and
 * the selected batter (from `?batter=` on first load, the name a table linked from; else, and
 * after a team change, the leadoff hitter). A new team is written back to the URL with
 * history.replaceState.
 */
import { useState } from 'react';
import type { MatchupBatter, TeamMatchup } from '../../../domain/contracts/index.ts';
import { batterFromSearch, samePlayer } from '../../lib/player-links.ts';
import { initialTeamCode, urlWithTeam } from './team-selection.ts';

export function useTeamSelection(teams: readonly TeamMatchup[] | null) {
  const [teamCode, setTeamCode] = useState<string | null>(null);
  const [batterName, setBatterName] = useState<string | null>(() => (typeof window === 'undefined' ? null : batterFromSearch(window.location.search)));
  const code = teamCode ?? (teams ? initialTeamCode(teams, typeof window === 'undefined' ? '' : window.location.search) : null);
  const team = teams?.find((t) => t.team === code) ?? null;
  const selectTeam = (next: string) => {
    setTeamCode(next);
    setBatterName(null);
    window.history.replaceState(window.history.state, '', urlWithTeam(window.location.href, next));
  };
  /** The selected batter among `lineup`, defaulting to its first batter. */
  const selectedBatter = (lineup: readonly MatchupBatter[]): MatchupBatter | null =>
    (batterName === null ? undefined : lineup.find((b) => samePlayer(b.name, batterName))) ?? lineup[0] ?? null;
  return { team, selectTeam, selectBatter: setBatterName, selectedBatter };
}
