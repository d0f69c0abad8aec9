/**
 * Sportsbook prices end to end on the embedded sample (several books per hitter, some
 * two-sided): the build groups each hitter's quotes, publishes every book with its own
 * figures and the best price with its book, de-vigs one-sided prices with the median
 * two-sided overround, and refuses implausible prices with a counted reject.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile, ProjectedBatter, ProjectionsFile } from '../../domain/contracts/index.ts';
import { impliedFromAmerican } from '../../domain/probability/devig.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { copySample, tempDir } from './cli-helpers.ts';

interface Quote {
  player: string;
  team: string;
  book: string;
  american: number;
  noAmerican?: number;
}
interface OddsDoc {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const twoSidedMargins = (doc: OddsDoc) =>
  doc.quotes.filter((q) => q.noAmerican !== undefined).map((q) => impliedFromAmerican(q.american) + impliedFromAmerican(q.noAmerican!) - 1);

/** The margin the build applied to one-sided prices, read back from its rows (the median over rows cancels the 4-decimal rounding). */
const appliedDayMargin = (batters: readonly ProjectedBatter[]) =>
  median(batters.filter((b) => b.fairProbMethod === 'day-margin').map((b) => impliedFromAmerican(b.oddsAmerican!) / b.fairProbability! - 1));

let good: Awaited<ReturnType<typeof buildWithOdds>>;
beforeAll(async () => {
  process.env.SOURCE_DATE_EPOCH = '1790000000';
  good = await buildWithOdds();
});

describe('odds at several books', () => {
  it('prices every projected hitter the odds file quotes, at his best price, with every book listed', () => {
    const quotesOf = new Map<string, Quote[]>();
    for (const q of good.doc.quotes) quotesOf.set(keyOf(q.player, q.team), [...(quotesOf.get(keyOf(q.player, q.team)) ?? []), q]);
    const quoted = good.projections.batters.filter((b) => quotesOf.has(keyOf(b.name, b.team)));
    expect(quoted.length).toBeGreaterThan(200);
    expect(quoted.filter((b) => quotesOf.get(keyOf(b.name, b.team))!.length >= 2).length).toBeGreaterThan(150);
    for (const b of quoted) {
      const quotes = quotesOf.get(keyOf(b.name, b.team))!;
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
    const unquoted = good.projections.batters.filter((b) => !quotesOf.has(keyOf(b.name, b.team)));
    for (const b of unquoted) expect([b.oddsAmerican, b.oddsBook, b.books, b.fairProbability]).toEqual([null, null, [], null]);
  });

  it('de-vigs a two-sided book with its own pair and a one-sided price with the median two-sided overround of the day', () => {
    const margin = median(twoSidedMargins(good.doc));
    expect(twoSidedMargins(good.doc).length).toBeGreaterThan(20);
    for (const b of good.projections.batters) {
      for (const k of b.books) {
        const expected =
          k.noAmerican === null
            ? impliedFromAmerican(k.american) / (1 + margin)
            : impliedFromAmerican(k.american) / (impliedFromAmerican(k.american) + impliedFromAmerican(k.noAmerican));
        expect(k.fairProbability, `${b.name} at ${k.book}`).toBeCloseTo(expected, 4);
      }
    }
    expect(good.projections.batters.some((b) => b.fairProbMethod === 'day-margin')).toBe(true);
    expect(good.projections.batters.some((b) => b.fairProbMethod === 'multiplicative')).toBe(true);
  });

  it("one absurd but possible two-sided pair (a 49 % overround, for a player not on the slate) barely moves the day's margin", async () => {
    const absurd = await buildWithOdds((doc) => {
      doc.quotes.push({ player: 'Nobody Onthe Slate', team: 'NYY', book: 'FanDuel', american: 100, noAmerican: -10000 });
    });
    expect(absurd.manifest.inputs.find((i) => i.input === 'odds')!.rowsRejected).toBe(0);
    const before = appliedDayMargin(good.projections.batters);
    const after = appliedDayMargin(absurd.projections.batters);
    // The mean of ~90 pairs would move by about (0.49 - 0.065) / 90 = 0.0047; the median moves by one rank.
    expect(Math.abs(after - before)).toBeLessThan(0.002);
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
