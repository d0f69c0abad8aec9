/**
 * /mlb/hr-projections: the access gate around the top of the page (title, score card, picks:
 * projections/HrProjectionsContent.tsx). Nothing while the role loads, always open in local mode.
 * The content is its own chunk, loaded only once the gate opens, so a guest or member never
 * downloads the tables' code; he sees the subscribers' preview in its place
 * (projections/SubscriberPreview.tsx, a chunk of its own, configured mode only: `preview`). The
 * model tabs below are an island of their own (HrProjectionsModelsIsland.tsx).
 *
 * In local mode the build renders the picks (`firstPicks`) into the static HTML: the page's
 * frontmatter awaits preloadContentForBuild() first (./lazy-for-build.ts).
 */
import { lazy, Suspense } from 'react';
import { Loading } from './DataStatus.tsx';
import { EntitlementGate } from './EntitlementGate.tsx';
import { lazyForBuild } from './lazy-for-build.ts';
import type { HrProjectionsProps } from './projections/HrProjectionsContent.tsx';
import type { SubscriberPreviewProps } from './projections/SubscriberPreview.tsx';

const { Component: HrProjectionsContent, preloadForBuild } = lazyForBuild<HrProjectionsProps>(() => import('./projections/HrProjectionsContent.tsx'));

/** Build only (the page's frontmatter): the content module, so the static render needs no Suspense fallback. */
export const preloadContentForBuild = preloadForBuild;

// Only a configured build has visitors to preview for. The build constant is tested here by name
// (astro.config.mjs defines it), so a local build drops this import before it splits its chunks:
// through SITE_MODE the preview's chunk would still be made and split the content's shared modules.
const SubscriberPreview = import.meta.env.LONGBALL_SITE_MODE === 'configured' ? lazy(() => import('./projections/SubscriberPreview.tsx')) : null;

export default function HrProjectionsIsland({
  firstPicks,
  explainer,
  preview = null,
}: HrProjectionsProps & { preview?: Omit<SubscriberPreviewProps, 'visitor'> | null }) {
  const denied =
    SubscriberPreview && preview
      ? (visitor: 'guest' | 'member') => (
          <Suspense fallback={<Loading />}>
            <SubscriberPreview {...preview} visitor={visitor} />
          </Suspense>
        )
      : undefined;
  return (
    <EntitlementGate denied={denied}>
      <Suspense fallback={<Loading />}>
        <HrProjectionsContent firstPicks={firstPicks} explainer={explainer} />
      </Suspense>
    </EntitlementGate>
  );
}
