/**
 * The spec's user-facing texts shared by HR Projections and the HR Calculator
 * (part 1 §2, §8), in one place.
 */
/** Part 1 §8 "Missing stat value". */
export const NOT_FOUND_TEXT = 'NOT FOUND';
/** Part 1 §8 "No player data". */
export const NO_PLAYER_DATA = 'No player data available.';
/** Part 1 §8 "Nothing in picks". */
export const NO_PICKS_MESSAGE = 'No players meet the criteria today.';
/** Part 1 §8 "Stat not yet loaded in the calculator". */
export const NOT_FETCHED_TEXT = 'Not Fetched Yet';
/** Part 1 §8 "Calculator player lookup fails". */
export const PLAYER_LOOKUP_ERROR = 'Error loading player data';
/** Part 1 §8 "Preset saved". */
export const PRESET_SAVED_MESSAGE = 'Preset saved!';
/** Part 1 §8 "Preset save fails": "Error saving preset: " followed by the message. */
export function presetSaveErrorMessage(message: string): string {
  return `Error saving preset: ${message}`;
}
/** Part 1 §2 own-model table search placeholder. */
export const PROJECTIONS_SEARCH_PLACEHOLDER = 'Search by player or team...';
/** Part 1 §2 the yellow notice. */
export const NOT_IN_PROJECTIONS_HEADING = 'Players not in projections today:';
