/**
 * Saved table views in Supabase (table saved_views, migration 0011: the owner reads and deletes;
 * creating needs the Pro plan, decided by row-level security from the server-owned profile).
 *
 *   savedViewsBackend.list(tableId)                  the user's views of the table, oldest first
 *   savedViewsBackend.save(tableId, name, settings)  insert, answers the stored row
 *   savedViewsBackend.remove(id)                     delete (own rows only)
 *
 * Every call rejects with an Error whose message can be shown: signed out, not Pro (the policy's
 * refusal, 42501), a name already used (23505), or Supabase's own message.
 */
import { SAVED_VIEW_NAME_MAX, type SavedViewTableId } from '../saved-view-tables.ts';
import { ensureAuthClient } from './auth-store.ts';
import { REPORT_TEXTS } from '../report-texts.ts';
import { CAP_CONSTRAINTS, MAX_SAVED_VIEWS_PER_USER } from '../../shared/account-caps.ts';

export const SAVED_VIEW_COLUMNS = 'id, name, settings, created_at';

export interface SavedView {
  id: string;
  name: string;
  /** As stored: validated by src/lib/saved-views.ts resolveView when applied. */
  settings: unknown;
  createdAt: string;
}

function savedViewFromRow(row: unknown): SavedView | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.name !== 'string' || typeof r.created_at !== 'string') return null;
  return { id: r.id, name: r.name, settings: r.settings, createdAt: r.created_at };
}

/** The message to show for a PostgREST error of a saved-view write. */
export function savedViewErrorMessage(error: { code?: string; message: string }, name: string): string {
  if (error.code === '42501') return REPORT_TEXTS.viewsProOnly;
  if (error.code === '23505') return REPORT_TEXTS.nameTaken(name);
  if (error.code === '23514' && error.message.includes(CAP_CONSTRAINTS.savedViews)) return REPORT_TEXTS.tooManyViews(MAX_SAVED_VIEWS_PER_USER);
  if (error.code === '23514' && error.message.includes('name')) return REPORT_TEXTS.nameTooLong(SAVED_VIEW_NAME_MAX);
  return error.message;
}

async function signedInClient() {
  const supabase = await ensureAuthClient();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error(REPORT_TEXTS.signInForViews);
  return supabase;
}

export const savedViewsBackend = {
  async list(tableId: SavedViewTableId): Promise<SavedView[]> {
    const supabase = await signedInClient();
    const { data, error } = await supabase.from('saved_views').select(SAVED_VIEW_COLUMNS).eq('table_id', tableId).order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    return (data ?? []).map(savedViewFromRow).filter((view): view is SavedView => view !== null);
  },

  async save(tableId: SavedViewTableId, name: string, settings: unknown): Promise<SavedView> {
    const supabase = await signedInClient();
    const trimmed = name.trim();
    const { data, error } = await supabase.from('saved_views').insert({ table_id: tableId, name: trimmed, settings }).select(SAVED_VIEW_COLUMNS).single();
    if (error) throw new Error(savedViewErrorMessage(error, trimmed));
    const saved = savedViewFromRow(data);
    if (!saved) throw new Error('The saved view came back malformed.');
    return saved;
  },

  async remove(id: string): Promise<void> {
    const supabase = await signedInClient();
    const { error } = await supabase.from('saved_views').delete().eq('id', id);
    if (error) throw new Error(error.message);
  },
};
