/**
 * Configured mode, mailbox and feedback (docs/product.md#accounts): the unread badge, the 'Mailbox'
 * panel and its states, Mark as read, realtime inserts and updates over the (faked) Realtime
 * websocket, the error texts, and feedback from a guest and a member with both toasts.
 */
import { expect, test, type Page } from '@playwright/test';
import { SUPPORT_INBOX } from './accounts-env.ts';
import { FakeSupabase, MEMBER, SUBSCRIBER, type MessageRow } from './accounts-fake-supabase.ts';
import { holdRequests } from './helpers.ts';

const toast = (page: Page, text: string) => page.getByTestId('toaster').getByText(text, { exact: true });

function message(id: string, overrides: Partial<MessageRow>): MessageRow {
  return {
    id,
    user_id: MEMBER.id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    read: false,
    created_at: '2026-11-20T15:30:00.000Z',
    ...overrides,
  };
}

async function openAs(page: Page, fake: FakeSupabase, signedIn: boolean, pathname = '/') {
  await fake.install(page);
  if (signedIn) await fake.signInBeforeLoad(page, MEMBER);
  await page.goto(pathname);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

function memberFake(options: ConstructorParameters<typeof FakeSupabase>[0] = {}): FakeSupabase {
  const fake = new FakeSupabase(options);
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.messages = [
    message('m-older', { title: 'Welcome to Longball', body: 'Thanks for joining.', read: true, created_at: '2026-11-19T09:00:00.000Z' }),
    message('m-newer', { title: 'Picks are live', body: "Today's confident picks are up.", created_at: '2026-11-20T15:30:00.000Z' }),
    message('m-other', { user_id: '99999999-9999-4999-8999-999999999999', title: 'Not yours' }),
  ];
  return fake;
}

test.describe('mailbox', () => {
  test('lists the user’s messages newest first with title, body, local time and the unread count', async ({ page }) => {
    const fake = memberFake();
    await openAs(page, fake, true);
    const button = page.getByTestId('mailbox-button');
    await expect(page.getByTestId('mailbox-badge')).toHaveText('1');
    await expect(button).toHaveAccessibleName('Mailbox, 1 unread');
    await button.click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await expect(panel.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    await expect(panel.getByText('1 unread message(s)', { exact: true })).toBeVisible();
    const items = panel.getByTestId('mailbox-message');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Picks are live');
    await expect(items.nth(0)).toContainText("Today's confident picks are up.");
    await expect(items.nth(1)).toContainText('Welcome to Longball');
    const expectedTime = await page.evaluate(() => new Date('2026-11-20T15:30:00.000Z').toLocaleString());
    await expect(items.nth(0).locator('time')).toHaveText(expectedTime);
    await expect(items.nth(0).locator('time')).toHaveAttribute('datetime', '2026-11-20T15:30:00.000Z');
    await expect(items.nth(0).getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect(items.nth(1).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    // The read asks for the user's rows, newest first.
    const [read] = fake.calls('GET', '/rest/v1/messages');
    expect(read!.search.get('user_id')).toBe(`eq.${MEMBER.id}`);
    expect(read!.search.get('order')).toBe('created_at.desc');
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px');
  });

  test('Mark as read updates the message and lowers the count', async ({ page }) => {
    const fake = memberFake();
    await openAs(page, fake, true);
    await page.getByTestId('mailbox-button').click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await expect(panel.getByText('0 unread message(s)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('mailbox-badge')).toHaveCount(0);
    const [update] = fake.calls('PATCH', '/rest/v1/messages');
    expect(update!.search.get('id')).toBe('eq.m-newer');
    expect(update!.body).toEqual({ read: true });
  });

  test('a realtime insert is prepended with a toast; a realtime update to read lowers the count', async ({ page }) => {
    const fake = memberFake();
    await openAs(page, fake, true);
    await fake.waitForMailboxChannel(MEMBER.id);
    await page.getByTestId('mailbox-button').click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await expect(panel.getByText('1 unread message(s)', { exact: true })).toBeVisible();

    const fresh = message('m-fresh', {
      title: 'Lineups confirmed',
      body: 'All 15 lineups are in.',
      created_at: '2026-11-21T18:00:00.000Z',
    });
    fake.pushInsert(fresh);
    await expect(toast(page, 'New message received')).toBeVisible();
    await expect(panel.getByText('2 unread message(s)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('mailbox-badge')).toHaveText('2');
    await expect(panel.getByTestId('mailbox-message').first()).toContainText('Lineups confirmed');

    fake.pushUpdate({ ...fresh, read: true }, fresh);
    await expect(panel.getByText('1 unread message(s)', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('mailbox-message').first().getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  });

  test('closes on a click outside', async ({ page }) => {
    await openAs(page, memberFake(), true);
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' })).toBeVisible();
    await page.locator('main h1').first().click();
    await expect(page.getByRole('region', { name: 'Mailbox' })).toHaveCount(0);
  });

  test("'No messages.' when there are none", async ({ page }) => {
    const fake = memberFake();
    fake.messages = [];
    await openAs(page, fake, true);
    await page.getByTestId('mailbox-button').click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await expect(panel.getByText('No messages.', { exact: true })).toBeVisible();
    await expect(panel.getByText('0 unread message(s)', { exact: true })).toBeVisible();
  });

  test("'Loading messages...' while the read is in flight", async ({ page }) => {
    const fake = memberFake();
    await fake.install(page);
    const release = await holdRequests(page, '**/rest/v1/messages**');
    await fake.signInBeforeLoad(page, MEMBER);
    await page.goto('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' }).getByText('Loading messages...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Mailbox' }).getByTestId('mailbox-message')).toHaveCount(2);
  });

  test('a failed load shows the inline text and the toast', async ({ page }) => {
    await openAs(page, memberFake({ messagesStatus: 500 }), true);
    await expect(toast(page, 'Failed to load messages. Please try again.')).toBeVisible();
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' }).getByRole('alert')).toHaveText('Failed to load messages');
  });

  test("a refused Mark as read says 'Failed to mark message as read' and keeps the count", async ({ page }) => {
    await openAs(page, memberFake({ markReadStatus: 403 }), true);
    await page.getByTestId('mailbox-button').click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await panel.getByRole('button', { name: 'Mark as read' }).click();
    await expect(toast(page, 'Failed to mark message as read')).toBeVisible();
    await expect(panel.getByText('1 unread message(s)', { exact: true })).toBeVisible();
  });

  test('signed out, the mailbox invites the visitor to sign in', async ({ page }) => {
    await openAs(page, memberFake(), false);
    await page.getByTestId('mailbox-button').click();
    const panel = page.getByRole('region', { name: 'Mailbox' });
    await expect(panel).toContainText('Sign in to see your messages.');
    await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

test.describe('feedback', () => {
  async function sendFeedback(page: Page, text: string) {
    await page.getByTestId('feedback-button').click();
    const panel = page.getByRole('region', { name: 'Feedback' });
    const textarea = panel.getByPlaceholder('Your feedback...');
    await expect(textarea).toHaveAttribute('required', '');
    await textarea.fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    return panel;
  }

  test("a guest's feedback is stored in the feedback table with sender_id null and thanked; the anon key sends no mail", async ({ page }) => {
    const fake = memberFake();
    await openAs(page, fake, false);
    await sendFeedback(page, 'The park factors page is great.');
    await expect(toast(page, 'Thank you for your feedback! We appreciate your input.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Feedback' })).toHaveCount(0);

    expect(fake.calls('POST', '/rest/v1/messages')).toEqual([]);
    const [insert] = fake.calls('POST', '/rest/v1/feedback');
    expect(insert!.body).toEqual({
      sender_id: null,
      body: 'The park factors page is great.\n\nSent by a guest (not signed in)',
      page: '/',
    });
    expect(fake.feedback).toHaveLength(1);
    // A guest must not ask for the inserted row back (anon has no select policy).
    expect(insert!.search.get('select')).toBeNull();
    expect(insert!.headers.prefer ?? '').not.toContain('return=representation');
    expect(fake.calls('POST', '/functions/v1/send-email')).toEqual([]);
  });

  test("a guest's feedback that cannot be stored says so; the text stays", async ({ page }) => {
    const fake = memberFake({ feedbackInsertStatus: 500 });
    await openAs(page, fake, false);
    const panel = await sendFeedback(page, 'Stored or not?');
    await expect(toast(page, 'Failed to send feedback. Please try again.')).toBeVisible();
    await expect(panel.getByPlaceholder('Your feedback...')).toHaveValue('Stored or not?');
    expect(fake.calls('POST', '/functions/v1/send-email')).toEqual([]);
  });

  test('closes on a click outside', async ({ page }) => {
    await openAs(page, memberFake(), true);
    await page.getByTestId('feedback-button').click();
    const panel = page.getByRole('region', { name: 'Feedback' });
    await expect(panel.getByPlaceholder('Your feedback...')).toBeVisible();
    await panel.getByPlaceholder('Your feedback...').click(); // a click inside keeps it open
    await expect(panel).toBeVisible();
    await page.locator('main h1').first().click();
    await expect(page.getByRole('region', { name: 'Feedback' })).toHaveCount(0);
  });

  test("a member's feedback carries their id and email, is mailed by the function with his session, and never comes back as mail", async ({ page }) => {
    const fake = memberFake({ sendEmailDelayMs: 800 });
    await openAs(page, fake, true);
    await fake.waitForMailboxChannel(MEMBER.id);
    const panel = await sendFeedback(page, 'Please add a dark mode.');
    await expect(panel.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(panel.getByText('Sending feedback...', { exact: true })).toBeVisible();
    await expect(toast(page, 'Thank you for your feedback! We appreciate your input.')).toBeVisible();
    const [insert] = fake.calls('POST', '/rest/v1/feedback');
    expect(insert!.body).toEqual({ sender_id: MEMBER.id, body: `Please add a dark mode.\n\nSent by ${MEMBER.email}`, page: '/' });
    expect(fake.calls('POST', '/rest/v1/messages')).toEqual([]);
    expect(fake.messages.filter((message) => message.body.includes('dark mode'))).toEqual([]);
    // No 'New message received' toast and no unread badge for one's own note.
    await page.waitForTimeout(500);
    await expect(toast(page, 'New message received: User Feedback')).toHaveCount(0);
    // The page asks only for its text and page; the function writes sender, subject and priority.
    const [mail] = fake.calls('POST', '/functions/v1/send-email');
    expect(mail!.body).toEqual({ kind: 'feedback', to: SUPPORT_INBOX, text: 'Please add a dark mode.', page: '/' });
    expect(mail!.headers.authorization).toMatch(/^Bearer ey/);
  });

  test("a Pro subscriber's feedback is stored priority by the database; the page claims no priority in the mail request", async ({ page }) => {
    const fake = new FakeSupabase();
    fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_pro', plan: 'pro', subscription_status: 'active' });
    await fake.install(page);
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await page.goto('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await expect.poll(() => fake.calls('GET', '/rest/v1/profiles').length).toBeGreaterThan(0);
    await sendFeedback(page, 'Pro question.');
    await expect(toast(page, 'Thank you for your feedback! We appreciate your input.')).toBeVisible();
    const [mail] = fake.calls('POST', '/functions/v1/send-email');
    expect(mail!.body).toEqual({ kind: 'feedback', to: SUPPORT_INBOX, text: 'Pro question.', page: '/' });
    expect(fake.feedback).toEqual([expect.objectContaining({ sender_id: SUBSCRIBER.id, priority: true })]);
  });

  test('a failed mail says so; the text stays for another try', async ({ page }) => {
    await openAs(page, memberFake({ sendEmailStatus: 502 }), true);
    const panel = await sendFeedback(page, 'Something broke.');
    await expect(toast(page, 'Failed to send feedback. Please try again.')).toBeVisible();
    await expect(panel.getByPlaceholder('Your feedback...')).toHaveValue('Something broke.');
  });

  test("a signed-in user's storing failure is only logged: the mail still goes and he is thanked", async ({ page }) => {
    const fake = memberFake({ feedbackInsertStatus: 500 });
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    await openAs(page, fake, true);
    await sendFeedback(page, 'Stored or not, read me.');
    await expect(toast(page, 'Thank you for your feedback! We appreciate your input.')).toBeVisible();
    expect(fake.calls('POST', '/functions/v1/send-email')).toHaveLength(1);
    expect(errors.some((text) => text.includes('[feedback] could not store the feedback'))).toBe(true);
  });
});
