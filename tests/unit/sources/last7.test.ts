import { describe, expect, it } from 'vitest';
import { parseLast7 } from '../../../pipeline/sources/last7.ts';
import { utf8 } from './helpers.ts';

describe('parseLast7', () => {
  const file = 'last7references.csv';

  it('reads headerless name,team,AB,H,HR,AVG,SLG rows', () => {
    const parsed = parseLast7(file, utf8('Nate Holloway,NYY,24,8,3,.333,.792\nLuis Ferrán,KCR,20,4,0,.200,.250\nTyson Earle,,18,5,1,.278,null\n'));
    expect(parsed.format).toBe('last7-headerless');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows).toEqual([
      { name: 'Nate Holloway', team: 'NYY', ab: 24, h: 8, hr: 3, avg: 0.333, slg: 0.792, line: 1 },
      { name: 'Luis Ferrán', team: 'KC', ab: 20, h: 4, hr: 0, avg: 0.2, slg: 0.25, line: 2 },
      { name: 'Tyson Earle', team: null, ab: 18, h: 5, hr: 1, avg: 0.278, slg: null, line: 3 },
    ]);
  });

  it('skips a header line at the top with a warning instead of rejecting it', () => {
    const parsed = parseLast7(file, utf8('name,team,AB,H,HR,AVG,SLG\nNate Holloway,NYY,24,8,3,.333,.792\n'));
    expect(parsed.rowsRead).toBe(1);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.warnings).toEqual(['line 1 is a header ("name,team,AB,H,HR,AVG,SLG") in a file read without one; it was skipped']);
  });
});
