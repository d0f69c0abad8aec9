/**
 * The invented league the input files are written from: players with a latent
 * talent, their season lines (counts first, every rate derived from the counts so
 * the files agree with each other), pitch arsenals, today's slate and the
 * season's home-run events.
 */
import type { PersonName } from './names.ts';

/** Sources a player can be deliberately left out of. */
export type SourceId = 'fangraphs' | 'projections' | 'razzball' | 'savant' | 'mlb-stats' | 'handedness' | 'last7' | 'bvp' | 'odds' | 'arsenal';

export const ALL_SOURCES: readonly SourceId[] = [
  'fangraphs',
  'projections',
  'razzball',
  'savant',
  'mlb-stats',
  'handedness',
  'last7',
  'bvp',
  'odds',
  'arsenal',
];

export interface Trade {
  /** The club before the trade (canonical code). */
  team: string;
  /** The last date with the old club. */
  until: string;
}

interface PlayerBase {
  /** Stable internal key: copy, club, role and slot. */
  uid: string;
  copy: number;
  mlbamId: number;
  fangraphsId: number;
  name: PersonName;
  /** Current club, canonical code. */
  team: string;
  trade: Trade | null;
  /** The short first name Razzball writes ("Mike" for "Michael"), or null. */
  razzballFirst: string | null;
  absentFrom: Set<SourceId>;
  /** Why this player was placed (same-name, lineup-initial, slugger...), for tests and reports. */
  features: string[];
}

export type BattingSide = 'R' | 'L' | 'S';
export type HitterRole = 'regular' | 'bench' | 'depth';

export interface HitterTalent {
  power: number;
  contact: number;
  eye: number;
  speed: number;
}

export interface BattingLine {
  G: number;
  PA: number;
  AB: number;
  H: number;
  singles: number;
  doubles: number;
  triples: number;
  HR: number;
  R: number;
  RBI: number;
  SB: number;
  CS: number;
  BB: number;
  IBB: number;
  HBP: number;
  SF: number;
  SO: number;
}

/** Statcast and batted-ball profile; percents are 0-100, derived from the counts where Savant does. */
export interface BattedBallProfile {
  battedBalls: number;
  barrels: number;
  hardHitBalls: number;
  avgEV: number;
  maxEV: number;
  avgLA: number;
  sweetSpotPct: number;
  ev50: number;
  fbldEV: number;
  gbEV: number;
  maxDistance: number;
  avgDistance: number;
  avgHrDistance: number | null;
  ldPct: number;
  gbPct: number;
  fbPct: number;
  iffbPct: number;
  pullPct: number;
  centPct: number;
  oppoPct: number;
  softPct: number;
  hardPct: number;
  xBA: number;
  xSLG: number;
  xwOBA: number;
}

export interface PitchRow {
  type: string;
  name: string;
  /** Percent of pitches (pitcher: thrown; batter: seen), one decimal. */
  usage: number;
  pitches: number;
  pa: number;
  ba: number;
  slg: number;
  woba: number;
  whiffPct: number;
  kPct: number;
  putAway: number;
  xBA: number;
  xSLG: number;
  xwOBA: number;
  /** null when too few balls in play to say (Savant writes "null"). */
  hardHitPct: number | null;
  runValuePer100: number;
  runValue: number;
}

export interface Last7Line {
  AB: number;
  H: number;
  doubles: number;
  triples: number;
  HR: number;
}

export interface Hitter extends PlayerBase {
  kind: 'hitter';
  position: string;
  bats: BattingSide;
  role: HitterRole;
  talent: HitterTalent;
  kRate: number;
  bbRate: number;
  hrPerBattedBall: number;
  season: BattingLine;
  batted: BattedBallProfile;
  arsenal: PitchRow[];
  last7: Last7Line | null;
  /** How today's lineup writes him when it differs from his display name. */
  lineupName: string | null;
}

export type ThrowingHand = 'R' | 'L';
export type PitcherRole = 'SP' | 'RP' | 'depth';
export type BullpenRole = 'Closer' | 'Setup' | 'Middle' | 'Long';

export interface PitcherTalent {
  stuff: number;
  control: number;
  contactManagement: number;
}

export interface PitchingLine {
  W: number;
  L: number;
  SV: number;
  HLD: number;
  G: number;
  GS: number;
  outs: number;
  TBF: number;
  H: number;
  HR: number;
  BB: number;
  HBP: number;
  SO: number;
  ER: number;
  battedBalls: number;
}

export interface Pitcher extends PlayerBase {
  kind: 'pitcher';
  throws: ThrowingHand;
  role: PitcherRole;
  bullpenRole: BullpenRole | null;
  talent: PitcherTalent;
  kRate: number;
  bbRate: number;
  babip: number;
  hrProneness: number;
  season: PitchingLine;
  /** Allowed batted-ball profile (the pitcher-side Savant and FanGraphs columns). */
  batted: BattedBallProfile;
  arsenal: PitchRow[];
  fastballVelo: number | null;
  sinkerVelo: number | null;
  /** A few pitchers bat a handful of times (FanGraphs lists them in the batting export). */
  batting: BattingLine | null;
  /** Pitches thrown on each of the six days before the slate, newest first. */
  usage: number[];
}

export type Player = Hitter | Pitcher;

export interface ScheduledGame {
  date: string;
  gamePk: number;
  away: string;
  home: string;
}

export interface Schedule {
  copy: number;
  /** Every date from opening day to the day before the slate. */
  days: string[];
  games: ScheduledGame[];
  /** `${team}|${date}` -> that club's game. */
  byTeamDate: Map<string, ScheduledGame>;
  teamGames: Map<string, number>;
}

export interface LineupSlot {
  hitter: Hitter;
  order: number;
  position: string;
}

export type ConfirmationMode = 'confirmed' | 'projected' | 'starter-only';

export interface LineupSide {
  team: string;
  starter: Pitcher;
  batters: LineupSlot[];
  confirmation: ConfirmationMode;
  /** Projected lineups come from sites that print no ids and drop accents. */
  writesIds: boolean;
  asciiNames: boolean;
  /** A two-way player: the starter also bats, in this batting-order slot (as DH), in place of its hitter. */
  starterBatsIn?: number;
  /** The schedule's probable pitcher when it is not the lineup's starter (an opener announced late). */
  probable?: Pitcher;
}

export interface SlateGame {
  copy: number;
  gamePk: number;
  date: string;
  /** ISO timestamp in UTC (an evening game on the West Coast starts the next UTC day). */
  gameTime: string;
  venue: string;
  weather: string;
  temperature: number;
  /** The wind's component blowing out toward centre field, mph (negative: blowing in); 0 under a roof. */
  windOutMph: number;
  away: LineupSide;
  home: LineupSide;
  /** 1 or 2 in a doubleheader, else 1; doubleHeader is MLB's flag ('N', or 'S' for a split doubleheader). */
  gameNumber: 1 | 2;
  doubleHeader: 'N' | 'S';
}

export interface HomeRunEvent {
  date: string;
  gamePk: number;
  atBat: number;
  batter: Hitter;
  /** The batter's club on that date. */
  team: string;
  pitcher: Pitcher;
  venue: string;
  pitchName: string;
  distance: number;
  launchSpeed: number;
  launchAngle: number;
}

export interface BvpLine {
  batter: Hitter;
  pitcher: Pitcher;
  PA: number;
  AB: number;
  singles: number;
  doubles: number;
  triples: number;
  HR: number;
  BB: number;
  SO: number;
}

export interface OddsQuote {
  hitter: Hitter;
  /** The game the price is for (a doubleheader's game 1 keeps the drawn game's id). */
  gamePk: number;
  book: string;
  /** The "Yes" price. */
  american: number;
  /** The "No" price where the book posts both sides, else null. */
  noAmerican: number | null;
  /** How the book writes the player's name. */
  name: string;
}

export interface League {
  date: string;
  seed: number;
  season: number;
  hitters: Hitter[];
  pitchers: Pitcher[];
  schedules: Schedule[];
  slate: SlateGame[];
  homeRuns: HomeRunEvent[];
  bvp: BvpLine[];
  odds: OddsQuote[];
  /** Name spellings the alias file maps: [alias, canonical]. */
  aliases: [string, string][];
  /** Invented HR park index per club (100 = neutral): the park factor the model uses. */
  parkHrIndex: Map<string, number>;
  parks: ParkRow[];
}

/** One row of the Savant park-factor table; indexes are 100 = neutral. */
export interface ParkRow {
  team: string;
  venue: string;
  year: string;
  parkFactor: number;
  wOBACon: number;
  xwOBACon: number;
  BACON: number;
  xBACON: number;
  HardHit: number;
  R: number;
  OBP: number;
  H: number;
  singles: number;
  doubles: number;
  triples: number;
  HR: number;
  BB: number;
  SO: number;
  PA: number;
}

export const round = (v: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
};

export const clamp = (v: number, min: number, max: number): number => Math.min(max, Math.max(min, v));

/** The player's club on a date (a traded player was with his old club up to the trade). */
export function teamOn(player: Player, date: string): string {
  return player.trade && date <= player.trade.until ? player.trade.team : player.team;
}
