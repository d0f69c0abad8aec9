/**
 * Pipeline benchmark (a script, not a test): prints the build wall time on the
 * full-league input set with the build's own steps (read + parse, match + model,
 * validate + write), the floor (reading + parsing the same files once in one
 * process), their ratio (goal <= 3: the build reads, joins, validates and writes;
 * the floor only reads and csv-parses), the 2x build with its steps (a step that grows
 * faster than its input shows there), and the 1x -> 2x scaling ratio (goal <= 2.2).
 * Every figure is the best of `--runs` timed runs after one warm-up run; each
 * timed run starts from a collected heap, as the nightly build starts in a fresh
 * process (otherwise a run pays for collecting the previous run's garbage, and
 * the 1x and 2x figures tax each other).
 * Then the probability model's walk-forward backtest (read + check the PA log,
 * walk every date, predict, write): on a generated 162-game season (about 190,000
 * PAs, 43,700 starter-games) and on the real 2020 log when ../shared/model-data
 * holds it; and as a whole process (`npm run pipeline -- backtest`, start-up
 * included) on a full season with two seasons of history (goal <= 10 s): the real
 * 2022 log with 2020 and 2021, its game conditions and 2021's Statcast when ../shared/model-data
 * holds them, else three generated 162-game seasons.
 *
 *   npm run bench [-- --runs 5 --keep]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { runBacktest } from '../pipeline/commands/backtest.ts';
import { runBuild } from '../pipeline/commands/build.ts';
import { syntheticPaLog } from './synthetic-pa-log.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, 'bench-data');

const opts = new Command()
  .option('--runs <n>', 'timed runs per measurement (best is kept)', '5')
  .option('--keep', 'keep the generated input sets in bench-data/ for the next run', false)
  .parse()
  .opts<{ runs: string; keep: boolean }>();
const runs = Math.max(1, Number(opts.runs));

function ensureInputs(size: 'full' | 'double'): string {
  const dir = path.join(BENCH_DIR, size);
  if (!existsSync(path.join(dir, 'lineups.json'))) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate-sample.ts', '--size', size, '--out', dir], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  }
  return dir;
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** A full collection, then a turn of the event loop so finalizers and the sweeper settle before the clock starts. */
async function freshHeap(): Promise<void> {
  collectGarbage();
  await sleep(20);
}

interface Measured {
  ms: number;
  /** The build's own step timings (its printed Timings table), for builds. */
  steps: [step: string, ms: number][];
}

/**
 * Runs every measurement once to warm up, then `runs` rounds of all of them in
 * turn (so a burst of load on the machine hits every figure alike); keeps each
 * one's fastest run.
 */
async function bestOf(measurements: Record<string, () => Promise<Measured>>): Promise<Record<string, Measured>> {
  const fastest: Record<string, Measured> = {};
  for (const fn of Object.values(measurements)) await fn(); // warm-up: module loading and JIT are not the pipeline's cost
  for (let i = 0; i < runs; i++) {
    for (const [label, fn] of Object.entries(measurements)) {
      await freshHeap();
      const run = await fn();
      const best = fastest[label];
      if (best === undefined || run.ms < best.ms) fastest[label] = run;
    }
  }
  for (const [label, run] of Object.entries(fastest)) process.stderr.write(`  ${label}: best of ${runs} = ${run.ms.toFixed(0)} ms\n`);
  return fastest;
}

/** The floor: every input file read once and parsed (CSV with csv-parse, JSON with JSON.parse). */
async function floor(dir: string): Promise<Measured> {
  const started = performance.now();
  for (const name of readdirSync(dir).sort()) {
    const bytes = await readFile(path.join(dir, name));
    if (name.endsWith('.json')) JSON.parse(bytes.toString('utf8'));
    else if (name.endsWith('.csv')) parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true });
  }
  return { ms: performance.now() - started, steps: [] };
}

/** The rows of the Timings table runBuild prints: "read + parse inputs   412". */
function stepsOf(printed: string): [string, number][] {
  const table = printed
    .slice(printed.lastIndexOf('\nTimings\n') + 1)
    .split('\n')
    .slice(3);
  return table
    .map((line) => /^(.+?)\s+(\d+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[1] !== 'total')
    .map((m) => [m[1]!, Number(m[2])]);
}

/** One in-process build into a fresh folder; the folder's creation and removal are not timed. */
async function build(dir: string): Promise<Measured> {
  const out = mkdtempSync(path.join(tmpdir(), 'longball-bench-'));
  let printed = '';
  try {
    const started = performance.now();
    await runBuild({ raw: dir, out, rewriteHistory: false, allowShrink: false }, (text) => {
      printed += `${text}\n`;
    });
    return { ms: performance.now() - started, steps: stepsOf(printed) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const full = ensureInputs('full');
const double = ensureInputs('double');
process.stderr.write('measuring (one process; build and floor are single-threaded JavaScript, no worker threads)...\n');
const measured = await bestOf({
  'build full': () => build(full),
  'floor full': () => floor(full),
  'build double': () => build(double),
});
const buildFull = measured['build full']!;
const floorFull = measured['floor full']!;
const buildDouble = measured['build double']!;

const rows: [string, string][] = [
  ['build wall time, full-league inputs', `${buildFull.ms.toFixed(0)} ms`],
  ...buildFull.steps.map(([step, ms]): [string, string] => [`  ${step}`, `${ms} ms`]),
  ['floor (read + parse the same files once)', `${floorFull.ms.toFixed(0)} ms`],
  ['build / floor (goal <= 3)', (buildFull.ms / floorFull.ms).toFixed(2)],
  ['build wall time, 2x inputs', `${buildDouble.ms.toFixed(0)} ms`],
  ...buildDouble.steps.map(([step, ms]): [string, string] => [`  ${step}`, `${ms} ms`]),
  ['2x / 1x (goal <= 2.2)', (buildDouble.ms / buildFull.ms).toFixed(2)],
];
/** One in-process backtest of a PA log with the committed card into a fresh folder (not timed: the folder). */
async function backtest(paLog: string, sites?: string): Promise<Measured> {
  const out = mkdtempSync(path.join(tmpdir(), 'longball-bench-bt-'));
  try {
    const started = performance.now();
    runBacktest({ paLog, sites: sites ? [sites] : [], out: path.join(out, 'preds.csv') }, () => undefined);
    return { ms: performance.now() - started, steps: [] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const NL_PARKS = ['ARI', 'ATL', 'CHN', 'CIN', 'COL', 'LAN', 'MIA', 'MIL', 'NYN', 'PHI', 'PIT', 'SDN', 'SFN', 'SLN', 'WAS'];
const seasonDir = mkdtempSync(path.join(tmpdir(), 'longball-bench-season-'));
const seasonLog = path.join(seasonDir, 'season-162.csv');
writeFileSync(seasonLog, syntheticPaLog({ seed: 162, days: 162, pitchersBatAt: NL_PARKS }));
const realLog = path.join(ROOT, '../shared/model-data/pa_2020.csv.gz');
const realSites = path.join(ROOT, '../shared/model-data/neutral_sites_2020.csv');
const backtests = await bestOf({
  'backtest 162-game season': () => backtest(seasonLog),
  ...(existsSync(realLog) ? { 'backtest 2020 log': () => backtest(realLog, existsSync(realSites) ? realSites : undefined) } : {}),
});
/** One whole-process backtest with history, as a user runs it (start-up included), wall time. */
async function processBacktest(paLog: string, history: string[], sites: string[], extras: string[] = []): Promise<Measured> {
  const out = mkdtempSync(path.join(tmpdir(), 'longball-bench-bt-'));
  try {
    const args = ['backtest', '--pa-log', paLog, ...history.flatMap((h) => ['--history', h]), ...sites.flatMap((f) => ['--sites', f]), ...extras];
    const started = performance.now();
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'pipeline/cli.ts'), ...args, '--out', path.join(out, 'preds.csv')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    return { ms: performance.now() - started, steps: [] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const realSeasons = ['2020', '2021', '2022'].map((y) => path.join(ROOT, `../shared/model-data/pa_${y}.csv.gz`));
const realSeasonSites = ['2020', '2021', '2022'].map((y) => path.join(ROOT, `../shared/model-data/neutral_sites_${y}.csv`));
/** The graded season's game conditions and the Statcast of the season before, as the model is graded with them. */
const realExtras = [
  ['--games', path.join(ROOT, '../shared/model-data/games_2022.csv.gz')],
  ['--statcast', path.join(ROOT, '../shared/model-data/statcast_batting_2021.csv')],
].filter(([, file]) => existsSync(file!));
const generatedHistory = [2019, 2020].map((year) => {
  const file = path.join(seasonDir, `season-${year}.csv`);
  writeFileSync(file, syntheticPaLog({ seed: year, days: 162, firstDate: `${year}-04-01`, pitchersBatAt: NL_PARKS }));
  return file;
});
const generatedSeason = path.join(seasonDir, 'season-2021.csv');
writeFileSync(generatedSeason, syntheticPaLog({ seed: 2021, days: 162, firstDate: '2021-04-01', pitchersBatAt: NL_PARKS }));
const realHistoryPresent = realSeasons.every((f) => existsSync(f));
const withHistory = await bestOf({
  'backtest with history': () =>
    realHistoryPresent
      ? processBacktest(
          realSeasons[2]!,
          [realSeasons[0]!, realSeasons[1]!],
          realSeasonSites.filter((f) => existsSync(f)),
          realExtras.flat(),
        )
      : processBacktest(generatedSeason, generatedHistory, []),
});
rmSync(seasonDir, { recursive: true, force: true });
rows.push([
  `backtest as a whole process, ${realHistoryPresent ? `real 2022 with 2020 and 2021 as history${realExtras.length > 0 ? ', its game conditions and 2021 Statcast' : ''}` : 'generated season with two generated seasons of history'} (goal <= 10 s)`,
  `${withHistory['backtest with history']!.ms.toFixed(0)} ms`,
]);
rows.push(['backtest, generated 162-game season', `${backtests['backtest 162-game season']!.ms.toFixed(0)} ms`]);
rows.push([
  'backtest, real 2020 log',
  backtests['backtest 2020 log'] ? `${backtests['backtest 2020 log'].ms.toFixed(0)} ms` : 'skipped: ../shared/model-data is absent',
]);

const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
if (!opts.keep) rmSync(BENCH_DIR, { recursive: true, force: true });
