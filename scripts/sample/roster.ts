/**
 * Club rosters with invented players, each with a latent talent and a season
 * line drawn from it. Counts come first; every rate any file prints (AVG, SLG,
 * barrel %, hard-hit %, K%, ERA...) is derived from the counts, so HR <= H <= AB,
 * AVG = H / AB and the Savant and FanGraphs figures of one player agree.
 *
 * Copy 0 also holds the featured players the sample exists to exercise: the
 * same-name players, the spelling variants, the traded players, the hitters with
 * no stats at all, the hot sluggers the picks should find.
 */
import { CLUBS } from './clubs.ts';
import {
  clamp,
  round,
  type BattedBallProfile,
  type BattingLine,
  type BullpenRole,
  type Hitter,
  type HitterRole,
  type HitterTalent,
  type PitchRow,
  type Pitcher,
  type PitcherRole,
  type PitchingLine,
  type SourceId,
} from './league.ts';
import { type NameFactory, SHORT_FIRST_NAMES, type PersonName } from './names.ts';
import { FASTBALLS, LEAGUE_PITCH_MIX, pitchRow, usageShares } from './pitches.ts';
import type { Rng } from './rng.ts';
import type { SizeProfile } from './sizes.ts';
import { HIT_BY_PITCH_RATE, SACRIFICE_FLY_RATE } from './truth.ts';

const REGULAR_POSITIONS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const;
const BENCH_POSITIONS: readonly (readonly string[])[] = [['C'], ['2B', 'SS', '3B'], ['1B', '3B'], ['LF', 'CF', 'RF'], ['2B', '3B', 'LF', 'RF', '1B']];
const ANY_POSITION = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

/** Unique MLBAM-like and FanGraphs-like ids. */
export class IdFactory {
  private readonly mlbam = new Set<number>();
  private readonly fangraphs = new Set<number>();
  constructor(private readonly rng: Rng) {}

  nextMlbam(): number {
    for (;;) {
      const id = this.rng.int(455_000, 699_999);
      if (!this.mlbam.has(id)) {
        this.mlbam.add(id);
        return id;
      }
    }
  }

  nextFangraphs(): number {
    for (;;) {
      const id = this.rng.int(9_000, 36_000);
      if (!this.fangraphs.has(id)) {
        this.fangraphs.add(id);
        return id;
      }
    }
  }
}

interface FeaturedHitter {
  team: string;
  position: (typeof REGULAR_POSITIONS)[number];
  name: PersonName;
  bats: 'R' | 'L' | 'S';
  features: string[];
  lineupName?: string;
  razzballFirst?: string;
  /** Kept off today's lineup (a bench day), to have the spelling in stat files only. */
  benchToday?: boolean;
}

const n = (first: string, last: string, suffix = ''): PersonName => ({ first, last, suffix });

/**
 * Copy 0's hand-placed hitters. The first five carry known public names on purpose
 * (the same-name cases the matcher must keep apart); every other name is invented.
 */
const FEATURED_HITTERS: readonly FeaturedHitter[] = [
  { team: 'LAD', position: 'C', name: n('Will', 'Smith'), bats: 'R', features: ['same-name:will-smith', 'hitter'] },
  { team: 'LAD', position: '3B', name: n('Max', 'Muncy'), bats: 'L', features: ['same-name:max-muncy'] },
  { team: 'ATH', position: 'SS', name: n('Max', 'Muncy'), bats: 'R', features: ['same-name:max-muncy'] },
  { team: 'WAS', position: '2B', name: n('Luis', 'García', 'Jr.'), bats: 'L', features: ['same-name:luis-garcia', 'suffix'] },
  { team: 'CIN', position: 'RF', name: n('Luis', 'García'), bats: 'R', features: ['same-name:luis-garcia'] },
  { team: 'SEA', position: 'CF', name: n('Jonathan', 'Whitcombe'), bats: 'L', features: ['lineup-initial'], lineupName: 'J. Whitcombe' },
  {
    team: 'DET',
    position: '1B',
    name: n('Marcus', 'Bellamy', 'Jr.'),
    bats: 'R',
    features: ['lineup-drops-suffix', 'suffix'],
    lineupName: 'Marcus Bellamy',
  },
  {
    team: 'MIN',
    position: 'SS',
    name: n('J.T.', 'Ridgeway'),
    bats: 'R',
    features: ['initials', 'lineup-drops-dots'],
    lineupName: 'JT Ridgeway',
  },
  { team: 'BOS', position: 'LF', name: n('Michael', 'Fairweather'), bats: 'L', features: ['razzball-short-name'], razzballFirst: 'Mike' },
  {
    team: 'CHC',
    position: '3B',
    name: n('Christopher', 'Lindqvist'),
    bats: 'R',
    features: ['razzball-short-name'],
    razzballFirst: 'Chris',
  },
  { team: 'TEX', position: 'DH', name: n('Nicholas', 'Ambrose'), bats: 'R', features: ['razzball-short-name'], razzballFirst: 'Nick' },
  {
    team: 'CLE',
    position: 'RF',
    name: n('Matthew', 'Corrigan'),
    bats: 'L',
    features: ['razzball-short-name'],
    razzballFirst: 'Matt',
    benchToday: true,
  },
  { team: 'PIT', position: '2B', name: n('Søren', 'Haugland'), bats: 'L', features: ['reference-character'] },
  { team: 'MIL', position: 'C', name: n('Łukasz', 'Wierzbicki'), bats: 'R', features: ['reference-character'] },
  { team: 'STL', position: 'SS', name: n('Đorđe', 'Marković'), bats: 'R', features: ['reference-character', 'accent'] },
  { team: 'TOR', position: 'RF', name: n('Bjørn', 'Løvaas'), bats: 'L', features: ['reference-character'], benchToday: true },
  { team: 'PHI', position: 'CF', name: n('Declan', "O'Rourke"), bats: 'S', features: ['apostrophe'] },
  { team: 'HOU', position: 'LF', name: n('Tomás', 'Castro-Vega'), bats: 'R', features: ['hyphen', 'accent'] },
  { team: 'ATL', position: '1B', name: n('Kenneth', 'Hollister', 'II'), bats: 'L', features: ['suffix'] },
  { team: 'NYM', position: 'DH', name: n('Robert', 'Ashford', 'III'), bats: 'R', features: ['suffix'] },
  { team: 'KC', position: 'SS', name: n('Andrés', 'Núñez'), bats: 'S', features: ['accent'] },
  { team: 'SD', position: '3B', name: n('Jesús', 'Peña Muñoz'), bats: 'R', features: ['accent'] },
];

interface FeaturedPitcher {
  team: string;
  name: PersonName;
  throws: 'R' | 'L';
  bullpenRole: BullpenRole;
  features: string[];
}

const FEATURED_PITCHERS: readonly FeaturedPitcher[] = [
  { team: 'KC', name: n('Will', 'Smith'), throws: 'L', bullpenRole: 'Setup', features: ['same-name:will-smith', 'pitcher'] },
  { team: 'SD', name: n('Luis', 'García'), throws: 'R', bullpenRole: 'Middle', features: ['same-name:luis-garcia', 'pitcher'] },
];

const beta = (rng: Rng, mean: number, sd: number): number => clamp(rng.normal(mean, sd), 0.02, 0.98);

function hitterTalent(rng: Rng, role: HitterRole): HitterTalent {
  const shift = role === 'regular' ? 0 : role === 'bench' ? -0.08 : -0.12;
  return {
    power: clamp(beta(rng, 0.45 + shift, 0.2), 0.02, 0.88),
    contact: beta(rng, 0.5 + shift / 2, 0.2),
    eye: beta(rng, 0.5, 0.2),
    speed: beta(rng, 0.5, 0.22),
  };
}

function emptyBattingLine(): BattingLine {
  return {
    G: 0,
    PA: 0,
    AB: 0,
    H: 0,
    singles: 0,
    doubles: 0,
    triples: 0,
    HR: 0,
    R: 0,
    RBI: 0,
    SB: 0,
    CS: 0,
    BB: 0,
    IBB: 0,
    HBP: 0,
    SF: 0,
    SO: 0,
  };
}

/** Draws a batting line of `pa` plate appearances from the rates. */
export function drawBattingLine(
  rng: Rng,
  pa: number,
  rates: { kRate: number; bbRate: number; hrPerBattedBall: number; hitRate: number; power: number; speed: number },
): BattingLine {
  const line = emptyBattingLine();
  if (pa <= 0) return line;
  line.PA = pa;
  line.HBP = rng.binomial(pa, HIT_BY_PITCH_RATE);
  line.SF = rng.binomial(pa - line.HBP, SACRIFICE_FLY_RATE);
  line.BB = rng.binomial(pa - line.HBP - line.SF, rates.bbRate);
  line.AB = pa - line.HBP - line.SF - line.BB;
  if (line.AB === 0) {
    line.AB = 1;
    if (line.BB > 0) line.BB--;
    else if (line.HBP > 0) line.HBP--;
    else line.SF--;
  }
  line.IBB = rng.binomial(line.BB, 0.04 + 0.08 * rates.power);
  line.SO = Math.min(line.AB, rng.binomial(pa, rates.kRate));
  const contact = line.AB - line.SO;
  line.HR = rng.binomial(contact, rates.hrPerBattedBall);
  const inPlay = contact - line.HR;
  const hitsInPlay = rng.binomial(inPlay, rates.hitRate);
  line.doubles = rng.binomial(hitsInPlay, 0.19 + 0.05 * rates.power);
  line.triples = rng.binomial(hitsInPlay - line.doubles, 0.01 + 0.03 * rates.speed);
  line.singles = hitsInPlay - line.doubles - line.triples;
  line.H = hitsInPlay + line.HR;
  line.R = Math.round((line.H - line.HR + line.BB + line.HBP) * rng.float(0.27, 0.36) + line.HR);
  line.RBI = Math.round(line.HR * rng.float(1.45, 1.75) + (line.H - line.HR) * rng.float(0.22, 0.3) + line.SF);
  const onFirst = line.singles + line.BB + line.HBP;
  line.SB = rng.binomial(onFirst, clamp(0.002 + 0.13 * rates.speed ** 2, 0, 0.2));
  line.CS = rng.binomial(line.SB, 0.22);
  return line;
}

/** Batted-ball profile consistent with the line: barrels and hard-hit balls are counts, percents follow. */
function battedBallProfile(rng: Rng, line: BattingLine, power: number, contact: number): BattedBallProfile {
  const battedBalls = line.AB - line.SO + line.SF;
  const barrelRate = clamp(1.8 + 16 * power ** 1.25 + rng.normal(0, 1), 2, 20);
  const barrels = Math.min(battedBalls, Math.max(Math.round((barrelRate * battedBalls) / 100), Math.ceil(line.HR * 0.8)));
  const hardHitRate = clamp(27 + 31 * power + rng.normal(0, 2.5), 25, 60);
  const hardHitBalls = Math.min(battedBalls, Math.max(Math.round((hardHitRate * battedBalls) / 100), barrels));
  const avgEV = round(clamp(85 + 8.6 * power + rng.normal(0, 0.7), 84, 95.8), 3);
  const maxEV = round(clamp(104.5 + 13.5 * power + rng.normal(0, 1.6), 104, 120), 1);
  const avgLA = round(clamp(5 + 13 * power + rng.normal(0, 3), 2, 22), 1);
  const fbPct = clamp(0.27 + 0.18 * power + (avgLA - 12) * 0.007 + rng.normal(0, 0.025), 0.18, 0.55);
  const ldPct = clamp(0.205 + 0.02 * (contact - 0.5) + rng.normal(0, 0.018), 0.15, 0.27);
  const pullPct = clamp(0.37 + 0.13 * power + rng.normal(0, 0.035), 0.27, 0.58);
  const centPct = clamp(0.34 + rng.normal(0, 0.025), 0.26, 0.42);
  const hardPct = clamp(hardHitRate / 100 - 0.02 + rng.normal(0, 0.015), 0.15, 0.6);
  const softPct = clamp(0.17 - 0.06 * power + rng.normal(0, 0.02), 0.07, 0.28);
  const hasHr = line.HR > 0;
  const avg = line.AB ? line.H / line.AB : 0;
  const slg = line.AB ? (line.singles + 2 * line.doubles + 3 * line.triples + 4 * line.HR) / line.AB : 0;
  return {
    battedBalls,
    barrels,
    hardHitBalls,
    avgEV,
    maxEV,
    avgLA,
    sweetSpotPct: round(clamp(33 + 4 * (contact - 0.5) + rng.normal(0, 3), 22, 46), 1),
    ev50: round(avgEV + 9.3 + 2 * power + rng.normal(0, 0.5), 1),
    fbldEV: round(avgEV + 3.8 + rng.normal(0, 0.7), 1),
    gbEV: round(avgEV - 2.8 + rng.normal(0, 0.9), 1),
    maxDistance: Math.round(hasHr ? clamp(398 + 62 * power + rng.normal(0, 10), 372, 482) : clamp(352 + rng.normal(0, 14), 318, 399)),
    avgDistance: Math.round(clamp(118 + 4.2 * avgLA + rng.normal(0, 7), 100, 222)),
    avgHrDistance: hasHr ? Math.round(clamp(386 + 24 * power + rng.normal(0, 6), 362, 428)) : null,
    ldPct,
    gbPct: 1 - fbPct - ldPct,
    fbPct,
    iffbPct: clamp(0.095 + rng.normal(0, 0.03), 0.02, 0.2),
    pullPct,
    centPct,
    oppoPct: 1 - pullPct - centPct,
    softPct,
    hardPct,
    xBA: round(clamp(avg + rng.normal(0, 0.014), 0.1, 0.36), 3),
    xSLG: round(clamp(slg + rng.normal(0, 0.028), 0.12, 0.8), 3),
    xwOBA: 0,
  };
}

/** wOBA from the counts (round-number linear weights). */
export function woba(line: BattingLine): number {
  const denom = line.AB + line.BB - line.IBB + line.SF + line.HBP;
  if (denom <= 0) return 0;
  const num = 0.69 * (line.BB - line.IBB) + 0.72 * line.HBP + 0.88 * line.singles + 1.25 * line.doubles + 1.58 * line.triples + 2.03 * line.HR;
  return num / denom;
}

/** The batter side of the pitch-arsenal leaderboard: 4-7 pitch types by how often he sees them. */
function batterArsenal(rng: Rng, h: Hitter): PitchRow[] {
  const { season, talent } = h;
  if (season.PA === 0) return [];
  const shares = LEAGUE_PITCH_MIX.map(([type, share]) => [type, share * rng.float(0.7, 1.3)] as const);
  const usage = usageShares(shares.map(([, s]) => s));
  const ranked = shares.map(([type], i) => ({ type, usage: usage[i]! })).sort((a, b) => b.usage - a.usage || (a.type < b.type ? -1 : 1));
  const count = season.PA < 80 ? 4 : rng.int(4, 7);
  const avg = season.AB ? season.H / season.AB : 0.2;
  const slg = season.AB ? (season.singles + 2 * season.doubles + 3 * season.triples + 4 * season.HR) / season.AB : 0.3;
  const runValueBase = 2.4 * (talent.power - 0.45) + 1.6 * (talent.contact - 0.5) + 0.8 * (talent.eye - 0.5);
  const hardHitPct = season.PA ? (100 * h.batted.hardHitBalls) / Math.max(1, h.batted.battedBalls) : 35;
  return ranked.slice(0, count).map(({ type, usage: u }) =>
    pitchRow(rng, type, u, {
      totalPitches: season.PA * 3.9,
      plateAppearances: season.PA,
      avg: clamp(avg, 0.12, 0.36),
      slg: clamp(slg, 0.15, 0.75),
      hardHitPct,
      runValueBase,
      whiffShift: 12 * (h.kRate - 0.22),
    }),
  );
}

/** Fills a hitter's season from his talent and playing time. */
export function drawHitterSeason(rng: Rng, h: Hitter, pa: number, games: number): void {
  const { power, contact, speed } = h.talent;
  h.season = drawBattingLine(rng, pa, {
    kRate: h.kRate,
    bbRate: h.bbRate,
    hrPerBattedBall: h.hrPerBattedBall,
    hitRate: clamp(0.288 + 0.04 * (contact - 0.5) + 0.03 * (speed - 0.5) + rng.normal(0, 0.012), 0.24, 0.345),
    power,
    speed,
  });
  h.season.G = pa === 0 ? 0 : Math.min(games, Math.max(1, Math.round(pa / rng.float(3.6, 4.3))));
  h.batted = battedBallProfile(rng, h.season, power, contact);
  h.batted.xwOBA = round(clamp(woba(h.season) + rng.normal(0, 0.014), 0.15, 0.5), 3);
  h.arsenal = batterArsenal(rng, h);
}

export function setHitterRates(rng: Rng, h: Hitter): void {
  const { power, contact, eye } = h.talent;
  h.kRate = clamp(0.225 + 0.09 * (power - 0.45) - 0.12 * (contact - 0.5) + rng.normal(0, 0.022), 0.09, 0.36);
  h.bbRate = clamp(0.08 + 0.05 * (eye - 0.5) + 0.025 * (power - 0.45) + rng.normal(0, 0.01), 0.03, 0.17);
  h.hrPerBattedBall = clamp(0.011 + 0.105 * power ** 1.6 + rng.normal(0, 0.005), 0.002, 0.135);
}

function newHitter(
  uid: string,
  copy: number,
  team: string,
  name: PersonName,
  ids: IdFactory,
  role: HitterRole,
  position: string,
  bats: 'R' | 'L' | 'S',
  talent: HitterTalent,
): Hitter {
  return {
    kind: 'hitter',
    uid,
    copy,
    mlbamId: ids.nextMlbam(),
    fangraphsId: ids.nextFangraphs(),
    name,
    team,
    trade: null,
    razzballFirst: null,
    absentFrom: new Set<SourceId>(),
    features: [],
    position,
    bats,
    role,
    talent,
    kRate: 0,
    bbRate: 0,
    hrPerBattedBall: 0,
    season: emptyBattingLine(),
    batted: undefined as unknown as BattedBallProfile,
    arsenal: [],
    last7: null,
    lineupName: null,
  };
}

const battingSide = (rng: Rng): 'R' | 'L' | 'S' => {
  const r = rng.next();
  return r < 0.58 ? 'R' : r < 0.91 ? 'L' : 'S';
};

/** The hitters of one copy of the league, before their seasons are drawn. */
export function createHitters(rng: Rng, copy: number, profile: SizeProfile, names: NameFactory, ids: IdFactory): Hitter[] {
  const hitters: Hitter[] = [];
  const featured = copy === 0 ? FEATURED_HITTERS : [];
  for (const club of CLUBS) {
    for (let slot = 0; slot < profile.hittersPerTeam; slot++) {
      const role: HitterRole = slot < 9 ? 'regular' : slot < 14 ? 'bench' : 'depth';
      const position = slot < 9 ? REGULAR_POSITIONS[slot]! : slot < 14 ? rng.pick(BENCH_POSITIONS[slot - 9]!) : rng.pick(ANY_POSITION);
      const placed = role === 'regular' ? featured.find((f) => f.team === club.code && f.position === position) : undefined;
      const name = placed ? placed.name : names.next(rng);
      const h = newHitter(
        `${copy}-${club.code}-h${slot}`,
        copy,
        club.code,
        name,
        ids,
        role,
        position,
        placed?.bats ?? battingSide(rng),
        hitterTalent(rng, role),
      );
      if (placed) {
        h.features.push('featured', ...placed.features);
        h.lineupName = placed.lineupName ?? null;
        h.razzballFirst = placed.razzballFirst ?? null;
        if (placed.benchToday) h.features.push('bench-today');
      } else {
        // The short form must not be another player's name ("Nick Lowry" when a Nick Lowry exists).
        const short = SHORT_FIRST_NAMES[name.first];
        if (short && rng.chance(0.3) && !names.isTaken(short, name.last)) {
          names.reserve(short, name.last);
          h.razzballFirst = short;
          h.features.push('razzball-short-name');
        }
      }
      setHitterRates(rng, h);
      hitters.push(h);
    }
  }
  return hitters;
}

function pitcherTalent(rng: Rng, role: PitcherRole) {
  const shift = role === 'depth' ? -0.1 : 0;
  return { stuff: beta(rng, 0.5 + shift, 0.2), control: beta(rng, 0.5 + shift, 0.2), contactManagement: beta(rng, 0.5 + shift, 0.2) };
}

function emptyPitchingLine(): PitchingLine {
  return { W: 0, L: 0, SV: 0, HLD: 0, G: 0, GS: 0, outs: 0, TBF: 0, H: 0, HR: 0, BB: 0, HBP: 0, SO: 0, ER: 0, battedBalls: 0 };
}

function newPitcher(uid: string, copy: number, team: string, name: PersonName, ids: IdFactory, role: PitcherRole, throws: 'R' | 'L', rng: Rng): Pitcher {
  const talent = pitcherTalent(rng, role);
  const reliever = role !== 'SP';
  return {
    kind: 'pitcher',
    uid,
    copy,
    mlbamId: ids.nextMlbam(),
    fangraphsId: ids.nextFangraphs(),
    name,
    team,
    trade: null,
    razzballFirst: null,
    absentFrom: new Set<SourceId>(['razzball', 'projections', 'last7', 'odds']),
    features: [],
    throws,
    role,
    bullpenRole: null,
    talent,
    kRate: clamp(0.232 + 0.13 * (talent.stuff - 0.5) + (reliever ? 0.025 : 0) + rng.normal(0, 0.02), 0.12, 0.4),
    bbRate: clamp(0.083 - 0.05 * (talent.control - 0.5) + rng.normal(0, 0.01), 0.035, 0.15),
    babip: clamp(0.29 - 0.03 * (talent.contactManagement - 0.5) + rng.normal(0, 0.014), 0.24, 0.34),
    hrProneness: clamp(1 + 0.8 * (0.5 - talent.contactManagement) + rng.normal(0, 0.15), 0.4, 1.8),
    season: emptyPitchingLine(),
    batted: undefined as unknown as BattedBallProfile,
    arsenal: [],
    fastballVelo: null,
    sinkerVelo: null,
    batting: null,
    usage: [0, 0, 0, 0, 0, 0],
  };
}

const BULLPEN_ROLES = (count: number): BullpenRole[] => {
  const roles: BullpenRole[] = ['Closer', 'Setup', 'Setup'];
  const long = count >= 9 ? 2 : 1;
  while (roles.length < count - long) roles.push('Middle');
  while (roles.length < count) roles.push('Long');
  return roles;
};

/** The pitchers of one copy: starters, an active bullpen of 7-9, and depth arms in the larger sizes. */
export function createPitchers(rng: Rng, copy: number, profile: SizeProfile, names: NameFactory, ids: IdFactory): Pitcher[] {
  const pitchers: Pitcher[] = [];
  for (const club of CLUBS) {
    const relievers = rng.int(7, 9);
    const starters = profile.pitchersPerTeam >= 20 ? 5 : profile.pitchersPerTeam - relievers;
    const roles = BULLPEN_ROLES(relievers);
    const featured = copy === 0 ? FEATURED_PITCHERS.filter((f) => f.team === club.code) : [];
    for (let slot = 0; slot < profile.pitchersPerTeam; slot++) {
      const role: PitcherRole = slot < starters ? 'SP' : slot < starters + relievers ? 'RP' : 'depth';
      const bullpenRole = role === 'RP' ? roles[slot - starters]! : null;
      const placed = bullpenRole ? featured.find((f) => f.bullpenRole === bullpenRole) : undefined;
      if (placed) featured.splice(featured.indexOf(placed), 1);
      const name = placed ? placed.name : names.next(rng);
      const throws = placed?.throws ?? (rng.chance(0.72) ? 'R' : 'L');
      const p = newPitcher(`${copy}-${club.code}-p${slot}`, copy, club.code, name, ids, role, throws, rng);
      p.bullpenRole = bullpenRole;
      if (placed) p.features.push('featured', ...placed.features);
      pitchers.push(p);
    }
    assignBullpenRolesByQuality(pitchers.filter((p) => p.copy === copy && p.team === club.code && p.role === 'RP'));
  }
  return pitchers;
}

const ROLE_RANK: readonly BullpenRole[] = ['Closer', 'Setup', 'Middle', 'Long'];

/** The best arms close and set up, the weakest pitch long relief; hand-placed pitchers keep their role. */
function assignBullpenRolesByQuality(bullpen: Pitcher[]): void {
  const movable = bullpen.filter((p) => !p.features.includes('featured'));
  const roles = movable.map((p) => p.bullpenRole!).sort((a, b) => ROLE_RANK.indexOf(a) - ROLE_RANK.indexOf(b));
  const quality = (p: Pitcher) => p.talent.stuff + 0.6 * p.talent.control + 0.4 * p.talent.contactManagement;
  [...movable]
    .sort((a, b) => quality(b) - quality(a) || (a.uid < b.uid ? -1 : 1))
    .forEach((p, i) => {
      p.bullpenRole = roles[i]!;
    });
}

/** Pitch mix: 3-6 types, a fastball first, usage summing to 100.0. */
function pitchMix(rng: Rng, p: Pitcher): { types: string[]; weights: number[] } {
  const types: string[] = [];
  const weights: number[] = [];
  const add = (type: string, weight: number) => {
    if (!types.includes(type)) {
      types.push(type);
      weights.push(weight);
    }
  };
  if (rng.chance(0.68)) {
    add('FF', rng.float(32, 55));
    if (rng.chance(0.35)) add('SI', rng.float(8, 22));
  } else {
    add('SI', rng.float(30, 50));
    if (rng.chance(0.3)) add('FF', rng.float(8, 20));
  }
  const breaking = rng.next();
  add(breaking < 0.55 ? 'SL' : breaking < 0.85 ? 'ST' : 'SV', rng.float(12, 30));
  if (rng.chance(0.55)) add(rng.chance(0.75) ? 'CU' : 'KC', rng.float(6, 18));
  const offspeed = rng.next();
  if (offspeed < 0.6) add('CH', rng.float(6, 20));
  else if (offspeed < 0.8) add('FS', rng.float(6, 18));
  if (rng.chance(0.3)) add('FC', rng.float(5, 16));
  const reliever = p.role !== 'SP';
  const maxTypes = reliever ? 4 : 6;
  while (types.length > maxTypes) {
    types.pop();
    weights.pop();
  }
  if (types.length < 3) add(types.includes('CH') ? 'FC' : 'CH', rng.float(6, 14));
  return { types, weights };
}

/** Pitcher season counts before the home runs are known (HR allowed come from the events). */
/**
 * Scales a staff's drawn workload so the league's pitching agrees with its batting: `outs`
 * multiplies the outs drawn for a role, `tbfPerOut` the batters faced per out. 1 and 1 draw the
 * roles' own figures (see pitchingWorkloadScale).
 */
export interface WorkloadScale {
  outs: number;
  tbfPerOut: number;
}

export const UNSCALED_WORKLOAD: WorkloadScale = { outs: 1, tbfPerOut: 1 };

export function drawPitcherWorkload(rng: Rng, p: Pitcher, teamGames: number, scale: WorkloadScale = UNSCALED_WORKLOAD): void {
  const s = p.season;
  if (p.role === 'SP') {
    s.GS = Math.max(1, Math.round((teamGames / 5) * rng.float(0.7, 1.0)));
    s.G = s.GS + (rng.chance(0.15) ? 1 : 0);
    s.outs = Math.round(s.GS * rng.float(14.5, 18.5) * scale.outs);
  } else if (p.role === 'RP') {
    s.G = Math.max(1, Math.round(teamGames * rng.float(0.27, 0.45)));
    s.outs = Math.round(s.G * rng.float(2.7, p.bullpenRole === 'Long' ? 4.6 : 3.4) * scale.outs);
  } else {
    s.G = rng.int(2, 22);
    s.GS = rng.chance(0.3) ? rng.int(1, Math.min(s.G, 6)) : 0;
    s.outs = Math.max(2, Math.round((s.GS * rng.float(11, 16) + (s.G - s.GS) * rng.float(2, 4)) * scale.outs));
  }
  s.TBF = Math.max(s.outs + 1, Math.round(s.outs * rng.float(1.3, 1.4) * scale.tbfPerOut));
  s.HBP = rng.binomial(s.TBF, 0.009);
  s.BB = rng.binomial(s.TBF - s.HBP, p.bbRate);
  s.SO = rng.binomial(s.TBF - s.HBP - s.BB, p.kRate);
  s.battedBalls = s.TBF - s.HBP - s.BB - s.SO;

  const cm = p.talent.contactManagement;
  const barrelRate = clamp(7.5 - 5 * (cm - 0.5) + rng.normal(0, 1.1), 2.5, 13.5);
  const hardHitRate = clamp(39.5 - 9 * (cm - 0.5) + rng.normal(0, 2.8), 27, 52);
  const avgEV = round(clamp(89 - 2.6 * (cm - 0.5) + rng.normal(0, 0.6), 85.5, 92.2), 3);
  const avgLA = round(clamp(12 + rng.normal(0, 3.2), 3, 20), 1);
  const gb = clamp(0.43 + rng.normal(0, 0.055), 0.3, 0.6);
  const ld = clamp(0.2 + rng.normal(0, 0.018), 0.15, 0.26);
  const pull = clamp(0.4 + rng.normal(0, 0.03), 0.32, 0.5);
  const cent = clamp(0.34 + rng.normal(0, 0.02), 0.28, 0.4);
  p.batted = {
    battedBalls: s.battedBalls,
    barrels: Math.round((barrelRate * s.battedBalls) / 100),
    hardHitBalls: Math.round((hardHitRate * s.battedBalls) / 100),
    avgEV,
    maxEV: round(clamp(112.5 + rng.normal(0, 2.4), 105, 120), 1),
    avgLA,
    sweetSpotPct: round(clamp(33 + rng.normal(0, 3), 24, 44), 1),
    ev50: round(avgEV + 10 + rng.normal(0, 0.5), 1),
    fbldEV: round(avgEV + 3.5 + rng.normal(0, 0.6), 1),
    gbEV: round(avgEV - 3 + rng.normal(0, 0.8), 1),
    maxDistance: Math.round(clamp(440 + rng.normal(0, 14), 395, 482)),
    avgDistance: Math.round(clamp(118 + 4.2 * avgLA + rng.normal(0, 7), 100, 215)),
    avgHrDistance: null,
    ldPct: ld,
    gbPct: gb,
    fbPct: 1 - gb - ld,
    iffbPct: clamp(0.1 + rng.normal(0, 0.025), 0.03, 0.18),
    pullPct: pull,
    centPct: cent,
    oppoPct: 1 - pull - cent,
    softPct: clamp(0.15 + rng.normal(0, 0.02), 0.08, 0.24),
    hardPct: clamp(hardHitRate / 100 - 0.02 + rng.normal(0, 0.015), 0.2, 0.5),
    xBA: 0,
    xSLG: 0,
    xwOBA: 0,
  };

  const mix = pitchMix(rng, p);
  p.arsenal = mix.types.map((type) => ({ type }) as PitchRow);
  setPitcherUsage(rng, p, usageShares(mix.weights));
  const reliever = p.role !== 'SP';
  const velo = clamp(93.6 + 4 * (p.talent.stuff - 0.5) + (reliever ? 1.1 : 0) + rng.normal(0, 1.2), 88, 101.5);
  const types = p.arsenal.map((r) => r.type);
  p.fastballVelo = types.includes('FF') ? round(velo, 1) : null;
  p.sinkerVelo = types.includes('SI') ? round(types.includes('FF') ? velo - 0.7 + rng.normal(0, 0.4) : velo - 0.4, 1) : null;
}

/** Outs a club's pitchers record per game over a season: 27, less the home ninths not pitched, plus extra innings. */
const OUTS_PER_TEAM_GAME = 26.8;

/**
 * The workload scale that makes one copy's pitching agree with its batting: the staffs record
 * OUTS_PER_TEAM_GAME outs per club game and face as many batters as the hitters have plate
 * appearances, so a pitcher's HR per batter faced is read on the same scale as the hitters'
 * HR/PA (each home run is counted on both sides). Measured on a probe draw of the same
 * pitchers (clones, on their own random stream), so the real draw lands within about 1 %.
 */
export function pitchingWorkloadScale(rng: Rng, pitchers: readonly Pitcher[], teamGames: ReadonlyMap<string, number>, hittersPa: number): WorkloadScale {
  let outs = 0;
  let tbf = 0;
  for (const p of pitchers) {
    const probe = structuredClone(p);
    drawPitcherWorkload(rng, probe, teamGames.get(p.team) ?? 0);
    outs += probe.season.outs;
    tbf += probe.season.TBF;
  }
  const games = [...teamGames.values()].reduce((sum, g) => sum + g, 0);
  const targetOuts = OUTS_PER_TEAM_GAME * games;
  if (outs === 0 || tbf === 0 || hittersPa === 0) return UNSCALED_WORKLOAD;
  return { outs: targetOuts / outs, tbfPerOut: hittersPa / targetOuts / (tbf / outs) };
}

/**
 * (Re)writes a pitcher's arsenal rows for the given usages, one per existing type in
 * order. Allowed AVG/SLG are provisional until the home runs are known; run values,
 * whiffs and hard-hit come from the talent.
 */
export function setPitcherUsage(rng: Rng, p: Pitcher, usages: readonly number[]): void {
  const s = p.season;
  const totalPitches = Math.round(s.TBF * rng.float(3.8, 4.0));
  const avg = clamp(0.245 - 0.04 * (p.talent.contactManagement - 0.5) - 0.03 * (p.talent.stuff - 0.5), 0.18, 0.3);
  const hardHitPct = (100 * p.batted.hardHitBalls) / Math.max(1, p.batted.battedBalls);
  p.arsenal = p.arsenal.map((row, i) =>
    pitchRow(rng, row.type, usages[i]!, {
      totalPitches,
      plateAppearances: s.TBF,
      avg,
      slg: avg * 1.62,
      hardHitPct,
      runValueBase: 1.6 * (p.talent.stuff - 0.5) + 0.8 * (p.talent.control - 0.5),
      whiffShift: 14 * (p.talent.stuff - 0.5),
    }),
  );
}

/** Puts league FIP on the ERA scale for this invented league's run environment. */
export const FIP_CONSTANT = 3.05;

const sacrificeFlies = (s: PitchingLine): number => Math.round(s.battedBalls * 0.012);

/**
 * Completes a pitcher's season once his home runs allowed are counted: hits, runs,
 * wins, saves and holds, and the allowed batted-ball profile.
 */
export function finishPitcherSeason(rng: Rng, p: Pitcher, homeRunsAllowed: number): void {
  const s = p.season;
  s.HR = Math.min(homeRunsAllowed, s.battedBalls);
  const inPlay = s.battedBalls - s.HR - sacrificeFlies(s);
  s.H = s.HR + rng.binomial(inPlay, p.babip);
  const ip = s.outs / 3;
  const fip = (13 * s.HR + 3 * (s.BB + s.HBP) - 2 * s.SO) / ip + FIP_CONSTANT;
  const era = clamp(fip + rng.normal(0, ip > 40 ? 0.5 : 1.2), 0.6, ip > 20 ? 7.9 : 13.5);
  s.ER = Math.max(0, Math.round((era * ip) / 9));
  if (p.role === 'SP' || (p.role === 'depth' && s.GS > 0)) {
    s.W = rng.binomial(s.GS, clamp(0.4 + 0.08 * (4 - era), 0.1, 0.7));
    s.L = rng.binomial(s.GS - s.W, clamp(0.42 - 0.06 * (4 - era), 0.15, 0.8));
  } else {
    s.W = rng.binomial(s.G, 0.055);
    s.L = rng.binomial(s.G, 0.045);
  }
  if (p.bullpenRole === 'Closer') {
    s.SV = Math.round(s.G * rng.float(0.45, 0.62));
    s.HLD = rng.int(0, 3);
  } else if (p.bullpenRole === 'Setup') {
    s.SV = rng.int(0, 4);
    s.HLD = Math.round(s.G * rng.float(0.3, 0.46));
  } else if (p.bullpenRole === 'Middle') {
    s.SV = rng.int(0, 1);
    s.HLD = Math.round(s.G * rng.float(0.05, 0.2));
  }
  const { avg, slg } = pitcherAllowed(p);
  const hrShare = s.battedBalls ? s.HR / s.battedBalls : 0;
  p.batted.barrels = Math.min(s.battedBalls, Math.max(p.batted.barrels, Math.ceil(s.HR * 0.8)));
  p.batted.avgHrDistance = s.HR > 0 ? Math.round(clamp(396 + rng.normal(0, 7), 375, 425)) : null;
  p.batted.xBA = round(clamp(avg + rng.normal(0, 0.012), 0.15, 0.34), 3);
  p.batted.xSLG = round(clamp(slg + rng.normal(0, 0.025), 0.2, 0.65), 3);
  p.batted.xwOBA = round(clamp(0.3 + (slg - 0.4) * 0.4 + hrShare + rng.normal(0, 0.01), 0.2, 0.45), 3);
  for (const row of p.arsenal) {
    row.ba = round(clamp(avg + (FASTBALLS.has(row.type) ? 0.012 : -0.015) + rng.normal(0, 0.03), 0.09, 0.42), 3);
    row.slg = round(clamp(row.ba * (avg > 0 ? slg / avg : 1.6) + rng.normal(0, 0.05), row.ba, 0.95), 3);
    row.woba = round(clamp(0.12 + 0.5 * row.ba + 0.22 * row.slg + rng.normal(0, 0.012), 0.12, 0.55), 3);
    row.xwOBA = round(clamp(row.woba + rng.normal(0, 0.015), 0.1, 0.56), 3);
  }
}

/** Allowed AVG and SLG of a finished pitcher line, as the expected-stats export prints them. */
export function pitcherAllowed(p: Pitcher): { ab: number; avg: number; slg: number; obp: number; woba: number } {
  const s = p.season;
  const sf = sacrificeFlies(s);
  const ab = Math.max(1, s.TBF - s.BB - s.HBP - sf);
  const nonHr = s.H - s.HR;
  const doubles = Math.round(nonHr * 0.2);
  const triples = Math.round(nonHr * 0.02);
  const singles = nonHr - doubles - triples;
  const tb = singles + 2 * doubles + 3 * triples + 4 * s.HR;
  const line = { AB: ab, BB: s.BB, IBB: 0, SF: sf, HBP: s.HBP, singles, doubles, triples, HR: s.HR } as BattingLine;
  return { ab, avg: s.H / ab, slg: tb / ab, obp: (s.H + s.BB + s.HBP) / Math.max(1, ab + s.BB + s.HBP + sf), woba: woba(line) };
}

/** Playing time by role (plate appearances), from the club's games so far. */
export function plateAppearancesFor(rng: Rng, h: Hitter, teamGames: number): number {
  if (h.role === 'regular') return Math.round(teamGames * rng.float(3.85, 4.45) * rng.float(0.8, 0.99));
  if (h.role === 'bench') return Math.round(teamGames * rng.float(0.55, 1.7));
  return rng.int(4, Math.max(8, Math.round(teamGames * 1.05)));
}

export { FEATURED_HITTERS, FEATURED_PITCHERS };

/**
 * A past season of `pa` plate appearances drawn from the hitter's own talent (his HR rate per
 * batted ball drifting by up to 20 %, as ages and luck do), games from about 4 PA a game.
 */
export function drawPastSeasonLine(rng: Rng, h: Hitter, pa: number): BattingLine {
  const line = drawBattingLine(rng, pa, {
    kRate: h.kRate,
    bbRate: h.bbRate,
    hrPerBattedBall: Math.max(0.002, h.hrPerBattedBall * rng.float(0.8, 1.2)),
    hitRate: 0.29,
    power: h.talent.power,
    speed: h.talent.speed,
  });
  line.G = Math.min(162, Math.round(pa / rng.float(3.9, 4.4)));
  return line;
}
