/**
 * Configured mode, sign-in side (docs/product.md#accounts), against dist-accounts with Supabase
 * answered by the fake (accounts-fake-supabase.ts): the login page's modes and messages, Google,
 * the reset link, sign-up, the user menu signed out / as member / with a Stripe customer, sign-out,
 * the access rules of /subscribe and /account, the role-loading state, and that a guest's page
 * does not download supabase-js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS_BASE_URL, ACCOUNTS_SITE_OUT } from './accounts-env.ts';
import { AUTH_STORAGE_KEY, type FakeUser, FakeSupabase, MEMBER, SUBSCRIBER, sessionFor, signInFromMenu } from './accounts-fake-supabase.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';

const toast = (page: Page, text: string) => page.getByTestId('toaster').getByText(text, { exact: true });

/** Installs the fake, then `overrides` (routes registered later take precedence), then loads the page. */
async function open(page: Page, fake: FakeSupabase, pathname: string, overrides?: () => Promise<unknown>) {
  await fake.install(page);
  await overrides?.();
  await page.goto(pathname);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

function fakeWithUsers(options: ConstructorParameters<typeof FakeSupabase>[0] = {}) {
  const fake = new FakeSupabase(options);
  fake.addUser(MEMBER, { role: 'member', stripe_customer_id: null });
  fake.addUser(SUBSCRIBER, { role: 'subscriber', stripe_customer_id: 'cus_sub_1' });
  return fake;
}

/** The built chunk that holds supabase-js (found by content, since its name is hashed). */
function supabaseChunk(): string {
  const dir = path.join(ACCOUNTS_SITE_OUT, 'client', '_astro');
  const name = readdirSync(dir).find(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes('@supabase/supabase-js.traceContextExtractor'),
  );
  if (!name) throw new Error('no supabase-js chunk in the configured build');
  return `/_astro/${name}`;
}

test.describe('login page', () => {
  test('toggles between sign-in and sign-up with the spec texts; email and password are required', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    const email = page.locator('main').getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.locator('main').getByLabel('Password')).toHaveAttribute('required', '');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    // An empty form is not sent.
    await page.locator('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(fake.calls('POST', '/auth/v1/token')).toHaveLength(0);
  });

  test('before hydration the form cannot be submitted (it would put the password in a URL) and the mode switch waits', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Sign In<\/button>/);
    // A click on the mode switch before hydration would be lost, so it waits disabled too.
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Don&#x27;t have an account\? Sign up<\/button>/);
    expect(html).not.toMatch(/<form[^>]*action=/);
  });

  test("a new attempt removes the previous attempt's 'Sign in failed' toast", async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login');
    const main = page.locator('main');
    await main.getByLabel('Email').fill(MEMBER.email);
    await main.getByLabel('Password').fill('wrong-password');
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Sign in failed: Invalid login credentials')).toHaveCount(1);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => fake.calls('POST', '/auth/v1/token').length).toBe(2);
    await expect(main.getByTestId('login-message')).toHaveText('Invalid login credentials');
    await expect(toast(page, 'Sign in failed: Invalid login credentials')).toHaveCount(1);
    await main.getByLabel('Password').fill(MEMBER.password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/`);
  });

  test('a refused sign-in shows the provider message, the toast and the reset link; reset sends the email', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login');
    const main = page.locator('main');
    await main.getByLabel('Email').fill(MEMBER.email);
    await main.getByLabel('Password').fill('wrong-password');
    await expect(main.getByRole('button', { name: 'Forgot your password? Reset it here' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(main.getByTestId('login-message')).toHaveText('Invalid login credentials');
    await expect(toast(page, 'Sign in failed: Invalid login credentials')).toBeVisible();
    expect(fake.calls('POST', '/auth/v1/token')[0]!.body).toMatchObject({ email: MEMBER.email, password: 'wrong-password' });
    expect(page.url()).toBe(`${ACCOUNTS_BASE_URL}/login`);

    await main.getByRole('button', { name: 'Forgot your password? Reset it here' }).click();
    await expect(main.getByTestId('login-message')).toHaveText('Password reset email sent! Please check your inbox.');
    const [recover] = fake.calls('POST', '/auth/v1/recover');
    expect(recover!.body).toMatchObject({ email: MEMBER.email });
    expect(recover!.search.get('redirect_to')).toBe(`${ACCOUNTS_BASE_URL}/login`);
  });

  test('sign-in shows the loading toast and goes to / signed in', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login', () =>
      page.route('**/auth/v1/token**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fallback();
      }),
    );
    const main = page.locator('main');
    await main.getByLabel('Email').fill(MEMBER.email);
    await main.getByLabel('Password').fill(MEMBER.password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Signing in...')).toBeVisible();
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/`);
    await expect(page.getByTestId('user-menu-button')).toHaveText(/^M/);
  });

  test('an unexpected failure says so inline and in the toast', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login', () => page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused')));
    const main = page.locator('main');
    await main.getByLabel('Email').fill(MEMBER.email);
    await main.getByLabel('Password').fill(MEMBER.password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(main.getByTestId('login-message')).toHaveText('An unexpected error occurred');
    await expect(toast(page, 'An unexpected error occurred during sign in.')).toBeVisible();
  });

  test('sign-up: confirmation link to /email-confirmation, both success messages, cleared fields; no mail without a session', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login?mode=signup');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await main.getByLabel('Email').fill('new.fan@example.com');
    await main.getByLabel('Password').fill('a-new-password');
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(main.getByTestId('login-message')).toHaveText(
      'A confirmation email has been sent. Please check your inbox and follow the link to activate your account.',
    );
    await expect(toast(page, 'Account created! Please check your email to confirm your account.')).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue('');
    await expect(main.getByLabel('Password')).toHaveValue('');
    const [signup] = fake.calls('POST', '/auth/v1/signup');
    expect(signup!.body).toMatchObject({ email: 'new.fan@example.com', password: 'a-new-password' });
    expect(signup!.search.get('redirect_to')).toBe(`${ACCOUNTS_BASE_URL}/email-confirmation`);
    // The new account has no session until its address is confirmed: the anon key cannot mail.
    await page.waitForTimeout(300);
    expect(fake.calls('POST', '/functions/v1/send-email')).toHaveLength(0);
  });

  test("a new account's first session asks the function for the sign-up notice, once per browser; an older account's does not", async ({ page }) => {
    const fresh: FakeUser = {
      id: '77777777-7777-4777-8777-777777777777',
      email: 'fresh@example.com',
      password: 'fresh-password',
      createdAt: new Date().toISOString(),
    };
    const fake = fakeWithUsers();
    fake.addUser(fresh, { role: 'member', stripe_customer_id: null });
    await fake.install(page);
    await fake.signInBeforeLoad(page, fresh);
    await page.goto('/email-confirmation');
    await expect.poll(() => fake.calls('POST', '/functions/v1/send-email').length).toBe(1);
    const [notice] = fake.calls('POST', '/functions/v1/send-email');
    expect(notice!.body).toEqual({ kind: 'signup' });
    expect(notice!.headers.authorization).toMatch(/^Bearer ey/);
    await page.goto('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await page.waitForTimeout(300);
    expect(fake.calls('POST', '/functions/v1/send-email')).toHaveLength(1);
  });

  test('a sign-up error shows the catalogue message with the provider reason', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login?mode=signup');
    const main = page.locator('main');
    await main.getByLabel('Email').fill('taken@example.com');
    await main.getByLabel('Password').fill('whatever-password');
    await main.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(main.getByTestId('login-message')).toHaveText('An error occurred during signupUser already registered');
    await expect(toast(page, 'An error occurred during signup')).toBeVisible();
    expect(fake.calls('POST', '/functions/v1/send-email')).toHaveLength(0);
  });

  test('Google goes to the provider with redirect /login and scopes email and profile', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login');
    await page.locator('main').getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/auth\/v1\/authorize/);
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:54329/auth/v1/authorize');
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${ACCOUNTS_BASE_URL}/login`);
    expect(url.searchParams.get('scopes')).toBe('email profile');
  });

  test('Google from /login?next=: the redirect carries next, and back from Google the visitor lands there', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, `/login?next=${encodeURIComponent('/historic-projections?from=x')}`);
    await page.locator('main').getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/auth\/v1\/authorize/);
    const redirectTo = new URL(new URL(page.url()).searchParams.get('redirect_to') ?? '');
    expect(redirectTo.origin + redirectTo.pathname).toBe(`${ACCOUNTS_BASE_URL}/login`);
    expect(redirectTo.searchParams.get('next')).toBe('/historic-projections?from=x');

    // Google sends him back to that URL with the session in the hash.
    const session = sessionFor(MEMBER);
    await page.goto(
      `${redirectTo.toString()}#access_token=${session.access_token}&expires_at=${session.expires_at}&expires_in=3600&provider_token=g&refresh_token=r&token_type=bearer`,
    );
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/historic-projections?from=x`);
    await expect(page.getByTestId('user-menu-button')).toContainText('M');
  });

  test('Google with a next that is not ours: the redirect is plain /login', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, `/login?next=${encodeURIComponent('https://evil.example/')}`);
    await page.locator('main').getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/auth\/v1\/authorize/);
    expect(new URL(page.url()).searchParams.get('redirect_to')).toBe(`${ACCOUNTS_BASE_URL}/login`);
  });

  test('back from Google with tokens in the URL: signed in and sent to /', async ({ page }) => {
    const fake = fakeWithUsers();
    const session = sessionFor(MEMBER);
    await open(
      page,
      fake,
      `/login#access_token=${session.access_token}&expires_at=${session.expires_at}&expires_in=3600&provider_token=g&refresh_token=r&token_type=bearer`,
    );
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/`);
    await expect(page.getByTestId('user-menu-button')).toContainText('M');
    expect(fake.calls('GET', '/auth/v1/user')).toHaveLength(1);
  });

  test('a password-reset link opens the new-password form, which saves the password', async ({ page }) => {
    const fake = fakeWithUsers();
    const session = sessionFor(MEMBER);
    await open(
      page,
      fake,
      `/login#access_token=${session.access_token}&expires_at=${session.expires_at}&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.locator('main').getByLabel('New password', { exact: true }).fill('a-better-password');
    await page.locator('main').getByRole('button', { name: 'Save password' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('Your password has been updated.');
    expect(fake.calls('PUT', '/auth/v1/user')[0]!.body).toMatchObject({ password: 'a-better-password' });
    expect(page.url()).toMatch(/\/login#?$/);
  });

  test('an auth error in the redirect URL is shown as a failed sign-in', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/login#error=access_denied&error_code=access_denied&error_description=The+user+denied+access');
    await expect(page.locator('main').getByTestId('login-message')).toHaveText('Sign in failed: The user denied access');
  });
});

test('email confirmation page: Email Confirmed! and Go to Login', async ({ page }) => {
  await open(page, fakeWithUsers(), '/email-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('confirmed-signed-in')).toBeHidden();
});

test('email confirmation page, signed in by the link: says so and offers the site, not a login', async ({ page }) => {
  const fake = fakeWithUsers();
  await open(page, fake, '/email-confirmation', () => fake.signInBeforeLoad(page, MEMBER));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('confirmed-signed-in')).toHaveText('You are signed in.');
  await expect(page.getByRole('link', { name: 'Continue to Longball' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(0);
});

test.describe('user menu', () => {
  test('signed out: email, password, Sign In, Google, Sign Up; inline sign-in works', async ({ page }) => {
    const fake = fakeWithUsers();
    await open(page, fake, '/');
    const button = page.getByTestId('user-menu-button');
    await expect(button).toHaveAccessibleName('User menu');
    await button.click();
    const menu = page.getByRole('region', { name: 'User menu' });
    await expect(menu.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(menu.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(menu.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?mode=signup');

    await menu.getByLabel('Email').fill(MEMBER.email);
    await menu.getByLabel('Password').fill(MEMBER.password);
    await menu.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(menu.getByTestId('user-menu-email')).toHaveText(MEMBER.email);
    await expect(button).toContainText('M');
  });

  test('signed in as member: email, Profile, Manage Subscription disabled (no customer id), Sign Out', async ({ page }) => {
    const fake = fakeWithUsers();
    await fake.signInBeforeLoad(page, MEMBER);
    await open(page, fake, '/');
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByRole('region', { name: 'User menu' });
    await expect(menu.getByTestId('user-menu-email')).toHaveText(MEMBER.email);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('button', { name: 'Manage Subscription' })).toBeDisabled();
    // Closes on a click outside.
    await page.locator('main h1').first().click();
    await expect(menu).toHaveCount(0);
  });

  test('with a Stripe customer, Manage Subscription goes to /subscribe', async ({ page }) => {
    const fake = fakeWithUsers();
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await open(page, fake, '/');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByRole('region', { name: 'User menu' }).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscribe');
  });

  test("Sign Out: logs out, goes to /, reloads, and says 'Signed out successfully!'", async ({ page }) => {
    const fake = fakeWithUsers();
    await fake.signInBeforeLoad(page, MEMBER);
    await open(page, fake, '/account');
    await expect(page.getByTestId('account-email')).toHaveText(MEMBER.email);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('region', { name: 'User menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/`);
    await expect(toast(page, 'Signed out successfully!')).toBeVisible();
    expect(fake.calls('POST', '/auth/v1/logout')).toHaveLength(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByRole('region', { name: 'User menu' }).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test.describe('access rules (docs/product.md#accounts)', () => {
  test('/subscribe shows a signed-out visitor the plans and keeps him there, with a sign-in link that brings him back', async ({ page }) => {
    const fake = fakeWithUsers();
    await fake.install(page);
    await page.goto('/subscribe');
    await expect(page.getByTestId('plan-basic')).toBeVisible();
    await expect(page.getByTestId('plan-pro')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login?next=%2Fsubscribe');
    await page.waitForTimeout(5000);
    expect(page.url()).toMatch(/\/subscribe\/?$/);
  });

  test("/account says 'Please sign in to view your account.' then goes to /login", async ({ page }) => {
    const fake = fakeWithUsers();
    await fake.install(page);
    await page.goto('/account');
    await expect(page.getByText('Please sign in to view your account.', { exact: true })).toBeVisible();
    await page.waitForURL(`${ACCOUNTS_BASE_URL}/login?next=%2Faccount`);
  });

  test('while the role loads, /subscribe and /account show nothing, then their content', async ({ page }) => {
    const fake = fakeWithUsers({ profileDelayMs: 2500 });
    await fake.signInBeforeLoad(page, SUBSCRIBER);
    await open(page, fake, '/subscribe');
    await expect.poll(() => fake.calls('GET', '/rest/v1/profiles').length).toBe(1);
    await expect(page.locator('main [aria-busy="true"]')).toBeAttached();
    await expect(page.locator('main')).not.toContainText('Manage Your Subscription');
    await expect(page.locator('main')).not.toContainText('Upgrade to Premium');
    await expect(page.getByRole('heading', { name: 'You are currently subscribed to the subscriber plan' })).toBeVisible();

    await page.goto('/account');
    await expect.poll(() => fake.calls('GET', '/rest/v1/profiles').length).toBe(2);
    await expect(page.locator('main')).not.toContainText('Role');
    await expect(page.getByTestId('account-role')).toHaveText('subscriber');
  });
});

/** A built chunk found by its name before the hash (e.g. AccountWidgets: the header widgets). */
function chunkNamed(base: string): string {
  const name = readdirSync(path.join(ACCOUNTS_SITE_OUT, 'client', '_astro')).find((file) => new RegExp(`^${base}\\.[\\w-]+\\.js$`).test(file));
  if (!name) throw new Error(`no ${base} chunk in the configured build`);
  return `/_astro/${name}`;
}

test.describe('lazy loading', () => {
  test("a guest's island-free page loads the widgets and React only when one is pressed, and that first press opens it", async ({ page }) => {
    const chunks = [chunkNamed('AccountWidgets'), chunkNamed('react')];
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (chunks.includes(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
    });
    const fake = fakeWithUsers();
    await open(page, fake, '/');
    await page.waitForLoadState('load');
    // An absence: give a would-be eager mount time to show up before asserting there is none.
    await page.waitForTimeout(500);
    expect(loaded).toEqual([]);
    await expect(page.locator('[data-account-ready]')).toHaveCount(0);
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' })).toBeVisible();
    await expect(page.getByTestId('mailbox-button')).toBeFocused();
    expect(loaded.sort()).toEqual([...chunks].sort());
  });

  test('a press whose stand-in is replaced between pointerdown and click still opens its widget', async ({ page }) => {
    await open(page, fakeWithUsers(), '/');
    await page.waitForLoadState('load');
    await expect(page.locator('[data-account-ready]')).toHaveCount(0);
    // The browser's order when React mounts mid-press: pointerdown on the stand-in, the stand-ins
    // replaced, then the click sent to the common ancestor (the container).
    await page.getByTestId('feedback-button').dispatchEvent('pointerdown', { bubbles: true });
    await expect(page.locator('[data-account-ready]')).toBeAttached();
    await page.locator('[data-account-widgets]').dispatchEvent('click', { bubbles: true });
    await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();
  });

  test("a guest's page with islands also loads the widgets only when one is pressed", async ({ page }) => {
    const chunk = chunkNamed('AccountWidgets');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) loaded.push(chunk);
    });
    await open(page, fakeWithUsers(), '/mlb/park-factors');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // An absence: give a would-be eager mount time to show up before asserting there is none.
    await page.waitForTimeout(500);
    expect(loaded).toEqual([]);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByRole('region', { name: 'User menu' })).toBeVisible();
    expect(loaded).toEqual([chunk]);
  });

  test('one toast region on a page whose island and widgets both render a Toaster', async ({ page }) => {
    await open(page, fakeWithUsers(), '/season-homers');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' })).toBeVisible();
    await expect(page.locator('[data-account-ready]')).toBeAttached();
    // The page's island (hydrated on demand: the click was the first input) renders its Toaster too.
    await expect(page.locator('astro-island[ssr]', { has: page.getByTestId('season-title') })).toHaveCount(0);
    await expect(page.getByTestId('toaster')).toHaveCount(1);
  });

  test("a guest's page does not download supabase-js until they act", async ({ page }) => {
    const chunk = supabaseChunk();
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) loaded.push(request.url());
    });
    const fake = fakeWithUsers();
    await open(page, fake, '/');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' })).toContainText('Sign in to see your messages.');
    expect(loaded).toEqual([]);
    expect(fake.requests).toEqual([]);
    // Acting (a sign-in attempt) loads it.
    await signInFromMenu(page, MEMBER);
    expect(loaded).toHaveLength(1);
  });

  test('a stored session loads supabase-js at once', async ({ page }) => {
    const chunk = supabaseChunk();
    const fake = fakeWithUsers();
    await fake.signInBeforeLoad(page, MEMBER);
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === chunk);
    await open(page, fake, '/');
    await request;
    await expect(page.getByTestId('user-menu-button')).toContainText('M');
    expect(fake.unexpected).toEqual([]);
  });
});

test('no console errors or hydration warnings on the account pages, signed out and signed in', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') problems.push(`${page.url()}: ${entry.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const fake = fakeWithUsers();
  await fake.install(page);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.Stripe = function () { return {}; }; window.Stripe.version = 'endive';",
    }),
  );
  for (const pathname of ['/', '/login', '/email-confirmation']) {
    await page.goto(pathname);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  }
  await fake.signInBeforeLoad(page, MEMBER);
  for (const pathname of ['/', '/account', '/subscribe', '/login']) {
    await page.goto(pathname);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toContainText('M');
  }
  await expect(page.getByTestId('already-signed-in')).toContainText(MEMBER.email);
  expect(problems).toEqual([]);
  expect(fake.unexpected).toEqual([]);
});

test.describe('accessibility (axe, WCAG 2.1 A/AA: no serious or critical violations)', () => {
  test('login page, with the user menu open', async ({ page }) => {
    await open(page, fakeWithUsers(), '/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('user-menu-button').click();
    await expectNoSeriousA11yViolations(page);
  });

  test('account and subscribe pages signed in, with the mailbox and feedback panels open', async ({ page }) => {
    const fake = fakeWithUsers();
    fake.messages = [{ id: 'm1', user_id: MEMBER.id, title: 'Hello', body: 'World', read: false, created_at: '2026-11-20T10:00:00Z' }];
    await fake.signInBeforeLoad(page, MEMBER);
    await open(page, fake, '/account', () =>
      page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.Stripe = function () { return {}; };' })),
    );
    await expect(page.getByTestId('account-role')).toHaveText('member');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('mailbox-button').click();
    await expect(page.getByRole('region', { name: 'Mailbox' }).getByTestId('mailbox-message')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('feedback-button').click();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
