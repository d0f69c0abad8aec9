/**
 * The slate header's facts (src/components/SlateHeader.astro), from the manifest
 * alone (public in every mode): the slate's date and weekday, its games, the
 * lineups confirmed out of the total (on a day without games, that there are none and what that
 * means), when the data was built, and whether it is the embedded sample's demo data.
 */
import type { ManifestFile } from '../../domain/contracts/manifest.ts';
import { calendarDateText } from './clock-text.ts';
import { formatUtcTimestamp } from './format.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A day without games (pipeline/commands/run-slate.ts isDayWithoutGames): what the pages show then. */
export const NO_GAMES_NOTE = 'projections, picks and matchups return with the next game day; the season pages are up to date';

export interface SlateHeaderFacts {
  /** YYYY-MM-DD */
  date: string;
  /** "Fri, Aug 21, 2026" */
  dateLabel: string;
  /** "15 games" */
  gamesLabel: string;
  /** "12 of 30 lineups confirmed"; on a day without games, what that means for the pages */
  lineupsLabel: string;
  /** A day without games (the All-Star break, an off day): the pipeline built an empty slate. */
  noGames: boolean;
  builtAt: string;
  /** The build time in UTC, as the static HTML shows it until the visitor's zone replaces it. */
  builtAtUtc: string;
  demo: boolean;
}

export function slateHeaderFacts(manifest: Pick<ManifestFile, 'date' | 'builtAt' | 'dataset' | 'slate'>): SlateHeaderFacts {
  const { slate } = manifest;
  return {
    date: manifest.date,
    dateLabel: calendarDateText(manifest.date),
    gamesLabel: slate.games === 0 ? 'No games' : plural(slate.games, 'game', 'games'),
    lineupsLabel: slate.games === 0 ? NO_GAMES_NOTE : `${slate.lineupsConfirmed} of ${plural(slate.lineups, 'lineup', 'lineups')} confirmed`,
    noGames: slate.games === 0,
    builtAt: manifest.builtAt,
    builtAtUtc: formatUtcTimestamp(manifest.builtAt),
    demo: manifest.dataset === 'demo',
  };
}
