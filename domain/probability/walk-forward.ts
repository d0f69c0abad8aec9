/**
 * The walk-forward: predictions for every game date D from the rows before D and
 * D's lineups only, with counts updated once per day (never recomputed from the
 * start). Split in two so `fit` can try many constants cheaply:
 * `collectFeatures` walks the log once and records, per starter-game, the counts
 * to date the model will need; `predictFeatures` turns those counts into
 * probabilities for a given set of constants.
 */
import { HISTORY_SEASONS, type ModelConstants } from './card.ts';
import { SLOT_COUNT } from './defaults.ts';
import {
  leagueContext,
  parkFactorFromCounts,
  predictHomeRun,
  withHistory,
  type BatSide,
  type BatterGameInputs,
  type GameConditions,
  type HrPrediction,
  type PlatoonSplits,
  type StatcastPrior,
  type LeagueContext,
  type LeagueCounts,
  type RateCounts,
  type SeasonCounts,
  type StartCounts,
  type ThrowingHand,
} from './model.ts';

/** One plate appearance, team codes canonical, `park` the key of the park it was played in. */
export interface PlateAppearance {
  date: string;
  gameId: string;
  /** A team code for a club's own park, else the venue's own id (e.g. a neutral site). */
  park: string;
  homeTeam: string;
  awayTeam: string;
  batTeam: string;
  isHome: boolean;
  batterId: string;
  bats: BatSide;
  pitcherId: string;
  throws: ThrowingHand;
  slot: number;
  starter: boolean;
  hr: boolean;
  /** The PA ended in a ball in the air (bb_type F or L; home runs included). */
  airBall: boolean;
}

/** What may be known about a starter-game on its day: who starts where, against which starting pitcher. */
export interface StarterGame {
  date: string;
  gameId: string;
  batterId: string;
  batTeam: string;
  park: string;
  slot: number;
  isHome: boolean;
  bats: BatSide;
  opposingPitcherId: string;
  opposingThrows: ThrowingHand;
  /** The batter is known as a pitcher: seen pitching before D, or his own team's starting pitcher on D. */
  batterIsPitcher: boolean;
}

/** A starter-game with the counts to date its prediction needs. */
export interface StarterGameFeatures {
  game: StarterGame;
  /** Index into the day list of league counts. */
  day: number;
  batter: RateCounts | null;
  startingPitcher: RateCounts | null;
  bullpen: RateCounts | null;
  starts: StartCounts | null;
  atPark: RateCounts;
  ownerElsewhere: RateCounts | null;
  /** Earlier seasons (most recent first) of the batter, the opposing starter, the park and its owner elsewhere; null without any. */
  batterHistory: SeasonCounts[] | null;
  pitcherHistory: SeasonCounts[] | null;
  parkHistory: SeasonCounts[] | null;
  ownerElsewhereHistory: SeasonCounts[] | null;
  /** The game's weather at first pitch (known before the game, as a forecast); null when not given. */
  conditions: GameConditions | null;
  /** The batter's Statcast of the latest earlier season given; null without a row there. */
  statcast: StatcastPrior | null;
  /** The batter's PAs and HR with and without the platoon advantage to date, and in each history season (most recent first). */
  splits: PlatoonSplits | null;
  splitsHistory: SeasonSplits[] | null;
}

/** A batter's platoon splits in one earlier season, with that season's league totals. */
export interface SeasonSplits {
  seasonsBack: number;
  splits: PlatoonSplits;
  league: SeasonCounts['league'];
}

/** One earlier season's Statcast batting aggregates: each batter's PAs and barrels, and the league's barrels per PA. */
export interface StatcastSeason {
  season: number;
  leagueBarrelsPerPa: number;
  batters: ReadonlyMap<string, { pa: number; barrels: number }>;
}

/** What a walk may know beyond the PA logs: each game's conditions at first pitch, and Statcast of an earlier season. */
export interface WalkContext {
  /** Game id -> its conditions. */
  conditions?: ReadonlyMap<string, GameConditions> | null;
  /** The latest season before the walked one with Statcast batting aggregates. */
  statcast?: StatcastSeason | null;
  /** false: leave the batters' platoon splits out (every prediction then reads his side's ratio); true by default. */
  splits?: boolean;
}

/** One earlier season's counts, read once: history for a season walked forward. */
export interface SeasonHistory {
  firstDate: string;
  lastDate: string;
  league: { pa: number; hr: number; airBalls: number };
  batters: ReadonlyMap<string, RateCounts>;
  pitchers: ReadonlyMap<string, RateCounts>;
  parks: ReadonlyMap<string, RateCounts>;
  teamsElsewhere: ReadonlyMap<string, RateCounts>;
  /** Each batter's PAs and HR with and without the platoon advantage (switch hitters left out). */
  batterSplits: ReadonlyMap<string, PlatoonSplits>;
}

export interface WalkForwardFeatures {
  days: { date: string; league: LeagueCounts }[];
  starterGames: StarterGameFeatures[];
  /** Whether each starter-game (same order) had at least one HR: read after its prediction's counts, never fed into them. */
  outcomes: boolean[];
}

class Counter implements RateCounts {
  trials = 0;
  homeRuns = 0;
  airBalls = 0;
  add(row: PlateAppearance): void {
    this.trials += 1;
    if (row.hr) this.homeRuns += 1;
    if (row.airBall) this.airBalls += 1;
  }
}

/** A batter's counters with and without the platoon advantage. */
interface SplitCounters {
  advantage: Counter;
  disadvantage: Counter;
}

const copySplits = (c: SplitCounters | undefined): PlatoonSplits | null => (c ? { advantage: copy(c.advantage)!, disadvantage: copy(c.disadvantage)! } : null);

const copy = (c: Counter | undefined): RateCounts | null => (c ? { trials: c.trials, homeRuns: c.homeRuns, airBalls: c.airBalls } : null);
const zeros = (): number[] => new Array<number>(SLOT_COUNT).fill(0);
const sideIndex = (isHome: boolean): 0 | 1 => (isHome ? 1 : 0);

/** Groups rows by date (ascending), keeping file order within a day. */
export function rowsByDate(rows: readonly PlateAppearance[]): [string, PlateAppearance[]][] {
  const byDate = new Map<string, PlateAppearance[]>();
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (day) day.push(row);
    else byDate.set(row.date, [row]);
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The pitcher of each side's first PA of each game: `${gameId}|${batTeam}` -> pitcher row. */
function firstPitchers(rows: readonly PlateAppearance[]): Map<string, PlateAppearance> {
  const first = new Map<string, PlateAppearance>();
  for (const row of rows) {
    const key = `${row.gameId}|${row.batTeam}`;
    if (!first.has(key)) first.set(key, row);
  }
  return first;
}

/**
 * D's starter-games, from D's rows using only who starts where: each starter's
 * first row (slot, side, hand) and each side's first PA (the opposing starter).
 * Sorted by game id, away before home, slot.
 */
export function startersOfDay(rows: readonly PlateAppearance[], isPitcher: (playerId: string) => boolean): StarterGame[] {
  const first = firstPitchers(rows);
  const ownStarter = new Map<string, string>();
  for (const row of first.values()) {
    const fielding = row.batTeam === row.homeTeam ? row.awayTeam : row.homeTeam;
    ownStarter.set(`${row.gameId}|${fielding}`, row.pitcherId);
  }
  const seen = new Set<string>();
  const games: StarterGame[] = [];
  for (const row of rows) {
    if (!row.starter) continue;
    const key = `${row.gameId}|${row.batterId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const facing = first.get(`${row.gameId}|${row.batTeam}`)!;
    games.push({
      date: row.date,
      gameId: row.gameId,
      batterId: row.batterId,
      batTeam: row.batTeam,
      park: row.park,
      slot: row.slot,
      isHome: row.isHome,
      bats: row.bats,
      opposingPitcherId: facing.pitcherId,
      opposingThrows: facing.throws,
      batterIsPitcher: isPitcher(row.batterId) || ownStarter.get(`${row.gameId}|${row.batTeam}`) === row.batterId,
    });
  }
  return games.sort((a, b) => (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : a.isHome !== b.isHome ? (a.isHome ? 1 : -1) : a.slot - b.slot));
}

/** Whether each starter-game of D's rows had at least one HR: `${gameId}|${batterId}` -> outcome. */
export function outcomesOfDay(rows: readonly PlateAppearance[]): Map<string, boolean> {
  const outcome = new Map<string, boolean>();
  for (const row of rows) {
    const key = `${row.gameId}|${row.batterId}`;
    outcome.set(key, (outcome.get(key) ?? false) || row.hr);
  }
  return outcome;
}

const bump = (map: Map<string, Counter>, key: string, row: PlateAppearance): void => {
  let counter = map.get(key);
  if (!counter) map.set(key, (counter = new Counter()));
  counter.add(row);
};

/** Season counts to date, updated one day at a time; `history` (most recent first) only informs who is a pitcher. */
export class WalkForwardState {
  /**
   * `trackSplits`: whether to count each batter's platoon splits (needed only while the hitters' own split is a term
   * that may be on; a backtest with a card that holds it off, and a fit with it off, skip the work).
   */
  constructor(
    private readonly history: readonly SeasonHistory[] = [],
    private readonly trackSplits = true,
  ) {}

  readonly batters = new Map<string, Counter>();
  readonly pitchers = new Map<string, Counter>();
  /** Relievers' batters faced and HR, by fielding team. */
  readonly bullpens = new Map<string, Counter>();
  readonly parks = new Map<string, Counter>();
  /** Each team's games (both sides batting) away from its own park. */
  readonly teamsElsewhere = new Map<string, Counter>();
  /** Each batter's PAs in his starts, and the PAs his slots' average starter had to date then. */
  readonly starts = new Map<string, StartCounts>();
  /** Each batter's PAs and HR with and without the platoon advantage (switch hitters left out). */
  readonly splits = new Map<string, SplitCounters>();
  private league = {
    pa: 0,
    hr: 0,
    airBalls: 0,
    pitcherBattingPa: 0,
    pitcherBattingHr: 0,
    pitcherBattingStarterPa: 0,
    pitcherBattingStarterGames: 0,
  };
  private slotPa = zeros();
  private slotHr = zeros();
  private starterPa: [number[], number[]] = [zeros(), zeros()];
  private starterGames: [number[], number[]] = [zeros(), zeros()];
  private starterPaVsBullpen = zeros();

  /**
   * A pitcher, for his batting: more batters faced than PAs of his own to date.
   * (A position player who pitched an inning of a blowout is not one.)
   */
  isPitcher(playerId: string): boolean {
    let faced = this.pitchers.get(playerId)?.trials ?? 0;
    let batted = this.batters.get(playerId)?.trials ?? 0;
    for (const season of this.history) {
      faced += season.pitchers.get(playerId)?.trials ?? 0;
      batted += season.batters.get(playerId)?.trials ?? 0;
    }
    return faced > batted;
  }

  /** A copy of the league counts to date. */
  leagueCounts(): LeagueCounts {
    const last = this.history[0];
    return {
      ...this.league,
      ...(last && last.league.pa > 0 ? { priorRate: last.league.hr / last.league.pa, priorAirRate: last.league.airBalls / last.league.pa } : {}),
      slotPa: [...this.slotPa],
      slotHr: [...this.slotHr],
      starterPa: [[...this.starterPa[0]], [...this.starterPa[1]]],
      starterGames: [[...this.starterGames[0]], [...this.starterGames[1]]],
      starterPaVsBullpen: [...this.starterPaVsBullpen],
    };
  }

  /** The counts to date one starter-game's prediction needs, with what the context knows of the game and the batter. */
  featuresOf(game: StarterGame, day: number, context: WalkContext = {}): StarterGameFeatures {
    const statcast = context.statcast?.batters.get(game.batterId);
    return {
      game,
      day,
      batter: copy(this.batters.get(game.batterId)),
      starts: this.starts.has(game.batterId) ? { ...this.starts.get(game.batterId)! } : null,
      startingPitcher: copy(this.pitchers.get(game.opposingPitcherId)),
      bullpen: copy(this.bullpens.get(this.opponentKey(game))),
      atPark: copy(this.parks.get(game.park)) ?? { trials: 0, homeRuns: 0 },
      ownerElsewhere: copy(this.teamsElsewhere.get(game.park)),
      batterHistory: this.historyOf((season) => season.batters.get(game.batterId)),
      pitcherHistory: this.historyOf((season) => season.pitchers.get(game.opposingPitcherId)),
      parkHistory: this.historyOf((season) => season.parks.get(game.park)),
      ownerElsewhereHistory: this.historyOf((season) => season.teamsElsewhere.get(game.park)),
      conditions: context.conditions?.get(game.gameId) ?? null,
      statcast: statcast && context.statcast ? { ...statcast, leagueBarrelsPerPa: context.statcast.leagueBarrelsPerPa } : null,
      splits: this.trackSplits ? copySplits(this.splits.get(game.batterId)) : null,
      splitsHistory: this.trackSplits ? this.splitsHistoryOf(game.batterId) : null,
    };
  }

  /** A batter's platoon splits in each history season that has them, most recent first. */
  private splitsHistoryOf(batterId: string): SeasonSplits[] | null {
    let out: SeasonSplits[] | null = null;
    this.history.forEach((season, i) => {
      const splits = season.batterSplits.get(batterId);
      if (splits) (out ??= []).push({ seasonsBack: i + 1, splits, league: season.league });
    });
    return out;
  }

  /** A player's (or park's) counts in each history season that has them, with that season's league totals. */
  private historyOf(pick: (season: SeasonHistory) => RateCounts | undefined): SeasonCounts[] | null {
    let out: SeasonCounts[] | null = null;
    this.history.forEach((season, i) => {
      const counts = pick(season);
      if (counts) (out ??= []).push({ seasonsBack: i + 1, counts, league: season.league });
    });
    return out;
  }

  private opponentKey(game: StarterGame): string {
    return this.opponentOf.get(`${game.gameId}|${game.batTeam}`) ?? '';
  }

  /** `${gameId}|${batTeam}` -> fielding team, for the day registered last. */
  private readonly opponentOf = new Map<string, string>();

  /** Records each side's opponent for the day's games (needed before featuresOf). */
  registerGames(rows: readonly PlateAppearance[]): void {
    this.opponentOf.clear();
    for (const row of rows) this.opponentOf.set(`${row.gameId}|${row.batTeam}`, row.isHome ? row.awayTeam : row.homeTeam);
  }

  private countSplit(row: PlateAppearance): void {
    let counters = this.splits.get(row.batterId);
    if (!counters) this.splits.set(row.batterId, (counters = { advantage: new Counter(), disadvantage: new Counter() }));
    (row.bats !== row.throws ? counters.advantage : counters.disadvantage).add(row);
  }

  private countStart(batterId: string, expectedAdded: number): void {
    let counts = this.starts.get(batterId);
    if (!counts) this.starts.set(batterId, (counts = { plateAppearances: 0, expectedPlateAppearances: 0 }));
    counts.plateAppearances += 1;
    counts.expectedPlateAppearances += expectedAdded;
  }

  /** Adds every row of one day to the counts. */
  addDay(rows: readonly PlateAppearance[]): void {
    const first = firstPitchers(rows);
    const slotAverage = (side: 0 | 1, slot: number) =>
      this.starterGames[side][slot]! > 0 ? this.starterPa[side][slot]! / this.starterGames[side][slot]! : null;
    const averageBefore = [0, 1].map((side) => Array.from({ length: SLOT_COUNT }, (_, slot) => slotAverage(side as 0 | 1, slot)));
    const starterGamesSeen = new Set<string>();
    for (const row of rows) {
      const fielding = row.isHome ? row.awayTeam : row.homeTeam;
      const vsBullpen = first.get(`${row.gameId}|${row.batTeam}`)!.pitcherId !== row.pitcherId;
      const pitcherBatting = this.isPitcher(row.batterId);
      this.league.pa += 1;
      if (row.hr) this.league.hr += 1;
      if (row.airBall) this.league.airBalls += 1;
      bump(this.batters, row.batterId, row);
      if (this.trackSplits && row.bats !== 'B') this.countSplit(row);
      bump(this.pitchers, row.pitcherId, row);
      if (vsBullpen) bump(this.bullpens, fielding, row);
      bump(this.parks, row.park, row);
      if (row.park !== row.homeTeam) bump(this.teamsElsewhere, row.homeTeam, row);
      if (row.park !== row.awayTeam) bump(this.teamsElsewhere, row.awayTeam, row);
      if (pitcherBatting) {
        this.league.pitcherBattingPa += 1;
        if (row.hr) this.league.pitcherBattingHr += 1;
      }
      if (!row.starter) continue;
      const starterGame = `${row.gameId}|${row.batterId}`;
      const firstOfGame = !starterGamesSeen.has(starterGame);
      starterGamesSeen.add(starterGame);
      if (pitcherBatting) {
        // Pitchers batting have their own E[PA] (pinch-hit for late) and stay out of the slot figures.
        this.league.pitcherBattingStarterPa += 1;
        if (firstOfGame) this.league.pitcherBattingStarterGames += 1;
        continue;
      }
      const slot = row.slot - 1;
      const side = sideIndex(row.isHome);
      this.slotPa[slot]! += 1;
      if (row.hr) this.slotHr[slot]! += 1;
      this.starterPa[side][slot]! += 1;
      if (vsBullpen) this.starterPaVsBullpen[slot]! += 1;
      if (firstOfGame) this.starterGames[side][slot]! += 1;
      const average = averageBefore[side]![slot];
      // Starts before the slot has an average to compare with are left out of the ratio.
      if (average != null) this.countStart(row.batterId, firstOfGame ? average : 0);
    }
  }
}

/** A whole season's counts, as history for a later season (without its batters' platoon splits when `splits` is false). */
export function seasonHistory(rows: readonly PlateAppearance[], splits = true): SeasonHistory {
  const state = new WalkForwardState([], splits);
  const days = rowsByDate(rows);
  for (const [, dayRows] of days) state.addDay(dayRows);
  const league = state.leagueCounts();
  const freeze = (map: Map<string, Counter>) => new Map([...map].map(([key, c]) => [key, { trials: c.trials, homeRuns: c.homeRuns, airBalls: c.airBalls }]));
  return {
    firstDate: days[0]?.[0] ?? '',
    lastDate: days[days.length - 1]?.[0] ?? '',
    league: { pa: league.pa, hr: league.hr, airBalls: league.airBalls ?? 0 },
    batters: freeze(state.batters),
    pitchers: freeze(state.pitchers),
    parks: freeze(state.parks),
    teamsElsewhere: freeze(state.teamsElsewhere),
    batterSplits: new Map([...state.splits].map(([id, c]) => [id, copySplits(c)!])),
  };
}

/** The history seasons a walk uses: the HISTORY_SEASONS latest, most recent first (the order given does not matter). */
export function orderedHistory(history: readonly SeasonHistory[]): SeasonHistory[] {
  return [...history].sort((a, b) => (a.lastDate < b.lastDate ? 1 : a.lastDate > b.lastDate ? -1 : 0)).slice(0, HISTORY_SEASONS);
}

/**
 * Walks the log day by day: for each date D, D's starter-games get the counts of
 * every row before D (and the history seasons, all before the log), then D's rows
 * are added. `onDay` reports progress.
 */
export function collectFeatures(
  rows: readonly PlateAppearance[],
  history: readonly SeasonHistory[] = [],
  onDay?: (done: number, total: number, date: string) => void,
  context: WalkContext = {},
): WalkForwardFeatures {
  const state = new WalkForwardState(orderedHistory(history), context.splits !== false);
  const days: WalkForwardFeatures['days'] = [];
  const starterGames: StarterGameFeatures[] = [];
  const outcomes: boolean[] = [];
  const byDate = rowsByDate(rows);
  byDate.forEach(([date, dayRows], index) => {
    const day = days.length;
    days.push({ date, league: state.leagueCounts() });
    state.registerGames(dayRows);
    const games = startersOfDay(dayRows, (id) => state.isPitcher(id));
    for (const game of games) starterGames.push(state.featuresOf(game, day, context));
    state.addDay(dayRows);
    const outcome = outcomesOfDay(dayRows);
    for (const game of games) outcomes.push(outcome.get(`${game.gameId}|${game.batterId}`) ?? false);
    onDay?.(index + 1, byDate.length, date);
  });
  return { days, starterGames, outcomes };
}

/**
 * A batter's platoon splits to date joined with his earlier seasons' at the batter's history weights (HR scaled to
 * today's league rate); null for a switch hitter, without any split PAs, or when the card has no hitter term.
 */
function joinedSplits(constants: ModelConstants, league: LeagueContext, features: StarterGameFeatures): PlatoonSplits | null {
  if (constants.platoon.hitterPriorPa === null || features.game.bats === 'B') return null;
  const { splits, splitsHistory } = features;
  if (!splits && !splitsHistory) return null;
  const side = (pick: (s: PlatoonSplits) => RateCounts) =>
    withHistory(
      splits ? pick(splits) : null,
      splitsHistory?.map((h) => ({ seasonsBack: h.seasonsBack, counts: pick(h.splits), league: h.league })),
      constants.history.batterWeights,
      league,
    ) ?? { trials: 0, homeRuns: 0 };
  return { advantage: side((s) => s.advantage), disadvantage: side((s) => s.disadvantage) };
}

/** The model's inputs for one starter-game from its counts to date. */
export function inputsOf(constants: ModelConstants, league: LeagueContext, features: StarterGameFeatures): BatterGameInputs {
  const { game } = features;
  return {
    conditions: features.conditions,
    statcastPrior: features.statcast,
    platoonSplits: joinedSplits(constants, league, features),
    batter: features.batter,
    starts: features.starts,
    batterIsPitcher: game.batterIsPitcher,
    bats: game.bats,
    slot: game.slot,
    isHome: game.isHome,
    startingPitcher: features.startingPitcher,
    pitcherThrows: game.opposingThrows,
    bullpen: features.bullpen,
    batterHistory: features.batterHistory,
    pitcherHistory: features.pitcherHistory,
    parkFactor: parkFactorFromCounts(
      constants,
      league.rate,
      withHistory(features.atPark, features.parkHistory, constants.history.parkWeights, league)!,
      withHistory(features.ownerElsewhere, features.ownerElsewhereHistory, constants.history.parkWeights, league),
    ),
  };
}

/** Predictions for every starter-game of a walk, in the features' order. */
export function predictFeatures(constants: ModelConstants, walk: WalkForwardFeatures): HrPrediction[] {
  const contexts = walk.days.map((day) => leagueContext(constants, day.league));
  return walk.starterGames.map((features) => {
    const league = contexts[features.day]!;
    return predictHomeRun(constants, league, inputsOf(constants, league, features));
  });
}
