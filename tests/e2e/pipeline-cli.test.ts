import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, HISTORY_DAY_SCHEMA } from '../../domain/contracts/index.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { runValidate } from '../../pipeline/commands/validate.ts';
import { copySample, pipelineCli, SAMPLE_DIR, snapshot, tempDir } from './cli-helpers.ts';

const EPOCH = { SOURCE_DATE_EPOCH: '1787400000' };

describe('pipeline build on the embedded sample', () => {
  it('writes every contract file, each valid, and reports inputs, joins and outputs', async () => {
    const out = tempDir('out');
    const result = await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const heading of ['Inputs (* = required)', 'Joins (today', 'Not in projections', 'Outputs written to', 'Timings']) {
      expect(result.stdout).toContain(heading);
    }
    const files = snapshot(out);
    for (const [name, schema] of Object.entries(GENERATED_FILES)) {
      const bytes = files.get(name);
      expect(bytes, `${name} written`).toBeDefined();
      expect(() => schema.parse(JSON.parse(bytes!.toString('utf8'))), name).not.toThrow();
    }
    const historyDays = [...files.keys()].filter((f) => /^history\/\d{4}-\d{2}-\d{2}\.json$/.test(f));
    expect(historyDays.length).toBe(1);
    for (const f of historyDays) HISTORY_DAY_SCHEMA.parse(JSON.parse(files.get(f)!.toString('utf8')));

    const projections = GENERATED_FILES['projections.json'].parse(JSON.parse(files.get('projections.json')!.toString('utf8')));
    const lineups = GENERATED_FILES['lineups.json'].parse(JSON.parse(files.get('lineups.json')!.toString('utf8')));
    expect(lineups.games.length).toBeGreaterThanOrEqual(15);
    const hitters = lineups.games.flatMap((g) => [...g.away.players, ...g.home.players]).length;
    expect(projections.batters.length + projections.notInProjections.length).toBe(hitters);
    expect(projections.notInProjections.length).toBeGreaterThan(0);
    expect(projections.batters.every((b) => b.battingOrder === null || (b.battingOrder >= 1 && b.battingOrder <= 9))).toBe(true);
    const manifest = GENERATED_FILES['manifest.json'].parse(JSON.parse(files.get('manifest.json')!.toString('utf8')));
    expect(manifest.builtAt).toBe(new Date(Number(EPOCH.SOURCE_DATE_EPOCH) * 1000).toISOString());
    expect(manifest.outputs.map((o) => o.file)).toContain('projections.json');

    // The sample's marker makes it a demo build; the slate header's figures come from lineups.json.
    expect(manifest.dataset).toBe('demo');
    const sides = lineups.games.flatMap((g) => [g.away, g.home]);
    expect(manifest.slate).toEqual({
      games: lineups.games.length,
      lineups: sides.length,
      lineupsConfirmed: sides.filter((s) => s.status === 'Confirmed').length,
      firstPitch: lineups.games[0]!.gameTime,
      // Every game with its first pitch; the sample's schedule calls none final (a day built before its games).
      schedule: lineups.games.map((g) => ({ gameId: g.id, firstPitch: g.gameTime, final: false })),
    });
    expect(manifest.slate.lineupsConfirmed).toBeGreaterThan(0);
    expect(manifest.slate.lineupsConfirmed).toBeLessThan(manifest.slate.lineups);
    // First-pitch order: lineups.json's games, matchups.json's teams, and each hitter carries his game.
    const instants = lineups.games.map((g) => Date.parse(g.gameTime!));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    const matchups = GENERATED_FILES['matchups.json'].parse(JSON.parse(files.get('matchups.json')!.toString('utf8')));
    expect(matchups.teams.map((t) => t.team)).toEqual(sides.map((s) => s.team));
    // Games by id: the sample's doubleheader is two games of the same two clubs.
    const gameById = new Map(lineups.games.map((g) => [g.id, g]));
    expect(gameById.size).toBe(lineups.games.length);
    for (const b of projections.batters) {
      const g = gameById.get(b.gameId)!;
      expect([g.away.team, g.home.team]).toContain(b.team);
      expect([b.gameTime, b.home]).toEqual([g.gameTime, g.home.team === b.team]);
    }
  });

  it("labels a build without the sample generator's marker as real data", async () => {
    const raw = copySample();
    const { rmSync } = await import('node:fs');
    rmSync(path.join(raw, 'SAMPLE.json'));
    const out = tempDir('real');
    expect((await pipelineCli(['build', '--raw', raw, '--out', out], EPOCH)).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')).dataset).toBe('real');
    // A marker file that does not say demo is not the generator's.
    writeFileSync(path.join(raw, 'SAMPLE.json'), '{"dataset":"real"}');
    const out2 = tempDir('real2');
    expect((await pipelineCli(['build', '--raw', raw, '--out', out2], EPOCH)).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(out2, 'manifest.json'), 'utf8')).dataset).toBe('real');
  });

  it('is deterministic: two runs of the same inputs give byte-identical files', async () => {
    const a = tempDir('a');
    const b = tempDir('b');
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', a], EPOCH)).code).toBe(0);
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', b], EPOCH)).code).toBe(0);
    const first = snapshot(a);
    const second = snapshot(b);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, bytes] of first) expect(second.get(name)!.equals(bytes), name).toBe(true);
  });

  it('fails clearly on a corrupted required input and leaves the previous output byte-identical', async () => {
    const out = tempDir('keep');
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH)).code).toBe(0);
    const before = snapshot(out);

    const raw = copySample();
    const lineups = path.join(raw, 'lineups.json');
    writeFileSync(lineups, readFileSync(lineups, 'utf8').slice(0, 500));
    const result = await pipelineCli(['build', '--raw', raw, '--out', out], { SOURCE_DATE_EPOCH: '1787500000' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error REQUIRED_INPUT_UNUSABLE: Required input "lineups" \(lineups\.json\) could not be used/);
    expect(result.stderr).toContain('hint:');
    expect(result.stderr).not.toMatch(/\n\s+at /);

    const after = snapshot(out);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, bytes] of before) expect(after.get(name)!.equals(bytes), name).toBe(true);
  });

  it('builds a day without games (schedule and lineups both empty) on an empty slate and says so; empty lineups with games scheduled stay an error', async () => {
    const { rmSync } = await import('node:fs');
    const raw = copySample();
    rmSync(path.join(raw, 'lineups.csv'));
    rmSync(path.join(raw, 'SAMPLE.json'));
    writeFileSync(path.join(raw, 'lineups.json'), '[]\n');
    const schedule = readFileSync(path.join(raw, 'matchup_data.json'), 'utf8');
    writeFileSync(path.join(raw, 'matchup_data.json'), '[]\n');
    const out = tempDir('no-games');
    const captured = { text: '' };
    const print = (text: string) => (captured.text += `${text}\n`);
    // No date in empty lineups: the date must be given, and the hint says so.
    await expect(runBuild({ raw, out }, print)).rejects.toMatchObject({ code: 'NO_SLATE_DATE' });
    await runBuild({ raw, out, date: '2026-07-14' }, print);
    expect(captured.text).toContain('No games on 2026-07-14: the schedule and the lineups list none.');
    const read = (file: string) => JSON.parse(readFileSync(path.join(out, file), 'utf8'));
    expect(read('manifest.json').slate).toMatchObject({ games: 0, lineups: 0 });
    expect(read('projections.json').batters).toEqual([]);
    expect(read('picks.json')).toMatchObject({ confident: [], punt: [] });
    expect(read('lineups.json').games).toEqual([]);
    // The season's files are built as usual.
    expect(read('home-runs.json').homeRuns.length).toBeGreaterThan(0);
    expect(read('park-factors.json').parks.length).toBeGreaterThan(0);
    expect(read('bullpen.json').entries.length).toBeGreaterThan(0);

    // Lineups that are empty while the schedule lists games: still an unusable required input.
    writeFileSync(path.join(raw, 'matchup_data.json'), schedule);
    await expect(runBuild({ raw, out: tempDir('no-lineups'), date: '2026-08-21' }, () => undefined)).rejects.toMatchObject({
      code: 'REQUIRED_INPUT_UNUSABLE',
    });
  });

  it('validate reads everything, writes nothing, and exits 1 when the lineups are missing', async () => {
    const ok = await pipelineCli(['validate', '--raw', SAMPLE_DIR]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Valid: nothing was written.');

    const raw = copySample();
    const { rmSync } = await import('node:fs');
    rmSync(path.join(raw, 'lineups.json'));
    rmSync(path.join(raw, 'lineups.csv'), { force: true });
    const missing = await pipelineCli(['validate', '--raw', raw]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error REQUIRED_INPUT_MISSING');
  });

  it("validate prints the build's report on the same inputs, without what the build wrote", async () => {
    let built = '';
    let validated = '';
    await runBuild({ raw: SAMPLE_DIR, out: tempDir('report') }, (text) => (built += `${text}\n`));
    await runValidate({ raw: SAMPLE_DIR }, (text) => (validated += `${text}\n`));
    const readAndJoined = built.slice(0, built.indexOf('Outputs written to'));
    expect(readAndJoined).toContain('Not in projections');
    expect(validated.slice(0, validated.indexOf('Timings'))).toBe(readAndJoined);
    expect(validated).not.toContain('Outputs written to');
    expect(validated.trimEnd().endsWith('Valid: nothing was written.')).toBe(true);
  });

  it('goes on without an optional input and says the data is absent', async () => {
    const raw = copySample();
    const { rmSync } = await import('node:fs');
    rmSync(path.join(raw, 'bullpen.json'));
    const out = tempDir('nobullpen');
    const result = await pipelineCli(['build', '--raw', raw, '--out', out], EPOCH);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/warning: bullpen: not found/);
    const bullpen = JSON.parse(readFileSync(path.join(out, 'bullpen.json'), 'utf8'));
    expect(bullpen.entries).toEqual([]);
    expect(bullpen.absence.missingInputs).toEqual(['bullpen']);
  });

  it('never rewrites an archived day from a run that is not later than its last: that needs --rewrite-history', async () => {
    const out = tempDir('history');
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], EPOCH)).code).toBe(0);
    const raw = copySample();
    // Remove the barrel data: the picks of the day change.
    const { rmSync } = await import('node:fs');
    rmSync(path.join(raw, 'savant_batter_ev_barrels.csv'));
    rmSync(path.join(raw, 'fangraphs-stats.csv'));
    const before = snapshot(out);
    const conflict = await pipelineCli(['build', '--raw', raw, '--out', out], EPOCH);
    expect(conflict.code).toBe(3);
    expect(conflict.stderr).toContain('error HISTORY_CONFLICT');
    for (const [name, bytes] of before) expect(snapshot(out).get(name)!.equals(bytes), name).toBe(true);
    const rewritten = await pipelineCli(['build', '--raw', raw, '--out', out, '--rewrite-history'], EPOCH);
    expect(rewritten.code).toBe(0);
    expect(rewritten.stdout).toMatch(/History: \d{4}-\d{2}-\d{2} rewritten\./);
  });

  it('prints help for every command and a clear message for a bad date', async () => {
    for (const args of [['--help'], ['build', '--help'], ['validate', '--help']]) {
      const r = await pipelineCli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage:');
    }
    const bad = await pipelineCli(['build', '--date', '2026-13-45', '--out', tempDir('bad')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('error BAD_OPTION: --date "2026-13-45" is not a calendar date in the form YYYY-MM-DD.');
  });
});
