/**
 * A loopback stand-in for the PostgREST calls `pipeline publish` makes with supabase-js (nothing
 * here can run Supabase's REST server), each executed as service_role on the real schema (the
 * migrations on PGlite or PostgreSQL):
 *   GET  /rest/v1/premium_slates?select=<columns>&slate_date=eq.<date>&limit=1
 *   POST /rest/v1/premium_slates?on_conflict=slate_date    (upsert)
 *   POST /rest/v1/rpc/send_follow_alerts                   (migration 0010; answers the count)
 * A request without the service key is answered 401 as Supabase does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/harness.ts';

export interface StandInRequest {
  method: string;
  path: string;
  prefer: string | undefined;
  auth: string | undefined;
}

export interface PublishStandIn {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

const SLATE_COLUMNS = new Set(['slate_date', 'projections', 'picks', 'calculator_players', 'schema_version', 'published_at']);

async function asServiceRole<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    await db.query('set local role service_role');
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

async function answer(db: Db, method: string, url: URL, body: string): Promise<{ status: number; body?: unknown }> {
  if (method === 'GET' && url.pathname === '/rest/v1/premium_slates') {
    const columns = (url.searchParams.get('select') ?? '').split(',').filter((column) => SLATE_COLUMNS.has(column));
    if (columns.length === 0) return { status: 400, body: { message: 'select names no column of premium_slates' } };
    const date = (url.searchParams.get('slate_date') ?? '').replace(/^eq\./, '');
    const rows = await asServiceRole(db, () => db.query(`select ${columns.join(', ')} from public.premium_slates where slate_date = $1 limit 1`, [date]));
    return { status: 200, body: rows.rows };
  }
  if (method === 'POST' && url.pathname === '/rest/v1/premium_slates') {
    const row = [JSON.parse(body)].flat()[0];
    await asServiceRole(db, () =>
      db.query(
        `insert into public.premium_slates (slate_date, projections, picks, calculator_players, schema_version) values ($1, $2, $3, $4, $5)
         on conflict (slate_date) do update set projections = excluded.projections, picks = excluded.picks,
           calculator_players = excluded.calculator_players, schema_version = excluded.schema_version, published_at = now()`,
        [row.slate_date, JSON.stringify(row.projections), JSON.stringify(row.picks), JSON.stringify(row.calculator_players), row.schema_version],
      ),
    );
    return { status: 201 };
  }
  if (method === 'POST' && url.pathname === '/rest/v1/rpc/send_follow_alerts') {
    const args = JSON.parse(body) as { p_slate_date: string; p_alerts: unknown };
    const result = await asServiceRole(db, () =>
      db.query<{ sent: number }>('select public.send_follow_alerts($1::date, $2::jsonb) as sent', [args.p_slate_date, JSON.stringify(args.p_alerts)]),
    );
    return { status: 200, body: result.rows[0]?.sent };
  }
  return { status: 404, body: { message: `the stand-in does not answer ${method} ${url.pathname}` } };
}

export async function startPublishStandIn(db: Db, serviceKey: string): Promise<PublishStandIn> {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', prefer: req.headers.prefer as string | undefined, auth: req.headers.authorization });
      const json = (status: number, value?: unknown) =>
        value === undefined ? res.writeHead(status).end() : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Bearer ${serviceKey}`) return json(401, { message: 'Invalid API key' });
      try {
        const answered = await answer(db, req.method ?? '', new URL(req.url ?? '/', 'http://stand-in'), body);
        return json(answered.status, answered.body);
      } catch (error) {
        return json(400, { message: (error as Error).message, code: (error as { code?: string }).code ?? 'PGRST' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
