/**
 * Which kind of site this build is.
 *
 * - `local`: no Supabase project configured (neither PUBLIC_SUPABASE_URL nor
 *   PUBLIC_SUPABASE_ANON_KEY set at build time). Everything is open, every data
 *   file (premium ones included) is served from the build, and the account
 *   widgets say that accounts are not configured on this site.
 * - `configured`: both variables set. Premium files (PREMIUM_DATA_FILES) are
 *   left out of the build; they come from Supabase with the user's session.
 *
 * Setting only one of the two is a mistake that would silently ship a local
 * site, so it throws and names the missing variable.
 *
 * Safe to import from islands: PUBLIC_* variables are inlined by Vite.
 */
export type SiteMode = 'local' | 'configured';

export interface SiteConfig {
  mode: SiteMode;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
}

export interface PublicSupabaseEnv {
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
}

export function resolveSiteConfig(env: PublicSupabaseEnv): SiteConfig {
  const supabaseUrl = env.PUBLIC_SUPABASE_URL?.trim() || null;
  const supabaseAnonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim() || null;
  if (supabaseUrl === null && supabaseAnonKey === null) {
    return { mode: 'local', supabaseUrl: null, supabaseAnonKey: null };
  }
  if (supabaseUrl === null || supabaseAnonKey === null) {
    const missing = supabaseUrl === null ? 'PUBLIC_SUPABASE_URL' : 'PUBLIC_SUPABASE_ANON_KEY';
    const present = supabaseUrl === null ? 'PUBLIC_SUPABASE_ANON_KEY' : 'PUBLIC_SUPABASE_URL';
    throw new Error(
      `${present} is set but ${missing} is not. Set both to build the site in configured mode, or neither for local mode.`,
    );
  }
  return { mode: 'configured', supabaseUrl, supabaseAnonKey };
}

export const siteConfig: SiteConfig = resolveSiteConfig(import.meta.env ?? {});

/** The notice every account widget and account-only page shows in local mode. */
export const ACCOUNTS_NOT_CONFIGURED_NOTICE = 'Accounts are not configured on this site.';
