/** Small helpers the builders share: the player id, rounding and first-value lookups. */
import type { StatRow } from '../../inputs/rows.ts';
import { normaliseName, type NameContext } from '../names.ts';
import { round } from '../stat-join.ts';

/** "mlbam-<id>" when the id is known, else the normalised name and the team ("fa" without one). */
export function playerId(name: string, team: string | null, mlbamId: number | null, names: NameContext): string {
  return mlbamId !== null ? `mlbam-${mlbamId}` : `${normaliseName(name, names).replace(/[^a-z0-9]+/g, '-')}-${(team ?? 'fa').toLowerCase()}`;
}

export function roundOrNull(value: number | null, decimals: number): number | null {
  return value === null ? null : round(value, decimals);
}

/** The first row, in the given order, that has the stat. */
export function firstValue(rows: readonly StatRow[], key: keyof StatRow['stats']): number | null {
  for (const r of rows) {
    const v = r.stats[key];
    if (v !== undefined) return v;
  }
  return null;
}
