/** lineups.json: today's games as the join assembled them (see slate-games.ts). */
import { SCHEMA_VERSION, type LineupsFile } from '../../../domain/contracts/index.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';

export function buildLineupsFile(join: Pick<SlateJoin, 'date' | 'games' | 'inputs'>): LineupsFile {
  const { date, games, inputs } = join;
  return { schemaVersion: SCHEMA_VERSION, date, games, absence: games.length ? null : absenceOf(inputs, ['lineups'], 'Lineups') };
}
