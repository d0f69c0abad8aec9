/**
 * One temporary folder per test run, for Vitest's and Playwright's global setup.
 *
 * Contract: setup creates `<os tmp>/longball-test-run-<pid>-XXXXXX` and points TMPDIR at it before
 * any worker starts, so every `os.tmpdir()` in a test, and every child process a test starts (the
 * pipeline's CLI, PostgreSQL, Chromium's profiles), writes under it; the returned teardown removes
 * it. A run that was killed before its teardown leaves its folder behind: the next setup removes
 * every run folder whose process is gone. Without this a full run left about 2 GB in /tmp.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning } from '../pipeline/io/output-lock.ts';

const RUN_FOLDER_PREFIX = 'longball-test-run-';
/** A run's folder: the prefix, the pid of the process that made it, mkdtemp's suffix. */
const RUN_FOLDER = new RegExp(`^${RUN_FOLDER_PREFIX}(\\d+)-`);

function removeFoldersOfEndedRuns(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = RUN_FOLDER.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) {
      rmSync(path.join(parent, name), { recursive: true, force: true, maxRetries: 3 });
    }
  }
}

/** Creates the run's folder, sets TMPDIR to it and returns the teardown that removes it. */
export function createTestRunTempRoot(): () => void {
  const parent = tmpdir();
  removeFoldersOfEndedRuns(parent);
  const root = mkdtempSync(path.join(parent, `${RUN_FOLDER_PREFIX}${process.pid}-`));
  // mkdtemp makes it 0700; the PostgreSQL harness runs initdb and the server as the postgres user,
  // who must pass through it to the cluster's own folder (execute only: nothing here is listed).
  chmodSync(root, 0o711);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}

/** Vitest's `globalSetup` and Playwright's `globalSetup`: both call a default export and run what it returns as the teardown. */
export default function setup(): () => void {
  return createTestRunTempRoot();
}
