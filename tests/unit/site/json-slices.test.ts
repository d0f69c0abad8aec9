import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../domain/contracts/json-layout.ts';
import { parseJsonInSlices, readJsonInSlices } from '../../../src/lib/json-slices.ts';

const counted = () => {
  const pauses = { count: 0 };
  return { pauses, pause: async () => void pauses.count++ };
};

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    batter: i % 7 === 0 ? 'Łukasz Đurić, "Jr."' : `Player ${i}`,
    AVG: i % 5 === 0 ? null : i / 1000,
    team: 'ATH',
  }));

describe('parseJsonInSlices', () => {
  it("equals JSON.parse on the pipeline's layout and gives the main thread back between slices", async () => {
    const value = { schemaVersion: 1, date: '2026-08-21', rows: rows(2500), empty: [], absence: null, note: 'a, b,' };
    const text = formatJson(value);
    const { pauses, pause } = counted();
    expect(await parseJsonInSlices(text, pause)).toEqual(JSON.parse(text));
    expect(pauses.count).toBe(2);
  });

  it('falls back to JSON.parse for other layouts, with the same result', async () => {
    const value = { rows: rows(30), nested: { a: [1, 2] } };
    for (const text of [JSON.stringify(value), JSON.stringify(value, null, 2), formatJson([1, 2, 3]), formatJson({ games: [{ players: rows(40) }] })]) {
      const { pauses, pause } = counted();
      expect(await parseJsonInSlices(text, pause)).toEqual(JSON.parse(text));
      expect(pauses.count).toBe(0);
    }
  });

  it('throws on text that is not JSON, as JSON.parse does', async () => {
    await expect(parseJsonInSlices('{\n  "rows": [\n    {"id": 1},\n    {"id": \n  ]\n}\n')).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices('<!doctype html>')).rejects.toThrow(SyntaxError);
    await expect(parseJsonInSlices('{\n  "rows": [\n    {"id": 1}\n')).rejects.toThrow(SyntaxError);
  });

  it('keeps a "__proto__" key as an own property', async () => {
    const text = '{\n  "__proto__": {"polluted": true},\n  "rows": []\n}\n';
    const parsed = (await parseJsonInSlices(text)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).toEqual(JSON.parse(text));
  });

  it('reads a response body as it arrives, pieces splitting lines and characters anywhere', async () => {
    const value = { schemaVersion: 1, rows: rows(2300), absence: null };
    const bytes = new TextEncoder().encode(formatJson(value));
    for (const pieceSize of [7, 1000, 65_536]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += pieceSize) controller.enqueue(bytes.slice(at, at + pieceSize));
          controller.close();
        },
      });
      const { pauses, pause } = counted();
      expect(await readJsonInSlices(new Response(body), pause)).toEqual(value);
      expect(pauses.count).toBe(2);
    }
    const other = JSON.stringify({ rows: rows(5) }, null, 2);
    expect(await readJsonInSlices(new Response(other))).toEqual(JSON.parse(other));
    await expect(readJsonInSlices(new Response('{\n  "rows": [\n    {"id": 1},\n'))).rejects.toThrow(SyntaxError);
  });
});
