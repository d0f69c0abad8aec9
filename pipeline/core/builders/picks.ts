/**
 * picks.json: the Confident and Punt picks among today's projected batters, each with its row's
 * doubleheader number and money figures at the row's best price (the same player in the same game).
 */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { selectPicks } from '../picks.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildPicksFile: Builder<'picks.json'> = (_join, context) => {
  const { batters } = context.built('projections.json').data;
  const picks = selectPicks(
    batters.map((b) => ({
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
  return slateFile('picks.json', { schemaVersion: SCHEMA_VERSION, date: context.date, ...picks });
};
