/**
 * Runs `callback` once the page has shown its server-rendered HTML (the first contentful paint).
 * A hidden tab paints nothing, and some browsers do not report paints: there it runs at once.
 * Shared by the client directives (each is bundled into the pages that use it).
 */
export function afterFirstPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    callback();
  }).observe({ type: 'paint', buffered: true });
}
