/**
 * The shared first half of `build` and `validate`: read every input, check the
 * required ones, settle the slate date and assemble the outputs in memory.
 */
import { existsSync, statSync } from 'node:fs';
import type { Dataset, HistoryDay, InputReport } from '../../domain/contracts/index.ts';
import { HISTORY_SOURCES, SEASON_COUNT_SOURCES, statcastPriorWarning } from '../core/builders/hr-chance.ts';
import { seasonWindowWarning } from '../core/season-window.ts';
import { withinHistoryWindow } from '../core/history-window.ts';
import { buildSlate, slateDateFromLineups, type SlateResult } from '../core/slate.ts';
import { settleSlateLineups } from '../core/slate-lineups.ts';
import { LongballError } from '../errors.ts';
import { loadRawInputs, readDataset, type LoadedInputs } from '../io/raw-fs.ts';
import { INPUTS } from '../sources/index.ts';
import type { InputId } from '../inputs/ids.ts';
import { COMMITTED_MARKET_CARD, COMMITTED_MODEL_CARD, readMarketCard, readModelCard } from './model-shared.ts';
import { formatInputs } from './report.ts';

/** RAW_DIR_MISSING unless `dir` is a folder: the build checks it before it takes the output lock. */
export function requireRawDir(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new LongballError('RAW_DIR_MISSING', { dir });
}

/**
 * The build clock. SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention)
 * pins it, so two builds of the same inputs are byte-identical, manifest included.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString();
  return new Date().toISOString();
}

/** The parsed inputs are not kept: once the slate is assembled they are garbage. */
export interface SlateRun {
  inputReports: InputReport[];
  /** 'demo' when the raw folder is the sample generator's (io/raw-fs.ts readDataset). */
  dataset: Dataset;
  slate: SlateResult | null;
  /** Why no slate could be assembled (a required input is unusable). */
  fatal: LongballError | null;
  timings: { step: string; ms: number }[];
}

/** The options are already parsed (see command-options.ts): `date`, when given, is a calendar date. */
export async function runSlate(options: {
  raw: string;
  date?: string | undefined;
  history: readonly HistoryDay[];
  builtAt: string;
  rewriteHistory: boolean;
  /** The model card file; the committed one by default. */
  card?: string;
  /** The market card file; the committed one by default. */
  marketCard?: string;
}): Promise<SlateRun> {
  requireRawDir(options.raw);
  const card = readModelCard(options.card ?? COMMITTED_MODEL_CARD);
  const marketCard = readMarketCard(options.marketCard ?? COMMITTED_MARKET_CARD);
  const timings: { step: string; ms: number }[] = [];
  let t = performance.now();
  const { inputs } = await loadRawInputs(options.raw);
  const dataset = readDataset(options.raw);
  timings.push({ step: 'read + parse inputs', ms: performance.now() - t });
  const reports = () => INPUTS.map((def) => toInputReport(inputs[def.id]));

  const fatal = requiredInputProblem(inputs, options.raw, isDayWithoutGames(inputs));
  if (fatal) return { inputReports: reports(), dataset, slate: null, fatal, timings };

  const slateDate = options.date ?? slateDateFromLineups(inputs.lineups.rows);
  if (!slateDate) return { inputReports: reports(), dataset, slate: null, fatal: new LongballError('NO_SLATE_DATE'), timings };
  inputs.lineups = withSlateLineups(inputs.lineups, slateDate, inputs.games.rows, inputs['savant-park-factors'].rows);
  for (const id of SEASON_COUNT_SOURCES) {
    const warning = seasonWindowWarning(id, inputs[id].rows, slateDate);
    if (warning) inputs[id] = { ...inputs[id], warnings: [...inputs[id].warnings, warning] };
  }
  for (const id of HISTORY_SOURCES) inputs[id] = withinHistoryWindow(inputs[id], Number(slateDate.slice(0, 4)));
  const priorWarning = statcastPriorWarning(inputs['savant-batter-ev-prior'].rows);
  if (priorWarning)
    inputs['savant-batter-ev-prior'] = { ...inputs['savant-batter-ev-prior'], warnings: [...inputs['savant-batter-ev-prior'].warnings, priorWarning] };
  const inputReports = reports();

  t = performance.now();
  const slate = buildSlate({
    date: slateDate,
    builtAt: options.builtAt,
    inputs,
    history: options.history,
    rewriteHistory: options.rewriteHistory,
    card,
    marketCard,
  });
  timings.push({ step: 'match + model', ms: performance.now() - t });
  // The join's findings (prices without a game, a hitter on two clubs, openers...) are said on their input; a book the
  // market card has not measured prices on the pooled calibration, and an old card may lag the league: the odds input says so.
  const found = (input: string): string[] => [...(slate.inputWarnings.get(input as InputId) ?? []), ...(input === 'odds' ? slate.marketWarnings : [])];
  const withFindings = inputReports.map((r) => (found(r.input).length > 0 ? { ...r, warnings: [...r.warnings, ...found(r.input)] } : r));
  return { inputReports: withFindings, dataset, slate, fatal: null, timings };
}

/** The lineups as the slate uses them: entries off the slate date or without an opponent become counted rejects. */
function withSlateLineups(
  lineups: LoadedInputs['lineups'],
  date: string,
  schedule: LoadedInputs['games']['rows'],
  parks: LoadedInputs['savant-park-factors']['rows'],
): LoadedInputs['lineups'] {
  const settled = settleSlateLineups(lineups.file ?? 'lineups', date, lineups.rows, schedule, parks);
  return {
    ...lineups,
    rows: settled.games.flatMap((g) => [g.away, g.home]),
    rejected: [...lineups.rejected, ...settled.rejected].sort((a, b) => a.line - b.line),
    warnings: [...lineups.warnings, ...settled.warnings],
  };
}

/**
 * A day without games (the All-Star break, an off day, the off-season): the schedule was read and
 * lists no game, and the lineups file was read and holds none either (what `fetch` writes on such a
 * day). The build then runs on an empty slate: the day's files say there are no games, the season
 * files are built as usual. Lineups that are empty while the schedule lists games, or with no
 * schedule to say so, stay an unusable required input.
 */
export function isDayWithoutGames(inputs: Pick<LoadedInputs, 'lineups' | 'games'>): boolean {
  const { lineups, games } = inputs;
  return lineups.status === 'ok' && lineups.rows.length === 0 && lineups.rejected.length === 0 && games.status === 'ok' && games.rows.length === 0;
}

function requiredInputProblem(inputs: LoadedInputs, rawDir: string, dayWithoutGames: boolean): LongballError | null {
  for (const def of INPUTS) {
    if (!def.required) continue;
    const result = inputs[def.id];
    if (result.status === 'missing') {
      return new LongballError('REQUIRED_INPUT_MISSING', { input: def.id, dir: rawDir, expected: def.fileNames.join(' or ') });
    }
    if (result.status === 'unusable') {
      return new LongballError('REQUIRED_INPUT_UNUSABLE', { input: def.id, file: result.file ?? '?', reason: result.error ?? 'unknown' });
    }
    if (result.rows.length === 0 && !(def.id === 'lineups' && dayWithoutGames)) {
      return new LongballError('REQUIRED_INPUT_UNUSABLE', { input: def.id, file: result.file ?? '?', reason: 'it holds no usable rows' });
    }
  }
  return null;
}

/** A slate run with its slate assembled: no required input was unusable. */
export type AssembledSlateRun = SlateRun & { slate: SlateResult; fatal: null };

/** Runs the slate and prints its inputs table; a required input that is unusable is thrown after the table. */
export async function assembleSlate(options: Parameters<typeof runSlate>[0], print: (text: string) => void): Promise<AssembledSlateRun> {
  const run = await runSlate(options);
  print(formatInputs(run.inputReports));
  if (run.fatal) throw run.fatal;
  return { ...run, slate: run.slate!, fatal: null };
}

const REJECT_SAMPLES = 10;

export function toInputReport(result: LoadedInputs[keyof LoadedInputs]): InputReport {
  const reasons = new Map<string, number>();
  for (const issue of result.rejected) {
    const key = issue.column ? `${issue.column}: ${genericReason(issue.reason)}` : genericReason(issue.reason);
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  return {
    input: result.input,
    file: result.file,
    status: result.status,
    required: result.required,
    format: result.format,
    sha256: result.sha256,
    rowsRead: result.rowsRead,
    rowsAccepted: result.rows.length,
    rowsRejected: result.rejected.length,
    rejectReasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    rejectSamples: result.rejected.slice(0, REJECT_SAMPLES).map((r) => ({ line: r.line, column: r.column, reason: genericReason(r.reason) })),
    warnings: result.warnings.map(genericReason),
    error: result.error,
    ...(result.missingColumns && result.missingColumns.length > 0 ? { missingColumns: result.missingColumns } : {}),
  };
}

/**
 * The report is public (the manifest): a cell's text, quoted in every reason and
 * warning that repeats it, is elided, so the file and line name the cell and no
 * raw content is published. It also groups "\"abc\" is not a number" and
 * "\"xyz\" is not a number" under one reason.
 */
function genericReason(reason: string): string {
  return reason.replace(/"[^"]*"/g, '"…"');
}
