/**
 * Type tests of the error catalogue, checked by `npm run typecheck` (never run): each
 * line must stay a compile error, else its @ts-expect-error is itself reported.
 */
import { LongballError } from '../../../pipeline/errors.ts';
export function detailsThatDoNotCompile(): LongballError[] {
  return [
    // @ts-expect-error a required detail is missing
    new LongballError('CSV_EMPTY', {}),
    // @ts-expect-error a detail of the wrong type (line is a number)
    new LongballError('CSV_MALFORMED', { file: 'a.csv', line: '2', reason: 'x' }),
    // @ts-expect-error a detail the code does not read
    new LongballError('BAD_DATE', { value: '2026-13-01', option: '--date' }),
    // @ts-expect-error a raw header line where the header's cells are required
    new LongballError('CSV_MISSING_COLUMN', { file: 'a.csv', column: 'x', accepted: ['x'], header: 'a,b,c' }),
    // @ts-expect-error details are required for a code that reads some
    new LongballError('RAW_DIR_MISSING'),
  ];
}
