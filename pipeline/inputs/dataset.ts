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
  /**
   * The moment the invented inputs describe: the morning of the slate, before its first pitch
   * (ISO instant). A run of the demo is built as of it (scripts pass it as SOURCE_DATE_EPOCH):
   * picks are made only from games not begun at the run's time (docs/product.md#picks).
   */
  asOf?: string;
}

/** The sample's moment: 11 am US Eastern (15:00 UTC in summer) of its slate date, before the day's first game. */
export const demoMoment = (date: string): string => `${date}T15:00:00.000Z`;

export const DEMO_MARKER: DemoMarker = {
  dataset: 'demo',
  generator: 'scripts/generate-sample.ts',
  note: 'Invented players and games in the real export formats; not real baseball data.',
};
