/**
 * readBodyBytes, the one body reader of every API route: it counts bytes as they come off the
 * request's stream and stops reading past the limit, whatever the headers say.
 */
import { describe, expect, it } from 'vitest';
import { HttpError, MAX_WEBHOOK_BODY_BYTES, readBodyBytes } from '../../src/server/http.ts';

/** A chunked body (no Content-Length) that produces `chunks` chunks of `size` bytes on demand, counting pulls. */
function endlessBody(chunks: number, size = 64 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= chunks) {
          controller.close();
          return;
        }
        state.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://127.0.0.1/api/stripe-webhook', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  return { request, state };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('readBodyBytes', () => {
  it('reads a chunked body up to the limit whole', async () => {
    const { request, state } = endlessBody(16); // exactly 1 MiB
    const bytes = await readBodyBytes(request, MAX_WEBHOOK_BODY_BYTES);
    expect(bytes.byteLength).toBe(MAX_WEBHOOK_BODY_BYTES);
    expect(state.cancelled).toBe(false);
  });

  it('stops at the first chunk past the limit, cancels the stream and answers 413 (no Content-Length)', async () => {
    const { request, state } = endlessBody(4096); // would be 256 MiB
    const error = await failure(readBodyBytes(request, MAX_WEBHOOK_BODY_BYTES));
    expect(error.status).toBe(413);
    expect(error.publicMessage).toBe('Request body too large (limit 1048576 bytes).');
    expect(error.headers).toEqual({});
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBe(17);
  });

  it('refuses a declared Content-Length over the limit without reading, and ignores a small declared one', async () => {
    const big = new Request('http://127.0.0.1/x', { method: 'POST', body: 'x'.repeat(100), headers: { 'content-length': '2000000' } });
    expect((await failure(readBodyBytes(big, MAX_WEBHOOK_BODY_BYTES))).status).toBe(413);

    // A lying header: the stream is what counts.
    const { request } = endlessBody(40);
    request.headers.set('content-length', '10');
    expect((await failure(readBodyBytes(request, MAX_WEBHOOK_BODY_BYTES))).status).toBe(413);
  });

  it('an absent body reads as empty', async () => {
    expect((await readBodyBytes(new Request('http://127.0.0.1/x', { method: 'POST' }))).byteLength).toBe(0);
  });
});
