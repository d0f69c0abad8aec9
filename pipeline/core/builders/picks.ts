/** picks.json: the Confident and Punt picks among today's projected batters, and the Value list beside them. */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { selectPicks } from '../picks.ts';
import { selectValuePicks } from '../value-picks.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildPicksFile: Builder<'picks.json'> = (_join, context) => {
  const { batters } = context.built('projections.json').data;
  const picks = selectPicks(
    batters.map((b) => ({
      id: b.id,
      name: b.name,
      team: b.team,
      gameId: b.gameId,
      hrProbability: b.hrProbability,
      barrelRate: b.barrelRate,
      hardHitRate: b.hardHitRate,
      exitVelo: b.exitVelo,
      opponent: b.opponent,
      oddsAmerican: b.oddsAmerican,
      pHr: b.pHr,
    })),
  );
  const value = selectValuePicks(batters);
  return slateFile('picks.json', { schemaVersion: SCHEMA_VERSION, date: context.date, ...picks, value });
};
