/**
 * The sample generator (scripts/generate-sample.ts): deterministic bytes, every
 * input of docs/inputs.md present, each file in its real export layout, the
 * deliberate naming traps present, values consistent across files, and the
 * full-league size at its row targets. Assertions read the written files, never
 * the pipeline's adapters.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_MODEL_TERMS, PICK_RULES, RV_RULES, type HrModelFeatureKey } from '../../../domain/spec-constants.ts';
import { normaliseTeam, TEAMS } from '../../../domain/teams.ts';
import { DEFAULT_DATE, DEFAULT_SEED, fileBytes, generateInputSet, writeInputSet } from '../../../scripts/sample/generate.ts';
import { impliedFromAmerican as implied } from '../../../domain/probability/devig.ts';
import { ODDS_BOUNDS } from '../../../pipeline/sources/bounds.ts';
import { gameSlots, SAMPLE_BOOKS } from '../../../scripts/sample/extras.ts';
import { trueGameHrChance, trueGamePa, trueGamePaHrRate, truePaHrRate } from '../../../scripts/sample/truth.ts';
import type { League } from '../../../scripts/sample/league.ts';
import { displayName } from '../../../scripts/sample/names.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BOM = '\ufeff';
const temps: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `longball-sample-${label}-`));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, string>;

function text(dir: string, name: string): string {
  return readFileSync(path.join(dir, name), 'utf8');
}

function csvRows(dir: string, name: string): Row[] {
  return parse(readFileSync(path.join(dir, name)), { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true }) as Row[];
}

function csvCells(dir: string, name: string): string[][] {
  return parse(readFileSync(path.join(dir, name)), { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
}

function json<T>(dir: string, name: string): T {
  return JSON.parse(text(dir, name)) as T;
}

/** A printed value rounded to `decimals` places is within half a unit of the exact one. */
function expectRounded(printed: string | number | undefined, exact: number, decimals: number): void {
  expect(Math.abs(Number(printed) - exact)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[.']/g, '')
    .trim();

interface LineupPlayer {
  name: string;
  battingOrder: number | 'SP';
  position: string;
  confirmed: boolean;
  weather: string;
  id?: number;
}
interface LineupEntry {
  team: string;
  gameDate: string;
  weather: string;
  players: LineupPlayer[];
}

/** The input files docs/inputs.md names, per input id: the first listed is the one the generator writes. */
function documentedInputs(): { id: string; files: string[] }[] {
  const doc = readFileSync(path.join(ROOT, 'docs/inputs.md'), 'utf8');
  const out: { id: string; files: string[] }[] = [];
  for (const line of doc.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const id = /^`([a-z0-9-]+)`/.exec(cells[1] ?? '')?.[1];
    if (!id) continue;
    const files = [...(cells[2] ?? '').matchAll(/`([^`]+\.(?:csv|json))`/g)].map((m) => m[1]!);
    out.push({ id, files });
  }
  return out;
}

let sampleDir: string;
let generatedNames: string[];
let sampleLeague: League;

beforeAll(() => {
  sampleDir = tempDir('a');
  const { files, league } = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED });
  sampleLeague = league;
  generatedNames = files.map((f) => f.name);
  writeInputSet(files, sampleDir);
});

describe('determinism', () => {
  it('the same arguments give byte-identical files; another seed gives other bytes', () => {
    const again = tempDir('b');
    writeInputSet(generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED }).files, again);
    expect(readdirSync(again).sort()).toEqual(readdirSync(sampleDir).sort());
    for (const name of readdirSync(sampleDir)) {
      expect(readFileSync(path.join(again, name)).equals(readFileSync(path.join(sampleDir, name))), name).toBe(true);
    }
    const other = generateInputSet({ size: 'sample', date: DEFAULT_DATE, seed: DEFAULT_SEED + 1 }).files;
    const lineups = other.find((f) => f.name === 'lineups.json')!;
    expect(fileBytes(lineups).equals(readFileSync(path.join(sampleDir, 'lineups.json')))).toBe(false);
  });

  it('the CLI writes the same bytes as the library and prints one line per file', () => {
    const out = tempDir('cli');
    const stdout = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate-sample.ts', '--size', 'sample', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    for (const name of readdirSync(sampleDir)) {
      expect(readFileSync(path.join(out, name)).equals(readFileSync(path.join(sampleDir, name))), name).toBe(true);
      const bytes = readFileSync(path.join(out, name)).length;
      expect(stdout).toMatch(new RegExp(`^${name.replace('.', '\\.')}\\s+\\d+ rows\\s+${bytes} bytes$`, 'm'));
    }
  });

  it('the CLI refuses an unknown size and an impossible date', () => {
    const run = (args: string[]) => () =>
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate-sample.ts', ...args, '--out', tempDir('bad')], {
        cwd: ROOT,
        stdio: 'pipe',
      });
    expect(run(['--size', 'huge'])).toThrow(/expected sample, full or double/);
    expect(run(['--date', '2026-02-30'])).toThrow(/not a calendar date/);
  });
});

describe('every documented input is written', () => {
  it('writes the first-listed file of every input in docs/inputs.md, the CSV lineups too, and one home-run file', () => {
    const inputs = documentedInputs();
    expect(inputs.length).toBeGreaterThanOrEqual(22);
    for (const input of inputs) expect(generatedNames, input.id).toContain(input.files[0]);
    expect(generatedNames).toContain('lineups.csv');
    expect(generatedNames).not.toContain('statcast_home_runs.csv');
    expect(generatedNames).not.toContain('probable_pitchers.csv');
    expect(readdirSync(sampleDir).sort()).toEqual([...generatedNames].sort());
  });
});

describe('export layouts', () => {
  const savantFiles = [
    'savant_batter_ev_barrels.csv',
    'savant_pitcher_ev_barrels.csv',
    'savant_batter_expected_stats.csv',
    'savant_pitcher_expected_stats.csv',
    'savant_pitch_arsenal.csv',
    'savant_pitcher_arsenal.csv',
  ];
  const fangraphsFiles = ['fangraphs-stats.csv', 'fangraphs-pitchers.csv', 'projections.csv'];

  it('Savant leaderboards start with a BOM and the quoted "last_name, first_name" header; names are "Last, First"', () => {
    for (const name of savantFiles) {
      const t = text(sampleDir, name);
      expect(t.startsWith(`${BOM}"last_name, first_name","player_id",`), name).toBe(true);
      const rows = csvRows(sampleDir, name);
      expect(rows.length, name).toBeGreaterThan(100);
      for (const r of rows) expect(r['last_name, first_name'], name).toMatch(/^[^,]+, [^,]+$/);
    }
    // Mostly-quoted numbers: attempts and max_hit_speed quoted, brl_percent bare.
    const line = text(sampleDir, 'savant_batter_ev_barrels.csv').split('\n')[1]!;
    expect(line).toMatch(/^"[^"]+","\d+","\d+","[\d.]+",[\d.]+,"[\d.]+",/);
    expect(line).toMatch(/,[\d.]+,[\d.]+$/);
  });

  it('Savant cells carry the literal null where there is nothing to report', () => {
    const ev = csvRows(sampleDir, 'savant_batter_ev_barrels.csv');
    const nulls = ev.filter((r) => r.avg_hr_distance === 'null');
    expect(nulls.length).toBeGreaterThan(0);
    // null only where the hitter has no home run to measure
    const mlb = new Map(csvRows(sampleDir, 'mlb_stats.csv').map((r) => [r.playerId, r]));
    for (const r of nulls) expect(mlb.get(r.player_id!)?.homeRuns).toBe('0');
    expect(csvRows(sampleDir, 'savant_pitch_arsenal.csv').some((r) => r.hard_hit_percent === 'null')).toBe(true);
  });

  it('FanGraphs exports: BOM, Name/NameASCII/PlayerId/MLBAMID, percents as fractions, IP in thirds', () => {
    for (const name of fangraphsFiles) {
      const t = text(sampleDir, name);
      expect(t.startsWith(`${BOM}Name,Team,`), name).toBe(true);
      expect(t.split('\n')[0]!.endsWith(',NameASCII,PlayerId,MLBAMID'), name).toBe(true);
      for (const r of csvRows(sampleDir, name)) {
        expect(Number(r['K%']), name).toBeLessThanOrEqual(1);
        expect(r.NameASCII, name).toMatch(/^[\x20-\x7e]+$/);
        expect(r.MLBAMID, name).toMatch(/^\d{6}$/);
      }
    }
    const batting = csvRows(sampleDir, 'fangraphs-stats.csv');
    expect(batting.some((r) => r.Name !== r.NameASCII && fold(r.Name!) === fold(r.NameASCII!))).toBe(true);
    const pitching = csvRows(sampleDir, 'fangraphs-pitchers.csv');
    for (const r of pitching) expect(r.IP).toMatch(/^\d+(\.[12])?$/);
    expect(pitching.some((r) => /\.[12]$/.test(r.IP!))).toBe(true);
    expect(Object.keys(pitching[0]!)).toEqual(expect.arrayContaining(['vFA (pi)', 'vSI (pi)', 'SV', 'HLD', 'K/9', 'ERA']));
  });

  it('a traded player shows "- - -" in the FanGraphs batting and pitching exports', () => {
    expect(csvRows(sampleDir, 'fangraphs-stats.csv').filter((r) => r.Team === '- - -')).toHaveLength(1);
    expect(csvRows(sampleDir, 'fangraphs-pitchers.csv').filter((r) => r.Team === '- - -')).toHaveLength(1);
  });

  it('park factors: Rk., club nicknames, 30 parks, the header repeated once mid-table', () => {
    const lines = text(sampleDir, 'savant_park_factors.csv').trimEnd().split('\n');
    const header = 'Rk.,Team,Venue,Year,Park Factor,wOBACon,xwOBACon,BACON,xBACON,HardHit,R,OBP,H,1B,2B,3B,HR,BB,SO,PA';
    expect(lines[0]).toBe(header);
    expect(lines.filter((l) => l === header)).toHaveLength(2);
    expect(lines.indexOf(header, 1)).toBeGreaterThan(5);
    const data = lines.filter((l) => l !== header).map((l) => l.split(','));
    expect(data.map((c) => Number(c[0]))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const clubs = data.map((c) => c[1]!);
    expect(clubs).toEqual(expect.arrayContaining(['D-backs', 'White Sox', 'Athletics', 'Blue Jays', 'Nationals']));
    expect(new Set(clubs.map(normaliseTeam)).size).toBe(30);
    const parkFactor = data.map((c) => Number(c[4]));
    expect([...parkFactor].sort((a, b) => b - a)).toEqual(parkFactor);
  });

  it('headerless files have no header line', () => {
    const reference = csvCells(sampleDir, 'reference.csv');
    for (const [from, to] of reference) {
      expect([...from!].length).toBe(1);
      expect(to).toMatch(/^[A-Za-z]+$/);
    }
    expect(reference.map((r) => r[0])).toEqual(expect.arrayContaining(['ø', 'ł', 'đ']));
    for (const [name, hand, ...rest] of csvCells(sampleDir, 'PlayerHandedness.csv')) {
      expect(rest).toEqual([]);
      expect(name).not.toMatch(/^name$/i);
      expect(['R', 'L', 'S', 'B']).toContain(hand);
    }
    const last7 = csvCells(sampleDir, 'last7references.csv');
    for (const cells of last7) {
      expect(cells).toHaveLength(7);
      const [, team, ab, h, hr, avg, slg] = cells as [string, string, string, string, string, string, string];
      expect(normaliseTeam(team)).not.toBeNull();
      expect(Number(hr)).toBeLessThanOrEqual(Number(h));
      expect(Number(h)).toBeLessThanOrEqual(Number(ab));
      expectRounded(avg, Number(h) / Number(ab), 3);
      expect(Number(slg)).toBeGreaterThanOrEqual(Number(avg));
    }
  });

  it('MLB Stats API rates have no leading zero', () => {
    const rows = csvRows(sampleDir, 'mlb_stats.csv');
    expect(rows.every((r) => /^(\.\d{3}|1\.000)$/.test(r.avg!))).toBe(true);
    expect(rows.some((r) => /^\d\.\d{3}$/.test(r.ops!) || /^\.\d{3}$/.test(r.ops!))).toBe(true);
  });

  it('team codes follow each source: FanGraphs, Savant and the Stats API spell the same clubs differently', () => {
    const fangraphs = new Set(csvRows(sampleDir, 'fangraphs-stats.csv').map((r) => r.Team!));
    for (const code of ['ARI', 'CHW', 'KCR', 'SDP', 'SFG', 'TBR', 'WSN', 'ATH']) expect(fangraphs).toContain(code);
    for (const code of ['AZ', 'CWS', 'KC', 'SD', 'SF', 'TB', 'WSH', 'WAS']) expect(fangraphs).not.toContain(code);
    const savant = new Set(csvRows(sampleDir, 'savant_pitcher_arsenal.csv').map((r) => r.team_name_alt!));
    for (const code of ['AZ', 'CWS', 'KC', 'SD', 'SF', 'TB', 'WSH', 'ATH']) expect(savant).toContain(code);
    const statsApi = new Set(csvRows(sampleDir, 'mlb_stats.csv').map((r) => r.team!));
    expect(statsApi).toContain('AZ');
    expect(statsApi).toContain('WSH');
    const lineupTeams = new Set(json<LineupEntry[]>(sampleDir, 'lineups.json').map((e) => e.team));
    expect(lineupTeams).toContain('WAS');
    for (const set of [fangraphs, savant, statsApi, lineupTeams]) {
      for (const code of set) if (code !== '- - -') expect(normaliseTeam(code), code).not.toBeNull();
    }
  });
});

describe('lineups and games', () => {
  it('16 games (the 30 clubs, one pair playing a doubleheader) as consecutive (away, home) pairs, nine hitters and a starter each', () => {
    const entries = json<LineupEntry[]>(sampleDir, 'lineups.json');
    expect(entries).toHaveLength(32);
    expect(new Set(entries.map((e) => e.team))).toEqual(new Set(TEAMS.map((t) => t.code)));
    const games = json<{ gamePk: number; away: string; home: string; weather: string; gameDate: string; awayPitcher: { name: string } }[]>(
      sampleDir,
      'matchup_data.json',
    );
    expect(games).toHaveLength(16);
    games.forEach((g, i) => {
      expect(normaliseTeam(g.away)).toBe(entries[2 * i]!.team);
      expect(normaliseTeam(g.home)).toBe(entries[2 * i + 1]!.team);
      expect((entries[2 * i] as LineupEntry & { gamePk: number }).gamePk).toBe(g.gamePk);
    });
    expect(new Set(games.map((g) => g.gamePk)).size).toBe(16);
    for (const e of entries) {
      expect(e.gameDate).toBe(DEFAULT_DATE);
      expect(e.weather).toMatch(/^\d+ degrees, [^,]+, wind \d+ mph /);
      const orders = e.players.map((p) => p.battingOrder);
      expect(orders.filter((o) => o !== 'SP').sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(orders.filter((o) => o === 'SP')).toHaveLength(1);
      for (const p of e.players) expect(p.weather).toBe(e.weather);
    }
    const confirmed = entries.filter((e) => e.players.some((p) => p.confirmed)).length;
    expect(confirmed).toBeGreaterThan(5);
    expect(confirmed).toBeLessThan(32);
  });

  it('a real day: a split doubleheader with its own gamePk, time and starters, a two-way player and a neutral site', () => {
    type Game = { gamePk: number; away: string; home: string; gameTime: string; venue: string; gameNumber: number; doubleHeader: string; status: string };
    const games = json<(Game & { awayPitcher: { name: string }; homePitcher: { name: string } })[]>(sampleDir, 'matchup_data.json');
    const [one, two] = games.filter((g) => g.doubleHeader === 'S');
    expect([one?.gameNumber, two?.gameNumber]).toEqual([1, 2]);
    expect([two!.away, two!.home]).toEqual([one!.away, one!.home]);
    expect(two!.gamePk).not.toBe(one!.gamePk);
    expect(Date.parse(two!.gameTime)).toBeGreaterThan(Date.parse(one!.gameTime));
    expect(two!.awayPitcher.name).not.toBe(one!.awayPitcher.name);
    expect(two!.homePitcher.name).not.toBe(one!.homePitcher.name);
    expect(games.filter((g) => g.venue === 'Estadio Alfredo Harp Helú')).toHaveLength(1);
    expect(games.every((g) => g.status === 'Scheduled')).toBe(true);
    const entries = json<LineupEntry[]>(sampleDir, 'lineups.json');
    const twoWay = entries.filter((e) => {
      const sp = e.players.find((p) => p.battingOrder === 'SP')!;
      return e.players.some((p) => p.battingOrder !== 'SP' && p.name === sp.name && p.position === 'DH');
    });
    expect(twoWay).toHaveLength(1);
    const batting = csvRows(sampleDir, 'fangraphs-stats.csv').map((r) => r.Name);
    expect(batting).toContain(twoWay[0]!.players.find((p) => p.battingOrder === 'SP')!.name);
  });

  it('the CSV form of the lineups carries the same players in the same order', () => {
    const entries = json<LineupEntry[]>(sampleDir, 'lineups.json');
    const rows = csvRows(sampleDir, 'lineups.csv');
    const flat = entries.flatMap((e) =>
      e.players.map((p) => [
        e.team,
        e.gameDate,
        String((e as LineupEntry & { gamePk: number }).gamePk),
        e.weather,
        p.name,
        String(p.battingOrder),
        p.position,
        String(p.confirmed),
        p.id === undefined ? '' : String(p.id),
      ]),
    );
    expect(rows.map((r) => [r.team, r.gameDate, r.game_pk, r.weather, r.name, r.battingOrder, r.position, r.confirmed, r.id])).toEqual(flat);
  });

  it('the same-name players are all there, on their own clubs', () => {
    const batting = csvRows(sampleDir, 'fangraphs-stats.csv');
    const pitching = csvRows(sampleDir, 'fangraphs-pitchers.csv');
    const muncys = batting.filter((r) => r.Name === 'Max Muncy');
    expect(muncys.map((r) => r.Team).sort()).toEqual(['ATH', 'LAD']);
    expect(new Set(muncys.map((r) => r.MLBAMID)).size).toBe(2);
    expect(batting.filter((r) => r.Name === 'Will Smith').map((r) => r.Team)).toEqual(['LAD']);
    expect(pitching.filter((r) => r.Name === 'Will Smith').map((r) => r.Team)).toEqual(['KCR']);
    expect(
      batting
        .filter((r) => r.NameASCII === 'Luis Garcia' || r.NameASCII === 'Luis Garcia Jr.')
        .map((r) => r.Name)
        .sort(),
    ).toEqual(['Luis García', 'Luis García Jr.']);
    expect(pitching.filter((r) => r.NameASCII === 'Luis Garcia').map((r) => r.Team)).toEqual(['SDP']);

    const lineupNames = json<LineupEntry[]>(sampleDir, 'lineups.json').flatMap((e) =>
      e.players.filter((p) => p.battingOrder !== 'SP').map((p) => `${p.name}|${e.team}`),
    );
    expect(lineupNames).toEqual(expect.arrayContaining(['Max Muncy|LAD', 'Max Muncy|ATH', 'Will Smith|LAD']));
    expect(lineupNames.filter((n) => /^Luis Garc[ií]a( Jr\.)?\|/.test(n))).toHaveLength(2);
  });

  it('spelling variants: an initial, a dropped suffix, short first names with their aliases', () => {
    const lineupNames = json<LineupEntry[]>(sampleDir, 'lineups.json').flatMap((e) => e.players.map((p) => p.name));
    const batting = csvRows(sampleDir, 'fangraphs-stats.csv').map((r) => r.Name!);
    const initial = lineupNames.filter((n) => /^[A-Z]\. \S+$/.test(n));
    expect(initial.length).toBeGreaterThanOrEqual(1);
    for (const n of initial) {
      const last = n.split(' ')[1]!;
      expect(batting.filter((b) => b.endsWith(` ${last}`) && b.startsWith(n[0]!))).toHaveLength(1);
    }
    expect(lineupNames.some((n) => !n.endsWith('Jr.') && batting.includes(`${n} Jr.`))).toBe(true);

    const aliases = csvRows(sampleDir, 'name_aliases.csv');
    const razzball = new Set(csvRows(sampleDir, 'razzball.csv').map((r) => r.Name!));
    const used = aliases.filter((a) => razzball.has(a.alias!));
    expect(used.length).toBeGreaterThanOrEqual(3);
    for (const a of used) {
      expect(batting).toContain(a.canonical);
      expect(razzball.has(a.canonical!)).toBe(false);
    }
  });

  it('names need the reference file: some carry characters that accent stripping cannot remove', () => {
    const names = csvRows(sampleDir, 'fangraphs-stats.csv').map((r) => r.Name!);
    const stripped = names.map((n) => n.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const special = stripped.filter((n) => /[øØłŁđĐ]/.test(n));
    expect(special.length).toBeGreaterThanOrEqual(3);
    expect(names.some((n) => /[áéíóúñ]/.test(n))).toBe(true);
    expect(names.some((n) => / (II|III)$/.test(n))).toBe(true);
    expect(names.some((n) => /'/.test(n))).toBe(true);
    expect(names.some((n) => /^[A-Z]\.[A-Z]\. /.test(n))).toBe(true);
  });

  it('a few lineup hitters are in no file at all, and a few lack handedness', () => {
    const entries = json<LineupEntry[]>(sampleDir, 'lineups.json');
    const hitters = entries.flatMap((e) => e.players.filter((p) => p.battingOrder !== 'SP'));
    const everywhere = ['fangraphs-stats.csv', 'razzball.csv', 'mlb_stats.csv', 'savant_batter_ev_barrels.csv', 'last7references.csv', 'projections.csv']
      .map((f) => fold(text(sampleDir, f)))
      .join('\n');
    const absent = hitters.filter((p) => !everywhere.includes(fold(p.name)) && !/^[A-Z]\. /.test(p.name) && !/^JT /.test(p.name));
    expect(absent.length).toBeGreaterThanOrEqual(2);
    expect(absent.length).toBeLessThanOrEqual(4);
    const hands = new Set(csvCells(sampleDir, 'PlayerHandedness.csv').map((c) => fold(c[0]!)));
    const withoutHand = hitters.filter((p) => !hands.has(fold(p.name)) && !absent.includes(p) && !/^[A-Z]\. |^JT /.test(p.name));
    expect(withoutHand.length).toBeGreaterThanOrEqual(2);
  });
});

describe('values agree with each other', () => {
  it('batting lines: HR <= H <= AB, AVG = H/AB, SLG from the hit types; Savant percents from the counts', () => {
    for (const r of csvRows(sampleDir, 'fangraphs-stats.csv')) {
      const [ab, h, hr] = [Number(r.AB), Number(r.H), Number(r.HR)];
      expect(hr).toBeLessThanOrEqual(h);
      expect(h).toBeLessThanOrEqual(ab);
      expect(Number(r['1B']) + Number(r['2B']) + Number(r['3B']) + hr).toBe(h);
      expect(Math.abs(Number(r.AVG) - h / ab)).toBeLessThan(1e-8);
      const tb = Number(r['1B']) + 2 * Number(r['2B']) + 3 * Number(r['3B']) + 4 * hr;
      expect(Math.abs(Number(r.SLG) - tb / ab)).toBeLessThan(1e-8);
    }
    for (const r of csvRows(sampleDir, 'savant_batter_ev_barrels.csv')) {
      const attempts = Number(r.attempts);
      expectRounded(r.brl_percent, (100 * Number(r.barrels)) / attempts, 1);
      expectRounded(r.ev95percent, (100 * Number(r.ev95plus)) / attempts, 1);
      expect(Number(r.avg_hit_speed)).toBeGreaterThanOrEqual(84);
      expect(Number(r.avg_hit_speed)).toBeLessThanOrEqual(96);
      expect(Number(r.max_hit_speed)).toBeGreaterThanOrEqual(104);
      expect(Number(r.max_hit_speed)).toBeLessThanOrEqual(120);
      expect(Number(r.avg_hit_angle)).toBeGreaterThanOrEqual(2);
      expect(Number(r.avg_hit_angle)).toBeLessThanOrEqual(22);
    }
  });

  it('the same player has the same barrel rate and exit velocity in FanGraphs and Savant', () => {
    const savant = new Map(csvRows(sampleDir, 'savant_batter_ev_barrels.csv').map((r) => [r.player_id!, r]));
    let compared = 0;
    for (const r of csvRows(sampleDir, 'fangraphs-stats.csv')) {
      const s = savant.get(r.MLBAMID!);
      if (!s) continue;
      compared++;
      expect(Number(r['Barrel%']) * 100).toBeCloseTo(Number(s.brl_percent), 0);
      expect(Number(r.EV)).toBeCloseTo(Number(s.avg_hit_speed), 0);
      expect(Number(r.maxEV)).toBe(Number(s.max_hit_speed));
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('home-run events: one per homer in the season lines, dated before the slate, in plausible ranges', () => {
    const events = csvRows(sampleDir, 'home_runs.csv');
    const perBatter = new Map<string, number>();
    for (const e of events) {
      perBatter.set(e.batter_id!, (perBatter.get(e.batter_id!) ?? 0) + 1);
      expect(e.date! < DEFAULT_DATE).toBe(true);
      expect(Number(e.hit_distance)).toBeGreaterThanOrEqual(330);
      expect(Number(e.hit_distance)).toBeLessThanOrEqual(480);
      expect(Number(e.launch_speed)).toBeGreaterThanOrEqual(95);
      expect(Number(e.launch_speed)).toBeLessThanOrEqual(118);
      expect(Number(e.launch_angle)).toBeGreaterThanOrEqual(18);
      expect(Number(e.launch_angle)).toBeLessThanOrEqual(42);
      expect(normaliseTeam(e.team)).not.toBeNull();
    }
    for (const r of csvRows(sampleDir, 'mlb_stats.csv')) expect(perBatter.get(r.playerId!) ?? 0, r.fullName).toBe(Number(r.homeRuns));
    const venues = new Set(csvRows(sampleDir, 'savant_park_factors.csv').map((r) => r.Venue));
    for (const e of events) expect(venues.has(e.venue)).toBe(true);
  });

  it('BvP rows: H = 1B + 2B + 3B + HR, PA 1-40, rates computed', () => {
    const rows = json<Record<string, number | string>[]>(sampleDir, 'bvp.json');
    expect(rows.length).toBeGreaterThan(300);
    for (const r of rows) {
      const n = (k: string) => Number(r[k]);
      expect(n('H')).toBe(n('1B') + n('2B') + n('3B') + n('HR'));
      expect(n('PA')).toBeGreaterThanOrEqual(1);
      expect(n('PA')).toBeLessThanOrEqual(40);
      expect(n('AB') + n('BB')).toBe(n('PA'));
      expect(n('SO')).toBeLessThanOrEqual(n('AB') - n('H'));
      expectRounded(r.AVG, n('H') / n('AB'), 3);
      expectRounded(r.OBP, (n('H') + n('BB')) / n('PA'), 3);
      expectRounded(r.SLG, (n('1B') + 2 * n('2B') + 3 * n('3B') + 4 * n('HR')) / n('AB'), 3);
    }
  });

  it('bullpens: 7-9 relievers a club, six days of pitch counts with many zeros, IP as true decimals', () => {
    const rows = json<{ team: string; role: string; usage: number[]; ip: number; vfa: number | null; vsi: number | null }[]>(sampleDir, 'bullpen.json');
    const perTeam = new Map<string, number>();
    for (const r of rows) perTeam.set(r.team, (perTeam.get(r.team) ?? 0) + 1);
    expect(perTeam.size).toBe(30);
    for (const n of perTeam.values()) expect(n >= 7 && n <= 9).toBe(true);
    for (const r of rows) {
      expect(r.usage).toHaveLength(6);
      expect(['Closer', 'Setup', 'Middle', 'Long']).toContain(r.role);
      expect(Math.abs(r.ip * 3 - Math.round(r.ip * 3))).toBeLessThan(0.01);
      expect(r.vfa !== null || r.vsi !== null).toBe(true);
    }
    const all = rows.flatMap((r) => r.usage);
    expect(all.filter((u) => u === 0).length / all.length).toBeGreaterThan(0.5);
    expect(rows.filter((r) => r.role === 'Closer')).toHaveLength(30);
  });

  it('pitch arsenals: pitchers throw 3-6 types summing to 100 %, hitters see 4-7 types', () => {
    const usage = new Map<string, number[]>();
    for (const r of csvRows(sampleDir, 'savant_pitcher_arsenal.csv')) usage.set(r.player_id!, [...(usage.get(r.player_id!) ?? []), Number(r.pitch_usage)]);
    for (const u of usage.values()) {
      expect(u.length >= 3 && u.length <= 6).toBe(true);
      expect(u.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 1);
    }
    const seen = new Map<string, number>();
    for (const r of csvRows(sampleDir, 'savant_pitch_arsenal.csv')) seen.set(r.player_id!, (seen.get(r.player_id!) ?? 0) + 1);
    for (const n of seen.values()) expect(n >= 4 && n <= 7).toBe(true);
  });

  it("odds: most of the slate's hitters at two or more books, inside the pipeline's odds bounds, some two-sided", () => {
    type Quote = { player: string; team: string; book: string; american: number; noAmerican?: number };
    const odds = json<{ source: string; fetchedAt: string; quotes: Quote[] }>(sampleDir, 'odds.json');
    expect(odds.fetchedAt.startsWith(DEFAULT_DATE)).toBe(true);
    const books = new Map<string, Set<string>>();
    for (const q of odds.quotes) {
      const player = `${fold(q.player).replace(/ (jr|ii|iii)$/, '')}|${q.team}`;
      books.set(player, (books.get(player) ?? new Set()).add(q.book));
    }
    expect(books.size).toBeGreaterThan(200);
    expect([...books.values()].filter((b) => b.size >= 2).length / books.size).toBeGreaterThan(0.75);
    expect(new Set(odds.quotes.map((q) => q.book))).toEqual(new Set(SAMPLE_BOOKS.map((b) => b.name)));
    const yes = ODDS_BOUNDS['anytime-HR Yes price'];
    const no = ODDS_BOUNDS['anytime-HR No price'];
    for (const q of odds.quotes) {
      expect(q.american >= yes.min && q.american <= yes.max && Math.abs(q.american) >= 100).toBe(true);
      if (q.noAmerican === undefined) continue;
      expect(q.noAmerican >= no.min && q.noAmerican <= no.max).toBe(true);
      // Two-sided pairs carry a small overround (5-8 % with rounding's slack).
      const margin = implied(q.american) + implied(q.noAmerican) - 1;
      expect(margin).toBeGreaterThan(0.03);
      expect(margin).toBeLessThan(0.1);
    }
    expect(odds.quotes.filter((q) => q.noAmerican !== undefined).length).toBeGreaterThan(50);
  });

  it("the league's pitching agrees with its batting: staffs face as many batters as the hitters have PA, so HR/TBF is the hitters' HR/PA", () => {
    const hitterPa = sampleLeague.hitters.reduce((sum, h) => sum + h.season.PA, 0);
    const hitterHr = sampleLeague.hitters.reduce((sum, h) => sum + h.season.HR, 0);
    const tbf = sampleLeague.pitchers.reduce((sum, p) => sum + p.season.TBF, 0);
    const allowed = sampleLeague.pitchers.reduce((sum, p) => sum + p.season.HR, 0);
    const outs = sampleLeague.pitchers.reduce((sum, p) => sum + p.season.outs, 0);
    const teamGames = [...sampleLeague.schedules[0]!.teamGames.values()].reduce((sum, g) => sum + g, 0);
    expect(allowed).toBe(hitterHr);
    expect(Math.abs(tbf / hitterPa - 1)).toBeLessThan(0.03);
    expect(Math.abs(allowed / tbf / (hitterHr / hitterPa) - 1)).toBeLessThan(0.03);
    // A real league: about 27 outs per club game and an HR/PA near 0.03.
    expect(outs / teamGames).toBeGreaterThan(26);
    expect(outs / teamGames).toBeLessThan(27.5);
    expect(hitterHr / hitterPa).toBeGreaterThan(0.026);
    expect(hitterHr / hitterPa).toBeLessThan(0.034);
  });

  it('the truth: one per-PA rate, moved by park, weather, starter and slot (hand-computed)', () => {
    const hitter = { ...sampleLeague.hitters[0]!, bbRate: 0.08, kRate: 0.22, hrPerBattedBall: 0.05 };
    // (0.989 x 0.992 x 0.92 - 0.22) x 0.05
    expect(truePaHrRate(hitter)).toBeCloseTo(0.03413005, 6);
    expect(trueGamePaHrRate(hitter)).toBeCloseTo(0.03413005, 6);
    // Park 110 and a 1.2-prone starter on 65 % of PAs: 0.03413005 x 1.1 x 1.13 = 0.04242365, then odds x exp(0.07) at 80 °F.
    const odds = (0.04242365 / (1 - 0.04242365)) * Math.exp(0.07);
    expect(trueGamePaHrRate(hitter, { parkHrIndex: 110, starterProneness: 1.2, temperature: 80 })).toBeCloseTo(odds / (1 + odds), 6);
    // Wind: 10 mph blowing in costs 12 % of the odds; 10 mph blowing out adds 0.5 %.
    const still = 0.03413005 / (1 - 0.03413005);
    expect(trueGamePaHrRate(hitter, { windOutMph: -10 })).toBeCloseTo((still * Math.exp(-0.12)) / (1 + still * Math.exp(-0.12)), 6);
    expect(trueGamePaHrRate(hitter, { windOutMph: 10 })).toBeCloseTo((still * Math.exp(0.005)) / (1 + still * Math.exp(0.005)), 6);
    expect(trueGamePa({ order: 1, home: false })).toBe(4.6);
    expect(trueGamePa({ order: 9, home: true })).toBe(3.45);
    expect(trueGameHrChance(hitter, { order: 1, home: false })).toBeCloseTo(1 - (1 - 0.03413005) ** 4.6, 6);
  });

  it("odds: priced from the league's true rates with the books' hold (one-sided implied chance 15-40 % above the true one on average)", () => {
    const odds = json<{ quotes: { player: string; book: string; american: number; noAmerican?: number }[] }>(sampleDir, 'odds.json');
    const truth = new Map<string, number>();
    for (const game of sampleLeague.slate) {
      for (const slot of gameSlots(game, sampleLeague.pitchers, sampleLeague.parkHrIndex)) {
        truth.set(fold(displayName(slot.hitter.name)), trueGameHrChance(slot.hitter, slot.conditions));
      }
    }
    let impliedSum = 0;
    let trueSum = 0;
    for (const q of odds.quotes) {
      const t = truth.get(fold(q.player));
      if (t === undefined || q.noAmerican !== undefined) continue;
      impliedSum += implied(q.american);
      trueSum += t;
    }
    expect(trueSum).toBeGreaterThan(0);
    expect(impliedSum / trueSum).toBeGreaterThan(1.15);
    expect(impliedSum / trueSum).toBeLessThan(1.4);
  });
});

/** The spec's model and rules, computed from the files, for hitters whose lineup entry resolves to a Savant row. */
describe('the sample feeds the pick lists and the RV Comparison tables', () => {
  interface Resolved {
    id: string;
    order: number;
    team: string;
    gameIndex: number;
    weather: string;
    home: string;
    starterId: string;
  }

  function resolveLineups(): Resolved[] {
    const entries = json<LineupEntry[]>(sampleDir, 'lineups.json');
    const games = json<{ awayPitcher: { id: number }; homePitcher: { id: number } }[]>(sampleDir, 'matchup_data.json');
    const byNameTeam = new Map(csvRows(sampleDir, 'mlb_stats.csv').map((r) => [`${fold(r.fullName!)}|${normaliseTeam(r.team)}`, r.playerId!]));
    const out: Resolved[] = [];
    entries.forEach((e, i) => {
      const gameIndex = Math.floor(i / 2);
      const home = entries[2 * gameIndex + 1]!.team;
      const opposing = i % 2 === 0 ? games[gameIndex]!.homePitcher.id : games[gameIndex]!.awayPitcher.id;
      for (const p of e.players) {
        if (p.battingOrder === 'SP') continue;
        const id = p.id !== undefined ? String(p.id) : byNameTeam.get(`${fold(p.name)}|${e.team}`);
        if (id) out.push({ id, order: p.battingOrder, team: e.team, gameIndex, weather: e.weather, home, starterId: String(opposing) });
      }
    });
    return out;
  }

  it('3-6 hitters meet the Confident rule and more meet Punt', () => {
    const savant = new Map(csvRows(sampleDir, 'savant_batter_ev_barrels.csv').map((r) => [r.player_id!, r]));
    const fullName = new Map(csvRows(sampleDir, 'mlb_stats.csv').map((r) => [r.playerId!, r]));
    const last7 = new Map(csvCells(sampleDir, 'last7references.csv').map((c) => [`${fold(c[0]!)}|${normaliseTeam(c[1]!)}`, c]));
    const parks = new Map(
      csvRows(sampleDir, 'savant_park_factors.csv')
        .filter((r) => r.Team !== 'Team')
        .map((r) => [normaliseTeam(r.Team), Number(r.HR)]),
    );
    let confident = 0;
    let punt = 0;
    for (const h of resolveLineups()) {
      const s = savant.get(h.id);
      const name = fullName.get(h.id)?.fullName;
      if (!s || !name) continue;
      const l7 = last7.get(`${fold(name)}|${h.team}`);
      const values: Partial<Record<HrModelFeatureKey, number>> = {
        barrelRate: Number(s.brl_percent),
        exitVelo: Number(s.avg_hit_speed),
        launchAngle: Number(s.avg_hit_angle),
        hardHitRate: Number(s.ev95percent),
        maxEV: Number(s.max_hit_speed),
        parkFactor: parks.get(h.home)!,
        temperature: Number(/^\d+/.exec(h.weather)![0]),
        battingOrder: h.order,
      };
      if (l7) Object.assign(values, { hr: Number(l7[4]), avg: Number(l7[5]), slg: Number(l7[6]), hrRate: Number(l7[4]) / Number(l7[2]) });
      let sum = 0;
      let weight = 0;
      for (const [key, v] of Object.entries(values) as [HrModelFeatureKey, number][]) {
        const term = HR_MODEL_TERMS[key];
        sum += (term.weight * (v - term.offset)) / term.scale;
        weight += term.weight;
      }
      const p = sum / weight;
      const meets = (rule: (typeof PICK_RULES)['punt']) =>
        (rule.hrProbability.inclusive ? p >= rule.hrProbability.min : p > rule.hrProbability.min) &&
        values.barrelRate! > rule.barrelRate.min &&
        values.hardHitRate! > rule.hardHitRate.min &&
        values.exitVelo! > rule.exitVelo.min;
      if (meets(PICK_RULES.confident)) confident++;
      else if (meets(PICK_RULES.punt)) punt++;
    }
    expect(confident).toBeGreaterThanOrEqual(3);
    expect(confident).toBeLessThanOrEqual(6);
    expect(punt).toBeGreaterThan(confident);
  });

  it('some batters meet the Summary rule and some pairs are Hard Hitters', () => {
    const batter = new Map<string, Row[]>();
    for (const r of csvRows(sampleDir, 'savant_pitch_arsenal.csv')) batter.set(r.player_id!, [...(batter.get(r.player_id!) ?? []), r]);
    const pitcher = new Map<string, Row[]>();
    for (const r of csvRows(sampleDir, 'savant_pitcher_arsenal.csv')) pitcher.set(r.player_id!, [...(pitcher.get(r.player_id!) ?? []), r]);
    const rows: { batter: string; usage: number; weighted: number; hard: boolean }[] = [];
    for (const h of resolveLineups()) {
      const faced = new Map((batter.get(h.id) ?? []).map((r) => [r.pitch_type!, r]));
      for (const thrown of pitcher.get(h.starterId) ?? []) {
        const f = faced.get(thrown.pitch_type!);
        if (!f) continue;
        const usage = Number(thrown.pitch_usage);
        const hard = Number(f.hard_hit_percent) > RV_RULES.hardHitThreshold && Number(thrown.hard_hit_percent) > RV_RULES.hardHitThreshold;
        rows.push({ batter: h.id, usage, weighted: (usage / 100) * Number(f.run_value), hard });
      }
    }
    const threshold = RV_RULES.summaryMultiplier * (rows.reduce((s, r) => s + r.weighted, 0) / rows.length);
    const count = new Map<string, number>();
    for (const r of rows) if (r.weighted > threshold && r.usage >= RV_RULES.usageMinimum) count.set(r.batter, (count.get(r.batter) ?? 0) + 1);
    expect([...count.values()].filter((n) => n >= RV_RULES.countMinimum).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.hard).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the full-league size', () => {
  let fullDir: string;
  beforeAll(() => {
    fullDir = tempDir('full');
    writeInputSet(generateInputSet({ size: 'full', date: DEFAULT_DATE, seed: DEFAULT_SEED }).files, fullDir);
  });

  const within5 = (actual: number, target: number) => {
    expect(actual).toBeGreaterThanOrEqual(target * 0.95);
    expect(actual).toBeLessThanOrEqual(target * 1.05);
  };

  it('has about 1,500 batters, 900 pitchers, 30,000 BvP rows and 6,000 home runs on a 16-game slate (15 and a doubleheader)', () => {
    within5(csvRows(fullDir, 'fangraphs-stats.csv').length, 1500);
    within5(csvRows(fullDir, 'fangraphs-pitchers.csv').length, 900);
    within5(json<unknown[]>(fullDir, 'bvp.json').length, 30_000);
    within5(csvRows(fullDir, 'home_runs.csv').length, 6000);
    expect(json<unknown[]>(fullDir, 'lineups.json')).toHaveLength(32);
  });

  it('has arsenal rows for (nearly) everyone', () => {
    const batters = new Set(csvRows(fullDir, 'savant_pitch_arsenal.csv').map((r) => r.player_id));
    const pitchers = new Set(csvRows(fullDir, 'savant_pitcher_arsenal.csv').map((r) => r.player_id));
    within5(batters.size, 1500);
    within5(pitchers.size, 900);
  });

  it('keeps names unique apart from the deliberate same-name players', () => {
    // A pitcher who batted is in both exports: one person, counted once (by MLBAM id).
    const byId = new Map([...csvRows(fullDir, 'fangraphs-stats.csv'), ...csvRows(fullDir, 'fangraphs-pitchers.csv')].map((r) => [r.MLBAMID!, r.Name!]));
    const counts = new Map<string, number>();
    for (const name of byId.values()) {
      const n = fold(name).replace(/ (jr|ii|iii)$/, '');
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const repeated = [...counts]
      .filter(([, n]) => n > 1)
      .map(([name, n]) => `${name} x${n}`)
      .sort();
    expect(repeated).toEqual(['luis garcia x3', 'max muncy x2', 'will smith x2']);
  });

  it('a short first name in the projection-site table never turns one player into another', () => {
    const written = csvRows(fullDir, 'razzball.csv').map((r) => `${fold(r.Name!)}|${normaliseTeam(r.Team)}`);
    expect(new Set(written).size).toBe(written.length);
  });
});
