/**
 * The one HTTP client of `pipeline fetch` (Node's fetch underneath). Every
 * request carries the User-Agent and a timeout that covers the whole body.
 *
 * - Retries: a 429, a 5xx, a timeout or a dropped connection is tried again, up to
 *   `maxAttempts` attempts in all, after an exponential backoff (`baseDelayMs`,
 *   doubled each time, at most `maxDelayMs`). A 429's Retry-After (seconds or an
 *   HTTP date) is honoured instead; one longer than `maxDelayMs` is not waited
 *   out: the request fails at once and says so. Other statuses (403, 404, ...)
 *   are answers, not accidents, and are not retried.
 * - A per-source rate limit spaces the request starts (RateLimiter).
 * - Conditional requests: with a cache, a stored ETag / Last-Modified is sent as
 *   If-None-Match / If-Modified-Since and a 304 returns the stored body.
 * - Validate before keeping: a 200 is checked before it is returned or stored
 *   (`expect`: an empty body, or an HTML page where JSON or CSV was asked for, is a
 *   failed attempt, retried like a 5xx; then the request's own `validate`: header,
 *   row count, a failure that is not retried). Only a body that passed is ever cached, so a permanent (immutable)
 *   entry is always a validated one. A stored entry is reused only when it was
 *   stored under the request's `schema` (what its validation checked), still passes
 *   the checks, and, when immutable, is younger than the client's `maxAgeMs`;
 *   `refresh` ignores every stored entry (and replaces it with the new answer).
 * - A body shorter than its Content-Length, or a connection closed mid-body, is a
 *   truncated download: retried, and never returned.
 * The sleeper and the clock are injected, so tests assert the delays without waiting.
 */
import type { CachedResponse, HttpCache } from './http-cache.ts';
import { RateLimiter } from './rate-limiter.ts';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };
export const DEFAULT_TIMEOUT_MS = 30_000;

export type CacheMode = 'conditional' | 'immutable' | 'none';

/** What a 200 must be: JSON that parses, CSV text, an HTML page, or anything non-empty ('bytes'). */
export type ExpectedBody = 'json' | 'csv' | 'html' | 'bytes';

export interface RequestOptions {
  /** Rate-limit bucket and the name used in messages ("savant", "fangraphs", ...). */
  source: string;
  headers?: Record<string, string>;
  /** conditional (default): revalidate a stored copy; immutable: reuse a stored copy without asking; none: never store. */
  cache?: CacheMode;
  /** The body's format, checked on every 200 before anything else (default 'bytes': non-empty). */
  expect?: ExpectedBody;
  /** The request's own check of a body in the expected format; returns why it is not acceptable, or null. */
  validate?: (body: Uint8Array) => string | null;
  /** Names what `validate` checks (e.g. the columns it requires): a stored entry of another schema is not reused. */
  schema?: string;
}

export interface HttpResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  attempts: number;
  /** miss: downloaded; not-modified: 304, stored body reused; stored: immutable copy reused without a request. */
  cache: 'miss' | 'not-modified' | 'stored';
  /** When the reused body was first stored (ISO); null for a download. */
  storedAt: string | null;
}

export type FailureKind = 'http-status' | 'timeout' | 'network' | 'truncated' | 'retry-after-too-long' | 'invalid-body';

export class HttpFetchError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly url: string,
    readonly status: number | null,
    readonly attempts: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFetchError';
  }
}

export interface RetryEvent {
  source: string;
  url: string;
  /** The attempt that just failed (1-based). */
  attempt: number;
  maxAttempts: number;
  delayMs: number;
  reason: string;
}

export interface HttpClientOptions {
  userAgent: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
  /** Minimum milliseconds between request starts, per source. */
  rateLimits?: Readonly<Record<string, number>>;
  cache?: HttpCache | null;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onRetry?: (event: RetryEvent) => void;
  fetchImpl?: typeof fetch;
  /** Ignore every stored entry (`pipeline fetch --refresh`); answers are still stored. */
  refresh?: boolean;
  /** An immutable entry older than this is asked for again (`--cache-max-age`); default DEFAULT_CACHE_MAX_AGE_MS. */
  cacheMaxAgeMs?: number;
}

/** Immutable cache entries are trusted this long, then downloaded again. */
export const DEFAULT_CACHE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const HTML_START = /^\s*(?:<!doctype html|<html|<head|<body|<\?xml|<!--)/i;

/** Why a body is not of the expected kind (empty, an HTML page, not JSON), or null when it is. */
export function bodyProblem(body: Uint8Array, expect: ExpectedBody): string | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (text.trim() === '') return 'an empty body';
  if (expect === 'html' || expect === 'bytes') return null;
  if (HTML_START.test(text))
    return `an HTML page where ${expect === 'json' ? 'JSON' : 'CSV'} was expected (it begins "${text.trim().replace(/\s+/g, ' ').slice(0, 60)}")`;
  if (expect === 'json') {
    try {
      JSON.parse(new TextDecoder('utf-8').decode(body));
    } catch (e) {
      return `not valid JSON (${(e as Error).message})`;
    }
  }
  return null;
}

const SECRET_PARAMS = /([?&](?:apiKey|api_key|apikey|key|token)=)[^&#]*/gi;

/** The URL with secret query values replaced: safe for messages, logs and cache keys. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1***');

/** host + path, the query shortened: for one-line messages. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(redactUrl(url));
    return `${u.host}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return redactUrl(url);
  }
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

export const backoffMs = (policy: RetryPolicy, failedAttempt: number): number => Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedAttempt - 1));

/** "150 ms", "2 s", "2.5 s". */
export const duration = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`);

function bodySnippet(body: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body.subarray(0, 400)).replace(/\s+/g, ' ').trim();
  return text === '' ? '' : `: ${text.slice(0, 160)}`;
}

interface AttemptFailure {
  retryable: boolean;
  kind: FailureKind;
  status: number | null;
  reason: string;
  retryAfter: number | null;
}

type AttemptResult = { ok: true; response: HttpResponse } | { ok: false; failure: AttemptFailure };

export class HttpClient {
  readonly userAgent: string;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
  private readonly limiter: RateLimiter;
  private readonly cache: HttpCache | null;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly onRetry: (event: RetryEvent) => void;
  private readonly fetchImpl: typeof fetch;
  private readonly refresh: boolean;
  private readonly cacheMaxAgeMs: number;

  constructor(options: HttpClientOptions) {
    this.userAgent = options.userAgent;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.cache = options.cache ?? null;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = options.now ?? Date.now;
    this.onRetry = options.onRetry ?? (() => {});
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.refresh = options.refresh ?? false;
    this.cacheMaxAgeMs = options.cacheMaxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS;
    this.limiter = new RateLimiter(options.rateLimits ?? {}, this.now, this.sleep);
  }

  /** Why a body may not be returned or kept (format, then the request's own check), or null. */
  private static rejection(body: Uint8Array, options: RequestOptions): string | null {
    return bodyProblem(body, options.expect ?? 'bytes') ?? options.validate?.(body) ?? null;
  }

  /** The stored entry this request may use: same schema, still valid; an immutable one only while young enough. */
  private async usableStored(key: string, options: RequestOptions): Promise<CachedResponse | null> {
    const mode = options.cache ?? 'conditional';
    if (mode === 'none' || this.cache === null || this.refresh) return null;
    const stored = await this.cache.get(key);
    if (stored === null) return null;
    if ((stored.schema ?? null) !== (options.schema ?? null)) return null;
    if (HttpClient.rejection(stored.body, options) !== null) return null;
    return stored;
  }

  /** GETs a URL; throws HttpFetchError when every attempt failed or the answer is a non-retryable status or an invalid body. */
  async get(url: string, options: RequestOptions): Promise<HttpResponse> {
    const mode = options.cache ?? 'conditional';
    const key = redactUrl(url);
    const stored = await this.usableStored(key, options);
    const young = stored !== null && this.now() - Date.parse(stored.storedAt) <= this.cacheMaxAgeMs;
    if (stored !== null && mode === 'immutable' && stored.immutable && young) {
      return { url, status: 200, headers: new Headers(), body: stored.body, attempts: 0, cache: 'stored', storedAt: stored.storedAt };
    }
    const headers: Record<string, string> = { 'User-Agent': this.userAgent, Accept: '*/*', ...options.headers };
    if (stored !== null) {
      if (stored.etag) headers['If-None-Match'] = stored.etag;
      if (stored.lastModified) headers['If-Modified-Since'] = stored.lastModified;
    }

    for (let attempt = 1; ; attempt++) {
      await this.limiter.acquire(options.source);
      let result = await this.attempt(url, headers, attempt);
      if (result.ok && result.response.status !== 304) {
        // A malformed body (empty, an HTML error page, cut JSON) is often a passing fault: retried.
        // A well-formed body that fails the request's own check (a renamed column) is the source's answer: not retried.
        const malformed = bodyProblem(result.response.body, options.expect ?? 'bytes');
        const problem = malformed ?? options.validate?.(result.response.body) ?? null;
        if (problem !== null) {
          result = {
            ok: false,
            failure: {
              retryable: malformed !== null,
              kind: 'invalid-body',
              status: result.response.status,
              retryAfter: null,
              reason: `${result.response.status} from ${shortUrl(url)} with ${problem}`,
            },
          };
        }
      }
      if (result.ok) {
        const { response } = result;
        if (response.status === 304) {
          if (stored === null) {
            throw new HttpFetchError('http-status', shortUrl(url), 304, attempt, `304 Not Modified from ${shortUrl(url)} but no stored copy to reuse`);
          }
          return { ...response, status: 200, body: stored.body, cache: 'not-modified', storedAt: stored.storedAt };
        }
        if (mode !== 'none' && this.cache !== null) {
          const etag = response.headers.get('etag');
          const lastModified = response.headers.get('last-modified');
          if (mode === 'immutable' || etag !== null || lastModified !== null) {
            await this.cache.put(key, {
              etag,
              lastModified,
              immutable: mode === 'immutable',
              storedAt: new Date(this.now()).toISOString(),
              schema: options.schema ?? null,
              body: response.body,
            });
          }
        }
        return response;
      }
      const { failure } = result;
      const where = shortUrl(url);
      if (!failure.retryable) {
        throw new HttpFetchError(failure.kind, where, failure.status, attempt, `${failure.reason} (not retried)`);
      }
      if (failure.retryAfter !== null && failure.retryAfter > this.retry.maxDelayMs) {
        throw new HttpFetchError(
          'retry-after-too-long',
          where,
          failure.status,
          attempt,
          `${failure.reason}; the server asked to wait ${duration(failure.retryAfter)}, ` +
            `longer than the ${duration(this.retry.maxDelayMs)} limit, so it was not retried`,
        );
      }
      if (attempt >= this.retry.maxAttempts) {
        throw new HttpFetchError(failure.kind, where, failure.status, attempt, `${failure.reason}, after ${attempt} attempts`);
      }
      const delay = failure.retryAfter ?? backoffMs(this.retry, attempt);
      this.onRetry({
        source: options.source,
        url: where,
        attempt,
        maxAttempts: this.retry.maxAttempts,
        delayMs: delay,
        reason: failure.reason,
      });
      await this.sleep(delay);
    }
  }

  private async attempt(url: string, headers: Record<string, string>, attempt: number): Promise<AttemptResult> {
    const where = shortUrl(url);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response | null = null;
    try {
      response = await this.fetchImpl(url, { headers, signal: controller.signal, redirect: 'follow' });
      const body = new Uint8Array(await response.arrayBuffer());
      const declared = response.headers.get('content-length');
      const encoded = response.headers.get('content-encoding');
      if (declared !== null && (encoded === null || encoded === 'identity') && Number(declared) !== body.byteLength) {
        return {
          ok: false,
          failure: {
            retryable: true,
            kind: 'truncated',
            status: response.status,
            retryAfter: null,
            reason: `truncated body from ${where} (${body.byteLength} of ${declared} bytes)`,
          },
        };
      }
      const status = response.status;
      if ((status >= 200 && status < 300) || status === 304) {
        return { ok: true, response: { url, status, headers: response.headers, body, attempts: attempt, cache: 'miss', storedAt: null } };
      }
      const label = `${status}${response.statusText ? ` ${response.statusText}` : ''} from ${where}${bodySnippet(body)}`;
      const retryable = status === 429 || status >= 500;
      return {
        ok: false,
        failure: {
          retryable,
          kind: 'http-status',
          status,
          retryAfter: status === 429 || status === 503 ? retryAfterMs(response.headers.get('retry-after'), this.now()) : null,
          reason: label,
        },
      };
    } catch (e) {
      if (controller.signal.aborted) {
        return {
          ok: false,
          failure: {
            retryable: true,
            kind: 'timeout',
            status: null,
            retryAfter: null,
            reason: `no complete answer from ${where} within ${duration(this.timeoutMs)} (timeout)`,
          },
        };
      }
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      const detail = cause?.code ?? cause?.message ?? (e as Error).message;
      if (response !== null) {
        return {
          ok: false,
          failure: {
            retryable: true,
            kind: 'truncated',
            status: response.status,
            retryAfter: null,
            reason: `the connection to ${where} closed before the whole body arrived (truncated: ${detail})`,
          },
        };
      }
      return {
        ok: false,
        failure: { retryable: true, kind: 'network', status: null, retryAfter: null, reason: `could not reach ${where} (${detail})` },
      };
    } finally {
      clearTimeout(timer);
    }
  }
}
