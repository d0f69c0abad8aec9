/**
 * The production build served the way the container runs it (Dockerfile: `node dist/server/entry.mjs`
 * with HOST, PORT and the ENV lines of the Dockerfile, plus the configuration variables the host
 * injects), driven over HTTP on 127.0.0.1 only:
 *   - one process serves the prerendered pages and the API routes;
 *   - checkout (concurrent clicks of a new user give one Checkout Session) and the webhook (a signed
 *     event makes the buyer a subscriber), against the loopback Stripe stand-in and a Supabase
 *     stand-in whose work is done by the real migrations on PGlite;
 *   - pages, scripts and JSON are sent brotli or gzip encoded (the build's twins, else on the fly) when the
 *     client accepts it, identical after decoding; identity to a client that accepts no encoding;
 *   - Pro's data API: a key made on the key route reads the slate (CSV with its BOM, JSON), 401
 *     without a key, 403 once revoked;
 *   - every non-POST method is 405 with Allow: POST; a correctly signed non-JSON body is 400;
 *   - a 256 MB chunked webhook body (no Content-Length) is answered 413 while the server's RSS
 *     grows by less than 20 MB, also three at once.
 * The site is built (astro build, configured mode) from an invented generated/ folder first.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSecurityHeaders } from '../../scripts/security-headers.ts';
import { precompressSite } from '../../server/compression.mjs';
import { writeGeneratedFixture } from '../unit/site/fixture-generated.ts';
import { stripeEvent, StripeStandIn } from './stripe-stand-in.ts';
import { slateFiles } from './api-slate.ts';
import { SupabaseStandIn } from './supabase-stand-in.ts';
import { BillingDatabase, PRICE_BASIC, PRICE_PRO, STRIPE_KEY, testEnv, TokenTable, WEBHOOK_SECRET } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;
const HEADERS_TIMEOUT_MS = 1_500;
const MAX_IN_FLIGHT = 12;
const API_ROUTES = [
  'create-checkout-session',
  'create-portal-session',
  'create-customer-portal-session',
  'cancel-subscription',
  'resume-subscription',
  'confirm-checkout',
  'stripe-webhook',
];

/** The Dockerfile's runtime contract: its ENV lines and its command. */
function containerContract(): { env: Record<string, string>; command: string[] } {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, pairs] of runtime.matchAll(/^ENV (.+)$/gm)) {
    for (const [, name, value] of pairs!.matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
  }
  const command = JSON.parse(/^CMD (\[.+\])$/m.exec(runtime)?.[1] ?? '[]') as string[];
  return { env, command };
}

/** A data file of a full slate's size beside the build's own (the fixture's are all under 1 KB). */
const LARGE_DATA_FILE = 'compression-probe.json';
function largeDataFile(): string {
  const rows = Array.from({ length: 2_000 }, (_, i) => ({
    batterId: 600_000 + i,
    name: `Batter ${i}`,
    hrChance: (i % 97) / 1000,
    edge: ((i % 41) - 20) / 100,
  }));
  return JSON.stringify({ date: '2026-08-21', rows });
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function rawRequest(port: number, target: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const decode = { gzip: gunzipSync, br: brotliDecompressSync } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MiB: Linux /proc, else `ps` (macOS). */
function rssMiB(pid: number): number {
  if (!existsSync('/proc/self/status')) return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) / 1024;
}

interface Upload {
  status: number | null;
  body: string;
  sentMiB: number;
  error: string | null;
}

/**
 * POSTs up to `totalMiB` in 64 KiB chunks with Transfer-Encoding: chunked (no Content-Length),
 * until the server answers and closes or everything is sent; gives up after `timeoutMs`.
 */
function chunkedUpload(port: number, path: string, headers: Record<string, string>, totalMiB: number, timeoutMs: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const result: Upload = { status: null, body: '', sentMiB: 0, error: null };
    const chunk = Buffer.alloc(64 * 1024, 0x7b);
    let sent = 0;
    let finished = false;
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers });
    expect(request.getHeader('content-length')).toBeUndefined();
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`upload not answered within ${timeoutMs} ms (${sent / MiB} MiB sent)`));
    }, timeoutMs);
    request.on('response', (response) => {
      result.status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (data: string) => (result.body += data));
    });
    // Writing into a connection the server closed after its answer fails (EPIPE / ECONNRESET): expected.
    request.on('error', (error: NodeJS.ErrnoException) => (result.error = error.code ?? error.message));
    request.on('close', () => {
      finished = true;
      clearTimeout(timer);
      result.sentMiB = sent / MiB;
      resolve(result);
    });
    const pump = () => {
      while (!finished && sent < totalMiB * MiB) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!finished) request.end();
    };
    pump();
  });
}

describe('the production server (node server/serve.mjs, as in the container)', () => {
  const generatedDir = mkdtempSync(path.join(tmpdir(), 'longball-generated-'));
  // Inside the project: the server resolves node_modules from its own folder, as in the image.
  const outDir = path.join(ROOT, 'tmp', `site-server-${process.pid}`);
  const tokens = new TokenTable();
  const stripeStandIn = new StripeStandIn(STRIPE_KEY);
  const signer = new Stripe('sk_test_signer');
  let database: BillingDatabase;
  let supabase: SupabaseStandIn;
  let server: ChildProcess;
  let serverLog = '';
  let base = '';
  let port = 0;
  let testEnvSupabaseUrl = '';

  beforeAll(async () => {
    const stripePort = await stripeStandIn.start();
    database = await BillingDatabase.start();
    const serviceRoleKey = testEnv(stripePort).SUPABASE_SERVICE_ROLE_KEY!;
    supabase = new SupabaseStandIn(database, tokens, serviceRoleKey);
    const supabaseUrl = await supabase.start();
    testEnvSupabaseUrl = supabaseUrl;
    const configuration = { ...testEnv(stripePort), PUBLIC_SUPABASE_URL: supabaseUrl };

    // The nightly's build: public variables only (the secrets reach the server at run time).
    writeGeneratedFixture(generatedDir);
    const publicVariables = Object.fromEntries(
      Object.entries(configuration).filter(([name]) => name.startsWith('PUBLIC_') || name === 'SUPPORT_INBOX' || name.startsWith('STRIPE_PRICE_')),
    );
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ASTRO_TELEMETRY_DISABLED: '1',
        LONGBALL_GENERATED_DIR: generatedDir,
        LONGBALL_SITE_OUT: outDir,
        ...publicVariables,
      },
      maxBuffer: 64 * MiB,
    });

    // A data file of a real slate's size (the fixture's generated files are all under 1 KB).
    writeFileSync(path.join(outDir, 'client', 'data', LARGE_DATA_FILE), largeDataFile());
    // What buildSite adds after astro build: the security headers of this build, then the .br/.gz twins.
    writeSecurityHeaders(outDir, publicVariables);
    precompressSite(path.join(outDir, 'client'));

    const contract = containerContract();
    expect(contract.command).toEqual(['node', 'server/serve.mjs']);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The container's environment: the Dockerfile's ENV, HOST/PORT on loopback here, the host's variables;
    // the built site in outDir (the image's dist/), and a short header timeout for the slow-client test.
    server = spawn(process.execPath, [path.join(ROOT, contract.command[1]!)], {
      cwd: ROOT,
      env: {
        ...contract.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LONGBALL_SITE_OUT: outDir,
        LONGBALL_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        LONGBALL_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
        // One proxy in front: the client address is the last X-Forwarded-For entry (the peer without one).
        LONGBALL_TRUSTED_PROXIES: '1',
        ...configuration,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (data: Buffer) => (serverLog += data.toString()));
    server.stderr!.on('data', (data: Buffer) => (serverLog += data.toString()));
    for (let attempt = 0; ; attempt += 1) {
      const answered = await fetch(`${base}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (attempt >= 100 || server.exitCode !== null) throw new Error(`the server did not start:\n${serverLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    server?.kill();
    await stripeStandIn.stop();
    await supabase?.stop();
    await database?.close();
    rmSync(generatedDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  const signed = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  async function member(email: string) {
    const userId = await database.createUser(email);
    return { userId, token: tokens.issue({ userId, email }) };
  }

  it('serves the prerendered pages and the API routes from one process', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const subscribe = await fetch(`${base}/subscribe`);
    expect(subscribe.status).toBe(200);
    const unsigned = await fetch(`${base}/api/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
  });

  it('answers 405 with Allow: POST to DELETE and every other method on every API route, with or without headers', async () => {
    for (const route of API_ROUTES) {
      for (const method of ['DELETE', 'PUT', 'PATCH', 'GET']) {
        for (const headers of [{} as Record<string, string>, { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' }]) {
          const response = await fetch(`${base}/api/${route}`, { method, headers });
          expect([route, method, response.status]).toEqual([route, method, 405]);
          expect(response.headers.get('allow')).toBe('POST');
          expect(await response.json()).toEqual({ error: `Method ${method} not allowed: use POST.` });
        }
      }
    }
  });

  it("Pro's data API through the built server: a key made on the key route reads the slate as CSV and JSON; 401 without it, 403 once revoked", async () => {
    const pro = await member('container-pro-api@example.test');
    await database.grantPlan(pro.userId, 'pro');
    const { projections, picks } = slateFiles('2026-08-21');
    await database.pg.query(`insert into public.premium_slates (slate_date, projections, picks, schema_version) values ('2026-08-21', $1, $2, 1)`, [
      JSON.stringify(projections),
      JSON.stringify(picks),
    ]);
    const post = (route: string, body: unknown) =>
      fetch(`${base}/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
        body: JSON.stringify(body),
      });
    const created = await post('create-api-key', {});
    expect(created.status).toBe(201);
    const { key, apiKey } = (await created.json()) as { key: string; apiKey: { id: string } };

    expect((await fetch(`${base}/api/v1/picks.json`)).status).toBe(401);
    const csv = await fetch(`${base}/api/v1/projections.csv`, { headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'identity' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').split('\r\n')).toHaveLength(projections.batters.length + 2);
    const json = await fetch(`${base}/api/v1/picks.json?date=2026-08-21`, { headers: { authorization: `Bearer ${key}` } });
    expect(await json.json()).toMatchObject({ date: '2026-08-21', confident: picks.confident, punt: picks.punt });

    expect((await post('revoke-api-key', { keyId: apiKey.id })).status).toBe(200);
    const revoked = await fetch(`${base}/api/v1/projections.json`, { headers: { authorization: `Bearer ${key}` } });
    expect(revoked.status).toBe(403);
    expect(supabase.unknown).toEqual([]);
  });

  /** A Pro (or Basic) customer with a running subscription, and a key made on the key route when Pro. */
  async function customerWithKey(email: string, plan: 'basic' | 'pro') {
    const customer = await member(email);
    await database.grantPlan(customer.userId, plan);
    if (plan === 'basic') return { ...customer, key: null };
    const created = await fetch(`${base}/api/create-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: '{}',
    });
    expect(created.status).toBe(201);
    return { ...customer, key: ((await created.json()) as { key: string }).key };
  }

  it('Pro routes through the built server: the graded-picks CSV answers a Pro customer and refuses a Basic one and a lapsed Pro', async () => {
    const history = path.join(outDir, 'client', 'data', 'history');
    const pick = {
      id: 'aaron-judge',
      name: 'Aaron Judge',
      team: 'NYY',
      gameId: '776001',
      hrProbability: 0.61,
      opponent: 'BOS',
      oddsAmerican: 320,
      pHr: 0.18,
      lockedAt: '2026-08-01T16:00:00Z',
      homered: true,
    };
    writeFileSync(
      path.join(history, '2026-08-01.json'),
      JSON.stringify({ schemaVersion: 1, date: '2026-08-01', confident: [pick], punt: [], archivedAt: '2026-08-01T12:00:00Z' }),
    );
    const pro = await customerWithKey('container-csv-pro@example.test', 'pro');
    const basic = await customerWithKey('container-csv-basic@example.test', 'basic');
    const download = (token: string) =>
      fetch(`${base}/api/graded-history-csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ from: '2026-08-01', to: '2026-08-01' }),
      });
    const csv = await download(pro.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-graded-picks')).toBe('1');
    expect(await csv.text()).toContain('2026-08-01,Confident,776001,aaron-judge');
    expect((await download(basic.token)).status).toBe(403);
    // His paid period ends and the deletion event never comes: refused at once.
    await database.pg.query(`update public.subscriptions set current_period_end = now() - interval '1 second' where user_id = $1`, [pro.userId]);
    expect((await download(pro.token)).status).toBe(403);
    expect((await fetch(`${base}/api/v1/picks.json`, { headers: { authorization: `Bearer ${pro.key}` } })).status).toBe(403);
    expect(supabase.unknown).toEqual([]);
  });

  it('one budget per key across the four data endpoints through the built server: 60 pass, the 61st is 429', async () => {
    const pro = await customerWithKey('container-budget@example.test', 'pro');
    const paths = ['/api/v1/projections.json', '/api/v1/projections.csv', '/api/v1/picks.json', '/api/v1/picks.csv'];
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++) {
      const answer = await fetch(`${base}${paths[n % 4]}`, { headers: { authorization: `Bearer ${pro.key}`, 'x-forwarded-for': '203.0.113.61' } });
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    const limited = await fetch(`${base}/api/v1/picks.json`, { headers: { authorization: `Bearer ${pro.key}` } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('bad keys from one client address are throttled before any database lookup; ?date=2026-02-30 is 400', async () => {
    const lookups = () => supabase.calls.filter((call) => call === 'POST /rest/v1/rpc/use_api_key').length;
    const from = (address: string, key: string) =>
      fetch(`${base}/api/v1/projections.json`, { headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': `198.51.100.200, ${address}` } });
    const before = lookups();
    for (let n = 0; n < 10; n++) expect((await from('192.0.2.10', `lb_${String(n).padStart(43, 'Q')}`)).status).toBe(401);
    expect(lookups() - before).toBe(10);
    const throttled = await from('192.0.2.10', `lb_${'R'.repeat(43)}`);
    expect(throttled.status).toBe(429);
    expect(lookups() - before).toBe(10);
    // The first X-Forwarded-For entry is the client's own word: changing it changes nothing.
    expect((await from('192.0.2.10', `lb_${'S'.repeat(43)}`)).status).toBe(429);
    expect((await from('192.0.2.11', `lb_${'S'.repeat(43)}`)).status).toBe(401);

    const pro = await customerWithKey('container-bad-date@example.test', 'pro');
    const badDate = await fetch(`${base}/api/v1/picks.json?date=2026-02-30`, {
      headers: { authorization: `Bearer ${pro.key}`, 'x-forwarded-for': '192.0.2.12' },
    });
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ error: 'date must be a real calendar date written YYYY-MM-DD.' });
    expect(serverLog).not.toContain('date/time field value out of range');
  });

  it('checkout: eight concurrent clicks of a new user give one customer and one Checkout Session', async () => {
    const buyer = await member('container-buyer@example.test');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${base}/api/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({ priceId: PRICE_PRO }),
        });
        return { status: response.status, body: (await response.json()) as { sessionId: string; url: string } };
      }),
    );
    const elapsed = performance.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const customerId = (await database.profile(buyer.userId)).stripe_customer_id!;
    const sessions = [...stripeStandIn.checkoutSessions.values()].filter((session) => session.customer === customerId);
    expect(sessions).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.sessionId))).toEqual(new Set([sessions[0]!.id]));
    expect(answers[0]!.body.url).toBe(`https://checkout.stripe.com/c/pay/${sessions[0]!.id}`);
    expect([...stripeStandIn.customers.values()].filter((customer) => customer.email === 'container-buyer@example.test')).toHaveLength(1);
    console.info(`[production server] 8 concurrent checkouts: 1 session, ${elapsed.toFixed(0)} ms`);
  });

  it('webhook: a signed checkout.session.completed makes the buyer a subscriber; a replay is a duplicate', async () => {
    const buyer = await member('container-subscriber@example.test');
    const checkout = await fetch(`${base}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ priceId: PRICE_BASIC }),
    });
    expect(checkout.status).toBe(200);
    const customerId = (await database.profile(buyer.userId)).stripe_customer_id!;
    stripeStandIn.addSubscription({ customer: customerId, price: PRICE_BASIC, status: 'active' });
    const payload = JSON.stringify(
      stripeEvent('evt_container_1', 'checkout.session.completed', {
        id: ((await checkout.json()) as { sessionId: string }).sessionId,
        object: 'checkout.session',
        customer: customerId,
        client_reference_id: buyer.userId,
        metadata: { userId: buyer.userId },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
      }),
    );
    const deliver = () =>
      fetch(`${base}/api/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
        body: payload,
      });
    const first = await deliver();
    expect([first.status, await first.json()]).toEqual([200, { received: true }]);
    expect((await database.profile(buyer.userId)).role).toBe('subscriber');
    expect((await database.subscriptions(buyer.userId)).map((row) => row.status)).toEqual(['active']);
    const replay = await deliver();
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
  });

  it('webhook: a correctly signed body that is not JSON is 400 "invalid JSON"', async () => {
    const payload = 'this is signed, but it is not JSON';
    const response = await fetch(`${base}/api/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Webhook payload is signed but is invalid JSON.' });
  });

  it('a 256 MB chunked webhook body is answered 413 and the server grows by less than 20 MB; three at once too', async () => {
    const pid = server.pid!;
    const headers = { 'content-type': 'application/json', 'stripe-signature': signed('{}') };
    for (const parallel of [1, 3]) {
      const before = rssMiB(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 5);
      const started = performance.now();
      const uploads = await Promise.all(Array.from({ length: parallel }, () => chunkedUpload(port, '/api/stripe-webhook', headers, 256, 30_000)));
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssMiB(pid));
      for (const upload of uploads) {
        expect(upload.status, `${JSON.stringify(upload)}\n${serverLog}`).toBe(413);
        expect(JSON.parse(upload.body)).toEqual({ error: 'Request body too large (limit 1048576 bytes).' });
        expect(upload.sentMiB).toBeLessThan(256);
      }
      console.info(
        `[production server] ${parallel} x 256 MB chunked upload: 413 after ${uploads.map((upload) => upload.sentMiB.toFixed(1)).join(', ')} MiB sent; ` +
          `RSS ${before.toFixed(1)} -> peak ${peak.toFixed(1)} MiB (+${(peak - before).toFixed(1)}), ${elapsed.toFixed(0)} ms`,
      );
      expect(peak - before).toBeLessThan(20);
    }
    // Still serving afterwards.
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(supabase.unknown).toEqual([]);
  });

  it('sends the security headers with every page, asset, API answer and 404; the CSP hashes each inline script of the page', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'a built script in the home page').toBeDefined();
    const answers = [
      await fetch(`${base}/`),
      await fetch(`${base}/mlb/hr-projections`),
      await fetch(`${base}/subscribe`),
      await fetch(`${base}/login`),
      await fetch(`${base}${asset}`),
      await fetch(`${base}/api/stripe-webhook`, { method: 'DELETE' }),
      await fetch(`${base}/no-such-page`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 405, 404]);
    for (const response of answers) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, response.url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // NODE_ENV=production (the Dockerfile's ENV): HSTS.
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    const csp = answers[0]!.headers.get('content-security-policy')!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toContain('https://js.stripe.com');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // The browser reaches Supabase (the configured URL) and Stripe's API.
    const supabaseOrigin = new URL(testEnvSupabaseUrl).origin;
    expect(csp.split('; ').find((d) => d.startsWith('connect-src '))).toBe(
      `connect-src 'self' ${supabaseOrigin} ${supabaseOrigin.replace(/^http/, 'ws')} https://api.stripe.com`,
    );
  });

  /** The generated JSON files of the build, largest first (the fixture's are all under 1 KB). */
  const dataFilesBySize = () =>
    readdirSync(path.join(outDir, 'client', 'data'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ name, size: statSync(path.join(outDir, 'client', 'data', name)).size }))
      .sort((a, b) => b.size - a.size);

  it('sends pages, scripts and generated JSON brotli or gzip encoded with Vary, identical after decoding; identity without Accept-Encoding', async () => {
    const home = (await rawRequest(port, '/', {})).body.toString('utf8');
    const script = /(?:src|href)="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script, 'a built script in the home page').toBeDefined();
    const targets = [
      { target: '/', type: 'text/html' },
      { target: '/mlb/hr-projections', type: 'text/html' },
      { target: script!, type: 'javascript' },
      { target: `/data/${LARGE_DATA_FILE}`, type: 'application/json' },
    ];
    for (const { target, type } of targets) {
      const identity = await rawRequest(port, target, {});
      expect([target, identity.status]).toEqual([target, 200]);
      expect(identity.headers['content-encoding'], target).toBeUndefined();
      expect(identity.headers['content-type']).toContain(type);
      expect(identity.body.length).toBeGreaterThan(1024);
      const sizes = [`${target}: identity ${identity.body.length}`];
      for (const [accept, encoding] of [
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const encoded = await rawRequest(port, target, { 'accept-encoding': accept });
        expect([target, accept, encoded.status, encoded.headers['content-encoding']]).toEqual([target, accept, 200, encoding]);
        expect(encoded.headers.vary).toMatch(/accept-encoding/i);
        expect(encoded.headers['content-type']).toContain(type);
        expect(Number(encoded.headers['content-length'])).toBe(encoded.body.length);
        expect(encoded.body.length).toBeLessThan(identity.body.length);
        expect(decode[encoding](encoded.body).equals(identity.body), `${target} ${encoding} decodes to the identity body`).toBe(true);
        expect(encoded.headers['x-content-type-options']).toBe('nosniff');
        if (accept !== 'br;q=0, gzip') sizes.push(`${encoding} ${encoded.body.length}`);
      }
      console.info(`[production server] ${sizes.join(', ')} bytes`);
    }
  });

  it('an encoded answer: HEAD has its headers and no body, If-None-Match gives 304; identity keeps ranges', async () => {
    const target = '/mlb/hr-projections';
    const full = await rawRequest(port, target, { 'accept-encoding': 'gzip' });
    const head = await rawRequest(port, target, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual([
      200,
      'gzip',
      full.headers['content-length'],
      0,
    ]);
    expect(full.headers.etag).toBeDefined();
    const again = await rawRequest(port, target, { 'accept-encoding': 'gzip', 'if-none-match': full.headers.etag! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    // The brotli answer is another representation: the gzip ETag does not match it.
    const brotli = await rawRequest(port, target, { 'accept-encoding': 'br', 'if-none-match': full.headers.etag! });
    expect([brotli.status, brotli.headers['content-encoding']]).toEqual([200, 'br']);
    const range = await rawRequest(port, target, { range: 'bytes=0-99' });
    expect([range.status, range.body.length, range.headers['content-encoding']]).toEqual([206, 100, undefined]);
  });

  it('compresses on the fly a page without precompressed twins; small answers stay as they are', async () => {
    const page = path.join(outDir, 'client', 'subscribe', 'index.html');
    rmSync(`${page}.gz`, { force: true });
    rmSync(`${page}.br`, { force: true });
    const identity = await rawRequest(port, '/subscribe', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['gzip', 'br'] as const) {
      const encoded = await rawRequest(port, '/subscribe', { 'accept-encoding': encoding });
      expect([encoded.status, encoded.headers['content-encoding']]).toEqual([200, encoding]);
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(encoded.headers['content-type']).toContain('text/html');
      expect(decode[encoding](encoded.body).equals(identity.body)).toBe(true);
    }
    const smallFile = dataFilesBySize().find((file) => file.size < 1024)!;
    const smallJson = await rawRequest(port, `/data/${smallFile.name}`, { 'accept-encoding': 'gzip, br' });
    expect([smallJson.status, smallJson.headers['content-encoding'], smallJson.body.length]).toEqual([200, undefined, smallFile.size]);
    const small = await rawRequest(port, '/api/stripe-webhook', { 'accept-encoding': 'gzip' }, 'DELETE');
    expect([small.status, small.headers['content-encoding'], JSON.parse(small.body.toString('utf8'))]).toEqual([
      405,
      undefined,
      { error: 'Method DELETE not allowed: use POST.' },
    ]);
  });

  it('closes a client that sends its request headers byte by byte once the header timeout has passed', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString()));
    const request = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowloris\r\nX-Padding: ${'x'.repeat(200)}`;
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < request.length) socket.write(request[sent++]!);
    }, 50);
    const closedAfter = await new Promise<number>((resolve) => {
      socket.once('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(sent).toBeLessThan(request.length); // still sending headers when it was closed
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
    expect(received).not.toContain('200 OK');
  });

  it(`answers 503 once ${MAX_IN_FLIGHT} slow requests are under way, and serves again when they end`, async () => {
    const slow: net.Socket[] = [];
    for (let i = 0; i < MAX_IN_FLIGHT; i++) {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      // Headers complete (signed, so the route reads the body to check it), the announced body never sent: the request stays under way.
      socket.write(
        `POST /api/stripe-webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nStripe-Signature: ${signed('{}')}\r\nContent-Length: 1000\r\n\r\n{`,
      );
      slow.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await fetch(`${base}/`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.headers.get('x-frame-options')).toBe('DENY');
    for (const socket of slow) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
