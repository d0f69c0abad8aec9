/**
 * The security headers of every page, computed once per site build (buildSite runs it
 * after `astro build`) and written twice:
 *   - `<out>/client/_headers`: the static host's file (Netlify / Cloudflare Pages syntax,
 *     `/*` then indented `Name: value` lines);
 *   - `<out>/server/security-headers.json`: what the Node server (server/serve.mjs) sends.
 * The Content-Security-Policy allows no inline script but the ones the build emitted,
 * each by its SHA-256 hash (read from every HTML page in client/), and the outside hosts
 * the site needs: Supabase (PUBLIC_SUPABASE_URL, configured mode), Stripe.js and its
 * frames (the subscribe page), the X and TikTok embeds (their feed pages). Inline style
 * attributes are allowed (style-src 'unsafe-inline'); framing is refused
 * (frame-ancestors 'none' and X-Frame-Options DENY).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Stripe.js (loaded by the subscribe page) and the frames and API it uses. */
const STRIPE = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };
/** The social feed pages' embeds (src/components/SocialFeed.astro) and what they load. */
const SOCIAL = {
  script: ['https://platform.twitter.com', 'https://cdn.syndication.twimg.com', 'https://www.tiktok.com', 'https://*.tiktokcdn.com'],
  frame: ['https://platform.twitter.com', 'https://syndication.twitter.com', 'https://www.tiktok.com'],
};

/** HSTS for a year, sent by production servers only (over HTTPS; a browser ignores it over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaders {
  /** Sent with every response. */
  always: Record<string, string>;
  /** Added in production (NODE_ENV=production on the Node server; always on the static host). */
  production: Record<string, string>;
}

/** Every <script> the browser runs inline (no src, a JavaScript type): its text. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The origin of PUBLIC_SUPABASE_URL and its websocket twin (Realtime), or nothing in local mode. */
function supabaseOrigins(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const origin = new URL(url).origin;
    return [origin, origin.replace(/^http/, 'ws')];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(scriptHashes: readonly string[], supabaseUrl: string | undefined): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...STRIPE.script, ...SOCIAL.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...supabaseOrigins(supabaseUrl), ...STRIPE.connect]],
    ['frame-src', [...STRIPE.frame, ...SOCIAL.frame]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The headers for the built site in `clientDir`, its inline scripts hashed. */
export function securityHeadersFor(clientDir: string, env: NodeJS.ProcessEnv = process.env): SecurityHeaders {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) for (const script of inlineScripts(readFileSync(file, 'utf8'))) hashes.add(sha256(script));
  return {
    always: {
      'Content-Security-Policy': contentSecurityPolicy([...hashes].sort(), env.PUBLIC_SUPABASE_URL),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    },
    production: { 'Strict-Transport-Security': HSTS },
  };
}

/** The static host's `_headers` text: every path gets every header (the host serves HTTPS, so HSTS too). */
export function headersFileText(headers: SecurityHeaders): string {
  const lines = Object.entries({ ...headers.always, ...headers.production }).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** Writes client/_headers and server/security-headers.json into the site output folder. */
export function writeSecurityHeaders(siteOut: string, env: NodeJS.ProcessEnv = process.env): SecurityHeaders {
  const headers = securityHeadersFor(path.join(siteOut, 'client'), env);
  writeFileSync(path.join(siteOut, 'client', '_headers'), headersFileText(headers));
  writeFileSync(path.join(siteOut, 'server', 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
  return headers;
}
