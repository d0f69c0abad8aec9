import { describe, expect, it } from 'vitest';
import type { HomeRun, MatchupPitcher, RvRow, RvSummaryRow } from '../../../domain/contracts/index.ts';
import { formatInteger, homeRunColumns, HOME_RUN_INITIAL_SORT } from '../../../src/columns/home-runs.ts';
import { formatCount } from '../../../src/lib/format.ts';
import { parkHomeRunColumns, PARK_LIST_INITIAL_SORT, type ParkRow } from '../../../src/columns/hrs-by-park.ts';
import { bullpenListColumns, starterStatColumns } from '../../../src/columns/matchup-pitchers.ts';
import { formatSummaryThreshold, RV_INITIAL_SORTS, rvRowColumns, rvSummaryColumns, summaryThresholdMeaning } from '../../../src/columns/rv-comparison.ts';
import { formatCell } from '../../../src/ui/table/format-cell.ts';
import { nextSort } from '../../../src/ui/table/sorting.ts';
import type { ColumnSpec } from '../../../src/ui/table/types.ts';

const cells = <Row>(columns: readonly ColumnSpec<Row>[], row: Row) => columns.map((c) => formatCell(c, row));
const column = <Row>(columns: readonly ColumnSpec<Row>[], id: string) => columns.find((c) => c.id === id)!;

describe('RV Comparison columns', () => {
  const row: RvRow = {
    batter: 'Aaron Judge',
    team: 'NYY',
    pitchType: 'FF',
    pitchName: '4-Seam Fastball',
    pitchPct: 49.55,
    rv: 2.345,
    batterHardHit: 66.05,
    pitcher: 'Ace',
    pitcherHardHit: null,
    weightedRV: 1.16195,
    avgRV: -0.004,
  };
  it('run values 2 decimals, hard-hit 1 decimal, usage 1 decimal', () => {
    expect(rvRowColumns.map((c) => c.header)).toEqual([
      'Batter',
      'Team',
      'Pitch',
      'Pitch %',
      'RV',
      'Batter HH%',
      'Pitcher',
      'Pitcher HH%',
      'Weighted RV',
      'Avg RV',
    ]);
    expect(cells(rvRowColumns, row)).toEqual(['Aaron Judge', 'NYY', '4-Seam Fastball (FF)', '49.6%', '2.35', '66.1%', 'Ace', '—', '1.16', '0.00']);
  });
  it('summary columns', () => {
    const summary: RvSummaryRow = {
      batter: 'B',
      team: 'SF',
      pitcher: 'P',
      count: 4,
      pitches: ['FF', 'SL'],
      avgRV: 5,
      totalWeightedRV: 5.421,
    };
    expect(rvSummaryColumns.map((c) => c.header)).toEqual(['Batter', 'Team', 'Pitcher', 'Count', 'Pitches', 'Avg RV', 'Total Weighted RV']);
    expect(cells(rvSummaryColumns, summary)).toEqual(['B', 'SF', 'P', '4', 'FF, SL', '5.00', '5.42']);
  });
  it('default sorts from the spec constants; every column is sortable and a new one starts descending', () => {
    expect(RV_INITIAL_SORTS).toEqual({
      summary: { id: 'count', desc: true },
      allMatchups: { id: 'rv', desc: true },
      hardHitters: { id: 'rv', desc: true },
    });
    expect(rvRowColumns.every((c) => c.sortable !== false && c.firstSort === undefined)).toBe(true);
    expect(nextSort(RV_INITIAL_SORTS.allMatchups, column(rvRowColumns, 'batter'), 'desc')).toEqual({ id: 'batter', desc: true });
    expect(nextSort(RV_INITIAL_SORTS.allMatchups, column(rvRowColumns, 'rv'), 'desc')).toEqual({ id: 'rv', desc: false });
  });
  it('the Summary threshold shows one decimal more than the run values, signed, in runs', () => {
    expect(formatSummaryThreshold(0.017959649122806932)).toBe('+0.018 runs');
    expect(formatSummaryThreshold(-0.036132712456344536)).toBe('−0.036 runs');
    expect(formatSummaryThreshold(-0.0002)).toBe('0.000 runs');
    expect(formatSummaryThreshold(null)).toBe('not computed today (no matchups)');
  });
  it('says in words what the bar means today: the average it is 1.5 times, and why a negative one lets in every even pitch', () => {
    expect(summaryThresholdMeaning(-0.036132712456344536, 1.5)).toBe(
      "Today's average is −0.024 runs per pitch; 1.5 × a negative average is lower still, so the bar sits below zero: it lets in every pitch the batter has not lost runs on.",
    );
    expect(summaryThresholdMeaning(1.2, 1.5)).toBe("Today's average is +0.800 runs per pitch, so a pitch needs 1.5 times the average matchup's value.");
    expect(summaryThresholdMeaning(0.0001, 1.5)).toBe("Today's average is 0.000 runs per pitch, so a pitch counts when the batter has gained runs on it.");
    expect(summaryThresholdMeaning(null, 1.5)).toBeNull();
  });
});

describe('Season Home Runs columns', () => {
  const hr: HomeRun = {
    id: 'x',
    hr_count: 16,
    date: '2026-08-20',
    batter: 1,
    batter_name: 'Jonathan Jennings',
    team_batting: 'LAA',
    pitcher_name: 'José Ozuna',
    pitch_name: null,
    venue: 'Rate Field',
    hit_distance: 1403,
    hit_speed: 103.75,
    hit_angle: 26.4,
  };
  it('the ten columns, newest first by default', () => {
    expect(homeRunColumns.map((c) => c.header)).toEqual([
      'Date',
      'Batter',
      'Team',
      'Pitcher',
      'Pitch',
      'Venue',
      'Distance (ft)',
      'Exit Velo (mph)',
      'Launch Angle (°)',
      'Season HR #',
    ]);
    expect(cells(homeRunColumns, hr)).toEqual(['2026-08-20', 'Jonathan Jennings', 'LAA', 'José Ozuna', '—', 'Rate Field', '1,403', '103.8', '26', '16']);
    expect(HOME_RUN_INITIAL_SORT).toEqual({ id: 'date', desc: true });
  });
  it("formatInteger writes what the kit's formatCount writes", () => {
    for (const value of [0, 7, 412.5, 999.49, 1403, 123456.7, -3.6, null]) expect(formatInteger(value)).toBe(formatCount(value));
    expect(formatInteger(Number.NaN)).toBe('—');
  });
});

describe('HRs By Park list', () => {
  const park: ParkRow = {
    venue: 'Coors Field',
    team: 'COL',
    teamName: 'Colorado Rockies',
    count: 151,
    avgDistance: 414.94,
    avgExitVelo: 105.45,
    longest: 478,
  };
  it('columns with averages to 1 decimal', () => {
    expect(parkHomeRunColumns.map((c) => c.header)).toEqual(['Venue', 'Team', 'Home Runs', 'Avg Distance (ft)', 'Avg Exit Velo (mph)', 'Longest (ft)']);
    expect(cells(parkHomeRunColumns, park)).toEqual(['Coors Field', 'Colorado Rockies', '151', '414.9', '105.5', '478']);
    expect(cells(parkHomeRunColumns, { ...park, team: null, teamName: null })[1]).toBe('—');
  });
  it('opens by count descending; a new column starts ascending (docs/product.md#tables), the same one flips', () => {
    expect(PARK_LIST_INITIAL_SORT).toEqual({ id: 'count', desc: true });
    expect(nextSort(PARK_LIST_INITIAL_SORT, column(parkHomeRunColumns, 'venue'), 'asc')).toEqual({ id: 'venue', desc: false });
    expect(nextSort({ id: 'venue', desc: false }, column(parkHomeRunColumns, 'venue'), 'asc')).toEqual({ id: 'venue', desc: true });
    expect(nextSort(PARK_LIST_INITIAL_SORT, column(parkHomeRunColumns, 'avgDistance'), 'asc')).toEqual({ id: 'avgDistance', desc: false });
  });
});

describe('pitcher lines', () => {
  const pitcher: MatchupPitcher = {
    name: 'Jace Osborne',
    hand: 'L',
    role: 'Closer',
    pitches: null,
    g: 49,
    ip: 50.333333333333336,
    era: 2.857,
    sv: 25,
    hld: 0,
    k9: 11.09,
    kperc: 31.46,
    hr9: 0.893,
    barrelPct: 6.84,
  };
  it('bullpen list: role, G, IP in thirds, ERA, SV, HLD, K/9, K%', () => {
    expect(bullpenListColumns.map((c) => c.header)).toEqual(['Pitcher', 'Role', 'G', 'IP', 'ERA', 'SV', 'HLD', 'K/9', 'K%']);
    expect(cells(bullpenListColumns, pitcher)).toEqual(['Jace Osborne', 'Closer', '49', '50.1', '2.86', '25', '0', '11.09', '31.5%']);
  });
  it('starting-pitcher panel: G, IP, ERA, K/9, K%, HR/9, Barrel%; missing values as the missing text', () => {
    expect(starterStatColumns.map((c) => c.header)).toEqual(['G', 'IP', 'ERA', 'K/9', 'K%', 'HR/9', 'Barrel%']);
    expect(cells(starterStatColumns, { ...pitcher, ip: 137.667, era: null })).toEqual(['49', '137.2', '—', '11.09', '31.5%', '0.89', '6.8%']);
    expect(cells(starterStatColumns, { ...pitcher, hr9: null, barrelPct: null }).slice(5)).toEqual(['—', '—']);
  });
});
