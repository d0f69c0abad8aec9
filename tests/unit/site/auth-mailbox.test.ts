/**
 * The mailbox list rules (docs/product.md#accounts: inserts prepend and count, an update to read lowers the
 * count) and the feedback / sign-up emails (docs/product.md#accounts: feedback plus a sender line, to the support
 * inbox; HTML escaped).
 */
import { describe, expect, it } from 'vitest';
import { messageFromRow, newestFirst, unreadCount, withInserted, withRead, withUpdated, type MailboxMessage } from '../../../src/lib/auth/mailbox.ts';
import { NOTICE_WINDOW_MS, shouldAskForSignupNotice } from '../../../src/lib/auth/signup-notice.ts';
import { escapeHtml, feedbackMessageBody, feedbackRequest, SIGNUP_NOTICE_REQUEST } from '../../../src/lib/auth/support-email.ts';
import { feedbackMail, signupNoticeMail } from '../../../supabase/functions/_shared/support-mail.ts';
import { FLASH_TOAST_KEY, queueFlashToast, takeFlashToast } from '../../../src/ui/toast/flash-toast.ts';

const m = (id: string, read: boolean, createdAt = '2026-11-20T10:00:00Z'): MailboxMessage => ({
  id,
  title: `T${id}`,
  body: `B${id}`,
  read,
  createdAt,
});

describe('mailbox list', () => {
  it('maps rows, dropping malformed ones', () => {
    expect(messageFromRow({ id: 'a', user_id: 'u', title: 'Hi', body: 'There', read: false, created_at: '2026-11-20T10:00:00Z' })).toEqual({
      id: 'a',
      title: 'Hi',
      body: 'There',
      read: false,
      createdAt: '2026-11-20T10:00:00Z',
    });
    expect(messageFromRow({ id: 'a', read: 'yes', created_at: 'x' })).toEqual({
      id: 'a',
      title: '',
      body: '',
      read: false,
      createdAt: 'x',
    });
    expect(messageFromRow({ title: 'no id', created_at: 'x' })).toBeNull();
    expect(messageFromRow(null)).toBeNull();
  });

  it('counts unread messages', () => {
    expect(unreadCount([m('a', false), m('b', true), m('c', false)])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('a realtime insert is prepended and counts; the same id twice is listed once', () => {
    const before = [m('a', true)];
    const after = withInserted(before, m('b', false));
    expect(after.map((x) => x.id)).toEqual(['b', 'a']);
    expect(unreadCount(after)).toBe(1);
    expect(withInserted(after, m('b', false)).map((x) => x.id)).toEqual(['b', 'a']);
  });

  it('an update to read lowers the count; marking read is idempotent with its realtime echo', () => {
    const list = [m('a', false), m('b', false)];
    const updated = withUpdated(list, { ...m('a', true), title: 'changed' });
    expect(unreadCount(updated)).toBe(1);
    expect(updated[0]!.title).toBe('changed');
    const marked = withRead(list, 'b');
    expect(unreadCount(withUpdated(marked, m('b', true)))).toBe(1);
    expect(withUpdated(list, m('zzz', true))).toEqual(list);
  });

  it('orders newest first', () => {
    const list = [m('old', true, '2026-11-01T00:00:00Z'), m('new', true, '2026-11-20T00:00:00Z'), m('mid', true, '2026-11-10T00:00:00Z')];
    expect(newestFirst(list).map((x) => x.id)).toEqual(['new', 'mid', 'old']);
  });
});

describe('support emails', () => {
  const sentAt = new Date('2026-11-21T12:00:00Z');

  it('the stored feedback body is the trimmed feedback plus a sender line', () => {
    expect(feedbackMessageBody('  Love it  ', 'fan@example.com')).toBe('Love it\n\nSent by fan@example.com');
    expect(feedbackMessageBody('Love it', null)).toBe('Love it\n\nSent by a guest (not signed in)');
  });

  it("the page asks for a mail with its text and page only: who sent it and its priority are the function's", () => {
    expect(feedbackRequest('support@longball.test', '  Broken table  ', '/mlb/bvp')).toEqual({
      kind: 'feedback',
      to: 'support@longball.test',
      text: 'Broken table',
      page: '/mlb/bvp',
    });
    expect(SIGNUP_NOTICE_REQUEST).toEqual({ kind: 'signup' });
  });

  it('feedback mail (written by the function): sender line, page and time, HTML escaped', () => {
    const mail = feedbackMail({ feedback: 'Broken <b>table</b> & more', senderEmail: 'fan@example.com', page: '/mlb/bvp', sentAt, priority: false });
    expect(mail.subject).toBe('Longball feedback');
    expect(mail.text).toBe('Broken <b>table</b> & more\n\nSent by fan@example.com\nPage: /mlb/bvp\nTime: 2026-11-21T12:00:00.000Z');
    expect(mail.html).toContain('Broken &lt;b&gt;table&lt;/b&gt; &amp; more');
    expect(mail.html).not.toContain('<b>');
  });

  it("a Pro subscriber's feedback is marked priority in the subject and the text", () => {
    const mail = feedbackMail({ feedback: 'Help', senderEmail: 'pro@example.com', page: '/', sentAt, priority: true });
    expect(mail.subject).toBe('[Priority] Longball feedback from a Pro subscriber');
    expect(mail.text.split('\n').at(-1)).toBe('Priority support: Pro plan');
  });

  it('sign-up notice names the new account', () => {
    const mail = signupNoticeMail({ email: 'new@example.com', createdAt: '2026-11-21T11:59:00.000Z' });
    expect(mail.subject).toBe('Longball: new sign-up');
    expect(mail.text.split('\n')[0]).toBe('A new account was created: new@example.com');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it("the notice is asked for with a new account's session, once per browser, within a day of sign-up", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null };
    const fresh = { id: 'u1', created_at: new Date(sentAt.getTime() - 60_000).toISOString() };
    expect(shouldAskForSignupNotice(fresh, sentAt, storage)).toBe(true);
    store.set('longball-signup-notice:u1', 'asked');
    expect(shouldAskForSignupNotice(fresh, sentAt, storage)).toBe(false);
    expect(shouldAskForSignupNotice({ id: 'u2', created_at: new Date(sentAt.getTime() - NOTICE_WINDOW_MS - 1).toISOString() }, sentAt, storage)).toBe(false);
    expect(shouldAskForSignupNotice({ id: 'u3' }, sentAt, storage)).toBe(false);
  });
});

describe('flash toast', () => {
  it('survives one navigation and is read once', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    queueFlashToast({ title: 'Signed out successfully!' }, storage);
    expect(store.has(FLASH_TOAST_KEY)).toBe(true);
    expect(takeFlashToast(storage)).toEqual({ title: 'Signed out successfully!' });
    expect(takeFlashToast(storage)).toBeNull();
    store.set(FLASH_TOAST_KEY, '{not json');
    expect(takeFlashToast(storage)).toBeNull();
  });
});
