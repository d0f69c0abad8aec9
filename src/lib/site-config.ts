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

/** The settings the two variables give, unchecked: configured when both are set, else local. */
function siteConfigOf(env: PublicSupabaseEnv): SiteConfig {
  const supabaseUrl = env.PUBLIC_SUPABASE_URL?.trim() || null;
  const supabaseAnonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim() || null;
  return supabaseUrl !== null && supabaseAnonKey !== null
    ? { mode: 'configured', supabaseUrl, supabaseAnonKey }
    : { mode: 'local', supabaseUrl: null, supabaseAnonKey: null };
}

/** The site's settings; throws when only one of the two variables is set. */
export function resolveSiteConfig(env: PublicSupabaseEnv): SiteConfig {
  const config = siteConfigOf(env);
  const hasUrl = Boolean(env.PUBLIC_SUPABASE_URL?.trim());
  const hasKey = Boolean(env.PUBLIC_SUPABASE_ANON_KEY?.trim());
  if (hasUrl !== hasKey) {
    const [present, missing] = hasUrl
      ? ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY']
      : ['PUBLIC_SUPABASE_ANON_KEY', 'PUBLIC_SUPABASE_URL'];
    throw new Error(
      `${present} is set but ${missing} is not. Set both to build the site in configured mode, or neither for local mode.`,
    );
  }
  return config;
}

// The two variables by name (Vite writes each one's value in), not the whole of import.meta.env.
const publicEnv: PublicSupabaseEnv = {
  PUBLIC_SUPABASE_URL: import.meta.env.PUBLIC_SUPABASE_URL,
  PUBLIC_SUPABASE_ANON_KEY: import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
};

/**
 * Checked on the server side of the build: prerendering fails on a half-configured site, so the
 * browser's bundle takes the variables as they are and carries no check.
 */
export const siteConfig: SiteConfig = import.meta.env.SSR ? resolveSiteConfig(publicEnv) : siteConfigOf(publicEnv);

/** The notice every account widget and account-only page shows in local mode. */
export const ACCOUNTS_NOT_CONFIGURED_NOTICE = 'Accounts are not configured on this site.';
