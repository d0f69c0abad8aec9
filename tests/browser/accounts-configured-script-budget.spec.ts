/**
 * Configured mode: every page also carries the account widgets' plain loader
 * (src/islands/account/mount-widgets.ts). A page without an island must still ship only
 * that and the shell's script before a widget is pressed; React, the widgets and supabase-js
 * load on demand (accounts-configured-auth.spec.ts checks the requests in the browser).
 */
import { expect, test } from '@playwright/test';
import { downloadedScriptGzipBytes, GUEST_ISLAND_JS_BUDGET_KB, measurePageScripts } from '../../scripts/site-js-bytes.ts';
import { ACCOUNTS_SITE_OUT, FAKE_SUPABASE_URL } from './accounts-env.ts';

const pages = measurePageScripts(ACCOUNTS_SITE_OUT);

test('pages without an island ship a few KB of plain script and never React, the widgets loader included', () => {
  const plain = pages.filter((p) => !p.hasIsland);
  expect(plain.map((p) => p.page)).toEqual(expect.arrayContaining(['/', '/x/', '/email-confirmation/']));
  for (const p of plain) {
    expect(
      p.files.some((f) => /AccountWidgetsShell/.test(f)),
      `${p.page} has the widgets loader`,
    ).toBe(true);
    expect(
      p.files.filter((f) => /\/(react|client|app|AccountWidgets)\./.test(f)),
      p.page,
    ).toEqual([]);
    expect(p.gzipBytes, p.page).toBeLessThan(6 * 1024);
  }
});

test(`a guest's island pages stay within ${GUEST_ISLAND_JS_BUDGET_KB} KB of gzipped script with the account layer configured`, () => {
  const islands = pages.filter((p) => p.hasIsland);
  expect(islands.length).toBeGreaterThan(10);
  for (const p of islands) expect(p.gzipBytes / 1024, p.page).toBeLessThanOrEqual(GUEST_ISLAND_JS_BUDGET_KB);
});

// One test per page: a page read to its end takes a few seconds, and a failure names its page.
for (const p of pages.filter((page) => page.hasIsland)) {
  test(`a guest's browser downloads at most ${GUEST_ISLAND_JS_BUDGET_KB} KB of gzipped script on ${p.page}, read to its end, lazy chunks included`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    // No Supabase here: the guest's session check fails fast, as with the service down.
    await context.route(`${FAKE_SUPABASE_URL}/**`, (route) => route.abort());
    const downloaded = await downloadedScriptGzipBytes(await context.newPage(), new URL(p.page, baseURL).href);
    await context.close();
    expect((downloaded + p.inlineGzipBytes) / 1024, p.page).toBeLessThanOrEqual(GUEST_ISLAND_JS_BUDGET_KB);
  });
}
