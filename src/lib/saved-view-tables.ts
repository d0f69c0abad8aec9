/**
 * The tables that offer saved views: the check of public.saved_views.table_id (migration 0011).
 * Zod-free, so the table's page can name its key without loading the saved-views code.
 */
export const SAVED_VIEW_TABLES = { hrProjections: 'hr-projections' } as const;
/** (ours) The toolbar button that opens a table's saved views: here, not in REPORT_TEXTS, so a local build's table names it without loading the reports' texts. */
export const SAVED_VIEWS_BUTTON_LABEL = 'Views';
export type SavedViewTableId = (typeof SAVED_VIEW_TABLES)[keyof typeof SAVED_VIEW_TABLES];

/** The longest view name (the check of public.saved_views.name). */
export const SAVED_VIEW_NAME_MAX = 80;
