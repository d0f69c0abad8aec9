/** The history inputs on a real build: rows of the three seasons before the slate's are read, any other season is a reported reject. */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySample, pipelineCli, tempDir } from './cli-helpers.ts';

describe("history rows outside the three seasons before the slate's", () => {
  it('are rejected with file, line, column and value; the others are read', async () => {
    const raw = copySample();
    const file = path.join(raw, 'mlb_history_batting.csv');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    // The sample's slate is in 2026: a 2026 row (the slate's own season) and a 2022 row (four back) are outside.
    const sample = lines[1]!.split(',').slice(1).join(',');
    appendFileSync(file, `2026,${sample.replace(/^\d+/, '999001')}\n2022,${sample.replace(/^\d+/, '999002')}\n`);
    const out = tempDir('out');
    expect((await pipelineCli(['build', '--raw', raw, '--out', out])).code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as {
      inputs: {
        input: string;
        rowsRead: number;
        rowsAccepted: number;
        rowsRejected: number;
        rejectSamples: { line: number; column: string | null; reason: string }[];
      }[];
    };
    const history = manifest.inputs.find((i) => i.input === 'mlb-history-batting')!;
    expect(history.rowsRead).toBe(lines.length + 1);
    expect(history.rowsRejected).toBe(2);
    expect(history.rowsAccepted).toBe(lines.length - 1);
    expect(history.rejectSamples).toEqual([
      expect.objectContaining({ line: lines.length + 1, column: 'season', reason: "season 2026 is not one of the 3 seasons before the slate's (2023-2025)" }),
      expect.objectContaining({ line: lines.length + 2, column: 'season', reason: "season 2022 is not one of the 3 seasons before the slate's (2023-2025)" }),
    ]);
  }, 60_000);
});
