/**
 * Where the season home-run feed is read from: PUBLIC_HOME_RUN_FEED_URL when
 * set at build time (an external feed, docs/product.md#season-home-runs), else the pipeline's
 * own /data/home-runs.json. The one place the browser reads the variable
 * (SITE_HOME_RUN_FEED_URL); domain/config/env.ts lists it and fails the build on
 * a value that is neither an http(s) URL nor a path on this site.
 */
import { dataUrl } from '../../lib/data-files.ts';
import { presentValue } from '../../../domain/config/public-rules.ts';

export const DEFAULT_HOME_RUN_FEED_URL = dataUrl('home-runs.json');

export function homeRunFeedUrl(env: { PUBLIC_HOME_RUN_FEED_URL?: string | undefined }): string {
  return presentValue(env.PUBLIC_HOME_RUN_FEED_URL) ?? DEFAULT_HOME_RUN_FEED_URL;
}

/** The feed this build polls (Vite writes the variable's value in). */
export const SITE_HOME_RUN_FEED_URL = homeRunFeedUrl({ PUBLIC_HOME_RUN_FEED_URL: import.meta.env.PUBLIC_HOME_RUN_FEED_URL });
