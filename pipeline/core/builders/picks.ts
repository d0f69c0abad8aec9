/**
 * picks.json: the Confident, Punt and Value picks among today's projected batters whose game has
 * not begun at this run's time (docs/product.md#picks): a run after a game's first pitch makes no
 * new pick in it (the archive keeps the picks locked before it). Each pick carries its row's
 * doubleheader number and money figures at the row's best price (the same player in the same game).
 */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { selectPicks } from '../picks.ts';
import { selectValuePicks } from '../value-picks.ts';
import { slateFile, type Builder } from './shape.ts';

/** Whether a game is still ahead at `at`: its first pitch is later, or not known. */
export function notStartedAt(gameTime: string | null, at: string): boolean {
  const firstPitch = gameTime === null ? Number.NaN : Date.parse(gameTime);
  return Number.isNaN(firstPitch) || firstPitch > Date.parse(at);
}

export const buildPicksFile: Builder<'picks.json'> = (_join, context) => {
  const open = context.built('projections.json').data.batters.filter((b) => notStartedAt(b.gameTime, context.options.builtAt));
  const picks = selectPicks(
    open.map((b) => ({
      id: b.id,
      name: b.name,
      team: b.team,
      gameId: b.gameId,
      gameNumber: b.gameNumber,
      hrProbability: b.hrProbability,
      barrelRate: b.barrelRate,
      hardHitRate: b.hardHitRate,
      exitVelo: b.exitVelo,
      opponent: b.opponent,
      oddsAmerican: b.oddsAmerican,
      oddsBook: b.oddsBook,
      fairProbability: b.fairProbability,
      edge: b.edge,
      evPerDollar: b.evPerDollar,
      pHr: b.pHr,
    })),
  );
  const value = selectValuePicks(open);
  return slateFile('picks.json', { schemaVersion: SCHEMA_VERSION, date: context.date, ...picks, value });
};
