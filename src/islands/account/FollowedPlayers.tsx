/**
 * Followed players, Pro (docs/product.md#followed-players), configured mode only:
 * - FollowPlayersCard (default export, HR Projections): a folded card ('Followed players, 2
 *   followed'); opened, a Pro subscriber picks one of the day's hitters and follows him, and
 *   unfollows from the list; a Basic subscriber reads that it is part of Pro. The database refuses a follow from anyone but a Pro subscriber (migration 0010).
 * - FollowedPlayersList (the account page): the followed players, each with Remove.
 * Buttons are at least 40 px high so they stay easy to tap on a phone.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $profile } from '../../lib/auth/auth-store.ts';
import { $follows, followPlayer, loadFollows, mayFollow, unfollowPlayer, type FollowedPlayer } from '../../lib/auth/follows.ts';
import { FOLLOW_TEXTS } from '../../lib/auth/texts.ts';
import { SUBSCRIBE_PATH } from '../../lib/entitlement.ts';
import { useData } from '../use-data.ts';
import { useAuth } from './use-auth.ts';
import { Notice, linkClass, primaryButtonClass } from './ui.tsx';
import { FIELD_FRAME_CLASS, FOCUS_RING_CLASS } from '../../ui/styles.ts';

const chipButtonClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600';
const summaryClass =
  'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 focus-visible:outline-2 focus-visible:outline-sky-600';
const removeButtonClass =
  'inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 ' +
  `hover:bg-slate-100 ${FOCUS_RING_CLASS}`;

function useFollows() {
  const state = useStore($follows);
  useEffect(() => {
    if ($follows.get().status === 'idle') void loadFollows();
  }, []);
  return state;
}

function FollowedChips({ players, onProblem }: { players: readonly FollowedPlayer[]; onProblem: (text: string | null) => void }) {
  if (players.length === 0) return <p className="text-sm text-slate-600">{FOLLOW_TEXTS.none}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={FOLLOW_TEXTS.title} data-testid="followed-players">
      {players.map((player) => (
        <li key={player.playerId} className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 ps-3 text-sm text-sky-950">
          {player.name}
          <button type="button" className={chipButtonClass} onClick={async () => onProblem(await unfollowPlayer(player.playerId))}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{FOLLOW_TEXTS.unfollow(player.name)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function FollowForm({ followed, onDone }: { followed: readonly FollowedPlayer[]; onDone: (problem: string | null, done: string | null) => void }) {
  const { data } = useData('projections.json');
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const options = useMemo(() => {
    const taken = new Set(followed.map((player) => player.playerId));
    const byId = new Map((data?.batters ?? []).filter((b) => !taken.has(b.id)).map((b) => [b.id, { id: b.id, name: b.name, team: b.team }]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [data, followed]);

  async function onFollow() {
    const player = options.find((option) => option.id === choice);
    if (!player) return;
    setBusy(true);
    const problem = await followPlayer(player.id, player.name);
    setBusy(false);
    if (problem === null) setChoice('');
    onDone(problem, problem === null ? FOLLOW_TEXTS.followed(player.name) : null);
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
          {FOLLOW_TEXTS.playerLabel}
        </label>
        <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)} className={`min-h-10 w-full px-2 ${FIELD_FRAME_CLASS}`}>
          <option value="">{FOLLOW_TEXTS.choose}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.team})
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={`${primaryButtonClass} min-h-10`} disabled={busy || choice === ''} onClick={onFollow}>
        {FOLLOW_TEXTS.follow}
      </button>
    </div>
  );
}

/** HR Projections: follow the day's hitters (Pro), or the note that it is part of Pro. */
export default function FollowPlayersCard() {
  const profile = useAuth($profile);
  const pro = mayFollow(profile);
  if (profile?.role !== 'subscriber') return null;
  return pro ? <ProFollowCard /> : <ProOnlyNote />;
}

function ProOnlyNote() {
  return (
    <p className="text-sm text-slate-700" data-testid="follow-pro-only">
      {FOLLOW_TEXTS.proOnly}{' '}
      <a href={SUBSCRIBE_PATH} className={linkClass}>
        {FOLLOW_TEXTS.seePlans}
      </a>
    </p>
  );
}

/** Folded to one line by default, so it does not push the day's tables down (a phone's first screen). */
function ProFollowCard() {
  const { players, status } = useFollows();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="follow-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <details className="group">
        <summary className={summaryClass}>
          <span id="follow-title" className="font-semibold">
            {FOLLOW_TEXTS.title}
          </span>
          <span className="text-sm text-slate-600">
            {FOLLOW_TEXTS.count(players.length)}{' '}
            <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
              ▾
            </span>
          </span>
        </summary>
        <div className="space-y-3 border-t border-slate-100 px-4 py-3">
          <p className="text-sm text-slate-600">{FOLLOW_TEXTS.intro}</p>
          <FollowForm
            followed={players}
            onDone={(nextProblem, nextDone) => {
              setProblem(nextProblem);
              setDone(nextDone);
            }}
          />
          {status === 'error' ? <Notice tone="error">{FOLLOW_TEXTS.loadFailed}</Notice> : <FollowedChips players={players} onProblem={setProblem} />}
          {problem && <Notice tone="error">{problem}</Notice>}
          {done && !problem && (
            <p role="status" className="text-sm text-slate-700">
              {done}
            </p>
          )}
        </div>
      </details>
    </section>
  );
}

/** The account page: every followed player with Remove. */
export function FollowedPlayersList() {
  const profile = useAuth($profile);
  const { players, status } = useFollows();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby="account-follows-title" className="mt-6 space-y-2 border-t border-slate-100 pt-4">
      <h2 id="account-follows-title" className="text-lg font-semibold">
        {FOLLOW_TEXTS.title}
      </h2>
      {!mayFollow(profile) && <p className="text-sm text-slate-700">{FOLLOW_TEXTS.proOnly}</p>}
      {status === 'error' && <Notice tone="error">{FOLLOW_TEXTS.loadFailed}</Notice>}
      {status === 'ready' && players.length === 0 && (
        <p className="text-sm text-slate-600">
          {FOLLOW_TEXTS.none} {mayFollow(profile) && FOLLOW_TEXTS.accountHint}
        </p>
      )}
      {players.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="account-followed-players">
          {players.map((player) => (
            <li key={player.playerId} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{player.name}</span>
              <button
                type="button"
                className={removeButtonClass}
                aria-label={FOLLOW_TEXTS.remove(player.name)}
                onClick={async () => setProblem(await unfollowPlayer(player.playerId))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
    </section>
  );
}
