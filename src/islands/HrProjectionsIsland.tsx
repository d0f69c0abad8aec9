/**
 * /mlb/hr-projections: the access gate around the page's content. Nothing while the role
 * loads, /subscribe when denied, always open in local mode. The content (tables, picks, model
 * tabs: projections/HrProjectionsContent.tsx) is its own chunk, loaded only once the gate
 * opens, so a guest sent on to /subscribe never downloads the tables' code.
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

export default function HrProjectionsIsland({ teamNames, firstRows, explainer, children }: HrProjectionsProps) {
  return (
    <EntitlementGate>
      <Suspense fallback={<Loading />}>
        <HrProjectionsContent teamNames={teamNames} firstRows={firstRows} explainer={explainer}>
          {children}
        </HrProjectionsContent>
      </Suspense>
    </EntitlementGate>
  );
}
