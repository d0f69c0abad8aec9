/**
 * FanGraphs leaderboards. The site's CSV export is a members' button; the table
 * itself comes from its JSON API (`/api/leaders/major-league/data?stats=bat|pit&type=N...`,
 * `{data:[...], totalCount}`), one tab (`type`) per request. The tabs are merged
 * by FanGraphs player id and written as the export would be:
 * `Name,Team,<stat columns>,NameASCII,PlayerId,MLBAMID`, with FanGraphs' own column
 * names and units (percents as fractions, IP in thirds), so the fangraphs adapter
 * reads it exactly like a downloaded export.
 */
import { toCsv, type CsvCell } from './csv-writer.ts';
import { asObject, asText, at, type JsonObject } from './json-access.ts';

export interface FangraphsColumn {
  /** Header written in the CSV (the export's name). */
  header: string;
  /** JSON keys that carry it, first present wins. */
  keys: readonly string[];
}

const same = (...names: string[]): FangraphsColumn[] => names.map((n) => ({ header: n, keys: [n] }));

export const FANGRAPHS_BATTING_COLUMNS: readonly FangraphsColumn[] = [
  ...same('G', 'PA', 'AB', 'H', 'HR', 'R', 'RBI', 'SB', 'BB%', 'K%', 'ISO', 'BABIP', 'AVG', 'OBP', 'SLG', 'wOBA', 'xwOBA', 'wRC+'),
  ...same('LD%', 'GB%', 'FB%', 'IFFB%', 'HR/FB', 'Pull%', 'Cent%', 'Oppo%', 'Soft%', 'Med%', 'Hard%'),
  ...same('EV', 'EV90', 'maxEV', 'LA', 'Barrels', 'Barrel%', 'HardHit', 'HardHit%', 'xBA', 'xSLG'),
];

export const FANGRAPHS_PITCHING_COLUMNS: readonly FangraphsColumn[] = [
  ...same(
    'W',
    'L',
    'SV',
    'HLD',
    'G',
    'GS',
    'IP',
    'K/9',
    'BB/9',
    'HR/9',
    'K%',
    'BB%',
    'BABIP',
    'LOB%',
    'GB%',
    'LD%',
    'FB%',
    'IFFB%',
    'HR/FB',
    'Pull%',
    'Hard%',
    'Barrel%',
    'HardHit%',
  ),
  { header: 'vFA (pi)', keys: ['pivFA', 'vFA (pi)'] },
  { header: 'vSI (pi)', keys: ['pivSI', 'vSI (pi)'] },
  ...same('ERA', 'xERA', 'FIP', 'xFIP', 'WAR'),
];

export class FangraphsShapeError extends Error {}

const stripTags = (html: string | null): string | null => (html === null ? null : html.replace(/<[^>]*>/g, '').trim() || null);

/** Accents and other marks removed: FanGraphs' NameASCII. */
export const asciiName = (name: string): string => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function cellOf(row: JsonObject, keys: readonly string[]): CsvCell {
  for (const key of keys) {
    const v = row[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    const text = asText(v);
    if (text !== null) return text;
  }
  return null;
}

/** The rows of one API response; throws when the response is not a leaderboard. */
export function leaderboardRows(response: unknown): JsonObject[] {
  const data = at(response, 'data');
  if (!Array.isArray(data)) throw new FangraphsShapeError('the response has no "data" array (not a FanGraphs leaderboard)');
  return data.map(asObject).filter((o): o is JsonObject => o !== null);
}

/**
 * Merges the tabs (the first decides which players and in what order) and writes
 * the CSV. Stat columns that no tab carries are left out and listed in `absent`.
 */
export function fangraphsCsv(responses: readonly unknown[], columns: readonly FangraphsColumn[]): { csv: string; rows: number; absent: string[] } {
  const [first, ...others] = responses.map(leaderboardRows);
  const rows = (first ?? []).map((r) => ({ ...r }));
  const idOf = (r: JsonObject) => asText(r.playerid) ?? asText(r.PlayerId);
  const byId = new Map(rows.map((r) => [idOf(r), r] as const));
  for (const tab of others) {
    for (const extra of tab) {
      const target = byId.get(idOf(extra));
      if (target === undefined) continue;
      for (const [k, v] of Object.entries(extra)) if (!(k in target)) target[k] = v;
    }
  }
  const present = columns.filter((c) => rows.some((r) => cellOf(r, c.keys) !== null));
  const absent = columns.filter((c) => !present.includes(c)).map((c) => c.header);
  const header = ['Name', 'Team', ...present.map((c) => c.header), 'NameASCII', 'PlayerId', 'MLBAMID'];
  const out: CsvCell[][] = [];
  for (const r of rows) {
    const name = asText(r.PlayerName) ?? stripTags(asText(r.Name));
    if (name === null) continue;
    const team = asText(r.TeamNameAbb) ?? stripTags(asText(r.Team));
    out.push([name, team, ...present.map((c) => cellOf(r, c.keys)), asciiName(name), idOf(r), asText(r.xMLBAMID) ?? asText(r.MLBAMID)]);
  }
  return { csv: toCsv(header, out), rows: out.length, absent };
}
