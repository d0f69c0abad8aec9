/**
 * Response shapes for every source, written for these tests: invented players,
 * ids and numbers in the formats the real services answer with (field and
 * column names are the services' own). The slate is 2026-07-04:
 *
 *   9001 NYY at BOS  (venue 3, open, azimuth 45)        both lineups in the schedule
 *   9002 LAD at SEA  (venue 680, retractable, azimuth 90) LAD's order only in the boxscore;
 *                                                         SEA's projected from its last game (8999)
 *   9003 MIN at TB   (venue 12, dome)                    both lineups in the schedule
 *   9004 CHC at STL                                       postponed
 */
import { type FakeSources, withEtag, type Responder } from './fake-sources.ts';

export const SLATE_DATE = '2026-07-04';
/** The day before the slate: the results source asks for its games. */
export const YESTERDAY = '2026-07-03';
const BOM = '\ufeff';

const FIRST = ['Avery', 'Brooks', 'Cole', 'Dane', 'Emil', 'Finn', 'Gray', 'Hale', 'Ivo', 'Jace', 'Kai', 'Lane'];
const LAST = ['Stone', 'Marsh', 'Vale', 'Crane', 'Holt', 'Wren', 'Pike', 'Lowe', 'Dunn', 'Rowe'];

export interface FakePlayer {
  id: number;
  name: string;
  position: string;
  bats: 'R' | 'L' | 'B';
  throws: 'R' | 'L';
}

const POSITIONS = ['CF', 'SS', '1B', 'DH', 'RF', '3B', 'LF', 'C', '2B'];

/** Nine batters of a team, ids from `base`. */
export function nine(teamIndex: number): FakePlayer[] {
  return POSITIONS.map((position, i) => ({
    id: 800_000 + teamIndex * 100 + i,
    name: `${FIRST[(teamIndex + i) % FIRST.length]} ${LAST[(teamIndex * 3 + i) % LAST.length]}${teamIndex}`,
    position,
    bats: (['R', 'L', 'B'] as const)[i % 3]!,
    throws: 'R',
  }));
}

export const pitcher = (teamIndex: number): FakePlayer => ({
  id: 810_000 + teamIndex,
  name: `Pitcher Number${teamIndex}`,
  position: 'P',
  bats: 'R',
  throws: teamIndex % 2 === 0 ? 'L' : 'R',
});

export const TEAMS = {
  NYY: { index: 1, id: 147, name: 'New York Yankees' },
  BOS: { index: 2, id: 111, name: 'Boston Red Sox' },
  LAD: { index: 3, id: 119, name: 'Los Angeles Dodgers' },
  SEA: { index: 4, id: 136, name: 'Seattle Mariners' },
  MIN: { index: 5, id: 142, name: 'Minnesota Twins' },
  TB: { index: 6, id: 139, name: 'Tampa Bay Rays' },
  CHC: { index: 7, id: 112, name: 'Chicago Cubs' },
  STL: { index: 8, id: 138, name: 'St. Louis Cardinals' },
  HOU: { index: 9, id: 117, name: 'Houston Astros' },
} as const;
export type Code = keyof typeof TEAMS;

/** SEA's projected lineup: the starters of its last game, a different nine from any posted one. */
export const SEA_LAST_GAME = nine(14);
/** The one player of today's lineups missing from the season player list (a call-up). */
export const CALL_UP = nine(TEAMS.LAD.index)[8]!;

const personRef = (p: FakePlayer) => ({
  id: p.id,
  fullName: p.name,
  link: `/api/v1/people/${p.id}`,
  primaryPosition: { code: '0', abbreviation: p.position },
});
export const teamRef = (code: Code) => ({ id: TEAMS[code].id, name: TEAMS[code].name, abbreviation: code === 'TB' ? 'TB' : code });

export function scheduleGame(
  gamePk: number,
  gameDate: string,
  away: Code,
  home: Code,
  venue: { id: number; name: string },
  opts: { awayLineup: boolean; homeLineup: boolean; state?: string; weather?: object },
) {
  return {
    gamePk,
    gameType: 'R',
    season: '2026',
    gameDate,
    officialDate: SLATE_DATE,
    status: { abstractGameState: 'Preview', detailedState: opts.state ?? 'Scheduled' },
    teams: {
      away: { team: teamRef(away), probablePitcher: { id: pitcher(TEAMS[away].index).id, fullName: pitcher(TEAMS[away].index).name } },
      home: { team: teamRef(home), probablePitcher: { id: pitcher(TEAMS[home].index).id, fullName: pitcher(TEAMS[home].index).name } },
    },
    venue: { id: venue.id, name: venue.name },
    weather: opts.weather ?? {},
    lineups: {
      ...(opts.awayLineup ? { awayPlayers: nine(TEAMS[away].index).map(personRef) } : {}),
      ...(opts.homeLineup ? { homePlayers: nine(TEAMS[home].index).map(personRef) } : {}),
    },
  };
}

export function scheduleJson(): object {
  return {
    copyright: 'test',
    totalGames: 4,
    dates: [
      {
        date: SLATE_DATE,
        games: [
          scheduleGame(9002, '2026-07-05T02:10:00Z', 'LAD', 'SEA', { id: 680, name: 'Sound Park' }, { awayLineup: false, homeLineup: false }),
          scheduleGame(9001, '2026-07-04T17:05:00Z', 'NYY', 'BOS', { id: 3, name: 'Harbor Field' }, { awayLineup: true, homeLineup: true }),
          scheduleGame(
            9003,
            '2026-07-04T23:10:00Z',
            'MIN',
            'TB',
            { id: 12, name: 'Bay Dome' },
            { awayLineup: true, homeLineup: true, weather: { condition: 'Dome', temp: '72', wind: '0 mph, None' } },
          ),
          scheduleGame(
            9004,
            '2026-07-05T00:15:00Z',
            'CHC',
            'STL',
            { id: 2889, name: 'River Park' },
            { awayLineup: false, homeLineup: false, state: 'Postponed' },
          ),
        ],
      },
    ],
  };
}

/** The last week's schedule: SEA's games, the latest (8999, at home) final. */
export function recentScheduleJson(): object {
  const game = (gamePk: number, gameDate: string, away: Code, home: Code, state: string) => ({
    gamePk,
    gameType: 'R',
    gameDate,
    status: { abstractGameState: state, detailedState: state },
    teams: { away: { team: teamRef(away) }, home: { team: teamRef(home) } },
  });
  return {
    dates: [
      { date: '2026-07-02', games: [game(8998, '2026-07-02T20:10:00Z', 'SEA', 'HOU', 'Final')] },
      { date: '2026-07-03', games: [game(8999, '2026-07-04T02:10:00Z', 'HOU', 'SEA', 'Final')] },
    ],
  };
}

export const boxPlayers = (players: FakePlayer[], orders: (string | null)[]) =>
  Object.fromEntries(
    players.map((p, i) => [
      `ID${p.id}`,
      { person: { id: p.id, fullName: p.name }, position: { abbreviation: p.position }, ...(orders[i] ? { battingOrder: orders[i] } : {}) },
    ]),
  );

export const STARTERS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];

/** Today's boxscore of 9002: LAD's order posted, SEA's not. */
export function todaysBoxscore9002(): object {
  return {
    teams: {
      away: {
        team: teamRef('LAD'),
        battingOrder: nine(TEAMS.LAD.index).map((p) => p.id),
        players: boxPlayers(nine(TEAMS.LAD.index), STARTERS),
      },
      home: { team: teamRef('SEA'), battingOrder: [], players: boxPlayers(nine(TEAMS.SEA.index), []) },
    },
  };
}

/**
 * Today's boxscore of a game whose lineups the schedule posts: both nine in order, each
 * with the position he plays today. The away third and fourth hitters (primary 1B and DH
 * in the schedule's person data) swap today: their lineup entries must say DH and 1B.
 */
export function postedBoxscore(away: Code, home: Code): object {
  const today = (players: FakePlayer[]) => players.map((p, i) => (i === 3 ? { ...p, position: '1B' } : i === 2 ? { ...p, position: 'DH' } : p));
  return {
    teams: {
      away: { team: teamRef(away), players: boxPlayers(today(nine(TEAMS[away].index)), STARTERS) },
      home: { team: teamRef(home), players: boxPlayers(nine(TEAMS[home].index), STARTERS) },
    },
  };
}

/** SEA's last game (home side): starters "100".."900" and a pinch hitter "901" who must not be projected. */
export function lastGameBoxscore8999(): object {
  const pinch: FakePlayer = { id: 899_999, name: 'Pinch Hitter', position: 'PH', bats: 'R', throws: 'R' };
  return {
    teams: {
      away: { team: teamRef('HOU'), players: boxPlayers(nine(TEAMS.HOU.index), STARTERS) },
      home: { team: teamRef('SEA'), players: boxPlayers([...SEA_LAST_GAME, pinch], [...STARTERS, '901']) },
    },
  };
}

export const VENUES = [
  { id: 3, name: 'Harbor Field', lat: 42.3, lon: -71.1, azimuth: 45, roof: 'Open' },
  { id: 680, name: 'Sound Park', lat: 47.6, lon: -122.3, azimuth: 90, roof: 'Retractable' },
  { id: 12, name: 'Bay Dome', lat: 27.8, lon: -82.7, azimuth: 45, roof: 'Dome' },
];

export function venuesJson(): object {
  return {
    venues: VENUES.map((v) => ({
      id: v.id,
      name: v.name,
      location: { city: 'Somewhere', defaultCoordinates: { latitude: v.lat, longitude: v.lon }, azimuthAngle: v.azimuth, elevation: 20 },
      fieldInfo: { capacity: 40000, turfType: 'Grass', roofType: v.roof },
    })),
  };
}

/**
 * Hourly forecast from 00:00 UTC on the start date, 48 hours. Temperature
 * 60 + hour of day (°F); at Harbor Field the wind comes from 225° (blowing to
 * 45°, straight out to centre); at Sound Park from 90° (blowing to 270°, straight in).
 */
export const forecastResponder: Responder = (req) => {
  const lat = Number(req.query.get('latitude'));
  const start = req.query.get('start_date') ?? SLATE_DATE;
  const hours = Array.from({ length: 48 }, (_, i) => i);
  const day = (i: number) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 3_600_000).toISOString().slice(0, 16);
  const from = lat > 45 ? 90 : 225;
  return {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      latitude: lat,
      timezone: 'GMT',
      hourly_units: { temperature_2m: '°F' },
      hourly: {
        time: hours.map(day),
        temperature_2m: hours.map((i) => 60 + (i % 24)),
        precipitation_probability: hours.map(() => 10),
        precipitation: hours.map(() => 0),
        wind_speed_10m: hours.map(() => 12),
        wind_direction_10m: hours.map(() => from),
      },
    }),
  };
};

/** Every player of the slate; CALL_UP is left out (fetched by id); two namesakes with different hands. */
export function seasonPlayers(): FakePlayer[] {
  const teams = Object.values(TEAMS).map((t) => t.index);
  const all = [...teams.flatMap((i) => nine(i)), ...teams.map(pitcher), ...SEA_LAST_GAME];
  return all.filter((p) => p.id !== CALL_UP.id);
}

export const NAMESAKES: FakePlayer[] = [
  { id: 870_001, name: 'Sam Twin', position: 'LF', bats: 'L', throws: 'L' },
  { id: 870_002, name: 'Sam Twin', position: 'C', bats: 'R', throws: 'R' },
];

const personJson = (p: FakePlayer) => ({
  id: p.id,
  fullName: p.name,
  primaryPosition: p.position === 'P' ? { code: '1', type: 'Pitcher', abbreviation: 'P' } : { code: '8', type: 'Outfielder', abbreviation: p.position },
  batSide: { code: p.bats, description: 'x' },
  pitchHand: { code: p.throws, description: 'x' },
});

export const playersJson = (): object => ({ people: [...seasonPlayers(), ...NAMESAKES].map(personJson) });
export const peopleByIdsJson = (ids: number[]): object => ({
  people: ids.filter((id) => id === CALL_UP.id).map(() => personJson(CALL_UP)),
});

/** Season hitting: three players, the second traded (two team splits, no total). */
export function seasonHittingJson(): object {
  const [a, b, c] = nine(TEAMS.NYY.index);
  const split = (p: FakePlayer, team: Code | null, stat: object) => ({
    season: '2026',
    stat,
    ...(team ? { team: { id: TEAMS[team].id, name: TEAMS[team].name } } : {}),
    player: { id: p.id, fullName: p.name },
  });
  return {
    stats: [
      {
        type: { displayName: 'season' },
        group: { displayName: 'hitting' },
        splits: [
          split(a!, 'NYY', {
            gamesPlayed: 80,
            plateAppearances: 340,
            atBats: 300,
            hits: 90,
            homeRuns: 20,
            avg: '.300',
            obp: '.380',
            slg: '.550',
            ops: '.930',
            baseOnBalls: 35,
            hitByPitch: 3,
            sacFlies: 2,
            totalBases: 165,
          }),
          split(b!, 'BOS', {
            gamesPlayed: 40,
            plateAppearances: 150,
            atBats: 130,
            hits: 30,
            homeRuns: 5,
            avg: '.231',
            obp: '.327',
            slg: '.385',
            ops: '.712',
            baseOnBalls: 15,
            hitByPitch: 2,
            sacFlies: 3,
            totalBases: 50,
          }),
          split(b!, 'NYY', {
            gamesPlayed: 30,
            plateAppearances: 120,
            atBats: 100,
            hits: 30,
            homeRuns: 7,
            avg: '.300',
            obp: '.417',
            slg: '.600',
            ops: '1.017',
            baseOnBalls: 18,
            hitByPitch: 1,
            sacFlies: 1,
            totalBases: 60,
          }),
          split(c!, 'NYY', {
            gamesPlayed: 70,
            plateAppearances: 280,
            atBats: 250,
            hits: 60,
            homeRuns: 12,
            avg: '.240',
            obp: '.320',
            slg: '.460',
            ops: '.780',
            baseOnBalls: 25,
            hitByPitch: 2,
            sacFlies: 3,
            totalBases: 115,
          }),
        ],
      },
    ],
  };
}

/** The previous season's hitting: more splits than one page holds (STATS_PAGE_SIZE), so the download must page. */
export const PRIOR_SEASON_PLAYERS = 1_250;

export function priorSeasonHittingSplits(): object[] {
  // The slate's hitters, then fillers with ids of their own range, up to PRIOR_SEASON_PLAYERS.
  const slate = Object.values(TEAMS).flatMap((t) => nine(t.index));
  const fillers = Array.from({ length: PRIOR_SEASON_PLAYERS - slate.length }, (_, n) => ({ id: 900_000 + n, name: `Prior Filler${n}` }));
  return [...slate, ...fillers].map((p, n) => ({
    season: '2025',
    stat: {
      gamesPlayed: 100,
      plateAppearances: 400 + (n % 50),
      atBats: 360,
      hits: 90,
      homeRuns: 8 + (n % 20),
      avg: '.250',
      obp: '.320',
      slg: '.410',
      ops: '.730',
    },
    team: { id: TEAMS.NYY.id, name: TEAMS.NYY.name },
    player: { id: p.id, fullName: p.name },
  }));
}

/** Season pitching: every slate team's starter, IP in thirds notation as the API writes it. */
export function seasonPitchingSplits(): object[] {
  return Object.values(TEAMS).map((t, i) => {
    const p = pitcher(t.index);
    return {
      season: '2026',
      stat: { gamesPlayed: 17, gamesStarted: 17, inningsPitched: '95.1', battersFaced: 400 + i, homeRuns: 12 + i, era: '3.62', earnedRuns: 38 },
      team: { id: t.id, name: t.name },
      player: { id: p.id, fullName: p.name },
    };
  });
}

/**
 * `/api/v1/stats?stats=season&group=hitting|pitching&season=S&limit=L&offset=O`: the
 * group's splits for the season, one page at a time, with the API's `totalSplits`.
 */
export const seasonStatsResponder: Responder = (req) => {
  const group = req.query.get('group');
  const season = req.query.get('season');
  const all =
    group === 'pitching'
      ? seasonPitchingSplits()
      : season === SLATE_DATE.slice(0, 4)
        ? (seasonHittingJson() as { stats: { splits: object[] }[] }).stats[0]!.splits
        : priorSeasonHittingSplits();
  const offset = Number(req.query.get('offset') ?? 0);
  const limit = Number(req.query.get('limit') ?? all.length);
  return {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      copyright: 'test',
      stats: [
        { type: { displayName: 'season' }, group: { displayName: group }, totalSplits: all.length, exemptions: [], splits: all.slice(offset, offset + limit) },
      ],
    }),
  };
};

const q = (cells: (string | number)[]) => cells.map((c) => `"${c}"`).join(',');
const lastFirst = (p: FakePlayer) => {
  const [first, ...rest] = p.name.split(' ');
  return `${rest.join(' ')}, ${first}`;
};

export const EV_HEADER = [
  'last_name, first_name',
  'player_id',
  'attempts',
  'avg_hit_angle',
  'anglesweetspotpercent',
  'max_hit_speed',
  'avg_hit_speed',
  'ev50',
  'fbld',
  'gb',
  'max_distance',
  'avg_distance',
  'avg_hr_distance',
  'ev95plus',
  'ev95percent',
  'barrels',
  'brl_percent',
  'brl_pa',
];

/** Savant Exit Velocity & Barrels CSV (BOM, every cell quoted, as the download is). */
export function evCsv(side: 'batter' | 'pitcher', header: readonly string[] = EV_HEADER): string {
  const players = side === 'batter' ? [...nine(1), ...nine(3)] : Object.values(TEAMS).map((t) => pitcher(t.index));
  const rows = players.map((p, i) =>
    q([lastFirst(p), p.id, 150 + i, 12.5, 33.1, 110 + (i % 7), 89.5 + (i % 5), 95, 93, 86, 440, 200, 400, 60, 40 + (i % 10), 10 + i, 6.5 + (i % 9), 4.1]),
  );
  return `${BOM}${q([...header])}\n${rows.join('\n')}\n`;
}

export function expectedCsv(side: 'batter' | 'pitcher'): string {
  const players = side === 'batter' ? [...nine(1), ...nine(3)] : Object.values(TEAMS).map((t) => pitcher(t.index));
  const header = [
    'last_name, first_name',
    'player_id',
    'year',
    'pa',
    'bip',
    'ba',
    'est_ba',
    'est_ba_minus_ba_diff',
    'slg',
    'est_slg',
    'est_slg_minus_slg_diff',
    'woba',
    'est_woba',
    'est_woba_minus_woba_diff',
    ...(side === 'pitcher' ? ['era', 'xera', 'era_minus_xera_diff'] : []),
  ];
  const rows = players.map((p, i) =>
    q([
      lastFirst(p),
      p.id,
      2026,
      200 + i,
      150,
      '.270',
      '.265',
      '.005',
      '.450',
      '.470',
      '-.020',
      '.340',
      '.350',
      '-.010',
      ...(side === 'pitcher' ? ['3.50', '3.80', '-0.30'] : []),
    ]),
  );
  return `${BOM}${q(header)}\n${rows.join('\n')}\n`;
}

export function arsenalCsv(side: 'batter' | 'pitcher'): string {
  const players = side === 'batter' ? nine(1) : Object.values(TEAMS).map((t) => pitcher(t.index));
  const header = [
    'last_name, first_name',
    'player_id',
    'team_name_alt',
    'pitch_type',
    'pitch_name',
    'run_value_per_100',
    'run_value',
    'pitches',
    'pitch_usage',
    'pa',
    'ba',
    'slg',
    'woba',
    'whiff_percent',
    'k_percent',
    'put_away',
    'est_ba',
    'est_slg',
    'est_woba',
    'hard_hit_percent',
  ];
  const rows = players.flatMap((p, i) =>
    (['FF', 'SL'] as const).map(
      (pt, j) =>
        `${q([lastFirst(p), p.id, 'NYY', pt, pt === 'FF' ? '4-Seam Fastball' : 'Slider'])},${(0.5 - j).toFixed(1)},${(3 - i).toFixed(1)},${q([400 + i])},${55 - j * 20},${q([100, '.250', '.420', '.330'])},22.1,20.5,18.2,${q(['.240', '.400', '.320'])},41.5`,
    ),
  );
  return `${BOM}${q(header)}\n${rows.join('\n')}\n`;
}

export function parkFactorsPage(): string {
  const rows = [
    {
      venue_id: '3',
      venue_name: 'Harbor Field',
      main_team_id: '111',
      name_display_club: 'Red Sox',
      year_range: '2024-2026',
      index_woba: '104',
      index_wobacon: '105',
      index_xwobacon: '102',
      index_bacon: '106',
      index_xbacon: '103',
      index_hardhit: '101',
      index_runs: '108',
      index_obp: '103',
      index_hits: '105',
      index_1b: '102',
      index_2b: '120',
      index_3b: '90',
      index_hr: '97',
      index_bb: '99',
      index_so: '96',
      n_pa: '18000',
    },
    {
      venue_id: '680',
      venue_name: 'Sound Park',
      main_team_id: '136',
      name_display_club: 'Mariners',
      year_range: '2024-2026',
      index_woba: '94',
      index_wobacon: '95',
      index_xwobacon: '97',
      index_bacon: '95',
      index_xbacon: '96',
      index_hardhit: '99',
      index_runs: '90',
      index_obp: '96',
      index_hits: '95',
      index_1b: '97',
      index_2b: '92',
      index_3b: '80',
      index_hr: '93',
      index_bb: '101',
      index_so: '106',
      n_pa: '17500',
    },
  ];
  return `<html><head><title>Park Factors</title></head><body><div class="article-template"><script>\n  var data = ${JSON.stringify(rows)};\n  var other = [];\n</script></div></body></html>`;
}

export const STATCAST_HEADER = [
  'pitch_type',
  'game_date',
  'player_name',
  'batter',
  'pitcher',
  'events',
  'des',
  'home_team',
  'away_team',
  'inning_topbot',
  'hit_distance_sc',
  'launch_speed',
  'launch_angle',
  'game_pk',
  'at_bat_number',
  'pitch_name',
];

/** One home run per three days from 2026-03-27 to 2026-07-03. */
export function statcastEvents(): { date: string; line: string }[] {
  const events: { date: string; line: string }[] = [];
  const batters = nine(1);
  let n = 0;
  for (let t = Date.parse('2026-03-27T00:00:00Z'); t <= Date.parse('2026-07-03T00:00:00Z'); t += 3 * 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const b = batters[n % batters.length]!;
    n++;
    events.push({
      date,
      line: q([
        'FF',
        date,
        'Pitcher Number2',
        b.id,
        pitcher(2).id,
        'home_run',
        `${b.name} homers (${Math.ceil(n / 9)}) on a fly ball to left field.`,
        'BOS',
        'NYY',
        'Top',
        380 + (n % 40),
        101.5,
        28,
        700_000 + n,
        10 + n,
        '4-Seam Fastball',
      ]),
    });
  }
  return events;
}

export const statcastResponder =
  (header: readonly string[] = STATCAST_HEADER): Responder =>
  (req) => {
    const from = req.query.get('game_date_gt') ?? '';
    const to = req.query.get('game_date_lt') ?? '';
    const lines = statcastEvents()
      .filter((e) => e.date >= from && e.date <= to)
      .map((e) => e.line);
    return { headers: { 'Content-Type': 'text/csv' }, body: `${BOM}${q([...header])}\n${lines.map((l) => `${l}\n`).join('')}` };
  };

/** FanGraphs API rows: tab 8 (dashboard), 2 (batted ball), 24 (Statcast); percents as fractions. */
export function fangraphsJson(stats: 'bat' | 'pit', type: number): object {
  if (stats === 'bat') {
    const players = [...nine(1), ...nine(2)];
    const data = players.map((p, i) => {
      const base = { playerid: String(20_000 + i), PlayerName: p.name, Name: `<a href="statss.aspx?playerid=${20_000 + i}">${p.name}</a>` };
      if (type === 8)
        return {
          ...base,
          TeamNameAbb: i < 9 ? 'NYY' : 'BOS',
          Team: `<a href="#">${i < 9 ? 'NYY' : 'BOS'}</a>`,
          xMLBAMID: p.id,
          G: 80,
          PA: 330 + i,
          AB: 300,
          H: 80,
          HR: 10 + i,
          AVG: 0.267,
          OBP: 0.34,
          SLG: 0.47,
          ISO: 0.203,
          'K%': 0.21,
          'BB%': 0.09,
          wOBA: 0.35,
          'wRC+': 120,
        };
      if (type === 2) return { ...base, 'LD%': 0.22, 'GB%': 0.41, 'FB%': 0.37, 'IFFB%': 0.08, 'HR/FB': 0.15, 'Pull%': 0.42, 'Hard%': 0.4 };
      return { ...base, EV: 90.1, maxEV: 110.2, LA: 13.5, 'Barrel%': 0.11, 'HardHit%': 0.45 };
    });
    return { data, totalCount: data.length };
  }
  const players = Object.values(TEAMS).map((t) => pitcher(t.index));
  const data = players.map((p, i) => {
    const base = { playerid: String(30_000 + i), PlayerName: p.name };
    if (type === 8)
      return {
        ...base,
        TeamNameAbb: Object.keys(TEAMS)[i],
        xMLBAMID: p.id,
        W: 6,
        L: 4,
        SV: 0,
        G: 17,
        GS: 17,
        IP: 95.1,
        'K/9': 9.2,
        'BB/9': 2.8,
        'HR/9': 1.1,
        ERA: 3.62,
        FIP: 3.9,
        pivFA: 94.3,
      };
    if (type === 2) return { ...base, 'LD%': 0.2, 'FB%': 0.35, 'IFFB%': 0.1, 'Pull%': 0.4, 'Hard%': 0.33 };
    return { ...base, 'Barrel%': 0.07, 'HardHit%': 0.38 };
  });
  return { data, totalCount: data.length };
}

export const ODDS_EVENTS = [
  {
    id: 'evt-nyy-bos',
    sport_key: 'baseball_mlb',
    commence_time: '2026-07-04T17:05:00Z',
    home_team: 'Boston Red Sox',
    away_team: 'New York Yankees',
  },
  {
    id: 'evt-lad-sea',
    sport_key: 'baseball_mlb',
    commence_time: '2026-07-05T02:10:00Z',
    home_team: 'Seattle Mariners',
    away_team: 'Los Angeles Dodgers',
  },
  {
    id: 'evt-next-week',
    sport_key: 'baseball_mlb',
    commence_time: '2026-07-11T17:05:00Z',
    home_team: 'Boston Red Sox',
    away_team: 'New York Yankees',
  },
];

/**
 * One event's odds in The Odds API v4's raw shape (event fields, then
 * bookmakers[] -> markets[] -> outcomes[{name, description, price, point}]), as the
 * real snapshots show the books fill it: DraftKings prices the anytime home run only
 * in `batter_home_runs_alternate` (Over 0.5, beside the 1.5 line, no Under), while
 * FanDuel posts the main `batter_home_runs` market with both sides for the first
 * batter and the alternate market's Over 0.5 for the others.
 */
export function eventOddsJson(eventId: string): object {
  const event = ODDS_EVENTS.find((e) => e.id === eventId)!;
  const batters = eventId === 'evt-nyy-bos' ? nine(TEAMS.NYY.index).slice(0, 2) : nine(TEAMS.LAD.index).slice(0, 1);
  const updated = '2026-07-04T14:58:12Z';
  const over = (name: string, price: number, point: number) => ({ name: 'Over', description: name, price, point });
  const alternate = (base: number, from: number) => ({
    key: 'batter_home_runs_alternate',
    last_update: updated,
    outcomes: batters.slice(from).flatMap((p, i) => [over(p.name, base + i * 50, 0.5), over(p.name, base * 4 + i * 100, 1.5)]),
  });
  return {
    id: eventId,
    sport_key: 'baseball_mlb',
    sport_title: 'MLB',
    commence_time: event.commence_time,
    home_team: event.home_team,
    away_team: event.away_team,
    bookmakers: [
      { key: 'draftkings', title: 'DraftKings', last_update: updated, markets: [alternate(300, 0)] },
      {
        key: 'fanduel',
        title: 'FanDuel',
        last_update: updated,
        markets: [
          {
            key: 'batter_home_runs',
            last_update: updated,
            outcomes: [over(batters[0]!.name, 320, 0.5), { name: 'Under', description: batters[0]!.name, price: -450, point: 0.5 }],
          },
          alternate(370, 1),
        ],
      },
    ],
  };
}

/** A 429 from The Odds API in its error-body shape (message, error_code, details_url). */
export const ODDS_RATE_LIMITED = {
  status: 429,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    message: 'Requests are too frequent',
    error_code: 'EXCEEDED_FREQ_LIMIT',
    details_url: 'https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html#exceeded-freq-limit',
  }),
};

export const json = (value: object) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
const csv = (text: string) => ({ headers: { 'Content-Type': 'text/csv' }, body: text });

/** Installs a normal answer for every source; the Savant EV and the schedule answer with ETags. */
export function installAllSources(fake: FakeSources): FakeSources {
  let remaining = 480;
  const quota = () => {
    remaining -= 1;
    return { 'x-requests-remaining': String(remaining), 'x-requests-used': String(500 - remaining), 'x-requests-last': '1' };
  };
  return fake
    .on('/api/v1/schedule', (req) => {
      // The day before the slate (the results source): SEA's final game.
      if (req.query.get('date') === YESTERDAY)
        return json({ dates: (recentScheduleJson() as { dates: { date: string }[] }).dates.filter((d) => d.date === YESTERDAY) });
      return req.query.get('date') ? withEtag('"sched-1"', () => JSON.stringify(scheduleJson()))(req) : json(recentScheduleJson());
    })
    .on('/api/v1/game/9002/boxscore', () => json(todaysBoxscore9002()))
    .on('/api/v1/game/9001/boxscore', () => json(postedBoxscore('NYY', 'BOS')))
    .on('/api/v1/game/9003/boxscore', () => json(postedBoxscore('MIN', 'TB')))
    .on('/api/v1/game/8999/boxscore', () => json(lastGameBoxscore8999()))
    .on('/api/v1/venues', () => json(venuesJson()))
    .on('/v1/forecast', forecastResponder)
    .on('/api/v1/sports/1/players', () => json(playersJson()))
    .on('/api/v1/people', (req) => json(peopleByIdsJson((req.query.get('personIds') ?? '').split(',').map(Number))))
    .on('/api/v1/stats', seasonStatsResponder)
    .on('/leaderboard/statcast', (req) =>
      withEtag(`"ev-${req.query.get('type')}"`, () => evCsv(req.query.get('type') as 'batter' | 'pitcher'), { 'Content-Type': 'text/csv' })(req),
    )
    .on('/leaderboard/expected_statistics', (req) => csv(expectedCsv(req.query.get('type') as 'batter' | 'pitcher')))
    .on('/leaderboard/pitch-arsenal-stats', (req) => csv(arsenalCsv(req.query.get('type') as 'batter' | 'pitcher')))
    .on('/leaderboard/statcast-park-factors', () => ({ headers: { 'Content-Type': 'text/html' }, body: parkFactorsPage() }))
    .on('/statcast_search/csv', statcastResponder())
    .on('/api/leaders/major-league/data', (req) => json(fangraphsJson(req.query.get('stats') as 'bat' | 'pit', Number(req.query.get('type')))))
    .on('/v4/sports/baseball_mlb/events', () => ({
      ...json(ODDS_EVENTS),
      headers: {
        'Content-Type': 'application/json',
        'x-requests-remaining': String(remaining),
        'x-requests-used': String(500 - remaining),
      },
    }))
    .on('/v4/sports/baseball_mlb/events/evt-nyy-bos/odds', () => ({
      ...json(eventOddsJson('evt-nyy-bos')),
      headers: { 'Content-Type': 'application/json', ...quota() },
    }))
    .on('/v4/sports/baseball_mlb/events/evt-lad-sea/odds', () => ({
      ...json(eventOddsJson('evt-lad-sea')),
      headers: { 'Content-Type': 'application/json', ...quota() },
    }));
}
