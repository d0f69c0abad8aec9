/**
 * The top of HR Projections for an entitled visitor (docs/product.md#hr-projections): the title,
 * the score/probability card, the picks block and followed players (Pro, configured mode:
 * account/FollowedPlayers.tsx). Loaded by HrProjectionsIsland once the gate opens. The model tabs
 * below it are an island of their own (HrProjectionsModelsIsland.tsx, ./ModelTabs.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { SITE_MODE } from '../../lib/site-config.ts';
import { PicksBlock, type PickRows } from './PicksBlock.tsx';

// Followed players (Pro) need the account layer: configured mode only, its own chunk.
const FollowPlayersCard = SITE_MODE === 'configured' ? lazy(() => import('../account/FollowedPlayers.tsx')) : null;

export interface HrProjectionsProps {
  /** Local mode: the build's picks, shown until the file is loaded; null in configured mode (premium data stays out of the build). */
  firstPicks: PickRows | null;
  /** The static score/probability card (the page's "explainer" slot), shown above the tables. */
  explainer?: ReactNode;
}

export default function HrProjectionsContent({ firstPicks, explainer }: HrProjectionsProps) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">HR Projections</h1>
        <p className="mt-1 text-slate-600">
          The slate&apos;s hitters ranked by the HR Prob score, with HR Chance, the calibrated chance of a home run, beside the book&apos;s price.{' '}
          <a className="font-medium text-sky-800 underline" href="/model">
            How HR Chance is graded
          </a>
        </p>
      </div>
      {explainer}
      <PicksBlock firstRows={firstPicks} />
      {FollowPlayersCard && (
        <Suspense fallback={null}>
          <FollowPlayersCard />
        </Suspense>
      )}
    </div>
  );
}
