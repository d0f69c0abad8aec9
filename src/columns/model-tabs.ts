/**
 * The Custom and preset tabs' table on HR Projections (docs/product.md#score-model): batter then
 * opposing starter columns, missing values as "NOT FOUND". Sorting as on the
 * page's other tables (./hr-projections.ts): Player starts ascending, every
 * other column descending.
 */
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatCount, formatInnings, formatPercent, formatProbability, formatRate } from '../lib/format.ts';
import type { ScoredBatter } from '../lib/model-tab-scoring.ts';
import { NOT_FOUND_TEXT } from '../lib/projection-texts.ts';
import { SCORE_HINT, SCORE_TAG } from '../lib/score-texts.ts';
import { defineColumns, type CellValue, type ColumnSpec } from '../ui/table/types.ts';
import { playerLinks } from '../lib/player-links.ts';

const orNotFound = (format: (value: number) => string) => (value: CellValue) =>
  typeof value === 'number' && Number.isFinite(value) ? format(value) : NOT_FOUND_TEXT;
const textOrNotFound = (value: CellValue) => (value === null || value === '' ? NOT_FOUND_TEXT : String(value));

type BatterStat = 'slg' | 'hc' | 'fb' | 'iffb' | 'trueFb' | 'ld' | 'pull' | 'barrelPct' | 'kPct';
type PitcherStat = 'slg' | 'hc' | 'fb' | 'iffb' | 'trueFb' | 'ld' | 'pull' | 'barrelPct';

const PERCENT_TITLES: Record<Exclude<BatterStat, 'slg'>, string> = {
  hc: 'Hard contact %',
  fb: 'Fly-ball %',
  iffb: 'Infield fly-ball %',
  trueFb: 'True fly-ball % (fly balls that are not infield flies)',
  ld: 'Line-drive %',
  pull: 'Pull %',
  barrelPct: 'Barrel %',
  kPct: 'Strikeout %',
};

function statFormat(key: BatterStat): (value: number) => string {
  return key === 'slg' ? (v) => formatRate(v) : (v) => formatPercent(v, 1);
}

function batterStat(key: BatterStat, header: string): ColumnSpec<ScoredBatter> {
  return {
    id: `batter-${key}`,
    header,
    title: key === 'slg' ? "Batter's slugging (last 7 days)" : `Batter: ${PERCENT_TITLES[key]}`,
    kind: 'number',
    value: (row) => row.batter[key],
    format: orNotFound(statFormat(key)),
  };
}

function pitcherStat(key: PitcherStat, header: string): ColumnSpec<ScoredBatter> {
  return {
    id: `pitcher-${key}`,
    header,
    title: key === 'slg' ? "Opposing starter's slugging against" : `Opposing starter: ${PERCENT_TITLES[key]}`,
    kind: 'number',
    value: (row) => row.batter.pitcher?.[key] ?? null,
    format: orNotFound(statFormat(key)),
  };
}

/** The score column's id: the spec's sort key ("a sort key (default hrProbability)"). */
export const MODEL_SCORE_COLUMN_ID = 'hrProbability';

export const modelTabColumns = defineColumns<ScoredBatter>([
  {
    id: 'name',
    header: 'Player',
    kind: 'text',
    value: (row) => row.batter.name,
    firstSort: 'asc',
    links: (row) => playerLinks(row.batter.name, row.batter.team),
  },
  {
    id: MODEL_SCORE_COLUMN_ID,
    header: 'HR Projection',
    title: `This tab's ${SCORE_HINT}`,
    tag: SCORE_TAG,
    kind: 'number',
    value: (row) => row.score,
    format: orNotFound((v) => formatProbability(v, DISPLAY_DECIMALS.probabilityPercent)),
  },
  { id: 'batter-hand', header: 'HAND', title: 'Batter bats', kind: 'text', value: (row) => row.batter.hand, format: textOrNotFound },
  batterStat('slg', 'SLUG'),
  batterStat('hc', 'HC'),
  batterStat('fb', 'FB'),
  batterStat('iffb', 'IFFB'),
  batterStat('trueFb', 'TRUE FB'),
  batterStat('ld', 'LD'),
  batterStat('pull', 'PULL'),
  {
    id: 'batter-ab',
    header: 'AB',
    title: 'At-bats (season)',
    kind: 'number',
    value: (row) => row.batter.ab,
    format: orNotFound((v) => formatCount(v)),
  },
  batterStat('barrelPct', 'Barrel%'),
  batterStat('kPct', 'K%'),
  {
    id: 'pitcher-name',
    header: 'PITCHER',
    title: 'Opposing starting pitcher',
    kind: 'text',
    value: (row) => row.batter.pitcher?.name ?? row.batter.opposingPitcher,
    format: textOrNotFound,
  },
  {
    id: 'pitcher-ip',
    header: 'IP',
    title: 'Opposing starter: innings pitched',
    kind: 'number',
    value: (row) => row.batter.pitcher?.ip ?? null,
    format: orNotFound((v) => formatInnings(v)),
  },
  {
    id: 'pitcher-hand',
    header: 'HAND',
    title: 'Opposing starter throws',
    kind: 'text',
    value: (row) => row.batter.pitcher?.hand ?? null,
    format: textOrNotFound,
  },
  pitcherStat('slg', 'SLUG'),
  pitcherStat('hc', 'HC'),
  pitcherStat('fb', 'FB'),
  pitcherStat('iffb', 'IFFB'),
  pitcherStat('trueFb', 'TRUE FB'),
  pitcherStat('ld', 'LD'),
  pitcherStat('pull', 'PULL'),
  pitcherStat('barrelPct', 'Barrel%'),
  {
    id: 'pitcher-kTax',
    header: 'K Tax',
    title: "K Tax: the opposing starter's strikeout rate (K%); a high K% taxes the hitter's chances",
    kind: 'number',
    value: (row) => row.batter.pitcher?.kPct ?? null,
    format: orNotFound((v) => formatPercent(v, 1)),
  },
]);

/** The spec's headers of the model tabs' table, in order. */
export const MODEL_TAB_SPEC_HEADERS = [
  'Player',
  'HR Projection',
  'HAND',
  'SLUG',
  'HC',
  'FB',
  'IFFB',
  'TRUE FB',
  'LD',
  'PULL',
  'AB',
  'Barrel%',
  'K%',
  'PITCHER',
  'IP',
  'HAND',
  'SLUG',
  'HC',
  'FB',
  'IFFB',
  'TRUE FB',
  'LD',
  'PULL',
  'Barrel%',
  'K Tax',
] as const;

export function modelTabSearchText(row: ScoredBatter): string {
  return `${row.batter.name} ${row.batter.team} ${row.batter.pitcher?.name ?? row.batter.opposingPitcher ?? ''}`;
}
