/**
 * Sportsbook prices end to end on the embedded sample (several books per hitter, some
 * two-sided): the build groups each hitter's quotes, publishes every book with its own
 * figures and the best price with its book, de-vigs a pair with Shin's method and each
 * book's one-sided prices with the margin measured on its own prices (the fallback, warned,
 * when it cannot be), and refuses implausible prices with a counted reject.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile, ProjectedBatter, ProjectionsFile } from '../../domain/contracts/index.ts';
import { impliedFromAmerican } from '../../domain/probability/devig.ts';
import { ONE_SIDED_MARGIN } from '../../domain/probability/defaults.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { gameSlots } from '../../scripts/sample/extras.ts';
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Shin's fair "Yes" of a pair; with two outcomes it is the Yes side minus half the overround. */
const shinFair = (yes: number, no: number) => impliedFromAmerican(yes) - (impliedFromAmerican(yes) + impliedFromAmerican(no) - 1) / 2;

/**
 * Each book's one-sided margin computed here from the odds file (quotes grouped by plain name and team): a hitter's fair
 * chance is the median of his pairs' Shin fair; the book's margin the median of its implied / fair ratios, minus 1.
 */
function expectedBookMargins(doc: OddsDoc): Map<string, { margin: number; hitters: number }> {
  const byPlayer = new Map<string, Quote[]>();
  for (const q of doc.quotes) byPlayer.set(keyOf(q.player, q.team), [...(byPlayer.get(keyOf(q.player, q.team)) ?? []), q]);
  const ratios = new Map<string, number[]>();
  for (const quotes of byPlayer.values()) {
    const pairs = quotes.filter((k) => k.noAmerican !== undefined).map((k) => shinFair(k.american, k.noAmerican!));
    if (pairs.length === 0) continue;
    const fair = median(pairs);
    for (const k of quotes.filter((x) => x.noAmerican === undefined))
      ratios.set(k.book, [...(ratios.get(k.book) ?? []), impliedFromAmerican(k.american) / fair]);
  }
  return new Map([...ratios].map(([book, list]) => [book, { margin: median(list) - 1, hitters: list.length }]));
}

/** The margin the build applied to each book's one-sided prices, read back from its rows (the median cancels the 4-decimal rounding). */
function appliedBookMargins(batters: readonly ProjectedBatter[]): Map<string, number> {
  const applied = new Map<string, number[]>();
  for (const b of batters) {
    for (const k of b.books.filter((x) => x.noAmerican === null)) {
      applied.set(k.book, [...(applied.get(k.book) ?? []), impliedFromAmerican(k.american) / k.fairProbability - 1]);
    }
  }
  return new Map([...applied].map(([book, list]) => [book, median(list)]));
}

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
      expect([b.fairProbability, b.edge, b.evPerDollar, b.oddsNoAmerican]).toEqual([
        b.books[0]!.fairProbability,
        b.books[0]!.edge,
        b.books[0]!.evPerDollar,
        b.books[0]!.noAmerican,
      ]);
      for (const k of b.books) {
        // Each book's EV at its own price: pHr x (decimal - 1) - (1 - pHr).
        expect(k.evPerDollar).toBeCloseTo(b.pHr * (1 / impliedFromAmerican(k.american) - 1) - (1 - b.pHr), 3);
        expect(k.edge).toBeCloseTo(b.pHr - k.fairProbability, 3);
      }
    }
    const unquoted = good.projections.batters.filter((b) => !quotesOf.has(rowKey(b)));
    for (const b of unquoted) expect([b.oddsAmerican, b.oddsBook, b.books, b.fairProbability]).toEqual([null, null, [], null]);
  });

  it("de-vigs a two-sided pair with Shin's method and each book's one-sided prices with the margin measured on its own prices", () => {
    const expected = expectedBookMargins(good.doc);
    const applied = appliedBookMargins(good.projections.batters);
    console.log(
      `[odds-books] one-sided margins on the sample: ${[...applied].map(([book, m]) => `${book} ${(m * 100).toFixed(1)} % (expected ${(expected.get(book)!.margin * 100).toFixed(1)} % on ${expected.get(book)!.hitters} hitters)`).join(', ')}`,
    );
    // The sample's books hold 24-30 % on one-sided prices (scripts/sample/extras.ts SAMPLE_BOOKS); each is measured.
    expect([...applied.keys()].sort()).toEqual(['BetMGM', 'Caesars', 'DraftKings', 'FanDuel']);
    for (const [book, margin] of applied) {
      expect(expected.get(book)!.hitters, book).toBeGreaterThanOrEqual(ONE_SIDED_MARGIN.minHitters);
      // Read back from 4-decimal fair prices: within a tenth of a point.
      expect(Math.abs(margin - expected.get(book)!.margin), book).toBeLessThan(0.001);
      expect(margin, book).toBeGreaterThan(0.15);
      expect(margin, book).toBeLessThan(0.4);
    }
    for (const b of good.projections.batters) {
      for (const k of b.books) {
        const fair = k.noAmerican === null ? impliedFromAmerican(k.american) / (1 + applied.get(k.book)!) : shinFair(k.american, k.noAmerican);
        expect(k.fairProbability, `${b.name} at ${k.book}`).toBeCloseTo(fair, 3);
      }
    }
    const methods = new Set(good.projections.batters.map((b) => b.fairProbMethod));
    expect([...methods].sort()).toEqual(['book-margin', 'shin', null].sort());
    expect(good.manifest.inputs.find((i) => i.input === 'odds')!.warnings.filter((w) => w.includes('fallback margin'))).toEqual([]);
  });

  it("the demo's fair prices sit on the sample league's truth at every book (one-sided within 5 %)", () => {
    // The committed sample is the generator's default (npm run sample): its league gives each hitter's true chance today.
    const { league } = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED });
    const truth = new Map<string, number>();
    for (const game of league.slate) {
      for (const slot of gameSlots(game, league.pitchers, league.parkHrIndex))
        truth.set(plain(displayName(slot.hitter.name)), trueGameHrChance(slot.hitter, slot.conditions));
    }
    const sums = new Map<string, { fair: number; truth: number; n: number }>();
    const add = (key: string, fair: number, t: number) => {
      const sum = sums.get(key) ?? { fair: 0, truth: 0, n: 0 };
      sums.set(key, { fair: sum.fair + fair, truth: sum.truth + t, n: sum.n + 1 });
    };
    for (const b of good.projections.batters) {
      const t = truth.get(plain(b.name));
      if (t === undefined || b.fairProbability === null) continue;
      add('best price', b.fairProbability, t);
      for (const k of b.books) add(k.noAmerican === null ? `${k.book} one-sided` : 'two-sided pairs', k.fairProbability, t);
    }
    const ratio = (key: string) => sums.get(key)!.fair / sums.get(key)!.truth;
    console.log(
      `[odds-books] mean fair / mean truth on the demo: ${[...sums.keys()]
        .sort()
        .map((k) => `${k} ${ratio(k).toFixed(3)} (n ${sums.get(k)!.n})`)
        .join(', ')}`,
    );
    expect(sums.get('best price')!.n).toBeGreaterThan(200);
    // The day's two-sided overround (about 6 %) left one-sided fair prices 12-19 % above the truth; the books hold 24-30 %.
    for (const book of ['BetMGM', 'Caesars', 'DraftKings', 'FanDuel']) expect(Math.abs(ratio(`${book} one-sided`) - 1), book).toBeLessThan(0.05);
    expect(Math.abs(ratio('best price') - 1)).toBeLessThan(0.05);
    // Shin's pair still leaves part of the long-shot margin (the sample puts 70-80 % of a pair's overround on "Yes").
    expect(ratio('two-sided pairs')).toBeLessThan(1.1);
  });

  it("one absurd but possible two-sided pair (a 49 % overround) for a slate hitter barely moves any book's margin", async () => {
    const target = good.projections.batters.find((b) => b.books.length >= 3 && b.books.every((k) => k.noAmerican === null))!;
    const absurd = await buildWithOdds((doc) => {
      const eventId = doc.quotes.find((q) => keyOf(q.player, q.team) === keyOf(target.name, target.team))!.eventId;
      doc.quotes.push({ player: target.name, team: target.team, book: 'Boosted', american: 100, noAmerican: -10000, eventId });
    });
    expect(absurd.manifest.inputs.find((i) => i.input === 'odds')!.rowsRejected).toBe(0);
    const before = appliedBookMargins(good.projections.batters);
    const after = appliedBookMargins(absurd.projections.batters);
    // A mean of the ratios would move with the absurd one; the median moves by at most one rank.
    for (const [book, margin] of before) expect(Math.abs(after.get(book)! - margin), book).toBeLessThan(0.01);
  });

  it('a book whose margin cannot be measured takes the fallback, marked on its rows and warned in the manifest', async () => {
    const lonely = await buildWithOdds((doc) => {
      const first = doc.quotes.find((q) => q.noAmerican === undefined)!;
      doc.quotes.push({ player: first.player, team: first.team, book: 'Lonely', american: first.american, eventId: first.eventId });
    });
    const rows = lonely.projections.batters.flatMap((b) => b.books.filter((k) => k.book === 'Lonely'));
    expect(rows.length).toBeGreaterThan(0);
    for (const k of rows) expect(k.fairProbability).toBeCloseTo(impliedFromAmerican(k.american) / (1 + ONE_SIDED_MARGIN.fallback), 4);
    expect(lonely.manifest.inputs.find((i) => i.input === 'odds')!.warnings.filter((w) => w.includes('fallback margin'))).toEqual([
      expect.stringMatching(/^Lonely: one-sided fair prices are estimated with the fallback margin 25\.0 %: [01] of its one-sided prices/),
    ]);
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
