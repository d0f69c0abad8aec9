/**
 * One table for the 30 clubs. The canonical code is the spec's abbreviation
 * (WSH becomes WAS); every other spelling seen in Savant, FanGraphs, the MLB
 * Stats API (abbreviation, teamCode, fileCode), sportsbooks and box scores maps to it.
 */
export interface Team {
  code: string;
  name: string;
  city: string;
  nickname: string;
  aliases: readonly string[];
}

export const TEAMS: readonly Team[] = [
  {
    code: 'ARI',
    name: 'Arizona Diamondbacks',
    city: 'Arizona',
    nickname: 'Diamondbacks',
    aliases: ['AZ', 'ARZ', 'ari', 'D-backs', 'Dbacks', 'Diamondbacks'],
  },
  { code: 'ATL', name: 'Atlanta Braves', city: 'Atlanta', nickname: 'Braves', aliases: ['atl', 'Braves'] },
  { code: 'BAL', name: 'Baltimore Orioles', city: 'Baltimore', nickname: 'Orioles', aliases: ['bal', 'Orioles'] },
  { code: 'BOS', name: 'Boston Red Sox', city: 'Boston', nickname: 'Red Sox', aliases: ['bos', 'Red Sox'] },
  { code: 'CHC', name: 'Chicago Cubs', city: 'Chicago', nickname: 'Cubs', aliases: ['CHN', 'chn', 'Cubs'] },
  { code: 'CWS', name: 'Chicago White Sox', city: 'Chicago', nickname: 'White Sox', aliases: ['CHW', 'CHA', 'cha', 'White Sox'] },
  { code: 'CIN', name: 'Cincinnati Reds', city: 'Cincinnati', nickname: 'Reds', aliases: ['cin', 'Reds'] },
  {
    code: 'CLE',
    name: 'Cleveland Guardians',
    city: 'Cleveland',
    nickname: 'Guardians',
    aliases: ['cle', 'Guardians', 'Cleveland Indians', 'Indians'],
  },
  { code: 'COL', name: 'Colorado Rockies', city: 'Colorado', nickname: 'Rockies', aliases: ['col', 'Rockies'] },
  { code: 'DET', name: 'Detroit Tigers', city: 'Detroit', nickname: 'Tigers', aliases: ['det', 'Tigers'] },
  { code: 'HOU', name: 'Houston Astros', city: 'Houston', nickname: 'Astros', aliases: ['hou', 'Astros'] },
  { code: 'KC', name: 'Kansas City Royals', city: 'Kansas City', nickname: 'Royals', aliases: ['KCR', 'KCA', 'kca', 'Royals'] },
  {
    code: 'LAA',
    name: 'Los Angeles Angels',
    city: 'Los Angeles',
    nickname: 'Angels',
    aliases: ['ANA', 'ana', 'LAA', 'Angels', 'Anaheim Angels', 'Los Angeles Angels of Anaheim'],
  },
  { code: 'LAD', name: 'Los Angeles Dodgers', city: 'Los Angeles', nickname: 'Dodgers', aliases: ['LA', 'LAN', 'lan', 'Dodgers'] },
  { code: 'MIA', name: 'Miami Marlins', city: 'Miami', nickname: 'Marlins', aliases: ['FLA', 'mia', 'Marlins', 'Florida Marlins'] },
  { code: 'MIL', name: 'Milwaukee Brewers', city: 'Milwaukee', nickname: 'Brewers', aliases: ['mil', 'Brewers'] },
  { code: 'MIN', name: 'Minnesota Twins', city: 'Minnesota', nickname: 'Twins', aliases: ['min', 'Twins'] },
  { code: 'NYM', name: 'New York Mets', city: 'New York', nickname: 'Mets', aliases: ['NYN', 'nyn', 'Mets'] },
  { code: 'NYY', name: 'New York Yankees', city: 'New York', nickname: 'Yankees', aliases: ['NYA', 'nya', 'Yankees'] },
  {
    code: 'ATH',
    name: 'Athletics',
    city: 'Sacramento',
    nickname: 'Athletics',
    aliases: ['OAK', 'oak', 'ath', "A's", 'As', 'Oakland Athletics', 'Sacramento Athletics', 'Oakland'],
  },
  { code: 'PHI', name: 'Philadelphia Phillies', city: 'Philadelphia', nickname: 'Phillies', aliases: ['phi', 'Phillies'] },
  { code: 'PIT', name: 'Pittsburgh Pirates', city: 'Pittsburgh', nickname: 'Pirates', aliases: ['pit', 'Pirates'] },
  { code: 'SD', name: 'San Diego Padres', city: 'San Diego', nickname: 'Padres', aliases: ['SDP', 'SDN', 'sdn', 'Padres'] },
  { code: 'SF', name: 'San Francisco Giants', city: 'San Francisco', nickname: 'Giants', aliases: ['SFG', 'SFN', 'sfn', 'Giants'] },
  { code: 'SEA', name: 'Seattle Mariners', city: 'Seattle', nickname: 'Mariners', aliases: ['sea', 'Mariners'] },
  {
    code: 'STL',
    name: 'St. Louis Cardinals',
    city: 'St. Louis',
    nickname: 'Cardinals',
    aliases: ['SLN', 'sln', 'Cardinals', 'Saint Louis Cardinals', 'St Louis Cardinals'],
  },
  {
    code: 'TB',
    name: 'Tampa Bay Rays',
    city: 'Tampa Bay',
    nickname: 'Rays',
    aliases: ['TBR', 'TBA', 'tba', 'Rays', 'Tampa Bay Devil Rays'],
  },
  { code: 'TEX', name: 'Texas Rangers', city: 'Texas', nickname: 'Rangers', aliases: ['tex', 'Rangers'] },
  { code: 'TOR', name: 'Toronto Blue Jays', city: 'Toronto', nickname: 'Blue Jays', aliases: ['tor', 'Blue Jays'] },
  {
    code: 'WAS',
    name: 'Washington Nationals',
    city: 'Washington',
    nickname: 'Nationals',
    aliases: ['WSH', 'WSN', 'WAS', 'was', 'Nationals'],
  },
];

/** Multi-team markers: FanGraphs "- - -", splits "2 Tms", Savant/B-Ref "TOT", "2TM". */
const MULTI_TEAM = /^(-\s*-\s*-|\d\s*tms?|tot|\dtm)$/i;

function key(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// The indexes are marked pure so that browser bundles using only other modules'
// exports (park-factors.ts, model.ts) leave this table out.
const BY_KEY: ReadonlyMap<string, Team> = /* @__PURE__ */ (() => {
  const index = new Map<string, Team>();
  for (const team of TEAMS) {
    for (const alias of [team.code, team.name, team.nickname, ...team.aliases]) index.set(key(alias), team);
  }
  // City names alone are unambiguous only for one-club cities.
  const cityCount = new Map<string, number>();
  for (const team of TEAMS) cityCount.set(key(team.city), (cityCount.get(key(team.city)) ?? 0) + 1);
  for (const team of TEAMS) if (cityCount.get(key(team.city)) === 1 && !index.has(key(team.city))) index.set(key(team.city), team);
  return index;
})();

const BY_CODE: ReadonlyMap<string, Team> = /* @__PURE__ */ new Map(/* @__PURE__ */ TEAMS.map((t) => [t.code, t]));

/** The canonical code for any known spelling, or null when unknown or a multi-team marker. */
export function normaliseTeam(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const trimmed = raw.trim();
  if (trimmed === '' || MULTI_TEAM.test(trimmed)) return null;
  return BY_KEY.get(key(trimmed))?.code ?? null;
}

/** True for FanGraphs' "- - -", the splits tool's "2 Tms" and similar multi-team markers. */
export function isMultiTeamMarker(raw: string | null | undefined): boolean {
  return raw != null && MULTI_TEAM.test(raw.trim());
}

export function teamName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/**
 * Code -> club name for all 30 clubs. Pages hand this to islands as a prop, so
 * browser code gets the names without shipping the whole spelling table.
 */
export function teamNamesByCode(): Record<string, string> {
  return Object.fromEntries(TEAMS.map((team) => [team.code, team.name]));
}

/**
 * Retrosheet's team codes (event files, game logs and the PA logs built from
 * them) -> canonical code. A strict table: the PA log reader accepts these and
 * the canonical codes, nothing looser, so a typo is an error rather than a guess.
 */
export const RETROSHEET_TEAM_CODES: Readonly<Record<string, string>> = {
  ANA: 'LAA',
  ARI: 'ARI',
  ATL: 'ATL',
  BAL: 'BAL',
  BOS: 'BOS',
  CHA: 'CWS',
  CHN: 'CHC',
  CIN: 'CIN',
  CLE: 'CLE',
  COL: 'COL',
  DET: 'DET',
  HOU: 'HOU',
  KCA: 'KC',
  LAN: 'LAD',
  MIA: 'MIA',
  MIL: 'MIL',
  MIN: 'MIN',
  NYA: 'NYY',
  NYN: 'NYM',
  OAK: 'ATH',
  PHI: 'PHI',
  PIT: 'PIT',
  SDN: 'SD',
  SEA: 'SEA',
  SFN: 'SF',
  SLN: 'STL',
  TBA: 'TB',
  TEX: 'TEX',
  TOR: 'TOR',
  WAS: 'WAS',
  // Former codes of current clubs.
  CAL: 'LAA',
  FLO: 'MIA',
  MON: 'WAS',
};

/** Retrosheet park ids of the clubs' parks -> the club whose home it is (the park key of the probability model). */
export const RETROSHEET_PARKS: Readonly<Record<string, string>> = {
  ANA01: 'LAA',
  ARL02: 'TEX',
  ARL03: 'TEX',
  ATL03: 'ATL',
  BAL12: 'BAL',
  BOS07: 'BOS',
  CHI11: 'CHC',
  CHI12: 'CWS',
  CIN09: 'CIN',
  CLE08: 'CLE',
  DEN02: 'COL',
  DET05: 'DET',
  HOU03: 'HOU',
  KAN06: 'KC',
  LOS03: 'LAD',
  MIA02: 'MIA',
  MIL06: 'MIL',
  MIN04: 'MIN',
  NYC20: 'NYM',
  NYC21: 'NYY',
  OAK01: 'ATH',
  PHI13: 'PHI',
  PHO01: 'ARI',
  PIT08: 'PIT',
  SAN02: 'SD',
  SEA03: 'SEA',
  SFO03: 'SF',
  STL10: 'STL',
  STP01: 'TB',
  TOR02: 'TOR',
  WAS11: 'WAS',
};

/** The canonical code of a Retrosheet (or already canonical) team code, or null when it is neither. */
export function teamFromRetrosheet(code: string): string | null {
  return RETROSHEET_TEAM_CODES[code] ?? (BY_CODE.has(code) ? code : null);
}

/** The park key of a Retrosheet park id: the owning club's code, else the id itself (a venue no club calls home). */
export function parkKeyFromRetrosheet(parkId: string): string {
  return RETROSHEET_PARKS[parkId] ?? parkId;
}

/** US Eastern: the MLB convention for a slate's date and for a first-pitch time written without a zone. */
export const MLB_TIME_ZONE = 'America/New_York';

/**
 * Each club's home park: its IANA time zone (a slate date is the home park's local date)
 * and the names its venue is written under (Savant, the MLB Stats API, older names).
 */
export const HOME_PARKS: Readonly<Record<string, { timeZone: string; venues: readonly string[] }>> = {
  ARI: { timeZone: 'America/Phoenix', venues: ['Chase Field'] },
  ATL: { timeZone: 'America/New_York', venues: ['Truist Park', 'SunTrust Park'] },
  BAL: { timeZone: 'America/New_York', venues: ['Oriole Park at Camden Yards', 'Camden Yards'] },
  BOS: { timeZone: 'America/New_York', venues: ['Fenway Park'] },
  CHC: { timeZone: 'America/Chicago', venues: ['Wrigley Field'] },
  CWS: { timeZone: 'America/Chicago', venues: ['Rate Field', 'Guaranteed Rate Field', 'U.S. Cellular Field'] },
  CIN: { timeZone: 'America/New_York', venues: ['Great American Ball Park'] },
  CLE: { timeZone: 'America/New_York', venues: ['Progressive Field'] },
  COL: { timeZone: 'America/Denver', venues: ['Coors Field'] },
  DET: { timeZone: 'America/Detroit', venues: ['Comerica Park'] },
  HOU: { timeZone: 'America/Chicago', venues: ['Daikin Park', 'Minute Maid Park'] },
  KC: { timeZone: 'America/Chicago', venues: ['Kauffman Stadium'] },
  LAA: { timeZone: 'America/Los_Angeles', venues: ['Angel Stadium', 'Angel Stadium of Anaheim'] },
  LAD: { timeZone: 'America/Los_Angeles', venues: ['Dodger Stadium', 'UNIQLO Field at Dodger Stadium'] },
  MIA: { timeZone: 'America/New_York', venues: ['loanDepot park', 'Marlins Park'] },
  MIL: { timeZone: 'America/Chicago', venues: ['American Family Field', 'Miller Park'] },
  MIN: { timeZone: 'America/Chicago', venues: ['Target Field'] },
  NYM: { timeZone: 'America/New_York', venues: ['Citi Field'] },
  NYY: { timeZone: 'America/New_York', venues: ['Yankee Stadium'] },
  ATH: { timeZone: 'America/Los_Angeles', venues: ['Sutter Health Park', 'Oakland Coliseum', 'Oakland-Alameda County Coliseum', 'RingCentral Coliseum'] },
  PHI: { timeZone: 'America/New_York', venues: ['Citizens Bank Park'] },
  PIT: { timeZone: 'America/New_York', venues: ['PNC Park'] },
  SD: { timeZone: 'America/Los_Angeles', venues: ['Petco Park'] },
  SF: { timeZone: 'America/Los_Angeles', venues: ['Oracle Park'] },
  SEA: { timeZone: 'America/Los_Angeles', venues: ['T-Mobile Park'] },
  STL: { timeZone: 'America/Chicago', venues: ['Busch Stadium'] },
  TB: { timeZone: 'America/New_York', venues: ['Tropicana Field', 'George M. Steinbrenner Field', 'Steinbrenner Field'] },
  TEX: { timeZone: 'America/Chicago', venues: ['Globe Life Field'] },
  TOR: { timeZone: 'America/Toronto', venues: ['Rogers Centre'] },
  WAS: { timeZone: 'America/New_York', venues: ['Nationals Park'] },
};

/** The home park's time zone of a club, US Eastern for a code the table does not know. */
export function homeTimeZone(code: string): string {
  return HOME_PARKS[code]?.timeZone ?? MLB_TIME_ZONE;
}

const venueKey = (venue: string): string => key(venue);

const CLUB_OF_VENUE: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ Object.entries(HOME_PARKS).flatMap(([code, park]) => park.venues.map((v) => [venueKey(v), code] as const)),
);

/**
 * Whose park a venue is: the club that calls it home, or null for a venue no club
 * calls home (a neutral site: London Stadium, Tokyo Dome, Rickwood Field...) or a
 * name the table does not know. The probability model's fit keys parks the same
 * way (parkKeyFromRetrosheet: the owning club's code, else the venue's own id).
 */
export function clubOfVenue(venue: string | null | undefined): string | null {
  if (venue == null || venue.trim() === '') return null;
  return CLUB_OF_VENUE.get(venueKey(venue)) ?? null;
}
