/**
 * What `fit` and `backtest` share: the pieces of their option schemas, reading
 * the PA logs in date order, the committed model card, the data fingerprint,
 * the metrics table both print and the stderr progress line. Both write their
 * outputs through the one writer (io/generated-fs.ts writeFilesAtomically) once
 * everything is computed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  MARKET_CALIBRATION,
  marketCardSchema,
  modelCardSchema,
  rowsByDate,
  type DataFingerprint,
  type FileFingerprint,
  type MarketCard,
  type Metrics,
  type ModelCard,
  type WalkContext,
  type WalkForwardFeatures,
} from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { readGameConditions, type GameConditionsFile } from '../sources/game-conditions.ts';
import { readNeutralSites, readPaLog, type ReadPaLog } from '../sources/pa-log.ts';
import { readStatcastBatting, type StatcastBattingFile } from '../sources/statcast-batting.ts';

/** The committed model card, found from this file so every command reads the same card from any working directory. */
export const COMMITTED_MODEL_CARD = fileURLToPath(new URL('../../domain/probability/model-card.json', import.meta.url));

/** The committed market card (domain/probability/market-card.json): the nightly's fair prices and `market backtest`'s settings. */
export const COMMITTED_MARKET_CARD = fileURLToPath(new URL('../../domain/probability/market-card.json', import.meta.url));

/** A plate-appearance log option's value. */
export const paLogFile = z
  .string({ message: 'is required: the plate-appearance log (.csv or .csv.gz)' })
  .regex(/\.csv(\.gz)?$/, 'must name a .csv or .csv.gz file');
/** The repeatable --sites option: neutral-sites CSVs, none by default. */
export const sitesFiles = z.array(z.string().regex(/\.csv$/, 'must name a .csv file')).default([]);
export const jsonFile = z.string().regex(/\.json$/, 'must name a .json file');
/** The repeatable --games option: each season's game conditions (games_<y>.csv.gz), none by default. */
export const gamesFiles = z.array(z.string().regex(/\.csv(\.gz)?$/, 'must name a .csv or .csv.gz file')).default([]);
/** The repeatable --statcast option: Statcast batting of earlier seasons (statcast_batting_<y>.csv), none by default. */
export const statcastFiles = z.array(z.string().regex(/\.csv(\.gz)?$/, 'must name a .csv or .csv.gz file')).default([]);

/** A PA log read for fit or backtest, with its first and last dates. */
export interface SeasonLog {
  log: ReadPaLog;
  firstDate: string;
  lastDate: string;
}

/** Reads PA logs (and neutral-sites files), each checked, ordered by their dates. */
export function readSeasonLogs(files: readonly string[], sitesFiles: readonly string[]): SeasonLog[] {
  const sites = readNeutralSites(sitesFiles);
  return files
    .map((file) => {
      const log = readPaLog(file, sites);
      const days = rowsByDate(log.rows);
      return { log, firstDate: days[0]![0], lastDate: days[days.length - 1]![0] };
    })
    .sort((a, b) => (a.firstDate < b.firstDate ? -1 : a.firstDate > b.firstDate ? 1 : 0));
}

/**
 * Refuses history that is not wholly before the season it serves, and logs that overlap each other:
 * every log must end before the next (by dates) starts.
 */
export function checkSeasonOrder(history: readonly SeasonLog[], season: SeasonLog): void {
  const refuse = (h: SeasonLog, against: SeasonLog, reason: string) =>
    new LongballError('MODEL_HISTORY_ORDER', {
      file: h.log.file,
      firstDate: h.firstDate,
      lastDate: h.lastDate,
      season: against.log.file,
      seasonFirstDate: against.firstDate,
      seasonLastDate: against.lastDate,
      reason,
    });
  for (const h of history) {
    if (h.log.file === season.log.file) throw refuse(h, season, 'it is the same file');
    if (h.firstDate > season.lastDate) throw refuse(h, season, 'it is a later season');
    if (h.lastDate >= season.firstDate) throw refuse(h, season, 'their dates overlap');
  }
  const sorted = [...history].sort((a, b) => (a.firstDate < b.firstDate ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i - 1]!.lastDate >= sorted[i]!.firstDate) throw refuse(sorted[i - 1]!, sorted[i]!, 'their dates overlap');
  }
}

/** Reads a card file and checks it against its schema; every failure is `code` with the reason. */
function readCard<S extends z.ZodType>(file: string, schema: S, code: 'MODEL_CARD_INVALID' | 'MARKET_CARD_INVALID'): z.output<S> {
  if (!existsSync(file)) throw new LongballError(code, { file, reason: 'the file does not exist' });
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new LongballError(code, { file, reason: `not valid JSON (${(e as Error).message})` });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new LongballError(code, { file, reason: `${issue.path.join('.') || '(root)'}: ${issue.message}` });
  }
  return parsed.data;
}

/** The season a log is of: the year of its first date. */
export const seasonOf = (season: SeasonLog): number => Number(season.firstDate.slice(0, 4));

/** What a season walk reads beside its log: its games file (if given) and the latest Statcast file before it (if any). */
export interface SeasonInputs {
  conditions: GameConditionsFile | null;
  statcast: StatcastBattingFile | null;
}

/**
 * Reads the --games and --statcast files for the logs: each games file goes with the log whose game ids it covers
 * (one covering none is refused), each log reads the latest Statcast season before its own. `target` is the latest
 * season predicted: a Statcast file of it or later is refused (its aggregates hold that season's outcomes).
 */
export function readSeasonInputs(logs: readonly SeasonLog[], games: readonly string[], statcast: readonly string[], target: SeasonLog): SeasonInputs[] {
  const statcastRead = statcast.map(readStatcastBatting);
  for (const file of statcastRead) {
    if (file.season >= seasonOf(target)) {
      throw new LongballError('MODEL_STATCAST_TOO_LATE', {
        file: file.file,
        season: file.season,
        target: `${path.basename(target.log.file)} (${seasonOf(target)})`,
      });
    }
  }
  const gameIds = logs.map(({ log }) => new Set(log.rows.map((r) => r.gameId)));
  const conditions = games.map(readGameConditions);
  const byLog = logs.map((): GameConditionsFile | null => null);
  for (const file of conditions) {
    const i = gameIds.findIndex((ids) => [...file.conditions.keys()].some((id) => ids.has(id)));
    if (i < 0) throw new LongballError('MODEL_CONDITIONS_UNMATCHED', { file: file.file, firstDate: file.firstDate, lastDate: file.lastDate });
    byLog[i] = file;
  }
  return logs.map((season, i) => ({
    conditions: byLog[i]!,
    statcast: statcastRead.filter((f) => f.season < seasonOf(season)).sort((a, b) => b.season - a.season)[0] ?? null,
  }));
}

/** The walk's context from a season's inputs. */
export const walkContextOf = (inputs: SeasonInputs): WalkContext => ({ conditions: inputs.conditions?.conditions ?? null, statcast: inputs.statcast });

/** A file's name (no folder), sha256 and rows. */
export const fileFingerprint = (file: { file: string; sha256: string; rows: number }): FileFingerprint => ({
  file: path.basename(file.file),
  sha256: file.sha256,
  rows: file.rows,
});

/** The rejected values of the season inputs, as lines to print (the first few of each file, then a count). */
export function rejectLines(inputs: readonly SeasonInputs[], shown = 5): string[] {
  const files = [...new Set(inputs.flatMap((i) => [i.conditions, i.statcast]).filter((f) => f !== null))];
  return files.flatMap((f) => {
    if (f.rejects.length === 0) return [];
    const lines = f.rejects.slice(0, shown).map((r) => `  ${path.basename(r.file)}, line ${r.line}, column ${r.column}: "${r.value}" ${r.reason}`);
    const more = f.rejects.length > shown ? [`  ... and ${f.rejects.length - shown} more in ${path.basename(f.file)}`] : [];
    return [`${path.basename(f.file)}: ${f.rejects.length} value(s) rejected, read as unknown:`, ...lines, ...more];
  });
}

/** Reads and checks a model card. */
export function readModelCard(file: string): ModelCard {
  return readCard(file, modelCardSchema, 'MODEL_CARD_INVALID');
}

/** Reads and checks a market card: its schema, and a reference implied probability its lines can be read with. */
export function readMarketCard(file: string): MarketCard {
  const card = readCard(file, marketCardSchema, 'MARKET_CARD_INVALID');
  if (card.referenceImplied !== MARKET_CALIBRATION.referenceImplied) {
    const reason = `its lines are stated at an implied ${card.referenceImplied}, this version reads them at ${MARKET_CALIBRATION.referenceImplied}: refit it`;
    throw new LongballError('MARKET_CARD_INVALID', { file, reason });
  }
  return card;
}

/** What the card records about the data: names without folders, so the card does not depend on where the files were. */
export function fingerprintOf(log: ReadPaLog, walk: WalkForwardFeatures, inputs: SeasonInputs = { conditions: null, statcast: null }): DataFingerprint {
  const dates = walk.days.map((d) => d.date);
  return {
    file: path.basename(log.file),
    sha256: log.sha256,
    rows: log.rows.length,
    games: new Set(log.rows.map((r) => r.gameId)).size,
    starterGames: walk.starterGames.length,
    homeRuns: log.rows.filter((r) => r.hr).length,
    firstDate: dates[0] ?? '',
    lastDate: dates[dates.length - 1] ?? '',
    neutralSites: log.sites ? { file: path.basename(log.sites.file), sha256: log.sites.sha256, games: log.neutralSiteGames } : null,
    conditions: inputs.conditions
      ? {
          ...fileFingerprint(inputs.conditions),
          gamesCovered: new Set(log.rows.filter((r) => inputs.conditions!.conditions.has(r.gameId)).map((r) => r.gameId)).size,
          rejected: inputs.conditions.rejects.length,
        }
      : null,
    statcast: inputs.statcast ? { ...fileFingerprint(inputs.statcast), season: inputs.statcast.season } : null,
  };
}

/** A progress reporter for a day-by-day walk: one rewritten line on a terminal, a line per ~10 % otherwise. */
export function progressLine(label: string): (done: number, total: number, date: string) => void {
  const tty = process.stderr.isTTY === true;
  let lastDecile = -1;
  return (done, total, date) => {
    const text = `${label}: ${done}/${total} dates (${date})`;
    if (tty) {
      process.stderr.write(`\r${text}${done === total ? '\n' : ''}`);
      return;
    }
    const decile = Math.floor((done / total) * 10);
    if (decile !== lastDecile || done === total) {
      lastDecile = decile;
      process.stderr.write(`${text}\n`);
    }
  };
}

const pct = (x: number, digits = 2) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(digits)} %`;

/** The metrics block both commands print. */
export function formatMetrics(title: string, m: Metrics): string {
  const rows: [string, string][] = [
    ['n (starter-games)', String(m.n)],
    ['home-run games', String(m.events)],
    ['base rate', m.baseRate.toFixed(6)],
    ['mean predicted', m.meanPredicted.toFixed(6)],
    ['Brier score', m.brier.toFixed(6)],
    ['Brier, constant base rate', m.brierBaseRate.toFixed(6)],
    ['Brier skill', pct(m.brierSkill)],
    ['ROC AUC', m.rocAuc.toFixed(4)],
    ['log loss', m.logLoss.toFixed(6)],
    ['ECE (10 equal-count bins)', m.ece.toFixed(4)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = [
    title,
    ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
    '',
    '  Reliability (10 equal-count bins)',
    '  bin       n  predicted  observed  range',
  ];
  for (const bin of m.reliability) {
    lines.push(
      `  ${String(bin.bin).padStart(3)}  ${String(bin.n).padStart(6)}  ${bin.meanPredicted.toFixed(4).padStart(9)}  ${bin.observedRate.toFixed(4).padStart(8)}  ${bin.minPredicted.toFixed(4)}-${bin.maxPredicted.toFixed(4)}`,
    );
  }
  return lines.join('\n');
}
