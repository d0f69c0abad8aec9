/**
 * The section of Historic Projections' graded-picks CSV and its props, and the note that says
 * why there is no form, apart from the form (./GradedCsvForm.tsx): configured mode shows a guest
 * (./GradedCsvConfigured.tsx) or a customer without Pro (./GradedCsvProGate.tsx) the note without
 * downloading the form's code.
 */
import type { ReactNode } from 'react';
import { loginPathFor } from '../../lib/auth/next-path.ts';
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

const linkClass = 'font-medium text-sky-800 underline';

/** Why there is no form: a guest is asked to sign in (back to this page), a customer without Pro sees the plans. */
export function GradedCsvAccessNote({ signedIn }: { signedIn: boolean }) {
  return (
    <GradedCsvSection>
      <p className="mt-1 text-sm text-slate-700">
        {signedIn ? REPORT_TEXTS.csvProOnly : REPORT_TEXTS.csvSignIn}{' '}
        <a className={linkClass} href={signedIn ? '/subscribe' : loginPathFor('/historic-projections')}>
          {signedIn ? REPORT_TEXTS.seePlans : 'Sign in'}
        </a>
      </p>
    </GradedCsvSection>
  );
}
