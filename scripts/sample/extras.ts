/** Career batter-vs-pitcher lines and sportsbook home-run prices. */
import { clamp, type BvpLine, type Hitter, type OddsQuote, type Pitcher, type SlateGame } from './league.ts';
import { asciiFold, displayName } from './names.ts';
import type { Rng } from './rng.ts';
import { printedProfile } from './tuning.ts';
import { type GameConditions, leagueProneness, trueGameHrChance } from './truth.ts';

/** Every lineup hitter of a game with the conditions his true chance is read in (truth.ts). */
export function gameSlots(
  game: SlateGame,
  pitchers: readonly Pitcher[],
  parkHrIndex: ReadonlyMap<string, number>,
): { hitter: Hitter; conditions: GameConditions }[] {
  const mean = leagueProneness(pitchers.filter((p) => p.copy === game.copy));
  const out: { hitter: Hitter; conditions: GameConditions }[] = [];
  for (const [side, other, home] of [
    [game.away, game.home, false],
    [game.home, game.away, true],
  ] as const) {
    for (const slot of side.batters) {
      out.push({
        hitter: slot.hitter,
        conditions: {
          parkHrIndex: parkHrIndex.get(game.home.team) ?? 100,
          temperature: game.temperature,
          windOutMph: game.windOutMph,
          order: slot.order,
          home,
          starterProneness: other.starter.hrProneness / mean,
        },
      });
    }
  }
  return out;
}

/** Career PA against one pitcher: mostly a handful, now and then a long history (at most 40). */
function careerPa(rng: Rng): number {
  return Math.round(clamp(Math.exp(rng.normal(1.75, 0.75)), 1, 40));
}

export function drawBvpLine(rng: Rng, batter: Hitter, pitcher: Pitcher): BvpLine {
  const PA = careerPa(rng);
  let BB = rng.binomial(PA, clamp((batter.bbRate + pitcher.bbRate) / 2, 0.02, 0.2));
  if (BB === PA) BB = PA - 1;
  const AB = PA - BB;
  const SO = rng.binomial(AB, clamp((batter.kRate + pitcher.kRate) / 2, 0.08, 0.45));
  const contact = AB - SO;
  const HR = rng.binomial(contact, clamp(batter.hrPerBattedBall * pitcher.hrProneness, 0.002, 0.2));
  const hitsInPlay = rng.binomial(contact - HR, clamp((0.29 + pitcher.babip) / 2, 0.22, 0.36));
  const doubles = rng.binomial(hitsInPlay, 0.21);
  const triples = rng.binomial(hitsInPlay - doubles, 0.02);
  return { batter, pitcher, PA, AB, singles: hitsInPlay - doubles - triples, doubles, triples, HR, BB, SO };
}

/**
 * Today's hitters against today's opposing starters (most have a history), against a
 * couple of the opposing relievers, and, up to `target` rows, random pairs from the
 * rest of the league (same copy, different clubs).
 */
export function drawBvp(rng: Rng, slate: readonly SlateGame[], hitters: readonly Hitter[], pitchers: readonly Pitcher[], target: number | null): BvpLine[] {
  const lines: BvpLine[] = [];
  const seen = new Set<string>();
  const add = (b: Hitter, p: Pitcher) => {
    const key = `${b.uid}|${p.uid}`;
    if (seen.has(key) || b.absentFrom.has('bvp') || b.season.PA === 0) return;
    seen.add(key);
    lines.push(drawBvpLine(rng, b, p));
  };
  for (const game of slate) {
    for (const [side, other] of [
      [game.away, game.home],
      [game.home, game.away],
    ] as const) {
      const relievers = pitchers.filter((p) => p.copy === game.copy && p.team === other.team && p.role === 'RP');
      for (const slot of side.batters) {
        if (rng.chance(0.82)) add(slot.hitter, other.starter);
        const n = rng.int(0, 3);
        for (let i = 0; i < n; i++) add(slot.hitter, rng.pick(relievers));
      }
    }
  }
  if (target !== null) {
    const withStats = hitters.filter((h) => h.season.PA > 0 && !h.absentFrom.has('bvp'));
    const pitched = pitchers.filter((p) => p.season.outs > 0);
    const perCopy = new Map<number, { b: Hitter[]; p: Pitcher[] }>();
    for (const h of withStats) {
      const entry = perCopy.get(h.copy) ?? { b: [], p: [] };
      entry.b.push(h);
      perCopy.set(h.copy, entry);
    }
    for (const p of pitched) perCopy.get(p.copy)?.p.push(p);
    const copies = [...perCopy.keys()].sort((a, b) => a - b);
    const goal = target * copies.length;
    let guard = 0;
    while (lines.length < goal && guard++ < goal * 20) {
      const { b, p } = perCopy.get(copies[lines.length % copies.length]!)!;
      const batter = rng.weighted(b, (h) => h.season.PA);
      const pitcher = rng.weighted(p, (x) => x.season.outs);
      if (pitcher.team !== batter.team) add(batter, pitcher);
    }
  }
  return lines;
}

/**
 * The sample's books: each quotes a share of the hitters (`coverage`) with its own hold.
 * A one-sided anytime-HR price ("Yes" only) carries a large margin (`oneSidedHold`), set so that
 * the sample's prices imply about what real ones did: FanDuel's and DraftKings' starters' implied
 * over fair in the market card (measured on real graded prices, domain/probability/market-card.json:
 * 1.19 and 1.175 in July 2026) is the sample's mean implied over the truth (21-22 % holds, less the
 * rounding, noise and +3000 ceiling of the prices); BetMGM and Caesars, never measured, a little more.
 * Where a book posts both sides (`twoSided.share`
 * of its hitters) the pair's overround is small (5-8 %), but most of it still sits on
 * the long-shot "Yes" side (`yesShare` of it, at most the one-sided hold), as at real books;
 * the "No" side carries the rest.
 */
interface SampleBook {
  name: string;
  coverage: number;
  oneSidedHold: number;
  twoSided: { share: number; overround: number; yesShare: number } | null;
}

export const SAMPLE_BOOKS: readonly SampleBook[] = [
  { name: 'FanDuel', coverage: 0.93, oneSidedHold: 0.22, twoSided: null },
  { name: 'DraftKings', coverage: 0.9, oneSidedHold: 0.21, twoSided: { share: 0.4, overround: 0.07, yesShare: 0.8 } },
  { name: 'BetMGM', coverage: 0.7, oneSidedHold: 0.25, twoSided: null },
  { name: 'Caesars', coverage: 0.6, oneSidedHold: 0.23, twoSided: { share: 0.5, overround: 0.06, yesShare: 0.7 } },
];

/**
 * The longest "Yes" price a book posts: weaker hitters are all priced here, however small
 * their chance (the long-shot side carries the most margin). Real anytime-HR boards top
 * out around +2000 to +3000.
 */
const LONGEST_YES_PRICE = 3000;
const yesPrice = (implied: number): number => Math.min(americanOdds(implied), LONGEST_YES_PRICE);
/** The smallest chance a book posts both sides for. */
const MIN_TWO_SIDED_CHANCE = 0.1;
/** Spread of the market's consensus chance around its view of the true one, and of each book around the consensus (log scale). */
const MARKET_NOISE = 0.1;
const BOOK_NOISE = 0.05;
/**
 * How far the market's view follows a hitter's true chance away from the slate's typical one,
 * on the log scale. Books estimate the truth, and an estimate that is right on average spreads
 * less than the truth it estimates: the strongest hitters' prices are longer than their true
 * chance, the weakest' shorter. On FanDuel's and DraftKings' graded starters of June-July 2026
 * (../shared/real-data/market) the consensus fair chance's 10th, 50th, 90th and 99th percentiles
 * are 7.3, 12.5, 19.2 and 26.8 % (a best price shorter than +200 goes to 0-3 of a night's 190
 * starters); the sample's truth spreads wider (90th and 99th percentiles near 22 and 30 %).
 * At 0.7 the sample's consensus lands on the real percentiles.
 */
const MARKET_RESPONSE = 0.7;

/**
 * The market's view of the day's true chances: each pulled toward the slate's typical chance
 * (the mean of the logs) by MARKET_RESPONSE, then scaled so the views average what the truths
 * average (the books' holds in SAMPLE_BOOKS are measured against that level). A zero stays zero.
 */
export function marketView(truths: readonly number[]): (truth: number) => number {
  const positive = truths.filter((t) => t > 0);
  if (positive.length === 0) return (truth) => truth;
  const centre = positive.reduce((sum, t) => sum + Math.log(t), 0) / positive.length;
  const pulled = (truth: number) => (truth > 0 ? Math.exp(centre + MARKET_RESPONSE * (Math.log(truth) - centre)) : 0);
  const scale = positive.reduce((sum, t) => sum + t, 0) / positive.reduce((sum, t) => sum + pulled(t), 0);
  return (truth) => pulled(truth) * scale;
}

/** American price for an implied probability, rounded as books quote: to 5 up to +500, 10 up to +1000, 50 beyond. */
export function americanOdds(probability: number): number {
  const p = clamp(probability, 0.0099, 0.909);
  if (p >= 0.5) {
    const raw = (p / (1 - p)) * 100;
    return -(raw >= 1000 ? Math.round(raw / 50) * 50 : Math.round(raw / 5) * 5);
  }
  const raw = ((1 - p) / p) * 100;
  const step = raw >= 1000 ? 50 : raw >= 500 ? 10 : 5;
  return Math.max(100, Math.round(raw / step) * step);
}

/**
 * Anytime-HR prices for most of today's hitters from their true chance (truth.ts
 * trueGameHrChance: his rate in today's park, weather, slot and against today's starter):
 * the market's consensus is its view of the true chance (marketView) with noise, each book's chance the consensus
 * with a little more, and each book adds its hold (see SAMPLE_BOOKS). Names are written
 * the way books write them (no accents; BetMGM drops suffixes). A couple of scratched
 * bench players are quoted too.
 */
export function drawOdds(
  rng: Rng,
  slate: readonly SlateGame[],
  hitters: readonly Hitter[],
  pitchers: readonly Pitcher[],
  parkHrIndex: ReadonlyMap<string, number>,
): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  const inLineup = new Set<Hitter>();
  const view = marketView(slate.flatMap((game) => gameSlots(game, pitchers, parkHrIndex).map((slot) => trueGameHrChance(slot.hitter, slot.conditions))));
  const quote = (h: Hitter, conditions: GameConditions, gamePk: number) => {
    if (!printedProfile(h) || h.absentFrom.has('odds')) return;
    const consensus = view(trueGameHrChance(h, conditions)) * Math.exp(rng.normal(0, MARKET_NOISE));
    for (const book of SAMPLE_BOOKS) {
      if (!rng.chance(book.coverage)) continue;
      const chance = clamp(consensus * Math.exp(rng.normal(0, BOOK_NOISE)), 0.01, 0.6);
      const name = asciiFold(displayName(book.name === 'BetMGM' ? { ...h.name, suffix: '' } : h.name));
      const two = book.twoSided;
      // Long shots get no "No" side (it would cost more than about -3000).
      if (two !== null && chance >= MIN_TWO_SIDED_CHANCE && rng.chance(two.share)) {
        const yesAdd = Math.min(two.yesShare * two.overround, chance * book.oneSidedHold);
        const no = 1 - chance + two.overround - yesAdd;
        quotes.push({ hitter: h, gamePk, book: book.name, american: yesPrice(chance + yesAdd), noAmerican: americanOdds(no), name });
      } else {
        quotes.push({ hitter: h, gamePk, book: book.name, american: yesPrice(chance * (1 + book.oneSidedHold)), noAmerican: null, name });
      }
    }
  };
  for (const game of slate) {
    for (const slot of gameSlots(game, pitchers, parkHrIndex)) {
      inLineup.add(slot.hitter);
      if (rng.chance(0.9)) quote(slot.hitter, slot.conditions, game.gamePk);
    }
  }
  const scratched = rng.shuffle(hitters.filter((h) => h.copy === 0 && h.role === 'bench' && !inLineup.has(h) && h.season.PA > 100)).slice(0, 3);
  const gameOf = (team: string) => slate.find((g) => g.copy === 0 && (g.away.team === team || g.home.team === team))!;
  for (const h of scratched) quote(h, {}, gameOf(h.team).gamePk);
  return withSecondSpelling(quotes);
}

/**
 * A book that lists one hitter twice, the second time with his accents (Dario / Darío) at a
 * stale price: the first FanDuel quote of a hitter whose name carries an accent gets its twin
 * right after it. Drawn from nothing, so the rest of the sample is the same.
 */
function withSecondSpelling(quotes: OddsQuote[]): OddsQuote[] {
  const i = quotes.findIndex((q) => q.book === 'FanDuel' && q.noAmerican === null && displayName(q.hitter.name) !== q.name);
  if (i < 0) return quotes;
  const first = quotes[i]!;
  const twin: OddsQuote = { ...first, name: displayName(first.hitter.name), american: first.american + 20 };
  return [...quotes.slice(0, i + 1), twin, ...quotes.slice(i + 1)];
}
