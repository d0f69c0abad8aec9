/**
 * /mlb/hr-projections: the access gate around the page's content. Nothing while the role
 * loads, always open in local mode. The content (tables, picks, model tabs:
 * projections/HrProjectionsContent.tsx) is its own chunk, loaded only once the gate opens, so a
 * guest or member never downloads the tables' code; he sees the subscribers' preview in its place
 * (projections/SubscriberPreview.tsx, a chunk of its own, configured mode only: `preview`).
 *
 * In local mode the build renders the content with the tables' first rows (`firstRows`), so the
 * static HTML has them: the page's frontmatter awaits preloadContentForBuild() first, and the
 * lazy component then resolves at once instead of streaming a fallback. In the browser the chunk
 * loads as the island hydrates (the server's HTML stays on screen meanwhile).
 */
import { lazy, Suspense } from 'react';
import { Loading } from './DataStatus.tsx';
import { EntitlementGate } from './EntitlementGate.tsx';
import type { HrProjectionsProps } from './projections/HrProjectionsContent.tsx';
import type { SubscriberPreviewProps } from './projections/SubscriberPreview.tsx';

type ContentModule = typeof import('./projections/HrProjectionsContent.tsx');
const importContent = (): Promise<ContentModule> => import('./projections/HrProjectionsContent.tsx');
let contentForBuild: ContentModule | null = null;

/** Build only (the page's frontmatter): the content module, so the static render needs no Suspense fallback. */
export async function preloadContentForBuild(): Promise<void> {
  contentForBuild = await importContent();
}

// A module already loaded is handed over synchronously (a thenable that resolves at once):
// React's lazy then renders it without suspending.
const HrProjectionsContent = lazy(() => {
  const loaded = contentForBuild;
  if (!loaded) return importContent();
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved synchronously (see above).
  return { then: (resolve: (module: ContentModule) => void) => resolve(loaded) } as unknown as Promise<ContentModule>;
});

// Only a configured build has visitors to preview for. The build constant is tested here by name
// (astro.config.mjs defines it), so a local build drops this import before it splits its chunks:
// through SITE_MODE the preview's chunk would still be made and split the content's shared modules.
const SubscriberPreview = import.meta.env.LONGBALL_SITE_MODE === 'configured' ? lazy(() => import('./projections/SubscriberPreview.tsx')) : null;

export default function HrProjectionsIsland({
  teamNames,
  firstRows,
  explainer,
  children,
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
        <HrProjectionsContent teamNames={teamNames} firstRows={firstRows} explainer={explainer}>
          {children}
        </HrProjectionsContent>
      </Suspense>
    </EntitlementGate>
  );
}
