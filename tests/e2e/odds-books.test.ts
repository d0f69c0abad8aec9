/**
 * Sportsbook prices end to end on the embedded sample (several books per hitter, some
 * two-sided): the build groups each hitter's quotes, publishes every book with its own
 * figures and the best price with its book, de-vigs a pair with Shin's method and each
 * book's one-sided prices through its calibration in the committed market card (the pooled
 * one, warned, for a book the card has not measured), puts the books' evidence-weighted
 * consensus on the row, and refuses implausible prices with a counted reject.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile, ProjectedBatter, ProjectionsFile } from '../../domain/contracts/index.ts';
import { impliedFromAmerican } from '../../domain/probability/devig.ts';
import { calibratedFair, pricingCalibration } from '../../domain/probability/index.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { COMMITTED_MARKET_CARD, readMarketCard } from '../../pipeline/commands/model-shared.ts';
import { gameSlots, marketView } from '../../scripts/sample/extras.ts';
import { DEFAULT_DATE, DEFAULT_SEED, generateInputSet } from '../../scripts/sample/generate.ts';
import { displayName } from '../../scripts/sample/names.ts';
import { trueGameHrChance } from '../../scripts/sample/truth.ts';
import { copySample, tempDir } from './cli-helpers.ts';

interface Quote {
  player: string;
  team: string;
  book: string;
  american: number;
  noAmerican?: number;
  eventId: string;
}
interface OddsDoc {
  events: { id: string; commence_time: string; home_team: string; away_team: string }[];
  quotes: Quote[];
}

const quiet = () => {};

/** Builds a copy of the sample, its odds.json changed by `change`; returns the odds file used, projections and manifest. */
async function buildWithOdds(change: (doc: OddsDoc) => void = () => {}) {
  const raw = copySample();
  const file = path.join(raw, 'odds.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OddsDoc;
  change(doc);
  writeFileSync(file, JSON.stringify(doc, null, 1));
  const out = tempDir('odds-books');
  const manifest: ManifestFile = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
  const projections = JSON.parse(readFileSync(path.join(out, 'projections.json'), 'utf8')) as ProjectionsFile;
  return { doc, projections, manifest };
}

/** A player's name as books may write it: no accents, dots or suffix, lower case. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[.']/g, '')
    .replace(/ (jr|ii|iii)$/, '')
    .trim();
const keyOf = (name: string, team: string | null) => `${plain(name)}|${team === null ? '' : normaliseTeam(team)}`;

/** A row's event in the odds file: the clubs' event whose commence time is within minutes of the row's first pitch. */
function eventOfRow(doc: OddsDoc, b: ProjectedBatter): string | null {
  const clubs = [b.team, b.opponent].sort().join('|');
  const event = doc.events.find(
    (e) =>
      [normaliseTeam(e.home_team), normaliseTeam(e.away_team)].sort().join('|') === clubs &&
      b.gameTime !== null &&
      Math.abs(Date.parse(e.commence_time) - Date.parse(b.gameTime)) < 10 * 60_000,
  );
  return event?.id ?? null;
}

/** Each hitter's quotes per event, a book's second spelling of him left out (the build keeps the first). */
function quotesByGame(doc: OddsDoc): Map<string, Quote[]> {
  const quotesOf = new Map<string, Quote[]>();
  for (const q of doc.quotes) {
    const key = `${keyOf(q.player, q.team)}|${q.eventId}`;
    const list = quotesOf.get(key) ?? [];
    if (!list.some((k) => k.book === q.book)) quotesOf.set(key, [...list, q]);
  }
  return quotesOf;
}

/** Shin's fair "Yes" of a pair; with two outcomes it is the Yes side minus half the overround. */
const shinFair = (yes: number, no: number) => impliedFromAmerican(yes) - (impliedFromAmerican(yes) + impliedFromAmerican(no) - 1) / 2;

const card = readMarketCard(COMMITTED_MARKET_CARD);
/** A one-sided price's fair probability through the committed card, as the build reads it (every projected hitter a starter). */
const calibrated = (book: string, american: number) => calibratedFair(card, pricingCalibration(card, book, 'starters'), impliedFromAmerican(american)).fair;

let good: Awaited<ReturnType<typeof buildWithOdds>>;
beforeAll(async () => {
  process.env.SOURCE_DATE_EPOCH = '1790000000';
  good = await buildWithOdds();
});

describe('odds at several books', () => {
  it('prices every projected hitter the odds file quotes for his game, at his best price, with every book listed', () => {
    const quotesOf = quotesByGame(good.doc);
    const rowKey = (b: ProjectedBatter) => `${keyOf(b.name, b.team)}|${eventOfRow(good.doc, b)}`;
    const quoted = good.projections.batters.filter((b) => quotesOf.has(rowKey(b)));
    expect(quoted.length).toBeGreaterThan(200);
    expect(quoted.filter((b) => quotesOf.get(rowKey(b))!.length >= 2).length).toBeGreaterThan(150);
    for (const b of quoted) {
      const quotes = quotesOf.get(rowKey(b))!;
      const best = Math.max(...quotes.map((q) => q.american));
      expect(b.oddsAmerican, b.name).toBe(best);
      expect(b.books.map((k) => `${k.book} ${k.american} ${k.noAmerican}`).sort()).toEqual(
        quotes.map((q) => `${q.book} ${q.american} ${q.noAmerican ?? null}`).sort(),
      );
      expect(b.books[0]!.american).toBe(best);
      expect(b.oddsBook).toBe(b.books[0]!.book);
      expect([b.evPerDollar, b.oddsNoAmerican]).toEqual([b.books[0]!.evPerDollar, b.books[0]!.noAmerican]);
      // The row's fair probability is the books' consensus: between the lowest and the highest of theirs; its edge is against it.
      const fairs = b.books.map((k) => k.fairProbability);
      expect(b.fairProbability!, b.name).toBeGreaterThanOrEqual(Math.min(...fairs) - 1e-4);
      expect(b.fairProbability!, b.name).toBeLessThanOrEqual(Math.max(...fairs) + 1e-4);
      expect(b.edge!).toBeCloseTo(b.pHr - b.fairProbability!, 4);
      expect(b.edgeLow! < b.edge! && b.edge! < b.edgeHigh!).toBe(true);
      expect(b.edgeWithinNoise).toBe(b.edgeLow! <= 0 && b.edgeHigh! >= 0);
      for (const k of b.books) {
        // Each book's EV at its own price: pHr x (decimal - 1) - (1 - pHr).
        expect(k.evPerDollar).toBeCloseTo(b.pHr * (1 / impliedFromAmerican(k.american) - 1) - (1 - b.pHr), 3);
        expect(k.edge).toBeCloseTo(b.pHr - k.fairProbability, 3);
      }
    }
    const unquoted = good.projections.batters.filter((b) => !quotesOf.has(rowKey(b)));
    for (const b of unquoted) expect([b.oddsAmerican, b.oddsBook, b.books, b.fairProbability]).toEqual([null, null, [], null]);
  });

  it("de-vigs a two-sided pair with Shin's method and each one-sided price through its book's calibration, pooled (and warned) for a book without data", () => {
    const methods = new Map<string, Set<string>>();
    for (const b of good.projections.batters) {
      for (const k of b.books) {
        const fair = k.noAmerican === null ? calibrated(k.book, k.american) : shinFair(k.american, k.noAmerican);
        expect(k.fairProbability, `${b.name} at ${k.book}`).toBeCloseTo(fair, 4);
        methods.set(k.book, (methods.get(k.book) ?? new Set()).add(k.fairMethod));
      }
    }
    // FanDuel and DraftKings are in the card (DraftKings also posts pairs); BetMGM and Caesars are not.
    expect(Object.fromEntries([...methods].map(([book, m]) => [book, [...m].sort()]))).toEqual({
      BetMGM: ['pooled'],
      Caesars: ['pooled', 'shin'],
      DraftKings: ['measured', 'shin'],
      FanDuel: ['measured'],
    });
    expect(good.manifest.inputs.find((i) => i.input === 'odds')!.warnings).toEqual([
      // The sample's second spelling of one hitter at FanDuel (core/odds-games.ts), then the books the card lacks.
      expect.stringMatching(/^FanDuel lists .+ one hitter: the first price \+\d+ is kept/),
      expect.stringMatching(
        /^BetMGM: the market card has no graded prices of this book: its one-sided fair prices take the pooled calibration \(Pooled DraftKings and FanDuel, measured on [\d,]+ starters \(no data for BetMGM\)\)/,
      ),
      expect.stringMatching(/^Caesars: the market card has no graded prices of this book/),
    ]);
    const withinNoise = good.projections.batters.filter((b) => b.edgeWithinNoise === true).length;
    const priced = good.projections.batters.filter((b) => b.edgeWithinNoise !== null).length;
    console.log(`[odds-books] edges within noise on the sample: ${withinNoise} of ${priced}`);
  });

  it("the demo's fair prices sit on the market's view of the sample league's truth at every book (one-sided within 5 %), and on the truth on average", () => {
    // The committed sample is the generator's default (npm run sample): its league gives each hitter's true chance today,
    // and the market's view of it (extras.ts marketView: pulled toward the slate's typical chance, the same on average).
    const { league } = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED });
    const slots = league.slate.flatMap((game) => gameSlots(game, league.pitchers, league.parkHrIndex));
    const view = marketView(slots.map((slot) => trueGameHrChance(slot.hitter, slot.conditions)));
    const truth = new Map<string, { truth: number; view: number }>();
    for (const slot of slots) {
      const chance = trueGameHrChance(slot.hitter, slot.conditions);
      truth.set(plain(displayName(slot.hitter.name)), { truth: chance, view: view(chance) });
    }
    const sums = new Map<string, { fair: number; view: number; truth: number; n: number }>();
    const add = (key: string, fair: number, t: { truth: number; view: number }) => {
      const sum = sums.get(key) ?? { fair: 0, view: 0, truth: 0, n: 0 };
      sums.set(key, { fair: sum.fair + fair, view: sum.view + t.view, truth: sum.truth + t.truth, n: sum.n + 1 });
    };
    for (const b of good.projections.batters) {
      const t = truth.get(plain(b.name));
      if (t === undefined || b.fairProbability === null) continue;
      add('best price', b.fairProbability, t);
      for (const k of b.books) add(k.noAmerican === null ? `${k.book} one-sided` : 'two-sided pairs', k.fairProbability, t);
    }
    const ratio = (key: string) => sums.get(key)!.fair / sums.get(key)!.view;
    console.log(
      `[odds-books] mean fair / mean market view on the demo: ${[...sums.keys()]
        .sort()
        .map((k) => `${k} ${ratio(k).toFixed(3)} (n ${sums.get(k)!.n})`)
        .join(', ')}; best price / truth ${(sums.get('best price')!.fair / sums.get('best price')!.truth).toFixed(3)}`,
    );
    expect(sums.get('best price')!.n).toBeGreaterThan(200);
    // The sample's FanDuel and DraftKings hold what the card measured at them; BetMGM and Caesars, priced by the pooled line, a little more.
    for (const book of ['BetMGM', 'Caesars', 'DraftKings', 'FanDuel']) expect(Math.abs(ratio(`${book} one-sided`) - 1), book).toBeLessThan(0.05);
    expect(Math.abs(ratio('best price') - 1)).toBeLessThan(0.05);
    expect(Math.abs(sums.get('best price')!.fair / sums.get('best price')!.truth - 1)).toBeLessThan(0.05);
    // Shin's pair still leaves part of the long-shot margin (the sample puts 70-80 % of a pair's overround on "Yes").
    expect(ratio('two-sided pairs')).toBeLessThan(1.1);
  });

  it("the demo's market is as steep as a real one: its fair chances' spread, its shortest prices, and the strongest hitters underrated", () => {
    // Real graded starters (../shared/real-data/market, June-July 2026): the consensus fair chance's 10th, 50th, 90th and
    // 99th percentiles are 7.3, 12.5, 19.2 and 26.8 %; a best price shorter than +200 goes to 0-3 of a night's 190 starters (0.76 on average).
    const { league } = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED });
    const slots = league.slate.flatMap((game) => gameSlots(game, league.pitchers, league.parkHrIndex));
    const truth = new Map(slots.map((slot) => [plain(displayName(slot.hitter.name)), trueGameHrChance(slot.hitter, slot.conditions)]));
    const priced = good.projections.batters.filter((b) => b.fairProbability !== null);
    const fair = priced.map((b) => b.fairProbability!).sort((a, b) => a - b);
    const at = (q: number) => fair[Math.floor(q * (fair.length - 1))]!;
    const best = priced.map((b) => Math.max(...b.books.map((k) => k.american)));
    console.log(
      `[odds-books] fair chance percentiles 10/50/90/99: ${[0.1, 0.5, 0.9, 0.99].map((q) => (100 * at(q)).toFixed(1)).join(', ')} %; ` +
        `best prices shorter than +200: ${best.filter((p) => p < 200).length} of ${best.length}, shortest +${Math.min(...best)}`,
    );
    expect(at(0.1)).toBeGreaterThan(0.05);
    expect(at(0.5)).toBeGreaterThan(0.1);
    expect(at(0.5)).toBeLessThan(0.15);
    expect(at(0.9)).toBeLessThan(0.23);
    expect(at(0.99)).toBeLessThan(0.31);
    expect(best.filter((p) => p < 200).length).toBeLessThanOrEqual(3);
    // The market under-reacts: the hitters with the highest true chance are priced below it, the lowest above it.
    const ranked = priced.filter((b) => truth.has(plain(b.name))).sort((a, b) => truth.get(plain(a.name))! - truth.get(plain(b.name))!);
    const meanRatio = (rows: typeof ranked) => rows.reduce((s, b) => s + b.fairProbability! / truth.get(plain(b.name))!, 0) / rows.length;
    const tenth = Math.floor(ranked.length / 10);
    expect(meanRatio(ranked.slice(-tenth))).toBeLessThan(0.95);
    expect(meanRatio(ranked.slice(0, tenth))).toBeGreaterThan(1.05);
  });

  it("one absurd but possible two-sided pair (a 49 % overround) weighs little in its hitter's consensus and touches no other row", async () => {
    const target = good.projections.batters.find((b) => b.books.length >= 3 && b.books.every((k) => k.noAmerican === null))!;
    const absurd = await buildWithOdds((doc) => {
      const eventId = doc.quotes.find((q) => keyOf(q.player, q.team) === keyOf(target.name, target.team))!.eventId;
      doc.quotes.push({ player: target.name, team: target.team, book: 'Boosted', american: 100, noAmerican: -10000, eventId });
    });
    expect(absurd.manifest.inputs.find((i) => i.input === 'odds')!.rowsRejected).toBe(0);
    const after = absurd.projections.batters.find((b) => b.id === target.id)!;
    // Its fair lies anywhere from the even split (0.5 / 1.49 = 0.336) to all of the margin on "Yes" (0.01): a wide interval, a small weight.
    expect(after.books.find((k) => k.book === 'Boosted')!.fairMethod).toBe('shin');
    expect(Math.abs(after.fairProbability! - target.fairProbability!)).toBeLessThan(0.002);
    const others = (batters: readonly ProjectedBatter[]) => batters.filter((b) => b.id !== target.id).map((b) => [b.id, b.fairProbability, b.edgeLow]);
    expect(others(absurd.projections.batters)).toEqual(others(good.projections.batters));
  });

  it('a book the card has not measured takes the pooled calibration, marked on its rows and warned in the manifest', async () => {
    const lonely = await buildWithOdds((doc) => {
      const first = doc.quotes.find((q) => q.noAmerican === undefined)!;
      doc.quotes.push({ player: first.player, team: first.team, book: 'Lonely', american: first.american, eventId: first.eventId });
    });
    const rows = lonely.projections.batters.flatMap((b) => b.books.filter((k) => k.book === 'Lonely'));
    expect(rows.length).toBeGreaterThan(0);
    for (const k of rows) {
      expect(k.fairProbability).toBeCloseTo(calibrated('Lonely', k.american), 4);
      expect([k.fairMethod, k.fairBasis]).toEqual(['pooled', expect.stringMatching(/\(no data for Lonely\)$/)]);
    }
    expect(lonely.manifest.inputs.find((i) => i.input === 'odds')!.warnings).toContainEqual(
      expect.stringMatching(/^Lonely: the market card has no graded prices of this book/),
    );
  });

  it('refuses a +100000 price with a reject naming the line, the column and the value; no EV of hundreds per $1', async () => {
    let player = '';
    const typo = await buildWithOdds((doc) => {
      doc.quotes[0]!.american = 100000;
      player = doc.quotes[0]!.player;
    });
    const odds = typo.manifest.inputs.find((i) => i.input === 'odds')!;
    expect(odds.rowsRejected).toBe(1);
    expect(odds.rejectSamples[0]).toMatchObject({
      column: 'quotes[0].american',
      reason: 'quotes[0].american: 100000 is out of range [-1000, 10000] (American odds)',
    });
    expect(odds.rejectSamples[0]!.line).toBeGreaterThan(1);
    const row = typo.projections.batters.find((b) => plain(b.name) === plain(player))!;
    expect(row.books.map((k) => k.american)).not.toContain(100000);
    expect(Math.max(...typo.projections.batters.map((b) => b.evPerDollar ?? 0))).toBeLessThan(5);
  });
});
