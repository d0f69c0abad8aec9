/**
 * The site under its own Content-Security-Policy: both test builds (local mode, and
 * configured mode with Supabase and Stripe) served by the production server
 * (server/serve.mjs, which sends the build's security headers); the main pages load,
 * hydrate and work with no CSP violation, reported by the browser either as a
 * `securitypolicyviolation` event or in the console.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS_SITE_OUT } from './accounts-env.ts';
import { bringIslandsNear } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCAL_SITE_OUT = path.resolve(process.env.LONGBALL_SITE_OUT ?? 'dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function serve(siteOut: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(ROOT, 'server/serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LONGBALL_SITE_OUT: siteOut, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, server };
    if (attempt > 100 || server.exitCode !== null) throw new Error(`server/serve.mjs did not start on ${siteOut}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

const builds = [
  { mode: 'local', siteOut: LOCAL_SITE_OUT, pages: ['/mlb/hr-projections', '/mlb/hr-calculator', '/subscribe', '/login'] },
  { mode: 'configured', siteOut: ACCOUNTS_SITE_OUT, pages: ['/mlb/hr-projections', '/mlb/hr-calculator', '/subscribe', '/login'] },
];

for (const build of builds) {
  test.describe(`${build.mode} mode under its CSP`, () => {
    let site: { base: string; server: ChildProcess };
    test.beforeAll(async () => {
      site = await serve(build.siteOut);
    });
    test.afterAll(() => {
      site?.server.kill();
    });

    for (const pathname of build.pages) {
      test(`${pathname} loads, hydrates and runs with no CSP violation`, async ({ page }) => {
        const violations = await watchViolations(page);
        const response = await page.goto(`${site.base}${pathname}`);
        expect(response?.status()).toBe(200);
        const csp = response!.headers()['content-security-policy'] ?? '';
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        await expect(page.locator('h1').first()).toBeVisible();
        // The islands hydrate (inline Astro island scripts run): no island is left without its hydrated marker.
        await bringIslandsNear(page);
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForLoadState('networkidle').catch(() => {});
        expect(violations).toEqual([]);
      });
    }
  });
}
