import { z } from 'zod';

/** Bumped whenever any generated file changes shape incompatibly. */
export const SCHEMA_VERSION = 1;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
export const teamCode = z.string().regex(/^[A-Z]{2,3}$/, 'expected a team abbreviation');
/** A number or null: null means "not found in any source", never 0. */
export const maybeNumber = z.number().finite().nullable();

/** Every generated file starts with these fields. */
export const fileHeader = {
  schemaVersion: z.literal(SCHEMA_VERSION),
  date: isoDate,
};

/** Handedness as shown to users; a fixed text when no source knows it (docs/product.md#data-files-and-matching). */
export const HAND_NOT_FOUND = 'NOT FOUND IN CSV';
export const hand = z.union([z.enum(['R', 'L', 'S']), z.literal(HAND_NOT_FOUND)]);

/** Why an output section has no rows: a missing input is stated, not hidden. */
export const dataAbsence = z.object({ missingInputs: z.array(z.string()), message: z.string() }).nullable();

/** The game of a doubleheader (1 or 2) on a row or a pick; null for a club's only game of the day. */
export const doubleheaderGameNumber = z.union([z.literal(1), z.literal(2)]).nullable();
