/**
 * Whether the island has hydrated: false in the server render and in the first client render
 * (which must print the same text, or React reports a hydration mismatch), true from the next
 * render on. Text that depends on the visitor (his time zone) is printed in a fixed form until
 * then and switched after.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
