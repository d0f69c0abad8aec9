import { describe, expect, it } from 'vitest';
import type { BullpenEntry } from '../../../domain/contracts/index.ts';
import { bullpenDepthColumns, bullpenTableColumns, mostUsedBullpens } from '../../../src/columns/bullpen.ts';
import { bvpColumns } from '../../../src/columns/bvp.ts';
import { parkFactorColumns, parkFactorTone } from '../../../src/columns/park-factors.ts';
import { formatCell } from '../../../src/ui/table/format-cell.ts';
import { formatCount, formatFixed, formatGameTime, formatInnings, formatProbability, formatRate, MISSING_TEXT } from '../../../src/lib/format.ts';

describe('formatInnings (baseball thirds)', () => {
  it.each([
    [195.333, '195.1'],
    [195 + 1 / 3, '195.1'],
    [195.667, '195.2'],
    [7, '7.0'],
    [6.9999, '7.0'],
    [0.333, '0.1'],
  ])('%s -> %s', (ip, text) => expect(formatInnings(ip)).toBe(text));
  it('shows a missing value as the missing text', () => expect(formatInnings(null)).toBe(MISSING_TEXT));
});

describe('roundDecimal / formatFixed', () => {
  it('rounds half away from zero on the written digits', () => {
    expect(formatFixed(27.45, 1)).toBe('27.5');
    expect(formatFixed(-27.45, 1)).toBe('-27.5');
    expect(formatFixed(1.005, 2)).toBe('1.01');
    expect(formatFixed(1e-7, 2)).toBe('0.00');
    expect(formatFixed(null, 2)).toBe(MISSING_TEXT);
  });
});

describe('other formats', () => {
  it('writes rates the baseball way and probabilities as percents', () => {
    expect(formatRate(0.2857)).toBe('.286');
    expect(formatRate(1)).toBe('1.000');
    expect(formatProbability(0.41234, 1)).toBe('41.2%');
    // Half-up on the fraction: 0.4195 * 100 is 41.9499999... in floating point.
    expect(formatProbability(0.4195, 1)).toBe('42.0%');
    expect(formatProbability(0.0005, 1)).toBe('0.1%');
  });
});

describe('formatCount', () => {
  // The text of the formatter it replaces: Intl's en-US integer, rounded half away from zero.
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  it("writes Intl's en-US text for every integer size, sign, half and negative zero", () => {
    const values = [0, -0, 0.5, -0.5, -0.4, 1.5, 2.5, -2.5, 7, 999, 999.5, 1000, -1000, 1403, 12345, 123456.7, 1234567, -9876543.5, 2 ** 53, 1e20 + 12345];
    for (let power = 0; power <= 17; power++) values.push(10 ** power - 1, 10 ** power, -(10 ** power) + 0.5);
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
  it('writes the missing text for no value', () => {
    for (const value of [null, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatCount(value)).toBe(MISSING_TEXT);
  });
});

describe('park factor colouring (docs/product.md#park-factors)', () => {
  it.each([
    [112, 'strong-red'],
    [105.1, 'strong-red'],
    [105, 'light-red'],
    [100.5, 'light-red'],
    [100, null],
    [99.5, 'light-blue'],
    [95, 'light-blue'],
    [94.9, 'strong-blue'],
    [null, null],
  ] as const)('%s -> %s', (value, tone) => expect(parkFactorTone(value)).toBe(tone));
});

describe('column lists', () => {
  it('park factors: the 19 columns in order', () => {
    expect(parkFactorColumns.map((c) => c.header)).toEqual([
      'Team',
      'Venue',
      'Year',
      'Park Factor',
      'Overall',
      'wOBACon',
      'xwOBACon',
      'BACON',
      'xBACON',
      'HardHit',
      'R',
      'OBP',
      'H',
      '1B',
      '2B',
      '3B',
      'BB',
      'SO',
      'PA',
    ]);
  });
  it('bvp: the 14 columns, text columns first', () => {
    expect(bvpColumns.map((c) => c.header)).toEqual(['Batter', 'Pitcher', 'PA', 'AB', 'H', '1B', '2B', '3B', 'HR', 'BB', 'SO', 'AVG', 'OBP', 'SLG']);
    expect(bvpColumns.filter((c) => c.kind === 'text').map((c) => c.id)).toEqual(['batter', 'pitcher']);
  });
  it('bullpen: depth chart usage headers come from the file; the table has 10 columns', () => {
    const depth = bullpenDepthColumns(['Thu', 'Wed', 'Tue', 'Mon', 'Sun', 'Sat'], new Set());
    expect(depth.map((c) => c.header)).toEqual([
      'Team',
      'Player',
      'THR',
      'Role',
      'Thu',
      'Wed',
      'Tue',
      'Mon',
      'Sun',
      'Sat',
      'vFA',
      'vSI',
      'G',
      'IP',
      'ERA',
      'SV',
      'HLD',
      'K/9',
      'K%',
    ]);
    expect(bullpenTableColumns.map((c) => c.header)).toEqual(['Team', 'Player', 'Role', 'G', 'IP', 'ERA', 'HR/9', 'SV', 'HLD', 'K/9', 'K%']);
  });
});

const entry = (team: string, usage: (number | null)[], ip: number | null = null): BullpenEntry => ({
  team,
  player: `${team} arm`,
  thr: 'R',
  role: 'SU',
  usage,
  vfa: null,
  vsi: null,
  g: null,
  ip,
  era: 3.456,
  sv: null,
  hld: null,
  k9: null,
  kperc: 27.45,
  hr9: 1.2345,
});

describe('bullpen cells and highlighted teams', () => {
  it('formats IP in thirds, ERA with 2 decimals, K% with 1', () => {
    const row = entry('NYY', [0, 0, 0, 0, 0, 0], 45.667);
    const byId = new Map(bullpenTableColumns.map((c) => [c.id, c]));
    expect(formatCell(byId.get('ip')!, row)).toBe('45.2');
    expect(formatCell(byId.get('era')!, row)).toBe('3.46');
    expect(formatCell(byId.get('kperc')!, row)).toBe('27.5%');
    expect(formatCell(byId.get('hr9')!, row)).toBe('1.23');
    expect(formatCell(byId.get('hr9')!, { ...row, hr9: null })).toBe(MISSING_TEXT);
    expect(formatCell(byId.get('g')!, row)).toBe(MISSING_TEXT);
  });
  it('picks the two teams with the most pitches over six days (nulls count 0, ties by code)', () => {
    const entries = [
      entry('NYY', [10, null, 5, 0, 0, 0]), // 15
      entry('NYY', [20, 0, 0, 0, 0, 0]), // NYY 35
      entry('BOS', [30, 5, 0, 0, 0, 0]), // BOS 35
      entry('TOR', [34, 0, 0, 0, 0, 0]), // 34
      entry('SEA', [0, 0, 0, 0, 0, 0]), // 0
    ];
    expect(mostUsedBullpens(entries)).toEqual(['BOS', 'NYY']);
    expect(mostUsedBullpens([entry('SEA', [0, 0, 0, 0, 0, 0])])).toEqual([]);
  });
});

describe('formatGameTime', () => {
  it('shows an ISO start in the visitor time zone, other texts as given', () => {
    expect(formatGameTime('2026-08-21T23:15:00Z', 'en-US', 'America/New_York')).toBe('7:15 PM EDT');
    expect(formatGameTime('7:05 PM', 'en-US', 'UTC')).toBe('7:05 PM');
    expect(formatGameTime(null)).toBeNull();
  });
  it('reads each zone and locale with its own formatter (one kept per pair, none mixed up)', () => {
    const start = '2026-08-21T23:15:00Z';
    for (const [locale, zone] of [
      ['en-US', 'America/Los_Angeles'],
      ['en-GB', 'Europe/London'],
      ['en-US', 'America/New_York'],
      ['de-DE', 'Europe/Berlin'],
    ] as const) {
      expect(formatGameTime(start, locale, zone)).toBe(
        new Date(start).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: zone }),
      );
    }
    expect(formatGameTime(start, 'en-US', 'America/Los_Angeles')).toBe('4:15 PM PDT');
  });
});
