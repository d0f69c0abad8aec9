/**
 * Archived picks, /data/history/<YYYY-MM-DD>.json, fetched once per day per
 * visit with the data store's retry policy (src/lib/data-store.ts), as one
 * nanostores atom per day (subscribing starts the fetch).
 */
import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { HistoryDay } from '../../domain/contracts/picks.ts';
import { dataUrl } from './data-files.ts';
import { DataLoadError, fetchJsonWithRetry, INVALID_FORMAT_MESSAGE, type DataFetchError, type DataState, type FetchOptions } from './data-store.ts';

export function historyDayUrl(date: string): string {
  return dataUrl(`history/${date}.json`);
}

/** The client's shape check: both pick lists are arrays. */
export function checkHistoryDay(json: unknown): DataFetchError | null {
  const day = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return Array.isArray(day.confident) && Array.isArray(day.punt) ? null : { kind: 'format', message: INVALID_FORMAT_MESSAGE };
}

const stores = new Map<string, WritableAtom<DataState<HistoryDay>>>();
let fetchOptions: FetchOptions = {};

/** Test seam: replace fetch/sleep and forget every cached day. */
export function resetHistoryStoreForTests(options: FetchOptions = {}): void {
  stores.clear();
  fetchOptions = options;
}

async function load(date: string, store: WritableAtom<DataState<HistoryDay>>): Promise<void> {
  try {
    const json = await fetchJsonWithRetry(historyDayUrl(date), checkHistoryDay, fetchOptions);
    store.set({ data: json as HistoryDay, error: null, loading: false });
  } catch (e) {
    const error: DataFetchError = e instanceof DataLoadError ? e.detail : { kind: 'network', message: (e as Error).message };
    store.set({ data: null, error, loading: false });
  }
}

export function historyDayStore(date: string): ReadableAtom<DataState<HistoryDay>> {
  let store = stores.get(date);
  if (!store) {
    const created = atom<DataState<HistoryDay>>({ data: null, error: null, loading: true });
    let started = false;
    onMount(created, () => {
      if (!started) {
        started = true;
        void load(date, created);
      }
    });
    stores.set(date, created);
    store = created;
  }
  return store;
}
