/**
 * The sample generator's marker: scripts/generate-sample.ts writes DEMO_MARKER_FILE
 * next to the invented input files it writes; the build reads it (io/raw-fs.ts
 * readDataset) and the manifest says `dataset: 'demo'`. A raw folder without it
 * (real downloads, `pipeline fetch`) is 'real'.
 */
export const DEMO_MARKER_FILE = 'SAMPLE.json';

export interface DemoMarker {
  dataset: 'demo';
  generator: string;
  note: string;
}

export const DEMO_MARKER: DemoMarker = {
  dataset: 'demo',
  generator: 'scripts/generate-sample.ts',
  note: 'Invented players and games in the real export formats; not real baseball data.',
};
