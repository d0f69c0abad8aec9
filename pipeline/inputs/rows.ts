/**
 * pipeline/inputs: the neutral vocabulary between reading and building. The raw
 * rows each input yields and the envelope a loaded input comes in are declared
 * here, so that the adapters (sources/), the reader (io/) and the pure builders
 * (core/) share them without core importing any adapter.
 *
 * Adapters parse and validate; they never throw for a bad row (it becomes a
 * RowIssue) and throw a LongballError only when the whole file is unusable
 * (unreadable, wrong format, no usable header).
 */
export interface RowIssue {
  file: string;
  /** 1-based physical line in the file (header is line 1). 0 for whole-file issues in JSON inputs. */
  line: number;
  /** Column name (CSV) or JSON path, null when the issue is the whole row. */
  column: string | null;
  reason: string;
}

export type InputStatus = 'ok' | 'missing' | 'unusable';

export interface SourceResult<T> {
  /** The input's id, e.g. "fangraphs-stats". */
  input: string;
  /** File name relative to the raw directory, null when missing. */
  file: string | null;
  status: InputStatus;
  required: boolean;
  /** Recognised format variant, e.g. "savant-leaderboard". */
  format: string | null;
  sha256: string | null;
  rows: T[];
  /** Data rows seen (accepted + rejected; repeated header lines count as rejected). */
  rowsRead: number;
  rejected: RowIssue[];
  warnings: string[];
  /** Set when status is "unusable": the catalogue message. */
  error: string | null;
  /** Columns the model reads that the file lacks; absent when none. */
  missingColumns?: string[];
}

/** Canonical stat keys (the stats the model and the pages use; docs/product.md#data-files-and-matching). */
export const STAT_KEYS = [
  'G',
  'PA',
  'AB',
  'H',
  'HR',
  'AVG',
  'OBP',
  'SLG',
  'ISO',
  'K%',
  'BB%',
  'Hard%',
  'HardHit%',
  'Barrel%',
  'Barrels',
  'BBE',
  'Brl/PA',
  'EV',
  'maxEV',
  'LA',
  'LD',
  'FB',
  'IFFB%',
  'Pull',
  'HC%',
  'IP',
  'GS',
  'ERA',
  'SV',
  'HLD',
  'K/9',
  'HR/9',
  'vFA',
  'vSI',
  'xBA',
  'xSLG',
  'wOBA',
  'xwOBA',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/**
 * One player's row in a stat table. Percent stats are always 0-100 here, whatever
 * the file used (FanGraphs fractions are multiplied by 100). IP is a true decimal
 * (195.1 in thirds notation becomes 195.333...).
 */
export interface StatRow {
  /** Display name, "First Last" (a "Last, First" cell is turned around). */
  name: string;
  /** ASCII name when the file carries one (FanGraphs NameASCII). */
  nameAscii: string | null;
  /** Canonical team code; null for multi-team rows or a missing team column. */
  team: string | null;
  /** The team cell as written, for reports. */
  teamRaw: string | null;
  mlbamId: number | null;
  stats: Partial<Record<StatKey, number>>;
  line: number;
  /** The row's season, when the file has a season column (a multi-season export). */
  season?: number;
}

/** One player in one team's lineup (docs/product.md#data-files-and-matching). */
export interface RawLineupPlayer {
  name: string;
  mlbamId: number | null;
  /** 1-9, "SP" for the starting pitcher, or null. */
  battingOrder: number | 'SP' | null;
  position: string | null;
  confirmed: boolean;
  hand: string | null;
  weather: string | null;
}

/**
 * One team's entry. `game` identifies the game within the file (the flat shape's
 * game_key, else the (away, home) pair the spec's file order declares) and `side`
 * the team's side in it; the slate pairs entries by this identity, never by their
 * position in the list (core/slate-lineups.ts). `line` is where the entry starts.
 */
export interface RawLineupTeam {
  team: string;
  /** "YYYY-MM-DD", or an instant with its zone (converted to the home park's date by the slate). */
  gameDate: string | null;
  /** The game id the lineups file ties the entry to (format (a) `gamePk`, (b)/(c) `game_pk`), else null. */
  gamePk: string | null;
  /** The home club of the entry's game (its own code on the home side). */
  homeTeam: string;
  weather: string | null;
  players: RawLineupPlayer[];
  game: string;
  side: 'away' | 'home';
  line: number;
}

/** A scheduled game with its context (matchup_data.json or probable_pitchers.csv). */
export interface RawGame {
  gamePk: string | null;
  /** The slate date: officialDate when given, else gameDate read in the home park's time zone. */
  gameDate: string;
  /** An ISO-8601 instant with its zone; a time given without one is read in US Eastern. */
  gameTime: string | null;
  /** 1 or 2 (the game of a doubleheader), null when not given. */
  gameNumber: number | null;
  /** MLB's doubleHeader flag: 'N', 'Y' (traditional) or 'S' (split), null when not given. */
  doubleHeader: 'N' | 'Y' | 'S' | null;
  startTimeTBD: boolean;
  /** MLB's detailedState ("Scheduled", "Postponed"...), null when not given. */
  status: string | null;
  away: string;
  home: string;
  venue: string | null;
  weather: string | null;
  awayPitcher: { name: string; mlbamId: number | null } | null;
  homePitcher: { name: string; mlbamId: number | null } | null;
}

export interface RawBvpRow {
  batter: string;
  pitcher: string;
  player: string;
  team: string;
  PA: number;
  AB: number;
  H: number;
  '1B': number;
  '2B': number;
  '3B': number;
  HR: number;
  BB: number;
  SO: number;
  AVG: number | null;
  OBP: number | null;
  SLG: number | null;
}

export interface RawHandedness {
  name: string;
  hand: 'R' | 'L' | 'S';
}

export interface RawNamePair {
  from: string;
  to: string;
}

export interface RawParkFactor {
  team: string;
  teamRaw: string;
  venue: string;
  year: string;
  /** Savant indexes, 100 = neutral. hr is the HR index the model uses. */
  hr: number;
  overall: number | null;
  wOBACon: number | null;
  xwOBACon: number | null;
  BACON: number | null;
  xBACON: number | null;
  HardHit: number | null;
  R: number | null;
  OBP: number | null;
  H: number | null;
  '1B': number | null;
  '2B': number | null;
  '3B': number | null;
  BB: number | null;
  SO: number | null;
  PA: number | null;
}

/** One Savant pitch-arsenal row (batter or pitcher side). Percents 0-100. */
export interface RawPitchArsenalRow {
  name: string;
  mlbamId: number | null;
  team: string | null;
  pitchType: string;
  pitchName: string;
  runValue: number;
  runValuePer100: number | null;
  pitches: number | null;
  pitchUsage: number | null;
  hardHitPercent: number | null;
  line: number;
}

export interface RawBullpenEntry {
  team: string;
  player: string;
  thr: 'R' | 'L' | 'S' | null;
  role: string;
  usage: (number | null)[];
  vfa: number | null;
  vsi: number | null;
  g: number | null;
  ip: number | null;
  era: number | null;
  sv: number | null;
  hld: number | null;
  k9: number | null;
  kperc: number | null;
}

export interface RawOddsQuote {
  player: string;
  team: string | null;
  /** The player's MLBAM id, when the odds file gives one. */
  mlbamId?: number;
  book: string | null;
  /** The "Yes" side's price (American odds). */
  american: number;
  /** The "No" side's price of the same market, when the book posts both. */
  noAmerican?: number;
  /** When the price was taken (an ISO instant): the quote's own time, else the odds file's `fetchedAt`; absent when neither is given. */
  updatedAt?: string;
  /** The game the price is for, as the odds feed names it (The Odds API's event); absent in a file that names none. */
  event?: RawOddsEvent;
}

/** An odds feed's event: one game as the feed names it, tied to the schedule's gamePk by the build (core/odds-games.ts). */
export interface RawOddsEvent {
  /** The feed's event id (The Odds API `id` / `event_id`), null when the file gives none. */
  id: string | null;
  /** Team codes (domain/teams.ts), null when the file gives none. */
  away: string | null;
  home: string | null;
  /** First pitch as the feed states it: an ISO-8601 instant with its zone, null when not given. */
  commenceTime: string | null;
}

export interface RawHomeRun {
  date: string;
  batterId: number | null;
  batterName: string;
  team: string;
  pitcherId: number | null;
  pitcherName: string;
  venue: string | null;
  pitchName: string | null;
  distance: number | null;
  exitVelocity: number | null;
  launchAngle: number | null;
  /** Season HR number for the batter when the source states it ("homers (12)"). */
  hrCount: number | null;
  /** Stable id from the source (game_pk + at-bat) when available. */
  sourceId: string | null;
  /** The game id (game_pk) when the source gives it: picks are graded per game. */
  gamePk: string | null;
}

/** How MLB's game state settles picks: final, not played (postponed, cancelled), or not over (scheduled, in progress, suspended). */
export type GameResultState = 'final' | 'postponed' | 'cancelled' | 'not-final';

/** One batter's line in a final game's box score. */
export interface RawBoxBatter {
  mlbamId: number;
  name: string;
  team: string;
  plateAppearances: number;
  homeRuns: number;
}

/** One game of the results input (game_results.json): MLB's state of the game and, once final, who batted. */
export interface RawGameResult {
  gamePk: string;
  /** MLB's officialDate: the slate date the game belongs to (a suspended game resumed later keeps it). */
  date: string;
  away: string;
  home: string;
  gameNumber: number | null;
  state: GameResultState;
  /** MLB's detailedState as written ("Final", "Postponed", "Suspended: Rain"). */
  detailedState: string;
  /** The box score's batters (every player listed as a batter, plate appearances and home runs); null when the file has no box score for the game. */
  batters: RawBoxBatter[] | null;
}

/** Last-7-day figures for one hitter (last7references.csv). */
export interface RawLast7 {
  name: string;
  team: string | null;
  ab: number | null;
  h: number | null;
  hr: number | null;
  avg: number | null;
  slg: number | null;
  line: number;
}
