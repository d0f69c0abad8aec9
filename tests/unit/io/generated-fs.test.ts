import { createHash } from 'node:crypto';
import { buildHistoryIndex } from '../../../pipeline/core/history-index.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCHEMA_VERSION } from '../../../domain/contracts/index.ts';
import { isLongballError } from '../../../pipeline/errors.ts';
import { encodeJson, formatJson } from '../../../domain/contracts/json-layout.ts';
import { outputFile, writeFilesAtomically, writeGeneratedAtomically, type PendingFile } from '../../../pipeline/io/generated-fs.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'longball-writer-'));
  folders.push(dir);
  return dir;
}

/** Every file under dir with its bytes, for byte-identity checks. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files[child] = readFileSync(path.join(dir, child)).toString('base64');
    }
  };
  walk('');
  return files;
}

const pick = (name: string, hrProbability: number) => ({
  id: name.toLowerCase().replace(' ', '-'),
  name,
  team: 'ATH',
  gameId: '824310',
  gameNumber: null,
  hrProbability,
  opponent: 'SEA',
  oddsAmerican: 450,
  oddsBook: 'FanDuel',
  fairProbability: 0.1652,
  edge: -0.022,
  evPerDollar: -0.3556,
  pHr: 0.1432,
});
const picksFile = (confident: unknown[]) => ({ schemaVersion: SCHEMA_VERSION, date: '2026-08-21', confident, punt: [], value: [] });
const manifestStub = (): PendingFile => ({
  file: 'history/index.json',
  data: buildHistoryIndex([]),
  rows: 0,
});

describe('formatJson', () => {
  it('writes the top level and its containers one member per line, deeper containers compact, values exactly as JSON.stringify', () => {
    const value = {
      schemaVersion: 1,
      date: '2026-08-21',
      rows: [
        { name: 'Łukasz Đurić', hr: 3, avg: 0.1 + 0.2, skip: undefined },
        { name: 'Max Muncy', hr: null },
      ],
      empty: [],
      none: {},
    };
    expect(formatJson(value)).toBe(
      [
        '{',
        '  "schemaVersion": 1,',
        '  "date": "2026-08-21",',
        '  "rows": [',
        '    {"name":"Łukasz Đurić","hr":3,"avg":0.30000000000000004},',
        '    {"name":"Max Muncy","hr":null}',
        '  ],',
        '  "empty": [],',
        '  "none": {}',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(formatJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('encodes UTF-8 bytes identical to the text, two-byte names included', () => {
    const value = { rows: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: i % 500 === 0 ? 'Łukasz Ćwik' : 'José Ramírez' })) };
    const bytes = encodeJson(value);
    expect(Buffer.from(bytes).equals(Buffer.from(formatJson(value), 'utf8'))).toBe(true);
    expect(JSON.parse(Buffer.from(bytes).toString('utf8'))).toEqual(value);
  });

  it('breaks a deep container longer than the inline limit into one member per line', () => {
    const lineup = { team: 'NYY', players: Array.from({ length: 40 }, (_, i) => ({ name: `Player Number ${i}`, order: i })) };
    const text = formatJson({ games: [lineup] });
    expect(text).toContain('\n      "players": [\n');
    expect(JSON.parse(text)).toEqual({ games: [lineup] });
  });

  it('inlines exactly the deep containers whose compact form fits, after long ones at the same depth too', () => {
    // The layout rule written plainly: a container two or more levels deep is inline when JSON.stringify of it fits.
    const layout = (value: unknown, indent: string, depth: number): string => {
      if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
      const inline = JSON.stringify(value);
      if (depth >= 2 && inline.length <= 1000) return inline;
      const inner = `${indent}  `;
      if (Array.isArray(value)) {
        if (value.length === 0) return '[]';
        return `[\n${value.map((v) => `${inner}${v === undefined || typeof v === 'function' ? 'null' : layout(v, inner, depth + 1)}`).join(',\n')}\n${indent}]`;
      }
      const members = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
      if (members.length === 0) return '{}';
      return `{\n${members.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layout(v, inner, depth + 1)}`).join(',\n')}\n${indent}}`;
    };
    const text = (length: number) => 'x'.repeat(length);
    const pitches = (n: number) => Array.from({ length: n }, (_, i) => ({ type: `P${i}`, usage: i / 7, note: i % 3 === 0 ? undefined : 'é' }));
    const team = (i: number) => ({
      team: `T${i}`,
      lineup: Array.from({ length: 9 + (i % 3) * 4 }, (_, j) => ({
        name: `Batter ${i}-${j}`,
        pitches: pitches(j % 5),
        at: new Date(Date.UTC(2026, 7, 21)),
      })),
      starter: i % 2 === 0 ? { name: text(900 + i * 20), pitches: pitches(2) } : null,
      bullpen: Array.from({ length: i * 3 }, (_, j) => ({ name: `Arm ${j}`, hand: j % 2 ? 'L' : 'R', skip: () => 0 })),
      exact: [text(996)],
      over: [text(997)],
      empty: [],
    });
    const value = {
      schemaVersion: 1,
      teams: Array.from({ length: 6 }, (_, i) => team(i)),
      rows: [{ a: 1 }, { b: [text(2000)] }, { c: 'short' }],
    };
    expect(formatJson(value)).toBe(`${layout(value, '', 0)}\n`);
  });
});

describe('writeGeneratedAtomically', () => {
  it('writes every file and the describing file, carrying over files it does not manage', async () => {
    const out = path.join(scratch(), 'generated');
    mkdirSync(out);
    writeFileSync(path.join(out, '.gitkeep'), '');
    const reports = await writeGeneratedAtomically(out, [{ file: 'picks.json', data: picksFile([pick('Max Muncy', 0.21)]), rows: 1 }], manifestStub);
    expect(reports.map((r) => r.file)).toEqual(['picks.json']);
    expect(reports[0]!.bytes).toBe(readFileSync(path.join(out, 'picks.json')).length);
    expect(Object.keys(snapshot(out)).sort()).toEqual(['.gitkeep', 'history/index.json', 'picks.json']);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('writes each file exactly as its own text and hash, a small file after a large one included', async () => {
    const out = path.join(scratch(), 'generated');
    // Longer than the writer's first buffer, so it grows before the small file follows.
    const large = picksFile(Array.from({ length: 5 }, (_, i) => pick(`Player ${'Ł'.repeat(20_000)} ${i}`, i / 10)));
    const index = manifestStub();
    const reports = await writeGeneratedAtomically(out, [{ file: 'picks.json', data: large, rows: 5 }], () => index);
    expect(readFileSync(path.join(out, 'picks.json'), 'utf8')).toBe(formatJson(large));
    expect(readFileSync(path.join(out, 'history/index.json'), 'utf8')).toBe(formatJson(index.data));
    const bytes = readFileSync(path.join(out, 'picks.json'));
    expect(reports[0]).toMatchObject({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('a file failing its contract leaves the previous output byte-identical and no staging folder behind', async () => {
    const out = path.join(scratch(), 'generated');
    await writeGeneratedAtomically(out, [{ file: 'picks.json', data: picksFile([pick('Max Muncy', 0.21)]), rows: 1 }], manifestStub);
    const before = snapshot(out);
    const good: PendingFile = { file: 'picks.json', data: picksFile([pick('Aaron Judge', 0.3)]), rows: 1 };
    const badIndex: PendingFile = { file: 'history/index.json', data: { schemaVersion: SCHEMA_VERSION, days: 'not a list' }, rows: 0 };
    const failure = await writeGeneratedAtomically(out, [good, badIndex], manifestStub).catch((e: unknown) => e);
    expect(isLongballError(failure) && failure.code).toBe('OUTPUT_INVALID');
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });
});

describe('history index and day files', () => {
  it('an index that lists a day history/ does not hold (or leaves one out) fails the run before the swap', async () => {
    const out = path.join(scratch(), 'generated');
    const index = (dates: string[]): PendingFile => ({
      file: 'history/index.json',
      data: buildHistoryIndex(dates.map((date) => ({ schemaVersion: SCHEMA_VERSION, date, confident: [], punt: [], archivedAt: `${date}T12:00:00.000Z` }))),
      rows: dates.length,
    });
    const day = (date: string): PendingFile => ({
      file: `history/${date}.json`,
      data: { schemaVersion: SCHEMA_VERSION, date, confident: [], punt: [], archivedAt: `${date}T12:00:00.000Z` },
      rows: 0,
    });
    await writeGeneratedAtomically(out, [day('2026-08-20')], () => index(['2026-08-20']));
    const before = snapshot(out);
    for (const [files, listed, reason] of [
      [[day('2026-08-21')], ['2026-08-21'], 'it lists the days 2026-08-21 but history/ holds 2026-08-20, 2026-08-21'],
      [[], ['2026-08-20', '2026-08-19'], 'it lists the days 2026-08-19, 2026-08-20 but history/ holds 2026-08-20'],
    ] as const) {
      const failure = await writeGeneratedAtomically(out, files, () => index([...listed])).catch((e: unknown) => e);
      expect(isLongballError(failure) && failure.code).toBe('OUTPUT_INVALID');
      expect((failure as Error).message).toContain(reason);
      expect(snapshot(out)).toEqual(before);
    }
  });
});

describe('output size budgets', () => {
  it('a file over its budget fails the run with OUTPUT_TOO_LARGE and the previous output stays byte-identical', async () => {
    const out = scratch();
    await writeGeneratedAtomically(out, [{ file: 'picks.json', data: picksFile([pick('Ann Bell', 0.2)]), rows: 1 }], manifestStub);
    const before = snapshot(out);
    const big = picksFile([pick('Ann Bell', 0.2), pick('Cy Dunn', 0.1)]);
    const size = encodeJson(big).length;
    let error: unknown;
    try {
      await writeGeneratedAtomically(out, [{ file: 'picks.json', data: big, rows: 2 }], manifestStub, (file) => (file === 'picks.json' ? size - 1 : size * 10));
    } catch (e) {
      error = e;
    }
    expect(isLongballError(error) && error.code).toBe('OUTPUT_TOO_LARGE');
    expect(isLongballError(error) && error.exitCode).toBe(3);
    expect(snapshot(out)).toEqual(before);
    await writeGeneratedAtomically(out, [{ file: 'picks.json', data: big, rows: 2 }], manifestStub, (file) => (file === 'picks.json' ? size : size * 10));
    expect(snapshot(out)).not.toEqual(before);
  });
});

describe("writeFilesAtomically (single files: fit's card, backtest's predictions and report)", () => {
  const rowSchema = z.array(z.object({ id: z.string(), p: z.number().min(0).max(1) }));
  const csv = (rows: z.output<typeof rowSchema>) => rows.map((r) => `${r.id},${r.p.toFixed(2)}`).join('\n');

  it('writes each file as its encoding of the parsed data, creating the folder', () => {
    const dir = path.join(scratch(), 'deep', 'er');
    const card = path.join(dir, 'card.json');
    const preds = path.join(dir, 'preds.csv');
    const strict = z.object({ version: z.number() });
    writeFilesAtomically([
      outputFile(preds, rowSchema, [{ id: 'a', p: 0.25 }], csv),
      // The parsed value is what is encoded: a key outside the schema is not written.
      outputFile(card, strict, { version: 2, stray: true } as { version: number }, (valid) => JSON.stringify(valid)),
    ]);
    expect(readFileSync(preds, 'utf8')).toBe('a,0.25');
    expect(readFileSync(card, 'utf8')).toBe('{"version":2}');
    expect(readdirSync(dir).sort()).toEqual(['card.json', 'preds.csv']);
  });

  it('writes nothing when one file is off its schema: OUTPUT_INVALID names it, every previous version stays byte-identical', () => {
    const dir = scratch();
    const [a, b] = [path.join(dir, 'a.csv'), path.join(dir, 'b.csv')];
    writeFileSync(a, 'last good a');
    writeFileSync(b, 'last good b');
    let error: unknown;
    try {
      writeFilesAtomically([outputFile(a, rowSchema, [{ id: 'x', p: 0.5 }], csv), outputFile(b, rowSchema, [{ id: 'y', p: 1.5 }], csv)]);
    } catch (e) {
      error = e;
    }
    expect(isLongballError(error) && error.code).toBe('OUTPUT_INVALID');
    expect((error as Error).message).toContain(`Refusing to write ${b}`);
    expect((error as Error).message).toContain('0.p');
    expect(readFileSync(a, 'utf8')).toBe('last good a');
    expect(readFileSync(b, 'utf8')).toBe('last good b');
    expect(readdirSync(dir).sort()).toEqual(['a.csv', 'b.csv']);
  });

  it('a write error puts back the files already renamed and removes its temporary files (OUTPUT_WRITE_FAILED)', () => {
    const dir = scratch();
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, 'last good');
    const blocked = path.join(dir, 'blocked.csv');
    mkdirSync(blocked); // a folder where the file should go: the rename fails
    let error: unknown;
    try {
      writeFilesAtomically([outputFile(good, rowSchema, [{ id: 'x', p: 0.5 }], csv), outputFile(blocked, rowSchema, [], csv)]);
    } catch (e) {
      error = e;
    }
    expect(isLongballError(error) && error.code).toBe('OUTPUT_WRITE_FAILED');
    expect(readFileSync(good, 'utf8')).toBe('last good');
    expect(readdirSync(dir).sort()).toEqual(['blocked.csv', 'good.csv']);
  });
});
