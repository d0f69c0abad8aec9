/**
 * The season home-run feed (docs/product.md#season-home-runs): polled every
 * HOME_RUN_FEED_POLL_MS; "when the list grows, a toast is shown per new home
 * run". New means an id not in the previous list.
 *
 * Two shapes are accepted: the pipeline's home-runs.json
 * ({ homeRuns: [...] }) and the spec's external feed (a bare array of records).
 * Records of an external feed carry no id: one is derived from the record
 * (date, batter, pitcher, distance, and an occurrence number for identical
 * keys), stable across polls of the same feed. Team fields are shown as the
 * feed writes them (the pipeline's file already uses the site's team codes).
 */
import type { HomeRun } from '../../../domain/contracts/index.ts';
import type { DataFetchError } from '../../lib/data-store.ts';

export const INVALID_FEED_MESSAGE = 'Invalid home-run feed: expected an array of home runs';

type Json = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The feed's home runs, or null when the body has neither shape. Records
 * without a batter name or a YYYY-MM-DD date are skipped.
 */
export function parseHomeRunFeed(json: unknown): HomeRun[] | null {
  const list = Array.isArray(json)
    ? json
    : typeof json === 'object' && json !== null && Array.isArray((json as Json).homeRuns)
      ? ((json as Json).homeRuns as unknown[])
      : null;
  if (list === null) return null;
  const uses = new Map<string, number>();
  const homeRuns: HomeRun[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Json;
    const batterName = text(r.batter_name);
    const date = text(r.date)?.slice(0, 10) ?? null;
    if (batterName === null || date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const batterId = num(r.batter);
    const pitcherName = text(r.pitcher_name) ?? '';
    const distance = num(r.hit_distance);
    let id = text(r.id) ?? (typeof r.id === 'number' ? String(r.id) : null);
    if (id === null) {
      const base = `${date}|${batterId ?? batterName}|${pitcherName}|${distance ?? ''}`;
      const n = (uses.get(base) ?? 0) + 1;
      uses.set(base, n);
      id = `${base}|${n}`;
    }
    const team = text(r.team_batting) ?? '';
    const hrCount = num(r.hr_count);
    homeRuns.push({
      id,
      hr_count: hrCount !== null && Number.isInteger(hrCount) && hrCount > 0 ? hrCount : null,
      date,
      batter: batterId !== null && Number.isInteger(batterId) ? batterId : null,
      batter_name: batterName,
      team_batting: team,
      pitcher_name: pitcherName,
      pitch_name: text(r.pitch_name),
      venue: text(r.venue) ?? '',
      hit_distance: distance,
      hit_speed: num(r.hit_speed),
      hit_angle: num(r.hit_angle),
    });
  }
  return homeRuns;
}

/** The shape check handed to fetchJsonWithRetry (a wrong shape is not retried). */
export function checkHomeRunFeed(json: unknown): DataFetchError | null {
  return parseHomeRunFeed(json) === null ? { kind: 'format', message: INVALID_FEED_MESSAGE } : null;
}

/**
 * The home runs of `next` whose id is not in `previous`, oldest first (the
 * order their toasts are shown in). The feed lists newest first, so the new
 * ones are reversed.
 */
export function newHomeRuns(previous: readonly HomeRun[], next: readonly HomeRun[]): HomeRun[] {
  const known = new Set(previous.map((h) => h.id));
  return next.filter((h) => !known.has(h.id)).reverse();
}

/** The toast of one new home run. */
export function newHomeRunToast(homeRun: HomeRun): { title: string; description: string } {
  const details = [
    homeRun.team_batting,
    homeRun.hr_count !== null ? `HR #${homeRun.hr_count}` : null,
    homeRun.hit_distance !== null ? `${Math.round(homeRun.hit_distance)} ft` : null,
    homeRun.pitcher_name ? `off ${homeRun.pitcher_name}` : null,
  ].filter(Boolean);
  return { title: `New home run: ${homeRun.batter_name}`, description: details.join(' · ') };
}
