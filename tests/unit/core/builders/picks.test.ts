import { describe, expect, it } from 'vitest';
import { picksFileSchema } from '../../../../domain/contracts/index.ts';
import { buildPicksFile } from '../../../../pipeline/core/builders/picks.ts';
import { contextOf, DATE, doubleheaderSources, joinOf } from './slate-fixture.ts';
import { joinSlateInputs } from '../../../../pipeline/core/slate-join.ts';
import { slateFile } from '../../../../pipeline/core/builders/shape.ts';

describe('buildPicksFile', () => {
  it('picks among the projected batters and is valid', () => {
    const join = joinOf();
    const context = contextOf(join);
    const file = picksFileSchema.parse(buildPicksFile(join, context).data);
    const { batters } = context.built('projections.json').data;
    expect(file.date).toBe(DATE);
    const picked = [...file.confident, ...file.punt];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((p) => batters.some((b) => b.id === p.id))).toBe(true);
  });

  it("each pick carries its own row's game number and money figures at the best price: the same player in the same game", () => {
    const join = joinSlateInputs(DATE, doubleheaderSources());
    const context = contextOf(join);
    const { batters } = context.built('projections.json').data;
    // The two games' prices told apart, as the odds file gives them once games are matched.
    const priced = batters.map((b) =>
      b.name === 'Aaron Judge'
        ? {
            ...b,
            oddsAmerican: b.gameNumber === 1 ? 320 : 410,
            oddsBook: b.gameNumber === 1 ? 'FanDuel' : 'DraftKings',
            fairProbability: b.gameNumber === 1 ? 0.2 : 0.17,
            edge: b.gameNumber === 1 ? 0.01 : 0.04,
            evPerDollar: b.gameNumber === 1 ? 0.05 : 0.2,
          }
        : b,
    );
    const projections = slateFile('projections.json', { schemaVersion: 1, date: DATE, batters: priced, notInProjections: [], absence: null });
    const file = picksFileSchema.parse(buildPicksFile(join, contextOf(join, { 'projections.json': projections })).data);
    const judge = [...file.confident, ...file.punt].filter((p) => p.name === 'Aaron Judge');
    expect(
      judge
        .map(({ gameId, gameNumber, oddsAmerican, oddsBook, fairProbability, edge, evPerDollar }) => ({
          gameId,
          gameNumber,
          oddsAmerican,
          oddsBook,
          fairProbability,
          edge,
          evPerDollar,
        }))
        .sort((a, b) => a.gameNumber! - b.gameNumber!),
    ).toEqual([
      { gameId: '777001', gameNumber: 1, oddsAmerican: 320, oddsBook: 'FanDuel', fairProbability: 0.2, edge: 0.01, evPerDollar: 0.05 },
      { gameId: '777002', gameNumber: 2, oddsAmerican: 410, oddsBook: 'DraftKings', fairProbability: 0.17, edge: 0.04, evPerDollar: 0.2 },
    ]);
  });

  it("games under way: a run after a game's first pitch makes no new pick in it; a game still ahead or without a known time keeps its picks", () => {
    const join = joinOf();
    const context = contextOf(join);
    const projections = context.built('projections.json');
    const picked = [...picksFileSchema.parse(buildPicksFile(join, context).data).confident, ...picksFileSchema.parse(buildPicksFile(join, context).data).punt];
    expect(picked.length).toBeGreaterThan(0);
    const started = picked[0]!.gameId;
    const timed = (gameTime: string | null) => ({
      ...projections,
      data: { ...projections.data, batters: projections.data.batters.map((b) => ({ ...b, gameTime: b.gameId === started ? gameTime : null })) },
    });
    const at = { builtAt: '2026-08-21T20:30:00.000Z' };
    const after = buildPicksFile(join, contextOf(join, { 'projections.json': timed('2026-08-21T19:05:00Z') }, at)).data;
    expect([...after.confident, ...after.punt].filter((p) => p.gameId === started)).toEqual([]);
    const before = buildPicksFile(join, contextOf(join, { 'projections.json': timed('2026-08-21T23:05:00Z') }, at)).data;
    expect([...before.confident, ...before.punt].map((p) => p.id)).toEqual(picked.map((p) => p.id));
    expect(after.value).toEqual([]);
  });

  it('has no picks without batters', () => {
    const join = joinOf();
    const noBatters = slateFile('projections.json', { schemaVersion: 1, date: DATE, batters: [], notInProjections: [], absence: null });
    expect(buildPicksFile(join, contextOf(join, { 'projections.json': noBatters })).data).toMatchObject({ confident: [], punt: [] });
  });
});
