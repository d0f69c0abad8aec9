/**
 * The HR Calculator's eight factors as users read them: label, what the number is,
 * and how a player's value is displayed. Keys and order are the contract's
 * CALCULATOR_WEIGHT_KEYS; weights, normalisations and the score are the pipeline's
 * (calculator.json, domain/scoring/calculator.ts).
 */
import type { CalculatorPlayer, CalculatorWeightKey, CalculatorWeights } from '../../domain/contracts/calculator.ts';
import { MODEL_DEFAULTS } from '../../domain/spec-constants.ts';
import { foldForSearch } from './fold-text.ts';
import { formatFixed, formatPercent, formatRate } from './format.ts';
import { formatParkFactor, PARK_FACTOR_TITLE } from './park-factor.ts';

export interface FactorInfo {
  label: string;
  description: string;
  /** A player's value as shown (never called with null). */
  display: (value: number) => string;
}

export const CALCULATOR_FACTORS: Readonly<Record<CalculatorWeightKey, FactorInfo>> = {
  hrRate: {
    label: 'HR Rate',
    description: 'Season home runs per at-bat (HR / AB).',
    display: (v) => formatRate(v),
  },
  isoRate: {
    label: 'ISO',
    description: 'Isolated power: slugging minus batting average (extra bases per at-bat).',
    display: (v) => formatRate(v),
  },
  barrelRate: {
    label: 'Barrel Rate',
    description: 'Percent of batted balls hit with the exit velocity and launch angle that most often become home runs.',
    display: (v) => formatPercent(v, 1),
  },
  exitVelo: {
    label: 'Exit Velocity',
    description: 'Average speed of the ball off the bat, in mph.',
    display: (v) => `${formatFixed(v, 1)} mph`,
  },
  launchAngle: {
    label: 'Launch Angle',
    description: 'Average vertical angle of batted balls, in degrees.',
    display: (v) => `${formatFixed(v, 1)}°`,
  },
  parkFactor: {
    label: 'Park Factor',
    description: `${PARK_FACTOR_TITLE}. Today's ballpark; neutral for a player not playing today.`,
    display: formatParkFactor,
  },
  recentPerformance: {
    label: 'Recent Performance',
    description: 'Home runs per at-bat over the last 7 days.',
    display: (v) => formatRate(v),
  },
  temperature: {
    label: 'Temperature',
    description: `Game-time temperature in °F from today's weather; ${MODEL_DEFAULTS.temperature} °F when unknown.`,
    display: (v) => `${formatFixed(v, 0)} °F`,
  },
};

/** "Name (TEAM)": the suggestion text, unique even for same-name players on different teams. */
export function playerOptionLabel(player: Pick<CalculatorPlayer, 'name' | 'team'>): string {
  return player.team ? `${player.name} (${player.team})` : player.name;
}

export type PlayerLookup = { kind: 'found'; player: CalculatorPlayer } | { kind: 'not-found' } | { kind: 'ambiguous'; candidates: CalculatorPlayer[] };

const words = (text: string) =>
  foldForSearch(text)
    .split(/[\s.,'-]+/)
    .filter(Boolean);

/**
 * The player a typed name means, case- and accent-insensitively: a suggestion ("Name (TEAM)")
 * or a full name that one player has is found; several players with that full name are
 * candidates (never guessed). Otherwise the typed words are matched whole against the words
 * of each name ("Judd", "nick judd", "Smith Will"): one player is found, several are
 * candidates to choose from (those playing today first, then by name and team), none is
 * not found. No partial words.
 */
export function findCalculatorPlayer(players: readonly CalculatorPlayer[], input: string): PlayerLookup {
  const wanted = foldForSearch(input.trim()).replace(/\s+/g, ' ');
  if (wanted === '') return { kind: 'not-found' };
  const byLabel = players.filter((p) => foldForSearch(playerOptionLabel(p)) === wanted);
  if (byLabel.length === 1) return { kind: 'found', player: byLabel[0]! };
  const byName = players.filter((p) => foldForSearch(p.name) === wanted);
  if (byName.length === 1) return { kind: 'found', player: byName[0]! };
  const exact = byLabel.length > 1 ? byLabel : byName;
  const candidates = exact.length > 1 ? [...exact].sort(byCandidateOrder) : playersNamed(players, input);
  if (candidates.length === 1) return { kind: 'found', player: candidates[0]! };
  return candidates.length > 1 ? { kind: 'ambiguous', candidates } : { kind: 'not-found' };
}

/**
 * The players whose name holds every typed word as a whole word, those playing today first,
 * then by name and team.
 */
export function playersNamed(players: readonly CalculatorPlayer[], input: string): CalculatorPlayer[] {
  const typed = words(input);
  if (typed.length === 0) return [];
  return players
    .filter((p) => {
      const own = words(p.name);
      return typed.every((word) => own.includes(word));
    })
    .sort(byCandidateOrder);
}

function byCandidateOrder(a: CalculatorPlayer, b: CalculatorPlayer): number {
  return Number(b.playingToday) - Number(a.playingToday) || a.name.localeCompare(b.name) || (a.team ?? '').localeCompare(b.team ?? '');
}

export function sameWeights(a: CalculatorWeights, b: CalculatorWeights): boolean {
  return (Object.keys(a) as CalculatorWeightKey[]).every((key) => a[key] === b[key]);
}
