/**
 * The configuration rules the browser needs too, kept free of zod so an island can import them
 * (domain/config/env.ts, which validates every variable with zod, is build and server only):
 *  - presentValue: a value is trimmed, and empty counts as unset;
 *  - supabaseModeOf: the site's mode from the two Supabase variables (both set: configured,
 *    neither: local, one: a mistake naming the missing one);
 *  - isHttpUrl / isHomeRunFeedUrl: what a URL variable may hold.
 * domain/config/env.ts applies them with its messages; src/lib/site-config.ts and
 * src/islands/home-runs/feed-url.ts apply the same ones in the browser.
 */
export type SiteMode = 'local' | 'configured';

/** The trimmed value, or null when unset, empty or not a string (import.meta.env also holds booleans). */
export function presentValue(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return value === '' ? null : value;
}

export interface SupabaseVariables {
  PUBLIC_SUPABASE_URL?: string | boolean | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | boolean | undefined;
}

export type SupabaseVariable = keyof SupabaseVariables;

export interface SupabaseMode {
  mode: SiteMode;
  /** Both set in configured mode, both null in local mode. */
  supabaseUrl: string | null;
  anonKey: string | null;
  /** With only one of the two set: the other one (the site is then local, and that is an error). */
  missing: { variable: SupabaseVariable; present: SupabaseVariable } | null;
}

export function supabaseModeOf(env: SupabaseVariables): SupabaseMode {
  const supabaseUrl = presentValue(env.PUBLIC_SUPABASE_URL);
  const anonKey = presentValue(env.PUBLIC_SUPABASE_ANON_KEY);
  if (supabaseUrl !== null && anonKey !== null) return { mode: 'configured', supabaseUrl, anonKey, missing: null };
  const missing =
    supabaseUrl !== null
      ? { variable: 'PUBLIC_SUPABASE_ANON_KEY' as const, present: 'PUBLIC_SUPABASE_URL' as const }
      : anonKey !== null
        ? { variable: 'PUBLIC_SUPABASE_URL' as const, present: 'PUBLIC_SUPABASE_ANON_KEY' as const }
        : null;
  return { mode: 'local', supabaseUrl: null, anonKey: null, missing };
}

/** An absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** PUBLIC_HOME_RUN_FEED_URL: an absolute http(s) URL, or a path on this site ("/feeds/hr.json"). */
export function isHomeRunFeedUrl(value: string): boolean {
  return isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value));
}
