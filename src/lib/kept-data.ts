/**
 * The notes a page shows when the pipeline kept yesterday's version of one of its
 * data files (manifest `stale`: today's input was present but unusable). A page
 * names the files it reads (Shell's `preload`); only those files' notes show.
 */
import type { StaleOutput } from '../../domain/contracts/manifest.ts';

/** What each kept file holds, as a visitor reads it. */
const FILE_SUBJECTS: Readonly<Record<string, string>> = {
  'bvp.json': 'Batter-vs-pitcher history',
  'bvp-today.json': "Today's batter-vs-pitcher matchups",
  'rv-comparison.json': 'Pitch run values',
  'bullpen.json': 'Bullpen usage',
  'park-factors.json': 'Park factors',
  'home-runs.json': "The season's home runs",
};

export interface KeptDataNote {
  file: string;
  text: string;
}

export function keptDataNotes(stale: readonly StaleOutput[] | undefined, pageFiles: readonly string[]): KeptDataNote[] {
  return (stale ?? [])
    .filter((entry) => pageFiles.includes(entry.file))
    .map((entry) => ({
      file: entry.file,
      text: `${FILE_SUBJECTS[entry.file] ?? entry.file} on this page are from ${entry.since}: today's file could not be used (${entry.reason}).`,
    }));
}
