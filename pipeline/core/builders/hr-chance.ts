/**
 * The probability model on the day's inputs: each projected batter's calibrated
 * P(1+ HR) (domain/probability, the function the backtest grades), the inputs it
 * used and defaulted, and the money figures built on it alone: the book's fair
 * (de-vigged) probability, edge = pHr - fair, EV per $1 at the posted price.
 *
 * Where the counts come from:
 * - batter PA and HR: his season line in `fangraphs-stats`, else `mlb-stats` (the
 *   first with both); the projection sites (`razzball`, `projections`) hold projected
 *   totals, not the season to date, and are never read here;
 * - the league rate: the PA and HR summed over every row of that same table;
 * - the batter's previous season: his line in `fangraphs-stats-prior` (matched by
 *   MLBAM id, else by name; the team may have changed), read against that file's
 *   own league rate (its PA and HR summed; a qualified-hitters file reads a little
 *   high, which shades the previous season down). In a multi-season export only
 *   rows of the season before the slate's count;
 * - starter batters faced and HR: `fangraphs-pitchers` (TBF, and HR/9 x IP / 9). An export
 *   without TBF (FanGraphs' dashboard) gives batters faced as IP x the batters per inning
 *   measured on the table's rows that carry both, else DEFAULT_BATTERS_FACED_PER_INNING;
 * - bullpen: the opposing team's relievers listed in bullpen.json, each matched to
 *   his `fangraphs-pitchers` line (TBF, HR/9 x IP / 9) and summed; the opposing
 *   starter is left out even when the depth chart lists him. Without any matched
 *   arm the term takes the league rate (listed as defaulted);
 * - park factor (when the park table names the home park), batting slot, home/away,
 *   hands (the handedness table; switch hitters bat opposite), temperature and wind
 *   out (from the weather text), Statcast barrel % and average exit velocity.
 * Pure: the card is handed in by the build command.
 */
import { HAND_NOT_FOUND, type ProjectedBatter } from '../../../domain/contracts/index.ts';
import {
  DEFAULT_BATTERS_FACED_PER_INNING,
  DEFAULT_ONE_SIDED_MARGIN,
  evPerDollar,
  fairYesProbability,
  impliedFromAmerican,
  leagueContext,
  overround,
  predictHomeRun,
  type BatSide,
  type LeagueContext,
  type ModelCard,
  type PriorSeasonCounts,
  type RateCounts,
} from '../../../domain/probability/index.ts';
import type { RawLineupPlayer, RawOddsQuote, StatRow } from '../../inputs/rows.ts';
import type { SideContext } from '../slate-games.ts';
import { statRowsOf, type SlateJoin } from '../slate-join.ts';
import type { PlayerRef } from '../matching.ts';
import { type IndexedSource, indexSources, JoinTally, matchAcrossSources, round } from '../stat-join.ts';
import type { MatchedSource } from '../stat-lookup.ts';
import { normaliseName } from '../names.ts';
import { windOutFromWeather } from '../weather.ts';

/** Season-to-date tables that carry a batter's PA and HR, in the order they are read. */
export const SEASON_COUNT_SOURCES = ['fangraphs-stats', 'mlb-stats'] as const;
/** The previous season's batting table. */
export const PRIOR_SEASON_SOURCE = 'fangraphs-stats-prior';

export type HrChanceFields = Pick<
  ProjectedBatter,
  | 'pHr'
  | 'pHrInputs'
  | 'pHrDefaulted'
  | 'fairProbability'
  | 'fairProbMethod'
  | 'edge'
  | 'evPerDollar'
  | 'oddsNoAmerican'
  | 'oddsBook'
  | 'books'
  | 'evidencePa'
  | 'evidenceThin'
>;

/** What every batter of the day shares: the card, the league figures, the margin measured on the day's two-sided markets. */
export interface ModelDay {
  card: ModelCard;
  league: LeagueContext;
  /** Mean overround of the day's two-sided quotes; null when every quote is one-sided. */
  dayMargin: number | null;
  /** The opposing starter's batters faced and HR allowed, looked up once per starter. */
  starterCounts: (starter: SideContext['opposingStarter'], team: string) => RateCounts | null;
  /** The previous season's league PA and HR and its rows indexed for lookup; null without the input. */
  priorSeason: { league: { pa: number; hr: number }; sources: IndexedSource[] } | null;
  /** A team's relievers' batters faced and HR allowed (the starter left out), or null when no arm is matched. */
  bullpenCounts: (team: string, starter: SideContext['opposingStarter']) => RateCounts | null;
}

export function modelDay(join: SlateJoin, card: ModelCard): ModelDay {
  const season = SEASON_COUNT_SOURCES.map((source) => statRowsOf(join.inputs, source)).find((rows) => rows.some((r) => countsOf(r) !== null)) ?? [];
  const { pa, hr } = seasonTotals(season);
  const pitcherCounts = pitcherCountsOf(join);
  return {
    card,
    league: leagueContext(card.constants, { pa, hr }),
    dayMargin: dayMarginOf(join.inputs.odds.rows),
    starterCounts: (starter, team) => (starter ? pitcherCounts(starter.name, team, starter.mlbamId) : null),
    bullpenCounts: bullpenCountsOf(join, pitcherCounts),
    priorSeason: priorSeasonOf(join),
  };
}

/** The mean overround of the two-sided quotes, or null without any. */
export function dayMarginOf(quotes: readonly RawOddsQuote[]): number | null {
  const margins = quotes.filter((q) => q.noAmerican !== undefined).map((q) => overround([impliedFromAmerican(q.american), impliedFromAmerican(q.noAmerican!)]));
  return margins.length === 0 ? null : margins.reduce((s, m) => s + m, 0) / margins.length;
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

function priorSeasonOf(join: SlateJoin): ModelDay['priorSeason'] {
  // A multi-season export keeps each player's latest season: only the one before the slate's counts.
  const rows = statRowsOf(join.inputs, PRIOR_SEASON_SOURCE).filter((row) => row.season === undefined || row.season === join.season - 1);
  const league = seasonTotals(rows);
  if (league.pa <= 0 || league.hr <= 0) return null;
  return { league, sources: indexSources([{ source: PRIOR_SEASON_SOURCE, rows }], join.names, join.sharedNames) };
}

function priorSeasonCounts(day: ModelDay, ref: PlayerRef): PriorSeasonCounts | null {
  if (!day.priorSeason) return null;
  const row = matchAcrossSources(ref, day.priorSeason.sources, new JoinTally([]), [])[0]?.row;
  const batter = row ? countsOf(row) : null;
  return batter ? { batter, league: day.priorSeason.league } : null;
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

/**
 * A pitcher's season batters faced and HR allowed from his `fangraphs-pitchers` line (HR = HR/9 x IP / 9;
 * batters faced = TBF, else IP x the table's batters per inning), looked up once.
 */
function pitcherCountsOf(join: SlateJoin): PitcherCounts {
  const cache = new Map<string, RateCounts | null>();
  const perInning = battersFacedPerInning(statRowsOf(join.inputs, 'fangraphs-pitchers'));
  return (name, team, mlbamId) => {
    const key = `${name}|${team}|${mlbamId ?? ''}`;
    if (cache.has(key)) return cache.get(key)!;
    const ref = join.identifyPitcher({ name, team, mlbamId });
    const row = matchAcrossSources(ref, join.pitcherSources, new JoinTally([]), []).find((m) => m.source === 'fangraphs-pitchers')?.row;
    const hr9 = row?.stats['HR/9'];
    const ip = row?.stats.IP;
    const bf = row?.stats.PA ?? (ip !== undefined ? Math.round(ip * perInning) : undefined);
    const counts = bf !== undefined && bf > 0 && hr9 !== undefined && ip !== undefined ? { trials: bf, homeRuns: Math.round((hr9 * ip) / 9) } : null;
    cache.set(key, counts);
    return counts;
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
  batter: Pick<ProjectedBatter, 'hand' | 'battingOrder' | 'barrelRate' | 'exitVelo'>,
  matches: readonly MatchedSource[],
  odds: RawOddsQuote | null,
): HrChanceFields {
  const seasonRow = SEASON_COUNT_SOURCES.map((s) => matches.find((m) => m.source === s)?.row).find((row) => row && countsOf(row));
  const throws = side.opposingStarter ? join.handOf(side.opposingStarter.name, null) : HAND_NOT_FOUND;
  const parkKnown = join.parkRows.some((p) => p.team === side.game.home.team);
  const mlbamId = player.mlbamId ?? matches.find((m) => m.row.mlbamId !== null)?.row.mlbamId ?? null;
  const prediction = predictHomeRun(day.card.constants, day.league, {
    batter: seasonRow ? countsOf(seasonRow) : null,
    priorSeason: priorSeasonCounts(day, { name: player.name, team: side.team, mlbamId }),
    batterIsPitcher: player.position === 'P',
    bats: batSide(batter.hand),
    slot: batter.battingOrder,
    isHome: side.team === side.game.home.team,
    startingPitcher: day.starterCounts(side.opposingStarter, side.opponent),
    pitcherThrows: throws === 'L' || throws === 'R' ? throws : null,
    bullpen: day.bullpenCounts(side.opponent, side.opposingStarter),
    parkFactor: parkKnown ? side.parkFactor : null,
    temperatureF: side.game.weather !== null && /\d/.test(side.game.weather) ? side.temperature : null,
    windOutMph: windOutFromWeather(side.game.weather),
    barrelPct: batter.barrelRate,
    avgExitVelocityMph: batter.exitVelo,
  });
  const pHr = round(prediction.p, 4);
  // Neutral until the per-book odds (i20-odds) and the evidence per row (i22-model) fill them.
  const base = {
    pHr,
    pHrInputs: prediction.inputs,
    pHrDefaulted: prediction.defaulted,
    oddsNoAmerican: odds?.noAmerican ?? null,
    oddsBook: null,
    books: [],
    evidencePa: 0,
    evidenceThin: true,
  };
  if (!odds) return { ...base, fairProbability: null, fairProbMethod: null, edge: null, evPerDollar: null };
  const { fair, method } = fairYesProbability(odds.american, odds.noAmerican ?? null, day.dayMargin, DEFAULT_ONE_SIDED_MARGIN);
  return {
    ...base,
    fairProbability: round(fair, 4),
    fairProbMethod: method,
    edge: round(pHr - fair, 4),
    evPerDollar: round(evPerDollar(pHr, odds.american), 4),
  };
}
