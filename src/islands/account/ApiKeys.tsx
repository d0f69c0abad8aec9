/**
 * The account page's "API access" section (Pro, docs/api.md): the user's keys (prefix, created,
 * last used, revoked), a new key shown once with a copy button, and revocation after a
 * confirmation. Every action goes through the key routes (src/server/api-keys.ts), which decide
 * from the plan the server stored; the plan shown here only chooses what to offer: without Pro
 * the section says why there is no Create button and links to the plans, and lists nothing (keys
 * left from an earlier Pro plan are refused by the API and come back with Pro).
 */
import { useCallback, useEffect, useState } from 'react';
import { type ApiKeyCreatedAnswer, type ApiKeyInfo, type ApiKeyListAnswer, postPaymentApi } from '../../lib/auth/payments-api.ts';
import { formatPeriodEnd, type Profile } from '../../lib/auth/roles.ts';
import { API_KEY_TEXTS } from '../../lib/auth/texts.ts';
import { API_MESSAGES, MAX_ACTIVE_API_KEYS } from '../../shared/api-access.ts';
import { Notice, dangerButtonClass, inputClass, linkClass, primaryButtonClass, secondaryButtonClass } from './ui.tsx';

const ENDPOINTS = ['/api/v1/projections.json', '/api/v1/projections.csv', '/api/v1/picks.json', '/api/v1/picks.csv'];

/** The plan the profile shows includes API access (the server decides again on every call). */
export function offersApiKeys(profile: Pick<Profile, 'plan' | 'role'> | null): boolean {
  return profile?.plan === 'pro' && profile.role === 'subscriber';
}

function KeyRow({ apiKey, onRevoke, busy }: { apiKey: ApiKeyInfo; onRevoke: (id: string) => void; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="rounded-md border border-slate-200 px-3 py-2" data-testid="api-key">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="font-mono text-sm text-slate-900">{apiKey.prefix}…</code>
        {revoked ? (
          <span className="text-xs font-semibold text-red-800">Revoked {formatPeriodEnd(apiKey.revokedAt!)}</span>
        ) : (
          !confirming && (
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)} disabled={busy}>
              {API_KEY_TEXTS.revoke}
            </button>
          )
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Created {formatPeriodEnd(apiKey.createdAt)} · Last used {apiKey.lastUsedAt === null ? API_KEY_TEXTS.never : formatPeriodEnd(apiKey.lastUsedAt)}
      </p>
      {confirming && !revoked && (
        <div className="mt-2 space-y-2">
          <p className="text-sm text-slate-800">{API_KEY_TEXTS.confirmRevoke(apiKey.prefix)}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={dangerButtonClass} onClick={() => onRevoke(apiKey.id)} disabled={busy}>
              {API_KEY_TEXTS.revokeConfirmed}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)} disabled={busy}>
              {API_KEY_TEXTS.cancel}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function NewKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="new-api-key">
      <p className="text-sm font-medium text-emerald-900">{API_KEY_TEXTS.shownOnce}</p>
      <label className="sr-only" htmlFor="new-api-key">
        Your new API key
      </label>
      <input id="new-api-key" readOnly value={secret} className={`${inputClass} font-mono`} onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={copy}>
          {copied ? API_KEY_TEXTS.copied : API_KEY_TEXTS.copy}
        </button>
        <button type="button" className={primaryButtonClass} onClick={onDone}>
          {API_KEY_TEXTS.done}
        </button>
      </div>
    </div>
  );
}

export default function ApiKeys({ profile }: { profile: Pick<Profile, 'plan' | 'role'> | null }) {
  const [keys, setKeys] = useState<ApiKeyInfo[] | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = offersApiKeys(profile);

  const load = useCallback(async () => {
    const answer = await postPaymentApi<ApiKeyListAnswer>('/api/list-api-keys', {});
    if (answer.ok) setKeys(answer.data.keys);
    else setProblem(answer.error ?? API_KEY_TEXTS.loadFailed);
  }, []);
  useEffect(() => {
    if (offered) void load();
  }, [load, offered]);

  async function act(call: () => Promise<{ ok: boolean; error?: string | null }>) {
    setBusy(true);
    setProblem(null);
    const answer = await call();
    if (!answer.ok) setProblem(answer.error ?? API_MESSAGES.keysFailed);
    await load();
    setBusy(false);
  }

  const onCreate = () =>
    act(async () => {
      const answer = await postPaymentApi<ApiKeyCreatedAnswer>('/api/create-api-key', {});
      if (answer.ok) setSecret(answer.data.key);
      return answer;
    });
  const onRevoke = (keyId: string) => act(() => postPaymentApi('/api/revoke-api-key', { keyId }));
  const active = keys?.filter((key) => key.revokedAt === null).length ?? 0;

  return (
    <section className="mt-8 border-t border-slate-200 pt-6" aria-labelledby="api-access-title">
      <h2 id="api-access-title" className="text-lg font-semibold">
        {API_KEY_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{API_KEY_TEXTS.intro}</p>
      <p className="mt-2 text-sm text-slate-700">
        Send <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code> to:
      </p>
      <ul className="mt-1 space-y-0.5 text-xs text-slate-700" aria-label="Endpoints">
        {ENDPOINTS.map((path) => (
          <li key={path}>
            <code className="font-mono">GET {path}</code>
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-3">
        {offered ? (
          secret === null && (
            <button type="button" className={primaryButtonClass} onClick={onCreate} disabled={busy || active >= MAX_ACTIVE_API_KEYS}>
              {API_KEY_TEXTS.create}
            </button>
          )
        ) : (
          <Notice tone="info" testId="api-pro-only">
            {API_KEY_TEXTS.proOnly}{' '}
            <a href="/subscribe" className={linkClass}>
              {API_KEY_TEXTS.seePlans}
            </a>
          </Notice>
        )}
        {offered && active >= MAX_ACTIVE_API_KEYS && <p className="text-sm text-slate-700">{API_MESSAGES.tooManyKeys}</p>}
        {secret !== null && <NewKey secret={secret} onDone={() => setSecret(null)} />}
        {problem && <Notice tone="error">{problem}</Notice>}
        {keys !== null && keys.length === 0 && offered && <p className="text-sm text-slate-600">{API_KEY_TEXTS.none}</p>}
        {keys !== null && keys.length > 0 && (
          <ul className="space-y-2" aria-label="Your API keys">
            {keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={onRevoke} busy={busy} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
