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
  type MarketCard,
  type Metrics,
  type ModelCard,
  type WalkForwardFeatures,
} from '../../domain/probability/index.ts';
import { LongballError } from '../errors.ts';
import { readNeutralSites, readPaLog, type ReadPaLog } from '../sources/pa-log.ts';

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
export function fingerprintOf(log: ReadPaLog, walk: WalkForwardFeatures): DataFingerprint {
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
