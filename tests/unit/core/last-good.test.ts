import { describe, expect, it } from 'vitest';
import type { InputReport } from '../../../domain/contracts/index.ts';
import { filesToKeep, keepLastGood, unusableReason } from '../../../pipeline/core/last-good.ts';
import type { SlateFile } from '../../../pipeline/core/slate.ts';

const report = (over: Partial<InputReport>): InputReport => ({
  input: 'bvp',
  file: 'bvp.json',
  status: 'ok',
  required: false,
  format: 'bvp-json',
  sha256: null,
  rowsRead: 3,
  rowsAccepted: 3,
  rowsRejected: 0,
  rejectReasons: [],
  rejectSamples: [],
  warnings: [],
  error: null,
  ...over,
});

describe('last good data', () => {
  it('a missing input is not unusable; an unreadable one, or one with every row rejected, is', () => {
    expect(unusableReason(report({ status: 'missing', file: null }))).toBeNull();
    expect(unusableReason(report({}))).toBeNull();
    expect(unusableReason(report({ status: 'unusable', error: 'bvp.json is not valid JSON' }))).toBe('bvp (bvp.json) is unusable: bvp.json is not valid JSON');
    expect(unusableReason(report({ rowsAccepted: 0, rowsRejected: 3 }))).toBe('bvp (bvp.json) has no usable row: all 3 rejected');
  });

  it('maps an unusable arsenal to rv-comparison.json, and keeps the previous file with its date', () => {
    const toKeep = filesToKeep([report({ input: 'savant-pitcher-arsenal', file: 'a.csv', status: 'unusable', error: 'binary' })]);
    expect([...toKeep.keys()]).toEqual(['rv-comparison.json']);
    const today = { file: 'rv-comparison.json', data: { date: '2026-08-22', rows: [] }, rows: 0 } as unknown as SlateFile;
    const previous = new Map([['rv-comparison.json', { date: '2026-08-21', rows: [1, 2] }]]);
    const kept = keepLastGood([today], toKeep, previous);
    expect(kept.files[0]).toEqual({ file: 'rv-comparison.json', data: previous.get('rv-comparison.json'), rows: 2 });
    expect(kept.stale).toEqual([{ file: 'rv-comparison.json', since: '2026-08-21', reason: 'savant-pitcher-arsenal (a.csv) is unusable: binary' }]);
    expect(keepLastGood([today], toKeep, new Map()).files[0]).toBe(today);
  });
});

describe('a file derived from a kept file', () => {
  it("is rebuilt from the kept version and marked stale with it (bvp-today.json from yesterday's bvp.json)", () => {
    const toKeep = filesToKeep([report({ status: 'unusable', error: 'binary' })]);
    const history = { file: 'bvp.json', data: { date: '2026-08-22', rows: [] }, rows: 0 } as unknown as SlateFile;
    const today = { file: 'bvp-today.json', data: { date: '2026-08-22', rows: [], historyRows: 0 }, rows: 0 } as unknown as SlateFile;
    const previous = new Map([['bvp.json', { date: '2026-08-21', rows: ['a', 'b', 'c'] }]]);
    const rebuild = (kept: unknown) => ({ file: 'bvp-today.json', data: { from: kept }, rows: 1 }) as unknown as SlateFile;
    const kept = keepLastGood([history, today], toKeep, previous, [{ file: 'bvp-today.json', from: 'bvp.json', rebuild }]);
    expect(kept.files[1]).toEqual({ file: 'bvp-today.json', data: { from: previous.get('bvp.json') }, rows: 1 });
    expect(kept.stale.map((s) => [s.file, s.since])).toEqual([
      ['bvp-today.json', '2026-08-21'],
      ['bvp.json', '2026-08-21'],
    ]);
    // Nothing kept: the derived file stays as built.
    expect(keepLastGood([history, today], new Map(), previous, [{ file: 'bvp-today.json', from: 'bvp.json', rebuild }]).files[1]).toBe(today);
  });
});
