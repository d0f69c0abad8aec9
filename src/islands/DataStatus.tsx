/**
 * The non-data states every island shows the same way:
 *   <Loading />                          "Loading..." (docs/product.md#tables)
 *   <LoadError heading="..." message="..." />
 *   <EmptyState>No lineups available</EmptyState>
 */
import type { ReactNode } from 'react';

/**
 * Reserves a screen's height: what follows the island (provenance, footer)
 * stays below the fold until the data arrives, so loading causes no layout shift.
 */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="min-h-svh">
      <p role="status" className="py-10 text-center text-slate-600">
        {label}
      </p>
    </div>
  );
}

export function LoadError({ heading, message }: { heading: string; message?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <h2 className="font-semibold">{heading}</h2>
      {message && <p className="mt-1 text-sm">{message}</p>}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{children}</p>;
}

/** The pipeline's own explanation when a section has no data (contract `absence`). */
export function AbsenceNote({ absence }: { absence: { message: string; missingInputs: string[] } | null }) {
  if (!absence) return null;
  return <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{absence.message}</p>;
}
