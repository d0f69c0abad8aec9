/**
 * Shared helpers for the browser specs. Expected values come from the data
 * the built site serves (/data/*.json), so the specs hold for any pipeline
 * output, sample or real.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DataFileName, DataOf } from '../../src/lib/data-files.ts';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

export async function fetchData<N extends DataFileName>(request: APIRequestContext, name: N): Promise<DataOf<N>> {
  const response = await request.get(`/data/${name}`);
  expect(response.ok(), `/data/${name} should be served`).toBe(true);
  return (await response.json()) as DataOf<N>;
}

/** No serious or critical axe violations (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, 'serious/critical axe violations').toEqual([]);
}

const SCREENSHOT_DIR = path.resolve('screenshots');

/**
 * Full-page screenshot into screenshots/<name>-<width>.png (git-ignored). Motion is
 * reduced first: a full-page capture resizes the viewport, and the shell's sidebar
 * transition would otherwise be caught half-way (content drawn under the sidebar).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // A full-page capture does not bring the page's parts on screen: those laid out only near it
  // (content-visibility: auto, HR Projections' cards, Lineups' games) are drawn as a visitor
  // scrolling there sees them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/**
 * Aborts every request that leaves the test server and records its URL, so a
 * page is proven to load nothing from third parties (and runs offline).
 */
export async function recordExternalRequests(page: Page, baseURL: string): Promise<string[]> {
  const external: string[] = [];
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    async (route) => {
      external.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return external;
}

/** Header texts of the first table on the page, in order. */
export async function tableHeaders(page: Page): Promise<string[]> {
  return (await page.locator('table thead th').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim());
}

/** Header texts of the table inside `region`, in order (sort arrows left out). */
export async function headersOf(region: Locator): Promise<string[]> {
  return region.locator('thead th').evaluateAll((cells) => cells.map((th) => th.textContent!.replace(/[▲▼↕]/g, '').trim()));
}

/**
 * Whether each first-row cell under `headers` lies inside the viewport and the box `region`.
 * `unscrolled`: also that the box is not scrolled sideways, i.e. the cells are in view as the
 * table first shows, not after a scroll.
 */
export function firstRowInView(region: Locator, headers: readonly string[], options: { unscrolled?: boolean } = {}) {
  return region.evaluate(
    (box, { headers, unscrolled }) => {
      const shown = [...box.querySelectorAll('thead th')].map((th) => th.textContent!.replace(/[▲▼↕]/g, '').trim());
      const cells = [...box.querySelectorAll('tbody tr:first-child td')];
      const limits = box.getBoundingClientRect();
      const right = Math.min(limits.right, window.innerWidth);
      const scrolledOk = !unscrolled || box.scrollLeft === 0;
      return Object.fromEntries(
        headers.map((header) => {
          const rect = cells[shown.indexOf(header)]?.getBoundingClientRect();
          return [header, !!rect && rect.width > 0 && rect.left >= limits.left - 1 && rect.right <= right + 1 && scrolledOk];
        }),
      );
    },
    { headers, unscrolled: options.unscrolled ?? false },
  );
}

/**
 * Waits until no table in `scope` is re-listing: after a sort, search or filter, a DataTable
 * shows the new rows below the fold one frame later and is aria-busy until then. Call before
 * reading a table's rows at once (allInnerTexts); retrying assertions need not.
 */
export async function tablesSettled(scope: Page | Locator): Promise<void> {
  // A table whose island runs as it nears the screen stays busy (its first page shown) until then;
  // a table drawn whole in the static HTML shows every screen's columns until its script has run.
  await bringIslandsNear('page' in scope ? scope.page() : scope);
  await expect(scope.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(scope.locator('table[data-static-columns]')).toHaveCount(0);
}

/** The texts of one column (1-based index) of the rendered rows. */
export async function columnTexts(page: Page, columnIndex: number): Promise<string[]> {
  await tablesSettled(page);
  return (await page.locator(`table tbody tr td:nth-child(${columnIndex})`).allInnerTexts()).map((t) => t.trim());
}

/** The sort button in a column header (exact header text): its first button (a titled header also holds its help button). */
export function sortButton(page: Page, header: string) {
  return page.getByRole('columnheader', { name: header, exact: true }).getByRole('button').first();
}

/** Ascending text order as the tables define it (case-insensitive, numeric runs). */
export function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
}

/** The displayed number of a cell ("—" = missing -> null). */
export function cellNumber(text: string): number | null {
  if (text === '—' || text === '') return null;
  return Number(text.replace(/[%,]/g, ''));
}

/** Waits until the first table has rendered rows (its data has loaded). */
/**
 * Waits until the page's tables hold their whole data: the island has hydrated and every
 * file has replaced the build's first page (the static HTML's rows, marked data-partial).
 */
export async function waitForTable(page: Page): Promise<void> {
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await bringIslandsNear(page);
  await expect(page.locator('astro-island[ssr]:has(table), [data-partial]')).toHaveCount(0);
}

/**
 * Brings each island that hydrates as it nears the screen (client:visible: HR Projections' model
 * tabs) into view and back, as a visitor scrolling down the page does, so it hydrates; the page
 * ends where it was. Astro watches the island's children (the island itself has no box). An island
 * that hydrates at the visitor's first input (client:ondemand: HR Projections' picks in local mode)
 * is woken by a press of Shift, a first input that changes nothing on the page.
 */
export async function bringIslandsNear(page: Page): Promise<void> {
  if ((await page.locator('astro-island[ssr][client="ondemand"]').count()) > 0) await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    const islands = [...document.querySelectorAll('astro-island[ssr][client="visible"]')];
    if (islands.length === 0) return;
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const { scrollX, scrollY } = window;
    for (const island of islands) {
      island.firstElementChild?.scrollIntoView({ block: 'center' });
      // In view until it has hydrated (at most 600 frames, about 10 s; counted in frames, as a test
      // may have fixed the page's clock): the intersection is reported after the frame that lays
      // the new position out, later still on a slowed CPU, and an island scrolled away before then
      // does not hydrate.
      for (let frames = 0; island.hasAttribute('ssr') && frames < 600; frames++) await frame();
    }
    window.scrollTo(scrollX, scrollY);
  });
}

/**
 * Waits until the island holding `inside` has hydrated (Astro removes its `ssr`
 * attribute): a click or keystroke on the server-rendered HTML before that is lost.
 */
export async function islandHydrated(page: Page, inside: Locator): Promise<void> {
  await bringIslandsNear(page);
  await expect(page.locator('astro-island[ssr]', { has: inside })).toHaveCount(0);
}

/**
 * Shows every column of the table(s) in `scope` through their Columns control (a table opens with
 * its compact set): for tests that read the spec's full column list. The control works once its
 * table has hydrated (drawn disabled until then).
 */
export async function showAllColumns(scope: Page | Locator): Promise<void> {
  await tablesSettled(scope);
  const pickers = scope.getByTestId('column-picker');
  for (let i = 0; i < (await pickers.count()); i++) {
    const picker = pickers.nth(i);
    if (!(await picker.isVisible())) continue;
    await picker.locator('summary').click();
    await picker.getByRole('button', { name: 'All' }).click();
    await picker.locator('summary').click();
  }
}

/**
 * What inside `card` does not fit it: each visible descendant that sticks out of the card's box,
 * or whose text is clipped (wider than its own box: a truncated "M…" legend, a cut "+13.00"),
 * as "<tag> '<text>' by N px". Screen-reader-only text and sideways-scrolling regions are left out.
 */
export function overflowsInside(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const limits = root.getBoundingClientRect();
    const found: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sr-only, [role=region]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const out = Math.max(limits.left - rect.left, rect.right - limits.right);
      const clipped = element.scrollWidth - element.clientWidth;
      const by = Math.max(out, getComputedStyle(element).overflowX === 'visible' ? 0 : clipped);
      if (by > 1) found.push(`${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 30)}' by ${Math.round(by)} px`);
    }
    return found;
  });
}

/** What a third party's script is answered with in a test (Stripe.js: a constructor the subscribe page can start). */
const THIRD_PARTY_STAND_INS: Readonly<Record<string, string>> = { 'js.stripe.com': 'window.Stripe = function () { return {}; };' };

/**
 * Every console error and uncaught page error of `page` from now on, as "<page path>: <text>"
 * (a hydration mismatch is React's error #418 in the console). Third-party requests are
 * answered with a stand-in (THIRD_PARTY_STAND_INS, else an empty script), as if the network
 * were there (an offline test would otherwise log the embeds' failed loads); the not-found
 * page's own 404 status is not an error.
 */
export async function recordPageErrors(page: Page, baseURL: string): Promise<string[]> {
  const errors: string[] = [];
  const local = new URL(baseURL).hostname;
  // The test servers (and configured mode's fake Supabase) are on this machine; anything else is a third party.
  await page.route(
    (url) => url.hostname !== local && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: THIRD_PARTY_STAND_INS[new URL(route.request().url()).hostname] ?? '' }),
  );
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const notFoundStatus = /status of 404/.test(message.text()) && message.location().url === page.url() && where().startsWith('/404');
    if (!notFoundStatus) errors.push(`${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${where()}: ${error.message}`));
  return errors;
}

/**
 * Opens `path` and waits until its islands have hydrated and its requests are done, so every
 * error the page makes on its own (hydration included) has been logged.
 */
export async function openAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await bringIslandsNear(page);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // A page that keeps a connection open (the account layer's realtime socket) is never idle: a few seconds at most.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** The pages whose islands hydrate over rows the build rendered (a hydration mismatch shows there first). */
export const STATIC_ROWS_PAGES = ['/mlb/hr-projections/', '/historic-projections/', '/season-homers/', '/mlb/bvp/'];

/** Slows the page's CPU as Lighthouse's mobile profile does (4x). */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the requests matching `pattern` until the returned function is called (a response that
 * arrives late), then lets them go on to the next handler (`route.fallback()`, a fake's own route).
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
