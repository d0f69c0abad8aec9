/**
 * Where this browser keeps the saved presets in local mode (./presets-store.ts): apart, so a page
 * can tell whether there are any without loading the presets' code.
 */
export const PRESETS_STORAGE_KEY = 'longball:presets:v1';
