/**
 * Game ids on the slate (docs/product.md#data-files-and-matching): MLB's gamePk wherever an input carries it,
 * with or without the schedule; without any, the two games of a doubleheader never share an id.
 */
import { describe, expect, it } from 'vitest';
import { assembleGames } from '../../../pipeline/core/slate-games.ts';
import type { RawGame } from '../../../pipeline/inputs/rows.ts';
import { parseLineupsCsv, parseLineupsJson } from '../../../pipeline/sources/lineups.ts';
import { parseProbablePitchersCsv } from '../../../pipeline/sources/games.ts';
import { utf8 } from '../sources/helpers.ts';

const DATE = '2026-08-21';
const hand = () => 'R' as const;
const lineupsCsv = (rows: string[]) => parseLineupsCsv('lineups.csv', utf8(['team,gameDate,game_pk,name,battingOrder,confirmed', ...rows].join('\n')));
const side = (team: string, gamePk: string, n: number) =>
  Array.from({ length: 3 }, (_, i) => `${team},${DATE},${gamePk},${team} Hitter ${n}${i},${i + 1},true`);

describe('game ids without the schedule', () => {
  it("a run without the schedule keys each game by the lineups' game_pk (re-saved 824310.0 included), not a made-up id", () => {
    const lineups = lineupsCsv([...side('MIL', '824310.0', 1), ...side('PIT', '824310.0', 1), ...side('NYY', '824426', 2), ...side('SD', '824426', 2)]);
    expect(lineups.rejected).toEqual([]);
    const { games } = assembleGames(DATE, lineups.rows, [], [], hand);
    expect(games.map((g) => g.id).sort()).toEqual(['824310', '824426']);
  });

  it("a doubleheader's two games keep two ids: by game_pk on rows keyed by one game_key, by number when no input has MLB's id", () => {
    const flat = (gamePk: number | null) =>
      ['MIL', 'PIT'].flatMap((team) =>
        [1, 2].map((slot) => ({
          name: `${team} Batter ${gamePk}-${slot}`,
          team,
          game_key: 'MIL_PIT',
          batting_order: slot,
          ...(gamePk ? { game_pk: gamePk } : {}),
        })),
      );
    const keyed = parseLineupsJson('lineups.json', utf8(JSON.stringify([...flat(824310), ...flat(824311)])));
    expect(keyed.rejected).toEqual([]);
    expect(assembleGames(DATE, keyed.rows, [], [], hand).games.map((g) => g.id)).toEqual(['824310', '824311']);

    const pair = (n: number) => ['MIL', 'PIT'].map((team) => ({ team, gameDate: DATE, players: [{ name: `${team} Starter ${n}`, battingOrder: 1 }] }));
    const spec = parseLineupsJson('lineups.json', utf8(JSON.stringify([...pair(1), ...pair(2)])));
    expect(spec.rejected).toEqual([]);
    const ids = assembleGames(DATE, spec.rows, [], [], hand).games.map((g) => g.id);
    expect(ids).toEqual([`${DATE}-MIL-PIT`, `${DATE}-MIL-PIT-2`]);
  });
});

describe('game ids read by one rule at every adapter', () => {
  it('lineups and the probable-pitchers schedule read 824310.0 as game 824310; a value that is not a whole id is a reject', () => {
    const lineups = lineupsCsv([...side('MIL', '824310.0', 1), ...side('PIT', '824310.0', 1), 'NYY,2026-08-21,82431O,Oh Not,1,true']);
    expect(lineups.rows.map((r) => r.gamePk)).toEqual(['824310', '824310']);
    expect(lineups.rejected.map((r) => [r.line, r.column, r.reason])).toContainEqual([8, 'game_pk', 'column "game_pk": "82431O" is not a game id (gamePk)']);
    const csv = ['game_date,game_pk,away_team,home_team', `${DATE},824310.0,MIL,PIT`, `${DATE},abc,NYY,SD`].join('\n');
    const schedule = parseProbablePitchersCsv('probable_pitchers.csv', utf8(csv));
    expect(schedule.rows.map((g: RawGame) => g.gamePk)).toEqual(['824310']);
    expect(schedule.rejected.map((r) => [r.line, r.column])).toEqual([[3, 'game_pk']]);
  });
});
