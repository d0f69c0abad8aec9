/**
 * The raw folder's files as `pipeline fetch` keeps them: a download is written to
 * a temporary file beside its target, read back and validated, and only then
 * renamed over the target; a rejected download is deleted and the previous good
 * file stays byte-identical. When today's download fails, the last good file is
 * the one already in today's folder, else (for season tables) the newest copy in
 * an earlier date's folder, copied in through the same gate.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileTarget } from './targets.ts';
import { validateDownload, type InputAdapter, type Validation } from './validate-download.ts';

export type Replacement = { ok: true; rows: number; unchanged: boolean; warnings: string[] } | { ok: false; reason: string };

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.byteLength === b.byteLength && Buffer.from(a).equals(Buffer.from(b));

/** Temp file → validate → rename. The target is left untouched when the bytes are rejected or identical. */
export async function replaceIfValid(dir: string, target: FileTarget, bytes: Uint8Array, registry: readonly InputAdapter[]): Promise<Replacement> {
  await mkdir(dir, { recursive: true });
  const finalPath = path.join(dir, target.fileName);
  const tempPath = path.join(dir, `.${target.fileName}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(tempPath, bytes);
  let validation: Validation;
  try {
    validation = validateDownload(target, new Uint8Array(await readFile(tempPath)), registry);
  } catch (e) {
    await unlink(tempPath).catch(() => {});
    throw e;
  }
  if (!validation.ok) {
    await unlink(tempPath).catch(() => {});
    return { ok: false, reason: validation.reason };
  }
  if (existsSync(finalPath) && sameBytes(new Uint8Array(await readFile(finalPath)), bytes)) {
    await unlink(tempPath);
    return { ok: true, rows: validation.rows, unchanged: true, warnings: validation.warnings };
  }
  await rename(tempPath, finalPath);
  return { ok: true, rows: validation.rows, unchanged: false, warnings: validation.warnings };
}

const DATE_DIR = /^\d{4}-\d{2}-\d{2}$/;

export type LastGood =
  | { kind: 'in-place'; fetchedAt: string; rows: number }
  | { kind: 'carried'; fromDate: string; fetchedAt: string; rows: number }
  | { kind: 'none'; note: string | null };

/**
 * Keeps or brings in the last good copy of a target after a failed download:
 * the file already in `<root>/<date>/` when it still validates; else, for a
 * carry-over target, the newest earlier `<root>/<YYYY-MM-DD>/` copy that validates.
 */
export async function keepLastGood(root: string, date: string, target: FileTarget, registry: readonly InputAdapter[]): Promise<LastGood> {
  const dir = path.join(root, date);
  const current = path.join(dir, target.fileName);
  let note: string | null = null;
  if (existsSync(current)) {
    const validation = validateDownload(target, new Uint8Array(await readFile(current)), registry);
    if (validation.ok) return { kind: 'in-place', fetchedAt: (await stat(current)).mtime.toISOString(), rows: validation.rows };
    note = `the file already in ${date}/ is not usable either (${validation.reason})`;
  }
  if (!target.carryOver) return { kind: 'none', note };
  const earlier = existsSync(root)
    ? (await readdir(root, { withFileTypes: true }))
        .filter((d) => d.isDirectory() && DATE_DIR.test(d.name) && d.name < date)
        .map((d) => d.name)
        .sort()
        .reverse()
    : [];
  for (const day of earlier) {
    const candidate = path.join(root, day, target.fileName);
    if (!existsSync(candidate)) continue;
    const replaced = await replaceIfValid(dir, target, new Uint8Array(await readFile(candidate)), registry);
    if (replaced.ok) {
      // The copy keeps the original's time, so a later run still sees how old the data is.
      const { atime, mtime } = await stat(candidate);
      await utimes(current, atime, mtime);
      return { kind: 'carried', fromDate: day, fetchedAt: mtime.toISOString(), rows: replaced.rows };
    }
  }
  return { kind: 'none', note };
}
