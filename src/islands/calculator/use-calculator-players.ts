/**
 * The players the HR Calculator can look up, with their factors.
 *
 * - local mode: calculator.json's `players` (every file of a local site is open).
 * - configured mode: the factors are premium (with them and the weights in the site's
 *   JavaScript the day's ranking could be recomputed), so the static calculator.json has no
 *   players; a subscriber or moderator reads them from Supabase with their session
 *   (lib/auth/premium-data.ts, loaded on demand so a local build never ships it); anyone else
 *   gets 'locked'.
 */
import { useEffect, useState } from 'react';
import type { CalculatorPlayer } from '../../../domain/contracts/calculator.ts';
import { SITE_MODE } from '../../lib/site-config.ts';
import { useData } from '../use-data.ts';
import { useEntitlement } from '../use-entitlement.ts';

export type CalculatorPlayers =
  | { status: 'loading' }
  | { status: 'ready'; players: readonly CalculatorPlayer[] }
  | { status: 'locked' }
  | { status: 'error'; message: string };

export const NO_PUBLISHED_FACTORS = "Today's player data has not been published yet.";

function usePremiumPlayers(enabled: boolean): CalculatorPlayers {
  const [state, setState] = useState<CalculatorPlayers>({ status: 'loading' });
  useEffect(() => {
    if (SITE_MODE !== 'configured' || !enabled) return;
    let live = true;
    import('../../lib/auth/premium-data.ts')
      .then((m) => m.loadPremiumCalculatorPlayers())
      .then(
        (players) => live && setState(players ? { status: 'ready', players } : { status: 'error', message: NO_PUBLISHED_FACTORS }),
        (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

export function useCalculatorPlayers(): CalculatorPlayers {
  const entitlement = useEntitlement();
  const premium = usePremiumPlayers(entitlement === 'allowed');
  const { data, error } = useData('calculator.json');
  if (SITE_MODE === 'configured') {
    if (entitlement === 'loading') return { status: 'loading' };
    return entitlement === 'denied' ? { status: 'locked' } : premium;
  }
  if (data) return { status: 'ready', players: data.players };
  return error ? { status: 'error', message: `The player data could not be loaded (${error.message}).` } : { status: 'loading' };
}
