/**
 * The banner lines for the manifest's `degraded` inputs (the nightly fetch could not
 * get them whole: pipeline/fetch/degraded.ts): what is affected, in which state and
 * since when, so a bettor knows which figures lean on defaults today.
 */
import type { DegradedInput } from '../../domain/contracts/manifest.ts';
import { formatUtcTimestamp } from './format.ts';

const STATE_TEXT: Readonly<Record<DegradedInput['state'], string>> = {
  missing: 'missing',
  partial: 'incomplete',
  stale: 'out of date',
};

export interface DegradedLine {
  input: string;
  /** "missing since Jul 4, 2026, 15:00 UTC" */
  text: string;
  since: string;
  reason: string;
}

export function degradedLines(degraded: readonly DegradedInput[] | undefined): DegradedLine[] {
  return (degraded ?? []).map((d) => ({
    input: d.input,
    text: `${STATE_TEXT[d.state]} since ${formatUtcTimestamp(d.since)}`,
    since: d.since,
    reason: d.reason,
  }));
}
