/**
 * The site's shared Tailwind class strings and breakpoints, so a control looks and
 * behaves the same on every page and a width is named once. Class names are written out
 * in full (Tailwind finds them in this file); compose them with template strings.
 */
import { MOBILE_BREAKPOINT_PX, SIDEBAR_EXPANDED_FROM_PX } from '../config/ui-settings.ts';

/** Widths in CSS pixels where the layout changes; each matches a Tailwind screen (`md`, `lg`). */
export const BREAKPOINTS_PX = {
  /** Tailwind's `md`: below it the sidebar is an overlay and a table shows only its key columns (a phone). */
  mobile: MOBILE_BREAKPOINT_PX,
  /** Tailwind's `lg`: from it the sidebar starts expanded and a table shows every column (a desktop). */
  sidebarExpanded: SIDEBAR_EXPANDED_FROM_PX,
} as const;

/** The keyboard focus of a text field or a select. */
export const FIELD_FOCUS_CLASS = 'focus:border-sky-600 focus:outline-2 focus:outline-sky-600';

/** A text field's or a select's frame and focus, without its padding. */
export const FIELD_FRAME_CLASS = `rounded-md border border-slate-300 bg-white text-sm ${FIELD_FOCUS_CLASS}`;

/** A text field or a select at its usual size. */
export const FIELD_CLASS = `${FIELD_FRAME_CLASS} px-3 py-1.5`;

/** A select in a row of filters, where width is short. */
export const COMPACT_FIELD_CLASS = `${FIELD_FRAME_CLASS} px-2 py-1.5`;

/** The keyboard focus ring of a button or a link drawn as one. */
export const FOCUS_RING_CLASS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** A button's shape, focus ring and disabled look; add a colour (PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS). */
export const BUTTON_CLASS = `inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${FOCUS_RING_CLASS} disabled:cursor-not-allowed disabled:opacity-50`;

/** The main action of a card or form. */
export const PRIMARY_BUTTON_CLASS = `${BUTTON_CLASS} bg-sky-700 text-white hover:bg-sky-800`;

/** A second action beside the main one. */
export const SECONDARY_BUTTON_CLASS = `${BUTTON_CLASS} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
