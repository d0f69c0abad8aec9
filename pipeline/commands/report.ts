/** The human summary printed by `build` and `validate`: plain text tables, no colours needed. */
import type { DegradedInput, InputReport, JoinReport, OutputReport, StaleOutput } from '../../domain/contracts/index.ts';
import type { SlateResult } from '../core/slate.ts';

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function formatInputs(reports: readonly InputReport[]): string {
  const rows = reports.map((r) => [
    `${r.input}${r.required ? ' *' : ''}`,
    r.file ?? '-',
    r.status,
    r.format ?? '-',
    r.rowsRead,
    r.rowsAccepted,
    r.rowsRejected,
  ]);
  const lines = ['Inputs (* = required)', table(['input', 'file', 'status', 'format', 'read', 'accepted', 'rejected'], rows)];
  for (const r of reports) {
    if (r.status === 'missing' && !r.required) lines.push(`  warning: ${r.input}: not found; the outputs that need it say the data is absent.`);
    if (r.error) lines.push(`  ${r.status === 'unusable' ? 'error' : 'warning'}: ${r.input}: ${r.error}`);
    for (const w of r.warnings) lines.push(`  warning: ${r.input}: ${w}`);
    for (const reason of r.rejectReasons) lines.push(`  rejected ${r.input}: ${reason.count} x ${reason.reason}`);
    for (const sample of r.rejectSamples.slice(0, 3)) {
      lines.push(`    e.g. ${r.file}:${sample.line}${sample.column ? ` [${sample.column}]` : ''}: ${sample.reason}`);
    }
  }
  return lines.join('\n');
}

export function formatJoins(joins: readonly JoinReport[]): string {
  const rows = joins.map((j) => {
    const pct = j.hitters === 0 ? '-' : `${((100 * j.matched) / j.hitters).toFixed(1)}%`;
    const rules = Object.entries(j.byRule)
      .filter(([, n]) => n > 0)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ');
    return [j.source, j.hitters, j.matched, pct, j.ambiguous, rules || '-'];
  });
  return ["Joins (today's hitters matched per source)", table(['source', 'players', 'matched', 'share', 'ambiguous', 'by rule'], rows)].join('\n');
}

export function formatUnmatched(manifest: Pick<SlateResult, 'unmatched' | 'ambiguous'>): string {
  const lines: string[] = [];
  lines.push(`Not in projections (no data in any source): ${manifest.unmatched.length}`);
  for (const u of manifest.unmatched) lines.push(`  ${u.name} (${u.team})`);
  lines.push(`Ambiguous names (reported, not guessed): ${manifest.ambiguous.length}`);
  for (const a of manifest.ambiguous.slice(0, 20)) lines.push(`  ${a.name} (${a.team}) in ${a.source}: ${a.candidates.join(' | ')}`);
  if (manifest.ambiguous.length > 20) lines.push(`  ... and ${manifest.ambiguous.length - 20} more (see manifest.json)`);
  return lines.join('\n');
}

export function formatOutputs(outDir: string, outputs: readonly OutputReport[]): string {
  return [
    `Outputs written to ${outDir}`,
    table(
      ['file', 'rows', 'bytes'],
      outputs.map((o) => [o.file, o.rows, o.bytes]),
    ),
  ].join('\n');
}

export function formatTimings(timings: readonly { step: string; ms: number }[]): string {
  const total = timings.reduce((s, t) => s + t.ms, 0);
  return ['Timings', table(['step', 'ms'], [...timings.map((t) => [t.step, t.ms.toFixed(0)]), ['total', total.toFixed(0)]])].join('\n');
}

/** What a build wrote, for its report. */
export interface WrittenReport {
  outDir: string;
  outputs: readonly OutputReport[];
  /** Outputs that kept their last good version (core/last-good.ts). */
  stale: readonly StaleOutput[];
  /** Model inputs the fetch that filled the raw folder left degraded. */
  degraded: readonly DegradedInput[];
}

/** What a build of a day without games says (run-slate.ts isDayWithoutGames). */
export const NO_GAMES_LINE = (date: string) =>
  `No games on ${date}: the schedule and the lineups list none. The day's files are empty and every page says there are no games; the season files (home runs, park factors, bullpens, BvP) are built as usual.`;

/**
 * The report `build` prints after its inputs table (formatInputs), and `validate`
 * prints without the part about what was written: the joins, the hitters not in
 * projections, the outputs, kept and degraded files and the archive, the timings.
 */
export function formatBuildReport(
  slate: Pick<SlateResult, 'joins' | 'unmatched' | 'ambiguous' | 'date' | 'historyStatus' | 'historyRevisions' | 'gamesBegun' | 'marketSummary' | 'summary'>,
  timings: readonly { step: string; ms: number }[],
  written?: WrittenReport,
): string {
  const lines = ['', formatJoins(slate.joins), '', formatUnmatched(slate), '', ...slate.marketSummary, ''];
  if (slate.summary.games === 0) lines.unshift('', NO_GAMES_LINE(slate.date));
  if (slate.gamesBegun > 0) {
    lines.push(`Picks: ${slate.gamesBegun} of the slate's games had begun at this run's time, so no new pick came from them (docs/product.md#picks).`, '');
  }
  if (written) {
    lines.push(formatOutputs(written.outDir, written.outputs));
    for (const s of written.stale) lines.push(`Kept the last good ${s.file} (data of ${s.since}, marked stale): ${s.reason}`);
    for (const d of written.degraded) lines.push(`Degraded input (from the fetch report): ${d.input} ${d.state} since ${d.since}: ${d.reason}`);
    lines.push(`History: ${slate.date} ${slate.historyStatus}.`);
    for (const r of slate.historyRevisions) {
      lines.push(`  revised ${r.date} ${r.list} ${r.name}${r.gameId ? ` (game ${r.gameId})` : ''}: ${r.from} -> ${r.to}: ${r.reason}`);
    }
    lines.push('');
  }
  lines.push(formatTimings(timings));
  return lines.join('\n');
}
