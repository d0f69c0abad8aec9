/** Plausibility bounds at their edges: the value at a bound is accepted, just outside is a counted reject naming column, value and range. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundsTable } from '../../../pipeline/sources/bounds.ts';
import { parseFangraphsBatters } from '../../../pipeline/sources/fangraphs.ts';
import { parseHomeRunsCsv } from '../../../pipeline/sources/home-runs.ts';
import { parseLast7 } from '../../../pipeline/sources/last7.ts';
import { limitsTable } from '../../../pipeline/sources/limits.ts';
import { parseMlbStats } from '../../../pipeline/sources/mlb-stats.ts';
import { utf8 } from './helpers.ts';

const fg = (column: string, value: string) => parseFangraphsBatters('fangraphs-stats.csv', utf8(`Name,Team,${column}\nNate Holloway,NYY,${value}\n`));
const reasons = (parsed: { rejected: { column: string | null; reason: string }[] }) => parsed.rejected.map((r) => `${r.column}: ${r.reason}`);

describe('plausibility bounds at their edges', () => {
  it.each([
    ['EV', '40', '39.9', 'EV: column "EV": 39.9 is out of range [40, 125] (mph)'],
    ['EV', '125', '125.1', 'EV: column "EV": 125.1 is out of range [40, 125] (mph)'],
    ['EV', '92.1', '-93.3', 'EV: column "EV": -93.3 is out of range [40, 125] (mph)'],
    ['LA', '-90', '-90.5', 'LA: column "LA": -90.5 is out of range [-90, 90] (degrees)'],
    ['LA', '90', '91', 'LA: column "LA": 91 is out of range [-90, 90] (degrees)'],
    ['AVG', '1', '1.001', 'AVG: column "AVG": 1.001 is out of range [0, 1] (fraction)'],
    ['AVG', '0', '-.478', 'AVG: column "AVG": -0.478 is out of range [0, 1] (fraction)'],
    ['SLG', '4', '4.01', 'SLG: column "SLG": 4.01 is out of range [0, 4] (fraction)'],
    ['HR', '0', '-1', 'HR: column "HR": "-1" is negative'],
    ['HR', '100', '101', 'HR: column "HR": 101 is out of range [0, 100] (count)'],
    ['Barrel%', '1', '1.01', 'Barrel%: column "Barrel%": "1.01" is out of range for a fraction (0-1)'],
  ])('%s: %s accepted, %s rejected', (column, inside, outside, reason) => {
    expect(fg(column, inside).rejected).toEqual([]);
    expect(fg(column, inside).rows).toHaveLength(1);
    const bad = fg(column, outside);
    expect(bad.rows).toHaveLength(0);
    expect(reasons(bad)).toEqual([reason]);
    expect(bad.rejected[0]?.line).toBe(2);
  });

  it('"47.8%" in a fraction column is rejected by the one rule (never 47.8, never a pick)', () => {
    const stats = parseMlbStats('mlb_stats.csv', utf8('playerId,fullName,team,avg\n700104,Nate Holloway,NYY,47.8%\n'));
    expect(reasons(stats)).toEqual(['avg: column "avg": 47.8% is a percent, but this column is a fraction in [0, 1]']);
    const last7 = parseLast7('last7references.csv', utf8('Nate Holloway,NYY,24,8,3,47.8%,.792\n'));
    expect(reasons(last7)).toEqual(['AVG: column "AVG": 47.8% is a percent, but this column is a fraction in [0, 1]']);
  });

  it('a percent sign in a percent column is that percent', () => {
    expect(fg('K%', '47.8%').rows[0]?.stats['K%']).toBe(47.8);
  });

  it('H may not exceed AB', () => {
    const parsed = parseMlbStats('mlb_stats.csv', utf8('playerId,fullName,team,atBats,hits\n700104,Nate Holloway,NYY,10,10\n700105,Luis Ferrán,KC,10,11\n'));
    expect(parsed.rows).toHaveLength(1);
    expect(reasons(parsed)).toEqual(['H: H 11 is more than AB 10']);
  });

  it('home-run exit velocity and launch angle are bounded too', () => {
    const header = 'date,game_pk,at_bat_number,batter_name,team,launch_speed,launch_angle\n';
    const parsed = parseHomeRunsCsv(
      'home_runs.csv',
      utf8(`${header}2026-06-14,1,1,Ann Bell,NYY,125,-90\n2026-06-14,1,2,Ann Bell,NYY,125.1,30\n2026-06-14,1,3,Ann Bell,NYY,100,90.5\n`),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(reasons(parsed)).toEqual([
      'launch_speed: column "launch_speed": 125.1 is out of range [40, 125] (mph)',
      'launch_angle: column "launch_angle": 90.5 is out of range [-90, 90] (degrees)',
    ]);
  });

  it('docs/inputs.md states the bounds and the size limits as the code has them', () => {
    const docs = readFileSync(new URL('../../../docs/inputs.md', import.meta.url), 'utf8');
    expect(docs).toContain(boundsTable());
    expect(docs).toContain(limitsTable());
  });
});
