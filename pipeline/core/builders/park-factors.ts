/** park-factors.json: the Savant park rows (see core/park-factors.ts), labelled with their year. */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { PARK_YEAR_DEFAULT_LABEL } from '../../../domain/spec-constants.ts';
import { absenceOf } from '../slate-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildParkFactorsFile: Builder<'park-factors.json'> = (join) => {
  const { date, parkRows } = join;
  return slateFile('park-factors.json', {
    schemaVersion: SCHEMA_VERSION,
    date,
    yearLabel: parkRows[0]?.year || PARK_YEAR_DEFAULT_LABEL,
    parks: parkRows,
    absence: absenceOf(join.inputs, ['savant-park-factors'], 'Park factors'),
  });
};
