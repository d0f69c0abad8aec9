/** Season Home Runs: the title with the count, and the team / player filter options and rule. */
import type { HomeRun } from '../../../domain/contracts/index.ts';
import { formatInteger } from '../../columns/home-runs.ts';

/** "" = no filter on that field. */
export const ALL = '';

/**
 * One collator for every sort here: localeCompare(b, 'en') builds one per call (~1,500 names).
 * Made at the first sort, not when the page's code loads (its data is a long load on a phone).
 */
let byNameMade: Intl.Collator | null = null;
const byName = (a: string, b: string) => (byNameMade ??= new Intl.Collator('en')).compare(a, b);

export function seasonHomeRunsTitle(count: number): string {
  return `Season Home Runs (${formatInteger(count)})`;
}

/** Teams with home runs, by full name (teamNames: code -> name; an unknown code shows as itself). */
export function teamOptions(homeRuns: readonly HomeRun[], teamNames: Readonly<Record<string, string>>) {
  return [...new Set(homeRuns.map((h) => h.team_batting))].map((code) => ({ code, name: teamNames[code] ?? code })).sort((a, b) => byName(a.name, b.name));
}

/** The players with home runs for the selected team (or for any), by name. */
export function playerOptions(homeRuns: readonly HomeRun[], team: string): string[] {
  return [...new Set(homeRuns.filter((h) => team === ALL || h.team_batting === team).map((h) => h.batter_name))].sort(byName);
}

/** The row filter for a team and a player (undefined: no filter at all). */
/** The table's count badge: "4,692 home runs" or "12 of 4,692 home runs". */
export function homeRunCountLabel(shown: number, total: number): string {
  return shown === total ? `${formatInteger(total)} home runs` : `${formatInteger(shown)} of ${formatInteger(total)} home runs`;
}

export function homeRunFilter(team: string, player: string): ((h: HomeRun) => boolean) | undefined {
  if (team === ALL && player === ALL) return undefined;
  return (h) => (team === ALL || h.team_batting === team) && (player === ALL || h.batter_name === player);
}

/** The player filter after a team change: kept only if he has a home run for that team. */
export function playerAfterTeamChange(homeRuns: readonly HomeRun[], team: string, player: string): string {
  if (player === ALL || team === ALL) return player;
  return homeRuns.some((h) => h.batter_name === player && h.team_batting === team) ? player : ALL;
}
