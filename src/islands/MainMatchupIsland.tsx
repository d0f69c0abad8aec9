/**
 * /mlb/main-matchup (docs/product.md#main-matchup-and-batter-vs-bullpen): team selector; heading "team vs.
 * opposing starter"; the lineup with handedness tags (a batter selectable);
 * the centre panel of pitch-type run values as bars; the starting-pitcher
 * panel. Missing data: "NOT ADDED YET" (no starter, or a batter without pitch
 * data), "NOT FOUND IN CSV" (unknown hand), "No pitch data found for this
 * pitcher." (a starter without pitches).
 */
import { AbsenceNote } from './DataStatus.tsx';
import { LineupCard, matchupCardClass } from './matchup/LineupCard.tsx';
import { NOT_ADDED_YET, PitchBars } from './matchup/PitchBars.tsx';
import { PitcherStats } from './matchup/PitcherCard.tsx';
import { pitchBarScale } from './matchup/pitch-comparison.ts';
import { TeamSelect } from './matchup/TeamSelect.tsx';
import { lineupInOrder } from './matchup/team-selection.ts';
import { useMatchupTeams } from './matchup/use-matchup-teams.tsx';

export default function MainMatchupIsland() {
  const matchups = useMatchupTeams();
  if (!matchups.ready) return matchups.view;
  const { data, team, selectTeam, selectBatter, selectedBatter } = matchups;

  const lineup = lineupInOrder(team.lineup);
  const batter = selectedBatter(lineup);
  const starter = team.opposingStarter;

  return (
    <div className="space-y-4">
      <AbsenceNote absence={data.absence} />
      <TeamSelect teams={data.teams} value={team.team} onChange={selectTeam} />
      <h2 className="text-xl font-bold tracking-tight" data-testid="matchup-heading">
        {team.teamName} vs. {starter ? starter.name : NOT_ADDED_YET}
      </h2>
      {/* Three columns only from xl: at lg (beside the sidebar) the centre card would be too narrow for its bars and legend. */}
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)_16rem]">
        <LineupCard headingId="mm-lineup" teamName={team.teamName} batters={lineup} selected={batter?.name ?? null} onSelect={selectBatter} />

        <section aria-labelledby="mm-pitches" className={matchupCardClass} data-testid="pitch-panel">
          <h3 id="mm-pitches" className="mb-3 font-semibold">
            {batter ? batter.name : 'Batter'} vs. {starter ? starter.name : NOT_ADDED_YET}
          </h3>
          {!starter ? (
            <p className="rounded-md bg-amber-50 px-3 py-6 text-center text-sm font-semibold text-amber-900">{NOT_ADDED_YET}</p>
          ) : !batter ? (
            <p className="text-sm text-slate-600">Lineup not posted yet.</p>
          ) : (
            <PitchBars
              batterName={batter.name}
              batterPitches={batter.pitches}
              pitcherName={starter.name}
              pitcherPitches={starter.pitches}
              scale={pitchBarScale(
                [starter.pitches],
                lineup.map((hitter) => hitter.pitches),
              )}
            />
          )}
        </section>

        <section aria-labelledby="mm-starter" className={`${matchupCardClass} lg:col-span-2 xl:col-span-1`} data-testid="starter-panel">
          <h3 id="mm-starter" className="mb-2 font-semibold">
            Starting pitcher <span className="font-normal text-slate-600">({team.opponentName})</span>
          </h3>
          {starter ? (
            <PitcherStats pitcher={starter} />
          ) : (
            <p className="rounded-md bg-amber-50 px-3 py-6 text-center text-sm font-semibold text-amber-900">{NOT_ADDED_YET}</p>
          )}
        </section>
      </div>
    </div>
  );
}
