/**
 * The Intl-free wording of times and dates (src/lib/clock-text.ts) against Intl's own
 * en-US text, in the visitor's zone (Node's TZ, set per case) and in UTC, for US zones that Intl
 * abbreviates and zones it writes as an offset, in summer and winter, at midnight and noon.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDateText, clockText, dateClockText, zoneName } from '../../../src/lib/clock-text.ts';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Halifax',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Mexico_City',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Asia/Tokyo',
];
const INSTANTS = [
  '2026-08-21T23:15:00Z',
  '2026-01-15T05:00:00Z',
  '2026-03-08T07:30:00Z',
  '2026-11-01T12:00:00Z',
  '2026-07-04T00:00:00Z',
  '2026-12-31T16:45:00Z',
];

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('clock texts without Intl', () => {
  it("word the visitor's zone as Intl's en-US does, zone name included", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const iso of INSTANTS) {
        const date = new Date(iso);
        const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }).format(date);
        expect(clockText(date, 'local'), `${zone} ${iso}`).toBe(intl({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }));
        expect(dateClockText(date, 'local', { year: true }), `${zone} ${iso}`).toBe(
          intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
        );
        expect(dateClockText(date, 'local', { year: false }), `${zone} ${iso}`).toBe(
          intl({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
        );
      }
    }
  });

  it('word UTC whatever the visitor’s zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    const date = new Date('2026-08-21T23:15:00Z');
    expect(clockText(date, 'utc')).toBe('11:15 PM UTC');
    expect(dateClockText(date, 'utc', { year: true })).toBe('Aug 21, 2026, 11:15 PM UTC');
    expect(zoneName(date, 'local')).toBe('PDT');
  });

  it('word calendar dates as Intl does', () => {
    for (const day of ['2026-08-21', '2026-01-01', '2024-02-29', '2026-12-31']) {
      const [y, m, d] = day.split('-').map(Number);
      expect(calendarDateText(day)).toBe(
        new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
      );
    }
    expect(calendarDateText('Aug 21')).toBe('Aug 21');
  });

  it("names a US zone as English browsers see it in a browser of another language (Date#toString's long name is in that language)", () => {
    const clockTextFile = fileURLToPath(new URL('../../../src/lib/clock-text.ts', import.meta.url));
    // Date#toString words the zone in the process's ICU locale, taken from LC_ALL at start: a child process per language.
    const zoneIn = (language: string, timeZone: string, iso: string) =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(clockTextFile)}); const d = new Date(${JSON.stringify(iso)}); console.log(JSON.stringify([d.toString(), m.zoneName(d, 'local')]));`,
        ],
        {
          env: { ...process.env, TZ: timeZone, LANG: language, LC_ALL: language },
          encoding: 'utf8',
        },
      );
    const cases = [
      { language: 'de_DE.UTF-8', timeZone: 'America/New_York', iso: '2026-08-21T23:15:00Z', expected: 'EDT' },
      { language: 'es_US.UTF-8', timeZone: 'America/Chicago', iso: '2026-01-15T05:00:00Z', expected: 'CST' },
      { language: 'fr_CA.UTF-8', timeZone: 'America/Los_Angeles', iso: '2026-07-04T00:00:00Z', expected: 'PDT' },
      { language: 'de_DE.UTF-8', timeZone: 'Europe/Berlin', iso: '2026-08-21T23:15:00Z', expected: 'GMT+2' },
    ];
    for (const { language, timeZone, iso, expected } of cases) {
      const [longName, name] = JSON.parse(zoneIn(language, timeZone, iso)) as [string, string];
      expect(longName, 'the long name is not in English').not.toMatch(/ Time\)$/);
      expect(name, `${language} ${timeZone}`).toBe(expected);
    }
  });
});
