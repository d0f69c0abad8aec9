/**
 * Configured mode, Pro's API access at 375 and 1280 px (docs/api.md), with the key routes and the
 * data API run for real (accounts-payments-bridge.ts: the server's handlers on the real
 * migrations on PGlite; the plan stored from Stripe's webhook):
 *  - a Pro customer creates a key on the Account page (shown once), a request made as curl would
 *    make it gets 200 with the day's rows; he revokes it, the same request gets 403;
 *  - a Basic customer is told on the Account page that keys are part of Pro, and the server
 *    refuses his create requests, with or without a plan sent in the body.
 * Screenshots of the Account page go to test-results/ (read them when the page changes).
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { API_MESSAGES } from '../../src/shared/api-access.ts';
import { FakeSupabase, sessionFor } from './accounts-fake-supabase.ts';
import { newPayer, PaymentsBridge } from './accounts-payments-bridge.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';

async function customer(page: Page, plan: 'basic' | 'pro') {
  const user = newPayer();
  const fake = new FakeSupabase();
  fake.addUser(user, { role: 'member', stripe_customer_id: null });
  const bridge = await PaymentsBridge.start(fake);
  await bridge.addUsers([user]);
  await bridge.subscribe(user, plan);
  await fake.install(page);
  await bridge.install(page);
  await fake.signInBeforeLoad(page, user);
  return { fake, bridge, user };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await PaymentsBridge.warmUp();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });
    test.describe.configure({ timeout: 90_000 });

    test('a Pro customer creates a key (shown once), reads the day with it (200), revokes it (403)', async ({ page, request }, testInfo) => {
      const { bridge, user } = await customer(page, 'pro');
      const slate = await bridge.publishSampleSlate();
      const api = await bridge.serveDataApi();
      try {
        await page.goto('/account');
        await expect(page.getByTestId('account-plan')).toHaveText(/^Pro, renews /);
        const section = page.getByRole('region', { name: 'API access' });
        await expect(section.getByText('No API keys yet.')).toBeVisible();
        await section.getByRole('button', { name: 'Create API key' }).click();

        const shown = section.getByTestId('new-api-key');
        await expect(shown).toContainText('it is shown only once');
        const key = await shown.getByRole('textbox', { name: 'Your new API key' }).inputValue();
        expect(key).toMatch(/^lb_[A-Za-z0-9_-]{43}$/);
        const listed = section.getByTestId('api-key');
        await expect(listed).toHaveCount(1);
        await expect(listed).toContainText(`${key.slice(0, 11)}…`);
        await expect(listed).toContainText('Last used never');
        await page.screenshot({ path: testInfo.outputPath(`account-api-key-created-${width}.png`), fullPage: true });
        await expectNoSeriousA11yViolations(page);
        // The server kept only its fingerprint.
        const { rows } = await bridge.world.database.pg.query('select prefix, key_hash from public.api_keys where user_id = $1', [user.id]);
        expect(rows).toEqual([{ prefix: key.slice(0, 11), key_hash: createHash('sha256').update(key).digest('hex') }]);

        // Shown once: after Done, and after a reload, only the prefix is on the page.
        await shown.getByRole('button', { name: 'Done' }).click();
        await expect(section.getByTestId('new-api-key')).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('region', { name: 'API access' }).getByTestId('api-key')).toContainText(key.slice(0, 11));
        expect(await page.content()).not.toContain(key);

        // curl -H "Authorization: Bearer $KEY" .../api/v1/projections.json
        const json = await request.get(`${api.baseUrl}/api/v1/projections.json`, { headers: { authorization: `Bearer ${key}` } });
        expect(json.status()).toBe(200);
        const body = (await json.json()) as { date: string; batters: Array<{ name: string; pHr: number }> };
        expect(body.date).toBe(slate.date);
        expect(body.batters).toHaveLength(slate.batters);
        expect(body.batters.length).toBeGreaterThan(0);
        const csv = await request.get(`${api.baseUrl}/api/v1/picks.csv`, { headers: { authorization: `Bearer ${key}` } });
        expect(csv.status()).toBe(200);
        const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.body());
        expect(csvText.startsWith('\uFEFFlist,id,name,team,opponent,gameId,hrProbability,pHr,oddsAmerican\r\n')).toBe(true);

        // The page shows the use.
        await page.reload();
        await expect(page.getByRole('region', { name: 'API access' }).getByTestId('api-key')).not.toContainText('Last used never');

        // Revoke, after confirming.
        const row = page.getByRole('region', { name: 'API access' }).getByTestId('api-key');
        await row.getByRole('button', { name: 'Revoke' }).click();
        await expect(row).toContainText(`Revoke ${key.slice(0, 11)}…? Requests with it are refused at once.`);
        await row.getByRole('button', { name: 'Revoke key' }).click();
        await expect(row).toContainText(/Revoked \w{3} \d{1,2}/);
        await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

        const refused = await request.get(`${api.baseUrl}/api/v1/projections.json`, { headers: { authorization: `Bearer ${key}` } });
        expect(refused.status()).toBe(403);
        expect(await refused.json()).toEqual({ error: API_MESSAGES.revokedKey });
        await page.screenshot({ path: testInfo.outputPath(`account-api-key-revoked-${width}.png`), fullPage: true });
      } finally {
        await api.stop();
      }
    });

    test('a Basic customer is told keys are part of Pro, and the server refuses to create one', async ({ page }, testInfo) => {
      const { bridge, user } = await customer(page, 'basic');
      await page.goto('/account');
      await expect(page.getByTestId('account-plan')).toHaveText(/^Basic, renews /);
      const section = page.getByRole('region', { name: 'API access' });
      await expect(section.getByTestId('api-pro-only')).toHaveText(`${API_MESSAGES.proOnly} See plans`);
      await expect(section.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscribe');
      await expect(section.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`account-api-basic-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // The same calls the page would make, from the page, with his session: refused by the server.
      const token = sessionFor(user).access_token;
      const attempts = await page.evaluate(async (accessToken) => {
        const post = async (body: unknown) => {
          const response = await fetch('/api/create-api-key', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        };
        return [await post({}), await post({ plan: 'pro' }), await post({ role: 'subscriber', plan: 'pro' })];
      }, token);
      expect(attempts[0]).toEqual({ status: 403, body: { error: API_MESSAGES.proOnly } });
      expect(attempts[1]!.status).toBe(400);
      expect(attempts[2]!.status).toBe(400);
      const { rows } = await bridge.world.database.pg.query('select id from public.api_keys where user_id = $1', [user.id]);
      expect(rows).toEqual([]);
    });
  });
}
