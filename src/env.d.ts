/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  /** Season Home Runs feed (default /data/home-runs.json). */
  readonly PUBLIC_HOME_RUN_FEED_URL?: string;
}
