/**
 * Issue 21's re-runs end to end: the nightly workflow builds the day at 12:00, 17:30,
 * 20:30 and 22:30 UTC into the same folder (the morning's archive restored first), with
 * lineups confirmed and forecasts changed in between. Every run publishes its picks;
 * the archive keeps a snapshot of each run and each game's picks as locked at the last
 * run before its first pitch, which no later run changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HISTORY_DAY_SCHEMA, type HistoricPick, type HistoryDay } from '../../domain/contracts/index.ts';
import { copySample, pipelineCli, SAMPLE_DIR, tempDir } from './cli-helpers.ts';

const DATE = '2026-08-21';
const epochOf = (iso: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(iso) / 1000) });

/** Every temperature in the lineups' weather text raised by `degrees` °F. */
function warmer(raw: string, degrees: number): void {
  const file = path.join(raw, 'lineups.json');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(/(\d+) degrees/g, (_, t: string) => `${Number(t) + degrees} degrees`),
  );
}

/** The lineups of every team turned Confirmed (as they are posted in the afternoon). */
function confirmed(raw: string): void {
  const file = path.join(raw, 'lineups.json');
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('"confirmed": false', '"confirmed": true'));
}

/** A hitter taken out of his team's lineup (scratched). */
function scratched(raw: string, name: string): void {
  const json = path.join(raw, 'lineups.json');
  const teams = JSON.parse(readFileSync(json, 'utf8')) as { players: { name: string }[] }[];
  for (const team of teams) team.players = team.players.filter((p) => p.name !== name);
  writeFileSync(json, JSON.stringify(teams, null, 2));
  const csv = path.join(raw, 'lineups.csv');
  writeFileSync(
    csv,
    readFileSync(csv, 'utf8')
      .split('\n')
      .filter((line) => !line.includes(`,${name},`))
      .join('\n'),
  );
}

const dayOf = (out: string): HistoryDay => HISTORY_DAY_SCHEMA.parse(JSON.parse(readFileSync(path.join(out, `history/${DATE}.json`), 'utf8')));
const picksOf = (out: string) => JSON.parse(readFileSync(path.join(out, 'picks.json'), 'utf8')) as { confident: { id: string }[]; punt: { id: string }[] };
const lockedOf = (day: HistoryDay, gameId: string): HistoricPick[] => [...day.confident, ...day.punt].filter((p) => p.gameId === gameId);

describe("re-runs of the day publish, and each game's picks lock at its first pitch", () => {
  it("the issue's repro: a re-run with every temperature 14 °F warmer publishes (it stopped with HISTORY_CONFLICT)", async () => {
    const out = tempDir('rerun');
    expect((await pipelineCli(['build', '--raw', SAMPLE_DIR, '--out', out], epochOf('2026-08-21T12:00:00Z'))).code).toBe(0);
    const first = picksOf(out);
    const raw = copySample();
    warmer(raw, 14);
    const again = await pipelineCli(['build', '--raw', raw, '--out', out], epochOf('2026-08-21T13:00:00Z'));
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`History: ${DATE} updated.`);
    expect(picksOf(out)).not.toEqual(first); // the warmer day's picks are published
    // Both runs came before every first pitch: the record is the later run's.
    const day = dayOf(out);
    expect(day.runs!.map((r) => r.at)).toEqual(['2026-08-21T12:00:00.000Z', '2026-08-21T13:00:00.000Z']);
    for (const p of [...day.confident, ...day.punt]) {
      expect(p.lockedAt).toBe('2026-08-21T13:00:00.000Z');
      expect(Date.parse(p.lockedAt!)).toBeLessThan(Date.parse(p.firstPitch!));
    }
    // A run after every first pitch makes no new pick and leaves the record as it was.
    const late = await pipelineCli(['build', '--raw', raw, '--out', out], epochOf('2026-08-22T12:00:00Z'));
    expect(late.code).toBe(0);
    expect(late.stdout).toContain("Picks: 16 of the slate's games had begun at this run's time");
    expect(picksOf(out)).toMatchObject({ confident: [], punt: [] });
    expect([dayOf(out).confident, dayOf(out).punt]).toEqual([day.confident, day.punt]);
  });

  it('four runs as the workflow makes them all publish; a run after a first pitch leaves that game unchanged', async () => {
    const raw = copySample();
    // The day's top pick, his game moved to 19:05 UTC: it begins between the 17:30 and 20:30 runs.
    const probe = tempDir('probe');
    expect((await pipelineCli(['build', '--raw', raw, '--out', probe], epochOf('2026-08-21T12:00:00Z'))).code).toBe(0);
    const top = JSON.parse(readFileSync(path.join(probe, 'picks.json'), 'utf8')).confident[0] as { id: string; name: string; gameId: string };
    const schedulePath = path.join(raw, 'matchup_data.json');
    const schedule = JSON.parse(readFileSync(schedulePath, 'utf8')) as { gamePk: number; gameTime: string }[];
    schedule.find((g) => String(g.gamePk) === top.gameId)!.gameTime = '2026-08-21T19:05:00Z';
    writeFileSync(schedulePath, JSON.stringify(schedule, null, 2));

    const out = tempDir('four-runs');
    const runs = ['2026-08-21T12:00:00Z', '2026-08-21T17:30:00Z', '2026-08-21T20:30:00Z', '2026-08-21T22:30:00Z'];
    // Between runs: a warmer forecast, then confirmed lineups without the top pick (scratched after his game began), then a colder one.
    const changes = [
      () => {},
      () => warmer(raw, 14),
      () => {
        confirmed(raw);
        scratched(raw, top.name);
      },
      () => warmer(raw, -20),
    ];
    const days: HistoryDay[] = [];
    const published: ReturnType<typeof picksOf>[] = [];
    for (const [i, at] of runs.entries()) {
      changes[i]!();
      const result = await pipelineCli(['build', '--date', DATE, '--raw', raw, '--out', out], epochOf(at));
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')).builtAt).toBe(new Date(at).toISOString());
      days.push(dayOf(out));
      published.push(picksOf(out));
    }
    // Every run published its own picks: after the scratch the top pick is gone from picks.json...
    expect(published[1]!.confident.map((p) => p.id)).toContain(top.id);
    expect([...published[2]!.confident, ...published[2]!.punt].map((p) => p.id)).not.toContain(top.id);
    // ...but his game began at 19:05: the record keeps him as the 17:30 run locked him.
    const last = days.at(-1)!;
    expect(last.confident.find((p) => p.id === top.id)).toMatchObject({
      gameId: top.gameId,
      lockedAt: '2026-08-21T17:30:00.000Z',
      firstPitch: '2026-08-21T19:05:00.000Z',
    });

    expect(last.runs!.map((r) => r.at)).toEqual(runs.map((at) => new Date(at).toISOString()));
    expect(last.archivedAt).toBe(new Date(runs[0]!).toISOString());
    const games = last.runs![0]!.games;
    expect(games.every((g) => g.firstPitch !== null)).toBe(true);
    for (const game of games) {
      const firstPitch = Date.parse(game.firstPitch!);
      const lockRun = runs.filter((at) => Date.parse(at) < firstPitch).length - 1;
      // Each locked pick of the game is one its lock run published, locked at that run.
      for (const p of lockedOf(last, game.gameId)) {
        expect(p.lockedAt).toBe(new Date(runs[lockRun]!).toISOString());
        expect(Date.parse(p.lockedAt!)).toBeLessThan(firstPitch);
        expect([...last.runs![lockRun]!.confident, ...last.runs![lockRun]!.punt].map((x) => x.id)).toContain(p.id);
      }
      // Every run after the first pitch left the game's picks as they were.
      for (let k = lockRun + 1; k < days.length; k++) {
        expect(lockedOf(days[k]!, game.gameId), `${game.gameId} after run ${k}`).toEqual(lockedOf(days[lockRun]!, game.gameId));
      }
    }
  });
});
