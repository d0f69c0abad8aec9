/**
 * The exit-code table of docs/pipeline.md is printed from the catalogue (scripts/exit-codes.ts):
 * the page must hold exactly that table, so a new code or exit status cannot leave the
 * documentation behind.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, EXIT, exitCodeTable } from '../../../pipeline/errors.ts';

const PIPELINE_DOC = readFileSync(path.resolve(import.meta.dirname, '../../../docs/pipeline.md'), 'utf8');
const TABLE_HEADER = '| Exit code | Meaning | Error codes |';

describe('exit-code table', () => {
  it('names every catalogue code once, under its exit code', () => {
    const table = exitCodeTable();
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      expect(table.split(`\`${code}\``).length - 1, code).toBe(1);
      const row = table.split('\n').find((line) => line.includes(`\`${code}\``))!;
      expect(row.startsWith(`| ${entry.exitCode} |`), code).toBe(true);
    }
    for (const exit of Object.values(EXIT)) expect(table).toContain(`\n| ${exit} | `);
  });

  it('docs/pipeline.md holds exactly the printed table', () => {
    const start = PIPELINE_DOC.indexOf(TABLE_HEADER);
    expect(start).toBeGreaterThan(0);
    const lines = PIPELINE_DOC.slice(start).split('\n');
    const end = lines.findIndex((line) => !line.startsWith('|'));
    expect(`${lines.slice(0, end).join('\n')}\n`).toBe(exitCodeTable());
  });
});
