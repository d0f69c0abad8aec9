/**
 * The section of Historic Projections' graded-picks CSV and its props, apart from the form
 * (./GradedCsvForm.tsx) so that configured mode's gate (./GradedCsvProGate.tsx) shows a guest
 * why there is no form without downloading the form's code.
 */
import type { ReactNode } from 'react';
import { REPORT_TEXTS } from '../../lib/report-texts.ts';

export interface GradedCsvProps {
  /** The oldest and newest archived days offered by the page. */
  firstDate: string;
  lastDate: string;
}

/** The section around the form (or around the note that says why there is none). */
export function GradedCsvSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="graded-csv-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="graded-csv">
      <h2 id="graded-csv-title" className="text-base font-semibold">
        {REPORT_TEXTS.csvTitle}
      </h2>
      {children}
    </section>
  );
}
