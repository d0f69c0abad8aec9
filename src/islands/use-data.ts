/**
 * React access to the shared data cache (src/lib/data-store.ts):
 *   const { data, error, loading } = useData('park-factors.json');
 * Every island asking for the same file shares one request per page visit.
 * During the static build (SSR) this returns the loading state, so the
 * prerendered HTML shows "Loading..." (or the build's first rows) until the browser
 * has the data; so does the island's hydration, even when the file arrived before the
 * island hydrated: the first render matches the static HTML, and the data follows in
 * the next one. A component first rendered in the browser (a lazily loaded panel) starts
 * from the store's current state.
 *
 * A change of the store after the first render (the file arriving, a retry) is rendered as
 * a transition: React renders the new table in slices between the browser's other work
 * instead of one long task (a synchronous store update, nanostores' useStore through
 * useSyncExternalStore, is never sliced), so a phone stays responsive while a large file's
 * rows render.
 */
import { startTransition, useEffect, useState } from 'react';
import type { DataFileName, DataOf } from '../lib/data-files.ts';
import { dataStore, type DataState } from '../lib/data-store.ts';
import { useHydrating } from '../ui/use-hydrating.ts';

export function useData<N extends DataFileName>(name: N): DataState<DataOf<N>> {
  const store = dataStore(name);
  // The first render: the static HTML's state while hydrating (the file may have arrived already:
  // it follows through the subscription), else the store's current one.
  const hydrating = useHydrating();
  const [state, setState] = useState(() => (hydrating ? (store.init ?? store.get()) : store.get()));
  useEffect(() => store.subscribe((value) => startTransition(() => setState(value))), [store]);
  return state;
}
