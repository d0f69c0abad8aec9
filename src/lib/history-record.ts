import type { HistoryIndex } from '../../domain/contracts/picks.ts';

/** P2 §2 "Record displays as 0/0 (0%)": hits/graded with a whole percent. */
export function formatRecord(record: HistoryIndex['record']): string {
  const percent = record.graded === 0 ? 0 : Math.round((record.hits / record.graded) * 100);
  return `${record.hits}/${record.graded} (${percent}%)`;
}
