/**
 * The record card of Historic Projections (docs/product.md#historic-projections), rendered by the
 * page at build time (static HTML, no script): the hit rate over every graded pick, then per list
 * (Confident, Punt, Value) the units won at the price locked, ROI with its 95 % interval,
 * closing-line value, hits, picks and voids, and the chart of each list's cumulative units by day.
 * Before any graded pick it says there is no record yet.
 */
import { ROI_INTERVAL_Z } from '../../../domain/record.ts';
import { formatClv, formatRecord, formatRoi, formatUnits, PICK_LIST_TITLES, type ListRecordView, type RecordView } from '../../lib/history-record.ts';
import { UnitsChart } from './UnitsChart.tsx';

/** What the card says before any pick is graded (docs/product.md#historic-projections). */
export const NO_RECORD_YET = 'No record yet: the first picks are graded once their games are final.';

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 py-1.5 first:border-t-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium tabular-nums text-slate-900" data-testid={testId}>
        {value}
        {hint && <span className="block text-xs font-normal text-slate-600">{hint}</span>}
      </dd>
    </div>
  );
}

function ListCard({ view }: { view: ListRecordView }) {
  const { list, tally, figures } = view;
  const title = PICK_LIST_TITLES[list];
  const pending = tally.picks - tally.graded - tally.voids;
  const interval = figures.roiInterval;
  return (
    <section className="rounded-lg border border-slate-200 p-3" data-testid={`record-${list}`} aria-labelledby={`record-${list}-title`}>
      <h3 id={`record-${list}-title`} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {tally.picks === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No {title} picks yet.</p>
      ) : (
        <dl className="mt-1">
          <Figure
            label="Units"
            value={tally.priced === 0 ? '—' : formatUnits(tally.units)}
            hint={`1 unit a pick, ${tally.priced} priced`}
            testId={`units-${list}`}
          />
          <Figure
            label="ROI"
            value={figures.roi === null ? '—' : formatRoi(figures.roi)}
            hint={interval ? `95% interval ${formatRoi(interval[0])} to ${formatRoi(interval[1])}` : undefined}
            testId={`roi-${list}`}
          />
          <Figure
            label="CLV"
            value={figures.clv === null ? '—' : formatClv(figures.clv)}
            hint={figures.clv === null ? undefined : `over ${tally.clvPicks} ${tally.clvPicks === 1 ? 'pick' : 'picks'}`}
            testId={`clv-${list}`}
          />
        </dl>
      )}
      {tally.picks > 0 && (
        <p className="mt-1 border-t border-slate-100 pt-1.5 text-sm text-slate-700">
          <span data-testid={`hits-${list}`}>{formatRecord(tally)}</span> homered · {tally.picks} {tally.picks === 1 ? 'pick' : 'picks'}
          {pending > 0 && ` (${pending} pending)`} · <span data-testid={`voids-${list}`}>{tally.voids}</span> void
        </p>
      )}
    </section>
  );
}

export interface ChanceLine {
  picks: number;
  expected: number;
  homered: number;
}

export function RecordInMoney({ record, days, chance }: { record: RecordView; days: number; chance: ChanceLine | null }) {
  const { total } = record;
  const pending = total.picks - total.graded - total.voids;
  return (
    <section aria-labelledby="record-title" className={CARD}>
      <h2 id="record-title" className="text-sm font-semibold text-slate-700">
        Record
      </h2>
      {total.graded === 0 ? (
        <p className="mt-1 text-lg font-semibold text-slate-800" data-testid="record-empty">
          {NO_RECORD_YET}
          {total.picks > 0 && (
            <span className="block text-sm font-normal text-slate-600">
              {total.picks} {total.picks === 1 ? 'pick' : 'picks'} over {days} archived {days === 1 ? 'day' : 'days'}
              {total.voids > 0 ? `, ${total.voids} void` : ''}.
            </span>
          )}
        </p>
      ) : (
        <>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="record">
            {formatRecord(total)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Picks that homered out of graded picks, over {days} archived {days === 1 ? 'day' : 'days'}
            {total.voids > 0 && `; ${total.voids} void (not counted, as a book voids the bet)`}
            {pending > 0 && `; ${pending} pending until their games are final`}.
          </p>
          <div className="mt-4 grid gap-3 md:grid-cols-3">
            {record.lists.map((view) => (
              <ListCard key={view.list} view={view} />
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-600">
            Units at the price locked, one unit a pick. ROI's interval: mean ± {ROI_INTERVAL_Z.toFixed(2)} standard errors of the per-pick returns. CLV: the
            price first published that day against the last price before first pitch, in points of implied probability.
          </p>
          {record.cumulative.length > 0 && <UnitsChart cumulative={record.cumulative} />}
        </>
      )}
      {chance && (
        <p className="mt-2 text-sm text-slate-700" data-testid="record-chance">
          HR Chance expected <strong className="tabular-nums">{chance.expected.toFixed(2)}</strong> home runs from the {chance.picks} graded{' '}
          {chance.picks === 1 ? 'pick' : 'picks'} that carry it; <strong className="tabular-nums">{chance.homered}</strong> homered.{' '}
          <a className="font-medium text-sky-800 underline" href="/model">
            About HR Chance
          </a>
        </p>
      )}
    </section>
  );
}
