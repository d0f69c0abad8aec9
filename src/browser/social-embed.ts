/**
 * Loads a social network's embed script on the client only, after the page
 * has loaded, for each [data-social-feed] block (X and TikTok pages only).
 * When the script cannot load (offline, blocked) or draws nothing within
 * FEED_TIMEOUT_MS, the block's [data-feed-failed] note is shown; the plain
 * link to the profile is always on the page.
 */
const FEED_TIMEOUT_MS = 8000;

function showFailure(block: HTMLElement): void {
  // The note's space is reserved (visibility: hidden) so showing it moves nothing.
  block.querySelector<HTMLElement>('[data-feed-failed]')?.classList.remove('invisible');
  block.dataset.feedState = 'failed';
}

function loadFeed(block: HTMLElement): void {
  const src = block.dataset.script;
  if (!src) return;
  block.dataset.feedState = 'loading';
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.charset = 'utf-8';
  script.addEventListener('error', () => showFailure(block));
  document.body.append(script);
  setTimeout(() => {
    if (!block.querySelector('iframe')) showFailure(block);
    else block.dataset.feedState = 'loaded';
  }, FEED_TIMEOUT_MS);
}

function start(): void {
  document.querySelectorAll<HTMLElement>('[data-social-feed]').forEach(loadFeed);
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
