/**
 * HR Projections tables (docs/product.md#hr-projections):
 * - `picksColumns`: Confident / Punt / Value (and any other list picks.json carries): Player, HR Chance,
 *   Odds (the best price with its book), Edge, EV / $1, HR Prob, Team, Opp. A phone shows Player
 *   to EV, then Team; wider screens add the rest that fits; a
 *   doubleheader game's pick carries G1 or G2 beside the name;
 * - `ownModelColumns`: "Today's HR Projections", money first (docs/product.md#money-first): Player
 *   (pinned), Game, HR Chance, Best price (its book beside it), Fair, Edge, EV / $1, then the spec's
 *   16 columns with the game's first pitch and the lineup's status after Team, and the de-vig
 *   method last; `ownModelSpecOrderColumns`: the same columns in the spec's order (the "Spec order"
 *   view, PROJECTION_VIEWS);
 * Every book's price, fair probability and EV go in the CSV only (./hr-projections-csv.ts).
 * A row of a game already under way (`started`, src/lib/game-clock.ts) shows "started" for its price and
 * no fair probability, edge or EV: those prices are no longer the pregame ones.
 * The Custom and preset tabs' columns are in ./model-tabs.ts (they load with those tabs).
 *
 * Sorting (docs/product.md#tables): a new column starts ascending for Player and Team, descending for
 * every other column (tables use firstSort 'desc'; Player and Team override it).
 */
import type { Pick } from '../../domain/contracts/picks.ts';
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatCount, formatFixed, formatGameTime, formatPercent, formatProbability, formatRate, MISSING_TEXT, STATIC_TIME_ZONE } from '../lib/format.ts';
import { formatParkFactor, PARK_FACTOR_TITLE, parkFactorIndex } from '../lib/park-factor.ts';
import { FAIR_PROB_METHOD_SHORT, formatAmericanOdds, formatEdgePoints, formatEvPerDollar, shortBookName } from '../lib/odds.ts';
import { defineColumns, type CellValue, type ColumnSpec, type SortState } from '../ui/table/types.ts';
import { DEFAULT_SORTS } from '../config/ui-settings.ts';
import { doubleheaderNote } from '../lib/doubleheaders.ts';
import type { Started } from '../lib/game-clock.ts';
import { playerLinks } from '../lib/player-links.ts';
import { HR_CHANCE_TITLE } from '../lib/projection-texts.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/score-texts.ts';

/** The day's projection tables (the own model and the model tabs) open on the spec's default sort. */
export const PROJECTIONS_INITIAL_SORT: SortState = {
  id: DEFAULT_SORTS.projections.key,
  desc: DEFAULT_SORTS.projections.direction === 'desc',
};

/** A pick table of the spec's lists opens highest HR Prob first; the Value list highest EV first. */
export const PICKS_INITIAL_SORT: SortState = { id: 'hrProbability', desc: true };
export const VALUE_PICKS_INITIAL_SORT: SortState = { id: 'evPerDollar', desc: true };

const asNumber = (value: CellValue) => (typeof value === 'number' ? value : null);
const probability = (value: CellValue) => formatProbability(asNumber(value), DISPLAY_DECIMALS.probabilityPercent);
const percent1 = (value: CellValue) => formatPercent(asNumber(value), 1);
const fixed = (decimals: number) => (value: CellValue) => formatFixed(asNumber(value), decimals);
const rate = (value: CellValue) => formatRate(asNumber(value));
const count = (value: CellValue) => formatCount(asNumber(value));

/** The best price and its book, short ("+450 FD"); the price alone when the book is not known. */
export const bookOddsText = (american: number | null, book: string | null) => {
  const price = formatAmericanOdds(american);
  return american !== null && book ? `${price} ${shortBookName(book)}` : price;
};

export const HR_SCORE_TITLE = `${SCORE_HINT} (a weighted average of normalised stats)`;
export { HR_CHANCE_TITLE };

/** A table row of today's projections: the hitter, marked when his game has started. */
export type ProjectionRow = ProjectedBatter & Started;

/**
 * A pick with the figures of its row in the day's projections (the same player in the same
 * game: the evidence behind HR Chance; none when that row is missing), marked when its game has started.
 */
export type PickRow = Pick & Started & { evidenceThin: boolean; evidencePa: number | null } & Partial<EdgeNoise>;

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

/** What a started game's price cell says instead of the price. */
export const STARTED_LABEL = 'started';
const STARTED_CLASS = 'text-slate-500 italic';

/** A money figure of a row: none once its game has started (the price is no longer the pregame one). */
const pregame =
  <Row extends Started>(figure: (row: Row) => number | null) =>
  (row: Row): number | null =>
    row.started ? null : figure(row);

/** The price column's explanation; the main table adds that a row opens every book's price. */
const PRICE_TITLE = 'The best anytime home-run price (American odds) over the books, with its book (DK DraftKings, FD FanDuel, MGM BetMGM, CZR Caesars)';

/** The best price with its book, or "started"; the cell opens the row's panel of every book's price. */
function priceColumn<Row extends Started & { oddsAmerican: number | null; oddsBook: string | null }>(header: string, title = PRICE_TITLE): ColumnSpec<Row> {
  return {
    id: 'oddsAmerican',
    header,
    title,
    kind: 'number',
    value: pregame((row) => row.oddsAmerican),
    format: (value, row) => (row.started ? STARTED_LABEL : bookOddsText(asNumber(value), row.oddsBook)),
    cellClass: (_value, row) => (row.started ? STARTED_CLASS : undefined),
    phoneWrap: true,
    show: 'key',
    phoneOrder: 2,
    opensPanel: true,
    headerBreak: true,
  };
}

/** Edge in points; a thin-evidence edge or one within noise is muted and flagged (the flag is the cell's note). */
function edgeColumn<Row extends Started & { edge: number | null; evidenceThin: boolean; evidencePa: number | null } & Partial<EdgeNoise>>(): ColumnSpec<Row> {
  return {
    id: 'edge',
    header: 'Edge',
    title: "HR Chance minus the fair probability, in percentage points; 'noise' marks an edge whose 95 % interval holds 0",
    kind: 'number',
    show: 'key',
    phoneOrder: 3,
    value: pregame((row) => row.edge),
    format: (value: CellValue) => formatEdgePoints(asNumber(value)),
    cellClass: (_value, row) => (row.evidenceThin || row.edgeWithinNoise === true ? THIN_EDGE_CLASS : undefined),
    note: (row) => (row.started ? null : thinEvidenceNote(row)),
  };
}

function evColumn<Row extends Started & { evPerDollar: number | null }>(show?: 'key', phoneOrder?: number): ColumnSpec<Row> {
  return {
    id: 'evPerDollar',
    header: 'EV / $1',
    title: 'Expected profit per $1 staked at the best price if HR Chance is the true chance',
    kind: 'number',
    value: pregame((row) => row.evPerDollar),
    format: (value) => formatEvPerDollar(asNumber(value)),
    ...(show ? { show, phoneOrder } : {}),
  };
}

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
  priceColumn<PickRow>('Odds'),
  edgeColumn<PickRow>(),
  evColumn<PickRow>('key', 4),
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
  { id: 'team', header: 'Team', kind: 'text', value: (pick) => pick.team, firstSort: 'asc', show: 'key', phoneOrder: 5 },
  { id: 'opponent', header: 'Opp', title: 'Opponent', kind: 'text', value: (pick) => pick.opponent, firstSort: 'asc', show: 'compact' },
]);

/** "MIL @ PIT", with "G1" / "G2" for a game of a doubleheader (the table shows it beside the name). */
export function gameText(row: { team: string; opponent: string; home: boolean; gameNumber: 1 | 2 | null }): string {
  const [away, home] = row.home ? [row.opponent, row.team] : [row.team, row.opponent];
  return `${away} @ ${home}${row.gameNumber === null ? '' : ` G${row.gameNumber}`}`;
}

/** The own model's columns by id; the two orders below list them. */
const OWN_MODEL = {
  battingOrder: { id: 'battingOrder', header: 'Batting Order', kind: 'number', value: (b) => b.battingOrder, format: count },
  name: {
    id: 'name',
    header: 'Player',
    kind: 'text',
    value: (b) => b.name,
    firstSort: 'asc',
    pin: true,
    show: 'key',
    links: (b) => playerLinks(b.name, b.team),
    note: doubleheaderNote,
  },
  game: {
    id: 'game',
    header: 'Game',
    title: 'Away @ home (G1 or G2 beside the name for a game of a doubleheader)',
    kind: 'text',
    value: gameText,
    // The doubleheader's G1 / G2 is beside the name; the CSV's value keeps it.
    format: (value) => (typeof value === 'string' ? value.replace(/ G[12]$/, '') : MISSING_TEXT),
    firstSort: 'asc',
    show: 'compact',
  },
  team: { id: 'team', header: 'Team', kind: 'text', value: (b) => b.team, firstSort: 'asc', show: 'compact' },
  gameTime: {
    id: 'gameTime',
    header: 'Game Time',
    title: "First pitch, in your time zone (the CSV keeps the schedule's UTC timestamp)",
    kind: 'text',
    value: (b) => b.gameTime,
    format: (value) => formatGameTime(typeof value === 'string' ? value : null) ?? '—',
    formatStatic: (value) => formatGameTime(typeof value === 'string' ? value : null, 'en-US', STATIC_TIME_ZONE) ?? '—',
    firstSort: 'asc',
    show: 'compact',
  },
  lineupStatus: {
    id: 'lineupStatus',
    header: 'Lineup',
    title: "Confirmed: the team's lineup is posted; Projected: not yet, the hitter's spot is expected",
    kind: 'text',
    value: (b) => (b.confirmed ? 'Confirmed' : 'Projected'),
    firstSort: 'asc',
    show: 'compact',
  },
  opposingPitcher: { id: 'opposingPitcher', header: 'Opposing Pitcher', kind: 'text', value: (b) => b.opposingPitcher, show: 'compact', note: openerNote },
  stadiumName: { id: 'stadiumName', header: 'Stadium', kind: 'text', value: (b) => b.stadiumName },
  hrProbability: {
    id: 'hrProbability',
    header: 'HR Prob',
    title: HR_SCORE_TITLE,
    tag: SCORE_TAG,
    kind: 'number',
    value: (b) => b.hrProbability,
    format: probability,
    show: 'key',
    phoneOrder: 5,
  },
  // The money columns' long headers on two lines, so Player to EV fit a laptop's table without scrolling.
  pHr: {
    id: 'pHr',
    header: 'HR Chance',
    headerBreak: true,
    title: HR_CHANCE_TITLE,
    kind: 'number',
    value: (b) => b.pHr,
    format: probability,
    show: 'key',
    phoneOrder: 1,
  },
  oddsAmerican: priceColumn<ProjectionRow>('Best price', `${PRICE_TITLE}; blank when no book lists him. Tap a row for every book's price`),
  bookProbability: {
    id: 'bookProbability',
    header: 'Fair',
    title: "The fair probability: the books' prices with their margins removed, weighed by their evidence (how: the De-vig column)",
    kind: 'number',
    value: pregame((b) => b.fairProbability),
    format: probability,
  },
  fairProbMethod: {
    id: 'fairProbMethod',
    header: 'De-vig',
    title:
      "How the book's margin was removed: both sides posted (Shin), or a calibration measured on the book's graded prices (Measured), or on other books' for a book without data (Pooled); the note says which",
    kind: 'text',
    value: (b) => (b.fairProbMethod ? FAIR_PROB_METHOD_SHORT[b.fairProbMethod] : null),
    note: (b) => (b.fairBasis ? { label: FAIR_BASIS_LABEL, title: b.fairBasis } : null),
  },
  edge: edgeColumn<ProjectionRow>(),
  evPerDollar: { ...evColumn<ProjectionRow>('key', 4), headerBreak: true },
  hardHitRate: { id: 'hardHitRate', header: 'Hard Hit%', kind: 'number', value: (b) => b.hardHitRate, format: percent1 },
  hrRate: { id: 'hrRate', header: 'HR Rate Last 7', title: 'Home runs per at-bat (HR / AB)', kind: 'number', value: (b) => b.hrRate, format: rate },
  barrelRate: { id: 'barrelRate', header: 'Barrel %', kind: 'number', value: (b) => b.barrelRate, format: percent1, show: 'compact' },
  exitVelo: {
    id: 'exitVelo',
    header: 'Exit Velo',
    title: 'Average exit velocity (mph)',
    kind: 'number',
    value: (b) => b.exitVelo,
    format: fixed(1),
    show: 'compact',
  },
  launchAngle: {
    id: 'launchAngle',
    header: 'Launch Angle',
    title: 'Average launch angle (degrees)',
    kind: 'number',
    value: (b) => b.launchAngle,
    format: fixed(1),
  },
  parkFactor: {
    id: 'parkFactor',
    header: 'Park Factor',
    title: PARK_FACTOR_TITLE,
    kind: 'number',
    value: (b) => parkFactorIndex(b.parkFactor),
    format: (value) => formatParkFactor(asNumber(value)),
  },
  temperature: { id: 'temperature', header: 'Temp (°F)', kind: 'number', value: (b) => b.temperature, format: fixed(0) },
  hr: { id: 'hr', header: 'HR Last 7', kind: 'number', value: (b) => b.hr, format: count },
  avg: { id: 'avg', header: 'AVG Last 7', kind: 'number', value: (b) => b.avg, format: rate },
  slg: { id: 'slg', header: 'SLG Last 7', kind: 'number', value: (b) => b.slg, format: rate },
} as const satisfies Record<string, ColumnSpec<ProjectionRow>>;

type OwnModelColumnId = keyof typeof OWN_MODEL;
const columnsInOrder = (ids: readonly OwnModelColumnId[]) => defineColumns<ProjectionRow>(ids.map((id) => OWN_MODEL[id] as ColumnSpec<ProjectionRow>));

/** The spec's stat columns, in its order: the end of both column orders below. */
const SPEC_STAT_COLUMNS: readonly OwnModelColumnId[] = [
  'hardHitRate',
  'hrRate',
  'barrelRate',
  'exitVelo',
  'launchAngle',
  'parkFactor',
  'temperature',
  'hr',
  'avg',
  'slg',
];

/** The spec's columns after the money ones, in the spec's order (with Game Time and Lineup after Team). */
const SPEC_COLUMNS_AFTER_MONEY: readonly OwnModelColumnId[] = [
  'battingOrder',
  'team',
  'gameTime',
  'lineupStatus',
  'opposingPitcher',
  'stadiumName',
  'hrProbability',
  ...SPEC_STAT_COLUMNS,
];

/** Money first (the default view): what a bettor acts on, then the spec's columns. */
export const ownModelColumns = columnsInOrder([
  'name',
  'game',
  'pHr',
  'oddsAmerican',
  'bookProbability',
  'edge',
  'evPerDollar',
  ...SPEC_COLUMNS_AFTER_MONEY,
  'fairProbMethod',
]);

/** The spec's order (the "Spec order" view): its 16 columns in place, the site's beside the ones they explain. */
export const ownModelSpecOrderColumns = columnsInOrder([
  'battingOrder',
  'name',
  'team',
  'game',
  'gameTime',
  'lineupStatus',
  'opposingPitcher',
  'stadiumName',
  'hrProbability',
  'pHr',
  'oddsAmerican',
  'bookProbability',
  'fairProbMethod',
  'edge',
  'evPerDollar',
  ...SPEC_STAT_COLUMNS,
]);

/** The table's built-in views (the toolbar's View select, kept per browser, no account needed): its columns' order. */
export const PROJECTION_VIEWS = {
  money: { label: 'Money first', columns: ownModelColumns },
  spec: { label: 'Spec order', columns: ownModelSpecOrderColumns },
} as const;
export type ProjectionView = keyof typeof PROJECTION_VIEWS;

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
