/**
 * Connects the account layer to the features that depend on who the visitor is
 * (configured mode only; pages load this module lazily, so local mode never ships it):
 * - the HR Projections gate: the visitor's role, reported once it is known;
 * - the premium data: projections.json and picks.json come from Supabase's
 *   premium_slates with the visitor's session (row-level security decides);
 * - calculator presets: saved to the signed-in user's account, refused signed out.
 *
 *   connectAccountFeatures()   idempotent; call it from any island that needs one of these.
 */
import { registerPremiumSource } from '../data-store.ts';
import { reportRole } from '../entitlement.ts';
import { connectPresetBackend, SIGNED_OUT_PRESETS_NOTICE } from '../presets-store.ts';
import { $role } from './auth-store.ts';
import { loadPremiumSlate, type PremiumSlate } from './premium-data.ts';
import { supabasePresets } from './presets-backend.ts';

export const ACCOUNT_PRESETS_NOTICE = 'Presets are saved to your account.';
export const NO_PREMIUM_SLATE = 'No projections have been published for today yet.';

let connected = false;

export function connectAccountFeatures(): void {
  if (connected) return;
  connected = true;

  let slate: Promise<PremiumSlate> | null = null;
  registerPremiumSource(async (name) => {
    slate ??= loadPremiumSlate().then((found) => {
      if (!found) throw new Error(NO_PREMIUM_SLATE);
      return found;
    });
    const { projections, picks } = await slate;
    return name === 'projections.json' ? projections : picks;
  });

  let lastSignedIn: boolean | null = null;
  $role.subscribe((role) => {
    if (role === 'loading') return;
    reportRole(role === 'guest' ? null : role);
    const signedIn = role !== 'guest';
    if (signedIn === lastSignedIn) return;
    lastSignedIn = signedIn;
    void connectPresetBackend(
      signedIn ? supabasePresets : null,
      signedIn ? { canSave: true, where: 'account', notice: ACCOUNT_PRESETS_NOTICE } : { canSave: false, notice: SIGNED_OUT_PRESETS_NOTICE },
    );
  });
}
