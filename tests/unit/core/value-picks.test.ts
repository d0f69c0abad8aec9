import { describe, expect, it } from 'vitest';
import { picksFileSchema } from '../../../domain/contracts/picks.ts';
import { VALUE_PICK_RULES } from '../../../domain/spec-constants.ts';
import { selectValuePicks, type ValueCandidate } from '../../../pipeline/core/value-picks.ts';
import type { StatRow } from '../../../pipeline/inputs/rows.ts';
import { contextOf, joinOf, rowsOf, runBuilder } from './builders/slate-fixture.ts';
import { buildPicksFile } from '../../../pipeline/core/builders/picks.ts';

/** A hitter who qualifies: +400 at FanDuel, HR Chance 25 %, consensus fair 19 %, edge +6 pts outside noise, EV +$0.25. */
const hitter = (name: string, overrides: Partial<ValueCandidate> = {}): ValueCandidate => ({
  id: name.toLowerCase(),
  name,
  team: 'NYY',
  gameId: '900001',
  gameNumber: null,
  hrProbability: 0.35,
  opponent: 'BOS',
  pHr: 0.25,
  oddsAmerican: 400,
  oddsBook: 'FanDuel',
  fairProbability: 0.19,
  edge: 0.06,
  edgeWithinNoise: false,
  evPerDollar: 0.25,
  evidenceThin: false,
  ...overrides,
});

describe('the Value list', () => {
  it('lists qualifying hitters by EV at the best price, each with its book, fair, edge and EV', () => {
    const picks = selectValuePicks([hitter('Low', { evPerDollar: 0.05 }), hitter('High', { evPerDollar: 0.4, oddsBook: 'DraftKings' })]);
    expect(picks.map((p) => [p.name, p.oddsBook, p.evPerDollar])).toEqual([
      ['High', 'DraftKings', 0.4],
      ['Low', 'FanDuel', 0.05],
    ]);
    expect(picks[0]).toEqual({
      id: 'high',
      name: 'High',
      team: 'NYY',
      gameId: '900001',
      gameNumber: null,
      hrProbability: 0.35,
      opponent: 'BOS',
      oddsAmerican: 400,
      pHr: 0.25,
      oddsBook: 'DraftKings',
      fairProbability: 0.19,
      edge: 0.06,
      evPerDollar: 0.4,
    });
    for (const p of picks) expect(p.evPerDollar).toBeGreaterThan(0);
  });

  it('leaves out an edge within noise, a thin-evidence hitter, a non-positive EV or edge, and a hitter without price or score', () => {
    const left = [
      hitter('Noise', { edgeWithinNoise: true }),
      hitter('Thin', { evidenceThin: true }),
      hitter('NoEv', { evPerDollar: 0 }),
      hitter('Losing', { evPerDollar: -0.1 }),
      hitter('NoEdge', { edge: 0 }),
      hitter('Unpriced', { oddsAmerican: null, oddsBook: null, fairProbability: null, edge: null, edgeWithinNoise: null, evPerDollar: null }),
      hitter('Unscored', { hrProbability: null }),
    ];
    expect(selectValuePicks(left)).toEqual([]);
    expect(selectValuePicks([...left, hitter('Kept')]).map((p) => p.name)).toEqual(['Kept']);
  });

  it('keeps at most five, ties broken by edge, then name, id and game; one per player and game; a doubleheader game is another game', () => {
    const rows = [
      hitter('Eve'),
      hitter('Dan'),
      hitter('Cat', { edge: 0.08 }),
      hitter('Bob'),
      hitter('Ann'),
      hitter('Zed', { evPerDollar: 0.3 }),
      hitter('Zed', { evPerDollar: 0.3, gameId: '900002' }),
      hitter('Zed', { evPerDollar: 0.1 }),
    ];
    const picks = selectValuePicks(rows);
    expect(VALUE_PICK_RULES.maxPicks).toBe(5);
    expect(picks.map((p) => `${p.name} ${p.gameId}`)).toEqual(['Zed 900001', 'Zed 900002', 'Cat 900001', 'Ann 900001', 'Bob 900001']);
    expect(selectValuePicks([...rows].reverse())).toEqual(picks);
  });

  it('is built into picks.json beside the spec lists, valid against the contract', () => {
    // Judge with a season of evidence (480 PA, 40 HR) at a +2000 price: an edge far outside the noise.
    const rows = rowsOf();
    const batters: StatRow[] = rows['fangraphs-stats'].map((r) => ({ ...r, stats: { ...r.stats, PA: r.name === 'Aaron Judge' ? 480 : 300 } }));
    const join = joinOf({ 'fangraphs-stats': batters, odds: [{ player: 'Aaron Judge', team: 'NYY', book: 'fanduel', american: 2000 }] });
    const context = contextOf(join);
    const file = buildPicksFile(join, context).data;
    expect(picksFileSchema.safeParse(file).success).toBe(true);
    const judge = context.built('projections.json').data.batters.find((b) => b.name === 'Aaron Judge')!;
    expect([judge.evidenceThin, judge.edgeWithinNoise, judge.edgeLow! > 0, judge.evPerDollar! > 0]).toEqual([false, false, true, true]);
    // Each with its book and money figures (the pick fields h-money adds to pickSchema: oddsBook, fairProbability, edge, evPerDollar).
    expect(file.value).toEqual([
      expect.objectContaining({
        name: 'Aaron Judge',
        oddsAmerican: 2000,
        pHr: judge.pHr,
        oddsBook: 'fanduel',
        fairProbability: judge.fairProbability,
        edge: judge.edge,
        evPerDollar: judge.evPerDollar,
      }),
    ]);
    // Without a price, no Value pick.
    expect(runBuilder(buildPicksFile, joinOf({ 'fangraphs-stats': batters, odds: [] })).data.value).toEqual([]);
  });
});
