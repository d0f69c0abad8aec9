/**
 * `pipeline fit` and `pipeline backtest` as a user runs them, on generated logs:
 * deterministic cards, one prediction per starter-game, history logs (order of
 * --history irrelevant, later or overlapping seasons refused), and bad input (a
 * missing column, a bad date, hr not 0/1, an unknown team, a truncated gzip, rows
 * out of game order, duplicated rows, a log appended to itself, a batter starting
 * two games at once, ten starters for a side, a date that is not the game id's, a
 * log too small to fit, header-only and empty logs) stopping with exit 1, an error
 * naming file, line and column, and nothing written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelCardSchema } from '../../domain/probability/index.ts';
import { COMMITTED_MODEL_CARD } from '../../pipeline/commands/model-shared.ts';
import { syntheticPaLog } from '../../scripts/synthetic-pa-log.ts';
import { pipelineCli, tempDir } from './cli-helpers.ts';

const dir = tempDir('model');
const logFile = path.join(dir, 'season.csv.gz');
const text = syntheticPaLog({ seed: 11, days: 10, pitchersBatAt: ['CHN', 'SLN', 'LAN'] });
/** Tests that run fit (a walk-forward search) or several CLI runs in a row get longer than the default. */
const SLOW = { timeout: 240_000 };
const starterGames = 10 * 15 * 18;

beforeAll(() => {
  writeFileSync(logFile, gzipSync(text));
});

describe('fit', () => {
  it('writes the same card twice (determinism), valid against its schema', SLOW, async () => {
    const [a, b] = [path.join(dir, 'card-a.json'), path.join(dir, 'card-b.json')];
    const first = await pipelineCli(['fit', '--pa-log', logFile, '--out', a]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('ROC AUC');
    expect((await pipelineCli(['fit', '--pa-log', logFile, '--out', b])).code).toBe(0);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
    const card = modelCardSchema.parse(JSON.parse(readFileSync(a, 'utf8')));
    expect(card.fittedOn).toMatchObject([{ file: 'season.csv.gz', starterGames, firstDate: '2021-04-01', lastDate: '2021-04-10' }]);
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

describe('refusals that used to pass silently: exit 1, file, line and column, nothing written', () => {
  const lines = text.trimEnd().split('\n');
  const cell = (line: string, i: number) => line.split(',')[i]!;
  const gameIds = [...new Set(lines.slice(1).map((l) => cell(l, 1)))];
  const withLines = (edit: (copy: string[]) => void) => () => {
    const copy = [...lines];
    edit(copy);
    return `${copy.join('\n')}\n`;
  };
  // The second game of the first day: its away slot-1 starter is replaced by the first game's (cleb007 in both).
  const secondGame = gameIds[1]!;
  const firstGameLeadoff = cell(lines[1]!, 6);
  const secondGameRows = lines.map((l, i) => [l, i] as const).filter(([l]) => cell(l, 1) === secondGame);
  const secondLeadoff = cell(secondGameRows[0]![0], 6);
  const cases: [name: string, body: () => string, line: string, column: string][] = [
    ['rows out of game order', withLines((c) => ([c[1], c[2]] = [c[2]!, c[1]!])), 'line 2', 'column slot'],
    ['a duplicated row', withLines((c) => c.splice(6, 0, c[5]!)), 'line 7', 'column game_id'],
    ['a log appended to itself', () => `${[...lines, ...lines.slice(1)].join('\n')}\n`, `line ${lines.length + 1}`, 'column game_id'],
    [
      'a batter starting two games at once',
      withLines((c) => {
        for (const [l, i] of secondGameRows) if (cell(l, 6) === secondLeadoff) c[i] = l.replace(`,${secondLeadoff},`, `,${firstGameLeadoff},`);
      }),
      `line ${secondGameRows[0]![1] + 1}`,
      'column batter_id',
    ],
    ['ten starters for a side', withLines((c) => (c[14] = c[14]!.replace(`,${cell(c[14]!, 6)},`, ',zzzzz999,'))), 'line 15', 'column starter'],
    ["a date that is not the game id's", withLines((c) => (c[1] = c[1]!.replace(/^2021-04-01/, '2021-04-02'))), 'line 2', 'column date'],
  ];
  for (const [name, body, line, column] of cases) {
    for (const command of ['fit', 'backtest'] as const) {
      it(`${name} (${command})`, async () => {
        const slug = name.replace(/[^a-z0-9]+/g, '-');
        const file = path.join(dir, `${slug}-${command}.csv`);
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

  it('a log too small to fit names the minimum, and writes no card', async () => {
    const file = path.join(dir, 'one-row.csv');
    writeFileSync(file, `${lines.slice(0, 2).join('\n')}\n`);
    const out = path.join(dir, 'one-row-card.json');
    const result = await pipelineCli(['fit', '--pa-log', file, '--out', out]);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('MODEL_DATA_TOO_SMALL');
    expect(result.stderr).toContain('at least 2000');
    expect(existsSync(out)).toBe(false);
  });

  for (const [name, body] of [
    ['header-only', `${lines[0]}\n`],
    ['empty', ''],
  ] as const) {
    for (const command of ['fit', 'backtest'] as const) {
      it(`a ${name} log (${command}): exit 1, no INTERNAL, no NaN`, async () => {
        const file = path.join(dir, `${name}-${command}.csv`);
        writeFileSync(file, body);
        const out = path.join(dir, `${name}-${command}-out.${command === 'fit' ? 'json' : 'csv'}`);
        const result = await pipelineCli([command, '--pa-log', file, '--out', out]);
        expect(result.code, result.stderr).toBe(1);
        expect(result.stderr).toContain('MODEL_DATA_EMPTY');
        expect(result.stderr).not.toContain('INTERNAL');
        expect(`${result.stdout}${result.stderr}`).not.toContain('NaN');
        expect(existsSync(out)).toBe(false);
      });
    }
  }

  it('fit without --out is exit 2 naming --out, and leaves the committed card alone', async () => {
    const before = readFileSync(COMMITTED_MODEL_CARD, 'utf8');
    const result = await pipelineCli(['fit', '--pa-log', logFile]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--out');
    expect(readFileSync(COMMITTED_MODEL_CARD, 'utf8')).toBe(before);
  });
});

describe('history: earlier seasons given to fit and backtest', () => {
  const season = (seed: number, year: number) => syntheticPaLog({ seed, days: 10, firstDate: `${year}-04-01`, pitchersBatAt: ['CHN', 'SLN'] });
  const files = { y2019: path.join(dir, 'h2019.csv'), y2020: path.join(dir, 'h2020.csv'), y2021: path.join(dir, 'h2021.csv') };
  beforeAll(() => {
    writeFileSync(files.y2019, season(19, 2019));
    writeFileSync(files.y2020, season(20, 2020));
    writeFileSync(files.y2021, season(21, 2021));
  });
  const backtest = async (name: string, history: string[]) => {
    const out = path.join(dir, `${name}.csv`);
    const result = await pipelineCli(['backtest', '--pa-log', files.y2021, ...history.flatMap((h) => ['--history', h]), '--out', out]);
    return { result, out };
  };

  it('changes the predictions, and the order of --history flags does not matter', SLOW, async () => {
    const none = await backtest('h-none', []);
    const forward = await backtest('h-forward', [files.y2019, files.y2020]);
    const reverse = await backtest('h-reverse', [files.y2020, files.y2019]);
    for (const r of [none, forward, reverse]) expect(r.result.code, r.result.stderr).toBe(0);
    expect(forward.result.stdout).toContain('history: h2019.csv, h2020.csv');
    expect(readFileSync(forward.out, 'utf8')).toBe(readFileSync(reverse.out, 'utf8'));
    expect(readFileSync(forward.out, 'utf8')).not.toBe(readFileSync(none.out, 'utf8'));
    expect(readFileSync(forward.out, 'utf8').split('\n')[0]).toBe('game_id,batter_id,p');
  });

  it('a history log from a later season is refused: exit 1, nothing written', async () => {
    const out = path.join(dir, 'later.csv');
    const result = await pipelineCli(['backtest', '--pa-log', files.y2020, '--history', files.y2021, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('MODEL_HISTORY_ORDER');
    expect(result.stderr).toContain('later season');
    expect(existsSync(out)).toBe(false);
  });

  it('a history log whose dates overlap the season is refused', async () => {
    const overlapping = path.join(dir, 'overlap.csv');
    writeFileSync(overlapping, syntheticPaLog({ seed: 5, days: 10, firstDate: '2021-03-25' }));
    const out = path.join(dir, 'overlap-out.csv');
    const result = await pipelineCli(['backtest', '--pa-log', files.y2021, '--history', overlapping, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('overlap');
    expect(existsSync(out)).toBe(false);
  });

  it('a history log with a bad row names its file, line and column', async () => {
    const bad = path.join(dir, 'bad-history.csv');
    const rows = season(19, 2019).split('\n');
    rows[9] = rows[9]!.replace(/,[01],([FLGP]?)$/, ',7,$1');
    writeFileSync(bad, rows.join('\n'));
    const out = path.join(dir, 'bad-history-out.csv');
    const result = await pipelineCli(['backtest', '--pa-log', files.y2021, '--history', bad, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(bad);
    expect(result.stderr).toContain('line 10');
    expect(result.stderr).toContain('column hr');
    expect(existsSync(out)).toBe(false);
  });

  it('fit on several seasons: each walked with the earlier ones as history, every log in the card, deterministic', SLOW, async () => {
    const [a, b] = [path.join(dir, 'multi-a.json'), path.join(dir, 'multi-b.json')];
    const first = await pipelineCli(['fit', '--pa-log', files.y2021, '--pa-log', files.y2019, '--pa-log', files.y2020, '--out', a]);
    expect(first.code, first.stderr).toBe(0);
    expect((await pipelineCli(['fit', '--pa-log', files.y2019, '--pa-log', files.y2020, '--pa-log', files.y2021, '--out', b])).code).toBe(0);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
    const card = modelCardSchema.parse(JSON.parse(readFileSync(a, 'utf8')));
    expect(card.fittedOn.map((f) => f.file)).toEqual(['h2019.csv', 'h2020.csv', 'h2021.csv']);
    expect(card.fittedOn.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.rows > 0)).toBe(true);
    expect(card.seasons.map((s) => [s.season, s.history])).toEqual([
      ['2019', []],
      ['2020', ['h2019.csv']],
      ['2021', ['h2019.csv', 'h2020.csv']],
    ]);
  });
});
