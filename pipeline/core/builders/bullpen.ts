/** bullpen.json: the depth-chart entries (see core/bullpen.ts) with the labels of their six usage days. */
import { SCHEMA_VERSION, type BullpenFile } from '../../../domain/contracts/index.ts';
import { buildBullpen, usageDayLabels } from '../bullpen.ts';
import { absenceOf } from '../slate-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildBullpenFile: Builder<'bullpen.json'> = (join) => {
  const { date, inputs } = join;
  const file: BullpenFile = {
    schemaVersion: SCHEMA_VERSION,
    date,
    usageDays: usageDayLabels(date),
    entries: buildBullpen(inputs.bullpen.rows),
    absence: absenceOf(inputs, ['bullpen'], 'Bullpen data'),
  };
  return slateFile('bullpen.json', file);
};
