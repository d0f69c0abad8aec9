/**
 * Reading untyped API JSON without trusting its shape: each accessor returns the
 * value when it has the expected type and a neutral value (null, empty list)
 * otherwise, so a missing or renamed field degrades to "absent", never a crash.
 */
export type JsonObject = Record<string, unknown>;

export const asObject = (v: unknown): JsonObject | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonObject) : null);

export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Non-empty trimmed text; numbers are written as text. */
export function asText(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const text = v.trim();
  return text === '' ? null : text;
}

/** A finite number from a number or a numeric string (".312", "72"). */
export function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : null;
}

/** Follows a path of object keys: at(game, 'teams', 'away', 'team'). */
export function at(v: unknown, ...keys: string[]): unknown {
  let current: unknown = v;
  for (const key of keys) {
    const o = asObject(current);
    if (o === null) return undefined;
    current = o[key];
  }
  return current;
}
