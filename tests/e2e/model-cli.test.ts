/**
 * `pipeline fit` and `pipeline backtest` as a user runs them, on generated logs:
 * deterministic cards, one prediction per starter-game, and bad input (a missing
 * column, a bad date, hr not 0/1, an unknown team, a truncated gzip) stopping
 * with exit 1, an error naming file, line and column, and nothing written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelCardSchema } from '../../domain/probability/index.ts';
import { syntheticPaLog } from '../../scripts/synthetic-pa-log.ts';
import { pipelineCli, tempDir } from './cli-helpers.ts';

const dir = tempDir('model');
const logFile = path.join(dir, 'season.csv.gz');
const text = syntheticPaLog({ seed: 11, days: 10, pitchersBatAt: ['CHN', 'SLN', 'LAN'] });
const starterGames = 10 * 15 * 18;

beforeAll(() => {
  writeFileSync(logFile, gzipSync(text));
});

describe('fit', () => {
  it('writes the same card twice (determinism), valid against its schema', async () => {
    const [a, b] = [path.join(dir, 'card-a.json'), path.join(dir, 'card-b.json')];
    const first = await pipelineCli(['fit', '--pa-log', logFile, '--out', a]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('ROC AUC');
    expect((await pipelineCli(['fit', '--pa-log', logFile, '--out', b])).code).toBe(0);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
    const card = modelCardSchema.parse(JSON.parse(readFileSync(a, 'utf8')));
    expect(card.fittedOn).toMatchObject({ file: 'season.csv.gz', starterGames, firstDate: '2021-04-01', lastDate: '2021-04-10' });
    expect(card.backtest.metrics.reliability).toHaveLength(10);
  });
});

describe('backtest', () => {
  it('one row per starter-game, no duplicates, p in [0, 1] with fixed decimals; a report with the metrics', async () => {
    const out = path.join(dir, 'preds.csv');
    const report = path.join(dir, 'report.json');
    const result = await pipelineCli(['backtest', '--pa-log', logFile, '--out', out, '--report', report]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('backtest: 10/10 dates');
    for (const label of ['n (starter-games)', 'base rate', 'Brier score', 'Brier skill', 'ROC AUC', 'log loss', 'ECE']) expect(result.stdout).toContain(label);
    const [header, ...lines] = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(header).toBe('game_id,batter_id,p');
    expect(lines).toHaveLength(starterGames);
    expect(new Set(lines.map((l) => l.split(',').slice(0, 2).join(','))).size).toBe(starterGames);
    for (const line of lines) expect(line).toMatch(/^[A-Z]{3}\d{9},[a-z]{3}[bs]\d{3},(0\.\d{6}|1\.000000)$/);
    const metrics = JSON.parse(readFileSync(report, 'utf8')).metrics;
    expect(metrics.n).toBe(starterGames);
    expect(metrics.reliability).toHaveLength(10);
  });

  it('a bad option value is exit 2 naming the option', async () => {
    const result = await pipelineCli(['backtest', '--pa-log', logFile, '--out', path.join(dir, 'x.txt')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--out');
  });

  it('a missing card is exit 1 and writes nothing', async () => {
    const out = path.join(dir, 'nocard.csv');
    const result = await pipelineCli(['backtest', '--pa-log', logFile, '--out', out, '--card', path.join(dir, 'none.json')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('MODEL_CARD_INVALID');
    expect(existsSync(out)).toBe(false);
  });
});

describe('bad input: exit 1, file, line and column named, nothing written', () => {
  const lines = text.trimEnd().split('\n');
  const corrupt = (lineIndex: number, from: RegExp, to: string) => {
    const copy = [...lines];
    copy[lineIndex] = copy[lineIndex]!.replace(from, to);
    return `${copy.join('\n')}\n`;
  };
  const cases: [name: string, body: () => Buffer | string, line: string, column: string][] = [
    ['missing column', () => lines.map((l) => l.split(',').slice(0, 13).join(',')).join('\n'), 'line 1', 'column bb_type'],
    ['bad date', () => corrupt(40, /^2021-04-01/, '2020-02-30'), 'line 41', 'column date'],
    ['hr not 0/1', () => corrupt(7, /,[01],([FLGP]?)$/, ',7,$1'), 'line 8', 'column hr'],
    ['unknown team code', () => corrupt(3, /^([^,]*,[^,]*,)[A-Z]{3}/, '$1QQQ'), 'line 4', 'column home_team'],
    ['truncated gzip', () => gzipSync(text).subarray(0, 3000), 'line', 'column'],
  ];
  for (const [name, body, line, column] of cases) {
    for (const command of ['fit', 'backtest'] as const) {
      it(`${name} (${command})`, async () => {
        const slug = name.replace(/[^a-z0-9]+/g, '-');
        const file = path.join(dir, `${slug}-${command}.csv${name === 'truncated gzip' ? '.gz' : ''}`);
        writeFileSync(file, body());
        const out = path.join(dir, `${slug}-${command}-out.${command === 'fit' ? 'json' : 'csv'}`);
        const result = await pipelineCli([command, '--pa-log', file, '--out', out]);
        expect(result.code, result.stderr).toBe(1);
        expect(result.stderr).toContain(file);
        expect(result.stderr).toContain(line);
        expect(result.stderr).toContain(column);
        expect(existsSync(out)).toBe(false);
      });
    }
  }
});
