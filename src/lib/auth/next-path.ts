/**
 * Where a visitor goes after signing in: the `next` parameter of /login, kept only when it is one
 * of our own paths (a same-origin path: starts with one '/', no scheme, no host, no backslash, no
 * control character), so a crafted link cannot send a visitor to another site after sign-in.
 * Pure: the browser and the tests share it.
 *
 *   safeNextPath(raw)        the path (with its query and hash) or null
 *   loginPathFor(path)       '/login?next=<path>' ('/login' when the path is not safe or is /login)
 *   oauthRedirectUrl(origin, next)
 *                            the absolute URL a provider (Google) sends the visitor back to:
 *                            <origin>/login?next=<path>, so the validated `next` survives the
 *                            round trip and the login page sends him on there
 */
export const NEXT_PARAM = 'next';
const LOGIN = '/login';
const BASE = 'https://longball.invalid';

export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === LOGIN || url.pathname.startsWith(`${LOGIN}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPathFor(path: string | null | undefined): string {
  const next = safeNextPath(path);
  return next === null ? LOGIN : `${LOGIN}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

export function oauthRedirectUrl(origin: string, next: string | null | undefined): string {
  return new URL(loginPathFor(next), origin).toString();
}

/**
 * Sign-up leaves the site for the confirmation email: the `next` of the sign-up form is kept in
 * the browser under this key, and the email-confirmation page's link leads there (a guest who
 * chose a plan comes back to its checkout). Read through safeNextPath like any `next`.
 */
export const AFTER_CONFIRMATION_KEY = 'longball:after-confirmation';

export function rememberAfterConfirmation(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, next: string | null): void {
  try {
    if (next === null) storage?.removeItem(AFTER_CONFIRMATION_KEY);
    else storage?.setItem(AFTER_CONFIRMATION_KEY, next);
  } catch {
    // Storage can throw (disabled cookies, private modes): the link then leads to the default.
  }
}

export function afterConfirmationPath(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return safeNextPath(storage?.getItem(AFTER_CONFIRMATION_KEY));
  } catch {
    return null;
  }
}
