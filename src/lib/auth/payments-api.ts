/**
 * The browser side of the payment routes (src/pages/api/*.ts, docs/product.md#subscribe):
 *
 *   postPaymentApi<T>(path, body)  POST JSON with `Authorization: Bearer <the user's access token>`
 *                                  -> { ok: true, status, data: T }
 *                                   | { ok: false, status, error }   error: the route's
 *                                     user-facing message (`{ error }`), null when there was none
 *                                     (status 0: network failure; 401 without a call when nobody
 *                                     is signed in). A 401 to a call made with a token means the
 *                                     server no longer accepts the session: endSession() signs the
 *                                     visitor out here and the pages say his session ended.
 *
 * The server takes the user from the token, never from the body, so bodies carry no userId.
 */
import { endSession, getAccessToken } from './auth-store.ts';

export type PaymentApiPath =
  | '/api/create-checkout-session'
  | '/api/create-portal-session'
  | '/api/cancel-subscription'
  | '/api/resume-subscription'
  | '/api/confirm-checkout'
  | '/api/sync-billing'
  | '/api/create-customer-portal-session'
  | '/api/list-api-keys'
  | '/api/create-api-key'
  | '/api/revoke-api-key';

export type ApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string | null };

export interface CheckoutAnswer {
  sessionId: string;
  url: string | null;
}
export interface UrlAnswer {
  url: string;
}
export interface OkAnswer {
  ok: boolean;
  /** cancel / resume: the end of the paid period (ISO 8601), or null. */
  currentPeriodEnd?: string | null;
}
/** POST /api/confirm-checkout (src/server/checkout-return.ts). */
export interface ConfirmAnswer {
  complete: boolean;
  role: string;
  plan: 'basic' | 'pro' | null;
}

/** POST /api/sync-billing (src/server/sync-billing.ts): synced false when nothing was asked of Stripe. */
export interface SyncAnswer {
  synced: boolean;
}

/** An API key as the key routes answer it (src/server/api-keys.ts). */
export interface ApiKeyInfo {
  id: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
export interface ApiKeyListAnswer {
  keys: ApiKeyInfo[];
}
export interface ApiKeyCreatedAnswer {
  key: string;
  apiKey: ApiKeyInfo;
}

export async function postPaymentApi<T>(path: PaymentApiPath, body: Record<string, string>): Promise<ApiAnswer<T>> {
  let token: string | null;
  try {
    token = await getAccessToken();
  } catch {
    token = null;
  }
  // Not signed in: answered like the route would (401), without calling it.
  if (token === null) return { ok: false, status: 401, error: null };
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok && json !== null) return { ok: true, status: response.status, data: json as T };
  if (response.status === 401) await endSession();
  const error = json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' ? json.error : null;
  return { ok: false, status: response.status, error };
}
