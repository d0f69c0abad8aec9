/**
 * One build at a time per output folder. The lock is a file beside the folder
 * (`.<name>.lock`, since the folder itself is swapped by the writer) holding the
 * holder's pid and start time, created exclusively. A lock whose pid is no longer
 * running is left over from a killed build: it is taken over and said so. A live
 * holder is waited for, up to `waitMs`; then the catalogued OUTPUT_LOCKED error.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LongballError } from '../errors.ts';

const POLL_MS = 200;

export interface OutputLock {
  file: string;
  release: () => void;
}

interface Holder {
  pid: number;
  since: string;
}

export function lockFileOf(outDir: string): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}.lock`);
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, since: String(parsed.since ?? '?') } : { pid: -1, since: '?' };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: a holder that died while writing it.
    return { pid: -1, since: '?' };
  }
}

/** True while a process with this pid exists (signal 0 checks without signalling). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new LongballError('OUTPUT_WRITE_FAILED', { dir: path.dirname(file), reason: `the lock ${file} cannot be created: ${(e as Error).message}` });
  }
}

/**
 * Takes the output folder's lock, waiting up to `waitMs` for a live holder.
 * `print` hears about a stale lock taken over and about waiting.
 */
export async function acquireOutputLock(outDir: string, waitMs: number, print: (text: string) => void): Promise<OutputLock> {
  const file = lockFileOf(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  let announced = false;
  for (;;) {
    if (tryCreate(file)) return { file, release: () => rmSync(file, { force: true }) };
    const holder = readHolder(file);
    if (holder === null) continue;
    if (!isRunning(holder.pid)) {
      print(`Took over a stale build lock ${file} (pid ${holder.pid} since ${holder.since} is no longer running).`);
      rmSync(file, { force: true });
      continue;
    }
    const waited = Date.now() - started;
    if (waited >= waitMs) {
      throw new LongballError('OUTPUT_LOCKED', {
        pid: holder.pid,
        since: holder.since,
        dir: path.resolve(outDir),
        waited: Math.round(waited / 100) / 10,
        lock: file,
      });
    }
    if (!announced) print(`Waiting for the build of pid ${holder.pid} (since ${holder.since}) writing to ${path.resolve(outDir)}…`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
