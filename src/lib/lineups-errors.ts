/**
 * The Game Matchups page's lineups messages (docs/product.md#game-matchups). The heading is "Error loading lineups";
 * the message names the HTTP status or the format problem.
 */
import { INVALID_FORMAT_MESSAGE, type DataFetchError } from './data-store.ts';

export const LINEUPS_ERROR_HEADING = 'Error loading lineups';

export function lineupsErrorMessage(error: DataFetchError): string {
  if (error.kind === 'http') return `Failed to fetch lineups: ${error.status} ${error.statusText}`.trimEnd();
  if (error.kind === 'format') return INVALID_FORMAT_MESSAGE;
  return `Failed to fetch lineups: ${error.message}`;
}
