/**
 * The graded-picks CSV form of Historic Projections (docs/product.md#custom-reports): two dates
 * (at most MAX_RANGE_DAYS apart) and a button that asks POST /api/graded-history-csv for the
 * graded picks between them and downloads the answer as it came (byte-order mark and all).
 *
 * Free of the account layer: local mode (no accounts) renders it as is, open to every visitor;
 * configured mode renders it through ./GradedCsvProGate.tsx (Pro subscribers, with their token).
 *
 *   <GradedCsvForm firstDate lastDate getToken? />   default export: the whole section
 */
import { useState } from 'react';
import { GradedCsvSection, type GradedCsvProps } from './GradedCsvSection.tsx';
import { REPORT_TEXTS } from '../../lib/report-texts.ts';
import { GRADED_HISTORY_MESSAGES, GRADED_HISTORY_PATH, gradedHistoryFileName, MAX_RANGE_DAYS, rangeProblem } from '../../shared/graded-history.ts';
import { downloadBlob } from '../../ui/table/csv.ts';
import { FIELD_FRAME_CLASS, PRIMARY_BUTTON_CLASS } from '../../ui/styles.ts';

export default function GradedCsvForm({ firstDate, lastDate, getToken }: GradedCsvProps & { getToken?: () => Promise<string | null> }) {
  return (
    <GradedCsvSection>
      <RangeForm firstDate={firstDate} lastDate={lastDate} getToken={getToken} />
    </GradedCsvSection>
  );
}

/** The form opens on the last 30 archived days (or fewer when the archive is younger). */
const DEFAULT_SPAN_DAYS = 30;

function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10);
}

/** The range the form starts with: the newest archived day and up to 29 days before it. */
export function defaultRange(firstDate: string, lastDate: string): { from: string; to: string } {
  const from = daysBefore(lastDate, DEFAULT_SPAN_DAYS - 1);
  return { from: from < firstDate ? firstDate : from, to: lastDate };
}

const inputClass = `mt-1 block px-2 py-1.5 ${FIELD_FRAME_CLASS}`;

/** getToken: configured mode's session token (the route needs it); absent in local mode. */
function RangeForm({ firstDate, lastDate, getToken }: GradedCsvProps & { getToken?: () => Promise<string | null> }) {
  const [range, setRange] = useState(() => defaultRange(firstDate, lastDate));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function download() {
    const problem = rangeProblem(range.from, range.to);
    if (problem !== null) return setNote({ kind: 'error', text: problem });
    setBusy(true);
    setNote(null);
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (getToken) {
        const token = await getToken();
        if (token === null) return setNote({ kind: 'error', text: REPORT_TEXTS.csvSignIn });
        headers.authorization = `Bearer ${token}`;
      }
      const response = await fetch(GRADED_HISTORY_PATH, { method: 'POST', headers, body: JSON.stringify(range) });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        return setNote({ kind: 'error', text: typeof body?.error === 'string' ? body.error : GRADED_HISTORY_MESSAGES.failed });
      }
      const fileName = gradedHistoryFileName(range.from, range.to);
      downloadBlob(fileName, await response.blob());
      setNote({ kind: 'ok', text: REPORT_TEXTS.csvDone(response.headers.get('x-graded-picks') ?? '', fileName) });
    } catch {
      setNote({ kind: 'error', text: GRADED_HISTORY_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="mt-1 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <p className="text-sm text-slate-700">
        {REPORT_TEXTS.csvIntro} Up to {MAX_RANGE_DAYS} days at a time.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          {REPORT_TEXTS.csvFrom}
          <input
            type="date"
            required
            min={firstDate}
            max={lastDate}
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {REPORT_TEXTS.csvTo}
          <input
            type="date"
            required
            min={firstDate}
            max={lastDate}
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            className={inputClass}
          />
        </label>
        <button type="submit" disabled={busy} className={`border border-sky-700 ${PRIMARY_BUTTON_CLASS}`}>
          {busy ? REPORT_TEXTS.csvDownloading : REPORT_TEXTS.csvDownload}
        </button>
      </div>
      <p role="status" className={`text-sm ${note?.kind === 'error' ? 'text-red-800' : 'text-slate-700'}`} data-testid="graded-csv-note">
        {note?.text ?? ''}
      </p>
    </form>
  );
}
