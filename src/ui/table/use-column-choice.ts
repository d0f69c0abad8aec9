/**
 * Which of a table's columns are shown, and in what order: the visitor's pick (the "Columns"
 * control), kept per table in localStorage under `longball:columns:<storageKey>`, or, before any
 * pick, the default for the screen (./default-columns.ts). The name column is always shown.
 * Answers TanStack's column visibility state and the columns' order (DataTable hands TanStack
 * the definitions in that order).
 *
 * From outside the table (a saved view, src/islands/projections/SavedViewsPanel.tsx):
 *   shownColumnIds(storageKey)         the ids a mounted table with that key shows now, or null
 *   applyColumnPick(storageKey, ids)   sets its pick as if the visitor had made it (null: the default)
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { columnOrderFor, defaultColumnIds, DESKTOP_MIN_PX, screenClassOf, TABLET_MIN_PX, type ScreenClass } from './default-columns.ts';
import type { ColumnSpec } from './types.ts';

const STORAGE_PREFIX = 'longball:columns:';

/** The viewport's screen class as last read (currentScreen). */
let screenNow: ScreenClass | null = null;

/** Follows the breakpoints; the kept screen class (currentScreen) is brought up to date before `onChange` runs. */
function subscribeToScreen(onChange: () => void): () => void {
  const queries = [TABLET_MIN_PX, DESKTOP_MIN_PX].map((px) => window.matchMedia(`(min-width: ${px}px)`));
  const update = () => {
    screenNow = screenClassOf(window.innerWidth);
    onChange();
  };
  for (const query of queries) query.addEventListener('change', update);
  return () => {
    for (const query of queries) query.removeEventListener('change', update);
  };
}

/**
 * The viewport's screen class, read at the first call and then kept by the breakpoints' own
 * events: React reads a store's snapshot at every render of every table, and reading
 * window.innerWidth then (the page's layout just changed by a commit) would make the browser lay
 * out the whole page at once, a long task on a phone.
 */
function currentScreen(): ScreenClass {
  if (screenNow === null) {
    screenNow = screenClassOf(window.innerWidth);
    // Kept current while no table follows the breakpoints too.
    subscribeToScreen(() => {});
  }
  return screenNow;
}

/**
 * The screen class of the viewport; 'desktop' in the static build (every column in the HTML).
 * Hydration reads the viewport too: the static HTML draws no column by it (DataTable draws every
 * screen's columns until the screen is known), so the hydrated render needs no second pass.
 */
export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(subscribeToScreen, currentScreen, () => (typeof window === 'undefined' ? 'desktop' : currentScreen()));
}

/**
 * The inner width of the table's box, followed as it resizes (null before the first layout). A
 * table first drawn in the browser reads it before its first paint. A hydrated one is already
 * drawn from the static HTML, which lays out without it: it learns the width from the observer's
 * first report, after the browser's own layout, and redraws in a transition (in slices). Read in
 * the commit, the width would force a layout there and redraw every row in one synchronous pass.
 */
function useRoom(boxRef: RefObject<HTMLElement | null>, hydrating: boolean): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      const width = box.clientWidth;
      startTransition(() => setRoom(width));
    });
    if (!hydrating) setRoom(box.clientWidth);
    observer.observe(box);
    return () => observer.disconnect();
  }, [boxRef, hydrating]);
  return room;
}

function readPick(storageKey: string): ReadonlySet<string> | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + storageKey);
    const ids: unknown = stored === null ? null : JSON.parse(stored);
    return Array.isArray(ids) ? new Set(ids.filter((id): id is string => typeof id === 'string')) : null;
  } catch {
    return null;
  }
}

function writePick(storageKey: string, ids: ReadonlySet<string> | null): void {
  try {
    if (ids === null) window.localStorage.removeItem(STORAGE_PREFIX + storageKey);
    else window.localStorage.setItem(STORAGE_PREFIX + storageKey, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the pick holds for this page view only.
  }
}

type PickListener = (ids: ReadonlySet<string> | null) => void;
const pickListeners = new Map<string, Set<PickListener>>();
const shownByKey = new Map<string, ReadonlySet<string>>();

/** The column ids the mounted table kept under `storageKey` shows now; null when none is mounted. */
export function shownColumnIds(storageKey: string): string[] | null {
  const shown = shownByKey.get(storageKey);
  return shown ? [...shown] : null;
}

/** Sets the column pick of the table kept under `storageKey`, stored as the visitor's own pick. */
export function applyColumnPick(storageKey: string, ids: ReadonlySet<string> | null): void {
  writePick(storageKey, ids);
  for (const listener of pickListeners.get(storageKey) ?? []) listener(ids);
}

export interface ColumnChoice {
  /** The shown column ids (the name column always among them). */
  shownIds: ReadonlySet<string>;
  /** TanStack's columnVisibility state: every column id to whether it is shown. */
  visibility: Record<string, boolean>;
  /** The columns' order on this screen (their ids). */
  order: string[];
  screen: ScreenClass;
  /** The inner width of the table's box (null before the first layout). */
  room: number | null;
  /** Whether the table offers a choice (some column has a `show`). */
  choosable: boolean;
  /** A new pick (kept for this table); null goes back to the default for the screen. */
  pick: (ids: ReadonlySet<string> | null) => void;
}

export function useColumnChoice<Row>(
  columns: readonly ColumnSpec<Row>[],
  nameId: string,
  storageKey: string,
  widths: ReadonlyMap<string, number> | null,
  boxRef: RefObject<HTMLElement | null>,
  /** Whether the table was drawn by hydrating the static HTML (../use-hydrating.ts). */
  hydrating: boolean,
): ColumnChoice {
  const screen = useScreenClass();
  const room = useRoom(boxRef, hydrating);
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> | null } | null>(null);
  // The stored pick is read after hydration (the static HTML has the default set). Without one
  // the default is what is drawn: no state is set, so nothing is redrawn.
  useLayoutEffect(() => {
    const ids = readPick(storageKey);
    if (ids !== null) setPicked({ key: storageKey, ids });
  }, [storageKey]);
  const pickedIds = picked?.key === storageKey ? picked.ids : null;
  const defaults = useMemo(() => defaultColumnIds(columns, screen, nameId, widths, room), [columns, screen, nameId, widths, room]);
  const shownIds = useMemo(() => {
    if (!pickedIds) return defaults;
    const ids = new Set([...pickedIds].filter((id) => columns.some((column) => column.id === id)));
    ids.add(nameId);
    return ids;
  }, [pickedIds, defaults, columns, nameId]);
  useEffect(() => {
    const listener: PickListener = (ids) => setPicked({ key: storageKey, ids });
    const listeners = pickListeners.get(storageKey) ?? new Set<PickListener>();
    listeners.add(listener);
    pickListeners.set(storageKey, listeners);
    return () => {
      listeners.delete(listener);
    };
  }, [storageKey]);
  useEffect(() => {
    shownByKey.set(storageKey, shownIds);
    return () => {
      if (shownByKey.get(storageKey) === shownIds) shownByKey.delete(storageKey);
    };
  }, [storageKey, shownIds]);
  const visibility = useMemo(() => Object.fromEntries(columns.map((column) => [column.id, shownIds.has(column.id)])), [columns, shownIds]);
  const order = useMemo(() => columnOrderFor(columns, screen, nameId), [columns, screen, nameId]);
  const pick = (ids: ReadonlySet<string> | null) => {
    writePick(storageKey, ids);
    setPicked({ key: storageKey, ids });
  };
  return { shownIds, visibility, order, screen, room, choosable: columns.some((column) => column.show), pick };
}
