/**
 * Compressed responses for the Node server (server/serve.mjs) and the build step that
 * precompresses the site (scripts/site-lib.ts buildSite).
 *
 *   - precompressSite(clientDir): writes `<file>.br` and `<file>.gz` beside every static file
 *     of a compressible type of at least MIN_COMPRESS_BYTES (pages, scripts, styles, generated
 *     JSON), when the compressed file is smaller.
 *   - servePrecompressed(req, res, clientDir): answers a GET/HEAD for a static file from its
 *     precompressed twin when Accept-Encoding allows one (br before gzip), with the original's
 *     Content-Type, the twin's Content-Length, Vary: Accept-Encoding, an ETag of the twin and
 *     304 on a matching If-None-Match. A Range header is ignored there (a full 200, which HTTP
 *     allows); a client that accepts no encoding never reaches it, so the adapter's `send`
 *     serves identity bodies with ranges, ETags and 304 as before.
 *   - compressOnTheFly(req, res): for everything else (API answers, a static file without a
 *     twin) compresses the body with node:zlib when the type is compressible, the body is not
 *     known to be under MIN_COMPRESS_BYTES, it is not already encoded and the status has a full
 *     body (not 206/204/304).
 * Plain JavaScript: the server image runs it with node alone.
 */
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Smaller bodies are sent as they are: the encoding's overhead would eat the saving. */
export const MIN_COMPRESS_BYTES = 1024;

/** Extensions the build precompresses, and the Content-Type each is served with. */
export const COMPRESSIBLE_FILES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** Content types worth compressing on the fly (images, fonts and archives are compressed already). */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/** The encodings served, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Files under this folder carry content hashes in their names: cached for a year (as the adapter does). */
const IMMUTABLE_PREFIX = '/_astro/';

/**
 * The encodings an Accept-Encoding header allows, best first among ours ('br', 'gzip').
 * A q=0 refuses; `*` stands for any encoding not named.
 */
export function acceptedEncodings(header) {
  if (typeof header !== 'string' || header.trim() === '') return [];
  const weights = new Map();
  for (const part of header.split(',')) {
    const [token, ...parameters] = part.trim().split(';');
    const name = token?.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (name) => weights.get(name) ?? weights.get(name === 'gzip' ? 'x-gzip' : '') ?? weights.get('*') ?? 0;
  return ENCODINGS.filter((e) => weightOf(e.name) > 0)
    .sort((a, b) => weightOf(b.name) - weightOf(a.name))
    .map((e) => e.name);
}

function appendVary(res) {
  const current = String(res.getHeader('Vary') ?? '');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Brotli quality of the build's twins: 9 is within about 12% of the maximum (11) on the site's
 * data JSON at a twentieth of its time (a full slate's 1.6 MB home-runs.json: 0.6 s against 11 s).
 */
const PRECOMPRESS_BROTLI_QUALITY = 9;

function compress(encoding, body) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PRECOMPRESS_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Writes the .br and .gz twins of every compressible file of at least MIN_COMPRESS_BYTES under
 * clientDir (a twin that would not be smaller is not written). Returns the bytes before and after.
 */
export function precompressSite(clientDir) {
  const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in COMPRESSIBLE_FILES)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    totals.files += 1;
    totals.identity += body.length;
    for (const { name, suffix } of ENCODINGS) {
      const encoded = compress(name, body);
      if (encoded.length >= body.length) continue;
      writeFileSync(file + suffix, encoded);
      totals[name] += encoded.length;
    }
  }
  return totals;
}

/**
 * The static file a URL path names under clientDir: the file itself, or a folder's index.html
 * (the site's trailingSlash is Astro's default 'ignore' and its build format 'directory').
 * Null for a path outside clientDir, a dot-file segment (the adapter refuses those) or no file.
 */
function staticFileFor(clientDir, url) {
  let pathname = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.split('/').some((segment) => segment.startsWith('.'))) return null;
  const root = path.resolve(clientDir);
  let file = path.resolve(path.join(root, pathname));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function etagOf(stat, encoding) {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
}

function matchesIfNoneMatch(header, etag) {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Serves a GET/HEAD for a static file from its precompressed twin when the client accepts that
 * encoding. Returns false (having written nothing) when it does not apply.
 */
export function servePrecompressed(req, res, clientDir) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.length === 0) return false;
  const file = staticFileFor(clientDir, req.url ?? '/');
  if (!file) return false;
  const contentType = COMPRESSIBLE_FILES[path.extname(file)];
  if (!contentType) return false;
  for (const encoding of accepted) {
    const twin = file + ENCODINGS.find((e) => e.name === encoding).suffix;
    let stat;
    try {
      stat = statSync(twin);
    } catch {
      continue;
    }
    const etag = etagOf(stat, encoding);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Encoding', encoding);
    appendVary(res);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', statSync(file).mtime.toUTCString());
    res.setHeader(
      'Cache-Control',
      new URL(req.url ?? '/', 'http://x').pathname.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    );
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Length', stat.size);
    res.statusCode = 200;
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = createReadStream(twin);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  }
  return false;
}

function createEncoder(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip({ level: 6 });
}

/** Whether the response about to start (its status and headers set) gets compressed. */
function compressible(res, knownLength) {
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding') !== undefined || res.getHeader('Content-Range') !== undefined) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  if (!COMPRESSIBLE_TYPE.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  const length = res.getHeader('Content-Length') !== undefined ? Number(res.getHeader('Content-Length')) : knownLength;
  return length === undefined || length >= MIN_COMPRESS_BYTES;
}

const chunkLength = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk?.length ?? 0));

/**
 * Wraps res so that the body written through it is compressed when compressible() says so:
 * Content-Length dropped (chunked), Content-Encoding and Vary set. Decided once, when the
 * headers go out (writeHead, the first write, or end).
 */
export function compressOnTheFly(req, res) {
  const [encoding] = acceptedEncodings(req.headers['accept-encoding']);
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let encoder = null;

  const decide = (knownLength) => {
    if (decided) return;
    decided = true;
    if (!COMPRESSIBLE_TYPE.test(String(res.getHeader('Content-Type') ?? ''))) return;
    appendVary(res);
    if (!encoding || !compressible(res, knownLength)) return;
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', encoding);
    if (req.method === 'HEAD') return;
    encoder = createEncoder(encoding);
    encoder.on('data', (data) => {
      if (!original.write.call(res, data)) {
        encoder.pause();
        res.once('drain', () => encoder.resume());
      }
    });
    encoder.on('end', () => original.end.call(res));
    encoder.on('drain', () => res.emit('drain'));
  };

  res.writeHead = function writeHead(status, reason, headers) {
    const fields = typeof reason === 'string' ? headers : reason;
    if (Array.isArray(fields)) {
      decided = true; // raw header lists are passed through as they are
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = status;
    decide(undefined);
    return typeof reason === 'string'
      ? original.writeHead.call(res, status, reason, Array.isArray(fields) ? fields : undefined)
      : original.writeHead.call(res, status, Array.isArray(fields) ? fields : undefined);
  };
  res.write = function write(chunk, chunkEncoding, callback) {
    if (!res.headersSent) decide(undefined);
    if (!encoder) return original.write.call(res, chunk, chunkEncoding, callback);
    return encoder.write(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : undefined, typeof chunkEncoding === 'function' ? chunkEncoding : callback);
  };
  res.end = function end(chunk, chunkEncoding, callback) {
    const done = [chunk, chunkEncoding, callback].find((a) => typeof a === 'function');
    const body = typeof chunk === 'function' ? undefined : chunk;
    if (!res.headersSent) decide(body === undefined || body === null ? 0 : chunkLength(body, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8'));
    if (!encoder) return original.end.call(res, chunk, chunkEncoding, callback);
    if (done) res.once('finish', done);
    if (body !== undefined && body !== null) encoder.end(body, typeof chunkEncoding === 'string' ? chunkEncoding : undefined);
    else encoder.end();
    return res;
  };
}
