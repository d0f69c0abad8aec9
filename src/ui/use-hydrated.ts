/**
 * Whether the island has hydrated: false in the server render and in the first client render
 * (which must draw the same, or React reports a hydration mismatch), true from the next render on.
 * A control whose use before then would be lost (hydration resets a select's choice to its state)
 * is drawn disabled until then, as the table kit's controls are.
 */
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: in the same pass as the tables' own switch to the screen's columns
  // (ui/table/DataTable.tsx useScreenKnown), between the browser's other work.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
