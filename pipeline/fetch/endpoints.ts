/**
 * Where each source lives. Every base URL can be replaced (environment variable
 * or option): the tests point them at a loopback server, and a mirror or proxy
 * can be used without touching code.
 */
export interface Endpoints {
  mlbStatsApi: string;
  savant: string;
  fangraphs: string;
  openMeteo: string;
  oddsApi: string;
}

export const DEFAULT_ENDPOINTS: Endpoints = {
  mlbStatsApi: 'https://statsapi.mlb.com',
  savant: 'https://baseballsavant.mlb.com',
  fangraphs: 'https://www.fangraphs.com',
  openMeteo: 'https://api.open-meteo.com',
  oddsApi: 'https://api.the-odds-api.com',
};

export const ENDPOINT_ENV: Record<keyof Endpoints, string> = {
  mlbStatsApi: 'LONGBALL_MLB_API_URL',
  savant: 'LONGBALL_SAVANT_URL',
  fangraphs: 'LONGBALL_FANGRAPHS_URL',
  openMeteo: 'LONGBALL_OPEN_METEO_URL',
  oddsApi: 'LONGBALL_ODDS_API_URL',
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** The defaults, overridden by the environment, overridden by explicit options. */
export function resolveEndpoints(env: NodeJS.ProcessEnv, overrides: Partial<Endpoints> = {}): Endpoints {
  const resolved = { ...DEFAULT_ENDPOINTS };
  for (const key of Object.keys(DEFAULT_ENDPOINTS) as (keyof Endpoints)[]) {
    const fromEnv = env[ENDPOINT_ENV[key]];
    if (fromEnv) resolved[key] = fromEnv;
    const fromOption = overrides[key];
    if (fromOption) resolved[key] = fromOption;
    resolved[key] = trimSlash(resolved[key]);
  }
  return resolved;
}

/** A URL from a base, a path and query parameters (values encoded, order kept). */
export function buildUrl(base: string, pathname: string, query: Record<string, string | number> = {}): string {
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${trimSlash(base)}${pathname}${search ? `?${search}` : ''}`;
}
