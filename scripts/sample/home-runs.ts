/**
 * The season's home-run events, one per homer in the hitters' season lines: dated
 * on the batter's club's game days (the last week's homers inside the last week,
 * the rest before it), at the home club's park, off a pitcher of the opposing club
 * throwing a pitch from his arsenal. Pitchers' home runs allowed are then counted
 * from these events, so both sides of every homer agree.
 */
import { club } from './clubs.ts';
import { addDays } from './dates.ts';
import { clamp, round, teamOn, type Hitter, type HomeRunEvent, type Pitcher, type Schedule } from './league.ts';
import { FASTBALLS } from './pitches.ts';
import type { Rng } from './rng.ts';

export function drawHomeRuns(
  rng: Rng,
  date: string,
  hitters: readonly Hitter[],
  pitchers: readonly Pitcher[],
  schedule: Schedule,
  parkHrIndex: ReadonlyMap<string, number>,
): HomeRunEvent[] {
  const windowStart = addDays(date, -7);
  // A club's staff changes only with a trade, so it is cached per club and side of each trade date.
  const tradeDates = pitchers.flatMap((p) => (p.trade ? [p.trade.until] : []));
  const staffOn = new Map<string, Pitcher[]>();
  const staff = (team: string, day: string): Pitcher[] => {
    const key = `${team}|${tradeDates.map((until) => (day <= until ? 'b' : 'a')).join('')}`;
    let list = staffOn.get(key);
    if (!list) {
      list = pitchers.filter((p) => teamOn(p, day) === team && p.season.outs > 0);
      staffOn.set(key, list);
    }
    return list;
  };
  const usedAtBats = new Map<number, Set<number>>();
  const events: HomeRunEvent[] = [];
  for (const h of hitters) {
    if (h.season.HR === 0) continue;
    const days = schedule.days.filter((d) => schedule.byTeamDate.has(`${teamOn(h, d)}|${d}`));
    const early = days.filter((d) => d < windowStart);
    const late = days.filter((d) => d >= windowStart);
    const recent = Math.min(h.last7?.HR ?? 0, h.season.HR);
    // Homers come a little more often on days at hitter-friendly parks.
    const parkWeight = (d: string) => parkHrIndex.get(schedule.byTeamDate.get(`${teamOn(h, d)}|${d}`)!.home) ?? 100;
    const dates: string[] = [];
    for (let i = 0; i < recent; i++) dates.push(rng.weighted(late, parkWeight));
    for (let i = recent; i < h.season.HR; i++) dates.push(rng.weighted(early.length ? early : late, parkWeight));
    for (const day of dates) {
      const team = teamOn(h, day);
      const game = schedule.byTeamDate.get(`${team}|${day}`)!;
      const opponent = game.away === team ? game.home : game.away;
      const candidates = staff(opponent, day);
      const pitcher = rng.weighted(candidates, (p) => p.season.outs * p.hrProneness);
      let used = usedAtBats.get(game.gamePk);
      if (!used) usedAtBats.set(game.gamePk, (used = new Set()));
      let atBat = rng.int(1, 78);
      while (used.has(atBat)) atBat = (atBat % 85) + 1;
      used.add(atBat);
      const pitch = rng.weighted(pitcher.arsenal, (r) => r.usage * (FASTBALLS.has(r.type) ? 1.3 : 1));
      const launchSpeed = round(clamp(rng.normal(103.2 + 4.5 * h.talent.power, 3), 95, 118), 1);
      const launchAngle = Math.round(clamp(rng.normal(28, 4.5), 18, 42));
      const home = game.home;
      const parkCarry = home === 'COL' ? 18 : ((parkHrIndex.get(home) ?? 100) - 100) * 0.15;
      const distance = Math.round(clamp(396 + (launchSpeed - 104) * 5.2 - Math.abs(launchAngle - 28) * 2.1 + parkCarry + rng.normal(0, 11), 330, 480));
      events.push({
        date: day,
        gamePk: game.gamePk,
        atBat,
        batter: h,
        team,
        pitcher,
        venue: club(home).venue,
        pitchName: pitch.name,
        distance,
        launchSpeed,
        launchAngle,
      });
    }
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.gamePk - b.gamePk || a.atBat - b.atBat));
}

export function homeRunsAllowed(events: readonly HomeRunEvent[]): Map<Pitcher, number> {
  const count = new Map<Pitcher, number>();
  for (const e of events) count.set(e.pitcher, (count.get(e.pitcher) ?? 0) + 1);
  return count;
}
