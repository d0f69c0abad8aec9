import { describe, expect, it } from 'vitest';
import { withinHistoryWindow } from '../../../pipeline/core/history-window.ts';
import { parseMlbHistoryBatting, parseMlbHistoryPitching } from '../../../pipeline/sources/mlb-history.ts';
import { catchLongball, utf8 } from './helpers.ts';

const battingHeader = 'season,playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops';
const pitchingHeader = 'season,playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era';

describe('parseMlbHistoryBatting', () => {
  it('keeps every season of a player (one row per player and season), with the season on the row', () => {
    const csv = [
      battingHeader,
      '2025,700101,Ramón Quiñones,SF,140,588,530,144,31,.272,.341,.512,.853',
      '2024,700101,Ramón Quiñones,SD,120,450,410,100,18,.244,.300,.420,.720',
      '2023,700101,Ramón Quiñones,SD,60,200,180,40,5,.222,.280,.350,.630',
      '2025,700104,Theo Vance,ATH,101,390,350,88,9,.251,.318,.389,.707',
    ].join('\n');
    const parsed = parseMlbHistoryBatting('mlb_history_batting.csv', utf8(csv));
    expect(parsed.format).toBe('mlb-stats-api-history');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((r) => [r.mlbamId, r.season, r.team, r.stats.PA, r.stats.HR])).toEqual([
      [700101, 2025, 'SF', 588, 31],
      [700101, 2024, 'SD', 450, 18],
      [700101, 2023, 'SD', 200, 5],
      [700104, 2025, 'ATH', 390, 9],
    ]);
  });

  it('rejects the same player twice in one season and a value outside its bound, naming line, column and value', () => {
    const csv = [
      battingHeader,
      '2025,700101,Ramón Quiñones,SF,140,588,530,144,31,.272,.341,.512,.853',
      '2025,700101,Ramón Quiñones,SF,140,588,530,144,31,.272,.341,.512,.853',
      '2024,700104,Theo Vance,ATH,101,390,350,88,900,.251,.318,.389,.707',
    ].join('\n');
    const parsed = parseMlbHistoryBatting('mlb_history_batting.csv', utf8(csv));
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rejected[0]).toMatchObject({ file: 'mlb_history_batting.csv', line: 3 });
    expect(parsed.rejected[0]!.reason).toMatch(/duplicate/);
    expect(parsed.rejected[1]).toMatchObject({ line: 4, column: 'homeRuns' });
    expect(parsed.rejected[1]!.reason).toMatch(/900/);
  });

  it('requires a season column (without one it is not a history file)', () => {
    const error = catchLongball(() =>
      parseMlbHistoryBatting('mlb_history_batting.csv', utf8(`${battingHeader.slice('season,'.length)}\n700101,A B,SF,1,1,1,0,0,.000,.000,.000,.000\n`)),
    );
    expect(error.message).toMatch(/season/i);
  });

  it('reads a FanGraphs batting export over several seasons (Season, Name, Team, PA, HR, MLBAMID)', () => {
    const csv = ['Season,Name,Team,G,PA,HR,AVG,MLBAMID', '2025,Aaron Judge,NYY,150,650,50,.300,592450', '2024,Aaron Judge,NYY,158,704,58,.322,592450'].join(
      '\n',
    );
    const parsed = parseMlbHistoryBatting('mlb_history_batting.csv', utf8(csv));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => [r.season, r.stats.PA, r.stats.HR])).toEqual([
      [2025, 650, 50],
      [2024, 704, 58],
    ]);
  });
});

describe('parseMlbHistoryPitching', () => {
  it('reads batters faced as PA and home runs allowed as HR, per season', () => {
    const csv = [pitchingHeader, '2025,810002,Pitcher Number2,BOS,17,17,95.1,401,13,3.62', '2024,810002,Pitcher Number2,BOS,30,30,180.2,760,22,3.90'].join(
      '\n',
    );
    const parsed = parseMlbHistoryPitching('mlb_history_pitching.csv', utf8(csv));
    expect(parsed.format).toBe('mlb-stats-api-history-pitching');
    expect(parsed.rows.map((r) => [r.season, r.stats.PA, r.stats.HR])).toEqual([
      [2025, 401, 13],
      [2024, 760, 22],
    ]);
  });
});

describe('withinHistoryWindow', () => {
  it("keeps the three seasons before the slate's and rejects the others with file, line, column and value", () => {
    const csv = [
      battingHeader,
      '2026,700101,A One,SF,10,40,36,9,2,.250,.300,.400,.700',
      '2025,700101,A One,SF,140,588,530,144,31,.272,.341,.512,.853',
      '2023,700101,A One,SF,140,588,530,144,31,.272,.341,.512,.853',
      '2022,700101,A One,SF,140,588,530,144,31,.272,.341,.512,.853',
    ].join('\n');
    const parsed = parseMlbHistoryBatting('mlb_history_batting.csv', utf8(csv));
    const input = { file: 'mlb_history_batting.csv', rows: parsed.rows, rejected: parsed.rejected };
    const windowed = withinHistoryWindow(input, 2026);
    expect(windowed.rows.map((r) => r.season)).toEqual([2025, 2023]);
    expect(windowed.rejected).toEqual([
      { file: 'mlb_history_batting.csv', line: 2, column: 'season', reason: "season 2026 is not one of the 3 seasons before the slate's (2023-2025)" },
      { file: 'mlb_history_batting.csv', line: 5, column: 'season', reason: "season 2022 is not one of the 3 seasons before the slate's (2023-2025)" },
    ]);
    // Nothing outside the window: the same input back.
    expect(withinHistoryWindow(windowed, 2026)).toBe(windowed);
  });
});
