/** lineups.json: today's games as the join assembled them (see slate-games.ts). */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { absenceOf } from '../slate-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildLineupsFile: Builder<'lineups.json'> = (join) => {
  const { date, games, inputs } = join;
  return slateFile('lineups.json', {
    schemaVersion: SCHEMA_VERSION,
    date,
    games,
    absence: games.length ? null : absenceOf(inputs, ['lineups'], 'Lineups'),
  });
};
