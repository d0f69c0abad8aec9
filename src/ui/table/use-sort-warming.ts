/**
 * What a table prepares while the browser is idle: first every sortable column's order in `index`
 * (so even a column's first click is cheap), then, for a data set too large to scan while its
 * data arrives (`scanAtOnce` false), the texts that size its columns (./column-widths.ts), column
 * by column. The work runs in slices that stop when the idle period ends: no slice is a long task,
 * so input stays responsive.
 *
 * Answers the texts found while idle, with the rows they were found for (null until all columns
 * are scanned, and always null when `scanAtOnce`).
 */
import { useEffect, useState } from 'react';
import { widestTextsOf, type ColumnTexts } from './column-widths.ts';
import type { SortIndex } from './sort-index.ts';
import type { ColumnSpec } from './types.ts';

/** Idle time left unused at the end of an idle period, for the browser's own work. */
const IDLE_MARGIN_MS = 4;
/** At most this much work per idle callback, however long the idle period: never a long task (50 ms). */
const IDLE_SLICE_MS = 20;
/** Without requestIdleCallback (Safari): at most this long per timer turn. */
const FALLBACK_SLICE_MS = 8;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining(): number }) => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface IdleTexts<Row> {
  rows: readonly Row[];
  texts: ColumnTexts[];
}

export function useSortWarming<Row>(
  index: SortIndex<Row>,
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  scanAtOnce: boolean,
): IdleTexts<Row> | null {
  const [textsWhenIdle, setTextsWhenIdle] = useState<IdleTexts<Row> | null>(null);
  useEffect(() => {
    const idle = window as IdleWindow;
    const pending = columns.filter((c) => c.sortable !== false).map((c) => c.id);
    const toScan = scanAtOnce ? [] : [...columns];
    const scanned: ColumnTexts[] = [];
    let handle = 0;
    const schedule = () => {
      handle = idle.requestIdleCallback
        ? idle.requestIdleCallback((deadline) => {
            const until = performance.now() + IDLE_SLICE_MS;
            step(() => deadline.timeRemaining() > IDLE_MARGIN_MS && performance.now() < until);
          })
        : window.setTimeout(() => {
            const until = performance.now() + FALLBACK_SLICE_MS;
            step(() => performance.now() < until);
          }, 50);
    };
    const step = (hasTime: () => boolean) => {
      while (pending.length > 0 && hasTime()) {
        if (!index.warm(pending[0]!, hasTime)) pending.shift();
      }
      while (pending.length === 0 && toScan.length > 0 && hasTime()) {
        scanned.push(...widestTextsOf(rows, [toScan.shift()!]));
        if (toScan.length === 0) setTextsWhenIdle({ rows, texts: scanned });
      }
      if (pending.length > 0 || toScan.length > 0) schedule();
    };
    schedule();
    return () => (idle.cancelIdleCallback ? idle.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [index, rows, columns, scanAtOnce]);
  return textsWhenIdle;
}
