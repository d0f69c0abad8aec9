import { describe, expect, it } from 'vitest';
import { parseRazzball } from '../../../pipeline/sources/razzball.ts';
import { utf8 } from './helpers.ts';

describe('parseRazzball', () => {
  const file = 'razzball.csv';

  it('reads percent columns whose values are all <= 1 as fractions (x100) and says so', () => {
    const csv = [
      'Name,Team,PA,AB,HR,AVG,SLG,ISO,K%,Barrel%',
      'Nate Holloway,NYY,600,540,35,.262,.520,.258,0.241,0.142',
      'Luis Ferrán,KC,550,500,18,.281,.430,.149,0.155,0.071',
    ].join('\n');
    const parsed = parseRazzball(file, utf8(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => r.stats)).toEqual([
      { PA: 600, AB: 540, HR: 35, AVG: 0.262, SLG: 0.52, ISO: 0.258, 'K%': 24.1, 'Barrel%': 14.2 },
      { PA: 550, AB: 500, HR: 18, AVG: 0.281, SLG: 0.43, ISO: 0.149, 'K%': 15.5, 'Barrel%': 7.1 },
    ]);
    expect(parsed.warnings).toEqual(['percent columns read as fractions (every value <= 1) and multiplied by 100: K%, Barrel%']);
  });

  it('reads a percent column with any value above 1 as 0-100, per column', () => {
    const csv = ['Name,Team,HR,K%,Barrel%', 'Nate Holloway,NYY,35,24.1,0.142', 'Luis Ferrán,KCR,18,15.5,0.071'].join('\n');
    const parsed = parseRazzball(file, utf8(csv));
    expect(parsed.rows.map((r) => [r.team, r.stats['K%'], r.stats['Barrel%']])).toEqual([
      ['NYY', 24.1, 14.2],
      ['KC', 15.5, 7.1],
    ]);
    expect(parsed.warnings).toEqual([
      'percent columns read as fractions (every value <= 1) and multiplied by 100: Barrel%',
      'percent columns read as 0-100: K%',
    ]);
  });
});
