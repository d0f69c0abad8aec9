/**
 * Assembles a slate: every generated file of one day, from the parsed inputs.
 * The inputs are joined once (slate-join.ts); each output has its own builder
 * (builders/), typed against its contract. Pure: the inputs, the date, the build
 * clock and the picks archive are passed in.
 */
import type { z } from 'zod';
import type {
  BvpFile,
  BvpTodayFile,
  Game,
  GENERATED_FILES,
  GeneratedFileName,
  HistoryDay,
  JoinReport,
  ManifestFile,
  SlateSummary,
} from '../../domain/contracts/index.ts';
import { buildBullpenFile } from './builders/bullpen.ts';
import { buildBvpFile, buildBvpTodayFile } from './builders/bvp.ts';
import { buildCalculatorFile } from './builders/calculator.ts';
import { buildHistoryFiles, firstPitchInstant } from './builders/history.ts';
import { buildHomeRunsFile } from './builders/home-runs.ts';
import { buildLineupsFile } from './builders/lineups.ts';
import { buildMatchupsFile } from './builders/matchups.ts';
import { buildParkFactorsFile } from './builders/park-factors.ts';
import { buildPicksFile } from './builders/picks.ts';
import { buildProjections, type UnmatchedReport } from './builders/projections.ts';
import { buildRvComparisonFile } from './builders/rv-comparison.ts';
import type { ModelCard } from '../../domain/probability/index.ts';
import { buildDisplayNames, nameOffersOf } from './display-names.ts';
import {
  bullpenWithDisplayNames,
  bvpWithDisplayNames,
  calculatorWithDisplayNames,
  homeRunsWithDisplayNames,
  lineupsWithDisplayNames,
  matchupsWithDisplayNames,
  picksWithDisplayNames,
  projectionsWithDisplayNames,
  rvComparisonWithDisplayNames,
} from './display-names-outputs.ts';
import type { ArchiveStatus } from './history.ts';
import { matchKey } from './matching.ts';
import { joinSlateInputs, statRowsOf, type SlateSources } from './slate-join.ts';
import type { AmbiguityReport } from './stat-join.ts';

export { slateDateFromLineups, type SlateSources } from './slate-join.ts';

export interface SlateInput {
  date: string;
  builtAt: string;
  inputs: SlateSources;
  history: readonly HistoryDay[];
  rewriteHistory: boolean;
  /** The committed probability model card (domain/probability/model-card.json). */
  card: ModelCard;
}

/** The contract type of a generated file, by its name. */
export type GeneratedData<F extends GeneratedFileName> = z.infer<(typeof GENERATED_FILES)[F]>;

/** Every file but the manifest, which describes the others and is built by the writer's caller. */
export type SlateFileName = Exclude<GeneratedFileName, 'manifest.json'>;

/** One file of the slate, its data typed by its name; an archived day is history/<date>.json. */
export type SlateFile =
  | { [F in SlateFileName]: { file: F; data: GeneratedData<F>; rows: number } }[SlateFileName]
  | { file: `history/${string}.json`; data: HistoryDay; rows: number };

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
  /** Files computed from another file and today's slate (rebuilt when that file keeps its last good version). */
  derived: DerivedFile[];
}

export function buildSlate(input: SlateInput): SlateResult {
  const { date, inputs } = input;
  const join = joinSlateInputs(date, inputs);
  // The builders join on the names as the inputs write them; each file is then given the display names (picks before they are archived).
  const names = buildDisplayNames(nameOffersOf(inputs), join.names, join.sharedNames);
  const lineups = lineupsWithDisplayNames(names, buildLineupsFile(join));
  const projections = buildProjections(join, input.card);
  const { batters, notInProjections } = projections.file;
  const picks = picksWithDisplayNames(names, buildPicksFile(date, batters));
  const bvp = bvpWithDisplayNames(names, buildBvpFile(join, batters));
  const parkFactors = buildParkFactorsFile(join);
  const bullpenEntries = buildBullpenFile(join);
  const bullpen = bullpenWithDisplayNames(names, bullpenEntries);
  const matchupTeams = buildMatchupsFile(join, bullpenEntries.entries);
  const matchups = matchupsWithDisplayNames(names, matchupTeams);
  const rv = rvComparisonWithDisplayNames(names, buildRvComparisonFile(join, matchupTeams.teams));
  const bvpToday = (history: BvpFile) => buildBvpTodayFile(history, matchups.teams, (name) => matchKey(name, join.names));
  const homeRuns = homeRunsWithDisplayNames(names, buildHomeRunsFile(join));
  const calculator = calculatorWithDisplayNames(names, buildCalculatorFile(join, batters, projections.seasonFigures));
  const history = buildHistoryFiles(join, picks, {
    archive: input.history,
    builtAt: input.builtAt,
    games: lineups.games.map((g) => ({ gameId: g.id, firstPitch: firstPitchInstant(g.gameTime) })),
    rewrite: input.rewriteHistory,
  });

  const files: SlateFile[] = [
    { file: 'lineups.json', data: lineups, rows: lineups.games.length },
    { file: 'projections.json', data: projectionsWithDisplayNames(names, projections.file), rows: batters.length },
    { file: 'picks.json', data: picks, rows: picks.confident.length + picks.punt.length },
    { file: 'bvp.json', data: bvp, rows: bvp.rows.length },
    todayFile(bvpToday(bvp)),
    { file: 'park-factors.json', data: parkFactors, rows: parkFactors.parks.length },
    { file: 'bullpen.json', data: bullpen, rows: bullpen.entries.length },
    { file: 'matchups.json', data: matchups, rows: matchups.teams.length },
    { file: 'rv-comparison.json', data: rv, rows: rv.rows.length },
    { file: 'home-runs.json', data: homeRuns, rows: homeRuns.homeRuns.length },
    { file: 'calculator.json', data: calculator, rows: calculator.players.length },
    ...history.days.map((d) => ({ file: `history/${d.date}.json` as const, data: d, rows: d.confident.length + d.punt.length })),
    { file: 'history/index.json', data: history.index, rows: history.index.days.length },
  ];
  return {
    date,
    files,
    joins: join.tally.reports().filter((j) => (j.source === 'last7' ? inputs.last7.rows.length > 0 : statRowsOf(inputs, j.source).length > 0)),
    unmatched: projections.unmatched,
    ambiguous: dedupeAmbiguities(join.ambiguities),
    counts: {
      games: lineups.games.length,
      hitters: batters.length + notInProjections.length,
      projected: batters.length,
      notInProjections: notInProjections.length,
      confident: picks.confident.length,
      punt: picks.punt.length,
      bvpRows: bvp.rows.length,
      parks: parkFactors.parks.length,
      bullpenArms: bullpen.entries.length,
      rvRows: rv.rows.length,
      homeRuns: homeRuns.homeRuns.length,
      calculatorPlayers: calculator.players.length,
      historyDays: history.days.length,
    },
    summary: slateSummary(lineups.games),
    historyStatus: history.status,
    derived: [{ file: 'bvp-today.json', from: 'bvp.json', rebuild: (kept) => todayFile(bvpToday(kept as BvpFile)) }],
  };
}

function todayFile(data: BvpTodayFile): SlateFile {
  return { file: 'bvp-today.json', data, rows: data.rows.length };
}

/** The games are in first-pitch order (slate-games.ts), so the first one with a time opens the slate. */
export function slateSummary(games: readonly Game[]): SlateSummary {
  const sides = games.flatMap((g) => [g.away, g.home]);
  return {
    games: games.length,
    lineups: sides.length,
    lineupsConfirmed: sides.filter((s) => s.status === 'Confirmed').length,
    firstPitch: games.find((g) => g.gameTime !== null)?.gameTime ?? null,
  };
}

function dedupeAmbiguities(list: readonly AmbiguityReport[]): AmbiguityReport[] {
  const seen = new Map<string, AmbiguityReport>();
  for (const a of list) seen.set(`${a.name}|${a.team}|${a.source}`, a);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.team.localeCompare(b.team) || a.source.localeCompare(b.source));
}
