/**
 * Today's slate: 15 games pairing the 30 clubs (in `double`, the second copy
 * plays the nightcap of a doubleheader), starters from each rotation, nine-man
 * lineups, weather, and what happened over the last week (last-7 lines, bullpen
 * pitch counts for the six days before the slate).
 */
import { CLUBS, club } from './clubs.ts';
import { addDays, monthOf, utcTimestamp } from './dates.ts';
import {
  clamp,
  type ConfirmationMode,
  type Hitter,
  type Last7Line,
  type LineupSide,
  type LineupSlot,
  type Pitcher,
  type Schedule,
  type SlateGame,
} from './league.ts';
import { drawBattingLine } from './roster.ts';
import type { Rng } from './rng.ts';
import { gameDays } from './schedule.ts';

/** Temperature shift from August by month (March ... October). */
const MONTH_TEMPERATURE_SHIFT: Readonly<Record<number, number>> = { 3: -24, 4: -17, 5: -9, 6: -3, 7: 1, 8: 0, 9: -5, 10: -14 };
const CONDITIONS = ['Clear', 'Sunny', 'Partly Cloudy', 'Partly Cloudy', 'Cloudy', 'Overcast', 'Clear', 'Drizzle'];
const WIND_DIRECTIONS = ['Out To CF', 'Out To LF', 'Out To RF', 'In From CF', 'In From LF', 'In From RF', 'L To R', 'R To L'];
/** Local first-pitch times in minutes after midnight: evening games mostly, a few day games. */
const EVENING_STARTS = [
  18 * 60 + 40,
  18 * 60 + 45,
  19 * 60 + 5,
  19 * 60 + 7,
  19 * 60 + 10,
  19 * 60 + 10,
  19 * 60 + 15,
  19 * 60 + 20,
  19 * 60 + 35,
  19 * 60 + 40,
  20 * 60 + 10,
];
const DAY_STARTS = [13 * 60 + 5, 13 * 60 + 10, 13 * 60 + 20, 14 * 60 + 10, 16 * 60 + 5];

/** The wind's component toward centre field for a direction (corners at 45 degrees, crosswinds none), per mph. */
const WIND_OUT_SHARE: Record<string, number> = {
  'Out To CF': 1,
  'Out To LF': Math.SQRT1_2,
  'Out To RF': Math.SQRT1_2,
  'In From CF': -1,
  'In From LF': -Math.SQRT1_2,
  'In From RF': -Math.SQRT1_2,
};

function weatherFor(rng: Rng, home: string, date: string, localMinutes: number): { text: string; temperature: number; windOutMph: number } {
  const c = club(home);
  const shift = MONTH_TEMPERATURE_SHIFT[monthOf(date)] ?? -20;
  const dayGame = localMinutes < 17 * 60;
  const outdoorTemp = Math.round(c.augustTemp + shift + (dayGame ? 3 : -2) + rng.normal(0, 3.5));
  if (c.roof === 'dome') return { text: '72 degrees, Dome, wind 0 mph None', temperature: 72, windOutMph: 0 };
  if (c.roof === 'retractable' && (outdoorTemp >= 88 || outdoorTemp <= 55 || rng.chance(0.3))) {
    const inside = rng.int(70, 74);
    return { text: `${inside} degrees, Roof Closed, wind 0 mph None`, temperature: inside, windOutMph: 0 };
  }
  const mph = rng.chance(0.08) ? 0 : rng.int(2, 17);
  const direction = mph === 0 ? 'Calm' : rng.pick(WIND_DIRECTIONS);
  return {
    text: `${outdoorTemp} degrees, ${rng.pick(CONDITIONS)}, wind ${mph} mph ${direction}`,
    temperature: outdoorTemp,
    windOutMph: mph * (WIND_OUT_SHARE[direction] ?? 0),
  };
}

/** Batting order from a quality ranking: the best bats hit 2-4, the fourth best leads off. */
const ORDER_BY_RANK = [2, 3, 4, 1, 5, 6, 7, 8, 9];

function lineupFor(rng: Rng, team: string, hitters: readonly Hitter[]): LineupSlot[] {
  const regulars = hitters.filter((h) => h.team === team && h.role === 'regular');
  const bench = hitters.filter((h) => h.team === team && h.role === 'bench');
  const starting = [...regulars];
  const rookie = bench.find((h) => h.features.includes('rookie-debut'));
  const swappable = () =>
    starting.filter((h) => !h.features.some((f) => f === 'featured' || f === 'slugger' || f === 'traded' || f === 'fangraphs-missing' || f === 'no-last7'));
  const replace = (incoming: Hitter) => {
    const candidates = swappable().filter((h) => h.position !== 'C' || incoming.position === 'C');
    const out = candidates.length ? rng.pick(candidates) : null;
    if (out) starting.splice(starting.indexOf(out), 1, incoming);
    return out;
  };
  const positionOf = new Map<Hitter, string>(starting.map((h) => [h, h.position]));
  for (const h of regulars.filter((r) => r.features.includes('bench-today'))) {
    const available = bench.filter((b) => b !== rookie && !starting.includes(b));
    const sub = available.find((b) => b.position === h.position) ?? available.find((b) => b.position !== 'C');
    if (sub) {
      starting.splice(starting.indexOf(h), 1, sub);
      positionOf.set(sub, h.position);
    }
  }
  if (rookie) {
    const out = replace(rookie);
    if (out) positionOf.set(rookie, out.position);
  } else if (rng.chance(0.35)) {
    const sub = rng.pick(bench.filter((b) => !starting.includes(b)));
    const out = replace(sub);
    if (out) positionOf.set(sub, out.position);
  }
  // A regular's spot is his; a bench player filling in bats lower, a debut at the bottom.
  const quality = (h: Hitter) =>
    h.features.includes('rookie-debut')
      ? -1
      : (0.5 * h.talent.power + 0.3 * h.talent.contact + 0.2 * h.talent.eye + rng.normal(0, 0.06)) * (h.role === 'regular' ? 1 : 0.7);
  const scored = starting.map((h) => ({ h, q: quality(h) })).sort((a, b) => b.q - a.q || (a.h.uid < b.h.uid ? -1 : 1));
  return scored.map(({ h }, rank) => ({ hitter: h, order: ORDER_BY_RANK[rank]!, position: positionOf.get(h) ?? h.position })).sort((a, b) => a.order - b.order);
}

function starterFor(pitchers: readonly Pitcher[], team: string, schedule: Schedule, copy: number): Pitcher {
  const rotation = pitchers.filter((p) => p.team === team && p.role === 'SP');
  const played = schedule.teamGames.get(team) ?? 0;
  return rotation[(played + copy) % rotation.length]!;
}

/** Teams whose lineup spells a name the way a projection site does: it must not carry ids. */
function mustBeProjected(side: readonly LineupSlot[]): boolean {
  return side.some((s) => s.hitter.lineupName !== null);
}

export function buildSlate(
  rng: Rng,
  date: string,
  copies: number,
  hitters: readonly Hitter[],
  pitchers: readonly Pitcher[],
  schedules: readonly Schedule[],
): SlateGame[] {
  const order = rng.shuffle(CLUBS);
  const pairs: [string, string][] = [];
  for (let i = 0; i < order.length; i += 2) pairs.push([order[i]!.code, order[i + 1]!.code]);
  const games: SlateGame[] = [];
  for (let copy = 0; copy < copies; copy++) {
    const copyHitters = hitters.filter((h) => h.copy === copy);
    const copyPitchers = pitchers.filter((p) => p.copy === copy);
    const schedule = schedules[copy]!;
    const sides: LineupSide[] = [];
    pairs.forEach(([away, home], i) => {
      const local =
        copies > 1 ? (copy === 0 ? rng.pick(DAY_STARTS) : rng.pick(EVENING_STARTS)) : rng.chance(0.15) ? rng.pick(DAY_STARTS) : rng.pick(EVENING_STARTS);
      const weather = weatherFor(rng, home, date, local);
      const side = (team: string): LineupSide => ({
        team,
        starter: starterFor(copyPitchers, team, schedule, copy),
        batters: lineupFor(rng, team, copyHitters),
        confirmation: 'confirmed',
        writesIds: true,
        asciiNames: false,
      });
      const awaySide = side(away);
      const homeSide = side(home);
      sides.push(awaySide, homeSide);
      games.push({
        copy,
        gamePk: 824_310 + i * 29 + copy * 11,
        date,
        gameTime: utcTimestamp(date, local, club(home).utcOffset),
        venue: club(home).venue,
        weather: weather.text,
        temperature: weather.temperature,
        windOutMph: weather.windOutMph,
        away: awaySide,
        home: homeSide,
        gameNumber: copy === 0 ? 1 : 2,
        doubleHeader: copies > 1 ? 'S' : 'N',
      });
    });
    assignConfirmation(rng, sides);
  }
  return games;
}

/** About half the lineups are confirmed; projected ones carry no ids and plain-ASCII names; one side has only its starter confirmed. */
function assignConfirmation(rng: Rng, sides: LineupSide[]): void {
  const forced = sides.filter((s) => mustBeProjected(s.batters));
  const free = rng.shuffle(sides.filter((s) => !forced.includes(s)));
  const modes = new Map<LineupSide, ConfirmationMode>();
  for (const s of forced) modes.set(s, 'projected');
  free.forEach((s, i) => {
    modes.set(s, i === 0 ? 'starter-only' : i % 2 === 1 || rng.chance(0.15) ? 'confirmed' : 'projected');
  });
  for (const s of sides) {
    s.confirmation = modes.get(s)!;
    s.writesIds = s.confirmation !== 'projected';
    s.asciiNames = s.confirmation === 'projected';
  }
}

/** Last-7-day lines (the six days plus the day before: the week before the slate). */
export function drawLast7(rng: Rng, date: string, hitters: readonly Hitter[], schedules: readonly Schedule[], inLineup: ReadonlySet<Hitter>): void {
  const from = addDays(date, -7);
  for (const h of hitters) {
    h.last7 = null;
    if (h.absentFrom.has('last7') || h.season.PA === 0) continue;
    const days = gameDays(schedules[h.copy]!, h.team, from, date).length;
    const playRate = inLineup.has(h) ? 0.9 : h.role === 'regular' ? 0.75 : h.role === 'bench' ? 0.35 : 0.12;
    const games = h.features.includes('slugger') ? days : rng.binomial(days, playRate);
    const pa = games * (h.role === 'regular' ? rng.int(3, 5) : rng.int(1, 4));
    if (pa === 0) continue;
    const streak = h.features.includes('slugger') ? 1 : clamp(Math.exp(rng.normal(0, 0.35)), 0.3, 2.2);
    const line = drawBattingLine(rng, pa, {
      kRate: h.kRate,
      bbRate: h.bbRate,
      hrPerBattedBall: clamp(h.hrPerBattedBall * streak, 0, 0.3),
      hitRate: clamp(0.29 * rng.float(0.7, 1.3), 0.15, 0.45),
      power: h.talent.power,
      speed: h.talent.speed,
    });
    h.last7 = fitWithinSeason(h, { AB: line.AB, H: line.H, doubles: line.doubles, triples: line.triples, HR: line.HR });
    if (h.features.includes('slugger')) heatUp(rng, h);
  }
}

/** A last-7 line can never exceed the season's counts. */
export function fitWithinSeason(h: Hitter, l: Last7Line): Last7Line | null {
  const s = h.season;
  const HR = Math.min(l.HR, s.HR);
  const doubles = Math.min(l.doubles, s.doubles);
  const triples = Math.min(l.triples, s.triples);
  const singles = Math.min(l.H - l.HR - l.doubles - l.triples, s.singles);
  const H = singles + doubles + triples + HR;
  const AB = Math.min(s.AB, Math.max(l.AB, H));
  return AB > 0 ? { AB, H, doubles, triples, HR } : null;
}

/** The sluggers the picks should find are hot: three or four homers in about 25 at-bats. */
export function heatUp(rng: Rng, h: Hitter): void {
  h.last7 = fitWithinSeason(h, { AB: rng.int(23, 27), H: 9 + rng.int(0, 2), doubles: rng.int(1, 2), triples: 0, HR: rng.int(3, 4) });
}

export function last7Slg(l: Last7Line): number {
  const singles = l.H - l.doubles - l.triples - l.HR;
  return (singles + 2 * l.doubles + 3 * l.triples + 4 * l.HR) / l.AB;
}

/** Pitches thrown by each active reliever on the six days before the slate, newest first; never three days running. */
export function drawBullpenUsage(rng: Rng, date: string, pitchers: readonly Pitcher[], schedules: readonly Schedule[]): void {
  const appearanceRate = { Closer: 0.38, Setup: 0.4, Middle: 0.33, Long: 0.2 } as const;
  for (const p of pitchers) {
    p.usage = [0, 0, 0, 0, 0, 0];
    if (p.role !== 'RP' || !p.bullpenRole) continue;
    const schedule = schedules[p.copy]!;
    // Oldest first, so the "not three days running" rule looks back.
    const oldestFirst: number[] = [];
    for (let back = 6; back >= 1; back--) {
      const day = addDays(date, -back);
      const played = schedule.byTeamDate.has(`${p.team}|${day}`);
      const n = oldestFirst.length;
      const tired = n >= 2 && oldestFirst[n - 1]! > 0 && oldestFirst[n - 2]! > 0;
      const pitched = played && !tired && rng.chance(appearanceRate[p.bullpenRole]);
      oldestFirst.push(pitched ? (p.bullpenRole === 'Long' ? rng.int(18, 46) : rng.int(8, 29)) : 0);
    }
    p.usage = oldestFirst.reverse();
  }
}

export function lineupHitters(slate: readonly SlateGame[]): Set<Hitter> {
  const set = new Set<Hitter>();
  for (const g of slate) for (const side of [g.away, g.home]) for (const slot of side.batters) set.add(slot.hitter);
  return set;
}
