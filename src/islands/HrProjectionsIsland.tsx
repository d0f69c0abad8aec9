/**
 * /mlb/hr-projections: the access gate around the page's content. Nothing while the role
 * loads, /subscribe when denied, always open in local mode. The content (tables, picks, model
 * tabs: projections/HrProjectionsContent.tsx) is its own chunk, loaded only once the gate
 * opens, so a guest sent on to /subscribe never downloads the tables' code.
 */
import { lazy, Suspense } from 'react';
import { Loading } from './DataStatus.tsx';
import { EntitlementGate } from './EntitlementGate.tsx';
import type { HrProjectionsProps } from './projections/HrProjectionsContent.tsx';

const HrProjectionsContent = lazy(() => import('./projections/HrProjectionsContent.tsx'));

export default function HrProjectionsIsland({ teamNames, explainer, children }: HrProjectionsProps) {
  return (
    <EntitlementGate>
      <Suspense fallback={<Loading />}>
        <HrProjectionsContent teamNames={teamNames} explainer={explainer}>
          {children}
        </HrProjectionsContent>
      </Suspense>
    </EntitlementGate>
  );
}
