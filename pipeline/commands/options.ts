import { existsSync, statSync } from 'node:fs';
import { z } from 'zod';
import { LongballError } from '../errors.ts';

export const DEFAULT_RAW_DIR = 'raw-data';
export const DEFAULT_OUT_DIR = 'generated';

export const isoDateOption = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined) return;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    if (!valid) ctx.addIssue({ code: 'custom', message: value });
  });

export function parseDateOption(value: string | undefined): string | undefined {
  const parsed = isoDateOption.safeParse(value);
  if (!parsed.success) throw new LongballError('BAD_DATE', { value: String(value) });
  return parsed.data;
}

export function requireRawDir(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new LongballError('RAW_DIR_MISSING', { dir });
}

/**
 * The build clock. SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention)
 * pins it, so two builds of the same inputs are byte-identical, manifest included.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString();
  return new Date().toISOString();
}
