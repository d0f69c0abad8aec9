import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRunTempRoot } from '../../temp-root.ts';

describe('the test run temp root (tests/temp-root.ts)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('points TMPDIR at a new folder for the run and removes it, with what is in it, at teardown', () => {
    const before = process.env.TMPDIR;
    const parent = tmpdir();
    const teardown = createTestRunTempRoot();
    const root = tmpdir();
    expect(path.dirname(root)).toBe(parent);
    expect(path.basename(root).startsWith(`longball-test-run-${process.pid}-`)).toBe(true);
    const leftOver = mkdtempSync(path.join(tmpdir(), 'longball-raw-'));
    mkdirSync(path.join(leftOver, 'generated'));
    teardown();
    expect(existsSync(root)).toBe(false);
    expect(process.env.TMPDIR).toBe(before);
  });

  it("removes the folders of runs whose process has ended, and keeps a live run's", () => {
    // 2^22 + 1 is above Linux's largest pid (pid_max), so no process has it.
    const ended = path.join(tmpdir(), `longball-test-run-${2 ** 22 + 1}-AbC123`);
    const live = path.join(tmpdir(), `longball-test-run-${process.pid}-XyZ789`);
    const unrelated = path.join(tmpdir(), 'longball-test-run-notapid');
    for (const dir of [ended, live, unrelated]) {
      mkdirSync(path.join(dir, 'inside'), { recursive: true });
      made.push(dir);
    }
    const teardown = createTestRunTempRoot();
    teardown();
    expect(existsSync(ended)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(unrelated)).toBe(true);
  });
});
