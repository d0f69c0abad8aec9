/**
 * The one shape of a builder: `(join, context) => SlateFile` for its file. The join
 * (slate-join.ts) holds the inputs read once; the context holds the slate's date,
 * the build's options, the files built before this one and the notes builders
 * leave for the build's report. core/slate.ts runs the builders in their list's order.
 */
import type { z } from 'zod';
import type { GENERATED_FILES, GeneratedFileName, HistoryDay, ProjectedBatter, Revision } from '../../../domain/contracts/index.ts';
import type { MarketCard, ModelCard } from '../../../domain/probability/index.ts';
import type { ArchiveStatus } from '../history.ts';
import type { PlayerRef } from '../matching.ts';
import type { SlateJoin } from '../slate-join.ts';
import type { HitterFigures } from '../stat-join.ts';

/** The contract type of a generated file, by its name. */
export type GeneratedData<F extends GeneratedFileName> = z.infer<(typeof GENERATED_FILES)[F]>;

/** Every file but the manifest, which describes the others and is built by the writer's caller. */
export type SlateFileName = Exclude<GeneratedFileName, 'manifest.json'>;

/** One named file of the slate, its data typed by its name. */
export type SlateFileOf<F extends SlateFileName> = { file: F; data: GeneratedData<F>; rows: number };

/** An archived day: history/<date>.json. */
export type HistoryDayFile = { file: `history/${string}.json`; data: HistoryDay; rows: number };

/** One file of the slate. */
export type SlateFile = { [F in SlateFileName]: SlateFileOf<F> }[SlateFileName] | HistoryDayFile;

/** The archive's day files, one per archived day: built together, as a day is graded once its results exist. */
export const HISTORY_DAY_FILES = 'history/<date>.json';

/** What a builder is keyed by: a named file, or the family of archived days. */
export type SlateFileKey = SlateFileName | typeof HISTORY_DAY_FILES;

/** What the builder of `K` returns: its file, or for the archived days one file per day. */
export type BuiltFiles<K extends SlateFileKey> = K extends SlateFileName ? SlateFileOf<K> : HistoryDayFile[];

/** The build's options, as the command passes them. */
export interface SlateOptions {
  /** This run's time (the build clock). */
  builtAt: string;
  /** The committed probability model card (domain/probability/model-card.json). */
  card: ModelCard;
  /** The committed market card (domain/probability/market-card.json): the one-sided prices' calibrations. */
  marketCard: MarketCard;
  /** The days already archived (read from the output folder). */
  archive: readonly HistoryDay[];
  /** Replace an already archived day's picks when they changed. */
  rewriteHistory: boolean;
}

/** A hitter no source knows and the sources looked in; printed by the CLI, never published. */
export interface UnmatchedReport {
  name: string;
  team: string;
  sources: string[];
}

/** Each projected batter's season figures and the reference they were matched under (the calculator reuses them). */
export type SeasonFigures = Map<ProjectedBatter, { ref: PlayerRef; figures: HitterFigures }>;

/** What builders leave for the build's report and for later builders, filled in as they run. */
export interface BuildNotes {
  /** Hitters no source knows (projections.json). */
  unmatched: UnmatchedReport[];
  /** Keyed by the projected batter as built (projections.json), read by calculator.json. */
  seasonFigures: SeasonFigures;
  /** What this run did to the day's archive (history day files); null before they are built. */
  archiveStatus: ArchiveStatus | null;
  /** The settled picks this run changed (history day files): the build report lists them. */
  revisions: DatedRevision[];
}

/** A revision of an archived day's pick, with the day's date. */
export type DatedRevision = Revision & { date: string };

export interface BuildContext {
  date: string;
  options: SlateOptions;
  /** A file built earlier in the list, with the player names as the inputs write them: builders join on these. */
  built<K extends SlateFileKey>(key: K): BuiltFiles<K>;
  /** A file built earlier in the list as it is published, display names applied: what the archive keeps and bvp-today reads. */
  published<K extends SlateFileKey>(key: K): BuiltFiles<K>;
  notes: BuildNotes;
}

/** Every builder has this shape. */
export type Builder<K extends SlateFileKey> = (join: SlateJoin, context: BuildContext) => BuiltFiles<K>;

/** The rows the manifest reports for each file, one rule per file. */
export const FILE_ROWS: { readonly [F in SlateFileName]: (data: GeneratedData<F>) => number } = {
  'lineups.json': (d) => d.games.length,
  'projections.json': (d) => d.batters.length,
  'picks.json': (d) => d.confident.length + d.punt.length + d.value.length,
  'bvp.json': (d) => d.rows.length,
  'bvp-today.json': (d) => d.rows.length,
  'park-factors.json': (d) => d.parks.length,
  'bullpen.json': (d) => d.entries.length,
  'matchups.json': (d) => d.teams.length,
  'rv-comparison.json': (d) => d.rows.length,
  'home-runs.json': (d) => d.homeRuns.length,
  'calculator.json': (d) => d.players.length,
  'history/index.json': (d) => d.days.length,
};

/** A file of the slate with its row count. */
export function slateFile<F extends SlateFileName>(file: F, data: GeneratedData<F>): SlateFileOf<F> {
  return { file, data, rows: FILE_ROWS[file](data) };
}

export function historyDayFile(day: HistoryDay): HistoryDayFile {
  return { file: `history/${day.date}.json`, data: day, rows: day.confident.length + day.punt.length + (day.value?.length ?? 0) };
}
