/**
 * Helpers for the probability-model tests: where the real PA log lives (if at
 * all), the leakage check's rewritten log, and predictions as the lines the
 * backtest writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectFeatures, predictFeatures, type ModelConstants, type SeasonHistory, type WalkContext } from '../../../domain/probability/index.ts';
import { PA_LOG_COLUMNS, parsePaLog } from '../../../pipeline/sources/pa-log.ts';

/**
 * The real model data: ../shared/model-data, or LONGBALL_MODEL_DATA_DIR. When CI
 * sets LONGBALL_MODEL_DATA_DIR the folder is expected, and its absence fails the
 * run instead of skipping.
 */
export const MODEL_DATA_DIR = path.resolve(process.cwd(), process.env.LONGBALL_MODEL_DATA_DIR ?? '../shared/model-data');
export const modelDataPresent = existsSync(path.join(MODEL_DATA_DIR, 'pa_2020.csv.gz'));
export const modelDataRequired = Boolean(process.env.CI) && process.env.LONGBALL_MODEL_DATA_DIR !== undefined;
if (!modelDataPresent) console.warn(`real PA-log tests skipped: ${MODEL_DATA_DIR}/pa_2020.csv.gz is absent`);

const COLUMN = Object.fromEntries(PA_LOG_COLUMNS.map((c, i) => [c, i])) as Record<(typeof PA_LOG_COLUMNS)[number], number>;

/**
 * The leakage check's log: rows before `date` unchanged; `date`'s rows replaced by
 * one row per starter (his first PA, hr = 0, bb_type empty), in their order; later rows dropped.
 */
export function leakageLog(text: string, date: string): string {
  const [header, ...lines] = text.trimEnd().split('\n');
  const out = [header!];
  const seen = new Set<string>();
  for (const line of lines) {
    const cells = line.split(',');
    const day = cells[COLUMN.date]!;
    if (day < date) out.push(line);
    else if (day === date && cells[COLUMN.starter] === '1') {
      const key = `${cells[COLUMN.game_id]}|${cells[COLUMN.batter_id]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cells[COLUMN.hr] = '0';
      cells[COLUMN.bb_type] = '';
      out.push(cells.join(','));
    }
  }
  return `${out.join('\n')}\n`;
}

/** The backtest's lines (`game_id,batter_id,p`) for the starter-games dated `date` (all dates when omitted). */
export function predictionLines(
  text: string,
  constants: ModelConstants,
  date?: string,
  sites?: ReadonlyMap<string, string>,
  history: readonly SeasonHistory[] = [],
  context: WalkContext = {},
): string[] {
  const walk = collectFeatures(parsePaLog('log.csv', text, sites), history, undefined, context);
  const predictions = predictFeatures(constants, walk);
  return walk.starterGames.flatMap((f, i) =>
    date === undefined || f.game.date === date ? [`${f.game.gameId},${f.game.batterId},${predictions[i]!.p.toFixed(6)}`] : [],
  );
}

export const committedCard = () => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../domain/probability/model-card.json'), 'utf8'));
