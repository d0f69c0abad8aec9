/**
 * Command-line options: each command declares one zod schema for its options and
 * parses them with `parseOptions` before doing anything. A bad value is the
 * catalogued BAD_OPTION (exit 2) naming the option as typed (`--date`), never a
 * silent default and never a failure deeper in the build.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LongballError } from '../errors.ts';
import { SOURCE_IDS } from '../fetch/targets.ts';
import { isCalendarDate } from '../sources/values.ts';

export { isCalendarDate };

export const DEFAULT_RAW_DIR = 'raw-data';
export const DEFAULT_OUT_DIR = 'generated';

const calendarDate = z.string().refine(isCalendarDate, 'is not a calendar date in the form YYYY-MM-DD');
const folder = z.string().min(1, 'is not a folder name');
/** A number of seconds above zero, written as digits ("30", "2.5"). */
const seconds = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'is not a number of seconds')
  .transform(Number)
  .refine((n) => n > 0, 'must be more than zero seconds');

export const buildOptionsSchema = z.object({
  date: calendarDate.optional(),
  raw: folder,
  out: folder,
  rewriteHistory: z.boolean(),
  /** Publish an output empty rather than keep its last good version when its input is unusable. */
  allowShrink: z.boolean(),
  /** How long to wait for another build writing to the same --out (io/output-lock.ts). */
  wait: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'is not a number of seconds')
    .transform(Number)
    .optional(),
});
export type BuildOptions = z.infer<typeof buildOptionsSchema>;

export const validateOptionsSchema = z.object({ date: calendarDate.optional(), raw: folder, strict: z.boolean() });
export type ValidateOptions = z.infer<typeof validateOptionsSchema>;

export const fetchOptionsSchema = z.object({
  date: calendarDate.optional(),
  only: z.array(z.enum(SOURCE_IDS)).optional(),
  out: folder,
  timeout: seconds,
  cache: z.boolean(),
  refresh: z.boolean(),
  cacheMaxAge: z
    .string()
    .regex(/^\d+$/, 'is not a whole number of days')
    .transform(Number)
    .refine((n) => n > 0, 'must be at least one day'),
});
export type FetchOptions = z.infer<typeof fetchOptionsSchema>;

export const publishOptionsSchema = z.object({
  out: folder,
  /** The slate date the caller means to publish; the build must be of that date. */
  date: calendarDate.optional(),
  /** Publish a build of the demo sample (manifest dataset "demo"), e.g. into a staging project. */
  allowDemo: z.boolean(),
});
export type PublishOptions = z.infer<typeof publishOptionsSchema>;

/** `rewriteHistory` -> `--rewrite-history`: the option as the user typed it. */
const flagOf = (key: PropertyKey): string => `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Parses commander's option values with the command's schema; the first bad value is a BAD_OPTION error. */
export function parseOptions<S extends z.ZodType>(schema: S, values: unknown): z.infer<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = issue.path[0] ?? '?';
  const value = (values as Record<PropertyKey, unknown>)[key as PropertyKey];
  throw new LongballError('BAD_OPTION', { option: flagOf(key), value: JSON.stringify(value) ?? 'undefined', reason: issue.message });
}

/** A folder's real path when it exists (symbolic links followed), else its absolute path. */
function realFolder(dir: string): string {
  const resolved = path.resolve(dir);
  try {
    return realpathSync(resolved);
  } catch {
    return resolved;
  }
}

const isWithin = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(`${outer}${path.sep}`);

/**
 * The build replaces its whole output folder, so --out may not be --raw, inside it,
 * or hold it: each would overwrite or delete the raw inputs.
 */
export function requireSeparateFolders(raw: string, out: string): void {
  const rawPath = realFolder(raw);
  const outPath = realFolder(out);
  const reason =
    rawPath === outPath
      ? 'they are the same folder'
      : isWithin(outPath, rawPath)
        ? 'the output folder is inside the raw folder'
        : isWithin(rawPath, outPath)
          ? 'the raw folder is inside the output folder'
          : null;
  if (reason) throw new LongballError('FOLDERS_OVERLAP', { out, raw, reason });
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
