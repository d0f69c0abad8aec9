/**
 * Season Home Runs and HRs By Park (docs/product.md#season-home-runs): the season's home-run records with
 * stable ids and running counts, and the per-park aggregates.
 */
import type { HomeRun, ParkHomeRuns } from '../../domain/contracts/home-runs.ts';
import type { RawHomeRun } from '../inputs/rows.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';

/**
 * The venue of a home run whose source row names none. A record only carries the
 * batting team, not the home team, so the park cannot be inferred from the teams.
 */
export const UNKNOWN_VENUE = 'Unknown venue';

export interface HomeRunsResult {
  /** Newest first. */
  homeRuns: HomeRun[];
  /** Most home runs first; UNKNOWN_VENUE last. */
  byPark: ParkHomeRuns[];
  /** Source rows not used, by reason, so the build can report them. */
  excluded: { otherSeason: number; invalidDate: number; duplicate: number };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

function finiteOrNull(v: number | null): number | null {
  return v != null && Number.isFinite(v) ? v : null;
}

function venueKey(venue: string): string {
  return venue.trim().toLowerCase();
}

/** venue → its home team; a venue shared by two teams in the map has no single team. */
function teamByVenue(venueByTeam: ReadonlyMap<string, string>): Map<string, string | null> {
  const index = new Map<string, string | null>();
  for (const [team, venue] of venueByTeam) {
    const key = venueKey(venue);
    index.set(key, index.has(key) && index.get(key) !== team ? null : team);
  }
  return index;
}

/**
 * Builds the season's home runs from the feed's records.
 *
 * - Only records dated in `season` are kept (others counted in `excluded`); a
 *   record repeating an earlier record's sourceId is a duplicate and dropped (counted).
 * - id: the source's id when it has one, else `${date}|${batter}|${pitcher}|${distance}|${n}`
 *   (batter and pitcher by MLBAM id when known, else by name; n numbers records with
 *   the same key in feed order). The same feed gives the same ids on every build.
 * - hr_count: the source's count when it states one; otherwise the batter's previous
 *   count + 1, walking his home runs in date order (feed order within a day). Counted
 *   values are only as complete as the feed: a feed that starts mid-season counts from there.
 * - venue: the record's, else UNKNOWN_VENUE (the record has no home team to infer it from).
 * - byPark: per venue, count, average distance and exit velocity (one decimal as
 *   docs/product.md#tables rounds them, over the records that have the value) and the longest
 *   distance; `team` is the venue's home team according to venueByTeam (team → venue).
 */
export function buildHomeRuns(raw: readonly RawHomeRun[], venueByTeam: ReadonlyMap<string, string>, season: number): HomeRunsResult {
  const excluded = { otherSeason: 0, invalidDate: 0, duplicate: 0 };
  const seenSourceIds = new Set<string>();
  const kept: RawHomeRun[] = [];
  for (const r of raw) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date)) {
      excluded.invalidDate++;
      continue;
    }
    if (Number(r.date.slice(0, 4)) !== season) {
      excluded.otherSeason++;
      continue;
    }
    if (r.sourceId != null) {
      if (seenSourceIds.has(r.sourceId)) {
        excluded.duplicate++;
        continue;
      }
      seenSourceIds.add(r.sourceId);
    }
    kept.push(r);
  }

  // Chronological: by date, feed order within a day (Array.prototype.sort is stable).
  const chronological = [...kept].sort((a, b) => compareText(a.date, b.date));

  const lastCount = new Map<string, number>();
  const keyUses = new Map<string, number>();
  const homeRuns = chronological.map((r): HomeRun => {
    const batterKey = r.batterId != null ? `id:${r.batterId}` : `name:${r.batterName.trim().toLowerCase()}`;
    const stated = r.hrCount != null && Number.isInteger(r.hrCount) && r.hrCount > 0 ? r.hrCount : null;
    const hrCount = stated ?? (lastCount.get(batterKey) ?? 0) + 1;
    lastCount.set(batterKey, hrCount);

    let id = r.sourceId;
    if (id == null) {
      const base = `${r.date}|${r.batterId ?? r.batterName}|${r.pitcherId ?? r.pitcherName}|${finiteOrNull(r.distance) ?? ''}`;
      const n = (keyUses.get(base) ?? 0) + 1;
      keyUses.set(base, n);
      id = `${base}|${n}`;
    }

    const venue = r.venue?.trim();
    return {
      id,
      hr_count: hrCount,
      date: r.date,
      batter: r.batterId,
      batter_name: r.batterName,
      team_batting: r.team,
      pitcher_name: r.pitcherName,
      pitch_name: r.pitchName,
      venue: venue == null || venue === '' ? UNKNOWN_VENUE : venue,
      hit_distance: finiteOrNull(r.distance),
      hit_speed: finiteOrNull(r.exitVelocity),
      hit_angle: finiteOrNull(r.launchAngle),
    };
  });

  const parkTeams = teamByVenue(venueByTeam);
  const byVenue = new Map<string, HomeRun[]>();
  for (const hr of homeRuns) {
    const list = byVenue.get(hr.venue);
    if (list) list.push(hr);
    else byVenue.set(hr.venue, [hr]);
  }
  const decimals = DISPLAY_DECIMALS.homeRunAverage;
  const byPark = [...byVenue].map(([venue, list]): ParkHomeRuns => {
    const distances = list.flatMap((h) => (h.hit_distance == null ? [] : [h.hit_distance]));
    const speeds = list.flatMap((h) => (h.hit_speed == null ? [] : [h.hit_speed]));
    const avgDistance = mean(distances);
    const avgExitVelo = mean(speeds);
    return {
      venue,
      team: venue === UNKNOWN_VENUE ? null : (parkTeams.get(venueKey(venue)) ?? null),
      count: list.length,
      avgDistance: avgDistance == null ? null : round(avgDistance, decimals),
      avgExitVelo: avgExitVelo == null ? null : round(avgExitVelo, decimals),
      longest: distances.length === 0 ? null : distances.reduce((a, b) => Math.max(a, b)),
    };
  });
  byPark.sort((a, b) => Number(a.venue === UNKNOWN_VENUE) - Number(b.venue === UNKNOWN_VENUE) || b.count - a.count || compareText(a.venue, b.venue));

  return { homeRuns: homeRuns.reverse(), byPark, excluded };
}
