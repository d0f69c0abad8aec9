/**
 * A lazily loaded component that the build renders at once: the page's frontmatter awaits
 * `preloadForBuild()`, after which `Component` renders the loaded module without suspending (a
 * module already loaded is handed to React's lazy as a thenable that resolves synchronously), so
 * the static HTML holds the content rather than a Suspense fallback. In the browser the module
 * loads as the island hydrates; the server's HTML stays on screen meanwhile.
 */
import { type ComponentType, lazy } from 'react';

export function lazyForBuild<Props extends object>(importer: () => Promise<{ default: ComponentType<Props> }>) {
  let loadedForBuild: { default: ComponentType<Props> } | null = null;
  const Component = lazy(() => {
    const loaded = loadedForBuild;
    if (!loaded) return importer();
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved synchronously (see above).
    return { then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve(loaded) } as unknown as Promise<{ default: ComponentType<Props> }>;
  });
  /** Build only (the page's frontmatter). */
  const preloadForBuild = async (): Promise<void> => {
    loadedForBuild = await importer();
  };
  return { Component, preloadForBuild };
}
