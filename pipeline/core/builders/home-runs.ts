/**
 * home-runs.json: the season's home runs before the slate date, and the count by
 * park. A park's venue is today's game venue where there is one, else the park row's.
 */
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { buildHomeRuns } from '../home-runs.ts';
import { absenceOf } from '../slate-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildHomeRunsFile: Builder<'home-runs.json'> = (join) => {
  const { date, season, inputs } = join;
  const venueByTeam = new Map(join.parkRows.map((p) => [p.team, p.venue]));
  for (const g of join.games) if (g.venue) venueByTeam.set(g.home.team, g.venue);
  const rows = inputs['home-runs'].rows.filter((h) => h.date < date && h.date.startsWith(String(season)));
  const { homeRuns, byPark } = buildHomeRuns(rows, venueByTeam, season);
  const absence = absenceOf(inputs, ['home-runs'], 'Home-run events');
  return slateFile('home-runs.json', { schemaVersion: SCHEMA_VERSION, date, season, homeRuns, byPark, absence });
};
