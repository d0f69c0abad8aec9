/**
 * Baseball Savant's Statcast Park Factors page
 * (`/leaderboard/statcast-park-factors?type=year&year=S&batSide=&stat=index_wOBA&condition=All&rolling=3&parks=mlb`)
 * embeds its table as `var data = [...]` in the HTML; there is no CSV download.
 * The rows become savant_park_factors.csv in the page table's own form:
 * `Rk.,Team,Venue,Year,Park Factor,wOBACon,xwOBACon,BACON,xBACON,HardHit,R,OBP,H,1B,2B,3B,HR,BB,SO,PA`
 * (Team = the club nickname, Park Factor = the wOBA index the page shows, the
 * others Savant's 100-based indexes; Rk. = the page's order).
 */
import { toCsv, type CsvCell } from './csv-writer.ts';
import { asArray, asObject, asText } from './json-access.ts';

export const PARK_FACTORS_COLUMNS: readonly (readonly [header: string, key: string])[] = [
  ['Team', 'name_display_club'],
  ['Venue', 'venue_name'],
  ['Year', 'year_range'],
  ['Park Factor', 'index_woba'],
  ['wOBACon', 'index_wobacon'],
  ['xwOBACon', 'index_xwobacon'],
  ['BACON', 'index_bacon'],
  ['xBACON', 'index_xbacon'],
  ['HardHit', 'index_hardhit'],
  ['R', 'index_runs'],
  ['OBP', 'index_obp'],
  ['H', 'index_hits'],
  ['1B', 'index_1b'],
  ['2B', 'index_2b'],
  ['3B', 'index_3b'],
  ['HR', 'index_hr'],
  ['BB', 'index_bb'],
  ['SO', 'index_so'],
  ['PA', 'n_pa'],
];

export class PageShapeError extends Error {}

/** The array literal assigned to `var data` in the page. */
export function embeddedData(html: string): unknown[] {
  const match = /var\s+data\s*=\s*(\[[\s\S]*?\])\s*;/.exec(html);
  if (!match?.[1]) throw new PageShapeError('the page has no embedded `var data = [...]` table (the page layout changed)');
  let value: unknown;
  try {
    value = JSON.parse(match[1]);
  } catch (e) {
    throw new PageShapeError(`the embedded table is not valid JSON: ${(e as Error).message}`);
  }
  return asArray(value);
}

export function parkFactorsCsv(html: string): { csv: string; rows: number } {
  const rows: CsvCell[][] = [];
  for (const item of embeddedData(html)) {
    const o = asObject(item);
    if (o === null) continue;
    rows.push([rows.length + 1, ...PARK_FACTORS_COLUMNS.map(([, key]) => asText(o[key]))]);
  }
  return { csv: toCsv(['Rk.', ...PARK_FACTORS_COLUMNS.map(([h]) => h)], rows), rows: rows.length };
}
