/**
 * The market log (market/log.json, domain/contracts/market-log.ts): each archived night's close prices
 * graded against the box scores, appended by the morning build, and the card the build prices with,
 * refit on it (domain/probability/market-refit.ts). The close of a hitter at a book is his last price
 * there in a run strictly before his game's first pitch (as that run knew it), and his group the
 * lineup's state at his last such run (confirmed: starters; else others). A game is graded once, from
 * its final box score, by the record's rule (settlement.ts settleBoxLine: no plate appearance is void,
 * left out and counted); a postponed game has no line; a hitter without an MLBAM id, or a game without
 * MLB's game id, cannot be matched to a box score and is not graded. Pure.
 */
import type { HistoryDay, HistoryRun, LoggedGame, LoggedHitter, MarketLog } from '../../domain/contracts/index.ts';
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import { impliedFromAmerican, refitMarketCard, type GradedPrice, type MarketCard } from '../../domain/probability/index.ts';
import type { RawGameResult } from '../inputs/rows.ts';
import { canonicalGameIds, GAME_PK } from './history.ts';
import { settleBoxLine } from './settlement.ts';

/** A hitter's close in one game: his last pre-game price at each book, his lineup's state and HR Chance at his last pre-game run. */
interface Close {
  mlbamId: number;
  starter: boolean;
  pHr: number | undefined;
  prices: Record<string, number>;
}

/** A game's closes, and its first pitch as the last run before it knew it. */
interface GameCloses {
  firstPitch: string;
  hitters: Map<number, Close>;
}

/** Every priced hitter's close in each game of a day's runs (oldest first), keyed by the game's canonical id. */
export function closesOf(runs: readonly HistoryRun[]): Map<string, GameCloses> {
  const canonical = canonicalGameIds(runs);
  const id = (gameId: string) => canonical.get(gameId) ?? gameId;
  const games = new Map<string, GameCloses>();
  for (const run of runs) {
    const at = Date.parse(run.at);
    const beforePitch = new Map(
      run.games.filter((g) => g.notPlayed === undefined && g.firstPitch !== null && at < Date.parse(g.firstPitch)).map((g) => [id(g.gameId), g.firstPitch!]),
    );
    for (const quote of run.quotes ?? []) {
      const gameId = id(quote.gameId);
      const firstPitch = beforePitch.get(gameId);
      if (firstPitch === undefined || quote.mlbamId === null) continue;
      const game = games.get(gameId) ?? { firstPitch, hitters: new Map<number, Close>() };
      game.firstPitch = firstPitch;
      games.set(gameId, game);
      const close = game.hitters.get(quote.mlbamId) ?? { mlbamId: quote.mlbamId, starter: false, pHr: undefined, prices: {} };
      close.starter = quote.confirmed;
      close.pHr = quote.pHr;
      Object.assign(close.prices, quote.prices);
      game.hitters.set(quote.mlbamId, close);
    }
  }
  return games;
}

const gameKey = (date: string, gameId: string) => `${date}|${gameId}`;

/** The games of an archived day that can be graded now (final, with a box score) and are not in the log yet. */
export function gradeDay(day: HistoryDay, results: readonly RawGameResult[], gradedAt: string, logged: ReadonlySet<string>): LoggedGame[] {
  const byId = new Map(results.map((r) => [r.gamePk, r]));
  const graded: LoggedGame[] = [];
  for (const [gameId, game] of closesOf(day.runs ?? [])) {
    const result = byId.get(gameId);
    if (!GAME_PK.test(gameId) || logged.has(gameKey(day.date, gameId)) || result === undefined) continue;
    if (result.state !== 'final' || result.batters === null) continue;
    const box = new Map(result.batters.map((b) => [b.mlbamId, b]));
    const hitters: LoggedHitter[] = [];
    let voids = 0;
    for (const close of game.hitters.values()) {
      const settled = settleBoxLine(box.get(close.mlbamId) ?? null);
      if (settled.outcome === 'void') {
        voids++;
        continue;
      }
      const prices = Object.fromEntries(Object.entries(close.prices).sort(([a], [b]) => a.localeCompare(b)));
      hitters.push({
        mlbamId: close.mlbamId,
        starter: close.starter,
        ...(close.pHr === undefined ? {} : { pHr: close.pHr }),
        homered: settled.outcome === 'homered',
        prices,
      });
    }
    hitters.sort((a, b) => a.mlbamId - b.mlbamId);
    graded.push({ date: day.date, gameId, firstPitch: game.firstPitch, gradedAt, hitters, voids });
  }
  return graded.sort((a, b) => a.gameId.localeCompare(b.gameId));
}

/**
 * The log with the archived days' games dated before `before` that can newly be graded appended (in date
 * and game order), every game already in it kept as it was: the log is append-only, a box score
 * corrected later does not change a graded game. Only days the results input covers are read.
 */
export function appendToMarketLog(
  previous: MarketLog | null,
  archive: readonly HistoryDay[],
  results: readonly RawGameResult[],
  before: string,
  gradedAt: string,
): { log: MarketLog; added: LoggedGame[] } {
  const games = previous?.games ?? [];
  const logged = new Set(games.map((g) => gameKey(g.date, g.gameId)));
  const covered = new Set(results.map((r) => r.date));
  const added = [...archive]
    .filter((day) => day.date < before && covered.has(day.date))
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((day) => gradeDay(day, results, gradedAt, logged));
  return { log: { schemaVersion: SCHEMA_VERSION, games: [...games, ...added] }, added };
}

/** The log's graded prices, one per hitter, game and book, as the market calibration reads them. */
export function logPrices(log: MarketLog): GradedPrice[] {
  return log.games.flatMap((game) =>
    game.hitters.flatMap((h) =>
      Object.entries(h.prices).map(([book, american]) => ({
        date: game.date,
        gameId: game.gameId,
        mlbamId: h.mlbamId,
        book,
        group: h.starter ? ('starters' as const) : ('others' as const),
        implied: impliedFromAmerican(american),
        homered: h.homered,
      })),
    ),
  );
}

/** What the morning build does with the market: the log with the newly graded games, and the card refit on it to price `date`. */
export interface NightlyMarket {
  log: MarketLog;
  added: LoggedGame[];
  pricingCard: MarketCard;
}

/**
 * The morning build's market step: the archived nights before the slate graded into the log, and the
 * committed card refit on the log's prices before the slate (refitMarketCard: a book and group keep the
 * card's line until the window holds enough of their graded prices).
 */
export function nightlyMarket(input: {
  card: MarketCard;
  previous: MarketLog | null;
  archive: readonly HistoryDay[];
  results: readonly RawGameResult[];
  date: string;
  builtAt: string;
}): NightlyMarket {
  const { log, added } = appendToMarketLog(input.previous, input.archive, input.results, input.date, input.builtAt);
  return { log, added, pricingCard: refitMarketCard(input.card, logPrices(log), input.date) };
}
