/**
 * A hitter's price at every book (docs/product.md#every-books-price), opened under his row of
 * HR Projections (OwnModelPanel.tsx, its own chunk loaded at the first opening): each book's
 * price, its fair probability and the EV per $1 at it, the best price marked, and when the
 * prices were taken. A game already under way shows its pregame prices without EV, and says so.
 */
import type { ProjectionRow } from '../../columns/hr-projections.ts';
import { gameText } from '../../columns/hr-projections.ts';
import { DISPLAY_DECIMALS } from '../../../domain/spec-constants.ts';
import { formatGameTime, formatProbability } from '../../lib/format.ts';
import { formatAmericanOdds, formatEvPerDollar } from '../../lib/odds.ts';

/** "as of 11:02 AM EDT" for the prices' times: the latest, with the earliest when they differ. */
export function pricesTakenText(times: readonly (string | null)[]): string | null {
  const known = [...new Set(times.filter((time): time is string => time !== null))].sort((a, b) => Date.parse(a) - Date.parse(b));
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return null;
  const format = (time: string) => formatGameTime(time) ?? time;
  return first === last ? `Prices as of ${format(last)}.` : `Prices taken from ${format(first)} to ${format(last)}.`;
}

const CELL = 'whitespace-nowrap px-2 py-1 max-md:px-1';

export default function BookPanel({ row, onClose }: { row: ProjectionRow; onClose: () => void }) {
  const taken = pricesTakenText(row.books.map((quote) => quote.updatedAt));
  const headingId = `books-${row.id}-${row.gameId}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel, as its Close button does.
    <div
      className="space-y-2 text-sm"
      data-testid="book-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={headingId} className="font-semibold text-slate-900">
          {row.name}, every book&apos;s price <span className="font-normal text-slate-600">({gameText(row)})</span>
        </p>
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          Close
        </button>
      </div>
      {row.started && <p className="text-xs text-amber-900">This game has started: these were its pregame prices, so no EV is shown.</p>}
      <table className="border-separate border-spacing-0 tabular-nums" aria-labelledby={headingId}>
        <thead className="text-xs text-slate-700">
          <tr>
            <th scope="col" className={`${CELL} text-left`}>
              Book
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Price
            </th>
            <th scope="col" className={`${CELL} text-right`} title="The book's fair probability: its price with its margin removed">
              Fair
            </th>
            <th scope="col" className={`${CELL} text-right`} title="Expected profit per $1 staked at this price if HR Chance is the true chance">
              EV / $1
            </th>
          </tr>
        </thead>
        <tbody>
          {row.books.map((quote) => {
            const best = quote.american === row.oddsAmerican;
            return (
              <tr key={quote.book} className={`*:border-t *:border-sky-100 ${best ? 'font-semibold' : ''}`} data-best={best ? '' : undefined}>
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {quote.book}
                  {best && <span className="ml-1.5 rounded bg-emerald-100 px-1 text-[11px] font-semibold text-emerald-900">best</span>}
                </th>
                <td className={`${CELL} text-right`}>{formatAmericanOdds(quote.american)}</td>
                <td className={`${CELL} text-right`}>{formatProbability(quote.fairProbability, DISPLAY_DECIMALS.probabilityPercent)}</td>
                <td className={`${CELL} text-right`}>{formatEvPerDollar(row.started ? null : quote.evPerDollar)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {taken && <p className="text-xs text-slate-600">{taken}</p>}
    </div>
  );
}
