/**
 * Which rows of a history input (mlb-history-batting / mlb-history-pitching) a slate reads:
 * the HISTORY_SEASONS seasons before the slate's. A row of another season (the slate's own, a
 * later one, or an older one) is rejected with its file, line, column and value, so a history
 * file fetched for another slate is reported rather than read as this one's. Pure.
 */
import { HISTORY_SEASONS } from '../../domain/probability/index.ts';
import type { RowIssue, StatRow } from '../inputs/rows.ts';

export const HISTORY_COLUMN = 'season';

/** The input with rows outside [slateSeason - HISTORY_SEASONS, slateSeason - 1] moved to its rejects. */
export function withinHistoryWindow<T extends { file: string | null; rows: StatRow[]; rejected: RowIssue[] }>(input: T, slateSeason: number): T {
  const first = slateSeason - HISTORY_SEASONS;
  const last = slateSeason - 1;
  const rows: StatRow[] = [];
  const rejected: RowIssue[] = [];
  for (const row of input.rows) {
    if (row.season !== undefined && row.season >= first && row.season <= last) rows.push(row);
    else {
      rejected.push({
        file: input.file ?? 'history',
        line: row.line,
        column: HISTORY_COLUMN,
        reason: `season ${row.season ?? '(none)'} is not one of the ${HISTORY_SEASONS} seasons before the slate's (${first}-${last})`,
      });
    }
  }
  if (rejected.length === 0) return input;
  return { ...input, rows, rejected: [...input.rejected, ...rejected].sort((a, b) => a.line - b.line) };
}
