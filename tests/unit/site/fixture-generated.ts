/**
 * A tiny, invented generated/ folder that satisfies every contract, for tests
 * that build the site without running the pipeline. Names are made up.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FILES, type GeneratedFileName } from '../../../domain/contracts/index.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, CALCULATOR_NORMALISATIONS } from '../../../domain/spec-constants.ts';
import { emptyTally, listFigures } from '../../../domain/record.ts';

/** A list with no settled pick: its empty tally and figures, as the history builder writes it. */
const noRecord = { ...emptyTally(), ...listFigures(emptyTally()) };

/** The one pick of the fixture (and of tests that need a valid pick of that day). */
export const INVENTED_PICK = {
  id: 'p1',
  name: 'Invented Slugger',
  team: 'NYY',
  hrProbability: 0.41,
  opponent: 'BOS',
  gameId: '824310',
  gameNumber: null,
  oddsAmerican: 400,
  oddsBook: 'FanDuel',
  fairProbability: 0.1667,
  edge: -0.0144,
  evPerDollar: -0.2385,
  pHr: 0.1523,
};

export function writeGeneratedFixture(dir: string, builtAt = '2026-08-21T10:00:00.000Z'): void {
  mkdirSync(path.join(dir, 'history'), { recursive: true });
  const header = { schemaVersion: 1 as const, date: '2026-08-21' };
  const side = (team: string) => ({
    team,
    teamName: `${team} Club`,
    status: 'Projected' as const,
    startingPitcher: null,
    players: [{ name: `${team} Hitter`, battingOrder: 1, position: 'C', confirmed: false, hand: 'R' as const }],
  });
  const files: Record<GeneratedFileName, unknown> = {
    'projections.json': { ...header, batters: [], notInProjections: [], absence: null },
    'picks.json': { ...header, confident: [INVENTED_PICK], punt: [], value: [] },
    'lineups.json': {
      ...header,
      games: [
        {
          id: 'g1',
          gameDate: '2026-08-21',
          gameTime: null,
          venue: null,
          weather: null,
          temperature: 70,
          away: side('NYY'),
          home: side('BOS'),
        },
      ],
      absence: null,
    },
    'bvp.json': { ...header, rows: [], absence: null },
    'bvp-today.json': { ...header, rows: [], historyRows: 0, absence: null },
    'park-factors.json': { ...header, yearLabel: '2023-2025', parks: [], absence: null },
    'bullpen.json': { ...header, usageDays: ['Thu', 'Wed', 'Tue', 'Mon', 'Sun', 'Sat'], entries: [], absence: null },
    'rv-comparison.json': { ...header, summaryThreshold: null, rows: [], summary: [], hardHitters: [], absence: null },
    'matchups.json': { ...header, teams: [], absence: null },
    'home-runs.json': { ...header, season: 2026, homeRuns: [], byPark: [], absence: null },
    'calculator.json': {
      ...header,
      defaultWeights: CALCULATOR_DEFAULT_WEIGHTS,
      normalisations: CALCULATOR_NORMALISATIONS,
      presets: [],
      players: [],
      absence: null,
    },
    'history/index.json': {
      schemaVersion: 1,
      days: [],
      record: { hits: 0, graded: 0, voids: 0 },
      lists: { confident: noRecord, punt: noRecord, value: noRecord },
    },
    'market/log.json': { schemaVersion: 1, games: [] },
    'graded-nights.json': {
      ...header,
      lines: [],
      log: { games: 0, hitters: 0, prices: 0, voids: 0, firstDate: null, lastDate: null },
      pricing: { atImplied: 0.15, windowDays: 60, minRows: 1000, cardFirstDate: '2026-06-11', cardLastDate: '2026-07-18' },
      reliability: { hitters: 0, homered: 0, expected: 0, firstDate: null, lastDate: null, bins: [] },
    },
    'manifest.json': {
      ...header,
      builtAt,
      dataset: 'real',
      slate: { games: 1, lineups: 2, lineupsConfirmed: 0, firstPitch: null, schedule: [{ gameId: 'g1', firstPitch: null, final: false }] },
      inputs: [],
      joins: [],
      ambiguous: [],
      counts: {},
      outputs: [],
    },
  };
  for (const [name, data] of Object.entries(files) as [GeneratedFileName, unknown][]) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(GENERATED_FILES[name].parse(data)));
  }
}

/**
 * Builds the site from `generatedDir` into `outDir` in configured mode (a made-up Supabase URL and
 * key; nothing is contacted at build time). Answers the astro process's result.
 */
export function buildConfiguredSite(generatedDir: string, outDir: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      LONGBALL_GENERATED_DIR: generatedDir,
      LONGBALL_SITE_OUT: outDir,
      PUBLIC_SUPABASE_URL: 'https://example.supabase.co',
      PUBLIC_SUPABASE_ANON_KEY: 'anon-key-for-tests',
    },
    encoding: 'utf8',
  });
}
