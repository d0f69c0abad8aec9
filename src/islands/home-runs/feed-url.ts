/**
 * Where the season home-run feed is read from: PUBLIC_HOME_RUN_FEED_URL when
 * set at build time (an external feed, spec part 2 §7), else the pipeline's
 * own /data/home-runs.json.
 */
import { dataUrl } from '../../lib/data-files.ts';

export const DEFAULT_HOME_RUN_FEED_URL = dataUrl('home-runs.json');

export function homeRunFeedUrl(env: { PUBLIC_HOME_RUN_FEED_URL?: string | undefined }): string {
  return env.PUBLIC_HOME_RUN_FEED_URL?.trim() || DEFAULT_HOME_RUN_FEED_URL;
}
