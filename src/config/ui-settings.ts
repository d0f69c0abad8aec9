/**
 * The site's product settings: table paging, sorts, slider ranges, toasts, timings
 * and layout. Each entry points to the rule it implements in docs/product.md. The
 * model's constants, shared with the pipeline, are in domain/spec-constants.ts.
 */
import type { HrModelFeatureKey } from '../../domain/spec-constants.ts';

/** Each calculator weight is a whole number from 0 to 100 (docs/product.md#hr-calculator). */
export const CALCULATOR_SLIDER = { min: 0, max: 100, step: 1 } as const;

/** The weights badge's fixed text, whatever the total (docs/product.md#hr-calculator). */
export const CALCULATOR_BADGE_TEXT = '100%';

/** Bounds of the model tabs' stat sliders, per stat (docs/product.md#score-model). */
export const PROJECTION_STAT_RANGES = {
  /** Percent. */
  barrelRate: { min: 0, max: 30 },
  /** mph. */
  exitVelo: { min: 80, max: 120 },
  /** Degrees. */
  launchAngle: { min: -10, max: 40 },
  /** Percent. */
  hardHitRate: { min: 0, max: 70 },
  /** mph. */
  maxEV: { min: 90, max: 125 },
  /** A multiplier (1 = neutral). */
  parkFactor: { min: 0.7, max: 1.5 },
  /** °F. */
  temperature: { min: 30, max: 110 },
  /** Home runs over the recent window. */
  hr: { min: 0, max: 10 },
  /** Batting average over the recent window. */
  avg: { min: 0, max: 0.4 },
  /** Slugging over the recent window. */
  slg: { min: 0, max: 1.2 },
  /** Lineup slot. */
  battingOrder: { min: 1, max: 9 },
} as const satisfies Partial<Record<HrModelFeatureKey, { min: number; max: number }>>;

/**
 * The pitch bars' scale ends on one of these steps times a power of ten, the first at least the
 * largest run value the view shows (docs/product.md#main-matchup-and-batter-vs-bullpen): 38 -> 50, 16 -> 20.
 */
export const PITCH_BAR_SCALE_STEPS = [1, 2, 2.5, 5, 10] as const;

// ---------------------------------------------------------------------------
// Display (docs/product.md#tables)
// ---------------------------------------------------------------------------

/** Rows on a table's first page and added by each Show More (docs/product.md#tables). */
export const TABLE_PAGE_SIZE = 50;

/**
 * How many of a table's first rows the static HTML carries (ui/table/first-page.ts): enough to
 * fill a phone's or a laptop's first screen, few enough that hydrating them is a short task on a
 * slow phone (every row is hydrated cell by cell); the rest of the first page follows with the file.
 */
export const STATIC_FIRST_ROWS = 20;

/**
 * How long after its last first pitch a slate's started games stay marked (docs/product.md#games-under-way):
 * longer than any game lasts, so a late game is marked until it ends; past that the slate is a past
 * day, shown as it was built.
 */
export const SLATE_LIVE_HOURS = 12;

/** The order each table opens in (docs/product.md#rv-comparison, #park-factors, #score-model). */
export const DEFAULT_SORTS = {
  rvComparison: { key: 'rv', direction: 'desc' },
  rvSummary: { key: 'count', direction: 'desc' },
  parkFactors: { key: 'parkFactor', direction: 'desc' },
  /** HR Projections opens on the score, highest first. */
  projections: { key: 'hrProbability', direction: 'desc' },
} as const;

/** The mailbox panel scrolls beyond this height (docs/product.md#accounts). */
export const MAILBOX_PANEL_MAX_HEIGHT = '24rem';

// ---------------------------------------------------------------------------
// Timing and layout (docs/product.md#shell)
// ---------------------------------------------------------------------------

/** How often Game Matchups fetches the lineups again (docs/product.md#game-matchups). */
export const LINEUPS_REFRESH_MS = 5 * 60 * 1000;

/** How often Season Home Runs polls its feed (docs/product.md#season-home-runs). */
export const HOME_RUN_FEED_POLL_MS = 5 * 60 * 1000;

/** How long a new home run's toast stays (docs/product.md#season-home-runs). */
export const NEW_HOME_RUN_TOAST_MS = 8000;

/** The toast region: default duration, how many at once, corner and focus hotkey (docs/product.md#shell). */
export const TOAST_DEFAULTS = {
  durationMs: 4000,
  maxVisible: 3,
  position: 'bottom-right',
  hotkey: 'Alt+T',
} as const;

/** Duration of the secondary toasts (docs/product.md#shell). */
export const SECONDARY_TOAST_DURATION_MS = 5000;

/** Retries of a failed data fetch and the bounds of their growing back-off (docs/product.md#tables). */
export const DATA_FETCH_RETRY = { retries: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 } as const;

/** Below this width the layout is the phone's (docs/product.md#shell). */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Our own rule for tablets: from MOBILE_BREAKPOINT_PX up to this width the
 * sidebar starts collapsed to its icons unless its cookie says expanded, so a
 * tablet's tables keep the width.
 */
export const SIDEBAR_EXPANDED_FROM_PX = 1024;

/** The sidebar's width expanded, as a phone overlay and collapsed to icons (docs/product.md#shell). */
export const SIDEBAR_WIDTHS = { default: '16rem', mobile: '18rem', icon: '3rem' } as const;

/** How long the sidebar cookie keeps its state: a week (docs/product.md#shell). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** With Ctrl or Cmd, this key collapses or expands the sidebar (docs/product.md#shell). */
export const SIDEBAR_TOGGLE_KEY = 'b';

/** Landing cards per row on small, medium and large screens (docs/product.md#landing). */
export const LANDING_GRID_COLUMNS = { small: 1, medium: 2, large: 3 } as const;
