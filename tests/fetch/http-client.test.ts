/**
 * The HTTP client against a loopback server: retries (count and delays, through
 * the injected sleeper), Retry-After, timeouts, truncated bodies, statuses that
 * are not retried, conditional requests, the User-Agent and the rate limit.
 */
import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileHttpCache } from '../../pipeline/fetch/http-cache.ts';
import { HttpClient, HttpFetchError, type HttpClientOptions, type RetryEvent } from '../../pipeline/fetch/http-client.ts';
import { FakeSources, withEtag } from './fake-sources.ts';
import { removeTempRoots, tempRoot } from './harness.ts';

let fake: FakeSources;
let sleeps: number[];
let retries: RetryEvent[];

beforeEach(async () => {
  fake = await FakeSources.start();
  fake.on('/data', () => ({ body: 'the whole body' }));
  sleeps = [];
  retries = [];
});
afterEach(async () => {
  await fake.close();
  removeTempRoots();
});

const client = (options: Partial<HttpClientOptions> = {}) =>
  new HttpClient({
    userAgent: 'Longball/9.9.9 (+https://example.invalid/repo)',
    timeoutMs: 2_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onRetry: (e) => retries.push(e),
    ...options,
  });

const text = (body: Uint8Array) => new TextDecoder().decode(body);

async function failure(promise: Promise<unknown>): Promise<HttpFetchError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof HttpFetchError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

describe('retries', () => {
  it("honours a 429's Retry-After, then succeeds", async () => {
    fake.once('/data', { status: 429, headers: { 'Retry-After': '2' }, body: 'slow down' });
    const response = await client().get(`${fake.baseUrl}/data`, { source: 'test' });
    expect(text(response.body)).toBe('the whole body');
    expect(response.attempts).toBe(2);
    expect(sleeps).toEqual([2000]);
    expect(retries[0]).toMatchObject({ attempt: 1, maxAttempts: 3, delayMs: 2000 });
    expect(retries[0]!.reason).toMatch(/^429 Too Many Requests from 127\.0\.0\.1:\d+\/data: slow down$/);
  });

  it('backs off 1 s then 2 s on 5xx and succeeds on the third attempt', async () => {
    fake.once('/data', { status: 500 }, { status: 502 });
    const response = await client().get(`${fake.baseUrl}/data`, { source: 'test' });
    expect(response.attempts).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(fake.requestsTo('/data')).toHaveLength(3);
  });

  it('gives up after 3 attempts and says so', async () => {
    fake.once('/data', { status: 500 }, { status: 500 }, { status: 503, body: 'down for maintenance' });
    const error = await failure(client().get(`${fake.baseUrl}/data`, { source: 'test' }));
    expect(error.kind).toBe('http-status');
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(3);
    expect(error.message).toMatch(/^503 Service Unavailable from 127\.0\.0\.1:\d+\/data: down for maintenance, after 3 attempts$/);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('does not wait out a Retry-After longer than 30 s', async () => {
    fake.once('/data', { status: 429, headers: { 'Retry-After': '120' } });
    const error = await failure(client().get(`${fake.baseUrl}/data`, { source: 'test' }));
    expect(error.kind).toBe('retry-after-too-long');
    expect(error.message).toContain('the server asked to wait 120 s, longer than the 30 s limit, so it was not retried');
    expect(sleeps).toEqual([]);
    expect(fake.requestsTo('/data')).toHaveLength(1);
  });

  it('does not retry a 403 or a 404: they are answers', async () => {
    fake.once('/data', { status: 403, body: 'Forbidden' });
    const error = await failure(client().get(`${fake.baseUrl}/data`, { source: 'test' }));
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/403 Forbidden .*\(not retried\)$/);
    expect(fake.requestsTo('/data')).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('times out a request that never answers, three times', async () => {
    fake.once('/data', { hang: true }, { hang: true }, { hang: true });
    const error = await failure(client({ timeoutMs: 150 }).get(`${fake.baseUrl}/data`, { source: 'test' }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/no complete answer from 127\.0\.0\.1:\d+\/data within 150 ms \(timeout\), after 3 attempts/);
    expect(fake.requestsTo('/data')).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('retries a truncated body and never returns the partial one', async () => {
    fake.once('/data', { truncate: true, body: 'x'.repeat(10_000) });
    const response = await client().get(`${fake.baseUrl}/data`, { source: 'test' });
    expect(text(response.body)).toBe('the whole body');
    expect(retries[0]!.reason).toMatch(/truncated/);
    expect(response.attempts).toBe(2);
  });

  it('reports an unreachable host as a network failure', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const error = await failure(client().get(`http://127.0.0.1:${port}/data`, { source: 'test' }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not reach 127\.0\.0\.1:\d+\/data \(ECONNREFUSED\), after 3 attempts/);
  });
});

describe('every request', () => {
  it('sends the User-Agent', async () => {
    await client().get(`${fake.baseUrl}/data`, { source: 'test' });
    expect(fake.requests[0]!.headers['user-agent']).toBe('Longball/9.9.9 (+https://example.invalid/repo)');
  });
});

describe('conditional requests', () => {
  it('revalidates with If-None-Match and reuses the stored body on 304', async () => {
    let served = 0;
    fake.on('/etag', (req) => {
      served++;
      return withEtag('"v1"', () => 'version one')(req);
    });
    const cache = new FileHttpCache(tempRoot());
    const first = await client({ cache }).get(`${fake.baseUrl}/etag`, { source: 'test' });
    const second = await client({ cache }).get(`${fake.baseUrl}/etag`, { source: 'test' });
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('not-modified');
    expect(text(second.body)).toBe('version one');
    expect(served).toBe(2);
    expect(fake.requestsTo('/etag')[1]!.headers['if-none-match']).toBe('"v1"');
  });

  it('revalidates with If-Modified-Since when the source sends Last-Modified', async () => {
    const stamp = 'Sat, 04 Jul 2026 10:00:00 GMT';
    fake.on('/lm', (req) => (req.headers['if-modified-since'] === stamp ? { status: 304 } : { headers: { 'Last-Modified': stamp }, body: 'dated' }));
    const cache = new FileHttpCache(tempRoot());
    await client({ cache }).get(`${fake.baseUrl}/lm`, { source: 'test' });
    const second = await client({ cache }).get(`${fake.baseUrl}/lm`, { source: 'test' });
    expect(second.cache).toBe('not-modified');
    expect(text(second.body)).toBe('dated');
  });

  it('downloads again when the source changed', async () => {
    let version = 1;
    fake.on('/changing', (req) => withEtag(`"v${version}"`, () => `version ${version}`)(req));
    const cache = new FileHttpCache(tempRoot());
    await client({ cache }).get(`${fake.baseUrl}/changing`, { source: 'test' });
    version = 2;
    const second = await client({ cache }).get(`${fake.baseUrl}/changing`, { source: 'test' });
    expect(second.cache).toBe('miss');
    expect(text(second.body)).toBe('version 2');
  });

  it('reuses an immutable copy without asking', async () => {
    const cache = new FileHttpCache(tempRoot());
    await client({ cache }).get(`${fake.baseUrl}/data`, { source: 'test', cache: 'immutable' });
    const second = await client({ cache }).get(`${fake.baseUrl}/data`, { source: 'test', cache: 'immutable' });
    expect(second.cache).toBe('stored');
    expect(fake.requestsTo('/data')).toHaveLength(1);
  });

  it('stores nothing for a source without validators', async () => {
    const cache = new FileHttpCache(tempRoot());
    await client({ cache }).get(`${fake.baseUrl}/data`, { source: 'test' });
    const second = await client({ cache }).get(`${fake.baseUrl}/data`, { source: 'test' });
    expect(second.cache).toBe('miss');
    expect(fake.requestsTo('/data')[1]!.headers['if-none-match']).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('spaces the requests of one source, not of different sources', async () => {
    let now = 10_000;
    const http = client({
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
      rateLimits: { savant: 1_000 },
    });
    await http.get(`${fake.baseUrl}/data`, { source: 'savant' });
    now += 300;
    await http.get(`${fake.baseUrl}/data`, { source: 'mlb' });
    await http.get(`${fake.baseUrl}/data`, { source: 'savant' });
    expect(sleeps).toEqual([700]);
    await http.get(`${fake.baseUrl}/data`, { source: 'savant' });
    expect(sleeps).toEqual([700, 1000]);
  });
});

describe('a cache that validates before it keeps', () => {
  const csvCheck = (body: Uint8Array) => (text(body).startsWith('game_date,events') ? null : 'no game_date column');
  const settled = { source: 'savant', cache: 'immutable' as const, expect: 'csv' as const, validate: csvCheck, schema: 'chunk: game_date,events' };

  it('never stores an HTML error page served with 200 as a permanent entry: the next run asks again', async () => {
    const cache = new FileHttpCache(tempRoot());
    const page = '<!DOCTYPE html><html><body>Service temporarily unavailable</body></html>';
    fake.once('/chunk', { body: page }, { body: page }, { body: page });
    fake.on('/chunk', () => ({ body: 'game_date,events\n2026-04-02,home_run\n' }));
    const failed = await failure(client({ cache }).get(`${fake.baseUrl}/chunk`, settled));
    expect(failed.kind).toBe('invalid-body');
    expect(failed.message).toMatch(/with an HTML page where CSV was expected .*after 3 attempts/);
    expect(await cache.get(`${fake.baseUrl}/chunk`)).toBeNull();
    const next = await client({ cache }).get(`${fake.baseUrl}/chunk`, settled);
    expect(next.cache).toBe('miss');
    expect(text(next.body)).toBe('game_date,events\n2026-04-02,home_run\n');
    expect((await cache.get(`${fake.baseUrl}/chunk`))!.schema).toBe('chunk: game_date,events');
  });

  it('never stores an empty body served with 200', async () => {
    const cache = new FileHttpCache(tempRoot());
    fake.on('/chunk', () => ({ body: '' }));
    const failed = await failure(client({ cache }).get(`${fake.baseUrl}/chunk`, settled));
    expect(failed.message).toMatch(/with an empty body, after 3 attempts/);
    expect(await cache.get(`${fake.baseUrl}/chunk`)).toBeNull();
  });

  it("does not retry or store a well-formed answer that fails the request's own check", async () => {
    const cache = new FileHttpCache(tempRoot());
    fake.on('/chunk', () => ({ body: 'date,event\n2026-04-02,home_run\n' }));
    const failed = await failure(client({ cache }).get(`${fake.baseUrl}/chunk`, settled));
    expect(failed.message).toMatch(/with no game_date column \(not retried\)$/);
    expect(sleeps).toEqual([]);
    expect(await cache.get(`${fake.baseUrl}/chunk`)).toBeNull();
  });

  it('reuses a permanent entry only under the same schema, and revalidates it when the schema changes', async () => {
    const cache = new FileHttpCache(tempRoot());
    let served = 0;
    fake.on('/chunk', () => {
      served++;
      return { body: `game_date,events,bat_speed\n2026-04-02,home_run,7${served}\n` };
    });
    await client({ cache }).get(`${fake.baseUrl}/chunk`, settled);
    expect((await client({ cache }).get(`${fake.baseUrl}/chunk`, settled)).cache).toBe('stored');
    const wider = { ...settled, schema: 'chunk: game_date,events,bat_speed' };
    const again = await client({ cache }).get(`${fake.baseUrl}/chunk`, wider);
    expect(again.cache).toBe('miss');
    expect(served).toBe(2);
    expect((await client({ cache }).get(`${fake.baseUrl}/chunk`, wider)).cache).toBe('stored');
  });

  it('does not reuse a stored entry that no longer passes the checks (stored before they existed)', async () => {
    const cache = new FileHttpCache(tempRoot());
    await cache.put(`${fake.baseUrl}/chunk`, {
      etag: null,
      lastModified: null,
      immutable: true,
      storedAt: new Date().toISOString(),
      schema: settled.schema,
      body: new TextEncoder().encode('<html>old error page</html>'),
    });
    fake.on('/chunk', () => ({ body: 'game_date,events\n' }));
    const response = await client({ cache }).get(`${fake.baseUrl}/chunk`, settled);
    expect(response.cache).toBe('miss');
    expect(text(response.body)).toBe('game_date,events\n');
  });

  it('--refresh downloads again and replaces the entry; an entry older than the age limit is asked for again', async () => {
    const cache = new FileHttpCache(tempRoot());
    let served = 0;
    fake.on('/chunk', () => {
      served++;
      return { body: 'game_date,events\n' };
    });
    const day = 24 * 3600 * 1000;
    let clock = Date.parse('2026-07-04T12:00:00Z');
    await client({ cache, now: () => clock }).get(`${fake.baseUrl}/chunk`, settled);
    expect((await client({ cache, now: () => clock }).get(`${fake.baseUrl}/chunk`, settled)).storedAt).toBe('2026-07-04T12:00:00.000Z');
    await client({ cache, now: () => clock, refresh: true }).get(`${fake.baseUrl}/chunk`, settled);
    expect(served).toBe(2);
    clock += 3 * day;
    expect((await client({ cache, now: () => clock, cacheMaxAgeMs: 7 * day }).get(`${fake.baseUrl}/chunk`, settled)).cache).toBe('stored');
    const old = await client({ cache, now: () => clock, cacheMaxAgeMs: 2 * day }).get(`${fake.baseUrl}/chunk`, settled);
    expect(old.cache).toBe('miss');
    expect(served).toBe(3);
  });
});
