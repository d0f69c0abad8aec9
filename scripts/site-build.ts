/**
 * `npm run build`: the pipeline's generated/ JSON -> the static site in dist/
 * (or $LONGBALL_SITE_OUT). It does not run the pipeline: building a site from
 * data nobody asked for would hide a missing pipeline run, so without
 * generated/manifest.json it stops and says what to run (`npm start` runs the
 * whole chain on the sample).
 */
import { buildSite } from './site-lib.ts';

buildSite().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
