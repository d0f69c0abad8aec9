/**
 * The Park Factors table rows (docs/product.md#park-factors). The scale rule and the colouring are in
 * domain/scoring/park-factor.ts.
 */
import type { ParkFactorRow } from '../../domain/contracts/park-factors.ts';
import type { RawParkFactor } from '../inputs/rows.ts';
import { PARK_VENUE_DEFAULT } from '../../domain/spec-constants.ts';
import { teamName } from '../../domain/teams.ts';

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The Park Factors table (docs/product.md#park-factors: 19 columns, the HR index serving as the park factor). `parkFactor`
 * is the HR index (percent scale). An empty venue reads "N/A" (docs/product.md#park-factors), an empty year
 * the default label. Sorted by parkFactor descending (docs/product.md#park-factors), then team,
 * then venue.
 */
export function buildParkFactorRows(raw: readonly RawParkFactor[], yearLabelDefault: string): ParkFactorRow[] {
  const rows = raw.map(
    (r): ParkFactorRow => ({
      team: r.team,
      teamName: teamName(r.team),
      venue: r.venue.trim() === '' ? PARK_VENUE_DEFAULT : r.venue.trim(),
      year: r.year.trim() === '' ? yearLabelDefault : r.year.trim(),
      parkFactor: r.hr,
      overall: r.overall,
      wOBACon: r.wOBACon,
      xwOBACon: r.xwOBACon,
      BACON: r.BACON,
      xBACON: r.xBACON,
      HardHit: r.HardHit,
      R: r.R,
      OBP: r.OBP,
      H: r.H,
      '1B': r['1B'],
      '2B': r['2B'],
      '3B': r['3B'],
      BB: r.BB,
      SO: r.SO,
      PA: r.PA,
    }),
  );
  return rows.sort((a, b) => b.parkFactor - a.parkFactor || compareText(a.team, b.team) || compareText(a.venue, b.venue));
}
