/**
 * Configured mode, followed players (Pro's real-time updates, docs/product.md#followed-players),
 * at 375 and 1280 px, on the real database (accounts-follows-bridge.ts: the page's follow calls
 * run on PGlite with the real migrations as the signed-in user; a publish is the real runPublish):
 *  - a Pro customer follows a player on HR Projections; a first run of the day is published, then
 *    a later run where his lineup is confirmed: a mailbox message, the unread badge and a toast;
 *    the account page lists him and removes him;
 *  - a Basic customer is told following is part of Pro, and the database refuses his follow;
 *  - toasts never cover the header's buttons (bounding boxes), on a phone and on a desktop.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FOLLOW_TEXTS, MAILBOX_TEXTS } from '../../src/lib/auth/texts.ts';
import { FAKE_SUPABASE_URL, TEST_GENERATED_DIR } from './accounts-env.ts';
import { AUTH_STORAGE_KEY, FakeSupabase, MEMBER } from './accounts-fake-supabase.ts';
import { FollowsBridge } from './accounts-follows-bridge.ts';
import { newPayer, PaymentsBridge } from './accounts-payments-bridge.ts';

const projections = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'projections.json'), 'utf8'));
const picks = JSON.parse(readFileSync(path.join(TEST_GENERATED_DIR, 'picks.json'), 'utf8'));
const player: { id: string; name: string; team: string } = projections.batters[0];

const toast = (page: Page) => page.getByTestId('toaster').getByTestId('toast');

async function customer(page: Page, plan: 'basic' | 'pro') {
  const fake = new FakeSupabase();
  fake.premiumSlates = [{ slate_date: projections.date, projections, picks, published_at: `${projections.date}T12:00:00Z` }];
  const bridge = await FollowsBridge.start(fake);
  const user = newPayer();
  await bridge.addCustomer(user, plan);
  await fake.install(page);
  await bridge.install(page);
  await fake.signInBeforeLoad(page, user);
  return { fake, bridge, user };
}

/** Sets the followed hitter's lineup in every one of his rows (a doubleheader has two). */
const lineup = (confirmed: boolean) => (run: { batters: Record<string, unknown>[] }) => {
  for (const batter of run.batters) if (batter.id === player.id) batter.confirmed = confirmed;
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await PaymentsBridge.warmUp();
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });
    test.describe.configure({ timeout: 120_000 });

    test('a Pro customer follows a player; a later run confirms his lineup: a mailbox message and a toast', async ({ page }, testInfo) => {
      const { fake, bridge, user } = await customer(page, 'pro');
      await page.goto('/mlb/hr-projections');
      const card = page.getByRole('region', { name: FOLLOW_TEXTS.title });
      // Folded to one line until opened.
      await expect(card.locator('summary')).toContainText(FOLLOW_TEXTS.count(0));
      expect((await card.boundingBox())!.height).toBeLessThan(60);
      await card.locator('summary').click();
      await expect(card.getByText(FOLLOW_TEXTS.none)).toBeVisible();
      await card.getByLabel(FOLLOW_TEXTS.playerLabel).selectOption({ label: `${player.name} (${player.team})` });
      const follow = card.getByRole('button', { name: FOLLOW_TEXTS.follow, exact: true });
      const box = await follow.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(40); // easy to tap
      await follow.click();
      await expect(card.getByRole('status')).toHaveText(FOLLOW_TEXTS.followed(player.name));
      const chips = card.getByTestId('followed-players').getByRole('listitem');
      await expect(chips).toHaveCount(1);
      await expect(chips.first()).toContainText(player.name);
      await expect(chips.first().getByRole('button', { name: FOLLOW_TEXTS.unfollow(player.name) })).toBeVisible();
      expect(await bridge.followsOf(user.id)).toEqual([player.id]);
      await expect(card.locator('summary')).toContainText(FOLLOW_TEXTS.count(1));

      // The day's first run, then a later one where his lineup is confirmed.
      await fake.waitForMailboxChannel(user.id);
      await bridge.publishRun(lineup(false));
      const later = await bridge.publishRun(lineup(true));
      expect(later.alerts.sent).toBe(1);
      const title = `Lineup confirmed: ${player.name}`;
      await expect(toast(page).filter({ hasText: MAILBOX_TEXTS.newMessage })).toContainText(title);
      await expect(page.getByTestId('mailbox-badge')).toHaveText('1');
      await page.screenshot({ path: testInfo.outputPath(`follow-alert-${width}.png`) });
      await page.getByTestId('mailbox-button').click();
      const mailbox = page.getByRole('region', { name: 'Mailbox' });
      await expect(mailbox.getByTestId('mailbox-message').first()).toContainText(title);
      await expect(mailbox.getByTestId('mailbox-message').first()).toContainText(`${player.name} (${player.team}) is in the confirmed lineup`);

      // The same later run again sends nothing new.
      expect((await bridge.publishRun(lineup(true))).alerts).toEqual({ found: 0, sent: 0 });

      await page.goto('/account');
      const list = page.getByTestId('account-followed-players');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(player.name);
      await page.screenshot({ path: testInfo.outputPath(`follow-account-${width}.png`), fullPage: true });
      await list.getByRole('button', { name: FOLLOW_TEXTS.remove(player.name) }).click();
      await expect(page.getByText(FOLLOW_TEXTS.none)).toBeVisible();
      expect(await bridge.followsOf(user.id)).toEqual([]);
    });

    test('a Basic customer is told following is Pro, and the database refuses his follow', async ({ page }) => {
      const { bridge, user } = await customer(page, 'basic');
      await page.goto('/mlb/hr-projections');
      await expect(page.getByTestId('follow-pro-only')).toHaveText(`${FOLLOW_TEXTS.proOnly} ${FOLLOW_TEXTS.seePlans}`);
      await expect(page.getByRole('region', { name: FOLLOW_TEXTS.title })).toHaveCount(0);
      // What the page would send, sent by hand with his own session: row-level security refuses it.
      const answer = await page.evaluate(
        async ([url, key, playerId, name]) => {
          const session = JSON.parse(localStorage.getItem(key!) ?? '{}') as { access_token?: string; user?: { id: string } };
          const response = await fetch(`${url}/rest/v1/player_follows`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', apikey: 'test-anon-key', authorization: `Bearer ${session.access_token}` },
            body: JSON.stringify({ user_id: session.user?.id, player_id: playerId, player_name: name }),
          });
          return { status: response.status, body: await response.json() };
        },
        [FAKE_SUPABASE_URL, AUTH_STORAGE_KEY, player.id, player.name],
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "player_follows"' });
      expect(await bridge.followsOf(user.id)).toEqual([]);
    });

    test('toasts never cover the header buttons', async ({ page }) => {
      const fake = new FakeSupabase();
      fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
      await fake.install(page);
      await fake.signInBeforeLoad(page, MEMBER);
      await page.goto('/');
      await fake.waitForMailboxChannel(MEMBER.id);
      const long = 'A long message title that wraps over several lines on a phone screen, as real alerts do';
      for (const n of [1, 2, 3]) {
        fake.pushInsert({ id: `m-${n}`, user_id: MEMBER.id, title: `${long} (${n})`, body: 'Body', read: false, created_at: new Date().toISOString() });
      }
      await expect(toast(page)).toHaveCount(3);
      const header = page.locator('header').first();
      const buttons = header.getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      const toastBoxes = await Promise.all((await toast(page).all()).map((item) => item.boundingBox()));
      for (const button of await buttons.all()) {
        const b = (await button.boundingBox())!;
        for (const t of toastBoxes) {
          const overlaps = t!.x < b.x + b.width && b.x < t!.x + t!.width && t!.y < b.y + b.height && b.y < t!.y + t!.height;
          expect(overlaps, `a toast covers the header button "${(await button.textContent())?.trim()}"`).toBe(false);
        }
      }
      // Every toast is on screen, below the header, 1rem from the page's right edge (the header's,
      // which stops at the scrollbar) and at least that from its left one.
      const headerBox = (await header.boundingBox())!;
      for (const t of toastBoxes) {
        expect(t!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        expect(t!.x).toBeGreaterThanOrEqual(15.5);
        expect(headerBox.x + headerBox.width - (t!.x + t!.width)).toBeCloseTo(16, 0);
      }
    });
  });
}
