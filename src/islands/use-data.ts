/**
 * React access to the shared data cache (src/lib/data-store.ts):
 *   const { data, error, loading } = useData('park-factors.json');
 * Every island asking for the same file shares one request per page visit.
 * During the static build (SSR) this returns the loading state, so the
 * prerendered HTML shows "Loading..." (or the build's first rows) until the browser
 * has the data; so does the island's hydration (`ssr: 'initial'`), even when the file
 * arrived before the island hydrated: the first render matches the static HTML, and
 * the data follows in the next one.
 */
import { useStore } from '@nanostores/react';
import type { DataFileName, DataOf } from '../lib/data-files.ts';
import { dataStore, type DataState } from '../lib/data-store.ts';

export function useData<N extends DataFileName>(name: N): DataState<DataOf<N>> {
  return useStore(dataStore(name), { ssr: 'initial' });
}
