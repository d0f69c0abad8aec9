/** picks.json: the Confident and Punt picks among today's projected batters. */
import { SCHEMA_VERSION, type PicksFile, type ProjectedBatter } from '../../../domain/contracts/index.ts';
import { selectPicks } from '../picks.ts';

export function buildPicksFile(date: string, batters: readonly ProjectedBatter[]): PicksFile {
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
  return { schemaVersion: SCHEMA_VERSION, date, ...picks };
}
