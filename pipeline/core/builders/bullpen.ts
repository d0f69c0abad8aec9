/** bullpen.json: the depth-chart entries (see core/bullpen.ts) with the labels of their six usage days. */
import { SCHEMA_VERSION, type BullpenFile } from '../../../domain/contracts/index.ts';
import { buildBullpen, usageDayLabels } from '../bullpen.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';

export function buildBullpenFile(join: Pick<SlateJoin, 'date' | 'inputs'>): BullpenFile {
  const { date, inputs } = join;
  return {
    schemaVersion: SCHEMA_VERSION,
    date,
    usageDays: usageDayLabels(date),
    entries: buildBullpen(inputs.bullpen.rows),
    absence: absenceOf(inputs, ['bullpen'], 'Bullpen data'),
  };
}
