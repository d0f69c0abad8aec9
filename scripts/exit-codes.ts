/**
 * Prints the pipeline's exit-code table (markdown) from the error catalogue,
 * for docs/pipeline.md: `npx tsx scripts/exit-codes.ts`. A test checks that the page
 * holds exactly this table.
 */
import { exitCodeTable } from '../pipeline/errors.ts';

process.stdout.write(exitCodeTable());
