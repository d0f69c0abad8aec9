/**
 * The premium-data leak scanner (tests/browser/premium-leak-scan.ts) used on the configured build:
 * each way a projection row or pick could end up in a file is found, and what the real build
 * legitimately holds (names on other pages, key names in code, public stats equal to a
 * probability, the manifest's counts) is not.
 */
import { describe, expect, it } from 'vitest';
import { formatLeaks, premiumDataOf, scanForPremiumLeaks, type ScannedFile } from '../../browser/premium-leak-scan.ts';

const judge = {
  id: 'mlbam-592450',
  mlbamId: 592450,
  name: 'Aaron Judge',
  team: 'NYY',
  opposingPitcher: 'Tarik Skubal',
  hrProbability: 0.15342,
  hardHitRate: 27.5,
  statSources: ['razzball', 'fangraphs-stats'],
};
const soto = { ...judge, id: 'mlbam-665742', mlbamId: 665742, name: 'Juan Soto', hrProbability: 0.2871, opposingPitcher: null };
const projections = { schemaVersion: 1, date: '2026-08-21', batters: [judge, soto], notInProjections: [], absence: null };
const picks = {
  schemaVersion: 1,
  date: '2026-08-21',
  confident: [{ id: judge.id, name: judge.name, team: 'NYY', gameId: '900001', hrProbability: 0.15342 }],
  punt: [],
};

function generated(extra: Record<string, unknown> = {}): Map<string, string> {
  const files: Record<string, unknown> = {
    'projections.json': projections,
    'picks.json': picks,
    'history/2026-08-21.json': {
      ...picks,
      confident: picks.confident.map((p) => ({ ...p, homered: null })),
      archivedAt: '2026-08-21T12:00:00Z',
    },
    'history/index.json': { schemaVersion: 1, days: [], record: { hits: 0, graded: 0 } },
    'manifest.json': { schemaVersion: 1, date: '2026-08-21', counts: { notInProjections: 3 } },
    'lineups.json': { schemaVersion: 1, date: '2026-08-21', games: [{ away: { players: [{ name: 'Aaron Judge', battingOrder: 2 }] } }] },
    ...extra,
  };
  return new Map(Object.entries(files).map(([name, value]) => [name, JSON.stringify(value, null, 2)]));
}

const premium = premiumDataOf(generated());
const scan = (...files: ScannedFile[]) => formatLeaks(scanForPremiumLeaks(premium, files));

describe('premiumDataOf', () => {
  it("takes every row's and pick's probability and today's three premium files", () => {
    expect(premium.rows.map((row) => [row.name, row.hrProbability])).toEqual([
      ['Aaron Judge', 0.15342],
      ['Juan Soto', 0.2871],
      ['Aaron Judge', 0.15342],
    ]);
    expect([...premium.files.keys()].sort()).toEqual(['history/2026-08-21.json', 'picks.json', 'projections.json']);
  });

  it("adds each row's pHr with three significant digits or more; a short one could be any public stat", () => {
    const withChance = {
      ...projections,
      batters: [
        { ...judge, pHr: 0.1523 },
        { ...soto, pHr: 0.065 },
      ],
    };
    const rows = premiumDataOf(generated({ 'projections.json': withChance })).rows;
    expect(rows.map((row) => [row.name, row.hrProbability])).toContainEqual(['Aaron Judge', 0.1523]);
    expect(rows.map((row) => row.hrProbability)).not.toContain(0.065);
    expect(scan({ path: 'client/a.html', content: '<p>{"pHr":0.1523}</p>' })).toContain('client/a.html: premium-key pHr');
  });

  it('lists the keys only the premium contracts have, less those a public file holds', () => {
    expect(premium.keys).toEqual(expect.arrayContaining(['hrProbability', 'statSources', 'opposingPitcher', 'hardHitRate', 'mlbamId']));
    // The probability model's figures are premium like the rest of projections.
    expect(premium.keys).toEqual(expect.arrayContaining(['pHr', 'pHrInputs', 'pHrDefaulted', 'fairProbability', 'fairProbMethod', 'edge', 'evPerDollar']));
    // A public contract's key, and a key of the manifest's counts.
    expect(premium.keys).not.toContain('name');
    expect(premium.keys).not.toContain('notInProjections');
    // Past days of the pick archive are public: their picks carry hrProbability.
    const pastDay = {
      schemaVersion: 1,
      date: '2026-08-20',
      confident: [{ ...picks.confident[0], homered: true }],
      punt: [],
      archivedAt: 'x',
    };
    expect(premiumDataOf(generated({ 'history/2026-08-20.json': pastDay })).keys).not.toContain('hrProbability');
  });
});

describe('scanForPremiumLeaks finds', () => {
  it('island props as Astro writes them (&quot;-escaped, [0, value])', () => {
    const props = '{&quot;rows&quot;:[1,[[0,{&quot;name&quot;:[0,&quot;Aaron Judge&quot;],&quot;hrProbability&quot;:[0,0.15342]}]]]}';
    expect(scan({ path: 'client/mlb/hr-projections/index.html', content: `<astro-island props="${props}"></astro-island>` })).toEqual([
      'client/mlb/hr-projections/index.html: probability hrProbability 0.15342',
      'client/mlb/hr-projections/index.html: probability Aaron Judge 0.15342',
      'client/mlb/hr-projections/index.html: premium-key hrProbability',
    ]);
  });

  it('minified JS, with the key or after the name', () => {
    expect(scan({ path: 'client/_astro/a.js', content: 'const r=[{n:"x",hrProbability:.15342}];' })).toEqual([
      'client/_astro/a.js: probability hrProbability .15342',
    ]);
    expect(scan({ path: 'server/chunks/b.mjs', content: 'const r=[["Juan Soto","NYY",.2871]];' })).toEqual([
      'server/chunks/b.mjs: probability Juan Soto .2871',
    ]);
  });

  it('a rendered table row: the shown percent after the name', () => {
    const row = '<tr><td class="font-medium">Aaron Judge</td><td>NYY</td><td>Tarik Skubal</td><td>15.3%</td></tr>';
    expect(scan({ path: 'client/mlb/hr-projections/index.html', content: `<table>${row}</table>` })).toEqual([
      'client/mlb/hr-projections/index.html: shown-percent Aaron Judge 15.3%',
    ]);
  });

  it('a JSON row as the pipeline writes it', () => {
    const content = JSON.stringify({ rows: [soto] }, null, 2);
    expect(scan({ path: 'client/data/extra.json', content }).sort()).toEqual(
      [
        'client/data/extra.json: probability hrProbability 0.2871',
        'client/data/extra.json: probability Juan Soto 0.2871',
        'client/data/extra.json: premium-key hrProbability',
        'client/data/extra.json: premium-key mlbamId',
        'client/data/extra.json: premium-key hardHitRate',
        'client/data/extra.json: premium-key statSources',
        'client/data/extra.json: premium-key opposingPitcher',
      ].sort(),
    );
  });

  it('a premium-only key in any quoting, without a probability', () => {
    expect(scan({ path: 'client/a.html', content: '<div data-x="{&quot;statSources&quot;:[]}"></div>' })).toEqual(['client/a.html: premium-key statSources']);
    expect(scan({ path: 'client/b.json', content: '{"payload":"{\\"opposingPitcher\\":null}"}' })).toEqual(['client/b.json: premium-key opposingPitcher']);
    expect(scan({ path: 'client/c.txt', content: '{statSources: ["razzball"]}' })).toEqual(['client/c.txt: premium-key statSources']);
  });

  it('a premium file copied whole: as written, re-indented, or as a JSON string in code', () => {
    const text = generated().get('picks.json')!;
    const minified = JSON.stringify(picks);
    const files = [
      { path: 'client/copy.json', content: Buffer.from(text) },
      { path: 'client/reindented.json', content: JSON.stringify(picks, null, 4) },
      { path: 'server/chunks/embed.mjs', content: `export default JSON.parse(${JSON.stringify(minified)});` },
    ];
    for (const file of files) expect(scan(file)).toContain(`${file.path}: premium-file picks.json`);
  });
});

describe('scanForPremiumLeaks leaves alone', () => {
  it('what the real build holds: names with other figures, key names in code, public stats, the manifest', () => {
    const files: ScannedFile[] = [
      // Lineups: the player's name with his hard-hit percent, not his probability.
      {
        path: 'client/mlb/lineups/index.html',
        content: '<li>Aaron Judge <span>RF</span> <span>27.5%</span></li><p>HR probability is for subscribers.</p>',
      },
      // Column ids and schema fields in code, and an inline script.
      {
        path: 'client/_astro/columns.js',
        content: 'const c=[{id:"hrProbability",header:"HR Prob"},{id:"statSources"}];z.object({opposingPitcher:z.string()})',
      },
      {
        path: 'client/index.html',
        content: '<script type="module">const k={hrProbability:1,statSources:2};</script><style>hr:hover{color:red}</style>',
      },
      // Another player's average equal to a probability; Judge's own figures are different.
      { path: 'client/data/bvp.json', content: '[{"player":"Jose Ramirez","AVG":0.15342},{"player":"Aaron Judge","AVG":0.288}]' },
      { path: 'client/data/manifest.json', content: '{"counts":{"notInProjections":3}}' },
      { path: 'client/favicon.ico', content: Buffer.from([0, 1, 2, 0x31, 0x35, 0x2e, 0x33]) },
    ];
    expect(scan(...files)).toEqual([]);
  });
});
