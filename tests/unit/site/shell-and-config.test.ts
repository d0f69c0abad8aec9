import { describe, expect, it } from 'vitest';
import { dataStaleness, FRESHNESS_RULE } from '../../../src/lib/freshness.ts';
import { FOOTER_ALL_FEATURES, FEATURE_CARDS, SIDEBAR_LINKS } from '../../../src/lib/navigation.ts';
import { prePaintScript } from '../../../src/lib/shell.ts';
import { resolveSiteConfig } from '../../../src/lib/site-config.ts';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const HOUR = 3_600_000;

describe('dataStaleness: judged on the slate date, then on the build age, in season only (Mar 20 - Nov 5)', () => {
  const builtAt = (ms: number) => new Date(ms).toISOString();
  it("is the slate's when the slate date is before the visitor's today, however fresh the build", () => {
    const now = local(2026, 8, 22, 9);
    expect(dataStaleness('2026-08-21', builtAt(now - 2 * HOUR), now, FRESHNESS_RULE)).toBe('slate');
  });
  it("is fresh on the slate's own day (and for a later slate) when built within 24 h", () => {
    const now = local(2026, 8, 21, 18);
    expect(dataStaleness('2026-08-21', builtAt(now - 10 * HOUR), now, FRESHNESS_RULE)).toBeNull();
    expect(dataStaleness('2026-08-22', builtAt(now - 10 * HOUR), now, FRESHNESS_RULE)).toBeNull();
  });
  it("is the build's when today's slate was built more than 24 h ago", () => {
    const now = local(2026, 7, 15);
    expect(dataStaleness('2026-07-15', builtAt(now - 25 * HOUR), now, FRESHNESS_RULE)).toBe('build');
    expect(dataStaleness('2026-07-15', builtAt(now - 23 * HOUR), now, FRESHNESS_RULE)).toBeNull();
  });
  it("uses the visitor's local date: just after local midnight the previous slate is stale", () => {
    expect(dataStaleness('2026-08-21', builtAt(local(2026, 8, 21, 12)), local(2026, 8, 22, 0), FRESHNESS_RULE)).toBe('slate');
    expect(dataStaleness('2026-08-21', builtAt(local(2026, 8, 21, 12)), local(2026, 8, 21, 23), FRESHNESS_RULE)).toBeNull();
  });
  it('counts March 20 and November 5 as in season, November 6 and March 19 not (an August slate in November is not flagged)', () => {
    for (const [m, d, expected] of [
      [3, 20, 'slate'],
      [11, 5, 'slate'],
      [11, 6, null],
      [3, 19, null],
      [1, 10, null],
    ] as const) {
      const now = local(2026, m, d);
      expect(dataStaleness('2025-08-21', builtAt(now - 72 * HOUR), now, FRESHNESS_RULE), `${m}/${d}`).toBe(expected);
    }
    expect(dataStaleness('2026-08-21', builtAt(local(2026, 8, 22)), local(2026, 11, 24), FRESHNESS_RULE)).toBeNull();
  });
  it('never flags an unreadable date', () => {
    expect(dataStaleness('2026-07-01', 'not a date', local(2026, 7, 1), FRESHNESS_RULE)).toBeNull();
    expect(dataStaleness('yesterday', builtAt(local(2026, 7, 1, 6)), local(2026, 7, 1), FRESHNESS_RULE)).toBeNull();
  });
});

/** Runs the inlined pre-paint script against a stand-in document, clock and viewport. */
function runPrePaint(data: { slateDate: string; builtAt: string } | null, cookie: string, nowMs: number, widthPx = 1280) {
  const documentElement = { dataset: {} as Record<string, string> };
  const fakeDocument = { cookie, documentElement };
  const FakeDate = class extends Date {
    static override now() {
      return nowMs;
    }
  };
  const matchMedia = (query: string) => ({ matches: widthPx >= Number(/min-width: (\d+)px/.exec(query)![1]) });
  new Function('document', 'Date', 'matchMedia', prePaintScript(data))(fakeDocument, FakeDate, matchMedia);
  return documentElement.dataset;
}

describe('pre-paint script (inlined into every page head)', () => {
  const now = local(2026, 8, 21);
  it('collapses the sidebar when the cookie says false, or without a cookie below 1024 px (tablets)', () => {
    expect(runPrePaint(null, 'a=1; sidebar_state=false', now).sidebar).toBe('collapsed');
    expect(runPrePaint(null, 'sidebar_state=true', now).sidebar).toBe('expanded');
    expect(runPrePaint(null, '', now).sidebar).toBe('expanded');
    expect(runPrePaint(null, 'not_sidebar_state=false', now).sidebar).toBe('expanded');
    expect(runPrePaint(null, '', now, 800).sidebar).toBe('collapsed');
    expect(runPrePaint(null, '', now, 1023).sidebar).toBe('collapsed');
    expect(runPrePaint(null, '', now, 1024).sidebar).toBe('expanded');
    expect(runPrePaint(null, 'sidebar_state=true', now, 800).sidebar).toBe('expanded');
  });
  it('marks stale data with the visitor clock, naming the reason', () => {
    expect(runPrePaint({ slateDate: '2026-08-21', builtAt: new Date(now - 30 * HOUR).toISOString() }, '', now).stale).toBe('build');
    expect(runPrePaint({ slateDate: '2026-08-20', builtAt: new Date(now - 2 * HOUR).toISOString() }, '', now).stale).toBe('slate');
    expect(runPrePaint({ slateDate: '2026-08-21', builtAt: new Date(now - 2 * HOUR).toISOString() }, '', now).stale).toBeUndefined();
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

describe('navigation (docs/product.md#shell)', () => {
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
