import { describe, expect, it } from 'vitest';
import { FRESHNESS_RULE, isDataStale } from '../../../src/lib/freshness.ts';
import { FOOTER_ALL_FEATURES, FEATURE_CARDS, SIDEBAR_LINKS } from '../../../src/lib/navigation.ts';
import { prePaintScript } from '../../../src/lib/shell.ts';
import { resolveSiteConfig } from '../../../src/lib/site-config.ts';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const HOUR = 3_600_000;

describe('isDataStale: older than 24 h during the season (Mar 20 - Nov 5)', () => {
  const builtAt = (ms: number) => new Date(ms).toISOString();
  it('is stale 25 h after the build in season', () => {
    const now = local(2026, 7, 15);
    expect(isDataStale(builtAt(now - 25 * HOUR), now, FRESHNESS_RULE)).toBe(true);
  });
  it('is fresh 23 h after the build', () => {
    const now = local(2026, 7, 15);
    expect(isDataStale(builtAt(now - 23 * HOUR), now, FRESHNESS_RULE)).toBe(false);
  });
  it('counts March 20 and November 5 as in season, November 6 and March 19 not', () => {
    for (const [m, d, expected] of [
      [3, 20, true],
      [11, 5, true],
      [11, 6, false],
      [3, 19, false],
      [1, 10, false],
    ] as const) {
      const now = local(2026, m, d);
      expect(isDataStale(builtAt(now - 72 * HOUR), now, FRESHNESS_RULE), `${m}/${d}`).toBe(expected);
    }
  });
  it('never flags an unreadable date', () => {
    expect(isDataStale('not a date', local(2026, 7, 1), FRESHNESS_RULE)).toBe(false);
  });
});

/** Runs the inlined pre-paint script against a stand-in document and clock. */
function runPrePaint(builtAt: string | null, cookie: string, nowMs: number) {
  const documentElement = { dataset: {} as Record<string, string> };
  const fakeDocument = { cookie, documentElement };
  const FakeDate = class extends Date {
    static override now() {
      return nowMs;
    }
  };
  new Function('document', 'Date', prePaintScript(builtAt))(fakeDocument, FakeDate);
  return documentElement.dataset;
}

describe('pre-paint script (inlined into every page head)', () => {
  const now = local(2026, 8, 21);
  it('collapses the sidebar only when the cookie says false', () => {
    expect(runPrePaint(null, 'a=1; sidebar_state=false', now).sidebar).toBe('collapsed');
    expect(runPrePaint(null, 'sidebar_state=true', now).sidebar).toBe('expanded');
    expect(runPrePaint(null, '', now).sidebar).toBe('expanded');
    expect(runPrePaint(null, 'not_sidebar_state=false', now).sidebar).toBe('expanded');
  });
  it('marks stale data with the visitor clock', () => {
    expect(runPrePaint(new Date(now - 30 * HOUR).toISOString(), '', now).stale).toBe('true');
    expect(runPrePaint(new Date(now - 2 * HOUR).toISOString(), '', now).stale).toBeUndefined();
  });
});

describe('site mode', () => {
  it('is local with no Supabase variables, configured with both', () => {
    expect(resolveSiteConfig({}).mode).toBe('local');
    expect(resolveSiteConfig({ PUBLIC_SUPABASE_URL: ' ', PUBLIC_SUPABASE_ANON_KEY: '' }).mode).toBe('local');
    expect(resolveSiteConfig({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toEqual({
      mode: 'configured',
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'k',
    });
  });
  it('refuses half a configuration and names the missing variable', () => {
    expect(() => resolveSiteConfig({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/PUBLIC_SUPABASE_ANON_KEY is not/);
    expect(() => resolveSiteConfig({ PUBLIC_SUPABASE_ANON_KEY: 'k' })).toThrow(/PUBLIC_SUPABASE_URL is not/);
  });
});

describe('navigation (spec part 2 §2, part 1 §2)', () => {
  it('lists the sidebar links in the spec order, no role restriction set', () => {
    expect(SIDEBAR_LINKS.map((l) => l.href)).toEqual([
      '/',
      '/mlb/main-matchup',
      '/mlb/hr-projections',
      '/mlb/hr-calculator',
      '/historic-projections',
      '/season-homers',
      '/hrs-by-park',
      '/mlb/park-factors',
      '/rv-comparison',
      '/new-tab',
      '/bullpen-table',
      '/mlb/lineups',
      '/mlb/bvp',
      '/subscribe',
      '/x',
      '/tiktok',
    ]);
    expect(SIDEBAR_LINKS.find((l) => l.href === '/new-tab')?.label).toBe('Batter vs Bullpen');
    expect(SIDEBAR_LINKS.every((l) => l.roles === undefined)).toBe(true);
  });
  it('sends the footer Batter vs Bullpen link to /mlb/bullpen and the card to /new-tab', () => {
    expect(FOOTER_ALL_FEATURES.find((l) => l.label === 'Batter vs Bullpen')?.href).toBe('/mlb/bullpen');
    expect(FEATURE_CARDS.find((c) => c.title === 'Batter vs Bullpen')?.href).toBe('/new-tab');
  });
});
