/**
 * manifest.json: what a build read, joined and wrote. The outputs are known only
 * once the other files are written, so the writer calls this last.
 */
import {
  SCHEMA_VERSION,
  type Dataset,
  type DegradedInput,
  type InputReport,
  type ManifestFile,
  type OutputReport,
  type StaleOutput,
} from '../../../domain/contracts/index.ts';
import type { SlateResult } from '../slate.ts';

export function buildManifest(
  slate: Pick<SlateResult, 'date' | 'joins' | 'ambiguous' | 'counts' | 'summary'>,
  build: { builtAt: string; dataset: Dataset },
  inputs: InputReport[],
  outputs: OutputReport[],
  stale: readonly StaleOutput[] = [],
  degraded: readonly DegradedInput[] = [],
): ManifestFile {
  return {
    schemaVersion: SCHEMA_VERSION,
    date: slate.date,
    builtAt: build.builtAt,
    dataset: build.dataset,
    slate: slate.summary,
    inputs,
    joins: slate.joins,
    ambiguous: slate.ambiguous,
    counts: slate.counts,
    outputs,
    ...(stale.length > 0 ? { stale: [...stale] } : {}),
    ...(degraded.length > 0 ? { degraded: [...degraded] } : {}),
  };
}
