/**
 * Whether the island has hydrated: false in the server render and in the first client render
 * (which must print the same text, or React reports a hydration mismatch), true from the next
 * render on. Text that depends on the visitor (his time zone) is printed in a fixed form until
 * then and switched after.
 */
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the switch redraws what depends on it (a table's every row, for its times) in
  // slices between the browser's other work, and in the same pass as the tables' own switch to
  // the screen's columns (ui/table/DataTable.tsx useScreenKnown), rather than in one long task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
