// What the send-email function asks Supabase, over its HTTP APIs with the function's own fetch
// (Deno's in production, Node's in tests/functions/ against the Supabase stand-in with the real
// migrations). Supabase gives every Edge Function SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY; the service key never leaves the function.
//
//   verifyUser(token)        GET /auth/v1/user with the caller's bearer token: the user, or null
//                            for anything Auth does not take as a signed-in user (the anon key, an
//                            expired or forged token)
//   entitlement(userId)      public.entitlement (migration 0012): the role and plan the database's
//                            rules give the user now
//   claimSignupNotice(id)    public.claim_signup_notice: true the first time for a user

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface VerifiedUser {
  id: string;
  email: string | null;
  /** ISO 8601, when Auth reports it. */
  createdAt: string | null;
}

export interface SupportDeps {
  verifyUser(token: string): Promise<VerifiedUser | null>;
  entitlement(userId: string): Promise<{ role: string | null; plan: string | null }>;
  claimSignupNotice(userId: string): Promise<boolean>;
}

export function supabaseSupportDeps(
  env: { SUPABASE_URL: string; SUPABASE_SERVICE_ROLE_KEY: string; SUPABASE_ANON_KEY?: string },
  fetchImpl: FetchLike,
): SupportDeps {
  const base = env.SUPABASE_URL.replace(/\/+$/, '');
  const service = { apikey: env.SUPABASE_SERVICE_ROLE_KEY, Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' };
  const rpc = async (name: string, body: unknown): Promise<unknown> => {
    const response = await fetchImpl(`${base}/rest/v1/rpc/${name}`, { method: 'POST', headers: service, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text().catch(() => '')}`);
    return response.json();
  };
  return {
    async verifyUser(token) {
      const response = await fetchImpl(`${base}/auth/v1/user`, {
        method: 'GET',
        headers: { apikey: env.SUPABASE_ANON_KEY || env.SUPABASE_SERVICE_ROLE_KEY, Authorization: `Bearer ${token}` },
      });
      if (response.status >= 400 && response.status < 500) return null;
      if (!response.ok) throw new Error(`Auth answered ${response.status}`);
      const user = (await response.json()) as { id?: unknown; email?: unknown; created_at?: unknown };
      if (typeof user.id !== 'string') return null;
      return {
        id: user.id,
        email: typeof user.email === 'string' && user.email !== '' ? user.email : null,
        createdAt: typeof user.created_at === 'string' ? user.created_at : null,
      };
    },
    async entitlement(userId) {
      const rows = (await rpc('entitlement', { p_user_id: userId })) as Array<{ role?: unknown; plan?: unknown }> | null;
      const row = rows?.[0];
      return { role: typeof row?.role === 'string' ? row.role : null, plan: typeof row?.plan === 'string' ? row.plan : null };
    },
    async claimSignupNotice(userId) {
      return (await rpc('claim_signup_notice', { p_user_id: userId })) === true;
    },
  };
}
