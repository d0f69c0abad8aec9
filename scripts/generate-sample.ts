/**
 * Writes an input set of invented players in the formats of docs/inputs.md.
 *
 *   npm run sample                                  # the embedded sample into raw-data/
 *   npm run sample -- --size full --out bench-data/full
 *   npm run sample -- --size double --out /tmp/x --date 2026-08-21 --seed 7
 *
 * Sizes: `sample` (16 games: the 30 clubs, one pair in a split doubleheader, with a
 * two-way starter and a neutral-site game, see sample/real-days.ts; ~420 hitters and
 * ~390 pitchers), `full` (about 1,500 batters, 900 pitchers, 30,000 BvP rows, 6,000
 * home runs) and `double` (twice `full` in every row count: a second invented league on
 * the same 30 clubs, whose game is the nightcap of a doubleheader). Same arguments, same bytes.
 */
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { parseIsoDate } from './sample/dates.ts';
import { DEFAULT_DATE, DEFAULT_SEED, generateInputSet, leagueFigures, writeInputSet } from './sample/generate.ts';
import { isSizeName, type SizeName } from './sample/sizes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function sizeOption(value: string): SizeName {
  if (!isSizeName(value)) throw new InvalidArgumentError('expected sample, full or double');
  return value;
}

function dateOption(value: string): string {
  try {
    parseIsoDate(value);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
  return value;
}

function seedOption(value: string): number {
  if (!/^\d{1,10}$/.test(value)) throw new InvalidArgumentError('expected a non-negative whole number');
  return Number(value);
}

const program = new Command()
  .name('generate-sample')
  .description('Write a deterministic input set of invented players in the real export formats (docs/inputs.md).')
  .option('--size <size>', 'sample | full | double', sizeOption, 'sample' as SizeName)
  .option('--out <dir>', 'output folder (default: raw-data/)')
  .option('--date <YYYY-MM-DD>', 'slate date', dateOption, DEFAULT_DATE)
  .option('--seed <n>', 'random seed', seedOption, DEFAULT_SEED)
  .parse();

const opts = program.opts<{ size: SizeName; out?: string; date: string; seed: number }>();
const outDir = path.resolve(opts.out ?? path.join(ROOT, 'raw-data'));
const started = performance.now();
const { league, files } = generateInputSet({ size: opts.size, date: opts.date, seed: opts.seed });
const written = writeInputSet(files, outDir);
const figures = leagueFigures(league);

const width = Math.max(...written.map((w) => w.name.length));
for (const w of written) {
  process.stdout.write(`${w.name.padEnd(width)}  ${String(w.rows).padStart(7)} rows  ${String(w.bytes).padStart(10)} bytes\n`);
}
const totalBytes = written.reduce((s, w) => s + w.bytes, 0);
process.stdout.write(
  `${opts.size} for ${opts.date} (seed ${opts.seed}) -> ${path.relative(process.cwd(), outDir) || '.'}: ` +
    `${written.length} files, ${totalBytes} bytes, ${figures.games} games, ${figures.hitters} hitters, ${figures.pitchers} pitchers; ` +
    `pick-eligible by the generator's own estimate: ${figures.confidentEligible} Confident, ${figures.puntEligible} Punt; ` +
    `RV Summary batters ${figures.rvSummaryBatters}, Hard Hitters pairs ${figures.hardHitterPairs}; ` +
    `${(performance.now() - started).toFixed(0)} ms\n`,
);
