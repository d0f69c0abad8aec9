/**
 * publicViewOf (src/lib/data-files.ts): what a configured build serves of a public file. The
 * calculator's per-batter factors and the manifest's ambiguous names are premium there; a local
 * build serves every file whole, and other files are never changed.
 */
import { describe, expect, it } from 'vitest';
import type { CalculatorFile, LineupsFile, ManifestFile } from '../../../domain/contracts/index.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, CALCULATOR_NORMALISATIONS, CALCULATOR_PRESETS } from '../../../domain/spec-constants.ts';
import { publicViewOf } from '../../../src/lib/data-files.ts';

const header = { schemaVersion: 1 as const, date: '2026-08-21' };
const factors = { hrRate: 0.07, isoRate: 0.26, barrelRate: 17, exitVelo: 93, launchAngle: 16, parkFactor: 1.05, recentPerformance: 0.1, temperature: 78 };
const calculator: CalculatorFile = {
  ...header,
  defaultWeights: { ...CALCULATOR_DEFAULT_WEIGHTS },
  normalisations: { ...CALCULATOR_NORMALISATIONS },
  presets: CALCULATOR_PRESETS.map((p) => ({ ...p, weights: { ...p.weights } })),
  players: [{ id: 'nick-judd', name: 'Nick Judd', team: 'LAD', playingToday: true, pHr: 0.2, factors }],
  absence: null,
};
const manifest: ManifestFile = {
  ...header,
  builtAt: '2026-08-21T10:00:00.000Z',
  dataset: 'demo',
  slate: { games: 1, lineups: 2, lineupsConfirmed: 1, firstPitch: null, schedule: [] },
  inputs: [],
  joins: [],
  ambiguous: [{ name: 'Will Smith', team: 'LAD', source: 'fangraphs-stats', candidates: ['Will Smith', 'Will D. Smith'] }],
  counts: { hitters: 1 },
  outputs: [],
};

describe('publicViewOf', () => {
  it('configured: calculator.json keeps weights, normalisations and presets but no player', () => {
    const view = publicViewOf('calculator.json', calculator, 'configured');
    expect(view.players).toEqual([]);
    expect({ ...view, players: calculator.players }).toEqual(calculator);
    expect(calculator.players).toHaveLength(1); // the input is not changed
  });

  it('configured: the manifest without its ambiguous names, everything else kept', () => {
    const view = publicViewOf('manifest.json', manifest, 'configured');
    expect(view).not.toHaveProperty('ambiguous');
    expect({ ...view, ambiguous: manifest.ambiguous }).toEqual(manifest);
  });

  it('local: every file whole; other files unchanged in both modes', () => {
    expect(publicViewOf('calculator.json', calculator, 'local')).toBe(calculator);
    expect(publicViewOf('manifest.json', manifest, 'local')).toBe(manifest);
    const lineups = { ...header, games: [] } as unknown as LineupsFile;
    expect(publicViewOf('lineups.json', lineups, 'configured')).toBe(lineups);
  });
});
