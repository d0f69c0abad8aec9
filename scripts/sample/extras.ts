/** Career batter-vs-pitcher lines and sportsbook home-run prices. */
import { clamp, type BvpLine, type Hitter, type OddsQuote, type Pitcher, type SlateGame } from './league.ts';
import { asciiFold, displayName } from './names.ts';
import type { Rng } from './rng.ts';
import { printedProfile } from './tuning.ts';

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

const BOOKS = ['DraftKings', 'FanDuel'] as const;

/** American price for a probability, rounded as books quote long shots (to 5 or 10). */
export function americanOdds(probability: number): number {
  const p = clamp(probability, 0.02, 0.9);
  if (p >= 0.5) return -Math.round((p / (1 - p)) * 100);
  const raw = ((1 - p) / p) * 100;
  return raw >= 1000 ? Math.round(raw / 50) * 50 : Math.round(raw / 10) * 10;
}

/**
 * Anytime-HR prices for most of today's hitters (one or two books), names written
 * the way books write them (no accents), plus a couple of scratched bench players.
 */
export function drawOdds(rng: Rng, slate: readonly SlateGame[], hitters: readonly Hitter[]): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  const inLineup = new Set<Hitter>();
  const quote = (h: Hitter) => {
    const profile = printedProfile(h);
    if (!profile || h.absentFrom.has('odds')) return;
    const fair = clamp(0.035 + 0.0085 * profile.barrel + 0.002 * (profile.hardHit - 35) + rng.normal(0, 0.012), 0.03, 0.32);
    const name = asciiFold(displayName(h.name));
    for (const book of BOOKS) {
      if (book === 'FanDuel' && !rng.chance(0.55)) continue;
      quotes.push({ hitter: h, book, american: americanOdds(fair * rng.float(0.88, 1.0)), name });
    }
  };
  for (const game of slate) {
    for (const side of [game.away, game.home]) {
      for (const slot of side.batters) {
        inLineup.add(slot.hitter);
        if (rng.chance(0.8)) quote(slot.hitter);
      }
    }
  }
  const scratched = rng.shuffle(hitters.filter((h) => h.copy === 0 && h.role === 'bench' && !inLineup.has(h) && h.season.PA > 100)).slice(0, 3);
  for (const h of scratched) quote(h);
  return quotes;
}
