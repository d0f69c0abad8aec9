/**
 * The shell's layout rules and its pre-paint script, built from the spec's
 * constants (domain/spec-constants.ts) so breakpoint and widths live in
 * one place. Shell.astro inlines both into <head>.
 *
 * Sidebar states (attributes on <html>):
 * - data-sidebar="expanded" | "collapsed": desktop (>= MOBILE_BREAKPOINT_PX)
 *   width 16rem or 3rem (icons only). Persisted in the SIDEBAR_COOKIE cookie
 *   ("true" = expanded, "false" = collapsed) for SIDEBAR_COOKIE_MAX_AGE_S;
 *   without the cookie, expanded from SIDEBAR_EXPANDED_FROM_PX and collapsed
 *   below it (a tablet keeps its width for the tables).
 * - data-mobile-open: below the breakpoint the sidebar is an 18rem overlay,
 *   closed by default and not persisted.
 * - data-stale="slate" | "build": set before paint when the data is stale
 *   (src/lib/freshness.ts); the stale banner shows the sentence for the reason.
 */
import { minifySync } from 'vite';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_EXPANDED_FROM_PX, SIDEBAR_WIDTHS } from '../config/ui-settings.ts';
import { dataStaleness, FRESHNESS_RULE, type FreshnessRule } from './freshness.ts';
import { SIDEBAR_COOKIE } from './sidebar-cookie.ts';

export const SHELL_CSS = (
  `
:root{--sidebar-width:${SIDEBAR_WIDTHS.default};--sidebar-width-mobile:${SIDEBAR_WIDTHS.mobile};--sidebar-width-icon:${SIDEBAR_WIDTHS.icon}}
.shell-sidebar{position:fixed;inset-block:0;inset-inline-start:0;z-index:40;width:var(--sidebar-width-mobile);max-width:85vw;` +
  `transform:translateX(-100%);visibility:hidden;transition:transform .2s ease,visibility .2s}
html[data-mobile-open] .shell-sidebar{transform:none;visibility:visible}
.shell-backdrop{display:none}
html[data-mobile-open] .shell-backdrop{display:block;position:fixed;inset:0;z-index:30;background:rgb(15 23 42/.5)}
.shell-only-desktop{display:none}
.stale-banner,.stale-reason{display:none}
html[data-stale] .stale-banner{display:block}
html[data-stale=slate] .stale-reason-slate,html[data-stale=build] .stale-reason-build{display:inline}
@media (min-width:${MOBILE_BREAKPOINT_PX}px){
.shell-sidebar{width:var(--sidebar-width);max-width:none;transform:none;visibility:visible;transition:width .2s ease}
html[data-sidebar=collapsed] .shell-sidebar{width:var(--sidebar-width-icon)}
.shell-main{padding-inline-start:var(--sidebar-width);transition:padding .2s ease}
html[data-sidebar=collapsed] .shell-main{padding-inline-start:var(--sidebar-width-icon)}
html[data-sidebar=collapsed] .shell-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
html[data-sidebar=collapsed] .shell-hide-collapsed{display:none}
html[data-mobile-open] .shell-backdrop{display:none}
.shell-only-desktop{display:inline-flex}
.shell-only-mobile{display:none}
}
@media (prefers-reduced-motion:reduce){.shell-sidebar,.shell-main{transition:none}}
`
).trim();

export interface PrePaintConfig {
  cookie: string;
  /** The slate's date and build time (manifest.json); null on a page without data. */
  data: { slateDate: string; builtAt: string } | null;
  rule: FreshnessRule;
  /** The media query from which the sidebar starts expanded when no cookie says otherwise. */
  expandedFrom: string;
}

/** Runs in <head> before the first paint. Self-contained: its source is inlined. */
export function applyPrePaintState(config: PrePaintConfig, staleness: typeof dataStaleness): void {
  const root = document.documentElement;
  const match = document.cookie.match(new RegExp(`(?:^|; )${config.cookie}=([^;]*)`));
  const wide = typeof matchMedia !== 'function' || matchMedia(config.expandedFrom).matches;
  root.dataset.sidebar = (match ? match[1] === 'false' : !wide) ? 'collapsed' : 'expanded';
  const stale = config.data ? staleness(config.data.slateDate, config.data.builtAt, Date.now(), config.rule) : null;
  if (stale) root.dataset.stale = stale;
}

/**
 * The inline <head> script for a page whose data is the slate of `data.slateDate`, built at
 * `data.builtAt`: minified in the build (Vite's minifier), as the page's other scripts are.
 */
export function prePaintScript(data: PrePaintConfig['data']): string {
  const config: PrePaintConfig = { cookie: SIDEBAR_COOKIE, data, rule: FRESHNESS_RULE, expandedFrom: `(min-width: ${SIDEBAR_EXPANDED_FROM_PX}px)` };
  const source = `(${applyPrePaintState.toString()})(${JSON.stringify(config)},${dataStaleness.toString()});`;
  const { code, errors } = minifySync('pre-paint.js', source);
  if (errors.length > 0) throw new Error(`The pre-paint script does not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}
