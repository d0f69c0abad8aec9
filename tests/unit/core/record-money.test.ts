/**
 * The record in money (docs/product.md#historic-projections), computed by hand on a small archive:
 * units won at the price locked (one unit a pick), ROI with its 95 % interval (normal approximation
 * on the per-pick returns), closing-line value in points of implied probability, per list and per day.
 */
import { describe, expect, it } from 'vitest';
import type { HistoricPick, HistoryDay, HistoryRun, RunPick } from '../../../domain/contracts/picks.ts';
import { listFigures, pickReturn, tallyPicks } from '../../../domain/record.ts';
import { buildHistoryIndex, closingLineValue, pickClv } from '../../../pipeline/core/history-index.ts';

const G = { gameId: '824542', firstPitch: '2026-08-20T23:05:00.000Z' };
const base = { team: 'NYY', opponent: 'BOS', gameId: G.gameId, hrProbability: 0.5, pHr: 0.2 };
const pick = (id: string, oddsAmerican: number | null): RunPick => ({ ...base, id, name: id, oddsAmerican });
const settled = (p: RunPick, homered: boolean | null, at: string, voidReason?: string): HistoricPick => ({
  ...p,
  lockedAt: at,
  firstPitch: G.firstPitch,
  homered,
  ...(voidReason === undefined ? {} : { voidReason }),
});
const quote = (id: string, prices: Record<string, number>) => ({ gameId: G.gameId, id, mlbamId: null, confirmed: true, prices });

describe('units, ROI and CLV by hand', () => {
  it('a pick returns its profit when it homers and -1 when not; American odds both ways', () => {
    expect(pickReturn(400, true)).toBe(4);
    expect(pickReturn(-150, true)).toBeCloseTo(0.666667, 6);
    expect(pickReturn(400, false)).toBe(-1);
    // +400 taken (20 %) against a +300 close (25 %): 5 points of closing-line value.
    expect(closingLineValue(400, 300)).toBeCloseTo(5, 10);
  });

  it('a list: hits, voids and pending counted apart; units only over priced graded picks; ROI interval by the normal approximation', () => {
    const picks = [
      { homered: true, oddsAmerican: 400 }, // +4
      { homered: false, oddsAmerican: 300 }, // -1
      { homered: false, oddsAmerican: 250 }, // -1
      { homered: false, oddsAmerican: null }, // graded, no price: not in units
      { homered: null, oddsAmerican: 500, voidReason: 'game postponed' },
      { homered: null, oddsAmerican: 500 }, // pending
    ];
    const tally = tallyPicks(picks);
    expect(tally).toEqual({ picks: 6, hits: 1, graded: 4, voids: 1, priced: 3, units: 2, unitsSquared: 18, clvPicks: 0, clvSum: 0 });
    // mean 2/3; s² = (18 - 3 (2/3)²) / 2 = 25/3; half-width 1.959964 × sqrt(25/3 / 3) = 1.959964 × 5/3 = 3.2666.
    const figures = listFigures(tally);
    expect(figures.roi).toBe(0.6667);
    expect(figures.roiInterval).toEqual([-2.5999, 3.9333]);
    expect(figures.clv).toBeNull();
    expect(listFigures(tallyPicks([{ homered: true, oddsAmerican: 400 }])).roiInterval).toBeNull();
  });

  it('CLV: the price first published that day against the last price before first pitch at the same book, else the best', () => {
    const morning = '2026-08-20T15:00:00.000Z';
    const evening = '2026-08-20T22:30:00.000Z';
    const a = { ...pick('a', 400), oddsBook: 'FanDuel' } as RunPick;
    const aLate = { ...pick('a', 300), oddsBook: 'FanDuel' } as RunPick;
    const b = pick('b', 250);
    const runs: HistoryRun[] = [
      {
        at: morning,
        games: [G],
        confident: [a, b],
        punt: [],
        value: [],
        quotes: [quote('a', { FanDuel: 400, DraftKings: 380 }), quote('b', { FanDuel: 250 })],
      },
      {
        at: evening,
        games: [G],
        confident: [aLate, b],
        punt: [],
        value: [],
        quotes: [quote('a', { FanDuel: 300, DraftKings: 320 }), quote('b', { FanDuel: 200, DraftKings: 275 })],
      },
    ];
    const lockedA = settled(aLate, true, evening);
    const lockedB = settled(b, false, evening);
    // a: first published at FanDuel +400 (20 %); FanDuel closed +300 (25 %): +5 pts.
    expect(pickClv(lockedA, 'confident', runs)).toBeCloseTo(5, 6);
    // b: no book named, so the best price both times: +250 (28.57 %) against the best close +275 (26.67 %): -1.90 pts.
    expect(pickClv(lockedB, 'confident', runs)).toBeCloseTo((100 / 375 - 100 / 350) * 100, 6);

    const day: HistoryDay = { schemaVersion: 1, date: '2026-08-20', confident: [lockedA, lockedB], punt: [], value: [], archivedAt: morning, runs };
    const next: HistoryDay = {
      schemaVersion: 1,
      date: '2026-08-21',
      confident: [settled({ ...pick('c', 150), gameId: 'x' }, false, morning), settled(pick('d', 500), null, morning, 'no plate appearance')],
      punt: [],
      value: [],
      archivedAt: morning,
    };
    const index = buildHistoryIndex([next, day]);
    // 08-20: a won at its locked +300 (+3), b lost (-1): +2; 08-21: c lost (-1), d void: +1 cumulative.
    // c's day kept no runs: no price it was first published at, so no closing-line value.
    expect(index.days.map((d) => [d.date, d.lists.confident.units, d.lists.confident.cumulativeUnits])).toEqual([
      ['2026-08-21', -1, 1],
      ['2026-08-20', 2, 2],
    ]);
    const confident = index.lists.confident;
    expect(confident).toMatchObject({ picks: 4, hits: 1, graded: 3, voids: 1, priced: 3, units: 1, unitsSquared: 11, clvPicks: 2 });
    expect(confident.roi).toBe(0.3333);
    expect(confident.clv).toBeCloseTo((5 + (100 / 375 - 100 / 350) * 100) / 2, 3);
    expect(index.record).toEqual({ hits: 1, graded: 3, voids: 1 });
  });
});
