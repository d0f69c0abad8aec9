/** Reading a PA log: every bad value stops the read with its file, line, column and value. */
import { gzipSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, loadTextFile, PA_LOG_COLUMNS, parseNeutralSites, parsePaLog, readPaLog } from '../../../pipeline/sources/pa-log.ts';
import { syntheticPaLog } from '../../../scripts/synthetic-pa-log.ts';
import { catchLongball } from '../sources/helpers.ts';

const HEADER = PA_LOG_COLUMNS.join(',');
const GOOD = '2020-07-23,LAN202007230,LAN,SFN,SFN,0,yastm001,L,may-d003,R,1,1,0,G';
/** The next batter of the same side: a different row (a row equal to the one before is refused as a duplicate). */
const NEXT = '2020-07-23,LAN202007230,LAN,SFN,SFN,0,dicka001,L,may-d003,R,2,1,0,F';
const log = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;
const withCell = (column: string, value: string) => {
  const cells = GOOD.split(',');
  cells[PA_LOG_COLUMNS.indexOf(column as (typeof PA_LOG_COLUMNS)[number])] = value;
  return cells.join(',');
};

describe('parsePaLog', () => {
  it('reads a good row, mapping Retrosheet team codes to canonical ones', () => {
    const [row] = parsePaLog('pa.csv', log(GOOD));
    expect(row).toMatchObject({
      date: '2020-07-23',
      homeTeam: 'LAD',
      awayTeam: 'SF',
      batTeam: 'SF',
      park: 'LAD',
      isHome: false,
      slot: 1,
      starter: true,
      hr: false,
      airBall: false,
    });
  });

  it('a neutral site sets the park', () => {
    const sites = parseNeutralSites(
      'sites.csv',
      'date,game_id,home_team,site,park,home_team_own_park\n2020-07-23,LAN202007230,LAN,BUF05,"Sahlen Field, Buffalo",LOS03\n',
    );
    expect(parsePaLog('pa.csv', log(GOOD), sites)[0]!.park).toBe('BUF05');
    const camden = parseNeutralSites('sites.csv', 'date,game_id,home_team,site\n2020-07-23,LAN202007230,LAN,BAL12\n');
    expect(parsePaLog('pa.csv', log(GOOD), camden)[0]!.park).toBe('BAL');
  });

  const cases: [string, string, string, string][] = [
    ['a date that is not on the calendar', 'date', '2020-02-30', 'calendar date'],
    ['a date in another form', 'date', '07/23/2020', 'calendar date'],
    ['hr not 0/1', 'hr', '2', 'must be 0 or 1'],
    ['an unknown team code', 'away_team', 'XXX', 'team code'],
    ['a slot outside 1-9', 'slot', '10', 'slot'],
    ['a batting side other than L/R/B', 'bats', 'S', 'L, R or B'],
    ['a pitching hand other than L/R', 'throws', 'B', 'L or R'],
    ['is_home not 0/1', 'is_home', 'yes', '0 or 1'],
    ['starter not 0/1', 'starter', '', '0 or 1'],
    ['an unknown batted-ball type', 'bb_type', 'X', 'F, L, G, P'],
  ];
  for (const [what, column, value, reason] of cases) {
    it(`${what}: names file, line, column and value`, () => {
      const error = catchLongball(() => parsePaLog('pa.csv', log(GOOD, NEXT, withCell(column, value))));
      expect(error.code).toBe('MODEL_DATA_INVALID');
      expect(error.exitCode).toBe(1);
      expect(error.message).toContain(`pa.csv, line 4, column ${column}`);
      expect(error.message).toContain(reason);
      expect(error.message).toContain(`"${value}"`);
    });
  }

  it('a batting team that is not the side is_home says', () => {
    const error = catchLongball(() => parsePaLog('pa.csv', log(withCell('is_home', '1'))));
    expect(error.message).toContain('line 2, column bat_team');
  });

  it('a missing column names it', () => {
    const text = `${HEADER.replace(',hr,', ',')}\n${GOOD}\n`;
    const error = catchLongball(() => parsePaLog('pa.csv', text));
    expect(error.message).toContain('line 1, column hr');
  });

  it('a short row names the first missing cell', () => {
    const error = catchLongball(() => parsePaLog('pa.csv', log(GOOD.split(',').slice(0, 12).join(','))));
    expect(error.message).toContain('line 2, column hr');
  });

  it('real calendar dates only', () => {
    expect(isCalendarDate('2020-02-29')).toBe(true);
    expect(isCalendarDate('2021-02-29')).toBe(false);
    expect(isCalendarDate('2020-13-01')).toBe(false);
  });
});

describe('gzip', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'longball-palog-'));
  const text = syntheticPaLog({ seed: 3, days: 2 });

  it('a .csv.gz reads as its .csv', () => {
    const gz = path.join(dir, 'log.csv.gz');
    const csv = path.join(dir, 'log.csv');
    writeFileSync(gz, gzipSync(text));
    writeFileSync(csv, text);
    expect(readPaLog(gz).rows).toEqual(readPaLog(csv).rows);
  });

  it('a truncated gzip names the file and where the data stops', () => {
    const file = path.join(dir, 'cut.csv.gz');
    const bytes = gzipSync(text);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = catchLongball(() => loadTextFile(file, PA_LOG_COLUMNS));
    expect(error.code).toBe('MODEL_DATA_TRUNCATED');
    expect(error.exitCode).toBe(1);
    expect(error.message).toMatch(new RegExp(`${file.replace(/[.]/g, '\\.')} is a truncated gzip file: the data stops in line \\d+, column \\w+`));
  });
});
