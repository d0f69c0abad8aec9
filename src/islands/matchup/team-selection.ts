/**
 * Team selection shared by Main Matchup and Batter vs Bullpen: today's teams
 * from matchups.json, the lineup in batting order, and the `?team=` URL
 * parameter that keeps a selection across reloads and shared links.
 */
import type { MatchupBatter, TeamMatchup } from '../../../domain/contracts/index.ts';
import { compareFirstPitch } from '../../../domain/games.ts';
import { TEAM_PARAM } from '../../lib/player-links.ts';

/** Today's teams for the selector in first-pitch order (domain/games.ts), the two sides of a game together, away first as the file lists them. */
export function teamOptions(teams: readonly TeamMatchup[]): { code: string; name: string }[] {
  return [...teams]
    .sort((a, b) => compareFirstPitch({ id: '', gameTime: a.gameTime }, { id: '', gameTime: b.gameTime }))
    .map((t) => ({ code: t.team, name: t.teamName }));
}

/** The team to show: the one named in the URL when it plays today, else the first option. */
export function initialTeamCode(teams: readonly TeamMatchup[], search: string): string | null {
  const wanted = new URLSearchParams(search).get(TEAM_PARAM)?.trim().toUpperCase();
  if (wanted && teams.some((t) => t.team === wanted)) return wanted;
  return teamOptions(teams)[0]?.code ?? null;
}

/** The URL with `?team=` set (other parameters and the hash kept). */
export function urlWithTeam(href: string, code: string): string {
  const url = new URL(href);
  url.searchParams.set(TEAM_PARAM, code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Batting order 1-9 first, then batters without one, in file order (Array#sort is stable). */
export function lineupInOrder(lineup: readonly MatchupBatter[]): MatchupBatter[] {
  return [...lineup].sort((a, b) => (a.battingOrder ?? 99) - (b.battingOrder ?? 99));
}

/**
 * The lineup without the team's own starting pitcher (Batter vs Bullpen). The
 * pipeline already leaves the SP entry out of a lineup; a starter listed as a
 * hitter (no DH) is recognised by name: he is the opposing starter of the
 * other side's view of the game.
 */
export function lineupWithoutStarter(team: TeamMatchup, teams: readonly TeamMatchup[]): MatchupBatter[] {
  const ownStarter = teams.find((t) => t.team === team.opponent && t.opponent === team.team)?.opposingStarter?.name;
  const key = (name: string) => name.trim().toLowerCase();
  return lineupInOrder(team.lineup.filter((b) => b.position?.toUpperCase() !== 'SP' && (ownStarter === undefined || key(b.name) !== key(ownStarter))));
}
