/**
 * What Main Matchup and Batter vs Bullpen share before their own panels: today's matchups
 * (matchups.json) with the team and batter selection, or what the page shows instead: "Loading...",
 * the load error, or "No matchups today." when the slate has no team.
 */
import type { ReactElement } from 'react';
import type { MatchupsFile, TeamMatchup } from '../../../domain/contracts/index.ts';
import { AbsenceNote, EmptyState, LoadError, Loading } from '../DataStatus.tsx';
import { useData } from '../use-data.ts';
import { useTeamSelection } from './use-team-selection.ts';

type TeamSelection = ReturnType<typeof useTeamSelection>;

export type MatchupTeams = { ready: false; view: ReactElement } | (Omit<TeamSelection, 'team'> & { ready: true; data: MatchupsFile; team: TeamMatchup });

export function useMatchupTeams(): MatchupTeams {
  const { data, error } = useData('matchups.json');
  const { team, ...selection } = useTeamSelection(data?.teams ?? null);
  if (!data) {
    return { ready: false, view: error ? <LoadError heading="Failed to load matchup data" message={error.message} /> : <Loading /> };
  }
  if (!team) {
    return {
      ready: false,
      view: (
        <div className="space-y-3">
          <AbsenceNote absence={data.absence} />
          <EmptyState>No matchups today.</EmptyState>
        </div>
      ),
    };
  }
  return { ready: true, data, team, ...selection };
}
