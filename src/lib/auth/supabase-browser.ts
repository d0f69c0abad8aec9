/**
 * The page's one Supabase client (anon key; the user's session once signed in).
 *
 *   const supabase = await getSupabaseBrowser();   // loads supabase-js on first call
 *
 * - supabase-js is imported dynamically, so it is a separate chunk that a page downloads only
 *   when something asks for the client (a stored session, an auth redirect, a sign-in, a
 *   feedback send; see auth-store.ts). Nothing here imports it statically: keep it that way.
 * - Configured mode only: in local mode (no PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY)
 *   getSupabaseBrowser() rejects with AccountsNotConfiguredError.
 * - Sessions persist in localStorage under supabase-js's default key (SUPABASE_AUTH_STORAGE_KEY),
 *   tokens refresh automatically, and OAuth / email-link redirects are read from the URL.
 * - A failed chunk load is not cached: the next call tries again.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { siteConfig } from '../site-config.ts';
import { authStorageKey } from './session-hint.ts';

export class AccountsNotConfiguredError extends Error {
  constructor() {
    super('Accounts are not configured on this site.');
    this.name = 'AccountsNotConfiguredError';
  }
}

/** Where supabase-js keeps the session in localStorage (null in local mode). */
export const SUPABASE_AUTH_STORAGE_KEY: string | null = siteConfig.supabaseUrl ? authStorageKey(siteConfig.supabaseUrl) : null;

let client: Promise<SupabaseClient> | null = null;

export function getSupabaseBrowser(): Promise<SupabaseClient> {
  const { mode, supabaseUrl, supabaseAnonKey } = siteConfig;
  if (mode !== 'configured' || supabaseUrl === null || supabaseAnonKey === null || SUPABASE_AUTH_STORAGE_KEY === null) {
    return Promise.reject(new AccountsNotConfiguredError());
  }
  const storageKey = SUPABASE_AUTH_STORAGE_KEY;
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        auth: { storageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      }),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}
