/**
 * The walk-forward: what a prediction for date D may know. The leakage check
 * (D's rows cut to one row per starter with hr = 0 and no batted ball, later rows
 * dropped: D's predictions must not change by a byte) on generated logs, and on
 * the real 2020 log when ../shared/model-data is there; and the shape of the
 * backtest's output.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collectFeatures, DEFAULT_CONSTANTS, seasonHistory, WalkForwardState, type ModelConstants } from '../../../domain/probability/index.ts';
import { readGameConditions } from '../../../pipeline/sources/game-conditions.ts';
import { parseNeutralSites, parsePaLog } from '../../../pipeline/sources/pa-log.ts';
import { readStatcastBatting } from '../../../pipeline/sources/statcast-batting.ts';
import { syntheticPaLog } from '../../../scripts/synthetic-pa-log.ts';
import { committedCard, leakageLog, MODEL_DATA_DIR, modelDataPresent, modelDataRequired, predictionLines } from './helpers.ts';

const NL_PARKS = ['ATL', 'CHN', 'CIN', 'COL', 'LAN', 'MIA', 'MIL', 'NYN', 'PHI', 'PIT', 'SDN', 'SFN', 'SLN', 'WAS', 'ARI'];
const synthetic = syntheticPaLog({ seed: 20, days: 12, pitchersBatAt: NL_PARKS });
const dates = [
  ...new Set(
    synthetic
      .split('\n')
      .slice(1, -1)
      .map((l) => l.slice(0, 10)),
  ),
];
const constants: ModelConstants = committedCard().constants;

describe('leakage: a prediction for D uses only rows before D and who starts where on D', () => {
  for (const date of [dates[0]!, dates[1]!, dates[6]!, dates[11]!]) {
    it(`generated log, ${date}`, () => {
      const full = predictionLines(synthetic, constants, date);
      expect(full.length).toBe(15 * 2 * 9);
      expect(predictionLines(leakageLog(synthetic, date), constants, date).join('\n')).toBe(full.join('\n'));
    });
  }

  it('also with the default constants (a different calibration and priors)', () => {
    const date = dates[5]!;
    expect(predictionLines(leakageLog(synthetic, date), DEFAULT_CONSTANTS, date)).toEqual(predictionLines(synthetic, DEFAULT_CONSTANTS, date));
  });
});

describe('leakage with history logs: earlier seasons are all usable, the season itself only before D', () => {
  const earlier = [2019, 2020].map((year) =>
    seasonHistory(parsePaLog(`${year}.csv`, syntheticPaLog({ seed: year, days: 8, firstDate: `${year}-04-01`, pitchersBatAt: NL_PARKS }))),
  );
  for (const date of [dates[0]!, dates[3]!, dates[11]!]) {
    it(`generated log with two history seasons, ${date}`, () => {
      const full = predictionLines(synthetic, constants, date, undefined, earlier);
      expect(full.length).toBe(15 * 2 * 9);
      expect(predictionLines(leakageLog(synthetic, date), constants, date, undefined, earlier).join('\n')).toBe(full.join('\n'));
      // The history is read: the same day without it predicts differently.
      expect(predictionLines(synthetic, constants, date).join('\n')).not.toBe(full.join('\n'));
    });
  }

  it('the order the history seasons are given in does not matter', () => {
    expect(predictionLines(synthetic, constants, undefined, undefined, [...earlier].reverse())).toEqual(
      predictionLines(synthetic, constants, undefined, undefined, earlier),
    );
  });
});

describe('the walk-forward counts', () => {
  it('one starter-game per starter per game, no duplicates, pitchers batting flagged in NL parks', () => {
    const walk = collectFeatures(parsePaLog('log.csv', synthetic));
    const keys = walk.starterGames.map((f) => `${f.game.gameId}|${f.game.batterId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(12 * 15 * 18);
    expect(walk.outcomes.length).toBe(keys.length);
    const pitchers = walk.starterGames.filter((f) => f.game.batterIsPitcher);
    expect(pitchers.length).toBeGreaterThan(0);
    expect(pitchers.every((f) => f.game.slot === 9)).toBe(true);
  });

  it("the first day's predictions see no counts at all", () => {
    const walk = collectFeatures(parsePaLog('log.csv', synthetic));
    const first = walk.starterGames.filter((f) => f.day === 0);
    expect(first.every((f) => f.batter === null && f.startingPitcher === null)).toBe(true);
    expect(walk.days[0]!.league.pa).toBe(0);
  });

  it('counts grow by exactly the rows of each day', () => {
    const rows = parsePaLog('log.csv', synthetic);
    const state = new WalkForwardState();
    const day1 = rows.filter((r) => r.date === dates[0]);
    state.addDay(day1);
    expect(state.leagueCounts().pa).toBe(day1.length);
    expect(state.leagueCounts().hr).toBe(day1.filter((r) => r.hr).length);
  });
});

describe.skipIf(!modelDataPresent && !modelDataRequired)('the real 2020 log', () => {
  it('is present (required in CI when LONGBALL_MODEL_DATA_DIR is set)', () => {
    expect(modelDataPresent, `${MODEL_DATA_DIR}/pa_2020.csv.gz`).toBe(true);
  });

  const text = modelDataPresent ? gunzipSync(readFileSync(path.join(MODEL_DATA_DIR, 'pa_2020.csv.gz'))).toString('utf8') : '';
  const sites = modelDataPresent ? parseNeutralSites('sites', readFileSync(path.join(MODEL_DATA_DIR, 'neutral_sites_2020.csv'), 'utf8')) : new Map();
  // 2018 as history (when present): the leakage check holds with a real history log too.
  const historyFile = path.join(MODEL_DATA_DIR, 'pa_2018.csv.gz');
  const history =
    modelDataPresent && existsSync(historyFile) ? [seasonHistory(parsePaLog('pa_2018.csv.gz', gunzipSync(readFileSync(historyFile)).toString('utf8')))] : [];
  // The opening day, a day with doubleheaders and a late-season day.
  for (const date of ['2020-07-23', '2020-08-05', '2020-09-20']) {
    it(`leakage check on ${date}`, () => {
      const full = predictionLines(text, constants, date, sites, history);
      expect(full.length).toBeGreaterThan(0);
      expect(predictionLines(leakageLog(text, date), constants, date, sites, history).join('\n')).toBe(full.join('\n'));
    });
  }

  // The game's conditions (a forecast) and the Statcast of a season before (2018, the latest before 2020 here) may be
  // read for D; the check must hold with both, and with every fitted term on so they change the predictions.
  const conditionsFile = path.join(MODEL_DATA_DIR, 'games_2020.csv.gz');
  const statcastFile = path.join(MODEL_DATA_DIR, 'statcast_batting_2018.csv');
  const context =
    modelDataPresent && existsSync(conditionsFile) && existsSync(statcastFile)
      ? { conditions: readGameConditions(conditionsFile).conditions, statcast: readStatcastBatting(statcastFile) }
      : null;
  const withTerms: ModelConstants = {
    ...constants,
    weather: { referenceF: 70, perDegreeF: 0.008, outPerMph: 0.005, inPerMph: -0.008, crossPerMph: 0.001 },
    statcast: { elasticity: 0.5, priorPa: 50 },
    platoon: { ...constants.platoon, hitterPriorPa: 1000 },
  };
  it.skipIf(context === null)('leakage check on a mid-season day with game conditions, earlier Statcast and platoon splits', () => {
    const date = '2020-08-20';
    const full = predictionLines(text, withTerms, date, sites, history, context!);
    expect(full.length).toBeGreaterThan(0);
    expect(predictionLines(leakageLog(text, date), withTerms, date, sites, history, context!).join('\n')).toBe(full.join('\n'));
    // The conditions and the Statcast are read: the same day without them predicts differently.
    expect(predictionLines(text, withTerms, date, sites, history).join('\n')).not.toBe(full.join('\n'));
  });

  it('the outcomes derived from the log match truth_2020.csv.gz for every starter-game', () => {
    const truth = gunzipSync(readFileSync(path.join(MODEL_DATA_DIR, 'truth_2020.csv.gz')))
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(1);
    const byKey = new Map(truth.map((line) => [line.split(',').slice(0, 2).join('|'), line.split(',')]));
    const walk = collectFeatures(parsePaLog('pa_2020.csv.gz', text, sites));
    walk.starterGames.forEach((f, i) => {
      const row = byKey.get(`${f.game.gameId}|${f.game.batterId}`);
      expect(row, `${f.game.gameId} ${f.game.batterId}`).toBeDefined();
      expect(row![6] === '1').toBe(walk.outcomes[i]);
      expect(Number(row![3])).toBe(f.game.slot);
    });
    // Only the starters removed before they batted (pa = 0) are missing: the log has no row for them.
    const predicted = new Set(walk.starterGames.map((f) => `${f.game.gameId}|${f.game.batterId}`));
    const missing = truth.filter((line) => !predicted.has(line.split(',').slice(0, 2).join('|')));
    expect(missing.every((line) => line.split(',')[5] === '0')).toBe(true);
  });
});
