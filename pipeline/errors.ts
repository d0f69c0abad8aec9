/**
 * The error catalogue: every failure the CLI can report, with what happened,
 * why, and what to do. Code throws `new LongballError('CODE', {...details})`;
 * the top-level handler in cli.ts prints message + hint and maps the code to an exit code.
 *
 * Each entry is `defineError<Details>({ message, hint, exitCode })`: `Details` names
 * the values the code needs, `message` and `hint` read them by name, and
 * `new LongballError(code, details)` does not compile when the details do not match
 * (a missing, misspelt or wrongly typed field). Text that comes from an input file
 * (a header, a cell) is described through a helper here, never pasted into a hint.
 */

export const EXIT = { ok: 0, inputUnusable: 1, usage: 2, outputFailed: 3, degraded: 4, internal: 70 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** What each exit code tells the caller (the README's exit-code table is printed from this and the catalogue). */
const EXIT_MEANING: Record<ExitCode, string> = {
  [EXIT.ok]: 'success',
  [EXIT.inputUnusable]: 'a required input is missing or unusable',
  [EXIT.usage]: 'bad usage: an option, the raw folder or the configuration',
  [EXIT.outputFailed]: 'the outputs could not be written or published (contract violation, archive conflict, disk)',
  [EXIT.degraded]:
    'the fetch finished degraded: every file it could get is written, but an input the model depends on is partial, missing or stale (the build can run and shows it)',
  [EXIT.internal]: 'an internal error: a bug, please report it',
};

/** One catalogue entry: its details type `D`, read by name in the message and the hint. */
export interface CatalogueEntry<D extends object = Record<string, unknown>> {
  /** What happened, in one sentence. */
  message(details: D): string;
  /** What to do about it. */
  hint(details: D): string;
  exitCode: ExitCode;
}

/** The details type of a code whose message and hint read nothing. */
export type NoDetails = Record<never, never>;

/**
 * Declares a catalogue entry with its details type, always written out:
 * `defineError<{ file: string }>({ message: (d) => ..., ... })`, `defineError<NoDetails>(...)`.
 */
export function defineError<D extends object>(entry: CatalogueEntry<D>): CatalogueEntry<D> {
  return entry;
}

/** Text a column name may be: anything else in a header line is data or another format, and is never quoted back. */
const COLUMN_NAME = /^[\w %./()#+\-,'"]{1,48}$/;

/**
 * A CSV header for a message, as a sentence: its column names when it has some, else
 * only its width (a report never carries raw file text). The one way a header is described.
 */
export function describeHeader(header: readonly string[]): string {
  if (header.length > 0 && header.every((h) => COLUMN_NAME.test(h))) return `The header's ${header.length} columns are ${header.join(',')}`;
  return `The first line (${header.length} ${header.length === 1 ? 'field' : 'fields'}) holds no column names`;
}

/** Accepted names as a message lists them: `"HR", "index_hr"`. */
const quotedList = (names: readonly string[]): string => names.map((name) => `"${name}"`).join(', ');

export const CATALOGUE = {
  REQUIRED_INPUT_MISSING: defineError<{ input: string; dir: string; expected: string }>({
    message: (d) => `Required input "${d.input}" was not found in ${d.dir}.`,
    hint: (d) => `Put ${d.expected} in ${d.dir}, or point --raw at the folder that holds it.`,
    exitCode: EXIT.inputUnusable,
  }),
  REQUIRED_INPUT_UNUSABLE: defineError<{ input: string; file: string; reason: string }>({
    message: (d) => `Required input "${d.input}" (${d.file}) could not be used: ${d.reason}`,
    hint: () => 'Fix or replace the file, then run `npm run pipeline -- validate` to check it before building.',
    exitCode: EXIT.inputUnusable,
  }),
  CSV_MALFORMED: defineError<{ file: string; line: number; reason: string }>({
    message: (d) => `${d.file} is not valid CSV (line ${d.line}): ${d.reason}`,
    hint: () => 'Re-export the file from its source; an unclosed quote usually means it was cut short.',
    exitCode: EXIT.inputUnusable,
  }),
  CSV_EMPTY: defineError<{ file: string }>({
    message: (d) => `${d.file} is empty.`,
    hint: () => 'The download probably failed: fetch the file again.',
    exitCode: EXIT.inputUnusable,
  }),
  /** `column` says what the column holds ("the run value"); `header` is the file's header as read, described by describeHeader. */
  CSV_MISSING_COLUMN: defineError<{ file: string; column: string; accepted: readonly string[]; header: readonly string[] }>({
    message: (d) => `${d.file} has no column for ${d.column} (looked for: ${quotedList(d.accepted)}).`,
    hint: (d) => `${describeHeader(d.header)}. Re-export with that column, or rename it to one of the accepted names.`,
    exitCode: EXIT.inputUnusable,
  }),
  INPUT_NOT_TEXT: defineError<{ file: string; reason: string }>({
    message: (d) => `${d.file} cannot be read as text: ${d.reason}.`,
    hint: () => 'Inputs are UTF-8 (with or without BOM) or Latin-1/Windows-1252 text: re-export the file, or convert it (iconv -f UTF-16 -t UTF-8).',
    exitCode: EXIT.inputUnusable,
  }),
  INPUT_NOT_REGULAR_FILE: defineError<{ file: string; reason: string }>({
    message: (d) => `${d.file} in the raw folder is refused: ${d.reason}.`,
    hint: () => 'Inputs are regular files inside the raw folder: copy the file itself there (a symbolic link may only point inside the folder).',
    exitCode: EXIT.inputUnusable,
  }),
  /** `size` and `limit` are formatted amounts ("2.1 MB", "50000 rows"). */
  INPUT_TOO_LARGE: defineError<{ file: string; input: string; size: string; limit: string }>({
    message: (d) => `${d.file} is too large: ${d.size}, over the limit of ${d.limit} for the ${d.input} input.`,
    hint: () => 'A file that size is a broken or wrong export: fetch it again. The limits are in pipeline/sources/limits.ts and docs/inputs.md.',
    exitCode: EXIT.inputUnusable,
  }),
  JSON_MALFORMED: defineError<{ file: string; reason: string }>({
    message: (d) => `${d.file} is not valid JSON: ${d.reason}`,
    hint: () => 'The file is probably truncated: fetch it again.',
    exitCode: EXIT.inputUnusable,
  }),
  /** `expected` describes the accepted shape ("an array of {gamePk, ...}"). */
  JSON_WRONG_SHAPE: defineError<{ file: string; reason: string; expected: string }>({
    message: (d) => `${d.file} does not have the expected shape: ${d.reason}`,
    hint: (d) => `Expected ${d.expected}. See the README's list of inputs.`,
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_DATA_INVALID: defineError<{ file: string; line: number; column: string; reason: string; value: string }>({
    message: (d) => `${d.file}, line ${d.line}, column ${d.column}: ${d.reason} (value "${d.value}").`,
    hint: () => 'Fix or rebuild the file (see the PA log columns in ../shared/model-data/README.md); nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_DATA_TRUNCATED: defineError<{ file: string; line: number; column: string }>({
    message: (d) => `${d.file} is a truncated gzip file: the data stops in line ${d.line}, column ${d.column}.`,
    hint: () => 'The file was cut short (an interrupted download or copy): fetch or rebuild it; nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_DATA_EMPTY: defineError<{ file: string; reason: string }>({
    message: (d) => `${d.file} holds no data: ${d.reason}.`,
    hint: () => 'Fit and backtest need PA logs, games and Statcast files with rows (columns in ../shared/model-data/README.md); nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_DATA_TOO_SMALL: defineError<{ file: string; starterGames: number; minimum: number }>({
    message: (d) => `${d.file} is too small to fit: ${d.starterGames} starter-games, a fit needs at least ${d.minimum}.`,
    hint: () => 'Fit on at least a week of a season (a full season is better); the committed card was not touched.',
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_HISTORY_ORDER: defineError<{
    file: string;
    firstDate: string;
    lastDate: string;
    season: string;
    seasonFirstDate: string;
    seasonLastDate: string;
    reason: string;
  }>({
    message: (d) => `${d.file} (${d.firstDate} to ${d.lastDate}) cannot be history for ${d.season} (${d.seasonFirstDate} to ${d.seasonLastDate}): ${d.reason}.`,
    hint: () => 'Every --history log (and every earlier --pa-log of a fit) must be a whole season ending before the next one starts; nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  /** A Statcast file of the season predicted or later: its aggregates hold that season's outcomes. */
  MODEL_STATCAST_TOO_LATE: defineError<{ file: string; season: number; target: string }>({
    message: (d) =>
      `${d.file} holds Statcast of ${d.season}, not of a season before ${d.target}: a season's aggregates contain its outcomes, so a prediction may read only earlier seasons'.`,
    hint: () => 'Pass --statcast files of the seasons before the one predicted only (statcast_batting_<y>.csv with y earlier); nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  /** A games file whose games are none of the PA logs'. */
  MODEL_CONDITIONS_UNMATCHED: defineError<{ file: string; firstDate: string; lastDate: string }>({
    message: (d) => `${d.file} (${d.firstDate} to ${d.lastDate}) covers no game of the PA logs given.`,
    hint: () => "Pass each season's games_<y>.csv.gz beside its pa_<y>.csv.gz (the same season's game ids); nothing was written.",
    exitCode: EXIT.inputUnusable,
  }),
  MODEL_CARD_INVALID: defineError<{ file: string; reason: string }>({
    message: (d) => `The model card ${d.file} cannot be used: ${d.reason}`,
    hint: () => 'Run `npm run pipeline -- fit --pa-log <file> --out <card.json>` to write a card, or pass --card <file>.',
    exitCode: EXIT.inputUnusable,
  }),
  MARKET_DATA_INVALID: defineError<{ file: string; line: number; column: string; value: string; reason: string; more: number }>({
    message: (d) =>
      `${d.file}, line ${d.line}, column ${d.column}: ${d.reason}${d.value === '' ? '' : ` (value "${d.value}")`}${d.more > 0 ? `; and ${d.more} more bad ${d.more === 1 ? 'value' : 'values'}` : ''}.`,
    hint: () => 'Fix or re-export the market file (columns in ../shared/real-data/market/README.md); nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MARKET_DATA_UNREADABLE: defineError<{ file: string; reason: string }>({
    message: (d) => `The market file ${d.file} cannot be read: ${d.reason}`,
    hint: () => 'Check the path given to --market or --history; nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MARKET_DATA_EMPTY: defineError<{ file: string; reason: string }>({
    message: (d) => `${d.file} holds no graded prices: ${d.reason}.`,
    hint: () => 'A market file needs rows with a box-score outcome (hr 0 or 1) for players who batted; nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MARKET_HISTORY_ORDER: defineError<{ file: string; firstDate: string; lastDate: string; target: string; targetFirstDate: string }>({
    message: (d) =>
      `${d.file} (${d.firstDate} to ${d.lastDate}) cannot be history for ${d.target}: history must end before the target's first date, ${d.targetFirstDate}.`,
    hint: () => 'Give as --history only files of earlier dates than the --market file; nothing was written.',
    exitCode: EXIT.inputUnusable,
  }),
  MARKET_CARD_INVALID: defineError<{ file: string; reason: string }>({
    message: (d) => `The market card ${d.file} cannot be used: ${d.reason}`,
    hint: () => 'Run `npm run pipeline -- market fit --market <csv> --out <card.json>` to write a card, or pass --card <file>.',
    exitCode: EXIT.inputUnusable,
  }),
  /** `missing` lists the missing columns ("savant_statcast.csv: barrel_batted_rate, ..."). */
  STRICT_MISSING_COLUMNS: defineError<{ missing: string }>({
    message: (d) => `validate --strict: columns the model reads are missing: ${d.missing}.`,
    hint: () => 'Re-export the named files with those columns (the warnings above say what is null without them), or validate without --strict.',
    exitCode: EXIT.inputUnusable,
  }),
  BAD_DATE: defineError<{ value: string }>({
    message: (d) => `"${d.value}" is not a date in the form YYYY-MM-DD.`,
    hint: () => 'Pass --date like 2026-08-22.',
    exitCode: EXIT.usage,
  }),
  BAD_OPTION: defineError<{ option: string; value: string; reason: string }>({
    message: (d) => `${d.option} ${d.value} ${d.reason}.`,
    hint: (d) => `Correct ${d.option}; \`npm run pipeline -- <command> --help\` lists each command's options.`,
    exitCode: EXIT.usage,
  }),
  NO_SLATE_DATE: defineError<NoDetails>({
    message: () => 'No slate date was given and none could be read from the lineups.',
    hint: () => 'Pass --date YYYY-MM-DD (a day without games has no date in its lineups: give the date it was fetched for).',
    exitCode: EXIT.usage,
  }),
  RAW_DIR_MISSING: defineError<{ dir: string }>({
    message: (d) => `The raw-data folder ${d.dir} does not exist.`,
    hint: () => 'Pass --raw <dir>, or run `npm run sample` to write the embedded sample.',
    exitCode: EXIT.usage,
  }),
  OUTPUT_INVALID: defineError<{ file: string; reason: string }>({
    message: (d) => `Refusing to write ${d.file}: it does not match its contract (${d.reason}).`,
    hint: () => 'This is a pipeline bug; the previous output was left untouched. Please report it with the input files.',
    exitCode: EXIT.outputFailed,
  }),
  OUTPUT_WRITE_FAILED: defineError<{ dir: string; reason: string }>({
    message: (d) => `Could not write the outputs to ${d.dir}: ${d.reason}`,
    hint: () => 'Check free disk space and permissions; the previous output was left untouched.',
    exitCode: EXIT.outputFailed,
  }),
  /** `size` and `budget` are formatted byte amounts ("1.2 MB"). */
  OUTPUT_TOO_LARGE: defineError<{ file: string; size: string; budget: string }>({
    message: (d) => `Refusing to write ${d.file}: ${d.size} is over its budget of ${d.budget}.`,
    hint: () => 'An output that size means an input carried far more rows than a slate has; check the inputs report. The previous output was left untouched.',
    exitCode: EXIT.outputFailed,
  }),
  OUTPUT_LOCKED: defineError<{ pid: number; since: string; dir: string; waited: number; lock: string }>({
    message: (d) => `Another build (pid ${d.pid}, since ${d.since}) is writing to ${d.dir}; waited ${d.waited} s.`,
    hint: (d) =>
      `One build at a time per output folder: run this one again when that build has finished. If no build is running, the lock ${d.lock} is left over: delete it.`,
    exitCode: EXIT.outputFailed,
  }),
  FOLDERS_OVERLAP: defineError<{ out: string; raw: string; reason: string }>({
    message: (d) => `--out ${d.out} and --raw ${d.raw} overlap: ${d.reason}.`,
    hint: () => 'The build replaces its whole output folder: write it outside the raw folder (and keep the raw folder outside it), e.g. --out generated.',
    exitCode: EXIT.usage,
  }),
  HISTORY_UNREADABLE: defineError<{ file: string; dir: string; reason: string }>({
    message: (d) => `The archived picks day ${d.file} in ${d.dir} cannot be read: ${d.reason}.`,
    hint: () => 'Restore the file from the published site or version control (or delete it to drop that day), then build again.',
    exitCode: EXIT.outputFailed,
  }),
  HISTORY_CONFLICT: defineError<{ date: string; at: string; last: string }>({
    message: (d) => `The picks archive for ${d.date} already holds a run at ${d.last}, and this run (${d.at}) is not later but its picks differ.`,
    hint: () =>
      "Runs of a day are archived in time order (each game's picks lock at the last run before its first pitch): check the clock and SOURCE_DATE_EPOCH. To repair the day, re-run with --rewrite-history (this run becomes the day's only one).",
    exitCode: EXIT.outputFailed,
  }),
  PUBLISH_NOT_CONFIGURED: defineError<{ reason: string }>({
    message: (d) => `Cannot publish: ${d.reason}`,
    hint: () =>
      'Set PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (server-side only; see docs/configuration.md). ' +
      'Without them the site runs in local mode and needs no publishing.',
    exitCode: EXIT.usage,
  }),
  PUBLISH_NO_OUTPUT: defineError<{ file: string; dir: string; reason: string }>({
    message: (d) => `Cannot publish: ${d.file} is missing or invalid in ${d.dir} (${d.reason}).`,
    hint: () => 'Run `npm run pipeline -- build` first; publish sends what the build wrote.',
    exitCode: EXIT.inputUnusable,
  }),
  PUBLISH_REFUSED: defineError<{ dir: string; date: string; reason: string; fix: string }>({
    message: (d) => `Refusing to publish ${d.dir} as the premium slate of ${d.date}: ${d.reason}.`,
    hint: (d) => d.fix,
    exitCode: EXIT.inputUnusable,
  }),
  PUBLISH_FAILED: defineError<{ date: string; reason: string }>({
    message: (d) => `Supabase refused the premium data for ${d.date}: ${d.reason}`,
    hint: () => 'Check that the migrations in supabase/migrations are applied and that the key is the service-role key.',
    exitCode: EXIT.outputFailed,
  }),
  /** `failures` is one clause per failed required file ("lineups.json was not fetched (http-error): ..."). */
  FETCH_REQUIRED_INPUT: defineError<{ failures: string }>({
    message: (d) => `The required input ${d.failures}.`,
    hint: () => 'The build needs it; fix the source or pass a lineups file by hand, then re-run `pipeline fetch --only schedule`.',
    exitCode: EXIT.inputUnusable,
  }),
  FETCH_DEGRADED: defineError<{ inputs: string }>({
    message: (d) => `The fetch is degraded: ${d.inputs}.`,
    hint: () =>
      'The files are written and the build can run; the site names these inputs in a banner. See the fetch table for why, and docs/nightly.md for what each source may do wrong.',
    exitCode: EXIT.degraded,
  }),
  /** `error` is the stack (or text) of the unexpected exception. */
  INTERNAL: defineError<{ error: string }>({
    message: (d) => d.error,
    hint: () => 'This is a bug in the pipeline; please report it with the command you ran.',
    exitCode: EXIT.internal,
  }),
  // An entry written as a bare object, `CODE: { message: (d) => ..., hint, exitCode }`, still
  // compiles with unchecked details; UntypedErrorCode names it and the catalogue test fails
  // until it is wrapped in defineError<Details>.
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof CATALOGUE;

/** The parameter a message or hint function reads (none: no details). */
type ParameterOf<F> = F extends (details: infer D) => string ? (unknown extends D ? NoDetails : D) : NoDetails;

/** The details a code's message and hint read: what `new LongballError(code, details)` must be given. */
export type DetailsOf<C extends ErrorCode> = ParameterOf<(typeof CATALOGUE)[C]['message']> & ParameterOf<(typeof CATALOGUE)[C]['hint']>;

/** Codes whose entry declares no details type (written as a bare object, not through defineError): their details are unchecked. */
export type UntypedErrorCode = { [C in ErrorCode]: string extends keyof DetailsOf<C> ? C : never }[ErrorCode];

/** The details argument: optional for a code that needs none. */
type DetailsArgument<C extends ErrorCode> = NoDetails extends DetailsOf<C> ? [details?: DetailsOf<C>] : [details: DetailsOf<C>];

export class LongballError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly hint: string;
  readonly exitCode: ExitCode;
  readonly details: DetailsOf<C>;

  constructor(code: C, ...[details = {} as DetailsOf<C>]: DetailsArgument<C>) {
    const entry = CATALOGUE[code] as CatalogueEntry<DetailsOf<C>>;
    super(entry.message(details));
    this.name = 'LongballError';
    this.code = code;
    this.hint = entry.hint(details);
    this.exitCode = entry.exitCode;
    this.details = details;
  }
}

export function isLongballError(e: unknown): e is LongballError {
  return e instanceof LongballError;
}

/** The exit-code table of the README: each exit code, its meaning and the catalogue codes that end with it. */
export function exitCodeTable(): string {
  const rows = Object.values(EXIT).map((exit) => {
    const codes = Object.entries(CATALOGUE as Record<string, CatalogueEntry>)
      .filter(([, entry]) => entry.exitCode === exit)
      .map(([code]) => `\`${code}\``);
    const usage = exit === EXIT.usage ? ['a command-line syntax error (printed by the parser)'] : [];
    return `| ${exit} | ${EXIT_MEANING[exit]} | ${[...codes, ...usage].join(', ') || '—'} |`;
  });
  return `${['| Exit code | Meaning | Error codes |', '| --- | --- | --- |', ...rows].join('\n')}\n`;
}
