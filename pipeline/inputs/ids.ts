/**
 * The input ids and the rows each input yields (see rows.ts for this folder's
 * role). The registry in sources/index.ts gives each id its file names and parser.
 */
import type {
  RawBullpenEntry,
  RawBvpRow,
  RawGame,
  RawGameResult,
  RawHandedness,
  RawHomeRun,
  RawLast7,
  RawLineupTeam,
  RawNamePair,
  RawOddsQuote,
  RawParkFactor,
  RawPitchArsenalRow,
  StatRow,
} from './rows.ts';

/** The rows each input yields, keyed by input id. */
export type InputRows = {
  lineups: RawLineupTeam[];
  games: RawGame[];
  reference: RawNamePair[];
  'name-aliases': RawNamePair[];
  handedness: RawHandedness[];
  razzball: StatRow[];
  projections: StatRow[];
  'fangraphs-stats': StatRow[];
  'fangraphs-stats-prior': StatRow[];
  'fangraphs-pitchers': StatRow[];
  'savant-batter-ev': StatRow[];
  'savant-batter-ev-prior': StatRow[];
  'savant-pitcher-ev': StatRow[];
  'savant-batter-expected': StatRow[];
  'savant-pitcher-expected': StatRow[];
  'savant-batter-arsenal': RawPitchArsenalRow[];
  'savant-pitcher-arsenal': RawPitchArsenalRow[];
  'savant-park-factors': RawParkFactor[];
  'mlb-stats': StatRow[];
  'mlb-stats-prior': StatRow[];
  'mlb-pitching': StatRow[];
  'mlb-history-batting': StatRow[];
  'mlb-history-pitching': StatRow[];
  last7: RawLast7[];
  bvp: RawBvpRow[];
  bullpen: RawBullpenEntry[];
  odds: RawOddsQuote[];
  'home-runs': RawHomeRun[];
  'game-results': RawGameResult[];
};

export type InputId = keyof InputRows;
export type InputRow<K extends InputId> = InputRows[K][number];
