import { describe, expect, it } from 'vitest';
import { parseLineupsCsv, parseLineupsJson } from '../../../pipeline/sources/lineups.ts';
import type { RawLineupPlayer } from '../../../pipeline/inputs/rows.ts';
import { utf8 } from './helpers.ts';

const player = (over: Partial<RawLineupPlayer> & { name: string }): RawLineupPlayer => ({
  mlbamId: null,
  battingOrder: null,
  position: null,
  confirmed: false,
  hand: null,
  weather: null,
  ...over,
});

const side = (game: string, which: 'away' | 'home', line: number, homeTeam = game.split('_')[1] ?? '') => ({ game, side: which, line, gamePk: null, homeTeam });

describe('parseLineupsJson, spec shape', () => {
  it('reads team entries in (away, home) order with SP, confirmed flags, ids and weather', () => {
    const json = `[
  {"team": "SFG", "gameDate": "2026-06-14", "weather": "72 degrees, clear", "players": [
    {"name": "Ramón Quiñones", "battingOrder": 3, "position": "RF", "confirmed": true, "weather": "72 degrees, clear", "id": 700101},
    {"name": "Cole Marchetti", "battingOrder": "SP", "position": "P", "confirmed": true}
  ]},
  {"team": "Diamondbacks", "gameDate": "2026-06-14", "weather": null, "players": [
    {"name": "Tyson Earle", "battingOrder": "1", "position": "CF", "confirmed": "false"}
  ]}
]`;
    const parsed = parseLineupsJson('lineups.json', utf8(json));
    expect(parsed.format).toBe('lineups-spec');
    expect(parsed.rowsRead).toBe(3);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        team: 'SF',
        gameDate: '2026-06-14',
        weather: '72 degrees, clear',
        players: [
          player({ name: 'Ramón Quiñones', mlbamId: 700101, battingOrder: 3, position: 'RF', confirmed: true, weather: '72 degrees, clear' }),
          player({ name: 'Cole Marchetti', battingOrder: 'SP', position: 'P', confirmed: true }),
        ],
        ...side('pair 1', 'away', 2, 'ARI'),
      },
      {
        team: 'ARI',
        gameDate: '2026-06-14',
        weather: null,
        players: [player({ name: 'Tyson Earle', battingOrder: 1, position: 'CF' })],
        ...side('pair 1', 'home', 6, 'ARI'),
      },
    ]);
  });

  it('drops a rejected entry together with its opponent so the pairs stay aligned', () => {
    const json = `[
  {"team": "NYY", "players": [{"name": "Nate Holloway", "battingOrder": 2}]},
  {"team": "XYZ", "players": [{"name": "Marcus Ybarra", "battingOrder": 4}]},
  {"team": "KCR", "players": [{"name": "Luis Ferrán", "battingOrder": 1}]},
  {"team": "SEA", "players": [{"name": "Theo Vance", "battingOrder": 6}]}
]`;
    const parsed = parseLineupsJson('lineups.json', utf8(json));
    expect(parsed.rows.map((e) => e.team)).toEqual(['KC', 'SEA']);
    expect(parsed.rejected).toEqual([
      { file: 'lineups.json', line: 2, column: null, reason: 'entry [0] (NYY) dropped with its opponent entry [1], which was rejected' },
      { file: 'lineups.json', line: 3, column: '[1].team', reason: '[1].team: unknown team code "XYZ"' },
    ]);
  });
});

describe('parseLineupsJson, flat lineup-site shape', () => {
  it('groups by game_key in file order, away first even when the home rows come first', () => {
    const json = `[
{"name": "Nate Holloway", "team": "NYY", "game_key": "TOR_NYY", "batting_order": 2, "pos": "SS", "hand": "L", "lineup_confirmed": true},
{"name": "Jonah Pruitt", "team": "TOR", "game_key": "TOR_NYY", "batting_order": 1, "pos": "CF", "hand": "R", "lineup_confirmed": false},
{"name": "Luis Ferrán", "team": "KC", "game_key": "DET_KC", "batting_order": 5, "pos": "1B", "hand": "B", "lineup_confirmed": false},
{"name": "Gus Amador", "team": "DET", "game_key": "DET_KC", "batting_order": null, "pos": "SP", "hand": "R", "lineup_confirmed": false}
]`;
    const parsed = parseLineupsJson('lineups.json', utf8(json));
    expect(parsed.format).toBe('lineups-flat');
    expect(parsed.rowsRead).toBe(4);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        team: 'TOR',
        gameDate: null,
        weather: null,
        players: [player({ name: 'Jonah Pruitt', battingOrder: 1, position: 'CF', hand: 'R' })],
        ...side('TOR_NYY', 'away', 2),
      },
      {
        team: 'NYY',
        gameDate: null,
        weather: null,
        players: [player({ name: 'Nate Holloway', battingOrder: 2, position: 'SS', hand: 'L', confirmed: true })],
        ...side('TOR_NYY', 'home', 2),
      },
      {
        team: 'DET',
        gameDate: null,
        weather: null,
        players: [player({ name: 'Gus Amador', battingOrder: 'SP', position: 'SP', hand: 'R' })],
        ...side('DET_KC', 'away', 4),
      },
      {
        team: 'KC',
        gameDate: null,
        weather: null,
        players: [player({ name: 'Luis Ferrán', battingOrder: 5, position: '1B', hand: 'S' })],
        ...side('DET_KC', 'home', 4),
      },
    ]);
  });

  it('keeps a slot given to several players and says so', () => {
    const json =
      '[{"name":"A Bell","team":"TOR","game_key":"TOR_NYY","batting_order":5},{"name":"B Cruz","team":"TOR","game_key":"TOR_NYY","batting_order":5}]';
    const parsed = parseLineupsJson('lineups.json', utf8(json));
    expect(parsed.rows[0]?.players).toHaveLength(2);
    expect(parsed.warnings).toEqual([
      'game TOR_NYY: no players for NYY',
      'TOR lineup gives one batting-order slot to several players (slot 5 x2)',
      'TOR lineup has 2 batters: no batter in slots 1, 2, 3, 4, 6, 7, 8, 9',
    ]);
  });

  const nine = (team: string, key: string) =>
    Array.from({ length: 9 }, (_, i) => ({ name: `${team} Batter${i + 1}`, team, game_key: key, batting_order: i + 1 }));

  it('a 10th hitter with a null batting order is rejected with the reason, never a 10-man lineup', () => {
    const rows = [...nine('TOR', 'TOR_NYY'), { name: 'Extra Bench', team: 'TOR', game_key: 'TOR_NYY', batting_order: null }, ...nine('NYY', 'TOR_NYY')];
    const parsed = parseLineupsJson('lineups.json', utf8(`[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]`));
    expect(parsed.rows.map((e) => e.players.length)).toEqual([9, 9]);
    expect(parsed.rowsRead).toBe(19);
    expect(parsed.rejected).toEqual([
      {
        file: 'lineups.json',
        line: 11,
        column: 'battingOrder',
        reason: 'Extra Bench has no batting-order slot: the TOR lineup already has 9 batters (slots 1-9)',
      },
    ]);
  });

  it('a 10th hitter on a slot already taken is rejected, the first holder of the slot kept', () => {
    const rows = [{ name: 'Early Five', team: 'NYY', game_key: 'TOR_NYY', batting_order: 5 }, ...nine('TOR', 'TOR_NYY'), ...nine('NYY', 'TOR_NYY')];
    const parsed = parseLineupsJson('lineups.json', utf8(`[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]`));
    expect(parsed.rows[1]?.players.map((p) => p.name)).toContain('Early Five');
    expect(parsed.rows[1]?.players).toHaveLength(9);
    expect(parsed.rejected.map((r) => r.reason)).toEqual(['NYY Batter5 is on slot 5, already taken: the NYY lineup already has 9 batters (slots 1-9)']);
  });
});

describe('parseLineupsCsv', () => {
  it('reads one row per player, a run of one team being an entry', () => {
    const csv = [
      'team,gameDate,weather,name,battingOrder,position,confirmed,id',
      'SDP,2026-06-14,"68 degrees, overcast",Marcus Ybarra,1,2B,true,700105',
      'SDP,2026-06-14,,Vic Solano,SP,P,true,',
      'TBR,2026-06-14,,Ray Lindqvist,4,DH,false,710001',
    ].join('\n');
    const parsed = parseLineupsCsv('lineups.csv', utf8(csv));
    expect(parsed.format).toBe('lineups-csv');
    expect(parsed.rowsRead).toBe(3);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        team: 'SD',
        gameDate: '2026-06-14',
        weather: '68 degrees, overcast',
        players: [
          player({ name: 'Marcus Ybarra', mlbamId: 700105, battingOrder: 1, position: '2B', confirmed: true, weather: '68 degrees, overcast' }),
          player({ name: 'Vic Solano', battingOrder: 'SP', position: 'P', confirmed: true }),
        ],
        ...side('pair 1', 'away', 2, 'TB'),
      },
      {
        team: 'TB',
        gameDate: '2026-06-14',
        weather: null,
        players: [player({ name: 'Ray Lindqvist', mlbamId: 710001, battingOrder: 4, position: 'DH' })],
        ...side('pair 1', 'home', 4, 'TB'),
      },
    ]);
  });
});

describe('one player per lineup entry, game ids and slate instants', () => {
  const entry = (players: object[], extra: object = {}) =>
    JSON.stringify([
      { team: 'SF', gameDate: '2026-08-21', players, ...extra },
      { team: 'MIN', gameDate: '2026-08-21', players: [{ name: 'Home Hitter', battingOrder: 1 }] },
    ]);

  it('one hitter under an accented and a plain spelling is kept once, the second row rejected', () => {
    const parsed = parseLineupsJson(
      'l.json',
      utf8(
        entry([
          { name: 'José Ramírez', battingOrder: 3 },
          { name: 'Jose Ramirez', battingOrder: 3 },
        ]),
      ),
    );
    expect(parsed.rows[0]?.players.map((p) => p.name)).toEqual(['José Ramírez']);
    expect(parsed.rejected.map((r) => r.reason)).toEqual([expect.stringContaining('duplicate player Jose Ramirez in the SF lineup')]);
  });

  it("a two-way player's pitcher row and batter row are both kept", () => {
    const parsed = parseLineupsJson(
      'l.json',
      utf8(
        entry([
          { name: 'Two Way', battingOrder: 'SP', position: 'P' },
          { name: 'Two Way', battingOrder: 1, position: 'DH' },
        ]),
      ),
    );
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]?.players.map((p) => p.battingOrder)).toEqual(['SP', 1]);
  });

  it('reads a game id and keeps a zoned gameDate as written (the slate converts it)', () => {
    const parsed = parseLineupsJson('l.json', utf8(entry([{ name: 'A', battingOrder: 1 }], { gamePk: 824368, gameDate: '2026-08-22T01:10:00Z' })));
    expect(parsed.rows[0]).toMatchObject({ gamePk: '824368', gameDate: '2026-08-22T01:10:00Z', homeTeam: 'MIN' });
  });
});
