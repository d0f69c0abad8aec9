/**
 * Per-club facts the generator needs beyond domain/teams.ts: how each
 * source spells the club (FanGraphs, Savant, the MLB Stats API, Razzball, the
 * Savant park-factor table), the home venue, the roof, the time zone, and the
 * invented baselines the sample draws from (HR park index, August game-time
 * temperature). The baselines are made-up round numbers, not any source's values.
 */
import { TEAMS } from '../../domain/teams.ts';

export type Roof = 'open' | 'retractable' | 'dome';

export interface Club {
  /** Canonical code (domain/teams.ts), also the code the lineups use (WAS, not WSH). */
  code: string;
  name: string;
  fangraphs: string;
  savant: string;
  statsApi: string;
  razzball: string;
  /** The Team cell of the Savant park-factor table (club nickname, "D-backs"). */
  parkClub: string;
  venue: string;
  roof: Roof;
  /** Hours from UTC during the season. */
  utcOffset: number;
  /** Invented HR park index baseline, 100 = neutral. */
  hrIndex: number;
  /** Invented typical August first-pitch temperature (°F) with the roof open. */
  augustTemp: number;
}

type ClubFacts = Omit<Club, 'code' | 'name'>;

const FACTS: Readonly<Record<string, ClubFacts>> = {
  ARI: { fangraphs: 'ARI', savant: 'AZ', statsApi: 'AZ', razzball: 'ARI', parkClub: 'D-backs', venue: 'Chase Field', roof: 'retractable', utcOffset: -7, hrIndex: 92, augustTemp: 98 },
  ATL: { fangraphs: 'ATL', savant: 'ATL', statsApi: 'ATL', razzball: 'ATL', parkClub: 'Braves', venue: 'Truist Park', roof: 'open', utcOffset: -4, hrIndex: 103, augustTemp: 86 },
  BAL: { fangraphs: 'BAL', savant: 'BAL', statsApi: 'BAL', razzball: 'BAL', parkClub: 'Orioles', venue: 'Oriole Park at Camden Yards', roof: 'open', utcOffset: -4, hrIndex: 101, augustTemp: 84 },
  BOS: { fangraphs: 'BOS', savant: 'BOS', statsApi: 'BOS', razzball: 'BOS', parkClub: 'Red Sox', venue: 'Fenway Park', roof: 'open', utcOffset: -4, hrIndex: 95, augustTemp: 78 },
  CHC: { fangraphs: 'CHC', savant: 'CHC', statsApi: 'CHC', razzball: 'CHC', parkClub: 'Cubs', venue: 'Wrigley Field', roof: 'open', utcOffset: -5, hrIndex: 99, augustTemp: 79 },
  CWS: { fangraphs: 'CHW', savant: 'CWS', statsApi: 'CWS', razzball: 'CHW', parkClub: 'White Sox', venue: 'Rate Field', roof: 'open', utcOffset: -5, hrIndex: 108, augustTemp: 80 },
  CIN: { fangraphs: 'CIN', savant: 'CIN', statsApi: 'CIN', razzball: 'CIN', parkClub: 'Reds', venue: 'Great American Ball Park', roof: 'open', utcOffset: -4, hrIndex: 121, augustTemp: 85 },
  CLE: { fangraphs: 'CLE', savant: 'CLE', statsApi: 'CLE', razzball: 'CLE', parkClub: 'Guardians', venue: 'Progressive Field', roof: 'open', utcOffset: -4, hrIndex: 92, augustTemp: 77 },
  COL: { fangraphs: 'COL', savant: 'COL', statsApi: 'COL', razzball: 'COL', parkClub: 'Rockies', venue: 'Coors Field', roof: 'open', utcOffset: -6, hrIndex: 110, augustTemp: 83 },
  DET: { fangraphs: 'DET', savant: 'DET', statsApi: 'DET', razzball: 'DET', parkClub: 'Tigers', venue: 'Comerica Park', roof: 'open', utcOffset: -4, hrIndex: 93, augustTemp: 79 },
  HOU: { fangraphs: 'HOU', savant: 'HOU', statsApi: 'HOU', razzball: 'HOU', parkClub: 'Astros', venue: 'Daikin Park', roof: 'retractable', utcOffset: -5, hrIndex: 104, augustTemp: 95 },
  KC: { fangraphs: 'KCR', savant: 'KC', statsApi: 'KC', razzball: 'KC', parkClub: 'Royals', venue: 'Kauffman Stadium', roof: 'open', utcOffset: -5, hrIndex: 87, augustTemp: 87 },
  LAA: { fangraphs: 'LAA', savant: 'LAA', statsApi: 'LAA', razzball: 'LAA', parkClub: 'Angels', venue: 'Angel Stadium', roof: 'open', utcOffset: -7, hrIndex: 107, augustTemp: 81 },
  LAD: { fangraphs: 'LAD', savant: 'LAD', statsApi: 'LAD', razzball: 'LAD', parkClub: 'Dodgers', venue: 'Dodger Stadium', roof: 'open', utcOffset: -7, hrIndex: 116, augustTemp: 79 },
  MIA: { fangraphs: 'MIA', savant: 'MIA', statsApi: 'MIA', razzball: 'MIA', parkClub: 'Marlins', venue: 'loanDepot park', roof: 'retractable', utcOffset: -4, hrIndex: 86, augustTemp: 90 },
  MIL: { fangraphs: 'MIL', savant: 'MIL', statsApi: 'MIL', razzball: 'MIL', parkClub: 'Brewers', venue: 'American Family Field', roof: 'retractable', utcOffset: -5, hrIndex: 106, augustTemp: 76 },
  MIN: { fangraphs: 'MIN', savant: 'MIN', statsApi: 'MIN', razzball: 'MIN', parkClub: 'Twins', venue: 'Target Field', roof: 'open', utcOffset: -5, hrIndex: 98, augustTemp: 78 },
  NYM: { fangraphs: 'NYM', savant: 'NYM', statsApi: 'NYM', razzball: 'NYM', parkClub: 'Mets', venue: 'Citi Field', roof: 'open', utcOffset: -4, hrIndex: 100, augustTemp: 80 },
  NYY: { fangraphs: 'NYY', savant: 'NYY', statsApi: 'NYY', razzball: 'NYY', parkClub: 'Yankees', venue: 'Yankee Stadium', roof: 'open', utcOffset: -4, hrIndex: 115, augustTemp: 81 },
  ATH: { fangraphs: 'ATH', savant: 'ATH', statsApi: 'ATH', razzball: 'OAK', parkClub: 'Athletics', venue: 'Sutter Health Park', roof: 'open', utcOffset: -7, hrIndex: 109, augustTemp: 91 },
  PHI: { fangraphs: 'PHI', savant: 'PHI', statsApi: 'PHI', razzball: 'PHI', parkClub: 'Phillies', venue: 'Citizens Bank Park', roof: 'open', utcOffset: -4, hrIndex: 112, augustTemp: 84 },
  PIT: { fangraphs: 'PIT', savant: 'PIT', statsApi: 'PIT', razzball: 'PIT', parkClub: 'Pirates', venue: 'PNC Park', roof: 'open', utcOffset: -4, hrIndex: 84, augustTemp: 80 },
  SD: { fangraphs: 'SDP', savant: 'SD', statsApi: 'SD', razzball: 'SD', parkClub: 'Padres', venue: 'Petco Park', roof: 'open', utcOffset: -7, hrIndex: 97, augustTemp: 73 },
  SF: { fangraphs: 'SFG', savant: 'SF', statsApi: 'SF', razzball: 'SF', parkClub: 'Giants', venue: 'Oracle Park', roof: 'open', utcOffset: -7, hrIndex: 83, augustTemp: 63 },
  SEA: { fangraphs: 'SEA', savant: 'SEA', statsApi: 'SEA', razzball: 'SEA', parkClub: 'Mariners', venue: 'T-Mobile Park', roof: 'retractable', utcOffset: -7, hrIndex: 96, augustTemp: 70 },
  STL: { fangraphs: 'STL', savant: 'STL', statsApi: 'STL', razzball: 'STL', parkClub: 'Cardinals', venue: 'Busch Stadium', roof: 'open', utcOffset: -5, hrIndex: 89, augustTemp: 87 },
  TB: { fangraphs: 'TBR', savant: 'TB', statsApi: 'TB', razzball: 'TB', parkClub: 'Rays', venue: 'Tropicana Field', roof: 'dome', utcOffset: -4, hrIndex: 99, augustTemp: 72 },
  TEX: { fangraphs: 'TEX', savant: 'TEX', statsApi: 'TEX', razzball: 'TEX', parkClub: 'Rangers', venue: 'Globe Life Field', roof: 'retractable', utcOffset: -5, hrIndex: 103, augustTemp: 99 },
  TOR: { fangraphs: 'TOR', savant: 'TOR', statsApi: 'TOR', razzball: 'TOR', parkClub: 'Blue Jays', venue: 'Rogers Centre', roof: 'retractable', utcOffset: -4, hrIndex: 104, augustTemp: 76 },
  WAS: { fangraphs: 'WSN', savant: 'WSH', statsApi: 'WSH', razzball: 'WSH', parkClub: 'Nationals', venue: 'Nationals Park', roof: 'open', utcOffset: -4, hrIndex: 98, augustTemp: 86 },
};

/** The 30 clubs in domain/teams.ts order. */
export const CLUBS: readonly Club[] = TEAMS.map((team) => {
  const facts = FACTS[team.code];
  if (!facts) throw new Error(`no sample facts for club ${team.code}`);
  return { code: team.code, name: team.name, ...facts };
});

const BY_CODE = new Map(CLUBS.map((c) => [c.code, c]));

export function club(code: string): Club {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`unknown club ${code}`);
  return found;
}
