/**
 * Every command parses its options with one schema before doing anything: a bad
 * value is BAD_OPTION (exit 2) naming the option; a broken file the command reads
 * is a catalogued error naming the file, never INTERNAL (exit 70).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';

const EPOCH = { SOURCE_DATE_EPOCH: '1787400000' };
const PUBLISH_ENV = { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests' };

describe('option parsing', () => {
  it.each([
    ['build', ['build', '--raw', SAMPLE_DIR, '--date', '2026-02-30']],
    ['validate', ['validate', '--raw', SAMPLE_DIR, '--date', '2026-02-30']],
    ['fetch', ['fetch', '--date', '2026-02-30']],
  ])('%s refuses a date that is not on the calendar, naming --date', async (_, args) => {
    const result = await pipelineCli([...args, ...(args[0] === 'validate' ? [] : ['--out', tempDir('opts')])]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error BAD_OPTION: --date "2026-02-30" is not a calendar date in the form YYYY-MM-DD.');
    expect(result.stderr).toContain('  hint: Correct --date;');
  });

  it('accepts a leap day', async () => {
    const result = await pipelineCli(['validate', '--raw', SAMPLE_DIR, '--date', '2028-02-29']);
    expect(result.stderr).not.toContain('BAD_OPTION');
  });

  it('refuses an empty folder name, naming the option', async () => {
    const result = await pipelineCli(['build', '--raw', '']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('error BAD_OPTION: --raw "" is not a folder name.');
  });
});

describe('broken files are catalogued errors', () => {
  it('publish on a truncated projections.json names the file (exit 1)', async () => {
    const out = tempDir('publish-truncated');
    writeFileSync(path.join(out, 'projections.json'), '{"schemaVersion": 1, "date": "2026-08-22", "batt');
    const result = await pipelineCli(['publish', '--out', out], PUBLISH_ENV);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`error PUBLISH_NO_OUTPUT: Cannot publish: projections.json is missing or invalid in ${out} (it is not valid JSON`);
    expect(result.stderr).not.toContain('INTERNAL');
  });

  it('build with a truncated archived day names the file (exit 3) and writes nothing', async () => {
    const out = tempDir('history-truncated');
    mkdirSync(path.join(out, 'history'));
    writeFileSync(path.join(out, 'history', '2026-08-01.json'), '{"schemaVersion": 1, "da');
    const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`error HISTORY_UNREADABLE: The archived picks day history/2026-08-01.json in ${out} cannot be read: it is not valid JSON`);
    expect(result.stderr).not.toContain('INTERNAL');
  });
});
