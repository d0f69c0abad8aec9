/**
 * The Node server of the built site (`npm start`, the Dockerfile's command): the
 * @astrojs/node standalone handler of <site>/server/entry.mjs (prerendered pages and
 * API routes), inside an http server of our own that
 *   - sends the build's security headers (<site>/server/security-headers.json, written by
 *     scripts/security-headers.ts) with every response, HSTS only when NODE_ENV=production;
 *   - closes a client that has not sent its request headers within the header timeout
 *     (slowloris), or its whole request within the request timeout, and idle keep-alive
 *     sockets after the keep-alive timeout;
 *   - answers 503 (Retry-After) once MAX_IN_FLIGHT requests are under way, so slow
 *     clients cannot hold every worker; and caps open sockets;
 *   - sends compressed bodies (server/compression.mjs): a static file's precompressed twin
 *     (written by the build) when Accept-Encoding allows, else node:zlib on the fly for a
 *     compressible body of 1 KB or more; identity to a client that accepts no encoding;
 *   - tells the routes who the client is: the header x-longball-client-address (any the client
 *     sent is replaced) carries the socket's peer address or, behind LONGBALL_TRUSTED_PROXIES
 *     proxies, the address the outermost of them saw (read from the right of X-Forwarded-For,
 *     which the client cannot forge past a proxy that appends). The data API throttles bad keys
 *     per this address (src/server/rate-limit.ts).
 * Plain JavaScript: the server image runs it with node alone (no TypeScript loader).
 *
 * Environment: HOST, PORT (as the adapter's); LONGBALL_SITE_OUT (the built site, default
 * dist); LONGBALL_HEADERS_TIMEOUT_MS, LONGBALL_REQUEST_TIMEOUT_MS,
 * LONGBALL_KEEP_ALIVE_TIMEOUT_MS, LONGBALL_MAX_IN_FLIGHT override the limits below;
 * LONGBALL_TRUSTED_PROXIES (default 0) the number of reverse proxies in front of the server.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressOnTheFly, servePrecompressed } from './compression.mjs';

export const LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxInFlight: 256,
  maxConnections: 1_024,
};

function limitFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function limits() {
  return {
    ...LIMITS,
    headersTimeoutMs: limitFromEnv('LONGBALL_HEADERS_TIMEOUT_MS', LIMITS.headersTimeoutMs),
    requestTimeoutMs: limitFromEnv('LONGBALL_REQUEST_TIMEOUT_MS', LIMITS.requestTimeoutMs),
    keepAliveTimeoutMs: limitFromEnv('LONGBALL_KEEP_ALIVE_TIMEOUT_MS', LIMITS.keepAliveTimeoutMs),
    maxInFlight: limitFromEnv('LONGBALL_MAX_IN_FLIGHT', LIMITS.maxInFlight),
  };
}

/** The header the routes read the client's address from (src/server/runtime.ts CLIENT_ADDRESS_HEADER). */
export const CLIENT_ADDRESS_HEADER = 'x-longball-client-address';

/**
 * The client's address: with `trustedProxies` proxies in front, the X-Forwarded-For entry the
 * outermost one appended (counted from the right); without, or when the header is short, the peer.
 */
export function clientAddress(req, trustedProxies) {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trustedProxies] ?? peer;
}

/** The headers every response carries. */
function responseHeaders(siteOut, production) {
  const file = path.join(siteOut, 'server', 'security-headers.json');
  const headers = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries({ ...headers.always, ...(production ? headers.production : {}) });
}

export async function startServer(env = process.env) {
  const siteOut = path.resolve(env.LONGBALL_SITE_OUT ?? 'dist');
  const headers = responseHeaders(siteOut, env.NODE_ENV === 'production');
  const limit = limits();
  const clientDir = path.join(siteOut, 'client');
  const trustedProxies = Math.max(0, Math.floor(Number(env.LONGBALL_TRUSTED_PROXIES ?? 0)) || 0);
  // The adapter's own server is not started: its handler serves inside ours.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = await import(pathToFileURL(path.join(siteOut, 'server', 'entry.mjs')).href);

  let inFlight = 0;
  const server = http.createServer(
    {
      headersTimeout: limit.headersTimeoutMs,
      requestTimeout: Math.max(limit.requestTimeoutMs, limit.headersTimeoutMs),
      keepAliveTimeout: limit.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay that long).
      connectionsCheckingInterval: Math.min(1_000, limit.headersTimeoutMs),
    },
    (req, res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      if (inFlight >= limit.maxInFlight) {
        res.writeHead(503, { 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end('Busy: too many requests under way. Try again in a few seconds.\n');
        return;
      }
      inFlight++;
      res.on('close', () => inFlight--);
      req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustedProxies);
      if (servePrecompressed(req, res, clientDir)) return;
      compressOnTheFly(req, res);
      handler(req, res);
    },
  );
  server.maxConnections = limit.maxConnections;
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? 'localhost';
  await new Promise((resolve) => server.listen(port, host, resolve));
  console.log(`Longball serving ${siteOut} at http://${host}:${port}/`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
