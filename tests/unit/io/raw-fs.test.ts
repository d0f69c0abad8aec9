/**
 * Reading the raw folder: only regular files inside it, each within its size
 * limit, and no report that quotes a raw file back.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isLongballError, type LongballError } from '../../../pipeline/errors.ts';
import { loadRawInputs } from '../../../pipeline/io/raw-fs.ts';
import { INPUT_LIMITS } from '../../../pipeline/sources/limits.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'longball-raw-'));
  folders.push(dir);
  return dir;
}

async function thrown(fn: () => Promise<unknown>): Promise<LongballError> {
  try {
    await fn();
  } catch (e) {
    if (isLongballError(e)) return e;
    throw e;
  }
  throw new Error('expected a LongballError');
}

const SECRET = 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n';

describe('the raw folder holds regular files only', () => {
  it('a symbolic link leading outside the folder is refused unread, and nothing of the target reaches the report', async () => {
    const outside = scratch();
    writeFileSync(path.join(outside, 'passwd'), SECRET);
    const raw = scratch();
    symlinkSync(path.join(outside, 'passwd'), path.join(raw, 'fangraphs-stats.csv'));
    const { inputs } = await loadRawInputs(raw);
    const fg = inputs['fangraphs-stats'];
    expect(fg.status).toBe('unusable');
    expect(fg.sha256).toBeNull();
    expect(fg.error).toMatch(/^fangraphs-stats\.csv in the raw folder is refused: it is a symbolic link leading outside the raw folder\./);
    expect(JSON.stringify(fg)).not.toContain('root:x');
  });

  it('a symbolic link to a file inside the folder is read', async () => {
    const raw = scratch();
    mkdirSync(path.join(raw, 'kept'));
    writeFileSync(path.join(raw, 'kept', 'hands.csv'), 'Nate Holloway,R\n');
    symlinkSync(path.join(raw, 'kept', 'hands.csv'), path.join(raw, 'PlayerHandedness.csv'));
    const { inputs } = await loadRawInputs(raw);
    expect(inputs.handedness.status).toBe('ok');
    expect(inputs.handedness.rows).toHaveLength(1);
  });

  it('a directory, a device and a dangling link are refused with the reason', async () => {
    const raw = scratch();
    mkdirSync(path.join(raw, 'bvp.json'));
    symlinkSync('/dev/zero', path.join(raw, 'odds.json'));
    symlinkSync(path.join(raw, 'nowhere.csv'), path.join(raw, 'last7references.csv'));
    const { inputs } = await loadRawInputs(raw);
    expect(inputs.bvp.error).toMatch(/bvp\.json in the raw folder is refused: it is a directory, not a file\./);
    expect(inputs.odds.error).toMatch(/odds\.json in the raw folder is refused: it is a symbolic link leading outside the raw folder\./);
    expect(inputs.last7.error).toMatch(/last7references\.csv in the raw folder is refused: it is a symbolic link to nothing\./);
  });

  it('a header line that holds no column names is never quoted in the error', async () => {
    const raw = scratch();
    writeFileSync(path.join(raw, 'fangraphs-stats.csv'), SECRET);
    const { inputs } = await loadRawInputs(raw);
    expect(inputs['fangraphs-stats'].error).toContain('The first line (1 field) holds no column names.');
    expect(inputs['fangraphs-stats'].error).not.toContain('root');
  });

  it('a JSON parse error does not quote the file', async () => {
    const raw = scratch();
    writeFileSync(path.join(raw, 'bvp.json'), SECRET);
    const { inputs } = await loadRawInputs(raw);
    expect(inputs.bvp.status).toBe('unusable');
    expect(inputs.bvp.error).not.toContain('root');
  });
});

describe('input size limits', () => {
  it('a file over its byte limit stops the build with INPUT_TOO_LARGE', async () => {
    const raw = scratch();
    writeFileSync(path.join(raw, 'savant_park_factors.csv'), Buffer.alloc(INPUT_LIMITS['savant-park-factors'].bytes + 1, 0x41));
    const error = await thrown(() => loadRawInputs(raw));
    expect(error.code).toBe('INPUT_TOO_LARGE');
    expect(error.message).toBe('savant_park_factors.csv is too large: 1,048,577 bytes, over the limit of 1 MB for the savant-park-factors input.');
    expect(error.exitCode).toBe(1);
  });

  it('a file at its byte limit is read', async () => {
    const raw = scratch();
    const header = 'Team,Venue,HR\n';
    writeFileSync(path.join(raw, 'savant_park_factors.csv'), header + ' '.repeat(INPUT_LIMITS['savant-park-factors'].bytes - header.length));
    const { inputs } = await loadRawInputs(raw);
    expect(inputs['savant-park-factors'].status).toBe('ok');
  });

  it('a file over its row limit stops the build; at the limit it is read', async () => {
    const limit = INPUT_LIMITS.reference.rows;
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `c${i},r${i}`).join('\n');
    const raw = scratch();
    writeFileSync(path.join(raw, 'reference.csv'), rows(limit));
    expect((await loadRawInputs(raw)).inputs.reference.rowsRead).toBe(limit);
    writeFileSync(path.join(raw, 'reference.csv'), rows(limit + 1));
    const error = await thrown(() => loadRawInputs(raw));
    expect(error.message).toBe(`reference.csv is too large: ${limit + 1} rows, over the limit of ${limit} rows for the reference input.`);
  });
});
