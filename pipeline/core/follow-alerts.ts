/**
 * What changed for a hitter between two runs of the same slate date, as alerts for the players
 * Pro customers follow (docs/product.md#followed-players). Pure: `pipeline publish` compares the
 * run it publishes with the one published before it for that date, and hands the alerts to the
 * database (public.send_follow_alerts), which mails each follower once per alert key.
 *
 * A hitter is matched by projections.json id and game id (a doubleheader's two games are two
 * hitters). Alerts, in this order for one hitter:
 *  - lineup-confirmed: he is in a confirmed lineup now and was not before (unconfirmed, or not
 *    projected in the earlier run);
 *  - hr-chance: his HR Chance (pHr) moved by at least FOLLOW_ALERT_HR_CHANCE_MOVE;
 *  - edge: his edge moved by at least FOLLOW_ALERT_EDGE_MOVE (both runs with odds);
 *  - not-in-lineup: he was projected in the earlier run and is not now, while his team's lineup for
 *    that game is confirmed now (scratched, or not in the posted lineup). Only on that evidence: a
 *    game that drops out of a run whole (postponed, or a source that failed) says nothing of him.
 * The key names the change (kind, and for a move the two values), so the same change is never
 * sent twice and a re-run with the same data compares equal and sends nothing.
 */
import type { ProjectedBatter } from '../../domain/contracts/projections.ts';
import { FOLLOW_ALERT_EDGE_MOVE, FOLLOW_ALERT_HR_CHANCE_MOVE } from '../../domain/spec-constants.ts';

export type FollowAlertKind = 'lineup-confirmed' | 'hr-chance' | 'edge' | 'not-in-lineup';

/** The fields of a projected hitter the comparison reads. */
export type AlertBatter = Pick<ProjectedBatter, 'id' | 'name' | 'team' | 'opponent' | 'gameId' | 'confirmed' | 'battingOrder' | 'pHr' | 'edge'>;

export interface FollowAlert {
  playerId: string;
  gameId: string;
  kind: FollowAlertKind;
  /** Unique per change of this hitter in this game on this date. */
  key: string;
  title: string;
  body: string;
}

/** Probabilities are published with 4 decimals: compare in those units so 0.17 - 0.15 counts as 0.02. */
const UNITS = 10_000;
const inUnits = (value: number) => Math.round(value * UNITS);

function movedEnough(before: number, after: number, threshold: number): boolean {
  return Math.abs(inUnits(after) - inUnits(before)) >= inUnits(threshold);
}

const percent = (probability: number) => `${(probability * 100).toFixed(1)}%`;
const points = (edge: number) => `${edge >= 0 ? '+' : '−'}${Math.abs(edge * 100).toFixed(1)} pts`;
const fourDecimals = (value: number) => (inUnits(value) / UNITS).toFixed(4);

function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const matchKey = (batter: AlertBatter) => `${batter.id}|${batter.gameId}`;

function lineupAlert(after: AlertBatter): FollowAlert {
  const slot = after.battingOrder === null ? '' : `, batting ${ordinal(after.battingOrder)}`;
  return {
    playerId: after.id,
    gameId: after.gameId,
    kind: 'lineup-confirmed',
    key: 'lineup-confirmed',
    title: `Lineup confirmed: ${after.name}`,
    body: `${after.name} (${after.team}) is in the confirmed lineup against ${after.opponent}${slot}. HR Chance ${percent(after.pHr)}.`,
  };
}

function hrChanceAlert(before: AlertBatter, after: AlertBatter): FollowAlert {
  const direction = after.pHr > before.pHr ? 'up' : 'down';
  return {
    playerId: after.id,
    gameId: after.gameId,
    kind: 'hr-chance',
    key: `hr-chance:${fourDecimals(before.pHr)}->${fourDecimals(after.pHr)}`,
    title: `HR Chance ${direction}: ${after.name}`,
    body: `${after.name} (${after.team}) against ${after.opponent}: HR Chance ${percent(before.pHr)} → ${percent(after.pHr)} in the latest run.`,
  };
}

function edgeAlert(after: AlertBatter, beforeEdge: number, afterEdge: number): FollowAlert {
  const direction = afterEdge > beforeEdge ? 'up' : 'down';
  return {
    playerId: after.id,
    gameId: after.gameId,
    kind: 'edge',
    key: `edge:${fourDecimals(beforeEdge)}->${fourDecimals(afterEdge)}`,
    title: `Edge ${direction}: ${after.name}`,
    body: `${after.name} (${after.team}) against ${after.opponent}: edge ${points(beforeEdge)} → ${points(afterEdge)} in the latest run.`,
  };
}

function notInLineupAlert(before: AlertBatter): FollowAlert {
  return {
    playerId: before.id,
    gameId: before.gameId,
    kind: 'not-in-lineup',
    key: 'not-in-lineup',
    title: `Not in the lineup: ${before.name}`,
    body: `${before.name} (${before.team}) is not in the confirmed lineup against ${before.opponent}: no HR Chance for him in this game.`,
  };
}

const teamGameKey = (batter: AlertBatter) => `${batter.team}|${batter.gameId}`;

/** The alerts for every hitter of `next` (the later run) against `previous` (the run before it, same date). */
export function followAlertsBetween(previous: readonly AlertBatter[], next: readonly AlertBatter[]): FollowAlert[] {
  const earlier = new Map(previous.map((batter) => [matchKey(batter), batter]));
  const alerts: FollowAlert[] = [];
  for (const after of next) {
    const before = earlier.get(matchKey(after));
    if (after.confirmed && !before?.confirmed) alerts.push(lineupAlert(after));
    if (!before) continue;
    if (movedEnough(before.pHr, after.pHr, FOLLOW_ALERT_HR_CHANCE_MOVE)) alerts.push(hrChanceAlert(before, after));
    if (before.edge !== null && after.edge !== null && movedEnough(before.edge, after.edge, FOLLOW_ALERT_EDGE_MOVE)) {
      alerts.push(edgeAlert(after, before.edge, after.edge));
    }
  }
  const confirmedTeams = new Set(next.filter((batter) => batter.confirmed).map(teamGameKey));
  const now = new Set(next.map(matchKey));
  for (const before of previous) {
    if (!now.has(matchKey(before)) && confirmedTeams.has(teamGameKey(before))) alerts.push(notInLineupAlert(before));
  }
  return alerts;
}
