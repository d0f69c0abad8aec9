/**
 * Real mornings said out loud (docs/product.md#data-files-and-matching): a hitter traded
 * overnight on two clubs' lineups keeps one club; an opener is flagged and modelled for his
 * short outing; a lineup starter the schedule does not name is warned with both names.
 */
import { describe, expect, it } from 'vitest';
import { leagueContext, predictHomeRun, type BatterGameInputs } from '../../../domain/probability/index.ts';
import { buildLineupsFile } from '../../../pipeline/core/builders/lineups.ts';
import { bullpenShareBehindOpener, openerOuting, plateAppearancesAgainstOpener } from '../../../pipeline/core/opener.ts';
import { settleSlateLineups } from '../../../pipeline/core/slate-lineups.ts';
import type { InputRows } from '../../../pipeline/inputs/ids.ts';
import type { RawLineupTeam } from '../../../pipeline/inputs/rows.ts';
import { CARD, DATE, joinOf, projectionsOf, rowsOf, runBuilder, stat } from './builders/slate-fixture.ts';

const base = rowsOf();
const [nyy, bos] = base.lineups as [RawLineupTeam, RawLineupTeam];

describe('a hitter on two clubs the same day (traded overnight)', () => {
  /** Juan Soto (665742) in NYY's lineup and, stale, in BOS's. */
  const soto = (nyyConfirmed: boolean, bosConfirmed: boolean, bosId: number | null): InputRows['lineups'] => [
    { ...nyy, players: nyy.players.map((p) => (p.name === 'Juan Soto' ? { ...p, confirmed: nyyConfirmed } : p)) },
    {
      ...bos,
      players: [
        ...bos.players.filter((p) => p.battingOrder !== 'SP'),
        { name: 'Juan Soto', mlbamId: bosId, battingOrder: 3, position: 'LF', confirmed: bosConfirmed, hand: 'L', weather: null },
        ...bos.players.filter((p) => p.battingOrder === 'SP'),
      ],
    },
  ];
  const clubsOf = (join: ReturnType<typeof joinOf>, name: string) =>
    projectionsOf(join)
      .file.batters.filter((b) => b.name === name)
      .map((b) => b.team);

  it("keeps the club whose lineup is confirmed; the other club's stale entry (no id: the tables know one Juan Soto) is not projected, picked or shown", () => {
    const join = joinOf({ lineups: soto(true, false, null) });
    expect(clubsOf(join, 'Juan Soto')).toEqual(['NYY']);
    const lineups = runBuilder(buildLineupsFile, join).data;
    expect(lineups.games[0]!.home.players.map((p) => p.name)).toEqual(['Rafael Devers', 'Nobody Known']);
    expect(join.inputWarnings.get('lineups')).toEqual([
      'Juan Soto (MLBAM id 665742) is in the lineups of NYY and BOS: kept with NYY (its lineup lists him as confirmed); the BOS entry is not projected',
    ]);
  });

  it("without a confirmed lineup, the club of the stat feeds' latest row with his id; neither when nothing tells", () => {
    const moved = [stat('Juan Soto', 'NYY', 665742, { HR: 20, PA: 400 }), stat('Juan Soto', 'BOS', 665742, { HR: 1, PA: 12 })];
    const join = joinOf({ lineups: soto(false, false, 665742), 'mlb-stats': moved });
    expect(clubsOf(join, 'Juan Soto')).toEqual(['BOS']);
    expect(join.inputWarnings.get('lineups')![0]).toBe(
      'Juan Soto (MLBAM id 665742) is in the lineups of NYY and BOS: kept with BOS (the latest mlb-stats row with his id is with BOS); the NYY entry is not projected',
    );
    const unknown = joinOf({ lineups: soto(false, false, 665742), 'fangraphs-stats': base['fangraphs-stats'].filter((r) => r.name !== 'Juan Soto') });
    expect(clubsOf(unknown, 'Juan Soto')).toEqual([]);
    expect(unknown.inputWarnings.get('lineups')![0]).toMatch(
      /neither a confirmed lineup nor the stat tables say which club he is with: not projected for either$/,
    );
  });

  it('two people of one name on two clubs (different ids) are both projected', () => {
    const namesake = stat('Juan Soto', 'BOS', 999999, { HR: 2, AB: 80, 'Barrel%': 5, EV: 86, LA: 9 });
    const join = joinOf({ lineups: soto(true, true, 999999), 'fangraphs-stats': [...base['fangraphs-stats'], namesake] });
    expect(clubsOf(join, 'Juan Soto').sort()).toEqual(['BOS', 'NYY']);
    expect(join.inputWarnings.get('lineups')).toBeUndefined();
  });
});

describe('openers', () => {
  /** Brayan Bello, BOS's listed starter, with a reliever's season (no start, short outings) or a starter's. */
  const bello = (gamesStarted: number) =>
    stat('Brayan Bello', 'BOS', 678394, { G: 40, GS: gamesStarted, IP: 44, PA: 190, HR: 9, ERA: 4.5, 'K/9': 9, 'K%': 24 });
  const pitchers = (gamesStarted: number) => [...base['fangraphs-pitchers'], bello(gamesStarted)];

  it('the rule: no start, enough games, at most OPENER_RULE.maxInningsPerGame a game; his batters per outing from his own line', () => {
    const outing = openerOuting({ G: 40, GS: 0, IP: 44, PA: 190 }, 4.3)!;
    expect([outing.games, outing.innings]).toEqual([40, 44]);
    expect(outing.inningsPerGame).toBeCloseTo(1.1, 10);
    expect(outing.battersPerGame).toBeCloseTo(4.75, 10);
    expect(openerOuting({ G: 40, GS: 0, IP: 44 }, 4.3)?.battersPerGame).toBeCloseTo(1.1 * 4.3, 10);
    expect(openerOuting({ G: 40, GS: 1, IP: 44 }, 4.3)).toBeNull();
    expect(openerOuting({ G: 2, GS: 0, IP: 2 }, 4.3)).toBeNull();
    expect(openerOuting({ G: 10, GS: 0, IP: 16 }, 4.3)).toBeNull();
    expect(openerOuting({ G: 10, GS: 0 }, 4.3)).toBeNull();
  });

  it("a batting slot's PAs against him: the order turns over every nine batters (hand-computed)", () => {
    // 5.7 batters: slots 1-5 face him once, slot 6 for 0.7 of a PA, slots 7-9 never.
    const against = [1, 5, 6, 7, 9].map((slot) => plateAppearancesAgainstOpener(slot, 5.7));
    for (const [i, pa] of [1, 1, 0.7, 0, 0].entries()) expect(against[i]).toBeCloseTo(pa, 10);
    // 11 batters: slots 1 and 2 twice, the rest once.
    expect([1, 2, 3, 9].map((slot) => plateAppearancesAgainstOpener(slot, 11))).toEqual([2, 2, 1, 1]);
    const league = { expectedPa: { away: Array(9).fill(4), home: Array(9).fill(4.5), pitcherBatting: 2.5 } };
    const outing = { games: 40, innings: 44, inningsPerGame: 1.1, battersPerGame: 5.7 };
    expect(bullpenShareBehindOpener(outing, league, 6, false)).toBeCloseTo(1 - 0.7 / 4, 10);
    expect(bullpenShareBehindOpener(outing, league, 1, true)).toBeCloseTo(1 - 1 / 4.5, 10);
  });

  it('the model: the PA share given to the bullpen replaces the slot share; with the whole game to the bullpen the starter does not count', () => {
    const league = leagueContext(CARD.constants, { pa: 180_000, hr: 5_400 });
    const input: BatterGameInputs = {
      batter: { trials: 400, homeRuns: 20 },
      bats: 'R',
      slot: 3,
      isHome: false,
      startingPitcher: { trials: 300, homeRuns: 18 },
      pitcherThrows: 'R',
      bullpen: { trials: 1500, homeRuns: 30 },
      parkFactor: 1,
    };
    const withStarter = (startingPitcher: BatterGameInputs['startingPitcher'], bullpenShare?: number) =>
      predictHomeRun(CARD.constants, league, { ...input, startingPitcher, bullpenShare }).p;
    expect(withStarter({ trials: 300, homeRuns: 2 }, 1)).toBeCloseTo(withStarter({ trials: 300, homeRuns: 30 }, 1), 12);
    expect(withStarter({ trials: 300, homeRuns: 30 })).toBeGreaterThan(withStarter({ trials: 300, homeRuns: 2 }));
    // A homer-prone starter, a stingy bullpen: more of the game to the bullpen lowers the chance.
    expect(withStarter(input.startingPitcher, 0.8)).toBeLessThan(withStarter(input.startingPitcher));
  });

  it("in the build: the row says so, the report says so, and the hitter's chance leans on the bullpen for the rest of the game", () => {
    const opener = joinOf({ 'fangraphs-pitchers': pitchers(0) });
    const starter = joinOf({ 'fangraphs-pitchers': pitchers(30) });
    const rows = (join: ReturnType<typeof joinOf>) => projectionsOf(join).file.batters;
    const judge = (join: ReturnType<typeof joinOf>) => rows(join).find((b) => b.name === 'Aaron Judge')!;
    expect(rows(opener).map((b) => [b.name, b.opposingPitcherOpener])).toEqual(
      expect.arrayContaining([
        ['Aaron Judge', true],
        ['Juan Soto', true],
        ['Rafael Devers', false],
      ]),
    );
    expect(judge(starter).opposingPitcherOpener).toBe(false);
    // Bello allows 9 HR in 190 batters; BOS's bullpen (Chapman) far fewer: the opener's short outing lowers Judge's chance.
    expect(judge(opener).pHr).toBeLessThan(judge(starter).pHr);
    expect(opener.inputWarnings.get('lineups')).toEqual([
      "BOS's listed starter Brayan Bello is an opener (no start in 40 games, 1.1 innings a game in fangraphs-pitchers): the model gives him 4.8 batters and the rest of the game to the bullpen",
    ]);
    expect(starter.inputWarnings.get('lineups')).toBeUndefined();
  });
});

describe('the lineup and the schedule disagree on the starter', () => {
  const scheduleWith = (homePitcher: { name: string; mlbamId: number | null }) => base.games.map((g) => ({ ...g, homePitcher }));

  it('a warning names both; the lineup’s starter is the one the model faces', () => {
    const settled = settleSlateLineups('lineups.json', DATE, base.lineups, scheduleWith({ name: 'Garrett Crochet', mlbamId: 676979 }));
    expect(settled.warnings).toContain(
      "game 777001 (NYY@BOS): the BOS lineup lists Brayan Bello as its starter, the schedule's probable pitcher is Garrett Crochet: the model faces the lineup's Brayan Bello",
    );
    expect(projectionsOf(joinOf({ games: scheduleWith({ name: 'Garrett Crochet', mlbamId: 676979 }) })).file.batters[0]!.opposingPitcher).not.toBe(
      'Garrett Crochet',
    );
  });

  it('the same pitcher written another way (same id, or no ids and the name folded) is no disagreement', () => {
    for (const probable of [
      { name: 'Bello, Brayan', mlbamId: 678394 },
      { name: 'BRAYAN BELLÓ', mlbamId: null },
    ]) {
      const settled = settleSlateLineups('lineups.json', DATE, base.lineups, scheduleWith(probable));
      expect(settled.warnings.filter((w) => w.includes('probable pitcher'))).toEqual([]);
    }
  });
});
