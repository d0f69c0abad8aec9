/**
 * A fake Supabase for the configured-mode browser specs, answered inside the browser at the
 * network layer (page.route / page.routeWebSocket) with the shapes the real services send:
 *
 *   GoTrue     POST /auth/v1/token?grant_type=password  session | 400 {code, message}
 *              POST /auth/v1/signup                      user (email confirmation pending)
 *              POST /auth/v1/recover                     {}
 *              POST /auth/v1/logout                      204
 *              GET / PUT /auth/v1/user                   user (read; password change)
 *              GET  /auth/v1/authorize?provider=google   (a page standing in for Google)
 *   PostgREST  /rest/v1/profiles, /rest/v1/messages       rows as JSON arrays (an object when
 *                                                         the client asks vnd.pgrst.object+json),
 *                                                         errors as {code, message, details, hint}
 *              /rest/v1/presets                          GET (eq filters, order, select), POST
 *                                                         (insert; upsert with Prefer resolution=...;
 *                                                         Prefer return=representation|minimal),
 *                                                         DELETE, with the migration's grants,
 *                                                         row-level security and checks (see
 *                                                         answerPresets)
 *              GET  /rest/v1/player_follows              the caller's own follows (0010); writes are
 *                                                         answered by the real policies on PGlite
 *                                                         (accounts-follows-bridge.ts)
 *              POST /rest/v1/feedback                    insert-only, sender = caller (0008);
 *                                                         POST /rest/v1/messages is refused (42501)
 *   Functions  POST /functions/v1/send-email             {id} | an error status
 *   Realtime   ws /realtime/v1/websocket (Phoenix vsn 2.0.0 frames
 *              [join_ref, ref, topic, event, payload]): joins answered with the postgres_changes
 *              ids, heartbeats answered; pushInsert / pushUpdate send postgres_changes events.
 *
 * Options stand in for the services' other states: failures, delays, a session the server no
 * longer accepts (sessionRejected: PostgREST 401 PGRST303, Auth 401), and profile reads from the
 * real database behind the production server (profileSource).
 * Every request is recorded (`requests`) so a spec can assert what the page sent. A request the
 * fake does not know is answered 501 and listed in `unexpected`.
 */
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page, type Request, type Route, type WebSocketRoute } from '@playwright/test';
import { FAKE_SUPABASE_URL } from './accounts-env.ts';

export interface FakeUser {
  id: string;
  email: string;
  password: string;
  /** When the account was made (GoTrue's created_at); default 2026-11-01T12:00:00Z. */
  createdAt?: string;
}

export interface ProfileRow {
  id: string;
  email: string | null;
  role: string | null;
  stripe_customer_id: string | null;
  /** migration 0008: written by the server from Stripe's data */
  plan?: 'basic' | 'pro' | null;
  subscription_status?: string | null;
  current_period_end?: string | null;
  cancel_at_period_end?: boolean;
  /** migration 0012: why access ended early (a full refund or a dispute) and when */
  access_ended_reason?: 'refund' | 'dispute' | null;
  access_ended_at?: string | null;
}

const PROFILE_BILLING_DEFAULTS = {
  plan: null,
  subscription_status: null,
  current_period_end: null,
  cancel_at_period_end: false,
  access_ended_reason: null,
  access_ended_at: null,
} as const;

export interface MessageRow {
  id: string;
  user_id: string | null;
  title: string;
  body: string;
  read: boolean;
  created_at: string;
}

export type PresetRow = {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  weights: Record<string, unknown>;
  /** timestamptz as PostgREST writes it, e.g. 2026-11-21T10:00:00.000000+00:00 */
  created_at: string;
};

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeOptions {
  /** Delay before the profile read answers (role loading). */
  profileDelayMs?: number;
  /** The profile read answers this error status. */
  profileStatus?: number;
  messagesStatus?: number;
  markReadStatus?: number;
  feedbackInsertStatus?: number;
  sendEmailStatus?: number;
  sendEmailDelayMs?: number;
  /** A preset insert answers this status with a PostgREST error (message: presetInsertMessage). */
  presetInsertStatus?: number;
  presetInsertMessage?: string;
  /**
   * The server no longer accepts the session's token (revoked, or signed with a rotated secret):
   * PostgREST answers 401 PGRST303 and Auth 401, as Supabase does.
   */
  sessionRejected?: boolean;
  /** Where profile reads come from when set (e.g. the real database behind the production server). */
  profileSource?: (userId: string) => Promise<Partial<ProfileRow> | null>;
  /**
   * Sign-ups become users (role member) who can sign in at once, as if they had followed the
   * confirmation link (no mail is sent); the hook runs before the answer (paid mode locally,
   * scripts/paid-local.ts). Without it a sign-up is answered and forgotten.
   */
  acceptSignUps?: (user: FakeUser) => Promise<void> | void;
}

const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' };
const JSON_TYPE = 'application/json; charset=utf-8';

// supabase/migrations/0003_presets.sql: the columns, the ones granted to authenticated for insert
// and for update, and the weights check (private.is_valid_preset_weights).
const PRESET_COLUMNS = ['id', 'user_id', 'name', 'description', 'weights', 'created_at'] as const;
const PRESET_INSERTABLE = new Set(['user_id', 'name', 'description', 'weights']);
const PRESET_UPDATABLE = new Set(['name', 'description', 'weights']);
const PRESET_WEIGHT_KEYS = ['hrRate', 'isoRate', 'barrelRate', 'exitVelo', 'launchAngle', 'parkFactor', 'recentPerformance', 'temperature'];
/** Query parameters that are not row filters in PostgREST. */
const PGRST_RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** The name of the check constraint `row` violates, or null. */
function presetCheckViolation(row: PresetRow): string | null {
  if (typeof row.name !== 'string' || row.name.length < 1 || row.name.length > 80 || row.name.trim() === '') return 'presets_name_length';
  if (row.description !== null && (typeof row.description !== 'string' || row.description.length > 500)) return 'presets_description_length';
  const weights = row.weights;
  if (!weights || typeof weights !== 'object' || Array.isArray(weights)) return 'presets_weights_valid';
  const entries = Object.entries(weights);
  const valid =
    entries.length === 8 && entries.every(([key, value]) => PRESET_WEIGHT_KEYS.includes(key) && typeof value === 'number' && value >= 0 && value <= 100);
  return valid ? null : 'presets_weights_valid';
}

/** PostgREST's `Prefer` header as a map (return, resolution, missing, count, ...). */
function preferences(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) map.set(key, value);
  }
  return map;
}

type Row = Record<string, unknown>;

/** Applies PostgREST's row filters (`col=eq.value`, `col=is.null`); an unknown operator is an error. */
function filterRows<T extends Row>(rows: T[], search: URLSearchParams): T[] | { error: string } {
  let kept = rows;
  for (const [column, filter] of search) {
    if (PGRST_RESERVED.has(column)) continue;
    const [operator, ...rest] = filter.split('.');
    const operand = rest.join('.');
    if (operator === 'eq') kept = kept.filter((row) => String(row[column]) === operand);
    else if (operator === 'is' && operand === 'null') kept = kept.filter((row) => row[column] === null);
    else return { error: `failed to parse filter (${filter})` };
  }
  return kept;
}

/** `order=created_at.asc,name.desc` */
function orderRows<T extends Row>(rows: T[], order: string | null): T[] {
  if (!order) return rows;
  const keys = order.split(',').map((term) => {
    const [column, direction] = term.split('.');
    return { column: column!, sign: direction === 'desc' ? -1 : 1 };
  });
  return [...rows].sort((a, b) => {
    for (const { column, sign } of keys) {
      const left = String(a[column]);
      const right = String(b[column]);
      if (left !== right) return left < right ? -sign : sign;
    }
    return 0;
  });
}

/** `select=id,name` (no embedding); a column the table lacks is PostgREST's 42703. */
function selectColumns(rows: Row[], select: string | null, table: string, columns: readonly string[]): Row[] | { error: string } {
  const wanted = !select || select === '*' ? [...columns] : select.split(',').map((column) => column.trim());
  const unknown = wanted.find((column) => !columns.includes(column));
  if (unknown) return { error: `column ${table}.${unknown} does not exist` };
  return rows.map((row) => Object.fromEntries(wanted.map((column) => [column, row[column]])));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT shaped like GoTrue's (unsigned: nothing in the browser verifies it). */
export function accessTokenFor(user: FakeUser, expiresAt: number): string {
  const payload = {
    aud: 'authenticated',
    exp: expiresAt,
    iat: expiresAt - 3600,
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aal: 'aal1',
    session_id: `session-${user.id}`,
    is_anonymous: false,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

export function gotrueUser(user: FakeUser) {
  const at = '2026-11-01T12:00:00.000000Z';
  return {
    created_at: user.createdAt ?? at,
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: at,
    phone: '',
    confirmed_at: at,
    last_sign_in_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email: user.email, email_verified: true },
    identities: [],
    updated_at: at,
    is_anonymous: false,
  };
}

export function sessionFor(user: FakeUser) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: accessTokenFor(user, expiresAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: `refresh-${user.id}`,
    user: gotrueUser(user),
  };
}

/** supabase-js's storage key for FAKE_SUPABASE_URL (sb-<first host label>-auth-token). */
export const AUTH_STORAGE_KEY = `sb-${new URL(FAKE_SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

const MESSAGE_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'title', type: 'text' },
  { name: 'body', type: 'text' },
  { name: 'read', type: 'bool' },
  { name: 'created_at', type: 'timestamptz' },
];

interface JoinedChannel {
  topic: string;
  joinRef: string;
  bindings: Array<{ id: number; event: string; schema: string; table: string; filter?: string }>;
}

export class FakeSupabase {
  readonly users: FakeUser[] = [];
  readonly profiles = new Map<string, ProfileRow>();
  messages: MessageRow[] = [];
  /** public.feedback rows as the database stores them (migration 0008). */
  feedback: { sender_id: string | null; body: string; page: string | null; priority: boolean }[] = [];
  /**
   * premium_slates rows; readable only by a subscriber or moderator, as row-level security decides.
   * A read answers the columns its select names.
   */
  premiumSlates: { slate_date: string; projections: unknown; picks: unknown; calculator_players?: unknown; published_at: string }[] = [];
  /** player_follows rows (migration 0010); each user reads only their own. */
  playerFollows: { user_id: string; player_id: string; player_name: string; created_at: string }[] = [];
  /** presets rows of every user; each user reads, inserts and deletes only their own. */
  presets: PresetRow[] = [];
  readonly requests: RecordedRequest[] = [];
  readonly unexpected: string[] = [];
  options: FakeOptions;
  private sockets: WebSocketRoute[] = [];
  private channels: JoinedChannel[] = [];
  private nextBindingId = 1000;
  private presetClock = Date.parse('2026-11-21T10:00:00.000Z');
  private presetCounter = 0;

  constructor(options: FakeOptions = {}) {
    this.options = options;
  }

  addUser(user: FakeUser, profile: Omit<ProfileRow, 'id' | 'email'> & { email?: string | null }): FakeUser {
    this.users.push(user);
    this.profiles.set(user.id, {
      ...PROFILE_BILLING_DEFAULTS,
      ...profile,
      id: user.id,
      email: profile.email === undefined ? user.email : profile.email,
    });
    return user;
  }

  /** Requests to one path (and method), in order. */
  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Answers Supabase's calls of `page`, or of every page of a browser context. */
  async install(page: Page | BrowserContext): Promise<void> {
    await page.route(`${FAKE_SUPABASE_URL}/**`, (route) => this.answer(route));
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => this.acceptSocket(ws));
  }

  /** Starts the page signed in as `user` (once per tab: a sign-out is not undone on reload). */
  async signInBeforeLoad(page: Page | BrowserContext, user: FakeUser): Promise<void> {
    await page.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem('fake-session-seeded')) return;
        sessionStorage.setItem('fake-session-seeded', '1');
        localStorage.setItem(key!, value!);
      },
      [AUTH_STORAGE_KEY, JSON.stringify(sessionFor(user))],
    );
  }

  /** Waits until the page has joined the mailbox channel (realtime ready). */
  async waitForMailboxChannel(userId: string): Promise<void> {
    await expect.poll(() => this.channels.some((channel) => channel.topic === `realtime:mailbox:${userId}`)).toBe(true);
  }

  pushInsert(row: MessageRow): void {
    this.messages.unshift(row);
    this.pushChange('INSERT', row, null);
  }

  pushUpdate(row: MessageRow, old: MessageRow): void {
    this.messages = this.messages.map((message) => (message.id === row.id ? row : message));
    this.pushChange('UPDATE', row, old);
  }

  private pushChange(type: 'INSERT' | 'UPDATE', record: MessageRow, oldRecord: MessageRow | null): void {
    for (const channel of this.channels) {
      const ids = channel.bindings
        .filter((binding) => binding.table === 'messages' && binding.event === type && binding.filter === `user_id=eq.${record.user_id}`)
        .map((binding) => binding.id);
      if (ids.length === 0) continue;
      const data = {
        schema: 'public',
        table: 'messages',
        commit_timestamp: new Date().toISOString(),
        type,
        columns: MESSAGE_COLUMNS,
        record,
        ...(oldRecord ? { old_record: { id: oldRecord.id } } : {}),
        errors: null,
      };
      for (const ws of this.sockets) ws.send(JSON.stringify([channel.joinRef, null, channel.topic, 'postgres_changes', { ids, data }]));
    }
  }

  private acceptSocket(ws: WebSocketRoute): void {
    this.sockets.push(ws);
    ws.onMessage((message) => {
      if (typeof message !== 'string') return;
      const [joinRef, ref, topic, event, payload] = JSON.parse(message) as [string | null, string | null, string, string, Record<string, unknown>];
      const reply = (response: unknown) => ws.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]));
      if (topic === 'phoenix' && event === 'heartbeat') return reply({});
      if (event === 'phx_join') {
        const config = (payload.config ?? {}) as {
          postgres_changes?: Array<{ event: string; schema: string; table: string; filter?: string }>;
        };
        const bindings = (config.postgres_changes ?? []).map((filter) => ({ ...filter, id: this.nextBindingId++ }));
        this.channels = this.channels.filter((channel) => channel.topic !== topic);
        this.channels.push({ topic, joinRef: joinRef ?? '', bindings });
        return reply({ postgres_changes: bindings });
      }
      if (event === 'phx_leave') {
        this.channels = this.channels.filter((channel) => channel.topic !== topic);
        return reply({});
      }
      if (event === 'access_token') return undefined;
      return reply({});
    });
  }

  private record(request: Request): RecordedRequest {
    const url = new URL(request.url());
    let body: unknown = null;
    const text = request.postData();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded = { method: request.method(), path: url.pathname, search: url.searchParams, headers: request.headers(), body };
    this.requests.push(recorded);
    return recorded;
  }

  private userOf(headers: Record<string, string>): FakeUser | null {
    const token = headers.authorization?.replace(/^Bearer /, '') ?? '';
    const payload = token.split('.')[1];
    if (!payload) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
      return this.users.find((user) => user.id === claims.sub) ?? null;
    } catch {
      return null;
    }
  }

  private async answer(route: Route): Promise<void> {
    const request = this.record(route.request());
    const { method, path } = request;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      route.fulfill({
        status,
        contentType: JSON_TYPE,
        headers: { ...headers, 'access-control-allow-origin': '*' },
        body: JSON.stringify(body),
      });
    const empty = (status: number) => route.fulfill({ status, headers: { 'access-control-allow-origin': '*' }, body: '' });
    const pgError = (status: number, message: string) => json(status, { code: 'XX000', message, details: null, hint: null });

    if (method === 'OPTIONS') {
      return route.fulfill({
        status: 200,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
        },
      });
    }

    // GoTrue
    if (path === '/auth/v1/token' && request.search.get('grant_type') === 'password') {
      const { email, password } = request.body as { email: string; password: string };
      const user = this.users.find((candidate) => candidate.email === email && candidate.password === password);
      if (!user) return json(400, { code: 'invalid_credentials', message: 'Invalid login credentials' }, API_VERSION_HEADERS);
      return json(200, sessionFor(user), API_VERSION_HEADERS);
    }
    if (path === '/auth/v1/signup') {
      const { email } = request.body as { email: string };
      if (!email.includes('@') || email.startsWith('taken')) {
        return json(422, { code: 'user_already_exists', message: 'User already registered' }, API_VERSION_HEADERS);
      }
      const at = new Date().toISOString();
      if (this.options.acceptSignUps) {
        if (this.users.some((user) => user.email === email)) {
          return json(422, { code: 'user_already_exists', message: 'User already registered' }, API_VERSION_HEADERS);
        }
        const { password } = request.body as { password: string };
        const user = this.addUser({ id: randomUUID(), email, password }, { role: 'member', stripe_customer_id: null });
        await this.options.acceptSignUps(user);
        return json(200, gotrueUser(user), API_VERSION_HEADERS);
      }
      return json(
        200,
        {
          id: '00000000-0000-4000-8000-0000000000aa',
          aud: 'authenticated',
          role: 'authenticated',
          email,
          phone: '',
          confirmation_sent_at: at,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: {},
          identities: [],
          created_at: at,
          updated_at: at,
          is_anonymous: false,
        },
        API_VERSION_HEADERS,
      );
    }
    if (path === '/auth/v1/recover') return json(200, {}, API_VERSION_HEADERS);
    if (path === '/auth/v1/logout') return empty(204);
    if (path.startsWith('/rest/v1/') && this.options.sessionRejected) {
      return json(401, { code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
    }
    if (path === '/auth/v1/user' && (method === 'GET' || method === 'PUT')) {
      if (this.options.sessionRejected) return json(401, { code: 'bad_jwt', message: 'invalid JWT: session not found' }, API_VERSION_HEADERS);
      const user = this.userOf(request.headers);
      return user ? json(200, gotrueUser(user), API_VERSION_HEADERS) : json(401, { code: 'bad_jwt', message: 'invalid JWT' }, API_VERSION_HEADERS);
    }
    if (path === '/auth/v1/authorize') {
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Google sign-in (fake)</title><h1>Google sign-in (fake)</h1>',
      });
    }

    // PostgREST
    if (path === '/rest/v1/profiles' && method === 'GET') {
      if (this.options.profileDelayMs) await new Promise((resolve) => setTimeout(resolve, this.options.profileDelayMs));
      if (this.options.profileStatus) return pgError(this.options.profileStatus, 'profile read failed');
      const user = this.userOf(request.headers);
      const id = request.search.get('id')?.replace(/^eq\./, '');
      if (this.options.profileSource && user && id === user.id) {
        const stored = await this.options.profileSource(id);
        if (stored) Object.assign(this.profiles.get(id) ?? {}, stored);
      }
      const rows = [...this.profiles.values()].filter((row) => row.id === id && row.id === user?.id);
      return this.rows(route, request, rows);
    }
    if (path === '/rest/v1/messages') {
      const user = this.userOf(request.headers);
      if (method === 'GET') {
        if (this.options.messagesStatus) return pgError(this.options.messagesStatus, 'messages read failed');
        const userId = request.search.get('user_id')?.replace(/^eq\./, '');
        const rows = this.messages
          .filter((row) => row.user_id === userId && row.user_id === user?.id)
          .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
        return this.rows(route, request, rows);
      }
      if (method === 'PATCH') {
        if (this.options.markReadStatus)
          return json(this.options.markReadStatus, {
            code: '42501',
            message: 'permission denied for table messages',
            details: null,
            hint: null,
          });
        const id = request.search.get('id')?.replace(/^eq\./, '');
        this.messages = this.messages.map((row) => (row.id === id && row.user_id === user?.id ? { ...row, ...(request.body as object) } : row));
        return empty(204);
      }
      // Only the product (service_role) writes mail (migration 0008): no client insert grant.
      if (method === 'POST') {
        return json(user ? 403 : 401, { code: '42501', message: 'permission denied for table messages', details: null, hint: null });
      }
    }
    if (path === '/rest/v1/feedback' && method === 'POST') {
      // migration 0008: insert-only (sender_id, body, page); sender_id must be the caller (null
      // for a guest); no select, so RETURNING is refused; priority is the database's.
      if (this.options.feedbackInsertStatus) return pgError(this.options.feedbackInsertStatus, 'insert failed');
      const user = this.userOf(request.headers);
      const row = request.body as { sender_id?: string | null; body?: string; page?: string };
      const denied = (status: number, message: string) => json(status, { code: '42501', message, details: null, hint: null });
      if (Object.keys(row).some((column) => !['sender_id', 'body', 'page'].includes(column)))
        return denied(user ? 403 : 401, 'permission denied for table feedback');
      if (request.search.get('select') !== null) return denied(user ? 403 : 401, 'permission denied for table feedback');
      if ((row.sender_id ?? null) !== (user?.id ?? null)) return denied(user ? 403 : 401, 'new row violates row-level security policy for table "feedback"');
      const profile = user ? this.profiles.get(user.id) : undefined;
      this.feedback.push({
        sender_id: row.sender_id ?? null,
        body: row.body ?? '',
        page: row.page ?? null,
        priority: profile?.role === 'subscriber' && profile.plan === 'pro',
      });
      return empty(201);
    }

    if (path === '/rest/v1/premium_slates' && method === 'GET') {
      const user = this.userOf(request.headers);
      const role = user ? this.profiles.get(user.id)?.role : null;
      const visible = role === 'subscriber' || role === 'moderator' ? this.premiumSlates : [];
      const columns = (request.search.get('select') ?? '*').split(',');
      const rows = [...visible]
        .sort((a, b) => b.slate_date.localeCompare(a.slate_date))
        .slice(0, 1)
        // calculator_players defaults to [] (migration 0007).
        .map((row) => ({ ...row, calculator_players: row.calculator_players ?? [] }))
        .map((row) => (columns.includes('*') ? row : Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column]]))));
      return this.rows(route, request, rows);
    }

    if (path === '/rest/v1/presets') return this.answerPresets(route, request);

    if (path === '/rest/v1/player_follows' && method === 'GET') {
      const user = this.userOf(request.headers);
      if (!user) return json(401, { code: '42501', message: 'permission denied for table player_follows', details: null, hint: null });
      const own = filterRows(
        this.playerFollows.filter((row) => row.user_id === user.id),
        request.search,
      );
      if ('error' in own) return json(400, { code: 'PGRST100', message: own.error, details: null, hint: null });
      const projected = selectColumns(orderRows(own, request.search.get('order')), request.search.get('select'), 'player_follows', [
        'user_id',
        'player_id',
        'player_name',
        'created_at',
      ]);
      if ('error' in projected) return json(400, { code: '42703', message: projected.error, details: null, hint: null });
      return this.rows(route, request, projected);
    }

    // Edge functions
    if (path === '/functions/v1/send-email' && method === 'POST') {
      if (this.options.sendEmailDelayMs) await new Promise((resolve) => setTimeout(resolve, this.options.sendEmailDelayMs));
      if (this.options.sendEmailStatus) return json(this.options.sendEmailStatus, { error: 'The email could not be sent.' });
      return json(200, { id: 'email-1' });
    }

    this.unexpected.push(`${method} ${path}?${request.search.toString()}`);
    return json(501, { message: `the fake does not answer ${method} ${path}` });
  }

  /**
   * public.presets as PostgREST serves it under the migration's rules: anon has no grant (401
   * 42501); an authenticated user reads and deletes only their own rows and inserts only rows of
   * their own (row-level security: 403 42501), only into the columns granted for insert, and for
   * an upsert (Prefer: resolution=merge-duplicates | ignore-duplicates) also for update (403
   * 42501); the check constraints answer 400 23514. The conflict target of an upsert (id) cannot
   * be sent, so an allowed upsert inserts. Prefer: return=representation answers the stored rows
   * (the select's columns), otherwise 201 without a body.
   */
  private answerPresets(route: Route, request: RecordedRequest): Promise<void> {
    const pgError = (status: number, code: string, message: string) =>
      route.fulfill({
        status,
        contentType: JSON_TYPE,
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ code, details: null, hint: null, message }),
      });
    const user = this.userOf(request.headers);
    if (!user) return pgError(401, '42501', 'permission denied for table presets');
    const own = this.presets.filter((row) => row.user_id === user.id);
    const select = request.search.get('select');

    if (request.method === 'GET' || request.method === 'DELETE') {
      const matched = filterRows(own, request.search);
      if ('error' in matched) return pgError(400, 'PGRST100', matched.error);
      if (request.method === 'DELETE') {
        this.presets = this.presets.filter((row) => !matched.includes(row));
        return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' }, body: '' });
      }
      const projected = selectColumns(orderRows(matched, request.search.get('order')), select, 'presets', PRESET_COLUMNS);
      if ('error' in projected) return pgError(400, '42703', projected.error);
      return this.rows(route, request, projected);
    }

    if (request.method === 'POST') {
      if (this.options.presetInsertStatus) {
        return pgError(this.options.presetInsertStatus, '42501', this.options.presetInsertMessage ?? 'permission denied for table presets');
      }
      const prefer = preferences(request.headers.prefer);
      const upsert = prefer.has('resolution');
      const payload = (Array.isArray(request.body) ? request.body : [request.body]) as Row[];
      const columnsParam = request.search
        .get('columns')
        ?.split(',')
        .map((column) => column.replaceAll('"', ''));
      const created: PresetRow[] = [];
      for (const value of payload) {
        const columns = columnsParam ?? Object.keys(value);
        if (columns.some((column) => !PRESET_INSERTABLE.has(column) || (upsert && !PRESET_UPDATABLE.has(column)))) {
          return pgError(403, '42501', 'permission denied for table presets');
        }
        this.presetClock += 60_000;
        this.presetCounter += 1;
        const row: PresetRow = {
          id: `00000000-0000-4000-a000-${String(this.presetCounter).padStart(12, '0')}`,
          user_id: typeof value.user_id === 'string' ? value.user_id : user.id,
          name: value.name as string,
          description: (value.description as string | undefined) ?? null,
          weights: value.weights as Record<string, unknown>,
          created_at: new Date(this.presetClock).toISOString().replace('Z', '000+00:00'),
        };
        if (row.user_id !== user.id) return pgError(403, '42501', 'new row violates row-level security policy for table "presets"');
        const violated = presetCheckViolation(row);
        if (violated) return pgError(400, '23514', `new row for relation "presets" violates check constraint "${violated}"`);
        created.push(row);
      }
      this.presets.push(...created);
      if (prefer.get('return') !== 'representation') {
        return route.fulfill({ status: 201, headers: { 'access-control-allow-origin': '*' }, body: '' });
      }
      const projected = selectColumns(created, select, 'presets', PRESET_COLUMNS);
      if ('error' in projected) return pgError(400, '42703', projected.error);
      return this.rows(route, request, projected, 201);
    }

    this.unexpected.push(`${request.method} ${request.path}?${request.search.toString()}`);
    return pgError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }

  /** A PostgREST answer with rows: an array, or the single object when asked for vnd.pgrst.object+json. */
  private rows(route: Route, request: RecordedRequest, rows: unknown[], status = 200): Promise<void> {
    const headers = { 'access-control-allow-origin': '*', 'content-range': `0-${Math.max(rows.length - 1, 0)}/*` };
    if ((request.headers.accept ?? '').includes('vnd.pgrst.object+json')) {
      if (rows.length !== 1) {
        return route.fulfill({
          status: 406,
          contentType: JSON_TYPE,
          headers,
          body: JSON.stringify({
            code: 'PGRST116',
            details: `The result contains ${rows.length} rows`,
            hint: null,
            message: 'Cannot coerce the result to a single JSON object',
          }),
        });
      }
      return route.fulfill({ status, contentType: JSON_TYPE, headers, body: JSON.stringify(rows[0]) });
    }
    return route.fulfill({ status, contentType: JSON_TYPE, headers, body: JSON.stringify(rows) });
  }
}

/** Signs in with the user menu's inline form (the page stays; the menu stays open). */
export async function signInFromMenu(page: Page, user: FakeUser): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  const menu = page.getByRole('region', { name: 'User menu' });
  await menu.getByLabel('Email').fill(user.email);
  await menu.getByLabel('Password').fill(user.password);
  await menu.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(menu.getByTestId('user-menu-email')).toHaveText(user.email);
}

export const MEMBER: FakeUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'mia.member@example.com',
  password: 'member-password',
};
export const SUBSCRIBER: FakeUser = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sam.subscriber@example.com',
  password: 'subscriber-password',
};
export const MODERATOR: FakeUser = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'max.moderator@example.com',
  password: 'moderator-password',
};
