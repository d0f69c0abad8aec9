/**
 * A published slate for the data API tests: two hitters and their picks, valid against the
 * contracts (checked here, so a contract change fails loudly rather than the routes' 500).
 * One name holds a comma and a quote, one team's weather text starts with '=' (a formula to a
 * spreadsheet), to prove the CSV's quoting and formula guard.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import { type PicksFile, picksFileSchema } from '../../domain/contracts/picks.ts';
import { type ProjectedBatter, type ProjectionsFile, projectionsFileSchema } from '../../domain/contracts/projections.ts';
import { inventedBatter } from '../unit/site/invented-batter.ts';

/** The shared invented hitter as the data API serves him: best price at a named book, no opposing starter's line. */
function batter(overrides: Partial<ProjectedBatter>): ProjectedBatter {
  return inventedBatter({ oddsBook: 'DraftKings', pitcher: null, statSources: ['fangraphs-stats'], ...overrides });
}

export function slateFiles(date: string): { projections: ProjectionsFile; picks: PicksFile } {
  const projections = projectionsFileSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    date,
    batters: [
      batter({ gameDate: date }),
      batter({
        id: 'b2',
        mlbamId: null,
        name: 'O\'Neil "Big" Slugger, Jr.',
        team: 'BOS',
        opponent: 'HOU',
        home: false,
        gameDate: date,
        weather: '=HYPERLINK("x")',
        hrProbability: 0.2,
        pHr: 0.0987,
        oddsAmerican: null,
        oddsBook: null,
        fairProbability: null,
        fairProbMethod: null,
        edge: null,
        evPerDollar: null,
        evidencePa: 80.5,
        evidenceThin: true,
      }),
    ],
    notInProjections: [],
    absence: null,
  });
  const picks = picksFileSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    date,
    // Each pick with its row's money figures (none for the unpriced one).
    confident: [
      {
        id: 'b1',
        name: 'Invented Hitter',
        team: 'HOU',
        gameId: '900001',
        gameNumber: null,
        hrProbability: 0.41234,
        opponent: 'BOS',
        oddsAmerican: 400,
        oddsBook: 'DraftKings',
        fairProbability: 0.1818,
        edge: -0.0584,
        evPerDollar: -0.383,
        pHr: 0.1234,
      },
    ],
    punt: [
      {
        id: 'b2',
        name: 'O\'Neil "Big" Slugger, Jr.',
        team: 'BOS',
        gameId: '900001',
        gameNumber: null,
        hrProbability: 0.2,
        opponent: 'HOU',
        oddsAmerican: null,
        oddsBook: null,
        fairProbability: null,
        edge: null,
        evPerDollar: null,
        pHr: 0.0987,
      },
    ],
    value: [],
  });
  return { projections, picks };
}
