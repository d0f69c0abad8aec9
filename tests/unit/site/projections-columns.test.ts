import { describe, expect, it } from 'vitest';
import { teamNamesByCode } from '../../../domain/teams.ts';
import type { HistoricPick } from '../../../domain/contracts/picks.ts';
import {
  expectedVersusActual,
  historicPickColumns,
  lateLockNote,
  formatLockTime,
  lockedText,
  pickResult,
  type HistoricPickRow,
} from '../../../src/columns/historic-projections.ts';
import { OWN_MODEL_FILTERS } from '../../../src/columns/hr-projections-filters.ts';
import { bookCsvColumns, booksOf } from '../../../src/columns/hr-projections-csv.ts';
import {
  FAIR_BASIS_LABEL,
  OWN_MODEL_SPEC_HEADERS,
  ownModelColumns,
  ownModelSpecOrderColumns,
  picksColumns,
  PROJECTION_VIEWS,
  projectionSearchText,
  THIN_EVIDENCE_LABEL,
  WITHIN_NOISE_LABEL,
} from '../../../src/columns/hr-projections.ts';
import { MODEL_TAB_SPEC_HEADERS, modelTabColumns } from '../../../src/columns/model-tabs.ts';
import { formatCell } from '../../../src/ui/table/format-cell.ts';
import { nextSort, sortRows } from '../../../src/ui/table/sorting.ts';
import type { ColumnSpec } from '../../../src/ui/table/types.ts';
import { calendarDateText } from '../../../src/lib/clock-text.ts';
import { offeredDays } from '../../../src/lib/history-first-day.ts';
import { inventedBatter } from './invented-batter.ts';

const batter = inventedBatter;

const byId = <Row>(columns: readonly ColumnSpec<Row>[], id: string) => columns.find((c) => c.id === id)!;

describe("Today's HR Projections columns", () => {
  it("open money first (Player, Game, HR Chance, Best price, Fair, Edge, EV), then the spec's 16 in order, the de-vig method last", () => {
    const headers = ownModelColumns.map((c) => c.header);
    expect(headers.slice(0, 7)).toEqual(['Player', 'Game', 'HR Chance', 'Best price', 'Fair', 'Edge', 'EV / $1']);
    // Player is pinned first; the spec's other 15 follow the money columns in the spec's order.
    const spec = OWN_MODEL_SPEC_HEADERS.filter((h) => h !== 'Player');
    expect(headers.slice(7).filter((h) => (spec as readonly string[]).includes(h))).toEqual(spec);
    expect(headers.slice(7, 12)).toEqual(['Batting Order', 'Team', 'Game Time', 'Lineup', 'Opposing Pitcher']);
    expect(headers.at(-1)).toBe('De-vig');
    expect(headers).toHaveLength(25);
    expect(ownModelColumns.filter((c) => c.id === 'gameTime' || c.id === 'lineupStatus').map((c) => c.show)).toEqual(['compact', 'compact']);
  });
  it('the "Spec order" view has the same columns in the spec\'s order, the site\'s beside the ones they explain', () => {
    const headers = ownModelSpecOrderColumns.map((c) => c.header);
    expect(headers.filter((h) => (OWN_MODEL_SPEC_HEADERS as readonly string[]).includes(h))).toEqual([...OWN_MODEL_SPEC_HEADERS]);
    expect(headers.slice(0, 3)).toEqual(['Batting Order', 'Player', 'Team']);
    expect(headers.slice(8, 15)).toEqual(['HR Prob', 'HR Chance', 'Best price', 'Fair', 'De-vig', 'Edge', 'EV / $1']);
    expect([...ownModelSpecOrderColumns].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...ownModelColumns].sort((a, b) => a.id.localeCompare(b.id)));
    expect(Object.values(PROJECTION_VIEWS).map((view) => view.label)).toEqual(['Money first', 'Spec order']);
  });
  it('the Game column reads away @ home (the CSV value adds G1 / G2 in a doubleheader, shown beside the name)', () => {
    const game = byId(ownModelColumns, 'game');
    expect([formatCell(game, batter()), formatCell(game, batter({ home: false }))]).toEqual(['BOS @ HOU', 'HOU @ BOS']);
    const second = batter({ gameNumber: 2 });
    expect([game.value(second), formatCell(game, second)]).toEqual(['BOS @ HOU G2', 'BOS @ HOU']);
    expect(byId(ownModelColumns, 'name').note?.(second)?.label).toBe('G2');
  });
  it('a row of a game under way says "started" instead of its price and has no fair probability, edge or EV', () => {
    const started = { ...batter({ edge: 0.05, evPerDollar: 0.3, evidenceThin: true }), started: true };
    const cells = Object.fromEntries(ownModelColumns.map((c) => [c.id, formatCell(c, started)]));
    expect([cells.oddsAmerican, cells.bookProbability, cells.edge, cells.evPerDollar]).toEqual(['started', '—', '—', '—']);
    expect([byId(ownModelColumns, 'edge').note?.(started), byId(ownModelColumns, 'oddsAmerican').value(started)]).toEqual([null, null]);
    const pick = { ...started, evidencePa: 40 };
    expect(picksColumns.map((c) => formatCell(c, pick as never)).slice(2, 5)).toEqual(['started', '—', '—']);
  });
  it("the CSV's book columns: each book's price, fair probability and EV (blank at a book that does not price him, and once his game has started)", () => {
    const quote = (book: string, american: number) => ({
      book,
      american,
      noAmerican: null,
      updatedAt: null,
      fairProbability: 0.2,
      fairMethod: 'pooled' as const,
      fairBasis: 'Pooled calibration of the measured books',
      edge: -0.05,
      evPerDollar: -0.1,
    });
    const row = batter({ books: [quote('FanDuel', 400), quote('BetMGM', 380)] });
    const other = batter({ id: 'b2', books: [quote('Caesars', 350)] });
    const books = booksOf([row, other]);
    expect(books).toEqual(['BetMGM', 'Caesars', 'FanDuel']);
    const columns = bookCsvColumns(books);
    expect(columns.map((c) => c.header)).toEqual([
      'BetMGM price',
      'BetMGM fair',
      'BetMGM EV / $1',
      'Caesars price',
      'Caesars fair',
      'Caesars EV / $1',
      'FanDuel price',
      'FanDuel fair',
      'FanDuel EV / $1',
    ]);
    expect(columns.map((c) => c.value(row))).toEqual([380, 0.2, -0.1, null, null, null, 400, 0.2, -0.1]);
    expect(columns.map((c) => c.value({ ...row, started: true })).every((v) => v === null)).toBe(true);
  });
  it('game time in the visitor zone with the zone named (raw timestamp in the CSV); Confirmed or Projected', () => {
    const gameTime = byId(ownModelColumns, 'gameTime');
    const status = byId(ownModelColumns, 'lineupStatus');
    expect(formatCell(gameTime, batter())).toMatch(/^\d{1,2}:\d{2}\s?[AP]M \S+$/);
    expect(gameTime.value(batter())).toBe('2026-08-21T23:10:00Z');
    expect(formatCell(gameTime, batter({ gameTime: null }))).toBe('—');
    expect([status.value(batter()), status.value(batter({ confirmed: false }))]).toEqual(['Confirmed', 'Projected']);
  });
  it('format: probability as a percent with 1 decimal, rates the baseball way, park factor as the index', () => {
    const row = batter();
    const cells = Object.fromEntries(ownModelColumns.map((c) => [c.header, formatCell(c, row)]));
    expect(cells).toMatchObject({
      'Batting Order': '3',
      'HR Prob': '41.2%',
      'HR Chance': '12.3%',
      'Best price': '+400',
      Fair: '18.2%',
      'De-vig': 'Pooled',
      Edge: '−5.8 pts',
      'EV / $1': '−$0.38',
      'Hard Hit%': '45.6%',
      'HR Rate Last 7': '.083',
      'Barrel %': '12.3%',
      'Exit Velo': '91.3',
      'Launch Angle': '13.0',
      'Park Factor': '105',
      'Temp (°F)': '72',
      'HR Last 7': '2',
      'AVG Last 7': '.286',
      'SLG Last 7': '1.000',
    });
    expect(formatCell(byId(ownModelColumns, 'bookProbability'), batter({ oddsAmerican: null, fairProbability: null }))).toBe('—');
    expect(formatCell(byId(ownModelColumns, 'edge'), batter({ edge: 0.0439 }))).toBe('+4.4 pts');
    expect(formatCell(byId(ownModelColumns, 'evPerDollar'), batter({ evPerDollar: 0.78 }))).toBe('+$0.78');
  });
  it('say what priced the fair probability, and mark an edge within noise (thin evidence first)', () => {
    const devig = byId(ownModelColumns, 'fairProbMethod');
    const basis = 'DraftKings, measured on 5,256 starters';
    expect([formatCell(devig, batter({ fairProbMethod: 'measured', fairBasis: basis })), devig.note!(batter({ fairBasis: basis }))]).toEqual([
      'Measured',
      { label: FAIR_BASIS_LABEL, title: basis },
    ]);
    expect(devig.note!(batter({ fairProbMethod: null, fairBasis: null }))).toBeNull();
    const edge = byId(ownModelColumns, 'edge');
    const noisy = batter({ edge: 0.012, edgeLow: -0.021, edgeHigh: 0.045, edgeWithinNoise: true });
    expect(edge.note!(noisy)).toEqual({
      label: WITHIN_NOISE_LABEL,
      title:
        "Within noise: this edge could be zero (its 95 % interval: \u22122.1 pts to +4.5 pts), given the evidence behind HR Chance and the interval of the fair price's calibration.",
    });
    expect(edge.cellClass!(0.012, noisy)).toBe('text-slate-500');
    expect(edge.note!(batter({ edge: 0.06, edgeLow: 0.01, edgeHigh: 0.11, edgeWithinNoise: false }))).toBeNull();
    expect(edge.cellClass!(0.06, batter({ edgeWithinNoise: false }))).toBeUndefined();
    expect(edge.note!({ ...noisy, evidenceThin: true, evidencePa: 120 })!.label).toBe(THIN_EVIDENCE_LABEL);
  });
  it('first click: Player and Team ascending, every other column (text or number) descending; the same column flips', () => {
    const first = (id: string) => nextSort(null, byId(ownModelColumns, id), 'desc');
    expect(first('name')).toEqual({ id: 'name', desc: false });
    expect(first('team')).toEqual({ id: 'team', desc: false });
    expect(first('stadiumName')).toEqual({ id: 'stadiumName', desc: true });
    expect(first('opposingPitcher')).toEqual({ id: 'opposingPitcher', desc: true });
    expect(first('hrProbability')).toEqual({ id: 'hrProbability', desc: true });
    expect(nextSort({ id: 'name', desc: false }, byId(ownModelColumns, 'name'), 'desc')).toEqual({ id: 'name', desc: true });
  });
  it('missing values sort lowest', () => {
    const rows = [batter({ id: 'a', hr: 3 }), batter({ id: 'b', hr: null }), batter({ id: 'c', hr: 0 })];
    const hr = byId(ownModelColumns, 'hr');
    expect(sortRows(rows, hr, true).map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, hr, false).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
  it('search text holds the player, the team code and the club name; every filter box names a column', () => {
    expect(projectionSearchText(batter(), teamNamesByCode())).toBe('Invented Hitter HOU Houston Astros');
    for (const filter of OWN_MODEL_FILTERS) expect(ownModelColumns.some((c) => c.id === filter.id)).toBe(true);
  });
  it('picks show Player, the money numbers (HR Chance, the price with its book, Edge, EV), HR Prob, Team and Opp', () => {
    expect(picksColumns.map((c) => c.header)).toEqual(['Player', 'HR Chance', 'Odds', 'Edge', 'EV / $1', 'HR Prob', 'Team', 'Opp']);
    const pick = {
      id: 'p',
      name: 'P',
      team: 'NYY',
      gameId: 'g',
      gameNumber: null,
      hrProbability: 0.4,
      opponent: 'BOS',
      pHr: 0.2,
      evidenceThin: false,
      evidencePa: 300,
    };
    const priced = { ...pick, oddsAmerican: 450, oddsBook: 'DraftKings', fairProbability: 0.16, edge: 0.04, evPerDollar: 0.1 };
    expect(picksColumns.map((c) => formatCell(c, priced)).slice(2, 5)).toEqual(['+450 DK', '+4.0 pts', '+$0.10']);
  });
});

describe('model tabs table', () => {
  it("has the spec's batter then pitcher headers, unique ids", () => {
    expect(modelTabColumns.map((c) => c.header)).toEqual([...MODEL_TAB_SPEC_HEADERS]);
    expect(new Set(modelTabColumns.map((c) => c.id)).size).toBe(modelTabColumns.length);
  });
  it('shows the tab score, the opposing starter and K Tax = the pitcher K%; missing values read NOT FOUND', () => {
    const row = { batter: batter(), score: 0.5555 };
    const cells = modelTabColumns.map((c) => formatCell(c, row));
    expect(cells.slice(0, 4)).toEqual(['Invented Hitter', '55.6%', 'R', '1.000']);
    expect(cells.slice(13, 16)).toEqual(['Invented Arm', '120.1', 'L']);
    expect(cells.at(-1)).toBe('25.6%');
    expect(byId(modelTabColumns, 'pitcher-kTax').title).toMatch(/K%/);
    const missing = { batter: batter({ ab: null, slg: null, pitcher: null, opposingPitcher: null }), score: null };
    const missingCells = Object.fromEntries(modelTabColumns.map((c) => [c.id, formatCell(c, missing)]));
    expect(missingCells).toMatchObject({
      hrProbability: 'NOT FOUND',
      'batter-ab': 'NOT FOUND',
      'batter-slg': 'NOT FOUND',
      'pitcher-name': 'NOT FOUND',
      'pitcher-ip': 'NOT FOUND',
      'pitcher-hand': 'NOT FOUND',
      'pitcher-kTax': 'NOT FOUND',
    });
    expect(formatCell(byId(modelTabColumns, 'batter-hand'), { batter: batter({ hand: 'NOT FOUND IN CSV' }), score: 0 })).toBe('NOT FOUND IN CSV');
  });
});

describe('Historic Projections', () => {
  const pick = (homered: boolean | null): HistoricPickRow => ({ id: 'p', name: 'Invented', team: 'NYY', hrProbability: 0.4567, homered, gameNumber: null });
  it('result texts and columns', () => {
    expect([true, false, null].map((homered) => pickResult(homered))).toEqual(['Homered', 'No HR', 'Pending']);
    // A void pick reads Void, its reason beside it.
    expect(pickResult(null, 'game postponed')).toBe('Void');
    const voided = { ...pick(null), voidReason: 'no plate appearance' };
    const result = historicPickColumns.find((c) => c.id === 'result')!;
    expect([formatCell(result, voided), result.note?.(voided)?.label]).toEqual(['Void', 'no plate appearance']);
    expect(historicPickColumns.map((c) => c.header)).toEqual(['Player', 'Team', 'Opp', 'HR Prob', 'HR Chance', 'Odds', 'Locked', 'Result']);
    // A day archived before the probability model (and before picks were locked per game): no opponent, HR Chance, odds or lock time.
    expect(historicPickColumns.map((c) => formatCell(c, pick(false)))).toEqual(['Invented', 'NYY', '—', '45.7%', '—', '—', '—', 'No HR']);
    const priced = {
      ...pick(true),
      opponent: 'BOS',
      oddsAmerican: 450,
      pHr: 0.1834,
      lockedAt: '2026-08-21T17:30:00.000Z',
      firstPitch: '2026-08-21T23:05:00.000Z',
    };
    // The static HTML's text (a lock time in UTC; the visitor's zone is the shell's and the island's).
    const staticText = (c: (typeof historicPickColumns)[number]) => (c.formatStatic ? c.formatStatic(c.value(priced), priced) : formatCell(c, priced));
    expect(historicPickColumns.find((c) => c.id === 'lockedAt')!.instant!(priced)).toBe(priced.lockedAt);
    expect(historicPickColumns.map(staticText)).toEqual(['Invented', 'NYY', 'BOS', '45.7%', '18.3%', '+450', 'Aug 21, 5:30 PM UTC', 'Homered']);
    // Locked by a run after the game began (the day was first built late): said so by a note beside the time.
    const late = { lockedAt: '2026-08-22T12:00:00.000Z', firstPitch: '2026-08-21T23:05:00.000Z' };
    expect(lockedText(late)).toBe('Aug 22, 12:00 PM UTC');
    expect(lateLockNote(late)).toEqual({ label: 'late', title: expect.stringContaining('Locked after first pitch') });
    expect(lateLockNote({ lockedAt: '2026-08-21T17:30:00.000Z', firstPitch: '2026-08-21T23:05:00.000Z' })).toBeNull();
    expect(lockedText({ lockedAt: '2026-08-21T12:00:00.000Z' })).toBe('Aug 21, 12:00 PM UTC');
    // Once hydrated, in the visitor's zone with the zone named.
    expect(formatLockTime('2026-08-21T17:30:00.000Z', 'America/New_York')).toBe('Aug 21, 1:30 PM EDT');
    expect(lateLockNote({ lockedAt: '2026-08-21T12:00:00.000Z', firstPitch: null })).toBeNull();
  });
  it('sets the sum of HR Chance of the graded picks against their home runs', () => {
    const p = (pHr: number | undefined, homered: boolean | null): HistoricPick => ({ ...pick(homered), ...(pHr === undefined ? {} : { pHr }) });
    expect(expectedVersusActual([p(0.2, true), p(0.15, false), p(0.1, null), p(undefined, true)])).toEqual({ picks: 2, expected: 0.35, homered: 1 });
    expect(expectedVersusActual([p(undefined, true), p(0.1, null)])).toBeNull();
  });
  it('offers the days newest first, without the hidden one; labels are calendar dates', () => {
    const day = (date: string) => ({ date, picks: 1, hits: 0, graded: 0 });
    const days = [day('2026-08-19'), day('2026-08-21'), day('2026-08-20')];
    expect(offeredDays(days, null).map((d) => d.date)).toEqual(['2026-08-21', '2026-08-20', '2026-08-19']);
    expect(offeredDays(days, '2026-08-21').map((d) => d.date)).toEqual(['2026-08-20', '2026-08-19']);
    expect(calendarDateText('2026-08-21')).toBe('Fri, Aug 21, 2026');
  });
});
