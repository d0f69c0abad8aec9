/** What `pipeline fetch` prints: the final table of files and its one-line tally, as text and as Markdown. */
import type { SourceId } from './targets.ts';

/**
 * fresh: downloaded and validated in this run; partial: downloaded and validated in
 * this run, but part of what was asked is missing (the detail says what); stale: this
 * run failed and the last good file was kept; missing: this run failed and there is no
 * good file; skipped: not attempted.
 */
export type FileStatus = 'fresh' | 'partial' | 'stale' | 'missing' | 'skipped';

export interface FileOutcome {
  fileName: string;
  source: SourceId;
  status: FileStatus;
  detail: string;
  /** The build cannot run without this input (pipeline/sources registry). */
  required: boolean;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

export function tally(outcomes: readonly FileOutcome[]): string {
  const count = (s: FileStatus) => outcomes.filter((o) => o.status === s).length;
  const parts = [
    `${count('fresh')} fresh`,
    ...(count('partial') > 0 ? [`${count('partial')} partial`] : []),
    `${count('stale')} stale`,
    `${count('missing')} missing`,
  ];
  if (count('skipped') > 0) parts.push(`${count('skipped')} skipped`);
  return `${parts.join(', ')}.`;
}

export function formatTable(outcomes: readonly FileOutcome[]): string {
  const rows = outcomes.map((o) => [o.fileName + (o.required ? ' *' : ''), o.source, o.status, o.detail]);
  const header = ['file', 'source', 'status', 'detail'];
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 3 ? pad(c, widths[i]!) : c))
      .join('  ')
      .trimEnd();
  const lines = [line(header), ...rows.map(line)];
  if (outcomes.some((o) => o.required)) lines.push('* required by the build');
  lines.push(tally(outcomes));
  return lines.join('\n');
}

const md = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(date: string, outcomes: readonly FileOutcome[]): string {
  const lines = [`### pipeline fetch ${date}`, '', '| file | source | status | detail |', '|---|---|---|---|'];
  for (const o of outcomes) lines.push(`| ${md(o.fileName)}${o.required ? ' (required)' : ''} | ${o.source} | **${o.status}** | ${md(o.detail)} |`);
  lines.push('', tally(outcomes), '');
  return lines.join('\n');
}
