import { describe, expect, it } from 'vitest';
import { parseMlbPitching, parseMlbStats } from '../../../pipeline/sources/mlb-stats.ts';
import { utf8 } from './helpers.ts';

describe('parseMlbStats', () => {
  it('reads the Stats API hitting table: playerId is MLBAM, ".272" strings, full team names and teamCode forms', () => {
    const csv = [
      'playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops',
      '700101,Ramón Quiñones,San Francisco Giants,140,588,530,144,31,".272",".341",".512",".853"',
      '700104,Theo Vance,ath,101,390,350,88,9,.251,.318,.389,.707',
      '700105,Marcus Ybarra,nya,12,30,28,7,1,.250,.267,.393,.660',
    ].join('\n');
    const parsed = parseMlbStats('mlb_stats.csv', utf8(csv));
    expect(parsed.format).toBe('mlb-stats-api');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => [r.name, r.team, r.mlbamId])).toEqual([
      ['Ramón Quiñones', 'SF', 700101],
      ['Theo Vance', 'ATH', 700104],
      ['Marcus Ybarra', 'NYY', 700105],
    ]);
    expect(parsed.rows[0]?.stats).toEqual({ G: 140, PA: 588, AB: 530, H: 144, HR: 31, AVG: 0.272, OBP: 0.341, SLG: 0.512 });
  });
});

describe('parseMlbPitching', () => {
  const header = 'playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era';

  it('reads the Stats API pitching table: innings in thirds, batters faced as PA, home runs allowed as HR', () => {
    const parsed = parseMlbPitching('mlb_pitching.csv', utf8(`${header}\n810002,Pitcher Number2,BOS,17,17,95.1,401,13,3.62\n`));
    expect(parsed.format).toBe('mlb-stats-api-pitching');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ name: 'Pitcher Number2', team: 'BOS', mlbamId: 810002 });
    expect(parsed.rows[0]!.stats).toEqual({ G: 17, GS: 17, IP: 95 + 1 / 3, PA: 401, HR: 13, ERA: 3.62 });
  });

  it('rejects a value outside its bound, naming the line, column and value', () => {
    const parsed = parseMlbPitching('mlb_pitching.csv', utf8(`${header}\n810002,Pitcher Number2,BOS,17,17,95.1,401,130,3.62\n`));
    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected[0]).toMatchObject({ line: 2, column: 'homeRuns' });
    expect(parsed.rejected[0]!.reason).toMatch(/130/);
  });
});
