/**
 * The contract between the fetch runner and each source's fetcher. A fetcher
 * downloads and transforms; it never writes files. It hands back, for each of
 * its target files, either the bytes to install or the reason there are none;
 * the runner validates, installs, or falls back to the last good file.
 */
import { isLongballError } from '../errors.ts';
import type { Endpoints } from './endpoints.ts';
import { HttpFetchError, type HttpClient, type HttpResponse } from './http-client.ts';
import type { SourceId } from './targets.ts';
import { FangraphsShapeError } from './transforms/fangraphs.ts';
import type { ScheduledGame } from './transforms/mlb-schedule.ts';
import { PageShapeError } from './transforms/savant-park-factors.ts';
import { StatcastChunkError } from './transforms/statcast-chunks.ts';

/** What the schedule source learned about the slate, for the sources that run after it. */
export interface SlateContext {
  games: ScheduledGame[];
  playerIds: Set<number>;
  teamByName: Map<string, string>;
}

export interface SourceContext {
  date: string;
  season: number;
  http: HttpClient;
  endpoints: Endpoints;
  oddsApiKey: string | null;
  /** Set by the schedule source when it ran (it runs first). */
  slate: SlateContext | null;
  now: () => Date;
  /** Prints one progress detail line for this source. */
  note(line: string): void;
  statcast: { chunkDays: number; rowCap: number };
}

export type Delivery =
  | {
      fileName: string;
      kind: 'bytes';
      bytes: Uint8Array;
      summary: string | null;
      /** The oldest stored (cached) response the bytes were built from (ISO); null or absent when all were downloaded now. */
      cachedAt?: string | null;
      /** The file is usable but incomplete: what is missing from it (the run reports it "partial"). */
      partial?: string | null;
    }
  | { fileName: string; kind: 'error'; reason: string }
  | { fileName: string; kind: 'skipped'; reason: string };

export interface SourceFetcher {
  id: SourceId;
  fetch(ctx: SourceContext): Promise<Delivery[]>;
}

/** A response that arrived whole but is not what the source should send. */
export class ResponseShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseShapeError';
  }
}

const encoder = new TextEncoder();
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export type BytesDelivery = Extract<Delivery, { kind: 'bytes' }>;

export const bytesOf = (fileName: string, text: string, summary: string | null): BytesDelivery => ({
  fileName,
  kind: 'bytes',
  bytes: utf8(text),
  summary,
});
export const errorOf = (fileName: string, reason: string): Delivery => ({ fileName, kind: 'error', reason });

export function parseJsonBody(response: HttpResponse, what: string): unknown {
  const text = new TextDecoder('utf-8').decode(response.body);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ResponseShapeError(`${what} is not valid JSON (${(e as Error).message}); the download was probably cut short`);
  }
}

const EXPECTED_FAILURES = [HttpFetchError, ResponseShapeError, PageShapeError, FangraphsShapeError, StatcastChunkError];

/** The message of an expected failure (network, HTTP status, unexpected response); anything else is rethrown as the bug it is. */
export function failureReason(e: unknown): string {
  if (isLongballError(e) || EXPECTED_FAILURES.some((kind) => e instanceof kind)) return (e as Error).message;
  throw e;
}
