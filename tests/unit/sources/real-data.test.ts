/**
 * Every real export in ../shared/real-data that is one of our inputs, parsed by
 * its adapter: no throw, at most 5 % of the rows read rejected, and spot checks
 * found by pattern in the files at test time (nothing is copied from them).
 *
 * Not parsed here, because they are not one of our input formats: the park
 * factors JSON (ours is Savant's CSV), the BvP CSV keyed by ids only (bvp.json
 * is an array of named rows), the bullpen files (team-level or per-day usage,
 * not depth-chart entries), the home-run folder (per-batter aggregates and xHR
 * leaderboards, not events), the handedness files (a headered pitcher_id,name,hand
 * CSV and JSON maps), the id maps and the Stats API box score / schedule JSON.
 * Two real files that are NOT our shape are checked to fail with a clear error.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMultiTeamMarker } from '../../../domain/teams.ts';
import { displayName } from '../../../pipeline/sources/csv.ts';
import { parseFangraphsBatters, parseFangraphsPitchers } from '../../../pipeline/sources/fangraphs.ts';
import { parseProbablePitchersCsv } from '../../../pipeline/sources/games.ts';
import { parseStatcastSearch } from '../../../pipeline/sources/home-runs.ts';
import { parseLineupsJson } from '../../../pipeline/sources/lineups.ts';
import { parseOdds } from '../../../pipeline/sources/odds.ts';
import { groupQuotesByPlayer } from '../../../pipeline/core/odds.ts';
import { buildNameContext } from '../../../pipeline/core/names.ts';
import type { ParsedInput } from '../../../pipeline/sources/parsed-input.ts';
import { parseSavantExitVelocity, parseSavantExpectedStats, parseSavantParkFactors, parseSavantPitchArsenal } from '../../../pipeline/sources/savant.ts';
import type { StatKey, StatRow } from '../../../pipeline/inputs/rows.ts';
import { catchLongball } from './helpers.ts';

const REAL = path.resolve(process.cwd(), '../shared/real-data');
const present = existsSync(REAL);
if (!present) console.warn(`real-data tests skipped: ${REAL} is absent`);

const read = (relative: string): Uint8Array => readFileSync(path.join(REAL, relative));
const csvFiles = (dir: string): string[] =>
  present
    ? readdirSync(path.join(REAL, dir))
        .filter((f) => f.endsWith('.csv'))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];

type Parser<T> = (file: string, bytes: Uint8Array) => ParsedInput<T>;

/** Parses without throwing and rejects at most 5 % of the rows read. */
function parseReal<T>(relative: string, parse: Parser<T>): ParsedInput<T> {
  const parsed = parse(path.basename(relative), read(relative));
  expect(parsed.rowsRead).toBeGreaterThan(0);
  expect(parsed.rejected.length, JSON.stringify(parsed.rejected.slice(0, 5))).toBeLessThanOrEqual(parsed.rowsRead * 0.05);
  return parsed;
}

const PERCENT_KEYS: StatKey[] = ['K%', 'BB%', 'Hard%', 'HardHit%', 'Barrel%', 'LD', 'FB', 'IFFB%', 'Pull', 'HC%'];

/** Percent stats are 0-100, teams are canonical codes or null only for a marker/no team column. */
function checkStatRows(rows: readonly StatRow[]): void {
  for (const row of rows) {
    expect(row.name.trim()).not.toBe('');
    expect(row.name).not.toContain(',');
    for (const key of PERCENT_KEYS) {
      const value = row.stats[key];
      if (value !== undefined) {
        expect(value, `${row.name} ${key}`).toBeGreaterThanOrEqual(0);
        expect(value, `${row.name} ${key}`).toBeLessThanOrEqual(100);
      }
    }
    if (row.team === null && row.teamRaw !== null) expect(isMultiTeamMarker(row.teamRaw), row.teamRaw).toBe(true);
    if (row.team !== null) expect(row.team).toMatch(/^[A-Z]{2,3}$/);
  }
}

/** Rows not set aside by a season filter are all accounted for: kept or rejected. */
function expectAllAccounted<T>(parsed: ParsedInput<T>): void {
  if (parsed.warnings.some((w) => w.startsWith('multi-season') || w.startsWith('multi-year'))) return;
  expect(parsed.rows.length + parsed.rejected.length).toBe(parsed.rowsRead);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describe.skipIf(!present)('real exports', () => {
  describe('FanGraphs batting', () => {
    it.each(csvFiles('fangraphs-batting'))('%s', (file) => {
      const parsed = parseReal(file, parseFangraphsBatters);
      checkStatRows(parsed.rows);
      expectAllAccounted(parsed);
      const kPct = parsed.rows.map((r) => r.stats['K%']).filter((v): v is number => v !== undefined);
      // Fractions were multiplied by 100: a typical strikeout rate is 15-30 %, not 0.15-0.30.
      if (kPct.length > 0) expect(median(kPct)).toBeGreaterThan(5);
      if (parsed.format === 'fangraphs-splits') {
        expect(parsed.rows.every((r) => r.mlbamId === null)).toBe(true);
        expect(parsed.rows.some((r) => r.team === null && /^\d Tms$/.test(r.teamRaw ?? ''))).toBe(true);
      } else {
        expect(parsed.rows.filter((r) => r.mlbamId !== null).length).toBeGreaterThan(parsed.rows.length * 0.95);
      }
      if (parsed.format === 'fangraphs-leaderboard-multiseason') {
        expect(parsed.warnings.some((w) => /^multi-season file \(Season \d{4}-\d{4}\): kept each player's latest season/.test(w))).toBe(true);
        const ids = parsed.rows.map((r) => r.mlbamId);
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it('normalises every FanGraphs team code variant and keeps accents with NameASCII beside', () => {
      const parsed = parseReal('fangraphs-batting/2025_fg_batting_standard_advanced.csv', parseFangraphsBatters);
      const variants = new Map<string, string>();
      for (const r of parsed.rows) if (r.teamRaw && r.team) variants.set(r.teamRaw, r.team);
      for (const [raw, code] of [
        ['KCR', 'KC'],
        ['SDP', 'SD'],
        ['SFG', 'SF'],
        ['TBR', 'TB'],
        ['WSN', 'WAS'],
        ['CHW', 'CWS'],
      ]) {
        if (variants.has(raw as string)) expect(variants.get(raw as string)).toBe(code);
      }
      expect(parsed.rows.some((r) => r.teamRaw === '- - -' && r.team === null)).toBe(true);
      const accented = parsed.rows.find((r) => /[^ -~]/.test(r.name));
      expect(accented?.nameAscii).toMatch(/^[ -~]+$/);
    });
  });

  describe('FanGraphs pitching', () => {
    it.each(csvFiles('fangraphs-pitching'))('%s', (file) => {
      const parsed = parseReal(file, parseFangraphsPitchers);
      checkStatRows(parsed.rows);
      expectAllAccounted(parsed);
      for (const r of parsed.rows) {
        const ip = r.stats.IP;
        // Thirds became true decimals: the fraction is 0, 1/3 or 2/3.
        if (ip !== undefined) expect([0, 1, 2]).toContain(Math.round((ip - Math.trunc(ip)) * 3));
      }
    });
  });

  describe('Savant exit velocity, batted ball and custom leaderboards (EV adapter)', () => {
    it.each([...csvFiles('savant-exit-velocity'), ...csvFiles('savant-batted-ball'), ...csvFiles('savant-custom-leaderboard')])('%s', (file) => {
      const parsed = parseReal(file, parseSavantExitVelocity);
      checkStatRows(parsed.rows);
      expectAllAccounted(parsed);
      expect(parsed.rows.every((r) => r.mlbamId !== null)).toBe(true);
    });
  });

  describe('Savant expected stats (incl. the legacy unquoted header)', () => {
    it.each([...csvFiles('savant-expected-stats'), ...csvFiles('savant-custom-leaderboard')])('%s', (file) => {
      const parsed = parseReal(file, parseSavantExpectedStats);
      checkStatRows(parsed.rows);
      expectAllAccounted(parsed);
      const avg = parsed.rows.map((r) => r.stats.AVG).filter((v): v is number => v !== undefined);
      for (const v of avg) expect(v).toBeLessThanOrEqual(1);
    });
  });

  describe('Savant pitch arsenal', () => {
    it.each(csvFiles('savant-pitch-arsenal'))('%s', (file) => {
      const parsed = parseReal(file, parseSavantPitchArsenal);
      expectAllAccounted(parsed);
      for (const r of parsed.rows) {
        if (r.pitchUsage !== null) expect(r.pitchUsage).toBeLessThanOrEqual(100);
        if (r.hardHitPercent !== null) expect(r.hardHitPercent).toBeLessThanOrEqual(100);
        expect(r.team === null || /^[A-Z]{2,3}$/.test(r.team)).toBe(true);
      }
    });

    it('decodes the Latin-1 2024 pitcher file: an accented name found in its bytes comes out intact', () => {
      const file = csvFiles('savant-pitch-arsenal').find((f) => f.includes('latin1'));
      expect(file).toBeDefined();
      const bytes = read(file ?? '');
      // Find, in the raw bytes, a line with a byte above 0x7F and take its quoted "Last, First" field.
      const latin1Text = Buffer.from(bytes).toString('latin1');
      const line = latin1Text.split('\n').find((l) => /[\x80-\xff]/.test(l) && l.startsWith('"'));
      const rawName = /^"([^"]+)"/.exec(line ?? '')?.[1];
      expect(rawName).toBeDefined();
      const parsed = parseSavantPitchArsenal(path.basename(file ?? ''), bytes);
      expect(parsed.warnings).toContain('decoded as Windows-1252/Latin-1 (the bytes are not UTF-8)');
      expect(parsed.rows.some((r) => r.name === displayName(rawName ?? ''))).toBe(true);
      expect(parsed.rows.some((r) => r.name.includes('\ufffd'))).toBe(false);
    });
  });

  describe('Savant park factors', () => {
    it('the rolling table: 28 venues, the repeated header line rejected as such, nicknames normalised', () => {
      const parsed = parseReal('savant-park-factors/savant_park_factors_2023-2025_rolling.csv', parseSavantParkFactors);
      expect(parsed.rows).toHaveLength(28);
      expect(new Set(parsed.rows.map((r) => r.venue)).size).toBe(28);
      expect(parsed.rejected).toHaveLength(1);
      expect(parsed.rejected[0]).toMatchObject({ column: null, reason: 'repeated header line' });
      expect(parsed.rowsRead).toBe(29);
      for (const r of parsed.rows) {
        expect(r.team).toMatch(/^[A-Z]{2,3}$/);
        expect(r.hr).toBeGreaterThan(50);
        expect(r.hr).toBeLessThan(200);
      }
      expect(parsed.rows.find((r) => r.teamRaw === 'D-backs')?.team).toBe('ARI');
    });

    it('the renamed subset: 28 venues, Park Factor as the HR fallback with a warning', () => {
      const parsed = parseReal('savant-park-factors/savant_park_factors_subset_2025-06.csv', parseSavantParkFactors);
      expect(parsed.rows).toHaveLength(28);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.warnings).toEqual(['no HR column: the overall "ParkFactor" index is used as the HR park factor']);
      expect(parsed.rows.every((r) => r.hr === r.overall)).toBe(true);
    });
  });

  describe('Statcast search exports', () => {
    it.each(csvFiles('statcast-search'))('%s', (file) => {
      const parsed = parseStatcastSearch(path.basename(file), read(file));
      expect(parsed.rejected).toEqual([]);
      expect(parsed.rows).toHaveLength(parsed.rowsRead);
      if (parsed.rowsRead === 0) {
        expect(parsed.warnings[0]).toMatch(/^no home_run events among the \d+ pitches$/);
        return;
      }
      const ids = parsed.rows.map((r) => r.sourceId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of parsed.rows) {
        expect(r.batterName).toMatch(/^\S.*\S$/);
        expect(r.batterName).not.toMatch(/\s{2}/);
        expect(r.hrCount).toBeGreaterThan(0);
        expect(r.team).toMatch(/^[A-Z]{2,3}$/);
        expect(r.distance).toBeGreaterThan(250);
        expect(r.venue).toBeNull();
      }
    });
  });

  describe('lineups', () => {
    it('the flat lineup-site file: games grouped by game_key, away first, in file order', () => {
      const file = 'lineups/2026-08-22_lineups_flat.json';
      const parsed = parseReal(file, parseLineupsJson);
      expect(parsed.format).toBe('lineups-flat');
      expect(parsed.rejected).toEqual([]);
      const raw = JSON.parse(Buffer.from(read(file)).toString('utf8')) as { game_key: string }[];
      const keys = [...new Set(raw.map((r) => r.game_key))];
      expect(parsed.rows).toHaveLength(keys.length * 2);
      expect(parsed.rowsRead).toBe(raw.length);
      expect(parsed.rows.reduce((n, e) => n + e.players.length, 0)).toBe(raw.length);
      // The source's confirmed rows all carry slot 5 (a known source bug): kept, and stated.
      expect(parsed.warnings.some((w) => /slot 5 x9/.test(w))).toBe(true);
    });

    it('a real lineups file of another shape fails with the spec wording', () => {
      const error = catchLongball(() => parseLineupsJson('lineups.json', read('lineups/2026-05-03_lineups_statsapi_rotowire.json')));
      expect(error.code).toBe('JSON_WRONG_SHAPE');
      expect(error.message).toContain('expected an array');
    });
  });

  describe('probable pitchers', () => {
    it('the Stats API probable-pitchers CSV: "Last, First" turned around, code variants normalised', () => {
      const file = 'statsapi-schedule/2026-08-22_probable_pitchers.csv';
      const parsed = parseReal(file, parseProbablePitchersCsv);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.rows).toHaveLength(parsed.rowsRead);
      for (const g of parsed.rows) {
        expect(g.away).toMatch(/^[A-Z]{2,3}$/);
        expect(g.home).toMatch(/^[A-Z]{2,3}$/);
        for (const p of [g.awayPitcher, g.homePitcher]) if (p) expect(p.name).not.toContain(',');
      }
      const lines = Buffer.from(read(file)).toString('utf8').split('\n');
      const rawPitcher = /"(\p{L}[^",]*), (\p{L}[^"]*)"/u.exec(lines[1] ?? '');
      expect(rawPitcher).not.toBeNull();
      const expectedName = `${rawPitcher?.[2]} ${rawPitcher?.[1]}`;
      expect([parsed.rows[0]?.awayPitcher?.name, parsed.rows[0]?.homePitcher?.name]).toContain(expectedName);
    });
  });

  describe('odds', () => {
    it.each([
      'odds/2026-08-22_hr_prop_odds_by_player.json',
      'odds/2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json',
      'odds/2026-05-08_theoddsapi_batter_home_runs_snapshot_with_429_errors.json',
    ])('%s', (file) => {
      const parsed = parseReal(file, parseOdds);
      expect(parsed.rows).toHaveLength(parsed.rowsRead - parsed.rejected.length);
      for (const q of parsed.rows) expect(Math.abs(q.american)).toBeGreaterThanOrEqual(100);
    });

    it.each(['odds/2026-07-10_theoddsapi_batter_home_runs_fd_dk_snapshot.json', 'odds/2026-05-08_theoddsapi_batter_home_runs_snapshot_with_429_errors.json'])(
      '%s: one quote per player per book (no team) groups into one player with both books (figures printed)',
      (file) => {
        const parsed = parseReal(file, parseOdds);
        const players = groupQuotesByPlayer(parsed.rows, buildNameContext([], []));
        const atBoth = players.filter((p) => p.quotes.length === 2).length;
        console.log(`[real-odds] ${file}: ${parsed.rows.length} quotes, ${players.length} players, ${atBoth} at both books`);
        for (const p of players) expect(new Set(p.quotes.map((q) => q.book)).size).toBe(p.quotes.length);
        // Most hitters are quoted by both FanDuel and DraftKings: before grouping, each of them was two people and unpriced.
        expect(atBoth / players.length).toBeGreaterThan(0.9);
      },
    );

    it('a real odds file of another shape (pick history array) fails clearly', () => {
      const error = catchLongball(() => parseOdds('odds.json', read('odds/2026-07-25_on_hr_pick_history_with_odds.json')));
      expect(error.code).toBe('JSON_WRONG_SHAPE');
      expect(error.message).toBe('odds.json does not have the expected shape: expected an object, found an array');
    });
  });
});
