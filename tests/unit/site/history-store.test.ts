import { afterEach, describe, expect, it } from 'vitest';
import { checkHistoryDay, historyDayStore, historyDayUrl, resetHistoryStoreForTests } from '../../../src/lib/history-store.ts';

const day = { schemaVersion: 1, date: '2026-08-20', confident: [], punt: [], archivedAt: '2026-08-20T10:00:00Z' };

function waitFor<T>(store: { get(): T; listen(cb: (v: T) => void): () => void }, done: (v: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (done(store.get())) return resolve(store.get());
    const stop = store.listen((value) => {
      if (done(value)) {
        stop();
        resolve(value);
      }
    });
  });
}

afterEach(() => resetHistoryStoreForTests());

describe('history day store', () => {
  it('serves /data/history/<date>.json and checks both pick lists are arrays', () => {
    expect(historyDayUrl('2026-08-20')).toBe('/data/history/2026-08-20.json');
    expect(checkHistoryDay(day)).toBeNull();
    expect(checkHistoryDay({ confident: [] })).toEqual({ kind: 'format', message: 'Invalid data format: expected an array' });
    expect(checkHistoryDay(null)?.kind).toBe('format');
  });

  it('fetches a day once per visit, however many subscribers', async () => {
    const urls: string[] = [];
    resetHistoryStoreForTests({
      fetchImpl: (async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(day), { status: 200 });
      }) as typeof fetch,
    });
    const store = historyDayStore('2026-08-20');
    expect(historyDayStore('2026-08-20')).toBe(store);
    const stopA = store.listen(() => undefined);
    const stopB = store.listen(() => undefined);
    const state = await waitFor(store, (s) => !s.loading);
    expect(state).toEqual({ data: day, error: null, loading: false });
    stopA();
    stopB();
    store.listen(() => undefined);
    expect(urls).toEqual(['/data/history/2026-08-20.json']);
  });

  it('a missing day is an error state (404 is final, not retried)', async () => {
    let calls = 0;
    resetHistoryStoreForTests({
      fetchImpl: (async () => {
        calls++;
        return new Response('no', { status: 404, statusText: 'Not Found' });
      }) as typeof fetch,
      sleep: async () => undefined,
    });
    const store = historyDayStore('2026-08-01');
    store.listen(() => undefined);
    const state = await waitFor(store, (s) => !s.loading);
    expect(state.data).toBeNull();
    expect(state.error).toMatchObject({ kind: 'http', status: 404 });
    expect(calls).toBe(1);
  });
});
