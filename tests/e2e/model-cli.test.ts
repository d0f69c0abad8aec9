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

describe('game conditions (--games) and earlier Statcast (--statcast) given to fit and backtest', () => {
  const season = (seed: number, year: number) => syntheticPaLog({ seed, days: 10, firstDate: `${year}-04-01`, pitchersBatAt: ['CHN', 'SLN'] });
  const WIND = ['tocf', 'tolf', 'torf', 'fromcf', 'fromlf', 'fromrf', 'ltor', 'rtol', 'unknown'];
  /** A games file for a log: every game once, in date order, with varied conditions (every seventh under a dome). */
  const gamesOf = (log: string) => {
    const games = [
      ...new Map(
        log
          .trimEnd()
          .split('\n')
          .slice(1)
          .map((l) => [l.split(',')[1]!, l.split(',')[0]!]),
      ).entries(),
    ];
    const rows = games.map(([id, date], i) =>
      [id, date, 'XXX01', 'night', '19:05', 45 + ((i * 7) % 50), WIND[i % WIND.length], (i * 3) % 19, i % 7 === 0 ? 'dome' : 'sunny', 'none', 'dry'].join(','),
    );
    return `game_id,date,site,daynight,start_time,temp_f,wind_dir,wind_mph,sky,precip,field_cond\n${rows.join('\n')}\n`;
  };
  /** A Statcast batting file of `year` for the batters of a log: PAs and barrels from their rows there. */
  const statcastOf = (log: string, year: number) => {
    const by = new Map<string, { pa: number; hr: number }>();
    for (const l of log.trimEnd().split('\n').slice(1)) {
      const cells = l.split(',');
      const b = by.get(cells[6]!) ?? { pa: 0, hr: 0 };
      b.pa++;
      b.hr += Number(cells[12]);
      by.set(cells[6]!, b);
    }
    const rows = [...by]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, b], i) => [id, 600000 + i, year, b.pa, Math.round(b.pa * 0.7), Math.min(Math.round(b.pa * 0.7), 2 * b.hr + (i % 3)), ''].join(','));
    return `batter_id,mlbam_id,season,pa,bbe,barrels,barrel_pct\n${rows.join('\n')}\n`;
  };
  const files = {
    log2020: path.join(dir, 'c2020.csv'),
    log2021: path.join(dir, 'c2021.csv'),
    games2020: path.join(dir, 'games_2020.csv'),
    games2021: path.join(dir, 'games_2021.csv.gz'),
    statcast2020: path.join(dir, 'statcast_batting_2020.csv'),
    statcast2021: path.join(dir, 'statcast_batting_2021.csv'),
    termsCard: path.join(dir, 'terms-card.json'),
  };
  beforeAll(() => {
    const [y2020, y2021] = [season(20, 2020), season(21, 2021)];
    writeFileSync(files.log2020, y2020);
    writeFileSync(files.log2021, y2021);
    writeFileSync(files.games2020, gamesOf(y2020));
    // One temperature out of bounds (line 5): rejected, reported, read as unknown.
    writeFileSync(files.games2021, gzipSync(gamesOf(y2021).replace(/^([^\n]*\n(?:[^\n]*\n){3}[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,)\d+/, '$1250')));
    writeFileSync(files.statcast2020, statcastOf(y2020, 2020));
    writeFileSync(files.statcast2021, statcastOf(y2021, 2021));
    // The committed card with every fitted term on, so the inputs show in the predictions.
    const card = JSON.parse(readFileSync(COMMITTED_MODEL_CARD, 'utf8'));
    card.constants.weather = { referenceF: 70, perDegreeF: 0.008, outPerMph: 0.005, inPerMph: -0.008, crossPerMph: 0 };
    card.constants.statcast = { elasticity: 0.5, priorPa: 50 };
    writeFileSync(files.termsCard, JSON.stringify(card));
  });
  const backtest = (name: string, extra: string[]) =>
    pipelineCli([
      'backtest',
      '--pa-log',
      files.log2021,
      '--history',
      files.log2020,
      '--card',
      files.termsCard,
      '--out',
      path.join(dir, `${name}.csv`),
      ...extra,
    ]);

  it('without them the backtest is as before; with them the predictions move, the report fingerprints each file, a rejected value is named', SLOW, async () => {
    const plain = await backtest('c-plain', ['--report', path.join(dir, 'c-plain.json')]);
    const given = await backtest('c-given', [
      '--games',
      files.games2021,
      '--games',
      files.games2020,
      '--statcast',
      files.statcast2020,
      '--report',
      path.join(dir, 'c-given.json'),
    ]);
    for (const r of [plain, given]) expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'c-plain.csv'), 'utf8')).not.toBe(readFileSync(path.join(dir, 'c-given.csv'), 'utf8'));
    expect(plain.stdout).toContain('conditions: none; Statcast: none');
    expect(given.stdout).toContain('conditions: games_2021.csv.gz; Statcast: 2020 (statcast_batting_2020.csv)');
    expect(given.stdout).toMatch(/games_2021\.csv\.gz, line 5, column temp_f: "250" out of range \[-20, 130\]/);
    const report = JSON.parse(readFileSync(path.join(dir, 'c-given.json'), 'utf8'));
    expect(report.data.conditions).toMatchObject({ file: 'games_2021.csv.gz', rows: 150, gamesCovered: 150, rejected: 1 });
    expect(report.data.statcast).toMatchObject({ file: 'statcast_batting_2020.csv', season: 2020 });
    expect(report.data.statcast.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(path.join(dir, 'c-plain.json'), 'utf8')).data).toMatchObject({ conditions: null, statcast: null });
  });

  it('a Statcast file of the target season (or later) is refused naming it: exit 1, nothing written', async () => {
    const result = await backtest('c-late', ['--statcast', files.statcast2020, '--statcast', files.statcast2021]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('MODEL_STATCAST_TOO_LATE');
    expect(result.stderr).toContain(files.statcast2021);
    expect(existsSync(path.join(dir, 'c-late.csv'))).toBe(false);
  });

  it('a games file of no season given, or with a game twice, is refused naming it: exit 1, nothing written', async () => {
    const other = path.join(dir, 'games_2019.csv');
    writeFileSync(other, gamesOf(season(19, 2019)));
    const unmatched = await backtest('c-unmatched', ['--games', other]);
    expect(unmatched.code).toBe(1);
    expect(unmatched.stderr).toContain('MODEL_CONDITIONS_UNMATCHED');
    expect(unmatched.stderr).toContain(other);
    const twice = path.join(dir, 'games_twice.csv');
    const lines = gamesOf(season(21, 2021)).trimEnd().split('\n');
    writeFileSync(twice, `${[...lines, lines[3]].join('\n')}\n`);
    const duplicate = await backtest('c-twice', ['--games', twice]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain(`line ${lines.length + 1}, column game_id`);
    expect(existsSync(path.join(dir, 'c-twice.csv'))).toBe(false);
  });

  it('fit records every file it was fit on (name, sha256, rows) and the fitted terms with their intervals', SLOW, async () => {
    const out = path.join(dir, 'c-card.json');
    const args = ['fit', '--pa-log', files.log2020, '--pa-log', files.log2021, '--games', files.games2020, '--games', files.games2021];
    const result = await pipelineCli([...args, '--statcast', files.statcast2020, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const card = modelCardSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    expect(card.fittedOn.map((f) => [f.conditions?.file, f.statcast?.file ?? null])).toEqual([
      ['games_2020.csv', null],
      ['games_2021.csv.gz', 'statcast_batting_2020.csv'],
    ]);
    expect(card.statcastFiles).toMatchObject([{ file: 'statcast_batting_2020.csv', season: 2020, rows: expect.any(Number) }]);
    expect(card.terms.map((t) => t.term)).toEqual(['temperature', 'wind', 'crosswind', 'statcast', 'platoon', 'platoon-hitter']);
    const temperature = card.terms.find((t) => t.term === 'temperature')!.coefficients[0]!;
    expect(temperature.low).not.toBeNull();
    expect(temperature.low!).toBeLessThanOrEqual(temperature.value);
    expect(temperature.high!).toBeGreaterThanOrEqual(temperature.value);
    // The fit's target is its latest season: a Statcast file of it is refused.
    const late = await pipelineCli([...args, '--statcast', files.statcast2021, '--out', path.join(dir, 'c-late-card.json')]);
    expect(late.code).toBe(1);
    expect(late.stderr).toContain('MODEL_STATCAST_TOO_LATE');
  });
});
