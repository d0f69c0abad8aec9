/**
 * A published slate for the data API tests: two hitters and their picks, valid against the
 * contracts (checked here, so a contract change fails loudly rather than the routes' 500).
 * One name holds a comma and a quote, one team's weather text starts with '=' (a formula to a
 * spreadsheet), to prove the CSV's quoting and formula guard.
 */
import { SCHEMA_VERSION } from '../../domain/contracts/common.ts';
import { type PicksFile, picksFileSchema } from '../../domain/contracts/picks.ts';
import { type ProjectedBatter, type ProjectionsFile, projectionsFileSchema } from '../../domain/contracts/projections.ts';

function batter(overrides: Partial<ProjectedBatter>): ProjectedBatter {
  return {
    id: 'b1',
    mlbamId: 1,
    name: 'Invented Hitter',
    team: 'HOU',
    opponent: 'BOS',
    battingOrder: 3,
    position: 'RF',
    confirmed: true,
    hand: 'R',
    opposingPitcher: 'Invented Arm',
    stadiumName: 'Invented Park',
    gameId: '900001',
    gameTime: '2026-08-21T23:10:00Z',
    home: true,
    gameDate: '2026-08-21',
    weather: null,
    hrProbability: 0.41234,
    hardHitRate: 45.55,
    hrRate: 0.0833,
    barrelRate: 12.34,
    exitVelo: 91.26,
    launchAngle: 13.04,
    parkFactor: 1.05,
    temperature: 71.6,
    maxEV: 110,
    hr: 2,
    avg: 0.2857,
    slg: 1,
    ld: 20,
    fb: 40,
    pull: 45,
    hc: 45,
    iffb: 10,
    trueFb: 36,
    ab: 400,
    barrelPct: 12.34,
    kPct: 22,
    ip: null,
    oddsAmerican: 400,
    oddsBook: 'DraftKings',
    oddsNoAmerican: null,
    books: [],
    pHr: 0.1234,
    pHrInputs: ['batter', 'slot'],
    pHrDefaulted: ['bullpen'],
    evidencePa: 450,
    evidenceThin: false,
    fairProbability: 0.1818,
    fairProbMethod: 'default-margin',
    edge: -0.0584,
    evPerDollar: -0.383,
    pitcher: null,
    statSources: ['fangraphs-stats'],
    ...overrides,
  };
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
    confident: [{ id: 'b1', name: 'Invented Hitter', team: 'HOU', gameId: '900001', hrProbability: 0.41234, opponent: 'BOS', oddsAmerican: 400, pHr: 0.1234 }],
    punt: [
      { id: 'b2', name: 'O\'Neil "Big" Slugger, Jr.', team: 'BOS', gameId: '900001', hrProbability: 0.2, opponent: 'HOU', oddsAmerican: null, pHr: 0.0987 },
    ],
  });
  return { projections, picks };
}
