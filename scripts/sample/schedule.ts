/**
 * A season schedule from opening day to the day before the slate: every club
 * plays most days, with league-wide partial off days on Mondays and Thursdays.
 * Home runs are dated on the batter's club's game days, so venues, opponents and
 * dates in home_runs.csv agree with each other.
 */
import { CLUBS } from './clubs.ts';
import { addDays, daysBetween, weekday } from './dates.ts';
import type { Schedule, ScheduledGame } from './league.ts';
import type { Rng } from './rng.ts';

/** Opening day of the sample's season; with an early slate date the season starts 30 days before it. */
export function openingDay(slateDate: string): string {
  const nominal = `${slateDate.slice(0, 4)}-03-26`;
  return daysBetween(nominal, slateDate) >= 14 ? nominal : addDays(slateDate, -30);
}

export function buildSchedule(rng: Rng, copy: number, slateDate: string, firstGamePk: number): Schedule {
  const days: string[] = [];
  for (let d = openingDay(slateDate); d < slateDate; d = addDays(d, 1)) days.push(d);
  const games: ScheduledGame[] = [];
  const byTeamDate = new Map<string, ScheduledGame>();
  const teamGames = new Map<string, number>(CLUBS.map((c) => [c.code, 0]));
  let gamePk = firstGamePk;
  for (const date of days) {
    const dow = weekday(date);
    const playing = dow === 1 || dow === 4 ? rng.shuffle(CLUBS).slice(0, 20) : rng.shuffle(CLUBS);
    for (let i = 0; i + 1 < playing.length; i += 2) {
      const [a, b] = [playing[i]!, playing[i + 1]!];
      const [away, home] = rng.chance(0.5) ? [a, b] : [b, a];
      const game: ScheduledGame = { date, gamePk: gamePk++, away: away.code, home: home.code };
      games.push(game);
      byTeamDate.set(`${away.code}|${date}`, game);
      byTeamDate.set(`${home.code}|${date}`, game);
      teamGames.set(away.code, (teamGames.get(away.code) ?? 0) + 1);
      teamGames.set(home.code, (teamGames.get(home.code) ?? 0) + 1);
    }
  }
  return { copy, days, games, byTeamDate, teamGames };
}

/** The club's game days in [from, to), in date order. */
export function gameDays(schedule: Schedule, team: string, from: string, to: string): string[] {
  return schedule.days.filter((d) => d >= from && d < to && schedule.byTeamDate.has(`${team}|${d}`));
}
