/**
 * Last good data: an output that rests on one optional input keeps its previous
 * good version when that input is present but unusable (unreadable, wrong shape,
 * or no row accepted), instead of being published empty. A missing input is not
 * this case: its absence is stated by the output itself. Pure: the previous
 * outputs are read by the caller and passed in.
 */
import type { InputReport, StaleOutput } from '../../domain/contracts/index.ts';
import type { InputId } from '../inputs/ids.ts';
import { FILE_ROWS } from './builders/shape.ts';
import type { DerivedFile, SlateFile, SlateFileName } from './slate.ts';

interface LastGoodRule {
  /** The inputs the file is built from; one unusable is enough to keep the previous file. */
  inputs: readonly InputId[];
}

/** The outputs that keep their last good version, and what they rest on. */
export const LAST_GOOD_RULES: Partial<Record<SlateFileName, LastGoodRule>> = {
  'bvp.json': { inputs: ['bvp'] },
  'rv-comparison.json': { inputs: ['savant-batter-arsenal', 'savant-pitcher-arsenal'] },
  'bullpen.json': { inputs: ['bullpen'] },
  'park-factors.json': { inputs: ['savant-park-factors'] },
  'home-runs.json': { inputs: ['home-runs'] },
};

/** Why a present input cannot stand for its outputs, or null when it can (or is simply missing). */
export function unusableReason(report: InputReport): string | null {
  if (report.status === 'missing') return null;
  const file = report.file ?? report.input;
  if (report.status === 'unusable') return `${report.input} (${file}) is unusable: ${report.error ?? 'unknown'}`;
  if (report.rowsAccepted > 0) return null;
  if (report.rowsRejected > 0) return `${report.input} (${file}) has no usable row: all ${report.rowsRejected} rejected`;
  return `${report.input} (${file}) holds no rows`;
}

/** The files whose previous version the caller should read: those resting on an unusable input. */
export function filesToKeep(reports: readonly InputReport[]): Map<SlateFileName, string> {
  const reasons = new Map<string, string>();
  for (const r of reports) {
    const reason = unusableReason(r);
    if (reason) reasons.set(r.input, reason);
  }
  const out = new Map<SlateFileName, string>();
  for (const [file, rule] of Object.entries(LAST_GOOD_RULES) as [SlateFileName, LastGoodRule][]) {
    const reason = rule.inputs.map((id) => reasons.get(id)).find((x) => x !== undefined);
    if (reason) out.set(file, reason);
  }
  return out;
}

/**
 * Replaces each file resting on an unusable input by its previous version when
 * one was read (valid against its contract), and marks it stale with the kept
 * data's date and the reason. A file without a previous version stays as built.
 */
export function keepLastGood(
  files: readonly SlateFile[],
  toKeep: ReadonlyMap<SlateFileName, string>,
  previous: ReadonlyMap<string, { date: string }>,
  derived: readonly DerivedFile[] = [],
): { files: SlateFile[]; stale: StaleOutput[] } {
  const stale: StaleOutput[] = [];
  const kept = files.map((f): SlateFile => {
    const reason = toKeep.get(f.file as SlateFileName);
    const old = previous.get(f.file);
    const rule = LAST_GOOD_RULES[f.file as SlateFileName];
    if (reason === undefined || old === undefined || rule === undefined) return f;
    stale.push({ file: f.file, since: old.date, reason });
    return { ...f, data: old, rows: FILE_ROWS[f.file as SlateFileName](old as never) } as SlateFile;
  });
  for (const d of derived) {
    const source = stale.find((s) => s.file === d.from);
    const at = kept.findIndex((f) => f.file === d.file);
    if (source === undefined || at < 0) continue;
    kept[at] = d.rebuild(kept.find((f) => f.file === d.from)!.data);
    stale.push({ file: d.file, since: source.since, reason: source.reason });
  }
  return { files: kept, stale: stale.sort((a, b) => a.file.localeCompare(b.file)) };
}
