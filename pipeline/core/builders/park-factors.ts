/** park-factors.json: the Savant park rows (see core/park-factors.ts), labelled with their year. */
import { SCHEMA_VERSION, type ParkFactorsFile } from '../../../domain/contracts/index.ts';
import { PARK_YEAR_DEFAULT_LABEL } from '../../../domain/spec-constants.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';

export function buildParkFactorsFile(join: Pick<SlateJoin, 'date' | 'inputs' | 'parkRows'>): ParkFactorsFile {
  const { date, parkRows } = join;
  return {
    schemaVersion: SCHEMA_VERSION,
    date,
    yearLabel: parkRows[0]?.year || PARK_YEAR_DEFAULT_LABEL,
    parks: parkRows,
    absence: absenceOf(join.inputs, ['savant-park-factors'], 'Park factors'),
  };
}
