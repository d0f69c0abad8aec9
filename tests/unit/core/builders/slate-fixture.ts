/**
 * A small hand-made slate for the builder tests: one game (NYY at BOS), two hitters
 * and a starter on each side, and one or two rows in each other input.
 */
import committedMarketCard from '../../../../domain/probability/market-card.json' with { type: 'json' };
import committedCard from '../../../../domain/probability/model-card.json' with { type: 'json' };
import { marketCardSchema, modelCardSchema } from '../../../../domain/probability/index.ts';
import type { InputId, InputRows } from '../../../../pipeline/inputs/ids.ts';
import type { RawLineupPlayer, StatRow } from '../../../../pipeline/inputs/rows.ts';
import { buildProjectionsFile } from '../../../../pipeline/core/builders/projections.ts';
import type { BuildContext, Builder, BuiltFiles, SlateFileKey, SlateOptions } from '../../../../pipeline/core/builders/shape.ts';
import { buildSlate, SLATE_BUILDERS } from '../../../../pipeline/core/slate.ts';
import { joinSlateInputs, type SlateJoin, type SlateSources } from '../../../../pipeline/core/slate-join.ts';

export const DATE = '2026-08-22';

/** The committed probability model card, as the build command reads it. */
export const CARD = modelCardSchema.parse(committedCard);
/** The committed market card, as the build command reads it. */
export const MARKET_CARD = marketCardSchema.parse(committedMarketCard);

const player = (name: string, mlbamId: number | null, battingOrder: number | 'SP', hand: string | null = 'R'): RawLineupPlayer => ({
  name,
  mlbamId,
  battingOrder,
  position: battingOrder === 'SP' ? 'P' : 'RF',
  confirmed: true,
  hand,
  weather: null,
});

export const stat = (name: string, team: string, mlbamId: number | null, stats: StatRow['stats']): StatRow => ({
  name,
  nameAscii: null,
  team,
  teamRaw: team,
  mlbamId,
  stats,
  line: 2,
});

const arsenal = (name: string, mlbamId: number, pitchType: string, runValue: number, usage: number) => ({
  name,
  mlbamId,
  team: null,
  pitchType,
  pitchName: pitchType === 'FF' ? '4-Seam Fastball' : 'Slider',
  runValue,
  runValuePer100: null,
  pitches: 100,
  pitchUsage: usage,
  hardHitPercent: 40,
  line: 2,
});

export function rowsOf(): InputRows {
  return {
    lineups: [
      {
        team: 'NYY',
        gameDate: DATE,
        weather: '75 degrees, clear',
        players: [player('Aaron Judge', 592450, 1), player('Juan Soto', 665742, 2, 'L'), player('Gerrit Cole', 543037, 'SP')],
        gamePk: null,
        homeTeam: 'BOS',
        game: 'pair 1',
        side: 'away',
        line: 2,
      },
      {
        team: 'BOS',
        gameDate: DATE,
        weather: null,
        players: [player('Rafael Devers', 646240, 1, 'L'), player('Nobody Known', null, 2), player('Brayan Bello', 678394, 'SP')],
        gamePk: null,
        homeTeam: 'BOS',
        game: 'pair 1',
        side: 'home',
        line: 9,
      },
    ],
    games: [
      {
        gamePk: '777001',
        gameDate: DATE,
        gameTime: '19:10',
        gameNumber: null,
        doubleHeader: null,
        startTimeTBD: false,
        status: null,
        away: 'NYY',
        home: 'BOS',
        venue: 'Fenway Park',
        weather: null,
        awayPitcher: { name: 'Gerrit Cole', mlbamId: 543037 },
        homePitcher: { name: 'Brayan Bello', mlbamId: 678394 },
      },
    ],
    reference: [],
    'name-aliases': [],
    handedness: [{ name: 'Gerrit Cole', hand: 'R' }],
    razzball: [],
    projections: [],
    'fangraphs-stats': [
      stat('Aaron Judge', 'NYY', 592450, { HR: 40, AB: 400, 'Barrel%': 25, EV: 96, LA: 18, 'HardHit%': 60, ISO: 0.35 }),
      stat('Juan Soto', 'NYY', 665742, { HR: 30, AB: 420, 'Barrel%': 17, EV: 93, LA: 12, 'HardHit%': 52, SLG: 0.55, AVG: 0.29 }),
      stat('Rafael Devers', 'BOS', 646240, { HR: 28, AB: 430, 'Barrel%': 14, EV: 92, LA: 14, 'HardHit%': 50 }),
      stat('Bench Player', 'BOS', 600001, { HR: 3, AB: 90, 'Barrel%': 6, EV: 87, LA: 10 }),
    ],
    'fangraphs-stats-prior': [],
    'fangraphs-pitchers': [stat('Gerrit Cole', 'NYY', 543037, { IP: 150.333, ERA: 3.1, G: 25, 'K/9': 10.4, 'K%': 28.5, SLG: 0.38 })],
    'savant-batter-ev': [],
    'savant-batter-ev-prior': [],
    'savant-pitcher-ev': [],
    'savant-batter-expected': [],
    'savant-pitcher-expected': [],
    'savant-batter-arsenal': [arsenal('Aaron Judge', 592450, 'FF', 5, 50), arsenal('Aaron Judge', 592450, 'SL', -1, 30)],
    'savant-pitcher-arsenal': [arsenal('Brayan Bello', 678394, 'SL', 2, 40), arsenal('Brayan Bello', 678394, 'FF', -3, 60)],
    'savant-park-factors': [
      {
        team: 'BOS',
        teamRaw: 'Red Sox',
        venue: 'Fenway Park',
        year: '2023-2025',
        hr: 95,
        overall: 104,
        wOBACon: null,
        xwOBACon: null,
        BACON: null,
        xBACON: null,
        HardHit: null,
        R: null,
        OBP: null,
        H: null,
        '1B': null,
        '2B': null,
        '3B': null,
        BB: null,
        SO: null,
        PA: null,
      },
    ],
    'mlb-stats': [],
    'mlb-stats-prior': [],
    'mlb-pitching': [],
    'mlb-history-batting': [],
    'mlb-history-pitching': [],
    last7: [{ name: 'Aaron Judge', team: 'NYY', ab: 25, h: 9, hr: 3, avg: 0.36, slg: 0.8, line: 1 }],
    bvp: [
      {
        batter: 'Aaron Judge',
        pitcher: 'Brayan Bello',
        player: '',
        team: '',
        PA: 10,
        AB: 9,
        H: 3,
        '1B': 1,
        '2B': 0,
        '3B': 0,
        HR: 2,
        BB: 1,
        SO: 3,
        AVG: 0.333,
        OBP: 0.4,
        SLG: 1,
      },
    ],
    bullpen: [
      {
        team: 'BOS',
        player: 'Aroldis Chapman',
        thr: 'L',
        role: 'Closer',
        usage: [null, 12, null, null, 15, null],
        vfa: 99,
        vsi: null,
        g: 50,
        ip: 48,
        era: 2.1,
        sv: 25,
        hld: 3,
        k9: 13.5,
        kperc: 36,
      },
    ],
    odds: [{ player: 'Aaron Judge', team: 'NYY', book: 'fanduel', american: 320 }],
    'home-runs': [
      {
        date: '2026-08-20',
        batterId: 592450,
        batterName: 'Aaron Judge',
        team: 'NYY',
        pitcherId: 1,
        pitcherName: 'Someone',
        venue: 'Yankee Stadium',
        pitchName: 'Slider',
        distance: 420,
        exitVelocity: 110,
        launchAngle: 28,
        hrCount: 40,
        sourceId: 'a',
        gamePk: null,
      },
      {
        date: DATE,
        batterId: 665742,
        batterName: 'Juan Soto',
        team: 'NYY',
        pitcherId: 2,
        pitcherName: 'Other',
        venue: 'Fenway Park',
        pitchName: null,
        distance: null,
        exitVelocity: null,
        launchAngle: null,
        hrCount: null,
        sourceId: 'b',
        gamePk: null,
      },
    ],
    'game-results': [],
  };
}

/** Every input present and ok, with `rowsOf()` rows overridden by `overrides`; an id set to null is missing. */
export function sourcesOf(overrides: { [K in InputId]?: InputRows[K] | null } = {}): SlateSources {
  const rows = rowsOf();
  const out = {} as Record<InputId, { rows: unknown[]; status: 'ok' | 'missing' }>;
  for (const id of Object.keys(rows) as InputId[]) {
    const override = overrides[id];
    out[id] = override === null ? { rows: [], status: 'missing' } : { rows: (override ?? rows[id]) as unknown[], status: 'ok' };
  }
  return out as unknown as SlateSources;
}

/**
 * The fixture's game as a doubleheader: NYY at BOS twice (777001 game 1, 777002 game 2, each
 * lineup tied to its game by gamePk), Aaron Judge priced in each game by the odds file.
 */
export function doubleheaderSources(): SlateSources {
  const rows = rowsOf();
  const [away, home] = rows.lineups;
  const [game] = rows.games;
  const lineups = [1, 2].flatMap((number) =>
    [away!, home!].map((entry) => ({ ...entry, gamePk: `77700${number}`, game: `pair ${number}`, line: entry.line + number * 100 })),
  );
  const games = [
    { ...game!, gameNumber: 1, doubleHeader: 'S' as const, gameTime: '2026-08-22T17:05:00Z' },
    { ...game!, gamePk: '777002', gameNumber: 2, doubleHeader: 'S' as const, gameTime: '2026-08-22T23:10:00Z' },
  ];
  return sourcesOf({ lineups, games });
}

/** The whole slate of the fixture, as the build assembles it with the committed cards. */
export function fixtureSlate(builtAt = '2026-08-22T10:00:00.000Z') {
  return buildSlate({ date: DATE, builtAt, inputs: sourcesOf(), history: [], rewriteHistory: false, card: CARD, marketCard: MARKET_CARD, marketLog: null });
}

export function joinOf(overrides: Parameters<typeof sourcesOf>[0] = {}): SlateJoin {
  return joinSlateInputs(DATE, sourcesOf(overrides));
}

/**
 * A build context over `join`, as core/slate.ts gives it: a file a builder reads is built on demand by its
 * builder in SLATE_BUILDERS, unless `files` gives it; published files are the built ones (no display names).
 */
export function contextOf(join: SlateJoin, files: { [K in SlateFileKey]?: BuiltFiles<K> } = {}, options: Partial<SlateOptions> = {}): BuildContext {
  const built: Record<string, unknown> = { ...files };
  const read = <K extends SlateFileKey>(key: K): BuiltFiles<K> => {
    if (!(key in built)) built[key] = (SLATE_BUILDERS[key] as Builder<K>)(join, context);
    return built[key] as BuiltFiles<K>;
  };
  const context: BuildContext = {
    date: join.date,
    options: {
      builtAt: '2026-08-22T10:00:00.000Z',
      card: CARD,
      marketCard: MARKET_CARD,
      marketLog: { schemaVersion: 1, games: [] },
      archive: [],
      rewriteHistory: false,
      ...options,
    },
    built: read,
    published: read,
    notes: { unmatched: [], seasonFigures: new Map(), archiveStatus: null, revisions: [] },
  };
  return context;
}

/** The projections of `join` with the notes its builder leaves (unmatched hitters, season figures). */
export function projectionsOf(join: SlateJoin, options: Partial<SlateOptions> = {}) {
  const context = contextOf(join, {}, options);
  const file = buildProjectionsFile(join, context).data;
  return { file, unmatched: context.notes.unmatched, seasonFigures: context.notes.seasonFigures };
}

/** What `builder` makes of `join`, the files it reads built on demand (contextOf). */
export function runBuilder<K extends SlateFileKey>(builder: Builder<K>, join: SlateJoin, files: Parameters<typeof contextOf>[1] = {}): BuiltFiles<K> {
  return builder(join, contextOf(join, files));
}
