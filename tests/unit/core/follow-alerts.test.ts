import { describe, expect, it } from 'vitest';
import { FOLLOW_ALERT_EDGE_MOVE, FOLLOW_ALERT_HR_CHANCE_MOVE } from '../../../domain/spec-constants.ts';
import { type AlertBatter, followAlertsBetween } from '../../../pipeline/core/follow-alerts.ts';

/** A projected hitter of the first run: lineup projected (not confirmed), with odds. */
function judge(over: Partial<AlertBatter> = {}): AlertBatter {
  return {
    id: 'mlbam-592450',
    name: 'Aaron Judge',
    team: 'NYY',
    opponent: 'BOS',
    gameId: '745001',
    confirmed: false,
    battingOrder: 2,
    pHr: 0.15,
    edge: 0.01,
    ...over,
  };
}

const soto = (over: Partial<AlertBatter> = {}): AlertBatter => judge({ id: 'mlbam-665742', name: 'Juan Soto', battingOrder: 3, ...over });

describe('followed-player alerts (docs/product.md#followed-players)', () => {
  it('states its thresholds once: 2 points of HR Chance, 2 points of edge', () => {
    expect(FOLLOW_ALERT_HR_CHANCE_MOVE).toBe(0.02);
    expect(FOLLOW_ALERT_EDGE_MOVE).toBe(0.02);
  });

  it('the same run twice sends nothing', () => {
    const run = [judge(), soto({ confirmed: true })];
    expect(followAlertsBetween(run, run)).toEqual([]);
  });

  it('a lineup that becomes confirmed alerts its hitter, with the batting slot and HR Chance', () => {
    const alerts = followAlertsBetween([judge(), soto()], [judge({ confirmed: true }), soto()]);
    expect(alerts).toEqual([
      {
        playerId: 'mlbam-592450',
        gameId: '745001',
        kind: 'lineup-confirmed',
        key: 'lineup-confirmed',
        title: 'Lineup confirmed: Aaron Judge',
        body: 'Aaron Judge (NYY) is in the confirmed lineup against BOS, batting 2nd. HR Chance 15.0%.',
      },
    ]);
  });

  it('a hitter first seen in a confirmed lineup counts as confirmed; one already confirmed does not again', () => {
    expect(followAlertsBetween([soto()], [soto(), judge({ confirmed: true, battingOrder: null })]).map((a) => [a.playerId, a.kind, a.body])).toEqual([
      ['mlbam-592450', 'lineup-confirmed', 'Aaron Judge (NYY) is in the confirmed lineup against BOS. HR Chance 15.0%.'],
    ]);
    expect(followAlertsBetween([judge({ confirmed: true })], [judge({ confirmed: true })])).toEqual([]);
    // Confirmed, then dropped back to projected: no alert for the drop.
    expect(followAlertsBetween([judge({ confirmed: true })], [judge()])).toEqual([]);
  });

  it('HR Chance: a move of exactly the threshold alerts (in 4-decimal units), one point under does not', () => {
    const up = followAlertsBetween([judge({ pHr: 0.15 })], [judge({ pHr: 0.17 })]);
    expect(up).toEqual([
      {
        playerId: 'mlbam-592450',
        gameId: '745001',
        kind: 'hr-chance',
        key: 'hr-chance:0.1500->0.1700',
        title: 'HR Chance up: Aaron Judge',
        body: 'Aaron Judge (NYY) against BOS: HR Chance 15.0% → 17.0% in the latest run.',
      },
    ]);
    expect(followAlertsBetween([judge({ pHr: 0.15 })], [judge({ pHr: 0.1699 })])).toEqual([]);
    const down = followAlertsBetween([judge({ pHr: 0.2 })], [judge({ pHr: 0.1234 })]);
    expect(down.map((a) => [a.title, a.key])).toEqual([['HR Chance down: Aaron Judge', 'hr-chance:0.2000->0.1234']]);
  });

  it('edge: moves of the threshold alert with signed points; a missing edge in either run does not', () => {
    const alerts = followAlertsBetween([judge({ edge: 0.01 })], [judge({ edge: -0.015 })]);
    expect(alerts.map((a) => [a.kind, a.key, a.title, a.body])).toEqual([
      ['edge', 'edge:0.0100->-0.0150', 'Edge down: Aaron Judge', 'Aaron Judge (NYY) against BOS: edge +1.0 pts → −1.5 pts in the latest run.'],
    ]);
    expect(followAlertsBetween([judge({ edge: 0.01 })], [judge({ edge: 0.0299 })])).toEqual([]);
    expect(followAlertsBetween([judge({ edge: null })], [judge({ edge: 0.2 })])).toEqual([]);
    expect(followAlertsBetween([judge({ edge: 0.2 })], [judge({ edge: null })])).toEqual([]);
  });

  it('one hitter can raise all three alerts at once, in a fixed order', () => {
    const alerts = followAlertsBetween([judge()], [judge({ confirmed: true, pHr: 0.19, edge: 0.05 })]);
    expect(alerts.map((a) => a.kind)).toEqual(['lineup-confirmed', 'hr-chance', 'edge']);
  });

  it('a doubleheader: each game is its own hitter, matched by game id', () => {
    const game1 = judge({ gameId: '745001' });
    const game2 = judge({ gameId: '745002', pHr: 0.12 });
    const alerts = followAlertsBetween([game1, game2], [game1, { ...game2, confirmed: true, pHr: 0.16 }]);
    expect(alerts.map((a) => [a.gameId, a.kind])).toEqual([
      ['745002', 'lineup-confirmed'],
      ['745002', 'hr-chance'],
    ]);
  });

  it('a hitter gone from the later run, or new in it without a confirmed lineup, sends nothing', () => {
    expect(followAlertsBetween([judge(), soto()], [soto()])).toEqual([]);
    expect(followAlertsBetween([soto()], [soto(), judge({ pHr: 0.4 })])).toEqual([]);
  });

  it("a hitter left out of his team's confirmed lineup alerts once; a game gone whole or a lineup still projected does not", () => {
    const gardner = (over: Partial<AlertBatter> = {}) => judge({ id: 'mlbam-458731', name: 'Brett Gardner', battingOrder: 9, ...over });
    const alerts = followAlertsBetween([judge(), soto(), gardner()], [judge({ confirmed: true }), soto({ confirmed: true })]);
    expect(alerts.filter((a) => a.kind === 'not-in-lineup')).toEqual([
      {
        playerId: 'mlbam-458731',
        gameId: '745001',
        kind: 'not-in-lineup',
        key: 'not-in-lineup',
        title: 'Not in the lineup: Brett Gardner',
        body: 'Brett Gardner (NYY) is not in the confirmed lineup against BOS: no HR Chance for him in this game.',
      },
    ]);
    // Scratched after being confirmed: the same alert.
    expect(
      followAlertsBetween([judge({ confirmed: true }), gardner({ confirmed: true })], [judge({ confirmed: true })]).map((a) => [a.playerId, a.kind]),
    ).toEqual([['mlbam-458731', 'not-in-lineup']]);
    // His team's lineup is still projected: his absence is not news about him.
    expect(followAlertsBetween([judge(), gardner()], [judge()])).toEqual([]);
    // The whole game is gone (postponed, or its source failed): nothing about any hitter.
    expect(followAlertsBetween([judge(), gardner()], [])).toEqual([]);
    // The other team's confirmed lineup in the same game says nothing of his.
    expect(
      followAlertsBetween([judge(), gardner()], [judge(), soto({ team: 'BOS', opponent: 'NYY', confirmed: true })]).filter((a) => a.kind === 'not-in-lineup'),
    ).toEqual([]);
    // A doubleheader: in game 2's confirmed lineup but not game 1's projected one is no alert for game 1.
    expect(
      followAlertsBetween([gardner(), gardner({ gameId: '745002' })], [gardner({ gameId: '745002', confirmed: true })]).filter(
        (a) => a.kind === 'not-in-lineup',
      ),
    ).toEqual([]);
  });
});
