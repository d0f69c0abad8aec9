/**
 * bvp.json: the batter-vs-pitcher career lines. A row's id is its position in the
 * input; a row without a team takes the team of the projected batter of that name
 * (the page searches by team). bvp-today.json: the rows of today's pairs (todaysPairs).
 */
import { SCHEMA_VERSION, type BvpRow, type TeamMatchup } from '../../../domain/contracts/index.ts';
import { normaliseTeam } from '../../../domain/teams.ts';
import { buildNameIndex, matchKey } from '../matching.ts';
import { absenceOf } from '../slate-join.ts';
import { lookupOne } from '../stat-join.ts';
import { slateFile, type Builder } from './shape.ts';

export const buildBvpFile: Builder<'bvp.json'> = (join, context) => {
  const { batters } = context.built('projections.json').data;
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
  return slateFile('bvp.json', {
    schemaVersion: SCHEMA_VERSION,
    date: join.date,
    rows,
    absence: absenceOf(join.inputs, ['bvp'], 'Batter vs. pitcher history'),
  });
};

/**
 * Today's pairs: the rows whose batter is in a team's lineup today and whose pitcher is that
 * team's opposing starter or one of its opposing bullpen arms. Names are compared by `key`
 * (the matching rules' key: accents, case and aliases do not matter); a row that names a team
 * must name the lineup's team, so a namesake on another club is left out. Keeps the rows' order.
 */
export function todaysPairs(rows: readonly BvpRow[], teams: readonly TeamMatchup[], key: (name: string) => string): BvpRow[] {
  // Per batter key, per club he bats for today, the keys of the pitchers he faces.
  const pairs = new Map<string, Map<string, Set<string>>>();
  for (const team of teams) {
    const pitchers = [team.opposingStarter, ...team.opposingBullpen].flatMap((p) => (p ? [key(p.name)] : [])).filter((k) => k !== '');
    for (const batter of team.lineup) {
      const batterKey = key(batter.name);
      if (batterKey === '') continue;
      let byTeam = pairs.get(batterKey);
      if (!byTeam) pairs.set(batterKey, (byTeam = new Map()));
      let set = byTeam.get(team.team);
      if (!set) byTeam.set(team.team, (set = new Set()));
      for (const p of pitchers) set.add(p);
    }
  }
  const teamOf = new Map<string, string>();
  return rows.filter((row) => {
    const byTeam = pairs.get(key(row.batter));
    if (byTeam === undefined) return false;
    const pitcherKey = key(row.pitcher);
    if (row.team === '') {
      for (const set of byTeam.values()) if (set.has(pitcherKey)) return true;
      return false;
    }
    let rowTeam = teamOf.get(row.team);
    if (rowTeam === undefined) teamOf.set(row.team, (rowTeam = normaliseTeam(row.team) ?? row.team));
    return byTeam.get(rowTeam)?.has(pitcherKey) ?? false;
  });
}

/**
 * bvp-today.json from bvp.json and today's matchups as published (display names on both), so it is
 * also rebuilt from a kept bvp.json (core/last-good.ts).
 */
export const buildBvpTodayFile: Builder<'bvp-today.json'> = (join, context) => {
  const bvp = context.published('bvp.json').data;
  const { teams } = context.published('matchups.json').data;
  const rows = todaysPairs(bvp.rows, teams, (name) => matchKey(name, join.names));
  return slateFile('bvp-today.json', { schemaVersion: SCHEMA_VERSION, date: bvp.date, rows, historyRows: bvp.rows.length, absence: bvp.absence });
};
