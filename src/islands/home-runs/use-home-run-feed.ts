/**
 * The season's home runs, kept fresh (docs/product.md#season-home-runs):
 * - first load: the shared data store when the feed is the pipeline's own
 *   file (fetched once per visit, with the spec's retries), else the feed URL;
 * - then a poll every HOME_RUN_FEED_POLL_MS; each home run whose id was not in
 *   the previous list gets a toast of NEW_HOME_RUN_TOAST_MS;
 * - feed errors are only logged; the last good list stays on screen.
 */
import { useEffect, useState } from 'react';
import type { HomeRun } from '../../../domain/contracts/index.ts';
import { HOME_RUN_FEED_POLL_MS, NEW_HOME_RUN_TOAST_MS } from '../../config/ui-settings.ts';
import { fetchJsonWithRetry, loadData, slicedBodyReader, type FetchOptions } from '../../lib/data-store.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { checkHomeRunFeed, newHomeRunToast, newHomeRuns, parseHomeRunFeed } from './feed.ts';
import { DEFAULT_HOME_RUN_FEED_URL } from './feed-url.ts';

export interface HomeRunFeedState {
  homeRuns: readonly HomeRun[] | null;
  /** The pipeline's note when its home-run input was missing (its own file only). */
  absence: { message: string; missingInputs: string[] } | null;
  /** The first load failed (and no poll has succeeded since). */
  unavailable: boolean;
}

async function fetchFeed(url: string, options: FetchOptions) {
  // A season's home runs: as large as the pipeline's own home-runs.json, so read in slices too.
  const json = await fetchJsonWithRetry(url, checkHomeRunFeed, { readBody: slicedBodyReader(), ...options });
  const absence = (json as { absence?: HomeRunFeedState['absence'] } | null)?.absence ?? null;
  return { homeRuns: parseHomeRunFeed(json) ?? [], absence };
}

export function useHomeRunFeed(feedUrl: string): HomeRunFeedState {
  const [state, setState] = useState<HomeRunFeedState>({ homeRuns: null, absence: null, unavailable: false });

  useEffect(() => {
    let active = true;
    let current: readonly HomeRun[] | null = null;
    const show = (homeRuns: readonly HomeRun[], absence: HomeRunFeedState['absence']) => {
      current = homeRuns;
      setState({ homeRuns, absence, unavailable: false });
    };

    const firstLoad =
      feedUrl === DEFAULT_HOME_RUN_FEED_URL
        ? loadData('home-runs.json').then((file) => ({ homeRuns: file.homeRuns, absence: file.absence }))
        : fetchFeed(feedUrl, {});
    firstLoad
      .then(({ homeRuns, absence }) => {
        if (active) show(homeRuns, absence);
      })
      .catch((error: unknown) => {
        console.error(`Home-run feed ${feedUrl} could not be loaded:`, (error as Error).message);
        if (active) setState((old) => (old.homeRuns ? old : { ...old, unavailable: true }));
      });

    const timer = setInterval(() => {
      fetchFeed(feedUrl, { noStore: true, retries: 0 })
        .then(({ homeRuns, absence }) => {
          if (!active) return;
          if (current !== null) {
            for (const homeRun of newHomeRuns(current, homeRuns)) {
              showToast({ ...newHomeRunToast(homeRun), durationMs: NEW_HOME_RUN_TOAST_MS });
            }
          }
          show(homeRuns, absence);
        })
        .catch((error: unknown) => console.error(`Home-run feed poll of ${feedUrl} failed:`, (error as Error).message));
    }, HOME_RUN_FEED_POLL_MS);

    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [feedUrl]);

  return state;
}
