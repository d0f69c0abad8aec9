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
 * The rule is domain/config/public-rules.ts's supabaseModeOf, the one publicConfig (domain/config/env.ts)
 * decides the build's mode with; this module applies it without importing env.ts, whose zod must
 * not reach the browser bundle. Safe to import from islands: PUBLIC_* variables are inlined by Vite.
 */
import { supabaseModeOf, type SiteMode, type SupabaseVariables } from '../../domain/config/public-rules.ts';

export type { SiteMode };

export interface SiteConfig {
  mode: SiteMode;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
}

export type PublicSupabaseEnv = SupabaseVariables;

/** The settings the two variables give, unchecked: configured when both are set, else local. */
function siteConfigOf(env: PublicSupabaseEnv): SiteConfig {
  const { mode, supabaseUrl, anonKey } = supabaseModeOf(env);
  return { mode, supabaseUrl, supabaseAnonKey: anonKey };
}

/** The site's settings; throws when only one of the two variables is set. */
export function resolveSiteConfig(env: PublicSupabaseEnv): SiteConfig {
  const { missing } = supabaseModeOf(env);
  if (missing !== null) {
    throw new Error(`${missing.present} is set but ${missing.variable} is not. Set both to build the site in configured mode, or neither for local mode.`);
  }
  return siteConfigOf(env);
}

// The two variables by name (Vite writes each one's value in), not the whole of import.meta.env.
const publicEnv: PublicSupabaseEnv = {
  PUBLIC_SUPABASE_URL: import.meta.env.PUBLIC_SUPABASE_URL,
  PUBLIC_SUPABASE_ANON_KEY: import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
};

/**
 * The mode as astro.config.mjs decided it by the same rule from the same variables, and wrote
 * into the browser's code; undefined where nothing defines it (unit tests).
 */
const builtMode = import.meta.env.LONGBALL_SITE_MODE;

const LOCAL_SITE_CONFIG: SiteConfig = { mode: 'local', supabaseUrl: null, supabaseAnonKey: null };

/**
 * Checked on the server side of the build: prerendering fails on a half-configured site, so the
 * browser's bundle takes the variables as they are and carries no check.
 */
export const siteConfig: SiteConfig = import.meta.env.SSR ? resolveSiteConfig(publicEnv) : builtMode === 'local' ? LOCAL_SITE_CONFIG : siteConfigOf(publicEnv);

/**
 * The site's mode as a constant of the build, so the minifier drops the other mode's code from
 * the browser's files (check it rather than siteConfig.mode in code that ships to the browser).
 */
export const SITE_MODE: SiteMode = builtMode ?? siteConfig.mode;

/** The notice every account widget and account-only page shows in local mode. */
export const ACCOUNTS_NOT_CONFIGURED_NOTICE = 'Accounts are not configured on this site.';
