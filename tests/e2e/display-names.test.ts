/**
 * One name per player across every generated file: builds the embedded sample (and,
 * when ../shared/real-data is present, the real 2026-08-22 slate) with the CLI and
 * checks that no MLBAM id appears under two spellings in any output.
 *
 * A name in an output is tied to an id by the file itself (projections, picks,
 * calculator, home-run batters), else by the raw inputs: a name whose folded form
 * (accents, case, punctuation and spaces ignored) belongs to exactly one id in the
 * inputs is that id. The folding here is the test's own, not the pipeline's matcher.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRawInputs } from '../../pipeline/io/raw-fs.ts';
import { pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';
import { REAL_SLATE_DATE, realDataPresent, realRawDir } from './real-data.ts';

/** Fields that name a player, in any generated file. */
const NAME_FIELDS = new Set(['name', 'player', 'batter', 'pitcher', 'batter_name', 'pitcher_name', 'opposingPitcher', 'startingPitcher']);

function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Folded name -> the MLBAM ids the raw inputs give it. */
async function idsByFoldedName(raw: string): Promise<Map<string, Set<number>>> {
  const { inputs } = await loadRawInputs(raw);
  const ids = new Map<string, Set<number>>();
  const note = (name: unknown, id: unknown) => {
    if (typeof name !== 'string' || typeof id !== 'number') return;
    const key = fold(name);
    ids.set(key, (ids.get(key) ?? new Set()).add(id));
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      note(o.name, o.mlbamId);
      note(o.batterName, o.batterId);
      note(o.pitcherName, o.pitcherId);
      for (const v of Object.values(o)) if (typeof v === 'object') walk(v);
    }
  };
  for (const input of Object.values(inputs)) walk(input.rows);
  return ids;
}

interface NamedPlayer {
  id: number | null;
  name: string;
  where: string;
}

/** The id a file itself gives the name in `field` of object `o`. */
function ownId(o: Record<string, unknown>, field: string): number | null {
  if (field === 'name' && typeof o.mlbamId === 'number') return o.mlbamId;
  if (field === 'name' && typeof o.id === 'string' && /^mlbam-\d+$/.test(o.id)) return Number(o.id.slice(6));
  if (field === 'batter_name' && typeof o.batter === 'number') return o.batter;
  return null;
}

/** Every player name in every generated file but the manifest (preset names are not players). */
function namesIn(out: string): NamedPlayer[] {
  const found: NamedPlayer[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${where}[${i}]`);
    } else if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      for (const [key, v] of Object.entries(o)) {
        if (key === 'presets') continue;
        if (NAME_FIELDS.has(key) && typeof v === 'string') found.push({ id: ownId(o, key), name: v, where: `${where}.${key}` });
        else walk(v, `${where}.${key}`);
      }
    }
  };
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)]));
  for (const file of files(out)) {
    if (!file.endsWith('.json') || path.basename(file) === 'manifest.json') continue;
    walk(JSON.parse(readFileSync(file, 'utf8')), path.relative(out, file));
  }
  return found;
}

/** Per MLBAM id, the spellings the outputs use, each with one place it is used. */
function spellingsById(players: readonly NamedPlayer[], rawIds: ReadonlyMap<string, ReadonlySet<number>>): Map<number, Map<string, string>> {
  const byId = new Map<number, Map<string, string>>();
  for (const p of players) {
    const candidates = rawIds.get(fold(p.name));
    const id = p.id ?? (candidates?.size === 1 ? [...candidates][0]! : null);
    if (id === null) continue;
    const spellings = byId.get(id) ?? new Map<string, string>();
    if (!spellings.has(p.name)) spellings.set(p.name, p.where);
    byId.set(id, spellings);
  }
  return byId;
}

function twoNames(byId: ReadonlyMap<number, ReadonlyMap<string, string>>): string[] {
  return [...byId].filter(([, s]) => s.size > 1).map(([id, s]) => `${id}: ${[...s].map(([name, where]) => `"${name}" (${where})`).join(' vs ')}`);
}

async function build(raw: string, date?: string): Promise<string> {
  const out = tempDir('names-out');
  const result = await pipelineCli(['build', '--raw', raw, '--out', out, ...(date ? ['--date', date] : [])], { SOURCE_DATE_EPOCH: '1787000000' });
  expect(result.code, result.stderr).toBe(0);
  return out;
}

describe('one display name per MLBAM id: the embedded sample', () => {
  let rawIds: Map<string, Set<number>>;
  let byId: Map<number, Map<string, string>>;

  beforeAll(async () => {
    rawIds = await idsByFoldedName(SAMPLE_DIR);
    byId = spellingsById(namesIn(await build(SAMPLE_DIR)), rawIds);
  }, 120_000);

  it('the sample writes players with and without their accents across its inputs (the case this guards)', async () => {
    const { inputs } = await loadRawInputs(SAMPLE_DIR);
    const ascii = (name: string) => /^[\x20-\x7e]*$/.test(name);
    const accented = new Set(inputs['mlb-stats'].rows.filter((r) => !ascii(r.name)).map((r) => fold(r.name)));
    const plainInLineups = inputs.lineups.rows.flatMap((e) => e.players).filter((p) => ascii(p.name) && accented.has(fold(p.name)));
    expect(plainInLineups.length).toBeGreaterThan(0);
  });

  it('no id appears under two names in any output', () => {
    expect(byId.size).toBeGreaterThan(200);
    expect(twoNames(byId)).toEqual([]);
  });

  it('the display name is the accented one: Joaquín Martínez in every file', () => {
    const id = [...rawIds.get('joaquinmartinez')!][0]!;
    expect([...byId.get(id)!.keys()]).toEqual(['Joaquín Martínez']);
  });
});

describe.skipIf(!realDataPresent)('one display name per MLBAM id: the real 2026-08-22 slate', () => {
  it('no id appears under two names in any output', async () => {
    const raw = realRawDir();
    const byId = spellingsById(namesIn(await build(raw, REAL_SLATE_DATE)), await idsByFoldedName(raw));
    expect(byId.size).toBeGreaterThan(200);
    expect(twoNames(byId)).toEqual([]);
  }, 120_000);
});
