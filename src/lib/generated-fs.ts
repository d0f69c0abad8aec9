/**
 * Build-time reader of the pipeline's output (generated/). Used by .astro
 * frontmatter and the /data/ endpoints only: it imports node:fs, so it must
 * never be imported by an island.
 *
 * Every file is validated against its contract on read (a file written by a
 * different pipeline version fails the build with the file name and the first
 * issue) and read once per build.
 *
 * The folder is `LONGBALL_GENERATED_DIR` when set (tests build from fixtures),
 * else `generated/` in the working directory.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contractFor, HISTORY_DIR, type HistoryDay } from '../../domain/contracts/index.ts';
import type { DataFileName, DataOf } from './data-files.ts';

export function generatedDir(): string {
  return path.resolve(process.env.LONGBALL_GENERATED_DIR ?? 'generated');
}

export class GeneratedDataError extends Error {
  override name = 'GeneratedDataError';
}

const cache = new Map<string, Promise<unknown>>();

async function readValidated(file: string): Promise<unknown> {
  const full = path.join(generatedDir(), file);
  if (!existsSync(full)) {
    throw new GeneratedDataError(
      `${full} is missing. Run the pipeline first: \`npm run pipeline -- build\` (or \`npm start\`, which runs it on the sample data).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(full, 'utf8'));
  } catch (e) {
    throw new GeneratedDataError(`${full} is not valid JSON: ${(e as Error).message}`);
  }
  const contract = contractFor(file);
  if (contract === undefined) throw new GeneratedDataError(`${file} is not a generated file: no contract is declared for it.`);
  const parsed = contract.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new GeneratedDataError(
      `${full} does not match its contract at ${where}: ${issue?.message ?? 'invalid'}. Re-run the pipeline with this version of the code.`,
    );
  }
  return parsed.data;
}

function cached(file: string): Promise<unknown> {
  let entry = cache.get(file);
  if (!entry) {
    entry = readValidated(file);
    cache.set(file, entry);
  }
  return entry;
}

/** A generated file, validated. Throws GeneratedDataError when missing or invalid. */
export function readGenerated<N extends DataFileName>(name: N): Promise<DataOf<N>> {
  return cached(name) as Promise<DataOf<N>>;
}

/** The dates (YYYY-MM-DD) archived under generated/history/, oldest first. */
export async function listHistoryDates(): Promise<string[]> {
  const dir = path.join(generatedDir(), HISTORY_DIR);
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((name) => /^\d{4}-\d{2}-\d{2}\.json$/.test(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** One archived day, generated/history/<date>.json, validated. */
export function readHistoryDay(date: string): Promise<HistoryDay> {
  return cached(`${HISTORY_DIR}/${date}.json`) as Promise<HistoryDay>;
}
