/**
 * HR Projections tables (docs/product.md#hr-projections):
 * - `picksColumns`: Confident / Punt (Player, HR Chance, Odds, Edge, HR Prob, Team, Opp): a phone
 *   shows the money numbers (Player to Edge) without scrolling, then Team; a tablet adds what fits;
 *   a doubleheader game's pick carries G1 or G2 beside the name;
 * - `ownModelColumns`: "Today's HR Projections", the spec's 16 columns in order,
 *   plus the game's first pitch and the lineup's status (Confirmed / Projected) after Team, and, right after HR Prob (the spec's score), HR Chance (the probability
 *   model's P(1+ HR)) and the odds figures built on HR Chance only: the book's
 *   price, its fair (de-vigged) probability, the edge and the EV per $1.
 * The Custom and preset tabs' columns are in ./model-tabs.ts (they load with those tabs).
 *
 * Sorting (docs/product.md#tables): a new column starts ascending for Player and Team, descending for
 * every other column (tables use firstSort 'desc'; Player and Team override it).
 */
import type { Pick } from '../../domain/contracts/picks.ts';
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatCount, formatFixed, formatGameTime, formatPercent, formatProbability, formatRate } from '../lib/format.ts';
import { formatParkFactor, PARK_FACTOR_TITLE, parkFactorIndex } from '../lib/park-factor.ts';
import { FAIR_PROB_METHOD_SHORT, formatAmericanOdds, formatEdgePoints, formatEvPerDollar } from '../lib/odds.ts';
import { defineColumns, type CellValue, type SortState } from '../ui/table/types.ts';
import { DEFAULT_SORTS } from '../config/ui-settings.ts';
import { doubleheaderNote, type DoubleheaderGameNumber } from '../lib/doubleheaders.ts';
import { playerLinks } from '../lib/player-links.ts';
import { HR_CHANCE_TITLE, SCORE_HINT, SCORE_TAG } from '../lib/projection-texts.ts';

/** The day's projection tables (the own model and the model tabs) open on the spec's default sort. */
export const PROJECTIONS_INITIAL_SORT: SortState = {
  id: DEFAULT_SORTS.projections.key,
  desc: DEFAULT_SORTS.projections.direction === 'desc',
};

/** A pick table opens highest HR Prob first. */
export const PICKS_INITIAL_SORT: SortState = { id: 'hrProbability', desc: true };

const asNumber = (value: CellValue) => (typeof value === 'number' ? value : null);
const probability = (value: CellValue) => formatProbability(asNumber(value), DISPLAY_DECIMALS.probabilityPercent);
const percent1 = (value: CellValue) => formatPercent(asNumber(value), 1);
const fixed = (decimals: number) => (value: CellValue) => formatFixed(asNumber(value), decimals);
const rate = (value: CellValue) => formatRate(asNumber(value));
const count = (value: CellValue) => formatCount(asNumber(value));

const odds = (value: CellValue) => formatAmericanOdds(asNumber(value));
/** The best price and its book ("+450 DK"); the price alone when the book is not known. */
export const bookOddsText = (american: number | null, book: string | null) => {
  const price = formatAmericanOdds(american);
  return american !== null && book ? `${price} ${book}` : price;
};

export const HR_SCORE_TITLE = `${SCORE_HINT} (a weighted average of normalised stats)`;
export { HR_CHANCE_TITLE };

/**
 * A pick with the figures of its row in the day's projections (edge, evidence; null when that row
 * is missing) and, for a doubleheader's game, its number (src/lib/doubleheaders.ts).
 */
export type PickRow = Pick & {
  edge: number | null;
  evidenceThin: boolean;
  evidencePa: number | null;
  gameNumber: DoubleheaderGameNumber | null;
} & Partial<EdgeNoise>;

/** An edge's 95 % interval and whether it holds 0 (projections.json edgeLow, edgeHigh, edgeWithinNoise). */
interface EdgeNoise {
  edgeLow: number | null;
  edgeHigh: number | null;
  edgeWithinNoise: boolean | null;
}

/** "the 95 % interval of this edge, −1.2 to +3.4 pts,"; empty when the row carries none. */
function edgeIntervalText(row: Partial<EdgeNoise>): string {
  if (row.edgeLow == null || row.edgeHigh == null) return '';
  return ` (its 95 % interval: ${formatEdgePoints(row.edgeLow)} to ${formatEdgePoints(row.edgeHigh)})`;
}

/**
 * The flag beside an edge (ColumnSpec.note): "thin" when HR Chance rests on few plate appearances, else
 * "noise" when the edge's 95 % interval holds 0 (HR Chance's evidence and the fair price's calibration).
 */
export function thinEvidenceNote(row: { evidenceThin: boolean; evidencePa: number | null } & Partial<EdgeNoise>): { label: string; title: string } | null {
  if (row.evidenceThin) {
    const pa = row.evidencePa === null ? 'few' : `${Math.round(row.evidencePa)} effective`;
    return {
      label: THIN_EVIDENCE_LABEL,
      title: `Thin evidence: HR Chance rests on ${pa} plate appearances, mostly on the league average; treat this edge with care${edgeIntervalText(row)}.`,
    };
  }
  if (row.edgeWithinNoise === true) {
    return {
      label: WITHIN_NOISE_LABEL,
      title: `Within noise: this edge could be zero${edgeIntervalText(row)}, given the evidence behind HR Chance and the interval of the fair price's calibration.`,
    };
  }
  return null;
}
export const THIN_EVIDENCE_LABEL = 'thin';

/** The opener flag beside the opposing pitcher (docs/product.md#hr-projections): he covers a short outing, the bullpen the rest. */
export function openerNote(row: { opposingPitcherOpener: boolean }): { label: string; title: string } | null {
  if (!row.opposingPitcherOpener) return null;
  return {
    label: OPENER_LABEL,
    title: 'Opener: a reliever with no start this season and short outings. HR Chance gives him only his usual outing and the rest of the game to the bullpen.',
  };
}
export const OPENER_LABEL = 'opener';
export const WITHIN_NOISE_LABEL = 'noise';
/** The note beside the De-vig cell: what priced the row's fair probability (projections.json fairBasis). */
export const FAIR_BASIS_LABEL = 'i';
const THIN_EDGE_CLASS = 'text-slate-500';

const edgeColumn = {
  id: 'edge',
  header: 'Edge',
  title: "HR Chance minus Book Prob, in percentage points; 'noise' marks an edge whose 95 % interval holds 0",
  kind: 'number',
  show: 'key',
  phoneOrder: 3,
  format: (value: CellValue) => formatEdgePoints(asNumber(value)),
  cellClass: (_value: CellValue, row: { evidenceThin: boolean } & Partial<EdgeNoise>) =>
    row.evidenceThin || row.edgeWithinNoise === true ? THIN_EDGE_CLASS : undefined,
  note: thinEvidenceNote,
} as const;

export const picksColumns = defineColumns<PickRow>([
  {
    id: 'name',
    header: 'Player',
    kind: 'text',
    value: (pick) => pick.name,
    firstSort: 'asc',
    pin: true,
    show: 'key',
    links: (pick) => playerLinks(pick.name, pick.team),
    note: doubleheaderNote,
  },
  { id: 'pHr', header: 'HR Chance', title: HR_CHANCE_TITLE, kind: 'number', value: (pick) => pick.pHr, format: probability, show: 'key', phoneOrder: 1 },
  {
    id: 'oddsAmerican',
    header: 'Odds',
    title: 'Anytime home-run price (American odds)',
    kind: 'number',
    value: (pick) => pick.oddsAmerican,
    format: odds,
    show: 'key',
    phoneOrder: 2,
  },
  { ...edgeColumn, value: (pick) => pick.edge },
  {
    id: 'hrProbability',
    header: 'HR Prob',
    title: HR_SCORE_TITLE,
    tag: SCORE_TAG,
    kind: 'number',
    value: (pick) => pick.hrProbability,
    format: probability,
    show: 'compact',
  },
  { id: 'team', header: 'Team', kind: 'text', value: (pick) => pick.team, firstSort: 'asc', show: 'key', phoneOrder: 4 },
  { id: 'opponent', header: 'Opp', title: 'Opponent', kind: 'text', value: (pick) => pick.opponent, firstSort: 'asc', show: 'compact' },
]);

export const ownModelColumns = defineColumns<ProjectedBatter>([
  { id: 'battingOrder', header: 'Batting Order', kind: 'number', value: (b) => b.battingOrder, format: count },
  { id: 'name', header: 'Player', kind: 'text', value: (b) => b.name, firstSort: 'asc', pin: true, show: 'key', links: (b) => playerLinks(b.name, b.team) },
  { id: 'team', header: 'Team', kind: 'text', value: (b) => b.team, firstSort: 'asc', show: 'compact' },
  {
    id: 'gameTime',
    header: 'Game Time',
    title: "First pitch, in your time zone (the CSV keeps the schedule's UTC timestamp)",
    kind: 'text',
    value: (b) => b.gameTime,
    format: (value) => formatGameTime(typeof value === 'string' ? value : null) ?? '—',
    formatStatic: (value) => formatGameTime(typeof value === 'string' ? value : null, 'en-US', 'UTC') ?? '—',
    firstSort: 'asc',
    show: 'compact',
  },
  {
    id: 'lineupStatus',
    header: 'Lineup',
    title: "Confirmed: the team's lineup is posted; Projected: not yet, the hitter's spot is expected",
    kind: 'text',
    value: (b) => (b.confirmed ? 'Confirmed' : 'Projected'),
    firstSort: 'asc',
    show: 'compact',
  },
  { id: 'opposingPitcher', header: 'Opposing Pitcher', kind: 'text', value: (b) => b.opposingPitcher, show: 'compact', note: openerNote },
  { id: 'stadiumName', header: 'Stadium', kind: 'text', value: (b) => b.stadiumName },
  {
    id: 'hrProbability',
    header: 'HR Prob',
    title: HR_SCORE_TITLE,
    tag: SCORE_TAG,
    kind: 'number',
    value: (b) => b.hrProbability,
    format: probability,
    show: 'key',
    phoneOrder: 4,
  },
  { id: 'pHr', header: 'HR Chance', title: HR_CHANCE_TITLE, kind: 'number', value: (b) => b.pHr, format: probability, show: 'key', phoneOrder: 1 },
  {
    id: 'oddsAmerican',
    header: 'Book Odds',
    title: 'The best sportsbook anytime home-run price (American odds) and its book, from The Odds API; blank when no book lists the player',
    kind: 'number',
    value: (b) => b.oddsAmerican,
    format: (value, b) => bookOddsText(asNumber(value), b.oddsBook),
    phoneWrap: true,
    show: 'key',
    phoneOrder: 2,
  },
  {
    id: 'bookProbability',
    header: 'Book Prob',
    title: "The fair probability: the books' prices with their margins removed, weighed by their evidence (how: the De-vig column)",
    kind: 'number',
    value: (b) => b.fairProbability,
    format: probability,
  },
  {
    id: 'fairProbMethod',
    header: 'De-vig',
    title:
      "How the book's margin was removed: both sides posted (Shin), or a calibration measured on the book's graded prices (Measured), or on other books' for a book without data (Pooled); the note says which",
    kind: 'text',
    value: (b) => (b.fairProbMethod ? FAIR_PROB_METHOD_SHORT[b.fairProbMethod] : null),
    note: (b) => (b.fairBasis ? { label: FAIR_BASIS_LABEL, title: b.fairBasis } : null),
  },
  { ...edgeColumn, value: (b) => b.edge },
  {
    id: 'evPerDollar',
    header: 'EV / $1',
    title: 'Expected profit per $1 staked at the posted price if HR Chance is the true chance',
    kind: 'number',
    value: (b) => b.evPerDollar,
    format: (value) => formatEvPerDollar(asNumber(value)),
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
  { id: 'barrelRate', header: 'Barrel %', kind: 'number', value: (b) => b.barrelRate, format: percent1, show: 'compact' },
  { id: 'exitVelo', header: 'Exit Velo', title: 'Average exit velocity (mph)', kind: 'number', value: (b) => b.exitVelo, format: fixed(1), show: 'compact' },
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
    title: PARK_FACTOR_TITLE,
    kind: 'number',
    value: (b) => parkFactorIndex(b.parkFactor),
    format: (value) => formatParkFactor(asNumber(value)),
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
 * Search (docs/product.md#tables): player name, team code and club name
 * (`teamNames`: code -> club name, handed to the island by its page).
 */
export function projectionSearchText(batter: ProjectedBatter, teamNames: Readonly<Record<string, string>>): string {
  return `${batter.name} ${batter.team} ${teamNames[batter.team] ?? ''}`;
}
