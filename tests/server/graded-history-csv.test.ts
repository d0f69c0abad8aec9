/**
 * POST /api/graded-history-csv: the Pro check on the server's own record of the plan (real
 * migrations on PGlite), the range rules, and the CSV read from real day files on disk.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import type { HistoricPick, HistoryDay } from '../../domain/contracts/picks.ts';
import * as endpointFile from '../../src/pages/api/graded-history-csv.ts';
import { fileHistoryArchive, gradedHistoryCsv, openGradedHistoryCsv } from '../../src/server/graded-history-csv.ts';
import { GRADED_HISTORY_MESSAGES, MAX_RANGE_DAYS, rangeProblem } from '../../src/shared/graded-history.ts';
import { apiRequest, call, startWorld, type World } from './support.ts';

const PATH = '/api/graded-history-csv';

function pick(id: string, homered: boolean | null, extra: Partial<HistoricPick> = {}): HistoricPick {
  return {
    id,
    name: id.replace(/-/g, ' '),
    team: 'NYY',
    gameId: '776001',
    hrProbability: 0.6172,
    opponent: 'BOS',
    oddsAmerican: 320,
    pHr: 0.1834,
    lockedAt: '2026-08-01T16:00:00Z',
    homered,
    ...extra,
  };
}

function day(date: string, confident: HistoricPick[], punt: HistoricPick[] = [], value?: HistoricPick[]): HistoryDay {
  return { schemaVersion: SCHEMA_VERSION, date, confident, punt, ...(value ? { value } : {}), archivedAt: `${date}T12:00:00Z` };
}

describe('graded-history CSV route', () => {
  let world: World;
  let dir: string;
  beforeAll(async () => {
    world = await startWorld();
    dir = await mkdtemp(path.join(os.tmpdir(), 'longball-history-'));
    const days = [
      day('2026-08-01', [pick('aaron-judge', true), pick('juan-soto', false, { oddsAmerican: null, pHr: undefined })], [pick('=cmd-guy', true)]),
      day('2026-08-02', [pick('pete-alonso', null)]),
      day(
        '2026-08-03',
        [pick('cal-raleigh', false, { team: 'SEA', gameId: '776050' }), pick('void-guy', null, { voidReason: 'game postponed' })],
        [],
        [pick('value-guy', true)],
      ),
    ];
    for (const d of days) await writeFile(path.join(dir, `${d.date}.json`), JSON.stringify(d));
    await writeFile(path.join(dir, 'index.json'), '{"not":"a day"}');
  });
  afterAll(async () => {
    await world.close();
    await rm(dir, { recursive: true, force: true });
  });

  const route = () => gradedHistoryCsv(fileHistoryArchive(dir));

  /**
   * A user whose stored role and plan are `role` and `plan`; a subscriber's plan comes with its
   * running subscription (what the database's rule reads), anyone else's profile only says so.
   */
  async function user(email: string, role: string | null, plan: 'basic' | 'pro' | null) {
    const userId = await world.database.createUser(email);
    if (role === 'subscriber' && plan !== null) await world.database.grantPlan(userId, plan);
    else await world.database.pg.query('update public.profiles set role = coalesce($2, role), plan = $3 where id = $1', [userId, role, plan]);
    return world.tokens.issue({ userId, email });
  }

  async function download(token: string | undefined, body: unknown) {
    const response = await route()(apiRequest(PATH, { token, body }), world.deps());
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Response.text() would drop the byte-order mark: decode keeping it.
    return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('answers a Pro subscriber the graded picks of the range as CSV: BOM, raw numbers, graded picks only, oldest day first', async () => {
    const token = await user('pro-csv@example.test', 'subscriber', 'pro');
    const result = await download(token, { from: '2026-08-01', to: '2026-08-03' });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="graded-picks-2026-08-01-to-2026-08-03.csv"');
    expect(result.headers.get('x-graded-picks')).toBe('5');
    expect(result.text.startsWith('\uFEFFDate,List,')).toBe(true);
    const rows = parse(result.text.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Date, row.List, row['Player ID'], row.Homered])).toEqual([
      ['2026-08-01', 'Confident', 'aaron-judge', '1'],
      ['2026-08-01', 'Confident', 'juan-soto', '0'],
      ['2026-08-01', 'Punt', "'=cmd-guy", '1'],
      ['2026-08-03', 'Confident', 'cal-raleigh', '0'],
      ['2026-08-03', 'Value', 'value-guy', '1'],
    ]);
    expect(rows[0]).toEqual({
      Date: '2026-08-01',
      List: 'Confident',
      'Game ID': '776001',
      'Player ID': 'aaron-judge',
      Player: 'aaron judge',
      Team: 'NYY',
      Opp: 'BOS',
      'HR Prob': '0.6172',
      'HR Chance': '0.1834',
      Odds: '320',
      Locked: '2026-08-01T16:00:00Z',
      Homered: '1',
    });
    // Missing values are empty cells, never 0; a name a spreadsheet would run is quoted out.
    expect(rows[1]).toMatchObject({ 'HR Chance': '', Odds: '' });
    expect(rows[2]).toMatchObject({ Player: "'=cmd guy" });
    expect(result.text).toContain('\r\n');
  });

  it('one day: from = to', async () => {
    const token = await user('pro-one-day@example.test', 'subscriber', 'pro');
    const result = await download(token, { from: '2026-08-03', to: '2026-08-03' });
    expect(result.status).toBe(200);
    // Raleigh and the Value pick; the void pick is not graded.
    expect(result.headers.get('x-graded-picks')).toBe('2');
  });

  it('a Pro customer whose paid period has ended is refused, though no event said so (his stored role and plan still say Pro)', async () => {
    const email = 'pro-period-over@example.test';
    const userId = await world.database.createUser(email);
    const subscriptionId = await world.database.grantPlan(userId, 'pro');
    const token = world.tokens.issue({ userId, email });
    const body = { from: '2026-08-01', to: '2026-08-03' };
    expect((await download(token, body)).status).toBe(200);
    await world.database.pg.query(`update public.subscriptions set current_period_end = now() - interval '1 second' where id = $1`, [subscriptionId]);
    expect(await world.database.profile(userId)).toMatchObject({ role: 'subscriber', plan: 'pro' });
    expect(await call(route(), world.deps(), PATH, { token, body })).toMatchObject({ status: 403, body: { error: GRADED_HISTORY_MESSAGES.proOnly } });
  });

  it('refuses a Basic subscriber, a member, a moderator and a lapsed Pro (role user) with 403', async () => {
    for (const [email, role, plan] of [
      ['basic-csv@example.test', 'subscriber', 'basic'],
      ['member-csv@example.test', 'member', null],
      ['moderator-csv@example.test', 'moderator', null],
      ['lapsed-csv@example.test', 'user', 'pro'],
    ] as const) {
      const result = await call(route(), world.deps(), PATH, { token: await user(email, role, plan), body: { from: '2026-08-01', to: '2026-08-03' } });
      expect(result, email).toMatchObject({ status: 403, body: { error: GRADED_HISTORY_MESSAGES.proOnly } });
    }
  });

  it('a plan or a role sent by the client is refused (400), never believed', async () => {
    const token = await user('basic-forger@example.test', 'subscriber', 'basic');
    for (const body of [
      { from: '2026-08-01', to: '2026-08-03', plan: 'pro' },
      { from: '2026-08-01', to: '2026-08-03', role: 'subscriber', plan: 'pro' },
    ]) {
      const result = await call(route(), world.deps(), PATH, { token, body });
      expect(result.status).toBe(400);
      expect(String(result.body?.error)).toMatch(/Unrecognized key/);
    }
    // Headers claiming a plan change nothing either.
    const forged = await call(route(), world.deps(), PATH, {
      token,
      body: { from: '2026-08-01', to: '2026-08-03' },
      headers: { 'x-plan': 'pro', 'x-role': 'subscriber' },
    });
    expect(forged.status).toBe(403);
  });

  it('401 without a token or with one that does not verify', async () => {
    expect(await call(route(), world.deps(), PATH, { body: { from: '2026-08-01', to: '2026-08-03' } })).toMatchObject({ status: 401 });
    expect(await call(route(), world.deps(), PATH, { token: 'forged', body: { from: '2026-08-01', to: '2026-08-03' } })).toMatchObject({ status: 401 });
  });

  it('bad ranges get 400 with the message the form shows', async () => {
    const token = await user('pro-ranges@example.test', 'subscriber', 'pro');
    const cases: [unknown, string][] = [
      [{ from: '2026-08-03', to: '2026-08-01' }, GRADED_HISTORY_MESSAGES.reversed],
      [{ from: '2026-02-30', to: '2026-03-01' }, GRADED_HISTORY_MESSAGES.badDate('from')],
      [{ from: '2026-08-01', to: '08/03/2026' }, GRADED_HISTORY_MESSAGES.badDate('to')],
      [{ from: '2025-01-01', to: '2026-08-01' }, GRADED_HISTORY_MESSAGES.tooLong],
    ];
    for (const [body, message] of cases) {
      expect(await call(route(), world.deps(), PATH, { token, body }), JSON.stringify(body)).toMatchObject({ status: 400, body: { error: message } });
    }
    expect(await call(route(), world.deps(), PATH, { token, body: { from: '2026-08-01' } })).toMatchObject({ status: 400 });
  });

  it('a range with no graded pick answers 404 with a plain message', async () => {
    const token = await user('pro-empty@example.test', 'subscriber', 'pro');
    // 2026-08-02 holds only a pick not graded yet.
    expect(await call(route(), world.deps(), PATH, { token, body: { from: '2026-08-02', to: '2026-08-02' } })).toMatchObject({
      status: 404,
      body: { error: GRADED_HISTORY_MESSAGES.noPicks('2026-08-02', '2026-08-02') },
    });
  });

  it('a malformed day file in the range fails the report (500, logged) rather than leave the day out', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'longball-history-broken-'));
    try {
      await writeFile(path.join(broken, '2026-08-01.json'), JSON.stringify(day('2026-08-01', [pick('aaron-judge', true)])));
      await writeFile(path.join(broken, '2026-08-02.json'), JSON.stringify({ ...day('2026-08-02', []), confident: 'oops' }));
      const token = await user('pro-broken@example.test', 'subscriber', 'pro');
      world.logs.length = 0;
      const result = await call(gradedHistoryCsv(fileHistoryArchive(broken)), world.deps(), PATH, { token, body: { from: '2026-08-01', to: '2026-08-02' } });
      expect(result).toMatchObject({ status: 500, body: { error: GRADED_HISTORY_MESSAGES.archiveUnavailable } });
      expect(world.logs.join('\n')).toMatch(/2026-08-02\.json does not match the history contract/);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('local mode (no accounts): the open route answers without a token', async () => {
    const logs: string[] = [];
    const open = openGradedHistoryCsv(fileHistoryArchive(dir), (message) => logs.push(message));
    const response = await open(apiRequest(PATH, { body: { from: '2026-08-01', to: '2026-08-01' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-graded-picks')).toBe('3');
    expect((await open(apiRequest(PATH, { method: 'GET' }))).status).toBe(405);
    expect((await open(apiRequest(PATH, { body: { from: '2026-08-02', to: '2026-08-01' } }))).status).toBe(400);
  });

  it('the endpoint file is on-demand and answers other methods 405', async () => {
    expect(endpointFile.prerender).toBe(false);
    const response = await endpointFile.ALL({ request: apiRequest(PATH, { method: 'GET' }) } as Parameters<typeof endpointFile.ALL>[0]);
    expect(response.status).toBe(405);
  });
});

describe('rangeProblem (shared by the form and the route)', () => {
  it('accepts real calendar ranges up to MAX_RANGE_DAYS days, both ends included', () => {
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days (leap year)
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(rangeProblem('2024-01-01', '2025-01-01')).toBe(GRADED_HISTORY_MESSAGES.tooLong);
    expect(rangeProblem('2026-02-29', '2026-03-01')).toBe(GRADED_HISTORY_MESSAGES.badDate('from'));
    expect(rangeProblem('', '2026-03-01')).toBe(GRADED_HISTORY_MESSAGES.badDate('from'));
  });
});
