/**
 * HR Projections tables (spec part 1 §2, §4, §8, §9):
 * - `picksColumns`: Confident / Punt (Player, HR Prob);
 * - `ownModelColumns`: "Today's HR Projections", the spec's 16 columns in order,
 *   plus the sportsbook's price and its implied probability right after HR Prob.
 * The Custom and preset tabs' columns are in ./model-tabs.ts (they load with those tabs).
 *
 * Sorting (§4): a new column starts ascending for Player and Team, descending for
 * every other column (tables use firstSort 'desc'; Player and Team override it).
 */
import type { Pick } from '../../domain/contracts/picks.ts';
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatCount, formatFixed, formatPercent, formatProbability, formatRate } from '../lib/format.ts';
import { formatAmericanOdds, impliedProbabilityFromAmerican } from '../lib/odds.ts';
import { defineColumns, type CellValue } from '../ui/table/types.ts';

const asNumber = (value: CellValue) => (typeof value === 'number' ? value : null);
const probability = (value: CellValue) => formatProbability(asNumber(value), DISPLAY_DECIMALS.probabilityPercent);
const percent1 = (value: CellValue) => formatPercent(asNumber(value), 1);
const fixed = (decimals: number) => (value: CellValue) => formatFixed(asNumber(value), decimals);
const rate = (value: CellValue) => formatRate(asNumber(value));
const count = (value: CellValue) => formatCount(asNumber(value));

export const picksColumns = defineColumns<Pick>([
  { id: 'name', header: 'Player', kind: 'text', value: (pick) => pick.name, firstSort: 'asc' },
  { id: 'hrProbability', header: 'HR Prob', kind: 'number', value: (pick) => pick.hrProbability, format: probability },
]);

export const ownModelColumns = defineColumns<ProjectedBatter>([
  { id: 'battingOrder', header: 'Batting Order', kind: 'number', value: (b) => b.battingOrder, format: count },
  { id: 'name', header: 'Player', kind: 'text', value: (b) => b.name, firstSort: 'asc' },
  { id: 'team', header: 'Team', kind: 'text', value: (b) => b.team, firstSort: 'asc' },
  { id: 'opposingPitcher', header: 'Opposing Pitcher', kind: 'text', value: (b) => b.opposingPitcher },
  { id: 'stadiumName', header: 'Stadium', kind: 'text', value: (b) => b.stadiumName },
  {
    id: 'hrProbability',
    header: 'HR Prob',
    title: "Longball Model's home-run probability",
    kind: 'number',
    value: (b) => b.hrProbability,
    format: probability,
  },
  {
    id: 'oddsAmerican',
    header: 'Book Odds',
    title: 'Sportsbook anytime home-run price (American odds), from The Odds API; blank when no book lists the player',
    kind: 'number',
    value: (b) => b.oddsAmerican,
    format: (value) => formatAmericanOdds(asNumber(value)),
  },
  {
    id: 'bookProbability',
    header: 'Book Prob',
    title: "The probability the sportsbook's price implies (includes the book's margin)",
    kind: 'number',
    value: (b) => impliedProbabilityFromAmerican(b.oddsAmerican),
    format: probability,
  },
  { id: 'hardHitRate', header: 'Hard Hit%', kind: 'number', value: (b) => b.hardHitRate, format: percent1 },
  {
    id: 'hrRate',
    header: 'HR Rate Last 7',
    title: 'Home runs per at-bat (HR / AB)',
    kind: 'number',
    value: (b) => b.hrRate,
    format: rate,
  },
  { id: 'barrelRate', header: 'Barrel %', kind: 'number', value: (b) => b.barrelRate, format: percent1 },
  { id: 'exitVelo', header: 'Exit Velo', title: 'Average exit velocity (mph)', kind: 'number', value: (b) => b.exitVelo, format: fixed(1) },
  {
    id: 'launchAngle',
    header: 'Launch Angle',
    title: 'Average launch angle (degrees)',
    kind: 'number',
    value: (b) => b.launchAngle,
    format: fixed(1),
  },
  {
    id: 'parkFactor',
    header: 'Park Factor',
    title: 'Home-run park factor as a multiplier (1.00 = neutral)',
    kind: 'number',
    value: (b) => b.parkFactor,
    format: fixed(2),
  },
  { id: 'temperature', header: 'Temp (°F)', kind: 'number', value: (b) => b.temperature, format: fixed(0) },
  { id: 'hr', header: 'HR Last 7', kind: 'number', value: (b) => b.hr, format: count },
  { id: 'avg', header: 'AVG Last 7', kind: 'number', value: (b) => b.avg, format: rate },
  { id: 'slg', header: 'SLG Last 7', kind: 'number', value: (b) => b.slg, format: rate },
]);

/** The spec's 16 column headers of "Today's HR Projections", in order. */
export const OWN_MODEL_SPEC_HEADERS = [
  'Batting Order',
  'Player',
  'Team',
  'Opposing Pitcher',
  'Stadium',
  'HR Prob',
  'Hard Hit%',
  'HR Rate Last 7',
  'Barrel %',
  'Exit Velo',
  'Launch Angle',
  'Park Factor',
  'Temp (°F)',
  'HR Last 7',
  'AVG Last 7',
  'SLG Last 7',
] as const;

/**
 * Search (§2 "Search by player or team..."): player name, team code and club name
 * (`teamNames`: code -> club name, handed to the island by its page).
 */
export function projectionSearchText(batter: ProjectedBatter, teamNames: Readonly<Record<string, string>>): string {
  return `${batter.name} ${batter.team} ${teamNames[batter.team] ?? ''}`;
}
