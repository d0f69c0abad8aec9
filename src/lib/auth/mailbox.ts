/**
 * The mailbox's list rules (docs/product.md#accounts), pure. The unread count is derived from the list,
 * so a realtime echo of a change the page made itself cannot count twice.
 *
 *   messageFromRow(row)          a messages row (PostgREST or a realtime record) -> MailboxMessage | null
 *   unreadCount(messages)
 *   withInserted(messages, m)    a realtime insert: prepended (ignored when the id is already listed)
 *   withUpdated(messages, m)     a realtime update: the listed message replaced (read true decrements)
 *   withRead(messages, id)       after "Mark as read" succeeded
 *   newestFirst(messages)        created_at descending (the load's order)
 */

export interface MailboxMessage {
  id: string;
  title: string;
  body: string;
  read: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

/** The columns the mailbox reads. */
export const MESSAGE_COLUMNS = 'id, user_id, title, body, read, created_at';

export function messageFromRow(row: unknown): MailboxMessage | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.id !== 'string' || typeof r.created_at !== 'string') return null;
  return {
    id: r.id,
    title: typeof r.title === 'string' ? r.title : '',
    body: typeof r.body === 'string' ? r.body : '',
    read: r.read === true,
    createdAt: r.created_at,
  };
}

export function unreadCount(messages: readonly MailboxMessage[]): number {
  return messages.reduce((count, message) => count + (message.read ? 0 : 1), 0);
}

export function withInserted(messages: readonly MailboxMessage[], message: MailboxMessage): MailboxMessage[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [message, ...messages];
}

export function withUpdated(messages: readonly MailboxMessage[], message: MailboxMessage): MailboxMessage[] {
  return messages.map((m) => (m.id === message.id ? message : m));
}

export function withRead(messages: readonly MailboxMessage[], id: string): MailboxMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, read: true } : m));
}

export function newestFirst(messages: readonly MailboxMessage[]): MailboxMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
