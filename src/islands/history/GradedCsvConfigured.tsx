/**
 * Configured mode's graded-picks CSV. A visitor with no stored session and no auth redirect in the
 * URL is a guest: he reads the sign-in note at once, and his page downloads none of the account
 * layer (the auth store, supabase-js). A visitor who may be signed in, or who signs in from another
 * tab meanwhile (the storage event), gets the gate (./GradedCsvProGate.tsx), which knows his plan.
 */
import { lazy, useSyncExternalStore } from 'react';
import { authStorageKey, browserStorage, mustStartAuthClient } from '../../lib/auth/session-hint.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { GradedCsvAccessNote, type GradedCsvProps } from './GradedCsvSection.tsx';

const GradedCsvProGate = lazy(() => import('./GradedCsvProGate.tsx'));

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function mayBeSignedIn(): boolean {
  const url = siteConfig.supabaseUrl;
  return url !== null && mustStartAuthClient(browserStorage('localStorage'), authStorageKey(url), window.location);
}

export default function GradedCsvConfigured(props: GradedCsvProps) {
  // Rendered in the browser only (after the archive's index is fetched): no server snapshot is read.
  const signedInMaybe = useSyncExternalStore(subscribeToStorage, mayBeSignedIn, () => false);
  return signedInMaybe ? <GradedCsvProGate {...props} /> : <GradedCsvAccessNote signedIn={false} />;
}
