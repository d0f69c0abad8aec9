/**
 * `pipeline market fit` and `pipeline market backtest` as a user runs them, on generated market files in
 * the columns of ../shared/real-data/market/: the card written valid and the same twice; the backtest's
 * one line per graded row, walked forward (a row of date D unchanged when the outcomes of D and later
 * are changed or removed); the void rule (no plate appearance, a rescheduled game, no box-score outcome:
 * not graded); and refusals naming file, line, column and value, with nothing written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketCardSchema, seededRandom } from '../../domain/probability/index.ts';
import { runMarketBacktest, runMarketFit } from '../../pipeline/commands/market.ts';
import { isLongballError } from '../../pipeline/errors.ts';
import { pipelineCli, tempDir } from './cli-helpers.ts';

const HEADER =
  'date,game_pk,game_start_utc,start_source,home,away,doubleheader,game_rescheduled,game_status,mlbam_id,player,odds_name,mlb_name_key,id_source,team,team_source,lineup_status,lineup_spot,lineup_seen_utc,book,open_price,open_implied,open_time_utc,open_mins_before_start,close_price,close_implied,close_time_utc,close_mins_before_start,close_from_close_capture,close_stale,first_price,first_time_utc,n_snapshots,n_snapshots_gameday,n_price_changes,min_price,max_price,hr,hr_count,pa,outcome_status,outcome_source,repo_settlement,split';

interface Row {
  date: string;
  game: number;
  id: number;
  book: string;
  status: string;
  price: number;
  hr: string;
  pa: string;
  source?: string;
  rescheduled?: string;
  implied?: string;
}

const impliedText = (price: number) => (price > 0 ? 100 / (price + 100) : -price / (-price + 100)).toFixed(4);

/** One line in the market file's columns (the ones the fit does not read filled as the capture writes them). */
function line(r: Row): string {
  const implied = r.implied ?? impliedText(r.price);
  const cells: Record<string, string> = {
    date: r.date,
    game_pk: String(r.game),
    game_start_utc: `${r.date}T23:05:00Z`,
    start_source: 'mlb_gamedate',
    home: 'NYY',
    away: 'BOS',
    doubleheader: '0',
    game_rescheduled: r.rescheduled ?? '0',
    game_status: 'final_boxscore',
    mlbam_id: String(r.id),
    player: `Player ${r.id}`,
    odds_name: `Player ${r.id}`,
    mlb_name_key: `player ${r.id}`,
    id_source: 'slate',
    team: 'NYY',
    team_source: 'slate',
    lineup_status: r.status,
    lineup_spot: r.status === 'in_posted_lineup' ? '3' : '',
    lineup_seen_utc: '',
    book: r.book,
    open_price: String(r.price),
    open_implied: implied,
    open_time_utc: `${r.date}T12:00:00Z`,
    open_mins_before_start: '660.0',
    close_price: String(r.price),
    close_implied: implied,
    close_time_utc: `${r.date}T22:10:00Z`,
    close_mins_before_start: '55.0',
    close_from_close_capture: '0',
    close_stale: '0',
    first_price: String(r.price),
    first_time_utc: `${r.date}T12:00:00Z`,
    n_snapshots: '4',
    n_snapshots_gameday: '4',
    n_price_changes: '0',
    min_price: String(r.price),
    max_price: String(r.price),
    hr: r.hr,
    hr_count: r.hr,
    pa: r.pa,
    outcome_status: r.hr === '' ? 'void_did_not_bat' : 'ok',
    outcome_source: r.source ?? 'boxscore',
    repo_settlement: '',
    split: 'dev',
  };
  return HEADER.split(',')
    .map((c) => cells[c]!)
    .join(',');
}

/** `days` dates from `first`, each with 30 starters and 6 others at FD and DK, priced from +150 to +1200, homering at about implied / 1.15. */
function generatedRows(days: number, first: string, seed: number): Row[] {
  const random = seededRandom(seed);
  const rows: Row[] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 36; i++) {
      const price = 150 + 25 * Math.floor(random() * 43);
      const chance = 100 / (price + 100) / (i < 30 ? 1.15 : 1.5);
      const homered = random() < chance ? '1' : '0';
      for (const book of ['FD', 'DK']) {
        rows.push({
          date,
          game: 800000 + d * 10 + (i % 5),
          id: 500000 + i,
          book,
          status: i < 30 ? 'in_posted_lineup' : 'unknown',
          price: price + (book === 'DK' ? 5 : 0),
          hr: homered,
          pa: '4',
        });
      }
    }
  }
  return rows;
}

function writeMarket(file: string, rows: readonly Row[]): string {
  writeFileSync(file, `${[HEADER, ...rows.map(line)].join('\n')}\n`);
  return file;
}

const dir = tempDir('market');
const quiet = () => {};
const rows = generatedRows(12, '2026-06-01', 5);
const marketFile = writeMarket(path.join(dir, 'market.csv'), rows);
/** The fit compares every family and recency by walking the file forward 72 times. */
const SLOW = { timeout: 120_000 };

/** The error a call throws, as its code and message. */
function refusal(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (e) {
    if (isLongballError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('market fit', () => {
  it('writes the same card twice, valid against its schema, with the data it was fit on', SLOW, () => {
    const [a, b] = [path.join(dir, 'card-a.json'), path.join(dir, 'card-b.json')];
    const lines: string[] = [];
    runMarketFit({ market: [marketFile], out: a }, (t) => lines.push(t));
    runMarketFit({ market: [marketFile], out: b }, quiet);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
    const card = marketCardSchema.parse(JSON.parse(readFileSync(a, 'utf8')));
    expect(card.fittedOn).toEqual([
      expect.objectContaining({ file: 'market.csv', rows: rows.length, graded: rows.length, firstDate: '2026-06-01', lastDate: '2026-06-12' }),
    ]);
    expect(card.asOf).toBe('2026-06-13');
    expect(card.calibrations.map((c) => `${c.book}/${c.group}`)).toEqual(['DraftKings/starters', 'FanDuel/starters', 'DraftKings/others', 'FanDuel/others']);
    expect(card.pooled.map((p) => [p.group, p.books])).toEqual([
      ['starters', ['DraftKings', 'FanDuel']],
      ['others', ['DraftKings', 'FanDuel']],
    ]);
    expect(card.comparison).toHaveLength(72);
    const text = lines.join('\n');
    for (const family of ['factor', 'logit-shift', 'power', 'logistic']) expect(text).toContain(`  ${family}, `);
    expect(text).toMatch(/Kept: \S+, /);
  });
});

describe('market backtest', () => {
  // The fit test's card when it ran first, else fit here.
  const card = path.join(dir, 'card-a.json');
  const ensureCard = () => existsSync(card) || runMarketFit({ market: [marketFile], out: card }, quiet);

  it('writes one line per graded row, walked forward: a row of date D unchanged when the outcomes of D and later change or go', SLOW, () => {
    ensureCard();
    const out = path.join(dir, 'preds.csv');
    const report = path.join(dir, 'report.json');
    const printed: string[] = [];
    const result = runMarketBacktest({ market: marketFile, out, report, card }, (t) => printed.push(t));
    const [header, ...lines] = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(header).toBe('date,game_pk,mlbam_id,book,fair');
    expect(lines).toHaveLength(rows.length);
    for (const l of lines) expect(l).toMatch(/^2026-06-\d\d,8\d{5},5\d{5},(FD|DK),0\.\d{6}$/);
    expect(result.overall.n).toBe(rows.length);
    expect(JSON.parse(readFileSync(report, 'utf8')).scores).toHaveLength(9);
    expect(printed.join('\n')).toMatch(/overall: log loss 0\.\d{5} \(raw implied 0\.\d{5}, flat 25 % 0\.\d{5}\)/);

    const day = '2026-06-07';
    const flippedFile = writeMarket(
      path.join(dir, 'flipped.csv'),
      rows.map((r) => (r.date >= day ? { ...r, hr: r.hr === '1' ? '0' : '1' } : r)),
    );
    const cutFile = writeMarket(
      path.join(dir, 'cut.csv'),
      rows.filter((r) => r.date <= day),
    );
    const [flippedOut, cutOut] = [path.join(dir, 'flipped-preds.csv'), path.join(dir, 'cut-preds.csv')];
    runMarketBacktest({ market: flippedFile, out: flippedOut, card }, quiet);
    runMarketBacktest({ market: cutFile, out: cutOut, card }, quiet);
    const upTo = (file: string) =>
      readFileSync(file, 'utf8')
        .trimEnd()
        .split('\n')
        .slice(1)
        .filter((l) => l.slice(0, 10) <= day);
    const whole = upTo(out);
    expect(whole.filter((l) => l.startsWith(day)).length).toBeGreaterThan(0);
    expect(upTo(flippedOut)).toEqual(whole);
    expect(upTo(cutOut)).toEqual(whole);
  });

  it('history: an earlier file is read as the dates before the target; a later or overlapping one is refused', SLOW, () => {
    ensureCard();
    const history = writeMarket(path.join(dir, 'history.csv'), generatedRows(10, '2026-05-20', 9));
    const withHistory = path.join(dir, 'with-history.csv');
    const alone = path.join(dir, 'alone.csv');
    runMarketBacktest({ market: marketFile, history: [history], out: withHistory, card }, quiet);
    runMarketBacktest({ market: marketFile, out: alone, card }, quiet);
    const firstDay = (file: string) => readFileSync(file, 'utf8').split('\n').slice(1, 3);
    expect(firstDay(withHistory)).not.toEqual(firstDay(alone));
    const overlapping = writeMarket(path.join(dir, 'overlap.csv'), generatedRows(3, '2026-06-10', 3));
    const out = path.join(dir, 'never.csv');
    expect(refusal(() => runMarketBacktest({ market: marketFile, history: [overlapping], out, card }, quiet))).toEqual({
      code: 'MARKET_HISTORY_ORDER',
      message: "overlap.csv (2026-06-10 to 2026-06-12) cannot be history for market.csv: history must end before the target's first date, 2026-06-01.",
    });
    expect(existsSync(out)).toBe(false);
  });

  it('grades only rows a book would settle: a box-score outcome, a game not rescheduled, at least one plate appearance', () => {
    ensureCard();
    const base: Row = { date: '2026-06-13', game: 900001, id: 1, book: 'FD', status: 'in_posted_lineup', price: 300, hr: '0', pa: '4' };
    const voids = writeMarket(path.join(dir, 'voids.csv'), [
      base,
      { ...base, id: 2, pa: '0' },
      { ...base, id: 3, hr: '', pa: '' },
      { ...base, id: 4, rescheduled: '1' },
      { ...base, id: 5, source: '' },
      { ...base, id: 6, hr: '1', pa: '1' },
    ]);
    const out = path.join(dir, 'voids-preds.csv');
    runMarketBacktest({ market: voids, out, card }, quiet);
    expect(
      readFileSync(out, 'utf8')
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[2]),
    ).toEqual(['1', '6']);
  });
});

describe('refusals', () => {
  const out = path.join(dir, 'refused.csv');
  const bad = (name: string, change: (r: Row) => Row, at = 3) =>
    writeMarket(
      path.join(dir, name),
      rows.slice(0, 6).map((r, i) => (i === at ? change(r) : r)),
    );

  it.each([
    ['a price out of range', (r: Row) => ({ ...r, price: 50 }), 'close_price', '50', 'not an anytime-HR "Yes" price'],
    ["an implied probability that is not the price's", (r: Row) => ({ ...r, implied: '0.5000' }), 'close_implied', '0.5000', 'does not match close_price'],
    ['hr not 0, 1 or empty', (r: Row) => ({ ...r, hr: '2' }), 'hr', '2', 'must be 0, 1 or empty'],
    ['a home run without a plate appearance', (r: Row) => ({ ...r, hr: '1', pa: '0' }), 'hr', '1', 'a home run without a plate appearance'],
    ['an unknown lineup status', (r: Row) => ({ ...r, status: 'maybe' }), 'lineup_status', 'maybe', 'must be one of'],
    ['a date that is not a calendar date', (r: Row) => ({ ...r, date: '2026-06-31' }), 'date', '2026-06-31', 'not a calendar date'],
  ])('%s: named by file, line and column, nothing written', (_what, change, column, value, reason) => {
    const file = bad(`bad-${column}.csv`, change);
    const { code, message } = refusal(() => runMarketBacktest({ market: file, out }, quiet));
    expect(code).toBe('MARKET_DATA_INVALID');
    // Line 1 is the header: the fourth row is line 5.
    expect(message).toContain(`${file}, line 5, column ${column}: ${reason}`);
    expect(message).toContain(`(value "${value}")`);
    expect(existsSync(out)).toBe(false);
  });

  it('a repeated date, game, player and book; a missing column; a file without graded rows', () => {
    const repeated = writeMarket(path.join(dir, 'repeated.csv'), [...rows.slice(0, 4), rows[1]!]);
    expect(refusal(() => runMarketBacktest({ market: repeated, out }, quiet)).message).toContain(
      'line 6, column mlbam_id: the same date, game, player and book as line 3',
    );
    const narrow = path.join(dir, 'narrow.csv');
    writeFileSync(narrow, 'date,game_pk\n2026-06-01,1\n');
    expect(refusal(() => runMarketBacktest({ market: narrow, out }, quiet)).message).toContain(
      'line 1, column game_rescheduled: a column the fit reads is missing',
    );
    const empty = writeMarket(path.join(dir, 'ungraded.csv'), [{ ...rows[0]!, hr: '', pa: '' }]);
    expect(refusal(() => runMarketBacktest({ market: empty, out }, quiet)).code).toBe('MARKET_DATA_EMPTY');
    expect(existsSync(out)).toBe(false);
  });

  it('as the CLI runs them: a missing file and a bad option exit 1 and 2 with the catalogue text', async () => {
    const missing = await pipelineCli(['market', 'backtest', '--market', path.join(dir, 'nope.csv'), '--out', out]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`error MARKET_DATA_UNREADABLE: The market file ${path.join(dir, 'nope.csv')} cannot be read`);
    const option = await pipelineCli(['market', 'fit', '--market', marketFile, '--out', path.join(dir, 'card.txt')]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('error BAD_OPTION: --out "');
    expect(option.stderr).toContain('must name a .json file');
  });
});
