/**
 * The site's settings that the specification states: table paging, sorts, slider
 * ranges, toasts, timings and layout. Each entry quotes its spec line ("P1" = part 1,
 * "P2" = part 2, with the section). The model's constants, shared with the pipeline,
 * are in domain/spec-constants.ts.
 */
import type { HrModelFeatureKey } from '../../domain/spec-constants.ts';

/** P1 §5 "Sliders run 0-100 in steps of 1." */
export const CALCULATOR_SLIDER = { min: 0, max: 100, step: 1 } as const;

/** P1 §2 "A badge shows "100%" as its text always." */
export const CALCULATOR_BADGE_TEXT = '100%';

/** P1 §5 "Adjustable ranges for the projection stat sliders". */
export const PROJECTION_STAT_RANGES = {
  /** "| barrel rate | 0-30 |" */
  barrelRate: { min: 0, max: 30 },
  /** "| exit velo | 80-120 |" */
  exitVelo: { min: 80, max: 120 },
  /** "| launch angle | -10 to 40 |" */
  launchAngle: { min: -10, max: 40 },
  /** "| hard hit | 0-70 |" */
  hardHitRate: { min: 0, max: 70 },
  /** "| max EV | 90-125 |" */
  maxEV: { min: 90, max: 125 },
  /** "| park factor | 0.7-1.5 |" (a multiplier) */
  parkFactor: { min: 0.7, max: 1.5 },
  /** "| temperature | 30-110 |" */
  temperature: { min: 30, max: 110 },
  /** "| hr | 0-10 |" */
  hr: { min: 0, max: 10 },
  /** "| avg | 0-0.4 |" */
  avg: { min: 0, max: 0.4 },
  /** "| slg | 0-1.2 |" */
  slg: { min: 0, max: 1.2 },
  /** "| batting order | 1-9 |" */
  battingOrder: { min: 1, max: 9 },
} as const satisfies Partial<Record<HrModelFeatureKey, { min: number; max: number }>>;

/** P2 §9 "Pitch bars scale run values from 0 to 5." */
export const PITCH_BAR_MAX = 5;

// ---------------------------------------------------------------------------
// Display (P1 §9, P2 §9)
// ---------------------------------------------------------------------------

/** P1 §9 "Table page size 50." (P1 §2 "a "Show More" button that appears when more than 50 rows exist") */
export const TABLE_PAGE_SIZE = 50;

/** P2 §9 "Default sorts: RV Comparison by rv descending; summary by count descending; park factors by Park Factor descending." */
export const DEFAULT_SORTS = {
  rvComparison: { key: 'rv', direction: 'desc' },
  rvSummary: { key: 'count', direction: 'desc' },
  parkFactors: { key: 'parkFactor', direction: 'desc' },
  /** P1 §2 "a sort key (default hrProbability), a sort direction (default descending)" */
  projections: { key: 'hrProbability', direction: 'desc' },
} as const;

/** P2 §2 "Panel maximum height is about 24rem." */
export const MAILBOX_PANEL_MAX_HEIGHT = '24rem';

// ---------------------------------------------------------------------------
// Timing and layout (P1 §9, P2 §9)
// ---------------------------------------------------------------------------

/** P1 §9 "Lineups refresh every 5 minutes." */
export const LINEUPS_REFRESH_MS = 5 * 60 * 1000;

/** P2 §9 "Home-run feed poll: 5 minutes." */
export const HOME_RUN_FEED_POLL_MS = 5 * 60 * 1000;

/** P2 §9 "New-home-run toast lasts 8 seconds." */
export const NEW_HOME_RUN_TOAST_MS = 8000;

/** P1 §9 "Toasts last 4000 ms by default, with at most 3 visible, bottom-right, hotkey Alt+T." */
export const TOAST_DEFAULTS = {
  durationMs: 4000,
  maxVisible: 3,
  position: 'bottom-right',
  hotkey: 'Alt+T',
} as const;

/** P1 §9 "A second toast system has a 5000 ms duration." */
export const SECONDARY_TOAST_DURATION_MS = 5000;

/** P1 §9 "Data fetching retries 3 times with backoff from 1 s up to 30 s." */
export const DATA_FETCH_RETRY = { retries: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 } as const;

/** P1 §9 "Mobile breakpoint 768 px." */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Not the spec's (issue 15, tablets): from MOBILE_BREAKPOINT_PX up to this width the
 * sidebar starts collapsed to its icons unless its cookie says expanded, so a
 * tablet's tables keep the width.
 */
export const SIDEBAR_EXPANDED_FROM_PX = 1024;

/** P1 §9 "Sidebar widths: 16rem, 18rem on mobile, 3rem as icon." */
export const SIDEBAR_WIDTHS = { default: '16rem', mobile: '18rem', icon: '3rem' } as const;

/** P1 §2 "Its state is kept in a cookie for 7 days." */
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** P1 §2 "A collapsible sidebar toggled by Ctrl or Cmd plus b." */
export const SIDEBAR_TOGGLE_KEY = 'b';

/** P1 §9 "Landing card grid 1, 2 and 3 columns." (P1 §2 "1 column on small screens, 2 on medium and 3 on large") */
export const LANDING_GRID_COLUMNS = { small: 1, medium: 2, large: 3 } as const;
