/**
 * The error catalogue: every failure the CLI can report, with what happened,
 * why, and what to do. Code throws `new LongballError('CODE', {...details})`;
 * the top-level handler in cli.ts prints message + hint and maps the code to an exit code.
 */
export interface CatalogueEntry {
  message: (d: Record<string, string | number>) => string;
  hint: (d: Record<string, string | number>) => string;
  exitCode: number;
}

export const EXIT = { ok: 0, inputUnusable: 1, usage: 2, outputFailed: 3, degraded: 4, internal: 70 } as const;

/** What each exit code tells the caller (the README's exit-code table is printed from this and the catalogue). */
const EXIT_MEANING: Record<(typeof EXIT)[keyof typeof EXIT], string> = {
  [EXIT.ok]: 'success',
  [EXIT.inputUnusable]: 'a required input is missing or unusable',
  [EXIT.usage]: 'bad usage: an option, the raw folder or the configuration',
  [EXIT.outputFailed]: 'the outputs could not be written or published (contract violation, archive conflict, disk)',
  [EXIT.degraded]:
    'the fetch finished degraded: every file it could get is written, but an input the model depends on is partial, missing or stale (the build can run and shows it)',
  [EXIT.internal]: 'an internal error: a bug, please report it',
};

export const CATALOGUE = {
  REQUIRED_INPUT_MISSING: {
    message: (d) => `Required input "${d.input}" was not found in ${d.dir}.`,
    hint: (d) => `Put ${d.expected} in ${d.dir}, or point --raw at the folder that holds it.`,
    exitCode: EXIT.inputUnusable,
  },
  REQUIRED_INPUT_UNUSABLE: {
    message: (d) => `Required input "${d.input}" (${d.file}) could not be used: ${d.reason}`,
    hint: () => 'Fix or replace the file, then run `npm run pipeline -- validate` to check it before building.',
    exitCode: EXIT.inputUnusable,
  },
  CSV_MALFORMED: {
    message: (d) => `${d.file} is not valid CSV (line ${d.line}): ${d.reason}`,
    hint: () => 'Re-export the file from its source; an unclosed quote usually means it was cut short.',
    exitCode: EXIT.inputUnusable,
  },
  CSV_EMPTY: {
    message: (d) => `${d.file} is empty.`,
    hint: () => 'The download probably failed: fetch the file again.',
    exitCode: EXIT.inputUnusable,
  },
  CSV_MISSING_COLUMN: {
    message: (d) => `${d.file} has no column for ${d.column} (looked for: ${d.accepted}).`,
    hint: (d) => `${String(d.header).replace(/^t/, 'T')}. Re-export with that column, or rename it to one of the accepted names.`,
    exitCode: EXIT.inputUnusable,
  },
  INPUT_NOT_TEXT: {
    message: (d) => `${d.file} cannot be read as text: ${d.reason}.`,
    hint: () => 'Inputs are UTF-8 (with or without BOM) or Latin-1/Windows-1252 text: re-export the file, or convert it (iconv -f UTF-16 -t UTF-8).',
    exitCode: EXIT.inputUnusable,
  },
  INPUT_NOT_REGULAR_FILE: {
    message: (d) => `${d.file} in the raw folder is refused: ${d.reason}.`,
    hint: () => 'Inputs are regular files inside the raw folder: copy the file itself there (a symbolic link may only point inside the folder).',
    exitCode: EXIT.inputUnusable,
  },
  INPUT_TOO_LARGE: {
    message: (d) => `${d.file} is too large: ${d.size}, over the limit of ${d.limit} for the ${d.input} input.`,
    hint: () => 'A file that size is a broken or wrong export: fetch it again. The limits are in pipeline/sources/limits.ts and docs/inputs.md.',
    exitCode: EXIT.inputUnusable,
  },
  JSON_MALFORMED: {
    message: (d) => `${d.file} is not valid JSON: ${d.reason}`,
    hint: () => 'The file is probably truncated: fetch it again.',
    exitCode: EXIT.inputUnusable,
  },
  JSON_WRONG_SHAPE: {
    message: (d) => `${d.file} does not have the expected shape: ${d.reason}`,
    hint: (d) => `Expected ${d.expected}. See the README's list of inputs.`,
    exitCode: EXIT.inputUnusable,
  },
  MODEL_DATA_INVALID: {
    message: (d) => `${d.file}, line ${d.line}, column ${d.column}: ${d.reason} (value "${d.value}").`,
    hint: () => 'Fix or rebuild the file (see the PA log columns in ../shared/model-data/README.md); nothing was written.',
    exitCode: EXIT.inputUnusable,
  },
  MODEL_DATA_TRUNCATED: {
    message: (d) => `${d.file} is a truncated gzip file: the data stops in line ${d.line}, column ${d.column}.`,
    hint: () => 'The file was cut short (an interrupted download or copy): fetch or rebuild it; nothing was written.',
    exitCode: EXIT.inputUnusable,
  },
  MODEL_DATA_EMPTY: {
    message: (d) => `${d.file} holds no plate appearances: ${d.reason}.`,
    hint: () => 'Fit and backtest need a PA log with rows (columns in ../shared/model-data/README.md); nothing was written.',
    exitCode: EXIT.inputUnusable,
  },
  MODEL_DATA_TOO_SMALL: {
    message: (d) => `${d.file} is too small to fit: ${d.starterGames} starter-games, a fit needs at least ${d.minimum}.`,
    hint: () => 'Fit on at least a week of a season (a full season is better); the committed card was not touched.',
    exitCode: EXIT.inputUnusable,
  },
  MODEL_HISTORY_ORDER: {
    message: (d) => `${d.file} (${d.firstDate} to ${d.lastDate}) cannot be history for ${d.season} (${d.seasonFirstDate} to ${d.seasonLastDate}): ${d.reason}.`,
    hint: () => 'Every --history log (and every earlier --pa-log of a fit) must be a whole season ending before the next one starts; nothing was written.',
    exitCode: EXIT.inputUnusable,
  },
  MODEL_CARD_INVALID: {
    message: (d) => `The model card ${d.file} cannot be used: ${d.reason}`,
    hint: () => 'Run `npm run pipeline -- fit --pa-log <file> --out <card.json>` to write a card, or pass --card <file>.',
    exitCode: EXIT.inputUnusable,
  },
  STRICT_MISSING_COLUMNS: {
    message: (d) => `validate --strict: columns the model reads are missing: ${d.missing}.`,
    hint: () => 'Re-export the named files with those columns (the warnings above say what is null without them), or validate without --strict.',
    exitCode: EXIT.inputUnusable,
  },
  BAD_DATE: {
    message: (d) => `"${d.value}" is not a date in the form YYYY-MM-DD.`,
    hint: () => 'Pass --date like 2026-08-22.',
    exitCode: EXIT.usage,
  },
  BAD_OPTION: {
    message: (d) => `${d.option} ${d.value} ${d.reason}.`,
    hint: (d) => `Correct ${d.option}; \`npm run pipeline -- <command> --help\` lists each command's options.`,
    exitCode: EXIT.usage,
  },
  NO_SLATE_DATE: {
    message: () => 'No slate date was given and none could be read from the lineups.',
    hint: () => 'Pass --date YYYY-MM-DD.',
    exitCode: EXIT.usage,
  },
  RAW_DIR_MISSING: {
    message: (d) => `The raw-data folder ${d.dir} does not exist.`,
    hint: () => 'Pass --raw <dir>, or run `npm run sample` to write the embedded sample.',
    exitCode: EXIT.usage,
  },
  OUTPUT_INVALID: {
    message: (d) => `Refusing to write ${d.file}: it does not match its contract (${d.reason}).`,
    hint: () => 'This is a pipeline bug; the previous output was left untouched. Please report it with the input files.',
    exitCode: EXIT.outputFailed,
  },
  OUTPUT_WRITE_FAILED: {
    message: (d) => `Could not write the outputs to ${d.dir}: ${d.reason}`,
    hint: () => 'Check free disk space and permissions; the previous output was left untouched.',
    exitCode: EXIT.outputFailed,
  },
  OUTPUT_TOO_LARGE: {
    message: (d) => `Refusing to write ${d.file}: ${d.size} is over its budget of ${d.budget}.`,
    hint: () => 'An output that size means an input carried far more rows than a slate has; check the inputs report. The previous output was left untouched.',
    exitCode: EXIT.outputFailed,
  },
  OUTPUT_LOCKED: {
    message: (d) => `Another build (pid ${d.pid}, since ${d.since}) is writing to ${d.dir}; waited ${d.waited} s.`,
    hint: (d) =>
      `One build at a time per output folder: run this one again when that build has finished. If no build is running, the lock ${d.lock} is left over: delete it.`,
    exitCode: EXIT.outputFailed,
  },
  FOLDERS_OVERLAP: {
    message: (d) => `--out ${d.out} and --raw ${d.raw} overlap: ${d.reason}.`,
    hint: () => 'The build replaces its whole output folder: write it outside the raw folder (and keep the raw folder outside it), e.g. --out generated.',
    exitCode: EXIT.usage,
  },
  HISTORY_UNREADABLE: {
    message: (d) => `The archived picks day ${d.file} in ${d.dir} cannot be read: ${d.reason}.`,
    hint: () => 'Restore the file from the published site or version control (or delete it to drop that day), then build again.',
    exitCode: EXIT.outputFailed,
  },
  HISTORY_CONFLICT: {
    message: (d) => `The picks archive for ${d.date} already holds a run at ${d.last}, and this run (${d.at}) is not later but its picks differ.`,
    hint: () =>
      "Runs of a day are archived in time order (each game's picks lock at the last run before its first pitch): check the clock and SOURCE_DATE_EPOCH. To repair the day, re-run with --rewrite-history (this run becomes the day's only one).",
    exitCode: EXIT.outputFailed,
  },
  PUBLISH_NOT_CONFIGURED: {
    message: (d) => `Cannot publish: ${d.reason}`,
    hint: () =>
      'Set PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (server-side only; see docs/configuration.md). ' +
      'Without them the site runs in local mode and needs no publishing.',
    exitCode: EXIT.usage,
  },
  PUBLISH_NO_OUTPUT: {
    message: (d) => `Cannot publish: ${d.file} is missing or invalid in ${d.dir} (${d.reason}).`,
    hint: () => 'Run `npm run pipeline -- build` first; publish sends what the build wrote.',
    exitCode: EXIT.inputUnusable,
  },
  PUBLISH_REFUSED: {
    message: (d) => `Refusing to publish ${d.dir} as the premium slate of ${d.date}: ${d.reason}.`,
    hint: (d) => String(d.fix),
    exitCode: EXIT.inputUnusable,
  },
  PUBLISH_FAILED: {
    message: (d) => `Supabase refused the premium data for ${d.date}: ${d.reason}`,
    hint: () => 'Check that the migrations in supabase/migrations are applied and that the key is the service-role key.',
    exitCode: EXIT.outputFailed,
  },
  FETCH_REQUIRED_INPUT: {
    message: (d) => `The required input ${d.failures}.`,
    hint: () => 'The build needs it; fix the source or pass a lineups file by hand, then re-run `pipeline fetch --only schedule`.',
    exitCode: EXIT.inputUnusable,
  },
  FETCH_DEGRADED: {
    message: (d) => `The fetch is degraded: ${d.inputs}.`,
    hint: () =>
      'The files are written and the build can run; the site names these inputs in a banner. See the fetch table for why, and docs/nightly.md for what each source may do wrong.',
    exitCode: EXIT.degraded,
  },
  INTERNAL: {
    message: (d) => String(d.error),
    hint: () => 'This is a bug in the pipeline; please report it with the command you ran.',
    exitCode: EXIT.internal,
  },
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof CATALOGUE;

export class LongballError extends Error {
  readonly code: ErrorCode;
  readonly hint: string;
  readonly exitCode: number;
  readonly details: Record<string, string | number>;

  constructor(code: ErrorCode, details: Record<string, string | number> = {}) {
    const entry: CatalogueEntry = CATALOGUE[code];
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
