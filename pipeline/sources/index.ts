/**
 * The registry of inputs (docs/inputs.md): for each input id, the file names it
 * may have (first found wins), whether the build needs it, and its pure parser.
 * An input with two file names picks its parser by the name that was found.
 */
import path from 'node:path';
import { parseBullpen } from './bullpen.ts';
import { parseBvp } from './bvp.ts';
import { parseFangraphsBatters, parseFangraphsPitchers, parseFangraphsProjections } from './fangraphs.ts';
import { parseGameResults } from './game-results.ts';
import { parseMatchupData, parseProbablePitchersCsv } from './games.ts';
import { parseHomeRunsCsv, parseStatcastSearch } from './home-runs.ts';
import { parseLast7 } from './last7.ts';
import { parseLineupsCsv, parseLineupsJson } from './lineups.ts';
import { parseMlbHistoryBatting, parseMlbHistoryPitching } from './mlb-history.ts';
import { parseMlbPitching, parseMlbStats } from './mlb-stats.ts';
import { parseOdds } from './odds.ts';
import type { ParsedInput } from './parsed-input.ts';
import { parseRazzball } from './razzball.ts';
import { parseCharacterReplacements, parseHandedness, parseNameAliases } from './reference.ts';
import { parseSavantExitVelocity, parseSavantExpectedStats, parseSavantParkFactors, parseSavantPitchArsenal } from './savant.ts';
import type { InputId, InputRow } from '../inputs/ids.ts';

export type InputParser<K extends InputId> = (file: string, bytes: Uint8Array) => ParsedInput<InputRow<K>>;

export interface InputDefinition<K extends InputId = InputId> {
  id: K;
  /** In preference order: the first that exists in the raw folder is read. */
  fileNames: readonly string[];
  required: boolean;
  description: string;
  /** `file` is the file name found (relative to the raw folder); it selects the format where an input has two. */
  parse: InputParser<K>;
}

/** One definition per input id, typed so that narrowing on `id` gives the row type. */
export type AnyInputDefinition = { [K in InputId]: InputDefinition<K> }[InputId];

const define = <K extends InputId>(definition: InputDefinition<K>): InputDefinition<K> => definition;

/** Chooses a parser by the found file's name (its base name, case-insensitive). */
const byFileName =
  <K extends InputId>(parsers: Record<string, InputParser<K>>, fallback: InputParser<K>): InputParser<K> =>
  (file, bytes) =>
    (parsers[path.basename(file).toLowerCase()] ?? fallback)(file, bytes);

export const INPUTS: readonly AnyInputDefinition[] = [
  define({
    id: 'lineups',
    fileNames: ['lineups.json', 'lineups.csv'],
    required: true,
    description: "Today's lineups: team entries in (away, home) pairs (spec array, flat lineup-site rows, or CSV)",
    parse: byFileName({ 'lineups.csv': parseLineupsCsv }, parseLineupsJson),
  }),
  define({
    id: 'games',
    fileNames: ['matchup_data.json', 'probable_pitchers.csv'],
    required: false,
    description: 'Games with venue, weather and probable starters',
    parse: byFileName({ 'probable_pitchers.csv': parseProbablePitchersCsv }, parseMatchupData),
  }),
  define({
    id: 'reference',
    fileNames: ['reference.csv'],
    required: false,
    description: 'Character replacements for accent folding (no header: character,replacement)',
    parse: parseCharacterReplacements,
  }),
  define({
    id: 'name-aliases',
    fileNames: ['name_aliases.csv'],
    required: false,
    description: 'Name aliases for fallback (2) of the name matching (alias,canonical)',
    parse: parseNameAliases,
  }),
  define({
    id: 'handedness',
    fileNames: ['PlayerHandedness.csv'],
    required: false,
    description: 'Player handedness (no header: name,hand)',
    parse: parseHandedness,
  }),
  define({
    id: 'razzball',
    fileNames: ['razzball.csv'],
    required: false,
    description: 'Projection-site table (first in stat priority)',
    parse: parseRazzball,
  }),
  define({
    id: 'projections',
    fileNames: ['projections.csv'],
    required: false,
    description: 'FanGraphs projections export (Steamer / THE BAT X)',
    parse: parseFangraphsProjections,
  }),
  define({
    id: 'fangraphs-stats',
    fileNames: ['fangraphs-stats.csv'],
    required: false,
    description: 'FanGraphs batting leaderboard export',
    parse: parseFangraphsBatters,
  }),
  define({
    id: 'fangraphs-stats-prior',
    fileNames: ['fangraphs-stats-prior.csv'],
    required: false,
    description: "FanGraphs batting leaderboard export of the previous season (the probability model's prior-season counts)",
    parse: parseFangraphsBatters,
  }),
  define({
    id: 'fangraphs-pitchers',
    fileNames: ['fangraphs-pitchers.csv'],
    required: false,
    description: 'FanGraphs pitching leaderboard export',
    parse: parseFangraphsPitchers,
  }),
  define({
    id: 'savant-batter-ev',
    fileNames: ['savant_batter_ev_barrels.csv'],
    required: false,
    description: 'Savant Exit Velocity & Barrels leaderboard, batters',
    parse: parseSavantExitVelocity,
  }),
  define({
    id: 'savant-batter-ev-prior',
    fileNames: ['savant_batter_ev_barrels_prior.csv'],
    required: false,
    description: "Savant Exit Velocity & Barrels leaderboard, batters, of the previous season (the probability model's Statcast prior: barrels per PA)",
    parse: parseSavantExitVelocity,
  }),
  define({
    id: 'savant-pitcher-ev',
    fileNames: ['savant_pitcher_ev_barrels.csv'],
    required: false,
    description: 'Savant Exit Velocity & Barrels leaderboard, pitchers',
    parse: parseSavantExitVelocity,
  }),
  define({
    id: 'savant-batter-expected',
    fileNames: ['savant_batter_expected_stats.csv'],
    required: false,
    description: 'Savant Expected Statistics, batters',
    parse: parseSavantExpectedStats,
  }),
  define({
    id: 'savant-pitcher-expected',
    fileNames: ['savant_pitcher_expected_stats.csv'],
    required: false,
    description: 'Savant Expected Statistics, pitchers',
    parse: parseSavantExpectedStats,
  }),
  define({
    id: 'savant-batter-arsenal',
    fileNames: ['savant_pitch_arsenal.csv'],
    required: false,
    description: 'Savant Pitch Arsenal Stats, type=batter',
    parse: parseSavantPitchArsenal,
  }),
  define({
    id: 'savant-pitcher-arsenal',
    fileNames: ['savant_pitcher_arsenal.csv'],
    required: false,
    description: 'Savant Pitch Arsenal Stats, type=pitcher',
    parse: parseSavantPitchArsenal,
  }),
  define({
    id: 'savant-park-factors',
    fileNames: ['savant_park_factors.csv'],
    required: false,
    description: 'Savant Statcast Park Factors (HR index = the model park factor)',
    parse: parseSavantParkFactors,
  }),
  define({
    id: 'mlb-stats',
    fileNames: ['mlb_stats.csv'],
    required: false,
    description: 'MLB Stats API season hitting, one row per player',
    parse: parseMlbStats,
  }),
  define({
    id: 'mlb-stats-prior',
    fileNames: ['mlb_stats_prior.csv'],
    required: false,
    description: "MLB Stats API hitting of the previous season (the probability model's prior-season counts when FanGraphs' is missing)",
    parse: parseMlbStats,
  }),
  define({
    id: 'mlb-pitching',
    fileNames: ['mlb_pitching.csv'],
    required: false,
    description: "MLB Stats API season pitching, one row per player (the starters' and relievers' counts when FanGraphs' is missing)",
    parse: parseMlbPitching,
  }),
  define({
    id: 'mlb-history-batting',
    fileNames: ['mlb_history_batting.csv'],
    required: false,
    description: "MLB Stats API hitting of the three seasons before the slate's, one row per player and season (the probability model's batter history)",
    parse: parseMlbHistoryBatting,
  }),
  define({
    id: 'mlb-history-pitching',
    fileNames: ['mlb_history_pitching.csv'],
    required: false,
    description: "MLB Stats API pitching of the three seasons before the slate's, one row per player and season (the probability model's starter history)",
    parse: parseMlbHistoryPitching,
  }),
  define({
    id: 'last7',
    fileNames: ['last7references.csv'],
    required: false,
    description: 'Last-7-day figures (no header: name,team,AB,H,HR,AVG,SLG)',
    parse: parseLast7,
  }),
  define({
    id: 'bvp',
    fileNames: ['bvp.json'],
    required: false,
    description: 'Batter vs. pitcher career lines',
    parse: parseBvp,
  }),
  define({
    id: 'bullpen',
    fileNames: ['bullpen.json'],
    required: false,
    description: 'Bullpen depth chart entries with six days of usage',
    parse: parseBullpen,
  }),
  define({
    id: 'odds',
    fileNames: ['odds.json'],
    required: false,
    description: 'Sportsbook home-run prices',
    parse: parseOdds,
  }),
  define({
    id: 'home-runs',
    fileNames: ['home_runs.csv', 'statcast_home_runs.csv'],
    required: false,
    description: 'Home-run events (normalised CSV or a raw Statcast search export)',
    parse: byFileName({ 'statcast_home_runs.csv': parseStatcastSearch }, parseHomeRunsCsv),
  }),
  define({
    id: 'game-results',
    fileNames: ['game_results.json'],
    required: false,
    description: "Earlier days' final game states and box scores (MLB Stats API), for settling the archived picks",
    parse: parseGameResults,
  }),
];

/** The definition of one input, typed by its id. */
export function inputDefinition<K extends InputId>(id: K): InputDefinition<K> {
  const found = INPUTS.find((d) => d.id === id);
  if (!found) throw new Error(`unknown input id "${id}"`);
  return found as unknown as InputDefinition<K>;
}

/** Parses one input's bytes with its registered parser, typed by the id. */
export function parseInput<K extends InputId>(id: K, file: string, bytes: Uint8Array): ParsedInput<InputRow<K>> {
  return inputDefinition(id).parse(file, bytes);
}
