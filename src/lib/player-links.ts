/**
 * Where a player's name leads: his game's matchup (the Main Matchup page showing his team's
 * lineup against the opposing starter and bullpen) and his batter-vs-pitcher rows (the BvP page
 * filtered to him by `?player=`, which the BvP island reads on load). One helper for every table
 * and card that shows a name.
 */
import { foldForSearch } from './fold-text.ts';

/** The query parameter that picks a team on the matchup pages. */
export const TEAM_PARAM = 'team';
/** The query parameter that selects a batter in his team's lineup on the matchup pages. */
export const BATTER_PARAM = 'batter';
/** The query parameter that filters the BvP page to one player (batter or pitcher). */
export const PLAYER_PARAM = 'player';

export const MATCHUP_PATH = '/mlb/main-matchup/';
export const BVP_PATH = '/mlb/bvp/';

/** The short label of the BvP link beside a name (the table kit sizes the name column with it). */
export const BVP_LINK_LABEL = 'BvP';

export interface PlayerLinks {
  /** His game's matchup page, or null when his team is not known. */
  matchup: string | null;
  /** The BvP page filtered to him. */
  bvp: string;
}

/**
 * The links of a player. `matchupTeam` is the team whose matchup view shows him: a batter's own
 * team; for a pitcher, the team that faces him. Null or empty: no matchup link.
 */
export function playerLinks(name: string, matchupTeam: string | null | undefined): PlayerLinks {
  const team = matchupTeam?.trim().toUpperCase() ?? '';
  return {
    matchup: team === '' ? null : `${MATCHUP_PATH}?${new URLSearchParams({ [TEAM_PARAM]: team, [BATTER_PARAM]: name })}`,
    bvp: `${BVP_PATH}?${new URLSearchParams({ [PLAYER_PARAM]: name })}`,
  };
}

/** The batter a matchup page address asks for (`?batter=`), or null. */
export function batterFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(BATTER_PARAM)?.trim() ?? '';
  return value === '' ? null : value;
}

/** The player a BvP page address asks for (`?player=`), or null. */
export function playerFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(PLAYER_PARAM)?.trim() ?? '';
  return value === '' ? null : value;
}

/** Whether two spellings name the same player: case, accents and spacing ignored ("Joaquín Martínez" = "joaquin martinez"). */
export function samePlayer(a: string, b: string): boolean {
  return playerKey(a) === playerKey(b);
}

/** The form `samePlayer` compares. */
export function playerKey(name: string): string {
  return foldForSearch(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
