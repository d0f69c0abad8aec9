/**
 * The sidebar state cookie: "true" = expanded, "false" = collapsed (desktop).
 * The name is this site's choice; the spec gives only its lifetime
 * (SIDEBAR_COOKIE_MAX_AGE_S). Its own module so the shell script imports
 * nothing else.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';
