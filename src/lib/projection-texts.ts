/**
 * The user-facing texts shared by HR Projections and the HR Calculator
 * (docs/product.md#hr-projections, docs/product.md#hr-calculator), in one place.
 */
/** HR Chance's tooltip, wherever it is shown (HR Projections' columns, the Calculator's headline). */
export const HR_CHANCE_TITLE = 'Calibrated probability of at least one home run in the game (the probability model, graded day by day on five real seasons)';
/** The Calculator's result: the score under the weights set on the page, out of 100 (not a percent: only HR Chance is one). */
export const CALCULATOR_SCORE_LABEL = 'HR score under these weights, of 100';
/** Why the Calculator's score for a player is not his HR Prob on HR Projections. */
export const CALCULATOR_VERSUS_HR_PROB =
  "It differs from the same player's HR Prob on HR Projections because the Calculator weighs its own eight factors (HR rate, ISO, barrel rate, exit velocity, launch angle, park, recent form, temperature) with the weights above, not the Longball Model's twelve stats and weights.";
/** Shown for a missing stat value (docs/product.md#tables). */
export const NOT_FOUND_TEXT = 'NOT FOUND';
/** An empty model-tab table. */
export const NO_PLAYER_DATA = 'No player data available.';
/** An empty pick table (docs/product.md#picks). */
export const NO_PICKS_MESSAGE = 'No players meet the criteria today.';
/** A calculator stat not loaded yet (docs/product.md#hr-calculator). */
export const NOT_FETCHED_TEXT = 'Not Fetched Yet';
/** The calculator could not load the player (docs/product.md#hr-calculator). */
export const PLAYER_LOOKUP_ERROR = 'Error loading player data';
/** A preset was saved (docs/product.md#hr-calculator). */
export const PRESET_SAVED_MESSAGE = 'Preset saved!';
/** A preset could not be saved: a fixed prefix and the reason (docs/product.md#hr-calculator). */
export function presetSaveErrorMessage(message: string): string {
  return `Error saving preset: ${message}`;
}
/** The own-model table's search placeholder. */
export const PROJECTIONS_SEARCH_PLACEHOLDER = 'Search by player or team...';
/** The notice naming hitters without data (docs/product.md#score-model). */
export const NOT_IN_PROJECTIONS_HEADING = 'Players not in projections today:';
