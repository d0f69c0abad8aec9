/**
 * The build's output folder end to end: one build at a time (the lock beside the
 * folder), --out and --raw kept apart, what a killed build leaves behind repaired at
 * the next build, and the history index always in step with the archived days.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySample, pipelineCli, SAMPLE_DIR, snapshot, tempDir } from './cli-helpers.ts';

const EPOCH = { SOURCE_DATE_EPOCH: '1787400000' };

/** A copy of the sample whose slate is `date` (the sample's is 2026-08-21). */
function sampleOn(date: string): string {
  const raw = copySample();
  for (const file of ['lineups.json', 'lineups.csv', 'matchup_data.json', 'odds.json']) {
    const target = path.join(raw, file);
    if (existsSync(target)) writeFileSync(target, readFileSync(target, 'utf8').replaceAll('2026-08-21', date));
  }
  return raw;
}

/** A process that stays alive until killed: a live lock holder. */
function liveProcess(): { pid: number; stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill() };
}

const historyDays = (out: string) =>
  readdirSync(path.join(out, 'history'))
    .filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f))
    .map((f) => f.slice(0, 10))
    .sort();
const indexDays = (out: string) =>
  (JSON.parse(readFileSync(path.join(out, 'history/index.json'), 'utf8')) as { days: { date: string }[] }).days.map((d) => d.date).sort();

describe('one build at a time per output folder', () => {
  it('waits for a live holder of the lock, then stops with OUTPUT_LOCKED naming it', async () => {
    const parent = tempDir('locked');
    const out = path.join(parent, 'generated');
    const holder = liveProcess();
    try {
      writeFileSync(path.join(parent, '.generated.lock'), JSON.stringify({ pid: holder.pid, since: '2026-08-21T12:00:00.000Z' }));
      const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out, '--wait', '1'], EPOCH);
      expect(result.code).toBe(3);
      expect(result.stdout).toContain(`Waiting for the build of pid ${holder.pid}`);
      expect(result.stderr).toMatch(
        new RegExp(`error OUTPUT_LOCKED: Another build \\(pid ${holder.pid}, since 2026-08-21T12:00:00.000Z\\) is writing to .*generated; waited 1`),
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      holder.stop();
    }
  });

  it("takes over a dead build's lock and says so", async () => {
    const parent = tempDir('stale');
    const out = path.join(parent, 'generated');
    const dead = liveProcess();
    dead.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(path.join(parent, '.generated.lock'), JSON.stringify({ pid: dead.pid, since: '2026-08-21T12:00:00.000Z' }));
    const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Took over a stale build lock ${path.join(parent, '.generated.lock')} (pid ${dead.pid} since 2026-08-21T12:00:00.000Z is no longer running).`,
    );
    expect(existsSync(path.join(parent, '.generated.lock'))).toBe(false);
  });

  it('two builds of one date started together both publish, one after the other: the archive keeps both runs', async () => {
    const out = path.join(tempDir('same-date'), 'generated');
    const warmer = copySample();
    const lineups = path.join(warmer, 'lineups.json');
    writeFileSync(
      lineups,
      readFileSync(lineups, 'utf8').replace(/(\d+) degrees/g, (_, t: string) => `${Number(t) + 14} degrees`),
    );
    // The clock (no SOURCE_DATE_EPOCH) is read once the lock is held: the build that waited is the later run.
    const clock = { SOURCE_DATE_EPOCH: '' };
    const [a, b] = await Promise.all([
      pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], clock),
      pipelineCli(['build', '--raw', warmer, '--out', out], clock),
    ]);
    expect([a.code, b.code, a.stderr + b.stderr]).toEqual([0, 0, '']);
    expect(`${a.stdout}${b.stdout}`).toContain('Waiting for the build of pid');
    const day = JSON.parse(readFileSync(path.join(out, 'history/2026-08-21.json'), 'utf8')) as { runs: { at: string }[] };
    const builtAt = [a, b].map((r) => (r.stdout.includes('Waiting for the build') ? 'second' : 'first'));
    expect(builtAt.sort()).toEqual(['first', 'second']);
    expect(day.runs).toHaveLength(2);
  });

  it('two builds of two dates started together into one folder keep both days, index and files agreeing', async () => {
    const out = path.join(tempDir('two-dates'), 'generated');
    const [a, b] = await Promise.all([
      pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH),
      pipelineCli(['build', '--raw', sampleOn('2026-08-22'), '--out', out], { SOURCE_DATE_EPOCH: '1787486400' }),
    ]);
    expect([a.code, b.code, a.stderr + b.stderr]).toEqual([0, 0, '']);
    expect(`${a.stdout}${b.stdout}`).toContain('Waiting for the build of pid');
    expect(historyDays(out)).toEqual(['2026-08-21', '2026-08-22']);
    expect(indexDays(out)).toEqual(historyDays(out));
  });
});

describe('--out and --raw', () => {
  it.each([
    ['equal', (raw: string) => raw, 'they are the same folder'],
    ['out inside raw', (raw: string) => path.join(raw, 'generated'), 'the output folder is inside the raw folder'],
    ['raw inside out', (raw: string) => path.dirname(raw), 'the raw folder is inside the output folder'],
  ])('are refused when %s, and the raw inputs are untouched', async (_, outOf, reason) => {
    const raw = copySample();
    const before = snapshot(raw);
    const result = await pipelineCli(['build', '--raw', raw, '--out', outOf(raw)], EPOCH);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`error FOLDERS_OVERLAP: --out ${outOf(raw)} and --raw ${raw} overlap: ${reason}.`);
    const after = snapshot(raw);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, bytes] of before) expect(after.get(name)!.equals(bytes), name).toBe(true);
  });
});

describe('what a killed build leaves behind', () => {
  it('puts back the output a build killed between its two renames had moved aside, and keeps its archive', async () => {
    const parent = tempDir('swap');
    const out = path.join(parent, 'generated');
    expect((await pipelineCli(['build', '--raw', sampleOn('2026-08-20'), '--out', out], { SOURCE_DATE_EPOCH: '1787313600' })).code).toBe(0);
    // Killed between the renames: the old output moved aside, the new one still staged.
    renameSync(out, path.join(parent, '.generated.previous-999999'));
    mkdirSync(path.join(parent, '.generated.staging-999999'));
    writeFileSync(path.join(parent, '.generated.staging-999999', 'picks.json'), '{');

    const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Restored ${out} from .generated.previous-999999: a build was interrupted between its two renames.`);
    expect(result.stdout).toContain('Removed .generated.staging-999999: the unfinished output of an interrupted build (never published).');
    expect(historyDays(out)).toEqual(['2026-08-20', '2026-08-21']);
    expect(indexDays(out)).toEqual(historyDays(out));
    expect(readdirSync(parent).sort()).toEqual(['generated']);
  });

  it('removes the old output a finished swap left beside the new one', async () => {
    const parent = tempDir('after-swap');
    const out = path.join(parent, 'generated');
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH)).code).toBe(0);
    cpSync(out, path.join(parent, '.generated.previous-999998'), { recursive: true });
    const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Removed .generated.previous-999998: the output a finished swap had replaced');
    expect(readdirSync(parent).sort()).toEqual(['generated']);
  });
});
