import type { HistoryIndex } from '../../domain/contracts/picks.ts';

/** The record (docs/product.md#historic-projections): hits/graded with a whole percent, 0/0 (0%) before any grading. */
export function formatRecord(record: HistoryIndex['record']): string {
  const percent = record.graded === 0 ? 0 : Math.round((record.hits / record.graded) * 100);
  return `${record.hits}/${record.graded} (${percent}%)`;
}
