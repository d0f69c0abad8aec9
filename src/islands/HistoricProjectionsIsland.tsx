/**
 * /historic-projections (docs/product.md#historic-projections): the date select (the archived
 * days, newest first) and the chosen day's Confident, Punt and Value tables; each day's file is
 * fetched when it is first chosen. The record card is server-rendered by the page
 * (history/RecordInMoney.tsx). Below the tables, the graded-picks CSV form
 * (history/GradedCsvForm.tsx, a Pro report in configured mode).
 *
 * `firstDay` (the page takes it at build time from history/index.json, the same archive the
 * island's day files are): the offered days (without today's in configured mode, where today's
 * picks are premium) and the newest one's first pages, so the static HTML has the day select and
 * the tables' first rows (readable before any script runs). Lock times are in UTC in the static HTML, which the shell's script rewrites in the
 * visitor's zone (ColumnSpec.instant); the island words them in his zone.
 */
import { useStore } from '@nanostores/react';
import { lazy, memo, Suspense, useState } from 'react';
import {
  expectedVersusActual,
  HISTORIC_PICKS_INITIAL_SORT,
  historicPickColumns,
  withGameNumbers,
  type ExpectedVersusActual,
  type HistoricPickRow,
} from '../columns/historic-projections.ts';
import type { PickList } from '../../domain/record.ts';
import type { HistoricFirstDay, HistoryDayOption } from '../lib/history-first-day.ts';
import { calendarDateText } from '../lib/clock-text.ts';
import { PICK_LIST_TITLES } from '../lib/history-record.ts';
import { historyDayStore } from '../lib/history-store.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { LoadError } from './DataStatus.tsx';
import { LabelledSelect } from './LabelledSelect.tsx';
import { DataTable } from '../ui/table/DataTable.tsx';
import { SITE_MODE } from '../lib/site-config.ts';
import { FIELD_CLASS } from '../ui/styles.ts';
import type { FirstPage } from '../ui/table/first-page.ts';

/** A pick table's text for a date without picks of its kind (docs/product.md#historic-projections). */
export const NO_HISTORIC_PICKS = 'No picks for this date.';

/**
 * The Confident and Punt cards side by side only where each is wide enough for its whole table
 * (every column, the Locked time included, at desktop widths); otherwise one above the other at
 * full width, so neither table scrolls sideways.
 */
const HISTORIC_PICK_CARDS_GRID = 'grid gap-4 grid-cols-[repeat(auto-fit,minmax(min(100%,60rem),1fr))]';

function dayRecordText(day: HistoryDayOption): string {
  const pending = day.picks - day.graded - day.voids;
  const settled = day.graded + day.voids;
  const graded = settled === 0 ? 'not graded yet' : `${day.hits}/${day.graded} homered`;
  const voids = day.voids > 0 ? `, ${day.voids} void` : '';
  return `${day.picks} ${day.picks === 1 ? 'pick' : 'picks'}, ${graded}${voids}${pending > 0 && settled > 0 ? `, ${pending} pending` : ''}`;
}

function PickTable({
  kind,
  picks,
  date,
  partial,
}: {
  kind: PickList;
  picks: readonly HistoricPickRow[];
  date: string;
  partial?: FirstPage<HistoricPickRow> | undefined;
}) {
  const title = PICK_LIST_TITLES[kind];
  const headingId = `history-${kind}-title`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`history-${kind}`}>
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <DataTable
        rows={picks}
        partial={partial}
        columns={historicPickColumns}
        caption={`${title} picks for ${date}`}
        getRowId={(pick) => pick.id}
        initialSort={HISTORIC_PICKS_INITIAL_SORT}
        firstSort="desc"
        csvFileName={`picks-${kind}-${date}`}
        emptyMessage={NO_HISTORIC_PICKS}
      />
    </section>
  );
}

const EMPTY: HistoricPickRow[] = [];

// The graded-picks CSV loads after the tables; configured mode's access rules only in configured
// mode (SITE_MODE is a build constant, so a local build has no import of them).
const GradedCsv = SITE_MODE === 'configured' ? lazy(() => import('./history/GradedCsvConfigured.tsx')) : lazy(() => import('./history/GradedCsvForm.tsx'));

type DayRows = Record<PickList, readonly HistoricPickRow[]>;

/** The rows of the build's first pages, by list. */
function builtRows(built: NonNullable<HistoricFirstDay['newest']>): DayRows {
  return { confident: built.confident.rows, punt: built.punt.rows, value: built.value.rows };
}

/** Whether the build's first pages hold every pick of their day (a list is a handful of picks, within a page). */
function holdsWholeDay(built: NonNullable<HistoricFirstDay['newest']>): boolean {
  return LISTS.every((kind) => built[kind].rows.length === built[kind].total);
}

/**
 * A day's tables. The build's first pages of the newest day are its file's picks already (both come
 * from the same archive): when they hold the whole day they are shown as they are and the file is
 * not read again, a download, a parse and a redraw of every table for the same rows. Another day, or
 * a day longer than a page, is read from its file. Memoized: the archive's index arriving redraws the
 * day select, not the tables.
 */
const DayTables = memo(function DayTables({ date, firstPages }: { date: string; firstPages: HistoricFirstDay['newest'] }) {
  const built = firstPages?.date === date ? firstPages : null;
  if (built && holdsWholeDay(built)) {
    return <DayView date={date} rows={builtRows(built)} tally={built.tally} partial={null} />;
  }
  return <LoadedDayTables date={date} built={built} />;
});

function LoadedDayTables({ date, built }: { date: string; built: HistoricFirstDay['newest'] }) {
  const { data, error } = useStore(historyDayStore(date), { ssr: 'initial' });
  if (error) return <LoadError heading={`Failed to load the picks for ${calendarDateText(date)}`} message={error.message} />;
  if (!data && !built) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  const tally = data ? expectedVersusActual([...data.confident, ...data.punt, ...(data.value ?? [])]) : built!.tally;
  const rows = data ? withGameNumbers(data) : builtRows(built!);
  return <DayView date={date} rows={rows} tally={tally} partial={data ? null : built} />;
}

function DayView({ date, rows, tally, partial }: { date: string; rows: DayRows; tally: ExpectedVersusActual | null; partial: HistoricFirstDay['newest'] }) {
  return (
    <div className="space-y-3">
      {tally && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="expected-vs-actual">
          HR Chance expected <strong className="tabular-nums">{tally.expected.toFixed(2)}</strong> home runs from these {tally.picks} graded{' '}
          {tally.picks === 1 ? 'pick' : 'picks'}; <strong className="tabular-nums">{tally.homered}</strong> homered.
        </p>
      )}
      <div className={HISTORIC_PICK_CARDS_GRID}>
        {LISTS.map((kind) => (
          <PickTable key={kind} kind={kind} picks={rows[kind]} date={date} partial={partial?.[kind]} />
        ))}
      </div>
    </div>
  );
}

const LISTS: readonly PickList[] = ['confident', 'punt', 'value'];

export default function HistoricProjectionsIsland({ firstDay }: { firstDay: HistoricFirstDay }) {
  const { days } = firstDay;
  const newest = days[0]?.date;
  const oldest = days.at(-1)?.date;
  // The CSV form works with the island only: it is drawn once the island runs, not in the static HTML
  // (where React's streaming render would hold its lazy module's content in a hidden template).
  const hydrated = useHydrated();
  return (
    <div className="space-y-6">
      <DayPicker days={days} firstPages={firstDay.newest} />
      {hydrated && newest && oldest && (
        <Suspense fallback={null}>
          <GradedCsv firstDate={oldest} lastDate={newest} />
        </Suspense>
      )}
    </div>
  );
}

function DayPicker({ days: newestFirst, firstPages }: { days: HistoryDayOption[]; firstPages: HistoricFirstDay['newest'] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const hydrated = useHydrated();
  const date = chosen ?? newestFirst[0]?.date ?? '';
  const setDate = setChosen;
  const selected = newestFirst.find((day) => day.date === date);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          label="Date"
          value={date}
          onChange={setDate}
          disabled={!hydrated || newestFirst.length === 0}
          labelClassName="block text-sm font-medium text-slate-800"
          selectClassName={`mt-1 ${FIELD_CLASS} disabled:opacity-60`}
        >
          {newestFirst.length === 0 && <option value="">No archived days yet</option>}
          {newestFirst.map((day) => (
            <option key={day.date} value={day.date}>
              {calendarDateText(day.date)}
            </option>
          ))}
        </LabelledSelect>
        {selected && (
          <p className="pb-1.5 text-sm text-slate-600" data-testid="day-record">
            {dayRecordText(selected)}
          </p>
        )}
      </div>
      {selected ? (
        <DayTables key={selected.date} date={selected.date} firstPages={firstPages} />
      ) : (
        <div className={HISTORIC_PICK_CARDS_GRID}>
          {LISTS.map((kind) => (
            <PickTable key={kind} kind={kind} picks={EMPTY} date="none" />
          ))}
        </div>
      )}
    </div>
  );
}
