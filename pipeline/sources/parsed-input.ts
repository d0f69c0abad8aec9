/**
 * What an adapter's pure parser returns, and the small machinery every adapter
 * uses to build it: a bad row becomes a RowIssue (file, line, column, reason),
 * never an exception that escapes the parser and never a silent drop.
 */
import type { RowIssue } from '../inputs/rows.ts';

export interface ParsedInput<T> {
  /** Recognised format variant, e.g. "fangraphs-leaderboard". */
  format: string;
  rows: T[];
  /** Data rows seen: accepted, rejected, and any set aside as stated in `warnings`. */
  rowsRead: number;
  rejected: RowIssue[];
  warnings: string[];
  /** Columns the model reads that the file lacks (each also stated in `warnings`); absent when none. */
  missingColumns?: string[];
}

/** Where a value sits: the column (CSV header or JSON path) and how a reason names it. */
export interface Field {
  column: string;
  label: string;
}

export const csvField = (header: string): Field => ({ column: header, label: `column "${header}"` });
export const jsonField = (path: string): Field => ({ column: path, label: path });

/** A property of a JSON element; its path is built only when an issue names it (hot loops create many). */
class JsonChildField implements Field {
  constructor(
    private readonly parent: string,
    private readonly name: string,
  ) {}
  get column(): string {
    return `${this.parent}.${this.name}`;
  }
  get label(): string {
    return this.column;
  }
}

export const jsonChildField = (parent: string, name: string): Field => new JsonChildField(parent, name);

/** Thrown inside a row parser; the collector turns it into a RowIssue for that row. */
export class RowRejected extends Error {
  constructor(
    readonly column: string | null,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'RowRejected';
  }
}

/** Rejects the current row because of one value: the reason reads `column "HR": "abc" is not a number`. */
export function rejectField(field: Field, detail: string): never {
  throw new RowRejected(field.column, `${field.label}: ${detail}`);
}

/** Rejects the current row as a whole (duplicate, wrong field count, ...). */
export function rejectRow(reason: string, column: string | null = null): never {
  throw new RowRejected(column, reason);
}

/** Accumulates one file's rows, issues and warnings; `result` sorts issues by line. */
export class RowCollector<T> {
  readonly rows: T[] = [];
  readonly rejected: RowIssue[] = [];
  readonly warnings: string[] = [];
  rowsRead = 0;

  constructor(readonly file: string) {}

  reject(line: number, column: string | null, reason: string): void {
    this.rejected.push({ file: this.file, line, column, reason });
  }

  /**
   * Runs a row parser; a RowRejected becomes an issue at `line` and undefined is
   * returned. `line` may be a function, evaluated only when the row is rejected.
   */
  attempt<R>(line: number | (() => number), parse: () => R): R | undefined {
    try {
      return parse();
    } catch (e) {
      this.rejectThrown(line, e);
      return undefined;
    }
  }

  /**
   * The catch of `attempt`, for a row loop that writes the try out (no closure
   * per row): a RowRejected becomes an issue at `line`, anything else is rethrown.
   */
  rejectThrown(line: number | (() => number), error: unknown): void {
    if (!(error instanceof RowRejected)) throw error;
    this.reject(typeof line === 'number' ? line : line(), error.column, error.reason);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  result(format: string): ParsedInput<T> {
    const rejected = this.rejected
      .map((issue, order) => ({ issue, order }))
      .sort((a, b) => a.issue.line - b.issue.line || a.order - b.order)
      .map(({ issue }) => issue);
    return { format, rows: this.rows, rowsRead: this.rowsRead, rejected, warnings: this.warnings };
  }
}

/** "1 row", "1,234 rows" for counts in warnings. */
export const countOf = (n: number, noun: string): string => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
