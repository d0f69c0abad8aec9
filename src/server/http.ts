/**
 * HTTP plumbing shared by the payment handlers: JSON answers, the POST-only rule, bearer-token
 * authentication, body parsing with zod, and the mapping of failures to status codes.
 *
 * Every error answer is JSON `{ error: message }`; the message is safe to show to the user.
 */
import type { z } from 'zod';
import type { AuthenticatedUser, Logger, PaymentDeps } from './types.ts';

/**
 * The most any API route reads of a request body, whatever its headers say: readBodyBytes stops
 * reading the stream past it. Stripe events are far smaller.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
/** Largest JSON body the browser-facing routes read (the spec's bodies are a few hundred bytes). */
export const MAX_API_BODY_BYTES = 16 * 1024;

/**
 * The routes' protocol answers (not shown by the site: the pages map a failed call to the
 * catalogue messages of src/shared/payment-messages.ts by status).
 */
export const ROUTE_MESSAGES = {
  invalidJson: 'Request body must be valid JSON.',
  webhookInvalidJson: 'Webhook payload is signed but is invalid JSON.',
  webhookNotAnEvent: 'Webhook payload is signed but is not a Stripe event.',
  tooLarge: (limit: number) => `Request body too large (limit ${limit} bytes).`,
  methodNotAllowed: (method: string, allowed: 'POST' | 'GET' = 'POST') => `Method ${method} not allowed: use ${allowed}.`,
} as const;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A failure with the status and the user-facing message to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly headers: Record<string, string> = {},
    /** Logged server-side, never sent. */
    readonly internal?: unknown,
  ) {
    super(publicMessage);
    this.name = 'HttpError';
  }
}

export const defaultLogger: Logger = (message, details) => {
  if (details === undefined) console.error(`[payments] ${message}`);
  else console.error(`[payments] ${message}`, details);
};

export function logOf(deps: { log?: Logger }): Logger {
  return deps.log ?? defaultLogger;
}

export function methodNotAllowed(method: string, allowed: 'POST' | 'GET' = 'POST'): Response {
  return json(405, { error: ROUTE_MESSAGES.methodNotAllowed(method, allowed) }, { allow: allowed });
}

/**
 * Wraps a handler: other methods get 405 with `Allow: POST`; an HttpError becomes its answer; any
 * other exception is logged and answered 500 with `fallbackMessage`.
 */
export function postOnly<D extends { log?: Logger } = PaymentDeps>(
  fallbackMessage: string,
  handle: (request: Request, deps: D) => Promise<Response>,
): (request: Request, deps: D) => Promise<Response> {
  return async (request, deps) => {
    if (request.method !== 'POST') return methodNotAllowed(request.method);
    return answerFailures(request, deps, fallbackMessage, () => handle(request, deps));
  };
}

/** Runs `handle`: an HttpError becomes its answer; any other exception is logged and answered 500. */
export async function answerFailures(request: Request, deps: { log?: Logger }, fallbackMessage: string, handle: () => Promise<Response>): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status >= 500) {
        logOf(deps)(`${new URL(request.url).pathname}: ${error.publicMessage}`, { error: describeError(error.internal) });
      }
      return json(error.status, { error: error.publicMessage }, error.headers);
    }
    logOf(deps)(`${new URL(request.url).pathname}: unexpected failure`, { error: describeError(error) });
    return json(500, { error: fallbackMessage });
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The verified user of the request; 401 without a token or with one that does not verify. */
export async function authenticate(request: Request, deps: Pick<PaymentDeps, 'verifyAccessToken'>, unauthenticatedMessage: string): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  const challenge = { 'www-authenticate': 'Bearer' };
  if (token === null) throw new HttpError(401, unauthenticatedMessage, challenge);
  let user: AuthenticatedUser | null;
  try {
    user = await deps.verifyAccessToken(token);
  } catch (error) {
    // The auth service could not answer: not the caller's fault.
    throw new HttpError(503, 'Could not verify your session. Please try again.', {}, error);
  }
  if (user === null) {
    throw new HttpError(401, `${unauthenticatedMessage}: your session is invalid or has expired.`, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  return user;
}

/**
 * The body, read from the request's stream, at most `limit` bytes of it; 413 beyond. The only way
 * the routes read a body. Bytes are counted as they arrive: past `limit` the stream is cancelled
 * (nothing more is read or buffered) whatever Content-Length says or whether it is sent at all
 * (chunked). A declared Content-Length above the limit is refused before reading.
 * The 413 carries no `Connection: close` on purpose: with it, Node closes the socket as soon as the
 * answer is written, and closing a socket with unread data sends a TCP reset that can destroy the
 * answer before the client reads it. Without it, the client, whose sending is held up by TCP flow
 * control, reads the 413; the unread connection is closed by the server's keep-alive timeout.
 */
export async function readBodyBytes(request: Request, limit: number = MAX_WEBHOOK_BODY_BYTES): Promise<Uint8Array> {
  const tooLarge = () => new HttpError(413, ROUTE_MESSAGES.tooLarge(limit));
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Bytes decoded as strict UTF-8 and parsed as JSON; undefined when they are not JSON. */
export function parseJsonBytes(bytes: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return undefined;
  }
}

/** The JSON body validated by `schema`; 400 with a message naming the field otherwise. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsedJson = parseJsonBytes(await readBodyBytes(request, MAX_API_BODY_BYTES));
  if (parsedJson === undefined) throw new HttpError(400, ROUTE_MESSAGES.invalidJson);
  const parsed = schema.safeParse(parsedJson.value);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
    throw new HttpError(400, message);
  }
  return parsed.data;
}

/** Runs a Stripe call; a failure becomes 502 with the catalogue message. */
export async function callStripe<T>(failureMessage: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new HttpError(502, failureMessage, {}, error);
  }
}

/** Runs a database call; a failure becomes 500 with the catalogue message. */
export async function callDb<T>(failureMessage: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new HttpError(500, failureMessage, {}, error);
  }
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
