/**
 * bvp.json: the batter-vs-pitcher career lines. A row's id is its position in the
 * input; a row without a team takes the team of the projected batter of that name
 * (the page searches by team).
 */
import { SCHEMA_VERSION, type BvpFile, type BvpRow, type ProjectedBatter } from '../../../domain/contracts/index.ts';
import { buildNameIndex } from '../matching.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';
import { lookupOne } from '../stat-join.ts';

export function buildBvpFile(join: Pick<SlateJoin, 'date' | 'inputs' | 'names'>, batters: readonly ProjectedBatter[]): BvpFile {
  const hitterTeamIndex = buildNameIndex(
    batters.map((b) => ({ name: b.name, team: null, mlbamId: null, realTeam: b.team })),
    join.names,
  );
  const rows: BvpRow[] = join.inputs.bvp.rows.map((r, id) => ({
    id,
    batter: r.batter,
    pitcher: r.pitcher,
    player: r.player || r.batter,
    team: r.team || lookupOne(hitterTeamIndex, { name: r.batter, team: null, mlbamId: null })?.realTeam || '',
    PA: r.PA,
    AB: r.AB,
    H: r.H,
    '1B': r['1B'],
    '2B': r['2B'],
    '3B': r['3B'],
    HR: r.HR,
    BB: r.BB,
    SO: r.SO,
    AVG: r.AVG,
    OBP: r.OBP,
    SLG: r.SLG,
  }));
  return { schemaVersion: SCHEMA_VERSION, date: join.date, rows, absence: absenceOf(join.inputs, ['bvp'], 'Batter vs. pitcher history') };
}
