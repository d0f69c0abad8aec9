/**
 * The mailbox (docs/product.md#accounts): an envelope button with the unread count, a 'Mailbox'
 * panel (at most MAILBOX_PANEL_MAX_HEIGHT, scrolling) with '{n} unread message(s)', the states
 * 'Loading messages...' / 'Failed to load messages' (+ toast) / 'No messages.', and per message
 * its title, body, local time and 'Mark as read' while unread.
 *
 * Signed in, the messages load at once (the badge needs them), newest first; a realtime channel
 * on the user's rows then prepends inserts (toast 'New message received') and applies updates
 * (read true lowers the count). Signed out, the panel invites the visitor to sign in.
 */
import { useAuth } from './use-auth.ts';
import { useEffect, useState } from 'react';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { MAILBOX_PANEL_MAX_HEIGHT } from '../../config/ui-settings.ts';
import { $session, ensureAuthClient } from '../../lib/auth/auth-store.ts';
import { MESSAGE_COLUMNS, messageFromRow, unreadCount, withInserted, withRead, withUpdated, type MailboxMessage } from '../../lib/auth/mailbox.ts';
import { MAILBOX_TEXTS } from '../../lib/auth/texts.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { HeaderPopover } from './HeaderPopover.tsx';
import { Icon, linkClass, panelClass, useDisclosure } from './ui.tsx';

interface MailboxState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  messages: MailboxMessage[];
}

const IDLE: MailboxState = { status: 'idle', messages: [] };

function present(messages: Array<MailboxMessage | null>): MailboxMessage[] {
  return messages.filter((message): message is MailboxMessage => message !== null);
}

function useMailbox(userId: string | null) {
  const [state, setState] = useState<MailboxState>(IDLE);

  useEffect(() => {
    if (userId === null) {
      setState(IDLE);
      return undefined;
    }
    let cancelled = false;
    let supabase: SupabaseClient | null = null;
    let channel: RealtimeChannel | null = null;
    setState({ status: 'loading', messages: [] });

    const load = async () => {
      try {
        supabase = await ensureAuthClient();
        const { data, error } = await supabase.from('messages').select(MESSAGE_COLUMNS).eq('user_id', userId).order('created_at', { ascending: false });
        if (cancelled) return;
        if (error) throw new Error(error.message);
        setState({ status: 'ready', messages: present((data ?? []).map(messageFromRow)) });
      } catch (error) {
        if (cancelled) return;
        console.error(`[mailbox] ${MAILBOX_TEXTS.loadFailed}: ${(error as Error).message}`);
        setState({ status: 'error', messages: [] });
        showToast({ title: MAILBOX_TEXTS.loadFailedToast });
        return;
      }
      const rowsOfUser = { schema: 'public', table: 'messages', filter: `user_id=eq.${userId}` } as const;
      channel = supabase
        .channel(`mailbox:${userId}`)
        .on('postgres_changes', { event: 'INSERT', ...rowsOfUser }, (payload) => {
          const message = messageFromRow(payload.new);
          if (!message) return;
          setState((current) => ({ ...current, messages: withInserted(current.messages, message) }));
          showToast({ title: MAILBOX_TEXTS.newMessage, description: message.title });
        })
        .on('postgres_changes', { event: 'UPDATE', ...rowsOfUser }, (payload) => {
          const message = messageFromRow(payload.new);
          if (!message) return;
          setState((current) => ({ ...current, messages: withUpdated(current.messages, message) }));
        })
        .subscribe();
    };
    void load();

    return () => {
      cancelled = true;
      if (supabase && channel) void supabase.removeChannel(channel);
    };
  }, [userId]);

  async function markRead(id: string) {
    try {
      const supabase = await ensureAuthClient();
      const { error } = await supabase.from('messages').update({ read: true }).eq('id', id);
      if (error) throw new Error(error.message);
      setState((current) => ({ ...current, messages: withRead(current.messages, id) }));
    } catch (error) {
      console.error(`[mailbox] ${MAILBOX_TEXTS.markReadFailed}: ${(error as Error).message}`);
      showToast({ title: MAILBOX_TEXTS.markReadFailed });
    }
  }

  return { state, markRead };
}

function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function Mailbox({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const session = useAuth($session);
  const userId = session?.user.id ?? null;
  const { state, markRead } = useMailbox(userId);
  const disclosure = useDisclosure(initiallyOpen);
  const unread = unreadCount(state.messages);

  return (
    <HeaderPopover
      widget="mailbox"
      disclosure={disclosure}
      shape="rounded-md"
      trigger={
        <>
          <Icon name="mail" />
          <span className="sr-only">{unread > 0 ? `Mailbox, ${unread} unread` : 'Mailbox'}</span>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="mailbox-badge"
              className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {unread}
            </span>
          )}
        </>
      }
      panelName={{ 'aria-labelledby': 'panel-mailbox-title' }}
      panelClassName={`${panelClass} flex flex-col`}
      panelStyle={{ maxHeight: MAILBOX_PANEL_MAX_HEIGHT }}
    >
      <h2 id="panel-mailbox-title" className="font-semibold text-slate-900">
        {MAILBOX_TEXTS.title}
      </h2>
      {session === null ? (
        <p className="mt-1">
          {MAILBOX_TEXTS.signInPrompt}{' '}
          <a href="/login" className={linkClass}>
            Sign in
          </a>
        </p>
      ) : state.status === 'ready' ? (
        <>
          <p className="mt-0.5 text-xs text-slate-600" role="status">
            {MAILBOX_TEXTS.unread(unread)}
          </p>
          {state.messages.length === 0 ? (
            <p className="mt-3 text-slate-600">{MAILBOX_TEXTS.empty}</p>
          ) : (
            <ul className="-mx-1 mt-2 min-h-0 flex-1 space-y-2 overflow-y-auto px-1" data-testid="mailbox-messages">
              {state.messages.map((message) => (
                <li
                  key={message.id}
                  data-testid="mailbox-message"
                  className={`rounded-md border p-2 ${message.read ? 'border-slate-200 bg-white' : 'border-sky-200 bg-sky-50'}`}
                >
                  <p className="font-semibold text-slate-900">{message.title}</p>
                  <p className="mt-0.5 whitespace-pre-wrap text-slate-700">{message.body}</p>
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <time dateTime={message.createdAt} className="text-xs text-slate-600">
                      {localTime(message.createdAt)}
                    </time>
                    {!message.read && (
                      <button type="button" onClick={() => void markRead(message.id)} className={`text-xs ${linkClass}`}>
                        {MAILBOX_TEXTS.markRead}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : state.status === 'error' ? (
        <p role="alert" className="mt-2 text-red-800">
          {MAILBOX_TEXTS.loadFailed}
        </p>
      ) : (
        <p role="status" className="mt-2 text-slate-600">
          {MAILBOX_TEXTS.loading}
        </p>
      )}
    </HeaderPopover>
  );
}
