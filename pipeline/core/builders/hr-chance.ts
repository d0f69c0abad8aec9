/**
 * The probability model on the day's inputs: each projected batter's calibrated
 * P(1+ HR) (domain/probability, the function the backtest grades), the inputs it
 * used and defaulted, and the money figures built on it alone (core/fair-prices.ts): each
 * book's fair (de-vigged) probability, the consensus fair, the edge against it with its interval
 * (HR Chance's spread from the model's evidence, domain/probability/edge.ts), EV per $1 at each price.
 *
 * Where the counts come from:
 * - batter PA and HR: his season line in `fangraphs-stats`, else `mlb-stats` (the
 *   first with both); the projection sites (`razzball`, `projections`) hold projected
 *   totals, not the season to date, and are never read here;
 * - the league rate: the PA and HR summed over every row of that same table;
 * - the batter's history, up to HISTORY_SEASONS seasons back: his line of each season in
 *   `mlb-history-batting` (matched by MLBAM id, else by name; the team may have changed), each
 *   read against that season's league rate (the PA and HR summed over that season's rows) and
 *   weighted by the card's `history.batterWeights`. The season before the slate's, when the
 *   history file has no row of it, comes from `fangraphs-stats-prior`, else (the first table
 *   with counts) `mlb-stats-prior`, against that table's own sums (a qualified-hitters file
 *   reads a little high, which shades the season down); in a multi-season export only rows of
 *   the season before the slate's count;
 * - the opposing starter's history: his lines in `mlb-history-pitching` (batters faced, HR
 *   allowed), each season against its own sums, weighted by `history.pitcherWeights`;
 * - starter batters faced and HR: `fangraphs-pitchers` (TBF, and HR/9 x IP / 9), else
 *   `mlb-pitching` (batters faced, and the HR he allowed). An export without TBF
 *   (FanGraphs' dashboard) gives batters faced as IP x the batters per inning measured on
 *   the table's rows that carry both, else DEFAULT_BATTERS_FACED_PER_INNING;
 * - bullpen: the opposing team's relievers listed in bullpen.json, each matched to
 *   his `fangraphs-pitchers` line (TBF, HR/9 x IP / 9) and summed; the opposing
 *   starter is left out even when the depth chart lists him. Without any matched
 *   arm the term takes the league rate (listed as defaulted);
 * - park factor (when the park table names the home park), batting slot, home/away,
 *   hands (the handedness table; switch hitters bat opposite);
 * - the weather's terms: the game's conditions read from its weather texts and park (core/weather.ts: temperature,
 *   wind out / in / across relative to the field, indoors neutral), exactly the terms the card fit;
 * - the Statcast prior: the batter's barrels and PAs of the previous season from `savant-batter-ev-prior` (Savant's
 *   Exit Velocity & Barrels leaderboard of the season before the slate's; PA = barrels / brl_pa where Savant gives no PA
 *   column, else batted balls x the file's PAs per batted ball), against the file's league barrels per PA. The season's
 *   barrel % and exit velocity (`savant-batter-ev`) are shown on the row but the model does not read them: no
 *   walk-forward can grade them.
 * Pure: the card is handed in by the build command.
 */
import { HAND_NOT_FOUND, type ProjectedBatter } from '../../../domain/contracts/index.ts';
import {
  chanceSpread,
  DEFAULT_BATTERS_FACED_PER_INNING,
  HISTORY_SEASONS,
  leagueContext,
  predictHomeRun,
  evidenceIsThin,
  type BatSide,
  type LeagueContext,
  type MarketCard,
  type ModelCard,
  type SeasonCounts,
  type RateCounts,
  type StatcastPrior,
} from '../../../domain/probability/index.ts';
import type { RawLineupPlayer, StatRow } from '../../inputs/rows.ts';
import { oddsFigures, type OddsFields } from '../fair-prices.ts';
import type { OddsPlayer } from '../odds.ts';
import { seasonWindowWarning } from '../season-window.ts';
import type { SideContext } from '../slate-games.ts';
import { statRowsOf, warnInput, type SlateJoin } from '../slate-join.ts';
import { bullpenShareBehindOpener, openerOuting, type OpenerOuting } from '../opener.ts';
import type { PlayerRef } from '../matching.ts';
import { type IndexedSource, indexSources, matchAcrossSources, round } from '../stat-join.ts';
import type { MatchedSource } from '../stat-lookup.ts';
import { normaliseName } from '../names.ts';

/** Season-to-date tables that carry a batter's PA and HR, in the order they are read. */
export const SEASON_COUNT_SOURCES = ['fangraphs-stats', 'mlb-stats'] as const;
/** The previous season's batting tables, in the order they are read (the first with counts serves). */
export const PRIOR_SEASON_SOURCES = ['fangraphs-stats-prior', 'mlb-stats-prior'] as const;
/** The multi-season history tables (rows already limited to the seasons before the slate's: core/history-window.ts). */
export const HISTORY_SOURCES = ['mlb-history-batting', 'mlb-history-pitching'] as const;
/** Season pitching tables that carry a pitcher's batters faced and HR allowed, in the order they are read. */
export const PITCHER_COUNT_SOURCES = ['fangraphs-pitchers', 'mlb-pitching'] as const;

export type HrChanceFields = Pick<
  ProjectedBatter,
  'pHr' | 'pHrInputs' | 'pHrDefaulted' | 'evidencePa' | 'evidenceStatcastPa' | 'evidenceThin' | 'opposingPitcherOpener'
> &
  OddsFields;

/** What every batter of the day shares: the card, the league figures, the pitchers' and history lookups. */
export interface ModelDay {
  card: ModelCard;
  /** The market card: the one-sided prices' calibrations (core/fair-prices.ts). */
  marketCard: MarketCard;
  league: LeagueContext;
  /** The opposing starter's batters faced and HR allowed, looked up once per starter. */
  starterCounts: (starter: SideContext['opposingStarter'], team: string) => RateCounts | null;
  /** The opposing starter's earlier seasons (batters faced, HR allowed), looked up once per starter; null without any. */
  starterHistory: (starter: SideContext['opposingStarter'], team: string) => SeasonCounts[] | null;
  /** The batters' earlier seasons, each with its league PA and HR and its rows indexed for lookup (most recent first). */
  batterSeasons: HistorySeason[];
  /** The pitchers' earlier seasons, likewise. */
  pitcherSeasons: HistorySeason[];
  /** A team's relievers' batters faced and HR allowed (the starter left out), or null when no arm is matched. */
  bullpenCounts: (team: string, starter: SideContext['opposingStarter']) => RateCounts | null;
  /** A batter's barrels and PAs of the previous season with its league barrels per PA, or null without a row. */
  statcastPrior: (ref: PlayerRef) => StatcastPrior | null;
  /** The opposing starter's average outing when he is an opener (core/opener.ts), looked up once per starter; else null. */
  opener: (starter: SideContext['opposingStarter'], team: string) => OpenerOuting | null;
}

/** One earlier season of a history table: how far back, its league totals, its rows indexed for lookup. */
export interface HistorySeason {
  seasonsBack: number;
  league: { pa: number; hr: number };
  sources: IndexedSource[];
}

export function modelDay(join: SlateJoin, card: ModelCard, marketCard: MarketCard): ModelDay {
  const source = SEASON_COUNT_SOURCES.find((id) => statRowsOf(join.inputs, id).some((r) => countsOf(r) !== null));
  const season = source ? statRowsOf(join.inputs, source) : [];
  // A recent window (not the season to date) is read as recent form: each hitter's counts are
  // evidence of their size, but the window's league totals do not stand for the season's rate.
  const isWindow = source !== undefined && seasonWindowWarning(source, season, join.date) !== null;
  const { pa, hr } = isWindow ? { pa: 0, hr: 0 } : seasonTotals(season);
  const pitcherCounts = pitcherCountsOf(join);
  const pitcherSeasons = historySeasonsOf(join, 'mlb-history-pitching', historyPitchingCounts);
  return {
    card,
    marketCard,
    league: leagueContext(card.constants, { pa, hr }),
    starterCounts: (starter, team) => (starter ? pitcherCounts(starter.name, team, starter.mlbamId) : null),
    starterHistory: starterHistoryOf(join, pitcherSeasons),
    bullpenCounts: bullpenCountsOf(join, pitcherCounts),
    opener: openersOf(join),
    batterSeasons: batterSeasonsOf(join),
    pitcherSeasons,
    statcastPrior: statcastPriorOf(join),
  };
}

/** Savant's barrels per PA, as its brl_pa column writes it: percent of PAs. */
const paFromBarrels = (row: StatRow): number | null => {
  const { PA, Barrels, 'Brl/PA': perPa } = row.stats;
  if (PA !== undefined && PA > 0) return PA;
  return Barrels !== undefined && Barrels > 0 && perPa !== undefined && perPa > 0 ? Barrels / (perPa / 100) : null;
};

/** A prior-season Statcast file whose every row has at least this many PAs is a filtered export (qualified hitters), not the league's. */
export const STATCAST_PRIOR_FILTERED_PA = 100;

/**
 * A warning naming savant-batter-ev-prior when it is a filtered export (its fewest PAs at least
 * STATCAST_PRIOR_FILTERED_PA: qualified hitters only): the league's barrels per PA is then the listed hitters'
 * rate, higher than the league's, so every hitter's Statcast prior reads low. Null for a whole-league file or none.
 */
export function statcastPriorWarning(rows: readonly StatRow[]): string | null {
  const pas = rows.map(paFromBarrels).filter((pa): pa is number => pa !== null);
  if (pas.length === 0) return null;
  const fewest = Math.min(...pas);
  if (fewest < STATCAST_PRIOR_FILTERED_PA) return null;
  return (
    `savant-batter-ev-prior: every listed hitter has ${Math.round(fewest)} PA or more, a filtered export (qualified hitters?), not the whole league's ` +
    "(min 1 batted ball): its league barrels per PA is the listed hitters', higher than the league's, so every Statcast prior reads low"
  );
}

/**
 * The previous season's Statcast prior of each batter (savant-batter-ev-prior; a multi-season export's rows of that
 * season only): his barrels, and his PAs (the file's PA column, else barrels / brl_pa, else his batted balls x the
 * PAs per batted ball of the file's rows that give both), with the league's barrels per PA summed over the file's rows.
 */
function statcastPriorOf(join: SlateJoin): ModelDay['statcastPrior'] {
  const rows = statRowsOf(join.inputs, 'savant-batter-ev-prior').filter((row) => row.season === undefined || row.season === join.season - 1);
  let pa = 0;
  let bbe = 0;
  for (const row of rows) {
    const known = paFromBarrels(row);
    if (known !== null && row.stats.BBE !== undefined && row.stats.BBE > 0) {
      pa += known;
      bbe += row.stats.BBE;
    }
  }
  const paPerBbe = bbe > 0 ? pa / bbe : null;
  const paOf = (row: StatRow) => paFromBarrels(row) ?? (paPerBbe !== null && row.stats.BBE !== undefined ? row.stats.BBE * paPerBbe : null);
  let leaguePa = 0;
  let leagueBarrels = 0;
  for (const row of rows) {
    const rowPa = paOf(row);
    if (rowPa !== null && row.stats.Barrels !== undefined) {
      leaguePa += rowPa;
      leagueBarrels += row.stats.Barrels;
    }
  }
  if (leaguePa <= 0 || leagueBarrels <= 0) return () => null;
  const leagueBarrelsPerPa = leagueBarrels / leaguePa;
  const sources = indexSources([{ source: 'savant-batter-ev-prior', rows }], join.names, join.sharedNames);
  return (ref) => {
    const row = matchAcrossSources(ref, sources)[0]?.row;
    const rowPa = row ? paOf(row) : null;
    return row && rowPa !== null && row.stats.Barrels !== undefined ? { pa: Math.round(rowPa), barrels: row.stats.Barrels, leagueBarrelsPerPa } : null;
  };
}

/** Summed PA and HR over a season table's rows that carry both. */
function seasonTotals(rows: readonly StatRow[]): { pa: number; hr: number } {
  let pa = 0;
  let hr = 0;
  for (const row of rows) {
    const c = countsOf(row);
    if (c) {
      pa += c.trials;
      hr += c.homeRuns;
    }
  }
  return { pa, hr };
}

/** The season before the slate's from the prior-season tables (the first with counts), or null. */
function priorSeasonOf(join: SlateJoin): HistorySeason | null {
  for (const source of PRIOR_SEASON_SOURCES) {
    // A multi-season export keeps each player's latest season: only the one before the slate's counts.
    const rows = statRowsOf(join.inputs, source).filter((row) => row.season === undefined || row.season === join.season - 1);
    const league = seasonTotals(rows);
    if (league.pa > 0 && league.hr > 0) return { seasonsBack: 1, league, sources: indexSources([{ source, rows }], join.names, join.sharedNames) };
  }
  return null;
}

/**
 * A history table's seasons 1..HISTORY_SEASONS back that have rows with counts, most recent
 * first, each with its league totals (the sums of `counts` over that season's rows).
 */
function historySeasonsOf(join: SlateJoin, source: (typeof HISTORY_SOURCES)[number], counts: (row: StatRow) => RateCounts | null): HistorySeason[] {
  const all = statRowsOf(join.inputs, source);
  const seasons: HistorySeason[] = [];
  for (let back = 1; back <= HISTORY_SEASONS; back++) {
    const rows = all.filter((row) => row.season === join.season - back);
    let pa = 0;
    let hr = 0;
    for (const row of rows) {
      const c = counts(row);
      if (c) {
        pa += c.trials;
        hr += c.homeRuns;
      }
    }
    if (pa > 0 && hr > 0) seasons.push({ seasonsBack: back, league: { pa, hr }, sources: indexSources([{ source, rows }], join.names, join.sharedNames) });
  }
  return seasons;
}

/** The batters' history seasons; season 1 back from the prior-season tables when the history table has none of it. */
function batterSeasonsOf(join: SlateJoin): HistorySeason[] {
  const seasons = historySeasonsOf(join, 'mlb-history-batting', countsOf);
  if (seasons[0]?.seasonsBack === 1) return seasons;
  const prior = priorSeasonOf(join);
  return prior ? [prior, ...seasons] : seasons;
}

/** A player's lines in the given history seasons (most recent first), or null when he has none. */
function historyOf(seasons: readonly HistorySeason[], ref: PlayerRef, counts: (row: StatRow) => RateCounts | null): SeasonCounts[] | null {
  const found: SeasonCounts[] = [];
  for (const season of seasons) {
    const row = matchAcrossSources(ref, season.sources)[0]?.row;
    const c = row ? counts(row) : null;
    if (c) found.push({ seasonsBack: season.seasonsBack, counts: c, league: season.league });
  }
  return found.length > 0 ? found : null;
}

function countsOf(row: StatRow): RateCounts | null {
  const { PA, HR } = row.stats;
  return PA !== undefined && HR !== undefined && PA > 0 ? { trials: PA, homeRuns: HR } : null;
}

type PitcherCounts = (name: string, team: string, mlbamId: number | null) => RateCounts | null;

/**
 * Batters faced per inning on the pitching table's rows that carry both TBF and IP, or the
 * documented default when none does.
 */
export function battersFacedPerInning(rows: readonly StatRow[]): number {
  let faced = 0;
  let innings = 0;
  for (const row of rows) {
    const { PA, IP } = row.stats;
    if (PA !== undefined && IP !== undefined && PA > 0 && IP > 0) {
      faced += PA;
      innings += IP;
    }
  }
  return innings > 0 ? faced / innings : DEFAULT_BATTERS_FACED_PER_INNING;
}

/** One pitching line's batters faced and HR allowed (HR as written, else HR/9 x IP / 9; batters faced = TBF, else IP x `perInning`). */
function pitchingCounts(row: StatRow, perInning: number): RateCounts | null {
  const { IP: ip, 'HR/9': hr9 } = row.stats;
  const bf = row.stats.PA ?? (ip !== undefined ? Math.round(ip * perInning) : undefined);
  const homeRuns = row.stats.HR ?? (hr9 !== undefined && ip !== undefined ? Math.round((hr9 * ip) / 9) : undefined);
  return bf !== undefined && bf > 0 && homeRuns !== undefined ? { trials: bf, homeRuns } : null;
}

/**
 * A pitcher's season batters faced and HR allowed from his line in the first of
 * PITCHER_COUNT_SOURCES that has both (see pitchingCounts), looked up once.
 */
function pitcherCountsOf(join: SlateJoin): PitcherCounts {
  const cache = new Map<string, RateCounts | null>();
  const perInning = new Map(PITCHER_COUNT_SOURCES.map((source) => [source, battersFacedPerInning(statRowsOf(join.inputs, source))]));
  return (name, team, mlbamId) => {
    const key = `${name}|${team}|${mlbamId ?? ''}`;
    if (cache.has(key)) return cache.get(key)!;
    const ref = join.identifyPitcher({ name, team, mlbamId });
    const matches = matchAcrossSources(ref, join.pitcherSources);
    let counts: RateCounts | null = null;
    for (const source of PITCHER_COUNT_SOURCES) {
      const row = matches.find((m) => m.source === source)?.row;
      counts = row ? pitchingCounts(row, perInning.get(source)!) : null;
      if (counts !== null) break;
    }
    cache.set(key, counts);
    return counts;
  };
}

/** A history pitching line's batters faced and HR allowed (the file carries both; IP x the default rate when TBF is absent). */
const historyPitchingCounts = (row: StatRow): RateCounts | null => pitchingCounts(row, DEFAULT_BATTERS_FACED_PER_INNING);

function starterHistoryOf(join: SlateJoin, seasons: readonly HistorySeason[]): ModelDay['starterHistory'] {
  const cache = new Map<string, SeasonCounts[] | null>();
  return (starter, team) => {
    if (!starter || seasons.length === 0) return null;
    const key = `${starter.name}|${team}|${starter.mlbamId ?? ''}`;
    if (!cache.has(key))
      cache.set(key, historyOf(seasons, join.identifyPitcher({ name: starter.name, team, mlbamId: starter.mlbamId }), historyPitchingCounts));
    return cache.get(key)!;
  };
}

/**
 * The opposing starters' outings, each looked up once: an opener (his line in the first of
 * PITCHER_COUNT_SOURCES with games, starts and innings makes him one) is said in the lineups
 * input's report.
 */
function openersOf(join: SlateJoin): ModelDay['opener'] {
  const cache = new Map<string, OpenerOuting | null>();
  const perInning = new Map(PITCHER_COUNT_SOURCES.map((source) => [source, battersFacedPerInning(statRowsOf(join.inputs, source))]));
  return (starter, team) => {
    if (!starter) return null;
    const key = `${starter.name}|${team}|${starter.mlbamId ?? ''}`;
    if (cache.has(key)) return cache.get(key)!;
    const matches = matchAcrossSources(join.identifyPitcher({ name: starter.name, team, mlbamId: starter.mlbamId }), join.pitcherSources);
    const found = PITCHER_COUNT_SOURCES.map((source) => ({ source, row: matches.find((m) => m.source === source)?.row })).find(
      ({ row }) => row?.stats.G !== undefined && row.stats.GS !== undefined && row.stats.IP !== undefined,
    );
    const outing = found?.row ? openerOuting(found.row.stats, perInning.get(found.source)!) : null;
    if (outing) {
      warnInput(
        join,
        'lineups',
        `${team}'s listed starter ${starter.name} is an opener (no start in ${outing.games} games, ${outing.inningsPerGame.toFixed(1)} innings a game in ${found!.source}): the model gives him ${outing.battersPerGame.toFixed(1)} batters and the rest of the game to the bullpen`,
      );
    }
    cache.set(key, outing);
    return outing;
  };
}

function bullpenCountsOf(join: SlateJoin, pitcherCounts: PitcherCounts): ModelDay['bullpenCounts'] {
  const cache = new Map<string, RateCounts | null>();
  return (team, starter) => {
    const key = `${team}|${starter?.name ?? ''}`;
    if (cache.has(key)) return cache.get(key)!;
    const starterName = starter ? normaliseName(starter.name, join.names) : null;
    let trials = 0;
    let homeRuns = 0;
    for (const arm of join.inputs.bullpen.rows) {
      if (arm.team !== team || normaliseName(arm.player, join.names) === starterName) continue;
      const counts = pitcherCounts(arm.player, team, null);
      if (!counts) continue;
      trials += counts.trials;
      homeRuns += counts.homeRuns;
    }
    const counts = trials > 0 ? { trials, homeRuns } : null;
    cache.set(key, counts);
    return counts;
  };
}

const batSide = (hand: string): BatSide | null => (hand === 'S' ? 'B' : hand === 'L' || hand === 'R' ? hand : null);

/** The model's P(1+ HR) for one batter and the odds figures built on it. */
export function hrChance(
  day: ModelDay,
  join: SlateJoin,
  side: SideContext,
  player: RawLineupPlayer,
  batter: Pick<ProjectedBatter, 'hand' | 'battingOrder'>,
  matches: readonly MatchedSource[],
  odds: OddsPlayer | null,
): HrChanceFields {
  const seasonRow = SEASON_COUNT_SOURCES.map((s) => matches.find((m) => m.source === s)?.row).find((row) => row && countsOf(row));
  const throws = side.opposingStarter ? join.handOf(side.opposingStarter.name, null) : HAND_NOT_FOUND;
  const parkKnown = side.parkTeam !== null && join.parkRows.some((p) => p.team === side.parkTeam);
  const mlbamId = player.mlbamId ?? matches.find((m) => m.row.mlbamId !== null)?.row.mlbamId ?? null;
  const isHome = side.team === side.game.home.team;
  const opener = day.opener(side.opposingStarter, side.opponent);
  const prediction = predictHomeRun(day.card.constants, day.league, {
    batter: seasonRow ? countsOf(seasonRow) : null,
    batterHistory: historyOf(day.batterSeasons, { name: player.name, team: side.team, mlbamId }, countsOf),
    batterIsPitcher: player.position === 'P',
    bats: batSide(batter.hand),
    slot: batter.battingOrder,
    isHome,
    startingPitcher: day.starterCounts(side.opposingStarter, side.opponent),
    pitcherHistory: day.starterHistory(side.opposingStarter, side.opponent),
    pitcherThrows: throws === 'L' || throws === 'R' ? throws : null,
    bullpen: day.bullpenCounts(side.opponent, side.opposingStarter),
    bullpenShare: opener ? bullpenShareBehindOpener(opener, day.league, player.position === 'P' ? null : batter.battingOrder, isHome) : null,
    parkFactor: parkKnown ? side.parkFactor : null,
    conditions: side.conditions,
    statcastPrior: day.statcastPrior({ name: player.name, team: side.team, mlbamId }),
  });
  const pHr = round(prediction.p, 4);
  const { constants } = day.card;
  const spread = chanceSpread(
    {
      pHr,
      pPerPa: prediction.pPerPa,
      expectedPa: prediction.expectedPa,
      evidencePa: prediction.evidencePa,
      priorPa: constants.batter.priorPa,
      calibrationSlope: constants.calibration.countsOnly.slope,
    },
    day.marketCard.z,
  );
  return {
    pHr,
    pHrInputs: prediction.inputs,
    pHrDefaulted: prediction.defaulted,
    evidencePa: round(prediction.evidencePa, 1),
    evidenceStatcastPa: prediction.statcastPa,
    evidenceThin: evidenceIsThin(prediction.evidencePa, prediction.statcastPa),
    opposingPitcherOpener: opener !== null,
    ...oddsFigures({ pHr, sd: spread.sd, confirmed: player.confirmed }, odds, day.marketCard),
  };
}
