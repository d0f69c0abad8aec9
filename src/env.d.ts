/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  /** Season Home Runs feed (default /data/home-runs.json). */
  readonly PUBLIC_HOME_RUN_FEED_URL?: string;
  /** Defined by astro.config.mjs from the two Supabase variables (src/lib/site-config.ts SITE_MODE). */
  readonly LONGBALL_SITE_MODE?: import('../domain/config/public-rules.ts').SiteMode;
}
