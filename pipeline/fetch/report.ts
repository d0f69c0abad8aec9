/** What `pipeline fetch` prints: the final table of files, the model inputs' states and the one-line tally, as text and as Markdown. */
import type { SourceId } from './targets.ts';

/**
 * fresh: downloaded and validated in this run; partial: downloaded and usable but
 * incomplete (the detail says what is missing); stale: this run failed and the last
 * good file was kept; missing: this run failed and there is no good file; skipped: not attempted.
 */
export type FileStatus = 'fresh' | 'partial' | 'stale' | 'missing' | 'skipped';

export interface FileOutcome {
  fileName: string;
  source: SourceId;
  status: FileStatus;
  detail: string;
  /** The build cannot run without this input (pipeline/sources registry). */
  required: boolean;
  /** Data rows of the file in place after the run; null when there is none. */
  rows: number | null;
  /** When the data in place was fetched (ISO): this run for fresh/partial, the kept file's time for stale; null when missing. */
  dataAsOf: string | null;
  /** The oldest HTTP-cache entry the file was built from (ISO); null when everything was downloaded in this run. */
  cachedAt: string | null;
}

/** A model input's state after a run (degraded.ts judges it). */
export type InputState = 'fresh' | 'partial' | 'stale' | 'missing';

export interface InputAssessment {
  input: string;
  model: boolean;
  state: InputState;
  /** The file that serves it (null when none does). */
  file: string | null;
  reason: string;
  degraded: boolean;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** "3 h", "2 d": the age of an ISO instant at `now`. */
export function age(iso: string | null, now: Date): string {
  if (iso === null) return '';
  const hours = Math.max(0, (now.getTime() - Date.parse(iso)) / 3_600_000);
  return hours < 48 ? `${Math.round(hours)} h` : `${Math.round(hours / 24)} d`;
}

export function tally(outcomes: readonly FileOutcome[]): string {
  const count = (s: FileStatus) => outcomes.filter((o) => o.status === s).length;
  const parts = [`${count('fresh')} fresh`];
  if (count('partial') > 0) parts.push(`${count('partial')} partial`);
  parts.push(`${count('stale')} stale`, `${count('missing')} missing`);
  if (count('skipped') > 0) parts.push(`${count('skipped')} skipped`);
  return `${parts.join(', ')}.`;
}

function columns(rows: readonly string[][]): (cells: readonly string[]) => string {
  const last = rows[0]!.length - 1;
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return (cells) =>
    cells
      .map((c, i) => (i < last ? pad(c, widths[i]!) : c))
      .join('  ')
      .trimEnd();
}

const cacheCell = (o: FileOutcome, now: Date): string => (o.cachedAt === null ? '' : `cached ${age(o.cachedAt, now)}`);
const ageCell = (o: FileOutcome, now: Date): string => (o.status === 'stale' ? age(o.dataAsOf, now) : '');

/** The summary: one row per file (source, file, rows, state, age of kept data, age of the oldest cache entry used, why), then the model inputs. */
export function formatTable(outcomes: readonly FileOutcome[], inputs: readonly InputAssessment[], now: Date): string {
  const header = ['source', 'file', 'rows', 'state', 'data age', 'cache', 'why'];
  const rows = outcomes.map((o) => [
    o.source,
    o.fileName + (o.required ? ' *' : ''),
    o.rows === null ? '' : String(o.rows),
    o.status,
    ageCell(o, now),
    cacheCell(o, now),
    o.detail,
  ]);
  const line = columns([header, ...rows]);
  const lines = [line(header), ...rows.map(line)];
  if (outcomes.some((o) => o.required)) lines.push('* required by the build');
  lines.push(tally(outcomes));
  if (inputs.length > 0) {
    const inputHeader = ['model input', 'state', 'from', 'why'];
    const inputRows = inputs.map((i) => [
      i.input + (i.model ? '' : ' (shown, not modelled)'),
      i.state + (i.degraded ? ' (degraded)' : ''),
      i.file ?? '',
      i.reason,
    ]);
    const inputLine = columns([inputHeader, ...inputRows]);
    lines.push('', inputLine(inputHeader), ...inputRows.map(inputLine));
  }
  return lines.join('\n');
}

const md = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(date: string, outcomes: readonly FileOutcome[], inputs: readonly InputAssessment[], now: Date): string {
  const lines = [`### pipeline fetch ${date}`, '', '| source | file | rows | state | data age | cache | why |', '|---|---|---|---|---|---|---|'];
  for (const o of outcomes) {
    lines.push(
      `| ${o.source} | ${md(o.fileName)}${o.required ? ' (required)' : ''} | ${o.rows ?? ''} | **${o.status}** | ${ageCell(o, now)} | ${cacheCell(o, now)} | ${md(o.detail)} |`,
    );
  }
  lines.push('', tally(outcomes), '');
  if (inputs.length > 0) {
    lines.push('| model input | state | from | why |', '|---|---|---|---|');
    for (const i of inputs) lines.push(`| ${md(i.input)} | **${i.state}**${i.degraded ? ' (degraded)' : ''} | ${md(i.file ?? '')} | ${md(i.reason)} |`);
    lines.push('');
  }
  return lines.join('\n');
}
