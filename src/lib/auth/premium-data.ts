/**
 * The premium data (HR Projections: the day's projections and picks) in configured mode. It is
 * never in the static build: `pipeline publish` upserts it into premium_slates, and RLS lets only
 * a signed-in subscriber or moderator read it, with their own session.
 *
 *   loadPremiumSlate(date?: 'YYYY-MM-DD'): Promise<PremiumSlate | null>
 *     date given: that slate; none: the latest slate_date.
 *     -> { date, projections: ProjectionsFile, picks: PicksFile, publishedAt }
 *        both validated with the generated-data contracts (domain/contracts);
 *     -> null when no slate is visible (none published, or the role may not read it: RLS
 *        filters rows, it does not raise);
 *     rejects with PremiumDataError: kind 'not-signed-in' (no session), 'read-failed' (Supabase
 *     answered an error or could not be reached), 'invalid' (a stored slate fails its contract).
 *
 *   loadPremiumCalculatorPlayers(): Promise<CalculatorPlayer[] | null>
 *     the HR Calculator's per-batter factors of the latest slate (calculator.json's `players`,
 *     published in the same row), validated with their contract; null when no slate is visible;
 *     rejects with PremiumDataError as loadPremiumSlate does.
 *
 * The contracts (zod) are imported on demand, so they load with the premium data only.
 */
import type { CalculatorPlayer, PicksFile, ProjectionsFile } from '../../../domain/contracts/index.ts';
import { ensureAuthClient } from './auth-store.ts';

export const PREMIUM_TABLE = 'premium_slates';
export const PREMIUM_COLUMNS = 'slate_date, projections, picks, published_at';

export interface PremiumSlate {
  date: string;
  projections: ProjectionsFile;
  picks: PicksFile;
  publishedAt: string | null;
}

export type PremiumDataErrorKind = 'not-signed-in' | 'read-failed' | 'invalid';

export class PremiumDataError extends Error {
  constructor(
    readonly kind: PremiumDataErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PremiumDataError';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Supabase client with a signed-in session, or the PremiumDataError saying why not. */
async function signedInClient(what: string): Promise<Awaited<ReturnType<typeof ensureAuthClient>>> {
  let supabase: Awaited<ReturnType<typeof ensureAuthClient>>;
  try {
    supabase = await ensureAuthClient();
  } catch (error) {
    throw new PremiumDataError('read-failed', `The account service could not be reached: ${(error as Error).message}`);
  }
  const { data: auth } = await supabase.auth.getSession();
  if (!auth.session) throw new PremiumDataError('not-signed-in', `Sign in with a subscription to see ${what}.`);
  return supabase;
}

export async function loadPremiumSlate(date?: string): Promise<PremiumSlate | null> {
  if (date !== undefined && !ISO_DATE.test(date)) throw new RangeError(`loadPremiumSlate: ${date} is not a YYYY-MM-DD date`);
  const supabase = await signedInClient('HR Projections');
  const query = supabase.from(PREMIUM_TABLE).select(PREMIUM_COLUMNS);
  const { data, error } = await (date === undefined
    ? query.order('slate_date', { ascending: false }).limit(1).maybeSingle()
    : query.eq('slate_date', date).maybeSingle());
  if (error) throw new PremiumDataError('read-failed', `HR Projections could not be loaded: ${error.message}`);
  if (!data) return null;

  const [{ projectionsFileSchema }, { picksFileSchema }] = await Promise.all([
    import('../../../domain/contracts/projections.ts'),
    import('../../../domain/contracts/picks.ts'),
  ]);
  const row = data as { slate_date: unknown; projections: unknown; picks: unknown; published_at: unknown };
  const projections = projectionsFileSchema.safeParse(row.projections);
  const picks = picksFileSchema.safeParse(row.picks);
  if (!projections.success || !picks.success || typeof row.slate_date !== 'string') {
    const which = !projections.success ? 'projections' : !picks.success ? 'picks' : 'slate_date';
    throw new PremiumDataError('invalid', `The published slate ${String(row.slate_date)} does not match its contract (${which}).`);
  }
  return {
    date: row.slate_date,
    projections: projections.data,
    picks: picks.data,
    publishedAt: typeof row.published_at === 'string' ? row.published_at : null,
  };
}

export const CALCULATOR_PLAYERS_COLUMNS = 'slate_date, calculator_players';

export async function loadPremiumCalculatorPlayers(): Promise<CalculatorPlayer[] | null> {
  const supabase = await signedInClient("the calculator's player factors");
  const { data, error } = await supabase
    .from(PREMIUM_TABLE)
    .select(CALCULATOR_PLAYERS_COLUMNS)
    .order('slate_date', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new PremiumDataError('read-failed', `The player factors could not be loaded: ${error.message}`);
  if (!data) return null;
  const { calculatorPlayerSchema } = await import('../../../domain/contracts/calculator.ts');
  const row = data as { slate_date: unknown; calculator_players: unknown };
  const players = calculatorPlayerSchema.array().safeParse(row.calculator_players);
  if (!players.success)
    throw new PremiumDataError('invalid', `The published slate ${String(row.slate_date)} does not match its contract (calculator_players).`);
  return players.data;
}
