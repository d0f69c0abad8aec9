/**
 * What every command's options share. Each command declares one zod schema for
 * its options in its own file (shadcn's `commands/` shape): the schema is the one
 * place an option's rule and default live. Commander's flags take their defaults
 * from it (`optionsFrom`, so `--help` shows them), and the command parses the
 * values it is given with it (`parseOptions`) before doing anything. A bad value
 * is the catalogued BAD_OPTION (exit 2) naming the option as typed (`--date`),
 * never a silent default and never a failure deeper in the command.
 */
import { Option } from 'commander';
import { z } from 'zod';
import { LongballError } from '../errors.ts';
import { isCalendarDate } from '../sources/values.ts';

export const DEFAULT_RAW_DIR = 'raw-data';
export const DEFAULT_OUT_DIR = 'generated';

export const calendarDate = z.string().refine(isCalendarDate, 'is not a calendar date in the form YYYY-MM-DD');
export const folder = z.string().min(1, 'is not a folder name');
/** A number of seconds, zero or more, written as digits ("30", "2.5"). */
export const secondsOrZero = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'is not a number of seconds')
  .transform(Number);
/** A number of seconds above zero. */
export const seconds = secondsOrZero.refine((n) => n > 0, 'must be more than zero seconds');

/** A repeatable option's values, in the order given (commander's argument parser for `--x a --x b`). */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** Each command prints its report one line at a time to standard output. */
export function printLine(text: string): void {
  process.stdout.write(`${text}\n`);
}

/**
 * The default `schema` declares for an option (`.default()`, or `.prefault()` for a
 * value commander passes as text and the schema turns into a number), as commander
 * is to pass it; undefined when the schema declares none.
 */
export function schemaDefault(field: z.ZodType): unknown {
  const def = field.def as { type: string; defaultValue?: unknown };
  return def.type === 'default' || def.type === 'prefault' ? def.defaultValue : undefined;
}

/**
 * Declares a command's commander options from its schema: each option's default is
 * the one the schema declares for its key, so the default is written once and
 * `--help` still shows it. `shownDefault` replaces the value in `--help` where the
 * value itself reads badly (an empty list, a long path). An option the schema does
 * not name is a programming error, thrown when the program is built.
 */
export function optionsFrom(schema: z.ZodObject): (flags: string, description: string, shownDefault?: string) => Option {
  return (flags, description, shownDefault) => {
    const option = new Option(flags, description);
    const key = option.attributeName();
    const field = schema.shape[key];
    if (field === undefined) throw new Error(`${flags}: the options schema has no "${key}"`);
    const value = schemaDefault(field);
    // A negated flag (--no-cache) is true unless given, in commander already; its help shows no default.
    if (value !== undefined && !(option.negate && value === true)) option.default(value, shownDefault);
    return option;
  };
}

/** `rewriteHistory` -> `--rewrite-history`: the option as the user typed it. */
const flagOf = (key: PropertyKey): string => `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Parses commander's option values with the command's schema; the first bad value is a BAD_OPTION error. */
export function parseOptions<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = issue.path[0] ?? '?';
  const value = (values as Record<PropertyKey, unknown>)[key as PropertyKey];
  throw new LongballError('BAD_OPTION', { option: flagOf(key), value: JSON.stringify(value) ?? 'undefined', reason: issue.message });
}
