/** bullpen.json: the depth-chart entries (see core/bullpen.ts) with the labels of their six usage days and each pitcher's HR/9. */
import { SCHEMA_VERSION, type BullpenFile } from '../../../domain/contracts/index.ts';
import { buildBullpen, usageDayLabels } from '../bullpen.ts';
import { absenceOf } from '../slate-join.ts';
import { matchAcrossSources, pitcherRates } from '../stat-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildBullpenFile: Builder<'bullpen.json'> = (join) => {
  const { date, inputs } = join;
  const file: BullpenFile = {
    schemaVersion: SCHEMA_VERSION,
    date,
    usageDays: usageDayLabels(date),
    // The bullpen input has no home runs: each pitcher's HR/9 comes from the pitching tables.
    entries: buildBullpen(
      inputs.bullpen.rows,
      (entry) => pitcherRates(matchAcrossSources(join.identifyPitcher({ name: entry.player, team: entry.team, mlbamId: null }), join.pitcherSources)).hr9,
    ),
    absence: absenceOf(inputs, ['bullpen'], 'Bullpen data'),
  };
  return slateFile('bullpen.json', file);
};
