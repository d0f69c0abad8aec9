import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SAMPLE_DIR = path.join(ROOT, 'raw-data');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pipeline <args>` as a user would (through tsx), never throwing on a non-zero exit. */
export async function pipelineCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(TSX, [path.join(ROOT, 'pipeline/cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : 1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `longball-${prefix}-`));
}

/** A writable copy of the embedded sample, to corrupt in tests. */
export function copySample(): string {
  const dir = tempDir('raw');
  cpSync(SAMPLE_DIR, dir, { recursive: true });
  return dir;
}

/** Every file under dir, relative path -> bytes. */
export function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else out.set(child, readFileSync(path.join(dir, child)));
    }
  };
  walk('');
  return out;
}
