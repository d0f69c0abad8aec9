/**
 * The sidebar state cookie: "true" = expanded, "false" = collapsed (desktop).
 * The name is this site's choice; the spec gives only its lifetime
 * (SIDEBAR_COOKIE_MAX_AGE_S). Its own module so the shell script imports
 * nothing else.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';

/**
 * The spec's sidebar constants as Sidebar.astro writes them on #app-sidebar
 * (data-breakpoint, data-cookie-max-age, data-toggle-key), read back by the
 * shell script: that script then shares no chunk with the islands.
 */
export interface SidebarSettings {
  breakpointPx: number;
  cookieMaxAgeS: number;
  toggleKey: string;
}

export function readSidebarSettings(sidebar: HTMLElement): SidebarSettings {
  const { breakpoint, cookieMaxAge, toggleKey } = sidebar.dataset;
  return { breakpointPx: Number(breakpoint), cookieMaxAgeS: Number(cookieMaxAge), toggleKey: toggleKey ?? '' };
}
