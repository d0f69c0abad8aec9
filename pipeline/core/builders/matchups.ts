/**
 * matchups.json: for each team, its hitters with their pitch-type run values, and
 * the opposing starter and bullpen with theirs (Main Matchup, Batter vs Bullpen).
 * These lookups are not part of the join report.
 */
import {
  SCHEMA_VERSION,
  type BullpenEntry,
  type MatchupBatter,
  type MatchupPitcher,
  type MatchupsFile,
  type PitchValue,
  type TeamMatchup,
} from '../../../domain/contracts/index.ts';
import { teamName } from '../../../domain/teams.ts';
import type { RawPitchArsenalRow } from '../../inputs/rows.ts';
import { hittersOf } from '../lineups.ts';
import { buildNameIndex, type PlayerRef } from '../matching.ts';
import type { NameContext } from '../names.ts';
import type { SideContext } from '../slate-games.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';
import { lookupOne, matchAcrossSources, pitcherRates } from '../stat-join.ts';
import type { MatchedSource } from '../stat-lookup.ts';
import { firstValue, roundOrNull } from './figures.ts';
import { slateFile, type Builder } from './shape.ts';

type ArsenalIndex = ReturnType<typeof arsenalIndex>;

export const buildMatchupsFile: Builder<'matchups.json'> = (join, context) => {
  const bullpen = context.built('bullpen.json').data.entries;
  const arsenals = {
    batters: arsenalIndex(join.inputs['savant-batter-arsenal'].rows, join.names, join.sharedNames),
    pitchers: arsenalIndex(join.inputs['savant-pitcher-arsenal'].rows, join.names, join.sharedNames),
  };
  const file: MatchupsFile = {
    schemaVersion: SCHEMA_VERSION,
    date: join.date,
    teams: join.sides.map((side) => teamMatchup(join, side, arsenals, bullpen)),
    absence: absenceOf(join.inputs, ['savant-batter-arsenal', 'savant-pitcher-arsenal'], 'Pitch-type data'),
  };
  return slateFile('matchups.json', file);
};

function teamMatchup(
  join: SlateJoin,
  side: SideContext,
  arsenals: { batters: ArsenalIndex; pitchers: ArsenalIndex },
  bullpen: readonly BullpenEntry[],
): TeamMatchup {
  const { handOf, identifyBatter, identifyPitcher } = join;
  const lineup: MatchupBatter[] = hittersOf(side.entry).map((p) => ({
    name: p.name,
    battingOrder: typeof p.battingOrder === 'number' ? p.battingOrder : null,
    position: p.position,
    hand: handOf(p.name, p.hand),
    pitches: arsenalOf(arsenals.batters, identifyBatter({ name: p.name, team: side.team, mlbamId: p.mlbamId })),
  }));
  const starter = side.opposingStarter;
  let opposingStarter: MatchupPitcher | null = null;
  if (starter) {
    const ref = identifyPitcher({ name: starter.name, team: side.opponent, mlbamId: starter.mlbamId });
    opposingStarter = {
      ...pitcherLine(starter.name, 'SP', matchAcrossSources(ref, join.pitcherSources)),
      hand: handOf(starter.name, null),
      pitches: arsenalOf(arsenals.pitchers, ref),
    };
  }
  const opposingBullpen: MatchupPitcher[] = bullpen
    .filter((b) => b.team === side.opponent)
    .map((b) => {
      const ref = identifyPitcher({ name: b.player, team: side.opponent, mlbamId: null });
      return {
        name: b.player,
        hand: b.thr,
        role: b.role,
        pitches: arsenalOf(arsenals.pitchers, ref),
        g: b.g,
        ip: b.ip,
        era: b.era,
        sv: b.sv,
        hld: b.hld,
        k9: b.k9,
        kperc: b.kperc,
        hr9: b.hr9,
        barrelPct: roundOrNull(pitcherRates(matchAcrossSources(ref, join.pitcherSources)).barrelPct, 1),
      };
    });
  return {
    team: side.team,
    teamName: teamName(side.team),
    opponent: side.opponent,
    opponentName: teamName(side.opponent),
    gameTime: side.game.gameTime,
    lineup,
    opposingStarter,
    opposingBullpen,
  };
}

function pitcherLine(name: string, role: string | null, matches: readonly MatchedSource[]): Omit<MatchupPitcher, 'hand' | 'pitches'> {
  const rows = matches.map((m) => m.row);
  const v = (key: Parameters<typeof firstValue>[1], decimals: number) => roundOrNull(firstValue(rows, key), decimals);
  const rates = pitcherRates(matches);
  return {
    name,
    role,
    g: v('G', 0),
    ip: v('IP', 3),
    era: v('ERA', 2),
    sv: v('SV', 0),
    hld: v('HLD', 0),
    k9: v('K/9', 2),
    kperc: v('K%', 1),
    hr9: rates.hr9,
    barrelPct: roundOrNull(rates.barrelPct, 1),
  };
}

interface ArsenalPlayer extends PlayerRef {
  pitches: PitchValue[];
}

/** Groups Savant pitch-arsenal rows per player (one row per pitch type) and indexes the players by name. */
function arsenalIndex(rows: readonly RawPitchArsenalRow[], names: NameContext, sharedNames: ReadonlySet<string>) {
  /** By MLBAM id, else by name and team (a Map tells the number from the string). */
  const byPlayer = new Map<number | string, ArsenalPlayer>();
  for (const r of rows) {
    const key = r.mlbamId ?? `${r.name}|${r.team ?? ''}`;
    let player = byPlayer.get(key);
    if (!player) {
      player = { name: r.name, team: r.team, mlbamId: r.mlbamId, pitches: [] };
      byPlayer.set(key, player);
    }
    player.pitches.push({
      pitchType: r.pitchType,
      pitchName: r.pitchName,
      runValue: r.runValue,
      usage: r.pitchUsage,
      hardHit: r.hardHitPercent,
    });
  }
  const byUsage = (a: PitchValue, b: PitchValue) => (b.usage ?? 0) - (a.usage ?? 0) || a.pitchType.localeCompare(b.pitchType);
  for (const p of byPlayer.values()) if (p.pitches.length > 1) p.pitches.sort(byUsage);
  return buildNameIndex([...byPlayer.values()], names, { sharedNames });
}

function arsenalOf(index: ArsenalIndex, ref: PlayerRef): PitchValue[] | null {
  return lookupOne(index, ref)?.pitches ?? null;
}
