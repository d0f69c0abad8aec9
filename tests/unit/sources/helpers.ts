/** Test helpers for the input adapters: bytes from text, and catching a LongballError. */
import { LongballError } from '../../../pipeline/errors.ts';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
export const withBom = (text: string): Uint8Array => utf8(`\ufeff${text}`);
/** Latin-1 bytes: each character of `text` (all <= U+00FF) becomes one byte. */
export const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));

/** Runs `fn`, expecting a LongballError; returns it (fails the test otherwise). */
export function catchLongball(fn: () => unknown): LongballError {
  try {
    fn();
  } catch (e) {
    if (e instanceof LongballError) return e;
    throw e;
  }
  throw new Error('expected a LongballError, but nothing was thrown');
}
