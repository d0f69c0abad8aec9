/**
 * Assembles a slate: every generated file of one day, from the parsed inputs.
 * The inputs are joined once (slate-join.ts); each output has its own builder
 * (builders/), typed against its contract. Pure: the inputs, the date, the build
 * clock and the picks archive are passed in.
 */
import type { Game, HistoryDay, JoinReport, ManifestFile, MarketLog, SlateSummary } from '../../domain/contracts/index.ts';
import { isFinalStatus } from '../../domain/games.ts';
import type { MarketCard, ModelCard } from '../../domain/probability/index.ts';
import { buildBullpenFile } from './builders/bullpen.ts';
import { buildBvpFile, buildBvpTodayFile } from './builders/bvp.ts';
import { buildCalculatorFile } from './builders/calculator.ts';
import { buildHistoryDayFiles, buildHistoryIndexFile } from './builders/history.ts';
import { buildHomeRunsFile } from './builders/home-runs.ts';
import { buildLineupsFile } from './builders/lineups.ts';
import { buildGradedNightsFile, buildMarketLogFile } from './builders/market.ts';
import { buildMatchupsFile } from './builders/matchups.ts';
import { buildParkFactorsFile } from './builders/park-factors.ts';
import { buildPicksFile, notStartedAt } from './builders/picks.ts';
import { buildProjectionsFile } from './builders/projections.ts';
import { buildRvComparisonFile } from './builders/rv-comparison.ts';
import type {
  BuildContext,
  Builder,
  BuiltFiles,
  DatedRevision,
  GeneratedData,
  SlateFile,
  SlateFileKey,
  SlateFileName,
  SlateFileOf,
  UnmatchedReport,
} from './builders/shape.ts';
import { buildDisplayNames, nameOffersOf } from './display-names.ts';
import { withDisplayNames } from './display-names-outputs.ts';
import type { ArchiveStatus } from './history.ts';
import { marketSummary, marketWarnings } from './fair-prices.ts';
import { nightlyMarket, type NightlyMarket } from './market-log.ts';
import { joinSlateInputs, statRowsOf, type InputWarnings, type SlateJoin, type SlateSources } from './slate-join.ts';
import type { AmbiguityReport } from './stat-join.ts';

export type { GeneratedData, SlateFile, SlateFileName } from './builders/shape.ts';
export { slateDateFromLineups, type SlateSources } from './slate-join.ts';

export interface SlateInput {
  date: string;
  builtAt: string;
  inputs: SlateSources;
  history: readonly HistoryDay[];
  rewriteHistory: boolean;
  /** The committed probability model card (domain/probability/model-card.json). */
  card: ModelCard;
  /** The committed market card (domain/probability/market-card.json): the one-sided prices' calibrations. */
  marketCard: MarketCard;
  /** The market log as the previous build left it (market/log.json); null before the first. */
  marketLog: MarketLog | null;
}

/**
 * The slate's builders, one per file, in the order they run: a builder reads only
 * the files above it (context.built / context.published).
 */
export const SLATE_BUILDERS: { readonly [K in SlateFileKey]: Builder<K> } = {
  'lineups.json': buildLineupsFile,
  'projections.json': buildProjectionsFile,
  'picks.json': buildPicksFile,
  'bvp.json': buildBvpFile,
  'park-factors.json': buildParkFactorsFile,
  'bullpen.json': buildBullpenFile,
  'matchups.json': buildMatchupsFile,
  'bvp-today.json': buildBvpTodayFile,
  'rv-comparison.json': buildRvComparisonFile,
  'home-runs.json': buildHomeRunsFile,
  'calculator.json': buildCalculatorFile,
  'history/<date>.json': buildHistoryDayFiles,
  'history/index.json': buildHistoryIndexFile,
  'market/log.json': buildMarketLogFile,
  'graded-nights.json': buildGradedNightsFile,
};

/** A file computed from another file (`from`) and today's slate: rebuilt from `from`'s kept version (last-good.ts), and stale with it. */
export interface DerivedFile {
  file: SlateFileName;
  from: SlateFileName;
  rebuild: (kept: unknown) => SlateFile;
}

export interface SlateResult {
  date: string;
  files: SlateFile[];
  joins: JoinReport[];
  unmatched: UnmatchedReport[];
  ambiguous: NonNullable<ManifestFile['ambiguous']>;
  counts: Record<string, number>;
  /** The manifest's `slate`: games, lineups confirmed, first pitch. */
  summary: SlateSummary;
  historyStatus: ArchiveStatus;
  /** The settled picks of archived days this build changed, each with its reason. */
  historyRevisions: DatedRevision[];
  /** The slate's games whose first pitch had passed at the run's time: no new pick came from them (builders/picks.ts). */
  gamesBegun: number;
  /** Files computed from another file and today's slate (rebuilt when that file keeps its last good version). */
  derived: DerivedFile[];
  /** The join's and the builders' findings per input, for the build report and the manifest (slate-join.ts InputWarnings). */
  inputWarnings: InputWarnings;
  /** The odds input's warnings about the day's fair prices (core/fair-prices.ts marketWarnings). */
  marketWarnings: string[];
  /** The build report's lines on the market card behind the fair prices (core/fair-prices.ts marketSummary). */
  marketSummary: string[];
  /** The market log's games this build graded (core/market-log.ts). */
  marketLogAdded: number;
}

type BuiltByKey = { [K in SlateFileKey]?: BuiltFiles<K> };

/** The build's context over the files built so far: as built, and as published (display names applied). */
function contextOf(input: SlateInput, market: NightlyMarket, built: BuiltByKey, published: BuiltByKey): BuildContext {
  const read =
    (files: BuiltByKey) =>
    <K extends SlateFileKey>(key: K): BuiltFiles<K> => {
      const found = files[key];
      if (found === undefined) throw new Error(`${key} is read before it is built: see the order of SLATE_BUILDERS`);
      return found as BuiltFiles<K>;
    };
  const { builtAt, card, history: archive, rewriteHistory } = input;
  return {
    date: input.date,
    options: { builtAt, card, marketCard: market.pricingCard, marketLog: market.log, archive, rewriteHistory },
    built: read(built),
    published: read(published),
    notes: { unmatched: [], seasonFigures: new Map(), archiveStatus: null, revisions: [] },
  };
}

/**
 * Runs every builder of SLATE_BUILDERS on the one join. The builders join on the names as the
 * inputs write them; each file is then given the display names once (picks before they are archived).
 */
export function buildSlate(input: SlateInput): SlateResult {
  const { date, inputs } = input;
  const join = joinSlateInputs(date, inputs);
  const names = buildDisplayNames(nameOffersOf(inputs), join.names, join.sharedNames);
  const built: BuiltByKey = {};
  const published: BuiltByKey = {};
  const results = inputs['game-results'].status === 'ok' ? inputs['game-results'].rows : [];
  const market = nightlyMarket({ card: input.marketCard, previous: input.marketLog, archive: input.history, results, date, builtAt: input.builtAt });
  const context = contextOf(input, market, built, published);
  for (const [key, builder] of Object.entries(SLATE_BUILDERS) as [SlateFileKey, Builder<SlateFileKey>][]) {
    const files = builder(join, context);
    (built as Record<string, unknown>)[key] = files;
    (published as Record<string, unknown>)[key] = Array.isArray(files) ? files : withDisplayNames(names, files);
  }
  const files = Object.values(published).flat() as SlateFile[];
  const file = <F extends SlateFileName>(name: F): GeneratedData<F> => (published[name] as SlateFileOf<F>).data;
  return {
    date,
    files,
    joins: joinReports(join),
    unmatched: context.notes.unmatched,
    ambiguous: dedupeAmbiguities(join.ambiguities),
    counts: slateCounts(file, published['history/<date>.json']?.length ?? 0),
    summary: slateSummary(file('lineups.json').games, scheduleStatuses(join)),
    historyStatus: context.notes.archiveStatus!,
    inputWarnings: join.inputWarnings,
    marketWarnings: marketWarnings(market.pricingCard, join.odds.players),
    marketSummary: marketSummary(market.pricingCard, date, market),
    marketLogAdded: market.added.length,
    historyRevisions: context.notes.revisions,
    gamesBegun: file('lineups.json').games.filter((g) => !notStartedAt(g.gameTime, input.builtAt)).length,
    derived: [
      {
        file: 'bvp-today.json',
        from: 'bvp.json',
        rebuild: (kept) => buildBvpTodayFile(join, withPublished(context, 'bvp.json', kept as GeneratedData<'bvp.json'>)),
      },
    ],
  };
}

/** The context with one published file's data replaced (a kept last good version). */
function withPublished<F extends SlateFileName>(context: BuildContext, name: F, data: GeneratedData<F>): BuildContext {
  const published = <K extends SlateFileKey>(key: K): BuiltFiles<K> => {
    const file = context.published(key);
    return ((key as SlateFileKey) === name ? { ...(file as SlateFileOf<F>), data } : file) as BuiltFiles<K>;
  };
  return { ...context, published };
}

/** The join report of each source that had rows to look in. */
function joinReports(join: SlateJoin): JoinReport[] {
  const { inputs } = join;
  return join.tally.reports().filter((j) => (j.source === 'last7' ? inputs.last7.rows.length > 0 : statRowsOf(inputs, j.source).length > 0));
}

/** The manifest's counts, read from the published files. */
function slateCounts(file: <F extends SlateFileName>(name: F) => GeneratedData<F>, historyDays: number): Record<string, number> {
  const { batters, notInProjections } = file('projections.json');
  const picks = file('picks.json');
  return {
    games: file('lineups.json').games.length,
    hitters: batters.length + notInProjections.length,
    projected: batters.length,
    notInProjections: notInProjections.length,
    confident: picks.confident.length,
    punt: picks.punt.length,
    value: picks.value.length,
    bvpRows: file('bvp.json').rows.length,
    parks: file('park-factors.json').parks.length,
    bullpenArms: file('bullpen.json').entries.length,
    rvRows: file('rv-comparison.json').rows.length,
    homeRuns: file('home-runs.json').homeRuns.length,
    calculatorPlayers: file('calculator.json').players.length,
    historyDays,
  };
}

/**
 * The games are in first-pitch order (slate-games.ts), so the first one with a time opens the slate.
 * `statusOf`: the schedule's detailedState of a game id (null when the schedule has none).
 */
export function slateSummary(games: readonly Game[], statusOf: (gameId: string) => string | null = () => null): SlateSummary {
  const sides = games.flatMap((g) => [g.away, g.home]);
  return {
    games: games.length,
    lineups: sides.length,
    lineupsConfirmed: sides.filter((s) => s.status === 'Confirmed').length,
    firstPitch: games.find((g) => g.gameTime !== null)?.gameTime ?? null,
    schedule: games.map((g) => ({ gameId: g.id, firstPitch: g.gameTime, final: isFinalStatus(statusOf(g.id)) })),
  };
}

/** The schedule's detailedState by game id. */
function scheduleStatuses(join: SlateJoin): (gameId: string) => string | null {
  const statuses = new Map(join.inputs.games.rows.flatMap((game) => (game.gamePk === null ? [] : [[game.gamePk, game.status] as const])));
  return (gameId) => statuses.get(gameId) ?? null;
}

function dedupeAmbiguities(list: readonly AmbiguityReport[]): AmbiguityReport[] {
  const seen = new Map<string, AmbiguityReport>();
  for (const a of list) seen.set(`${a.name}|${a.team}|${a.source}`, a);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.team.localeCompare(b.team) || a.source.localeCompare(b.source));
}
