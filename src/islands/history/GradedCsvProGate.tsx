/**
 * Configured mode's graded-picks CSV (a Pro report, docs/product.md#custom-reports) for a visitor
 * who may be signed in (./GradedCsvConfigured.tsx loads this gate then): a Pro subscriber gets the
 * form (./GradedCsvForm.tsx) with his session token; a guest reads that it needs signing in with a
 * Pro plan, a signed-in customer without Pro that it is part of the Pro plan. The server refuses
 * anyone but a Pro subscriber whatever this shows.
 */
import { $profile, $session, getAccessToken } from '../../lib/auth/auth-store.ts';
import { isProSubscriber } from '../../shared/plans.ts';
import { useAuth } from '../account/use-auth.ts';
import { lazy, Suspense } from 'react';
import { GradedCsvAccessNote, type GradedCsvProps } from './GradedCsvSection.tsx';

/** The form itself loads for a Pro subscriber only: a guest's page carries none of its code. */
const GradedCsvForm = lazy(() => import('./GradedCsvForm.tsx'));

export default function GradedCsvProGate({ firstDate, lastDate }: GradedCsvProps) {
  const session = useAuth($session);
  const profile = useAuth($profile);
  if (isProSubscriber(profile)) {
    return (
      <Suspense fallback={null}>
        <GradedCsvForm firstDate={firstDate} lastDate={lastDate} getToken={getAccessToken} />
      </Suspense>
    );
  }
  // Nothing while the session is not known, or while a signed-in visitor's profile loads.
  if (session === undefined || (session !== null && profile === null)) return null;
  return <GradedCsvAccessNote signedIn={session !== null} />;
}
