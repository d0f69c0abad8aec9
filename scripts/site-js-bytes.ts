/**
 * JavaScript each built page makes the browser run: inline <script>s, module
 * scripts, Astro islands' component and renderer modules, and every module
 * they import statically (dynamic imports are not counted: they load only on
 * demand). Sizes are gzip level 9 of each unique file, summed per page.
 *
 *   npm run site:js-bytes            # dist/ (or $LONGBALL_SITE_OUT)
 *
 * Exported for bench scripts and the budget specs:
 *   measurePageScripts(outDir)             the static closure per built page (no browser)
 *   downloadedScriptGzipBytes(page, url)   what the page fetches in a browser (lazy chunks included)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { siteOutDir } from './site-lib.ts';

/** The budget (issue 24): a guest's island page downloads at most 110 KB of gzipped script (React and its DOM renderer alone are ~67 KB, TanStack Table ~10-15 KB). */
export const GUEST_ISLAND_JS_BUDGET_KB = 110;

export interface PageScripts {
  page: string;
  /** Whether the page has an Astro island (React); otherwise only plain scripts run. */
  hasIsland: boolean;
  files: string[];
  inlineBytes: number;
  /** The inline scripts, each gzipped on its own (a part of gzipBytes). */
  inlineGzipBytes: number;
  rawBytes: number;
  gzipBytes: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' || name === 'data' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** The static import closure of a module under clientDir, as /_astro/... paths. */
function closure(clientDir: string, entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const source = readFileSync(path.join(clientDir, entry), 'utf8');
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
    const target = path.posix.join(path.posix.dirname(entry), match[1]!);
    closure(clientDir, target, seen);
  }
}

export function measurePageScripts(outDir = siteOutDir()): PageScripts[] {
  const clientDir = path.join(outDir, 'client');
  return htmlFiles(clientDir)
    .sort()
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const entries = new Set<string>();
      let inlineRaw = 0;
      let inlineGzip = 0;
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const src = /\bsrc="([^"]+)"/.exec(match[1]!)?.[1];
        if (src) entries.add(src);
        else if (match[2]!.trim()) {
          inlineRaw += Buffer.byteLength(match[2]!);
          inlineGzip += gz(match[2]!);
        }
      }
      for (const match of html.matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g)) {
        if (match[1]) entries.add(match[1]);
      }
      const files = new Set<string>();
      for (const entry of entries) if (entry.startsWith('/')) closure(clientDir, entry, files);
      let rawBytes = inlineRaw;
      let gzipBytes = inlineGzip;
      for (const f of files) {
        const bytes = readFileSync(path.join(clientDir, f));
        rawBytes += bytes.length;
        gzipBytes += gz(bytes);
      }
      const page = `/${path
        .relative(clientDir, file)
        .replace(/index\.html$/, '')
        .replace(/\.html$/, '')}`;
      return {
        page,
        hasIsland: html.includes('<astro-island'),
        files: [...files],
        inlineBytes: inlineRaw,
        inlineGzipBytes: inlineGzip,
        rawBytes,
        gzipBytes,
      };
    });
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntryPoint) {
  const rows = measurePageScripts();
  const width = Math.max(...rows.map((r) => r.page.length), 4);
  console.log(`${'page'.padEnd(width)}  ${'JS gzip'.padStart(9)}  ${'JS raw'.padStart(9)}  files`);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(width)}  ${(row.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${(row.rawBytes / 1024).toFixed(1).padStart(6)} KB  ${row.files.length + (row.inlineBytes ? 1 : 0)}`,
    );
  }
}

/**
 * Bytes of JavaScript (gzip -9 per file) the page at `url` downloads by itself in a browser: every
 * script response from load until the network is idle and one more second, so a chunk an island
 * imports lazily at its first render counts too; then the visitor's first input (a key press, which
 * wakes the islands that hydrate on demand, client:ondemand), and a read of the whole page (scrolled
 * to its end and back: the islands that hydrate as they near the screen, client:visible, and the
 * tables' page-sticky header), until the network is idle again. What loads only when a control is
 * used (a tab's panel, the CSV, the column list) is not counted. Once the page sends the visitor on
 * (a guest on a subscribers' page goes to /subscribe), what the next page loads is that page's, not
 * counted.
 * The caller sets the visitor up (routes, session) on `page` before.
 */
/** How long each step waits for the network to go idle before it counts what has arrived (a busy host's request can lag). */
const IDLE_WAIT_MS = 10_000;

export async function downloadedScriptGzipBytes(page: Page, url: string): Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const ownPath = new URL(url).pathname;
  let left = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== ownPath) left = true;
  });
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname;
    if (!left && file.endsWith('.js') && !sizes.has(file))
      sizes.set(
        file,
        response.body().then(
          (body) => gz(body),
          () => 0,
        ),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  if (!left) {
    // A page that sends the visitor on may be navigating now: what loads after is not counted.
    await page.keyboard.press('Shift').catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: IDLE_WAIT_MS }).catch(() => undefined);
    await page.waitForTimeout(1000);
  }
  if (!left) {
    await readToTheEnd(page).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: IDLE_WAIT_MS }).catch(() => undefined);
    await page.waitForTimeout(1000);
  }
  return (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
}

/** Scrolls the page to its end a screen at a time (each island passes near the screen), then back to the top. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}
