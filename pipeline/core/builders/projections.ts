/**
 * projections.json: each of today's hitters joined to the stat sources, the
 * last-7-day table and the odds, scored by the spec model and given the
 * probability model's P(1+ HR) with its odds figures (hr-chance.ts). A hitter no source
 * knows is listed in `notInProjections` (ambiguous or without data), not scored.
 * The lookups are recorded in the join's tally and ambiguity list.
 */
import { SCHEMA_VERSION, type PitcherProfile, type ProjectedBatter, type UnmatchedHitter } from '../../../domain/contracts/index.ts';
import { doubleheaderGameNumbers, type DoubleheaderGameNumber } from '../../../domain/doubleheaders.ts';
import { hrProbability } from '../../../domain/scoring/spec-model.ts';
import type { RawLineupPlayer } from '../../inputs/rows.ts';
import { hittersOf } from '../lineups.ts';
import type { PlayerRef } from '../matching.ts';
import type { SideContext } from '../slate-games.ts';
import { absenceOf, type SlateJoin } from '../slate-join.ts';
import { hitterFigures, last7Figures, lookupOne, matchAcrossSources, round, type HitterFigures } from '../stat-join.ts';
import { BATTER_SOURCE_PRIORITY } from '../stat-lookup.ts';
import { firstValue, playerId, roundOrNull } from './figures.ts';
import { hrChance, modelDay, type ModelDay } from './hr-chance.ts';
import { slateFile, type Builder } from './shape.ts';

/**
 * Scored with the build's model card (context.options.card). Notes the hitters no source knows
 * (ambiguous ones are reported apart) and each batter's season figures, which the calculator reuses.
 */
export const buildProjectionsFile: Builder<'projections.json'> = (join, context) => {
  const batters: ProjectedBatter[] = [];
  const notInProjections: UnmatchedHitter[] = [];
  const { unmatched, seasonFigures } = context.notes;
  const pitcherProfileOf = pitcherProfiles(join);
  const day = modelDay(join, context.options.card, context.options.marketCard);
  const gameNumbers = doubleheaderGameNumbers(join.games);
  for (const side of join.sides) {
    for (const player of hittersOf(side.entry)) {
      const outcome = projectHitter(join, side, player, pitcherProfileOf, day, gameNumbers.get(side.game.id) ?? null);
      if ('reason' in outcome) {
        notInProjections.push(outcome);
        if (outcome.reason === 'no-data') unmatched.push({ name: player.name, team: side.team, sources: [...BATTER_SOURCE_PRIORITY, 'last7'] });
        continue;
      }
      batters.push(outcome.batter);
      seasonFigures.set(outcome.batter, { ref: outcome.ref, figures: outcome.figures });
    }
  }
  batters.sort(byProbabilityThenName);
  return slateFile('projections.json', {
    schemaVersion: SCHEMA_VERSION,
    date: join.date,
    batters,
    notInProjections,
    absence: absenceOf(join.inputs, [...BATTER_SOURCE_PRIORITY, 'last7'], 'Some projection inputs are'),
  });
};

type PitcherProfileOf = (starter: SideContext['opposingStarter'], team: string) => PitcherProfile | null;

function projectHitter(
  join: SlateJoin,
  side: SideContext,
  player: RawLineupPlayer,
  pitcherProfileOf: PitcherProfileOf,
  day: ModelDay,
  gameNumber: DoubleheaderGameNumber | null,
): UnmatchedHitter | { batter: ProjectedBatter; ref: PlayerRef; figures: HitterFigures } {
  const { tally, ambiguities } = join;
  const ref = join.identifyBatter({ name: player.name, team: side.team, mlbamId: player.mlbamId });
  const before = ambiguities.length;
  const matches = matchAcrossSources(ref, join.batterSources, { tally, ambiguities });
  const last7Match = join.last7Index.lookup(ref);
  tally.record('last7', last7Match.kind === 'matched' ? { matched: last7Match.rule } : last7Match.kind === 'ambiguous' ? 'ambiguous' : 'none');
  if (last7Match.kind === 'ambiguous') {
    const candidates = last7Match.candidates.map((c) => `${c.name} (${c.team ?? '?'})`);
    ambiguities.push({ name: ref.name, team: side.team, source: 'last7', candidates });
  }
  const last7Row = last7Match.kind === 'matched' ? last7Match.row : null;
  if (matches.length === 0 && last7Row === null) {
    return { name: player.name, team: side.team, reason: ambiguities.length > before ? 'ambiguous' : 'no-data' };
  }
  const f = hitterFigures(matches);
  const l7 = last7Figures(last7Row);
  const battingOrder = typeof player.battingOrder === 'number' ? player.battingOrder : null;
  const probability = hrProbability({
    barrelRate: f.barrelRate,
    exitVelo: f.exitVelo,
    launchAngle: f.launchAngle,
    hardHitRate: f.hardHitRate,
    maxEV: f.maxEV,
    parkFactor: side.parkFactor,
    temperature: side.temperature,
    hr: l7.hr,
    avg: l7.avg,
    slg: l7.slg,
    hrRate: l7.hrRate,
    battingOrder,
  });
  const mlbamId = ref.mlbamId ?? matches.find((m) => m.row.mlbamId !== null)?.row.mlbamId ?? null;
  const odds = lookupOne(join.odds.indexOf(side.game.id), ref);
  const hand = join.handOf(player.name, player.hand);
  const barrelRate = roundOrNull(f.barrelRate, 1);
  const exitVelo = roundOrNull(f.exitVelo, 1);
  const chance = hrChance(day, join, side, player, { hand, battingOrder }, matches, odds);
  const batter: ProjectedBatter = {
    id: playerId(player.name, side.team, mlbamId, join.names),
    mlbamId,
    name: player.name,
    team: side.team,
    opponent: side.opponent,
    battingOrder,
    position: player.position,
    confirmed: player.confirmed,
    hand,
    opposingPitcher: side.opposingStarter?.name ?? null,
    stadiumName: side.game.venue,
    gameId: side.game.id,
    gameTime: side.game.gameTime,
    gameNumber,
    home: side.game.home.team === side.team,
    gameDate: side.game.gameDate,
    weather: side.game.weather,
    hrProbability: probability === null ? null : round(probability, 4),
    hardHitRate: roundOrNull(f.hardHitRate, 1),
    hrRate: roundOrNull(l7.hrRate, 4),
    barrelRate,
    exitVelo,
    launchAngle: roundOrNull(f.launchAngle, 1),
    parkFactor: side.parkFactor,
    temperature: side.temperature,
    maxEV: roundOrNull(f.maxEV, 1),
    hr: l7.hr,
    avg: roundOrNull(l7.avg, 3),
    slg: roundOrNull(l7.slg, 3),
    ld: roundOrNull(f.ld, 1),
    fb: roundOrNull(f.fb, 1),
    pull: roundOrNull(f.pull, 1),
    hc: roundOrNull(f.hc, 1),
    iffb: roundOrNull(f.iffb, 1),
    trueFb: f.trueFb,
    ab: f.ab,
    barrelPct: roundOrNull(f.barrelRate, 1),
    kPct: roundOrNull(f.kPct, 1),
    ip: f.ip === null ? null : round(f.ip, 3),
    ...chance,
    pitcher: pitcherProfileOf(side.opposingStarter, side.opponent),
    statSources: [...matches.map((m) => m.source), ...(last7Row ? ['last7'] : [])],
  };
  return { batter, ref, figures: f };
}

/** The opposing starters' profiles, each looked up once per (name, team); starters are not in the join report (their tally counts no source). */
function pitcherProfiles(join: SlateJoin): PitcherProfileOf {
  const profiles = new Map<string, PitcherProfile | null>();
  return (starter, team) => {
    if (!starter) return null;
    const key = `${starter.name}|${team}`;
    if (profiles.has(key)) return profiles.get(key)!;
    const ref = join.identifyPitcher({ name: starter.name, team, mlbamId: starter.mlbamId });
    const matches = matchAcrossSources(ref, join.pitcherSources, { ambiguities: join.ambiguities });
    const f = hitterFigures(matches);
    const profile: PitcherProfile = {
      name: starter.name,
      hand: join.handOf(starter.name, null),
      ip: f.ip === null ? null : round(f.ip, 3),
      slg: matches.length
        ? firstValue(
            matches.map((m) => m.row),
            'SLG',
          )
        : null,
      hc: f.hc,
      fb: f.fb,
      iffb: f.iffb,
      trueFb: f.trueFb,
      ld: f.ld,
      pull: f.pull,
      barrelPct: f.barrelRate,
      kPct: f.kPct,
      found: matches.length > 0,
    };
    profiles.set(key, profile);
    return profile;
  };
}

function byProbabilityThenName(a: ProjectedBatter, b: ProjectedBatter): number {
  const pa = a.hrProbability ?? -1;
  const pb = b.hrProbability ?? -1;
  return pb - pa || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}
