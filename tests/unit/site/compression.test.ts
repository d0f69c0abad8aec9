/**
 * server/compression.mjs: which encodings an Accept-Encoding header allows, and the build's
 * precompressed twins (written only for compressible files of 1 KB or more, decoding to the file).
 * The served answers are driven over HTTP in tests/server/production-server.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, MIN_COMPRESS_BYTES, precompressSite } from '../../../server/compression.mjs';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip;q=0.9', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['GZIP;Q=1', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    ['br;q=0, *', ['gzip']],
    ['x-gzip', ['gzip']],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('precompressSite', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz twins of compressible files of 1 KB or more, each decoding to the file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'longball-precompress-'));
    mkdirSync(path.join(dir, 'data'));
    const page = `<!doctype html><table>${'<tr><td>Aaron Judge</td><td>12.3%</td></tr>'.repeat(200)}</table>`;
    const json = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Player ${i}` })) });
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'data', 'rows.json'), json);
    writeFileSync(path.join(dir, 'small.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4 * MIN_COMPRESS_BYTES));

    const totals = precompressSite(dir);

    for (const [file, text] of [
      ['index.html', page],
      ['data/rows.json', json],
    ] as const) {
      const full = path.join(dir, file);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString('utf8')).toBe(text);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString('utf8')).toBe(text);
    }
    expect(existsSync(path.join(dir, 'small.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(totals.files).toBe(2);
    expect(totals.identity).toBe(Buffer.byteLength(page) + Buffer.byteLength(json));
    expect(totals.gzip).toBeLessThan(totals.identity / 4);
    expect(totals.br).toBeLessThan(totals.identity / 4);
  });
});
