/** rv-comparison.json: each hitter's pitch-type run values against his opposing starter's (see core/rv-comparison.ts). */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { buildRvComparison } from '../rv-comparison.ts';
import { absenceOf } from '../slate-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildRvComparisonFile: Builder<'rv-comparison.json'> = (join, context) => {
  const { teams } = context.built('matchups.json').data;
  const rv = buildRvComparison(
    teams.flatMap((t) => {
      const starter = t.opposingStarter;
      if (!starter?.pitches) return [];
      const pitcherPitches = starter.pitches;
      return t.lineup.flatMap((b) =>
        b.pitches === null ? [] : [{ batter: b.name, team: t.team, pitcher: starter.name, batterPitches: b.pitches, pitcherPitches }],
      );
    }),
  );
  return slateFile('rv-comparison.json', {
    schemaVersion: SCHEMA_VERSION,
    date: join.date,
    ...rv,
    absence: absenceOf(join.inputs, ['savant-batter-arsenal', 'savant-pitcher-arsenal'], 'Run-value comparison'),
  });
};
