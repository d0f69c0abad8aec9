/**
 * calculator.json: today's hitters first (with their park and weather, and their HR Chance), then every
 * other batter of the FanGraphs table with his season figures and the neutral park
 * and temperature. Its lookups are not part of the join report.
 */
import { SCHEMA_VERSION, type CalculatorPlayer } from '../../../domain/contracts/index.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, CALCULATOR_NORMALISATIONS, CALCULATOR_PRESETS, MODEL_DEFAULTS } from '../../../domain/spec-constants.ts';
import { absenceOf, statRowsOf, type SlateJoin } from '../slate-join.ts';
import { hitterFigures, last7Figures, lookupOne, matchAcrossSources, round } from '../stat-join.ts';
import { playerId, roundOrNull } from './figures.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildCalculatorFile: Builder<'calculator.json'> = (join, context) => {
  const { batters } = context.built('projections.json').data;
  const { seasonFigures } = context.notes;
  const players: CalculatorPlayer[] = batters.map((b) => {
    // A batter whose reference is unchanged (it had its id before matching) has the same matches, so the same figures.
    const known = seasonFigures.get(b);
    const f =
      known && known.ref.name === b.name && known.ref.team === b.team && known.ref.mlbamId === b.mlbamId
        ? known.figures
        : hitterFigures(matchAcrossSources({ name: b.name, team: b.team, mlbamId: b.mlbamId }, join.batterSources));
    return {
      id: b.id,
      name: b.name,
      team: b.team,
      playingToday: true,
      pHr: b.pHr,
      factors: {
        hrRate: roundOrNull(f.seasonHrRate, 4),
        isoRate: roundOrNull(f.iso, 3),
        barrelRate: b.barrelRate,
        exitVelo: b.exitVelo,
        launchAngle: b.launchAngle,
        parkFactor: round(b.parkFactor * 100, 1),
        recentPerformance: b.hrRate,
        temperature: b.temperature,
      },
    };
  });
  players.push(...otherBatters(join, new Set(players.map((p) => p.id))));
  players.sort((a, b) => Number(b.playingToday) - Number(a.playingToday) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return slateFile('calculator.json', {
    schemaVersion: SCHEMA_VERSION,
    date: join.date,
    defaultWeights: CALCULATOR_DEFAULT_WEIGHTS,
    normalisations: CALCULATOR_NORMALISATIONS,
    presets: [...CALCULATOR_PRESETS],
    players,
    absence: absenceOf(join.inputs, ['fangraphs-stats', 'savant-batter-ev'], 'Some calculator inputs are'),
  });
};

/** The FanGraphs batters not playing today, each once (by player id). */
function otherBatters(join: SlateJoin, seen: Set<string>): CalculatorPlayer[] {
  const players: CalculatorPlayer[] = [];
  for (const row of statRowsOf(join.inputs, 'fangraphs-stats')) {
    const id = playerId(row.name, row.team, row.mlbamId, join.names);
    if (seen.has(id)) continue;
    seen.add(id);
    const ref = { name: row.name, team: row.team, mlbamId: row.mlbamId };
    const f = hitterFigures(matchAcrossSources(ref, join.batterSources));
    const recent = last7Figures(lookupOne(join.last7Index, ref));
    players.push({
      id,
      name: row.name,
      team: row.team,
      playingToday: false,
      pHr: null,
      factors: {
        hrRate: roundOrNull(f.seasonHrRate, 4),
        isoRate: roundOrNull(f.iso, 3),
        barrelRate: roundOrNull(f.barrelRate, 1),
        exitVelo: roundOrNull(f.exitVelo, 1),
        launchAngle: roundOrNull(f.launchAngle, 1),
        parkFactor: MODEL_DEFAULTS.parkFactor * 100,
        recentPerformance: roundOrNull(recent.hrRate, 4),
        temperature: MODEL_DEFAULTS.temperature,
      },
    });
  }
  return players;
}
