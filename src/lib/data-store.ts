/**
 * Client-side data cache: each /data/ file is fetched at most once per page
 * visit, however many islands ask for it. Every caller of `loadData(name)` gets
 * the same promise, and `dataStore(name)` the same nanostores atom (subscribing
 * to it starts the fetch), so islands can render "Loading..." until the data
 * is there and share one request.
 *
 * Failed requests are retried per spec (DATA_FETCH_RETRY: 3 retries, backoff
 * 1 s, 2 s, 4 s ... capped at 30 s). Only transient failures are retried: a
 * network error or an HTTP 408/429/5xx. A 404 or a body of the wrong shape is
 * final (retrying cannot fix it).
 *
 * `refreshData(name)` re-fetches on purpose (polling pages such as lineups):
 * it bypasses the HTTP cache and keeps the last good data in the store when
 * the refresh fails, with the error alongside.
 *
 * No zod here: the files were validated against their contracts at build
 * time; the client only checks that the file's main list is an array.
 */
import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { DATA_FETCH_RETRY } from '../config/ui-settings.ts';
import { dataUrl, isPremiumDataFile, isSlicedDataFile, type DataFileName, type DataOf, type PremiumDataFile } from './data-files.ts';
import { SITE_MODE } from './site-config.ts';

export type DataFetchError =
  | { kind: 'http'; status: number; statusText: string; message: string }
  | { kind: 'format'; message: string }
  | { kind: 'network'; message: string };

export interface DataState<T> {
  /** The last data successfully loaded, or null before the first success. */
  data: T | null;
  /** The last failure (null after a success). */
  error: DataFetchError | null;
  /** A request (first load or refresh) is in flight. */
  loading: boolean;
}

export class DataLoadError extends Error {
  override name = 'DataLoadError';
  constructor(readonly detail: DataFetchError) {
    super(detail.message);
  }
}

/** The spec's backoff: 1 s after the first failure, doubling, capped at 30 s. */
export function backoffDelayMs(failedAttempts: number, policy = DATA_FETCH_RETRY): number {
  return Math.min(policy.initialBackoffMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxBackoffMs);
}

export function isRetryable(error: DataFetchError): boolean {
  if (error.kind === 'network') return true;
  if (error.kind === 'http') return error.status === 408 || error.status === 429 || error.status >= 500;
  return false;
}

/** Each file's main list: the client's only shape check ("expected an array"). */
const MAIN_ARRAY_FIELD: { readonly [N in DataFileName]: keyof DataOf<N> & string } = {
  'projections.json': 'batters',
  'picks.json': 'confident',
  'lineups.json': 'games',
  'bvp.json': 'rows',
  'bvp-today.json': 'rows',
  'park-factors.json': 'parks',
  'bullpen.json': 'entries',
  'rv-comparison.json': 'rows',
  'matchups.json': 'teams',
  'home-runs.json': 'homeRuns',
  'calculator.json': 'players',
  'history/index.json': 'days',
  'market/log.json': 'games',
  'graded-nights.json': 'lines',
  'manifest.json': 'inputs',
};

export const INVALID_FORMAT_MESSAGE = 'Invalid data format: expected an array';

export function checkMainArray(name: DataFileName, json: unknown): DataFetchError | null {
  const field = MAIN_ARRAY_FIELD[name];
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[field] : undefined;
  return Array.isArray(value) ? null : { kind: 'format', message: INVALID_FORMAT_MESSAGE };
}

export interface FetchOptions {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Bypass the HTTP cache (refreshes). */
  noStore?: boolean;
  retries?: number;
  /** How the body becomes JSON; default `response.json()`. Throws on text that is not JSON. */
  readBody?: (response: Response) => Promise<unknown>;
}

const readWhole = (response: Response): Promise<unknown> => response.json();

/**
 * A body read in slices (./json-slices.ts), for the files that run to thousands of rows. The
 * reader's code is fetched when the request starts, in parallel with it, and only by pages that
 * read such a file.
 */
export function slicedBodyReader(): (response: Response) => Promise<unknown> {
  const slicer = import('./json-slices.ts');
  return async (response) => (await slicer).readJsonInSlices(response);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GET url as JSON with the spec's retry policy; `check` rejects a wrong shape (never retried). */
export async function fetchJsonWithRetry(url: string, check: (json: unknown) => DataFetchError | null, options: FetchOptions = {}): Promise<unknown> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? DATA_FETCH_RETRY.retries;
  for (let attempt = 1; ; attempt++) {
    const outcome = await fetchOnce(fetchImpl, url, check, options.noStore ?? false, options.readBody ?? readWhole);
    if ('json' in outcome) return outcome.json;
    if (attempt > retries || !isRetryable(outcome.error)) throw new DataLoadError(outcome.error);
    await sleep(backoffDelayMs(attempt));
  }
}

async function fetchOnce(
  fetchImpl: typeof fetch,
  url: string,
  check: (json: unknown) => DataFetchError | null,
  noStore: boolean,
  readBody: (response: Response) => Promise<unknown>,
): Promise<{ json: unknown } | { error: DataFetchError }> {
  let response: Response;
  try {
    response = await fetchImpl(url, noStore ? { cache: 'no-store' } : undefined);
  } catch (e) {
    return { error: { kind: 'network', message: `Could not reach ${url}: ${(e as Error).message}` } };
  }
  if (!response.ok) {
    return {
      error: {
        kind: 'http',
        status: response.status,
        statusText: response.statusText,
        message: `Failed to fetch ${url}: ${response.status} ${response.statusText}`,
      },
    };
  }
  let json: unknown;
  try {
    json = await readBody(response);
  } catch {
    return { error: { kind: 'format', message: `Invalid data format: ${url} is not JSON` } };
  }
  const problem = check(json);
  return problem ? { error: problem } : { json };
}

interface Entry {
  store: WritableAtom<DataState<unknown>>;
  firstLoad: Promise<unknown> | null;
  /** The store's current value, read without mounting it (nanostores' get() mounts an idle store). */
  state: DataState<unknown>;
}

const entries = new Map<DataFileName, Entry>();
let fetchOptions: FetchOptions = {};

/** Test seam: replace fetch/sleep and forget every cached file. */
export function resetDataStoreForTests(options: FetchOptions = {}): void {
  entries.clear();
  fetchOptions = options;
}

function entryFor(name: DataFileName): Entry {
  let entry = entries.get(name);
  if (!entry) {
    const initial: DataState<unknown> = { data: null, error: null, loading: true };
    const store = atom<DataState<unknown>>(initial);
    const created: Entry = { store, firstLoad: null, state: initial };
    onMount(store, () => {
      void loadData(name).catch(() => undefined);
    });
    entries.set(name, created);
    entry = created;
  }
  return entry;
}

function setState(entry: Entry, state: DataState<unknown>): void {
  entry.state = state;
  entry.store.set(state);
}

/**
 * In configured mode the premium files are not on the static site: the account
 * layer registers where they come from (Supabase, with the visitor's session).
 */
export type PremiumSource = (name: PremiumDataFile) => Promise<unknown>;
let premiumSource: PremiumSource | null = null;

export function registerPremiumSource(source: PremiumSource): void {
  premiumSource = source;
}

function fetchFile(name: DataFileName, noStore: boolean): Promise<unknown> {
  if (SITE_MODE === 'configured' && isPremiumDataFile(name)) {
    if (!premiumSource) {
      const message = `${name} is premium data: it is read from your account, which is not connected yet.`;
      return Promise.reject(new DataLoadError({ kind: 'network', message }));
    }
    return premiumSource(name);
  }
  const readBody = isSlicedDataFile(name) ? slicedBodyReader() : undefined;
  return fetchJsonWithRetry(dataUrl(name), (j) => checkMainArray(name, j), { readBody, ...fetchOptions, noStore });
}

async function runFetch(name: DataFileName, noStore: boolean): Promise<unknown> {
  const entry = entryFor(name);
  setState(entry, { ...entry.state, loading: true });
  try {
    const json = await fetchFile(name, noStore);
    setState(entry, { data: json, error: null, loading: false });
    return json;
  } catch (e) {
    const error: DataFetchError = e instanceof DataLoadError ? e.detail : { kind: 'network', message: (e as Error).message };
    setState(entry, { data: entry.state.data, error, loading: false });
    throw e;
  }
}

/** The file's data; the first call fetches, every later call gets the same promise. */
export function loadData<N extends DataFileName>(name: N): Promise<DataOf<N>> {
  const entry = entryFor(name);
  if (!entry.firstLoad) entry.firstLoad = runFetch(name, false);
  return entry.firstLoad as Promise<DataOf<N>>;
}

/** Fetch again now (bypassing the HTTP cache); the store keeps the last good data on failure. */
export function refreshData<N extends DataFileName>(name: N): Promise<DataOf<N>> {
  const entry = entryFor(name);
  const refreshed = runFetch(name, true);
  if (!entry.firstLoad) entry.firstLoad = refreshed;
  return refreshed as Promise<DataOf<N>>;
}

/** The file's state; subscribing starts the (single) fetch. */
export function dataStore<N extends DataFileName>(name: N): ReadableAtom<DataState<DataOf<N>>> {
  return entryFor(name).store as unknown as ReadableAtom<DataState<DataOf<N>>>;
}
