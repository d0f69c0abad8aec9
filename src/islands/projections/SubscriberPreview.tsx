/**
 * What HR Projections shows a visitor without the role (configured mode; docs/product.md#subscribe):
 * a preview, never a premium figure.
 * - Tonight: the slate's games and lineups (the public slate header's counts) and a placeholder of
 *   the table, its money columns named and every cell blank: projections.json and picks.json never
 *   reach a guest's browser (the premium data stays in Supabase, tests/browser/premium-leak-scan.ts).
 * - The latest graded day's picks (the newest archived day but today's, already public on Historic
 *   Projections): each pick with his HR Chance, odds and result, and the day's tally.
 * - The plans (PlanCards): a guest signs up for one (and comes back to its checkout), a member goes
 *   to its checkout on /subscribe; a guest who already pays is offered the sign-in.
 */
import { useStore } from '@nanostores/react';
import type { PlanOffer } from '../../../domain/config/env.ts';
import type { SlateSummary } from '../../../domain/contracts/manifest.ts';
import { DISPLAY_DECIMALS } from '../../../domain/spec-constants.ts';
import { pickResult, RESULT_CLASS, withGameNumbers, type HistoricPickRow } from '../../columns/historic-projections.ts';
import { doubleheaderNote } from '../../lib/doubleheaders.ts';
import { loginPathFor } from '../../lib/auth/next-path.ts';
import { calendarDateText } from '../../lib/clock-text.ts';
import { formatProbability } from '../../lib/format.ts';
import { offeredDays } from '../../lib/history-first-day.ts';
import { historyDayStore } from '../../lib/history-store.ts';
import { formatAmericanOdds } from '../../lib/odds.ts';
import { signUpPathFor, subscribePathFor } from '../../lib/plan-choice.ts';
import { PlanCards } from '../account/PlanCards.tsx';
import { linkClass, primaryButtonClass } from '../account/ui.tsx';
import { useData } from '../use-data.ts';

export interface SubscriberPreviewProps {
  plans: PlanOffer[];
  /** Today's slate date: its archived day is premium and never offered. */
  hiddenDate: string;
  /** The manifest's slate summary (public: the slate header shows it on every page). */
  slate: SlateSummary;
  visitor: 'guest' | 'member';
}

/** The placeholder table's columns: the money first, as subscribers see them. */
export const PREVIEW_COLUMNS = ['Player', 'HR Chance', 'Best price', 'Fair', 'Edge', 'EV'] as const;
/** The placeholder's rows (keys of their own: the rows never move). */
const PREVIEW_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

export const PREVIEW_TEXTS = {
  title: 'HR Projections is for subscribers',
  intro:
    "Every starting hitter's HR Chance tonight beside the sportsbooks' best price, its fair probability, the edge and the EV, with tonight's Confident and Punt picks. Here is what you would see.",
  signIn: 'Already a subscriber? Sign in',
  member: 'You are signed in without a subscription: choose a plan below to open the page.',
  tonight: (slate: SlateSummary) =>
    `Tonight: ${slate.games} ${slate.games === 1 ? 'game' : 'games'}, ${slate.lineupsConfirmed} of ${slate.lineups} lineups confirmed`,
  locked: "Subscribers see every hitter's figures here, updated as lineups are confirmed.",
  latest: 'Our latest graded picks',
  noGradedDay: 'No graded day yet: the record starts with the first slate whose games are over.',
  record: 'Every day and the whole record: Historic Projections',
  plans: 'Plans',
  choose: (plan: string) => `Choose ${plan}`,
} as const;

function TablePlaceholder({ slate }: { slate: SlateSummary }) {
  return (
    <section aria-labelledby="preview-tonight" className={cardClass} data-testid="preview-tonight">
      <h2 id="preview-tonight" className="text-lg font-semibold">
        {PREVIEW_TEXTS.tonight(slate)}
      </h2>
      <div className="relative mt-3 overflow-hidden rounded-lg border border-slate-200">
        <table className="w-full text-sm" aria-describedby="preview-locked">
          <caption className="sr-only">Tonight's HR Projections, for subscribers</caption>
          <thead className="bg-slate-100 text-left text-xs text-slate-700">
            <tr>
              {PREVIEW_COLUMNS.map((column, index) => (
                <th key={column} scope="col" className={`px-2 py-2 font-semibold ${index > 2 ? 'max-sm:hidden' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-hidden="true">
            {PREVIEW_ROWS.map((row) => (
              <tr key={row} className="border-t border-slate-100">
                {PREVIEW_COLUMNS.map((column, index) => (
                  <td key={column} className={`px-2 py-2.5 ${index > 2 ? 'max-sm:hidden' : ''}`}>
                    <span className={`block h-3 rounded bg-slate-200 ${index === 0 ? 'w-28' : 'w-12'}`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p
          id="preview-locked"
          className="absolute inset-x-3 top-1/2 -translate-y-1/2 rounded-md bg-white/95 px-3 py-2 text-center text-sm font-medium text-slate-900 shadow"
        >
          {PREVIEW_TEXTS.locked}
        </p>
      </div>
    </section>
  );
}

function PickList({ title, picks }: { title: string; picks: readonly HistoricPickRow[] }) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {picks.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No picks for this date.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label={`${title} picks`}>
          {picks.map((pick) => {
            const result = pickResult(pick.homered);
            const game = doubleheaderNote(pick);
            return (
              <li key={`${pick.id}-${pick.gameId ?? ''}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                <span className="min-w-0 font-medium text-slate-900">
                  {pick.name} <span className="text-xs font-normal text-slate-600">{pick.team}</span>
                  {game && (
                    <span title={game.title} className="ms-1 rounded bg-slate-100 px-1 text-[11px] font-semibold text-slate-700">
                      {game.label}
                    </span>
                  )}
                </span>
                <span className="flex gap-3 tabular-nums text-slate-700">
                  <span title="HR Chance when the pick was locked">{formatProbability(pick.pHr ?? null, DISPLAY_DECIMALS.probabilityPercent)}</span>
                  <span title="Best price when the pick was locked">{formatAmericanOdds(pick.oddsAmerican ?? null)}</span>
                  <span className={RESULT_CLASS[result]}>{result}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function LatestDayPicks({ date }: { date: string }) {
  const { data, error } = useStore(historyDayStore(date));
  if (error) return <p className="mt-2 text-sm text-slate-700">The picks of {calendarDateText(date)} could not be loaded.</p>;
  if (!data) {
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  // A doubleheader's two games are told apart (G1, G2), as on Historic Projections.
  const rows = withGameNumbers(data);
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <PickList title="Confident" picks={rows.confident} />
      <PickList title="Punt" picks={rows.punt} />
    </div>
  );
}

function LatestGradedPicks({ hiddenDate }: { hiddenDate: string }) {
  const { data: index } = useData('history/index.json');
  const latest = index ? offeredDays(index.days, hiddenDate)[0] : undefined;
  return (
    <section aria-labelledby="preview-latest" className={cardClass} data-testid="preview-latest">
      <h2 id="preview-latest" className="text-lg font-semibold">
        {PREVIEW_TEXTS.latest}
        {latest && <span className="font-normal text-slate-600">: {calendarDateText(latest.date)}</span>}
      </h2>
      {latest && (
        <p className="mt-1 text-sm text-slate-700" data-testid="preview-latest-tally">
          {latest.graded === 0 ? `${latest.picks} picks, not graded yet` : `${latest.hits} of ${latest.graded} graded picks homered`}
        </p>
      )}
      {index && !latest && <p className="mt-2 text-sm text-slate-700">{PREVIEW_TEXTS.noGradedDay}</p>}
      {latest && <LatestDayPicks date={latest.date} />}
      <p className="mt-3 text-sm">
        <a href="/historic-projections" className={linkClass}>
          {PREVIEW_TEXTS.record}
        </a>
      </p>
    </section>
  );
}

export default function SubscriberPreview({ plans, hiddenDate, slate, visitor }: SubscriberPreviewProps) {
  return (
    <div className="space-y-5" data-testid="subscriber-preview">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{PREVIEW_TEXTS.title}</h1>
        <p className="mt-1 max-w-3xl text-slate-700">{PREVIEW_TEXTS.intro}</p>
        <p className="mt-2 text-sm" data-testid="preview-visitor">
          {visitor === 'guest' ? (
            <a href={loginPathFor(window.location.pathname)} className={linkClass}>
              {PREVIEW_TEXTS.signIn}
            </a>
          ) : (
            PREVIEW_TEXTS.member
          )}
        </p>
      </header>
      <TablePlaceholder slate={slate} />
      <LatestGradedPicks hiddenDate={hiddenDate} />
      <section aria-labelledby="preview-plans" data-testid="preview-plans">
        <h2 id="preview-plans" className="text-lg font-semibold">
          {PREVIEW_TEXTS.plans}
        </h2>
        <PlanCards
          plans={plans}
          action={(plan) => (
            <a href={visitor === 'guest' ? signUpPathFor(plan.id) : subscribePathFor(plan.id)} className={`${primaryButtonClass} w-full`}>
              {PREVIEW_TEXTS.choose(plan.name)}
            </a>
          )}
        />
      </section>
    </div>
  );
}
