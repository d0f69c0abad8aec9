import { beforeEach, describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  dataStore,
  DataLoadError,
  fetchJsonWithRetry,
  INVALID_FORMAT_MESSAGE,
  loadData,
  refreshData,
  resetDataStoreForTests,
} from '../../../src/lib/data-store.ts';
import { formatJson } from '../../../domain/contracts/json-layout.ts';
import { isSlicedDataFile } from '../../../src/lib/data-files.ts';
import { lineupsErrorMessage } from '../../../src/lib/lineups-errors.ts';

type Reply = { status: number; statusText?: string; body?: unknown } | 'network-error';

/** A fetch that answers from a script and records every call. */
function scriptedFetch(replies: Reply[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error('no scripted reply left');
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      statusText: reply.statusText ?? '',
    });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const lineups = (name: string) => ({ schemaVersion: 1, date: '2026-08-21', games: [{ id: name }], absence: null });

describe('backoff (spec: 3 retries, 1 s up to 30 s)', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('fetchJsonWithRetry', () => {
  const check = () => null;
  it('retries transient failures with the backoff and returns the data', async () => {
    const { fetchImpl, calls } = scriptedFetch([{ status: 503 }, 'network-error', { status: 200, body: { ok: 1 } }]);
    const sleeps: number[] = [];
    const json = await fetchJsonWithRetry('/data/x.json', check, { fetchImpl, sleep: async (ms) => void sleeps.push(ms) });
    expect(json).toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });
  it('gives up after 3 retries with the last HTTP status', async () => {
    const { fetchImpl, calls } = scriptedFetch(Array.from({ length: 4 }, () => ({ status: 500, statusText: 'Internal Server Error' })));
    const sleeps: number[] = [];
    const failure = fetchJsonWithRetry('/data/x.json', check, { fetchImpl, sleep: async (ms) => void sleeps.push(ms) });
    await expect(failure).rejects.toBeInstanceOf(DataLoadError);
    await failure.catch((e: DataLoadError) => expect(e.detail).toMatchObject({ kind: 'http', status: 500, statusText: 'Internal Server Error' }));
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });
  it('does not retry a 404', async () => {
    const { fetchImpl, calls } = scriptedFetch([{ status: 404, statusText: 'Not Found' }]);
    await expect(fetchJsonWithRetry('/data/x.json', check, { fetchImpl, sleep: async () => {} })).rejects.toThrow(
      'Failed to fetch /data/x.json: 404 Not Found',
    );
    expect(calls).toHaveLength(1);
  });
});

describe('data store: how bodies are read', () => {
  beforeEach(() => resetDataStoreForTests());

  /** A fetch answering every URL with this text (as the site serves a data file). */
  const serving = (text: string) => (async () => new Response(text, { status: 200 })) as unknown as typeof fetch;

  it('a many-row file (bvp.json) goes through the sliced reader and comes out equal to JSON.parse of the file', async () => {
    const file = {
      schemaVersion: 1,
      date: '2026-08-21',
      rows: Array.from({ length: 2500 }, (_, i) => ({ batter: `B${i}`, hr: i % 7 })),
      absence: null,
    };
    const text = formatJson(file);
    expect(isSlicedDataFile('bvp.json')).toBe(true);
    resetDataStoreForTests({ fetchImpl: serving(text), sleep: async () => {} });
    expect(await loadData('bvp.json')).toEqual(JSON.parse(text));
  });

  it('a cut-off many-row file is a format error (never retried), as a small one is', async () => {
    const text = formatJson({ schemaVersion: 1, date: '2026-08-21', rows: [{ batter: 'A' }, { batter: 'B' }], absence: null });
    for (const name of ['bvp.json', 'lineups.json'] as const) {
      resetDataStoreForTests({ fetchImpl: serving(text.slice(0, text.length - 20)), sleep: async () => {} });
      await expect(loadData(name)).rejects.toThrow(`Invalid data format: /data/${name} is not JSON`);
    }
  });

  it('small files are one JSON.parse; a caller may pass its own body reader', async () => {
    expect(isSlicedDataFile('lineups.json')).toBe(false);
    let reads = 0;
    const json = await fetchJsonWithRetry('/data/x.json', () => null, {
      fetchImpl: serving('{"a": [1]}'),
      readBody: async (response) => {
        reads++;
        return { read: await response.text() };
      },
    });
    expect(json).toEqual({ read: '{"a": [1]}' });
    expect(reads).toBe(1);
  });
});

describe('data store: once per visit', () => {
  beforeEach(() => resetDataStoreForTests());

  it('fetches a file once however many callers ask, and fills the store', async () => {
    const { fetchImpl, calls } = scriptedFetch([{ status: 200, body: lineups('g1') }]);
    resetDataStoreForTests({ fetchImpl, sleep: async () => {} });
    const [a, b] = await Promise.all([loadData('lineups.json'), loadData('lineups.json')]);
    expect(a).toBe(b);
    expect(await loadData('lineups.json')).toBe(a);
    expect(calls.map((c) => c.url)).toEqual(['/data/lineups.json']);
    expect(dataStore('lineups.json').get()).toMatchObject({ data: { games: [{ id: 'g1' }] }, error: null, loading: false });
  });

  it('starts the fetch when the store gets its first subscriber', async () => {
    const { fetchImpl, calls } = scriptedFetch([{ status: 200, body: lineups('g1') }]);
    resetDataStoreForTests({ fetchImpl, sleep: async () => {} });
    const store = dataStore('lineups.json');
    expect(store.get().loading).toBe(true);
    const loaded = new Promise<void>((resolve) => {
      const stop = store.subscribe((state) => {
        if (state.data) {
          resolve();
          queueMicrotask(() => stop());
        }
      });
    });
    await loaded;
    expect(calls).toHaveLength(1);
  });

  it('rejects a file whose main list is not an array, without retrying', async () => {
    const { fetchImpl, calls } = scriptedFetch([{ status: 200, body: { schemaVersion: 1, games: {} } }]);
    resetDataStoreForTests({ fetchImpl, sleep: async () => {} });
    await expect(loadData('lineups.json')).rejects.toThrow(INVALID_FORMAT_MESSAGE);
    expect(calls).toHaveLength(1);
    const { error } = dataStore('lineups.json').get();
    expect(error && lineupsErrorMessage(error)).toBe('Invalid data format: expected an array');
  });

  it('refreshes bypassing the HTTP cache and keeps the last data when a refresh fails', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 200, body: lineups('g1') },
      { status: 200, body: lineups('g2') },
      { status: 404, statusText: 'Not Found' },
    ]);
    resetDataStoreForTests({ fetchImpl, sleep: async () => {} });
    await loadData('lineups.json');
    await refreshData('lineups.json');
    expect(calls[1]?.init).toEqual({ cache: 'no-store' });
    expect(dataStore('lineups.json').get().data?.games[0]?.id).toBe('g2');
    await expect(refreshData('lineups.json')).rejects.toThrow();
    const state = dataStore('lineups.json').get();
    expect(state.data?.games[0]?.id).toBe('g2');
    expect(state.error && lineupsErrorMessage(state.error)).toBe('Failed to fetch lineups: 404 Not Found');
  });
});
