/**
 * /mlb/hr-projections below the picks: the model tabs with the main table
 * (projections/ModelTabs.tsx) and the page's information cards, for the visitors
 * HrProjectionsIsland's access gate lets in (a visitor without the role sees nothing here: the
 * subscribers' preview above stands in for the page). The page hydrates it as it nears the screen (client:visible):
 * the main table's first page is in the static HTML, readable and sortable-looking at once, and
 * its hydration and the whole file's rows are work a visitor reading the picks does not wait for.
 *
 * The tabs' code is its own chunk, loaded once the gate opens (a guest or member never downloads
 * it); the build renders it at once (./lazy-for-build.ts: the page's frontmatter awaits
 * preloadModelTabsForBuild()).
 */
import { Suspense } from 'react';
import { Loading } from './DataStatus.tsx';
import { useEntitlement } from './use-entitlement.ts';
import { lazyForBuild } from './lazy-for-build.ts';
import type { ModelTabsProps } from './projections/ModelTabs.tsx';

const { Component: ModelTabs, preloadForBuild } = lazyForBuild<ModelTabsProps>(() => import('./projections/ModelTabs.tsx'));

/** Build only (the page's frontmatter): the tabs' module, so the static render needs no Suspense fallback. */
export const preloadModelTabsForBuild = preloadForBuild;

export default function HrProjectionsModelsIsland({ teamNames, firstPage, children }: ModelTabsProps) {
  // Until the role is known, and for a visitor without it, an empty element: Astro watches the
  // island's children to hydrate it, and the subscribers' preview above stands in for the page.
  // The Suspense boundary stays the island's root: React's streaming render writes a large
  // boundary below an element apart, behind a script (no rows without JavaScript).
  if (useEntitlement() !== 'allowed') return <div />;
  return (
    <Suspense fallback={<Loading />}>
      <ModelTabs teamNames={teamNames} firstPage={firstPage}>
        {children}
      </ModelTabs>
    </Suspense>
  );
}
