/**
 * The signed-in user's followed players (table player_follows, migration 0010;
 * docs/product.md#followed-players), shared by HR Projections and the account page.
 *
 *   $follows                          { status, players (oldest first), error }
 *   loadFollows()                     reads the user's follows (RLS: own rows only)
 *   followPlayer(id, name)            insert { user_id, player_id, player_name }; null or the text to show
 *   unfollowPlayer(id)                delete own row; null or the text to show
 *   mayFollow(profile)                Pro subscriber: what the page offers. The database decides
 *                                     (the insert policy reads the server-owned plan), so a Basic
 *                                     user's insert is refused whatever the page shows.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { CAP_CONSTRAINTS, MAX_FOLLOWS_PER_USER } from '../../shared/account-caps.ts';
import { ensureAuthClient } from './auth-store.ts';
import type { Profile } from './roles.ts';
import { FOLLOW_TEXTS } from './texts.ts';

export interface FollowedPlayer {
  /** projections.json id ('mlbam-<id>' or a name-team slug). */
  playerId: string;
  name: string;
}

export interface FollowsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  players: FollowedPlayer[];
}

const followsAtom = atom<FollowsState>({ status: 'idle', players: [] });
export const $follows: ReadableAtom<FollowsState> = followsAtom;

/** PostgreSQL's insufficient_privilege: the insert policy refused (not Pro). */
const REFUSED = '42501';

export function mayFollow(profile: Pick<Profile, 'role' | 'plan'> | null): boolean {
  return profile?.role === 'subscriber' && profile.plan === 'pro';
}

async function signedIn() {
  const supabase = await ensureAuthClient();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error('not signed in');
  return { supabase, userId };
}

export async function loadFollows(): Promise<void> {
  if (followsAtom.get().status === 'idle') followsAtom.set({ ...followsAtom.get(), status: 'loading' });
  try {
    const { supabase, userId } = await signedIn();
    const { data, error } = await supabase
      .from('player_follows')
      .select('player_id, player_name')
      .eq('user_id', userId)
      .order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    const players = ((data ?? []) as { player_id: unknown; player_name: unknown }[])
      .filter((row) => typeof row.player_id === 'string' && typeof row.player_name === 'string')
      .map((row) => ({ playerId: row.player_id as string, name: row.player_name as string }));
    followsAtom.set({ status: 'ready', players });
  } catch (error) {
    console.error(`[follows] could not load: ${(error as Error).message}`);
    followsAtom.set({ status: 'error', players: followsAtom.get().players });
  }
}

/** The text for a refused follow: not Pro (the policy), the per-user cap (migration 0012), or the database's own words. */
function followRefusal(error: { code?: string; message: string }): string {
  if (error.code === REFUSED) return FOLLOW_TEXTS.proOnly;
  if (error.code === '23514' && error.message.includes(CAP_CONSTRAINTS.follows)) return FOLLOW_TEXTS.tooMany(MAX_FOLLOWS_PER_USER);
  return FOLLOW_TEXTS.followFailed(error.message);
}

export async function followPlayer(playerId: string, name: string): Promise<string | null> {
  try {
    const { supabase, userId } = await signedIn();
    const { error } = await supabase.from('player_follows').insert({ user_id: userId, player_id: playerId, player_name: name });
    if (error) return followRefusal(error);
  } catch (error) {
    return FOLLOW_TEXTS.followFailed((error as Error).message);
  }
  const players = followsAtom.get().players.filter((player) => player.playerId !== playerId);
  followsAtom.set({ status: 'ready', players: [...players, { playerId, name }] });
  return null;
}

export async function unfollowPlayer(playerId: string): Promise<string | null> {
  try {
    const { supabase, userId } = await signedIn();
    const { error } = await supabase.from('player_follows').delete().eq('user_id', userId).eq('player_id', playerId);
    if (error) return FOLLOW_TEXTS.unfollowFailed(error.message);
  } catch (error) {
    return FOLLOW_TEXTS.unfollowFailed((error as Error).message);
  }
  followsAtom.set({ status: 'ready', players: followsAtom.get().players.filter((player) => player.playerId !== playerId) });
  return null;
}
