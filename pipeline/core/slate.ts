/**
 * Assembles a slate: every generated file of one day, from the parsed inputs.
 * Pure: the inputs, the date, the build clock and the picks archive are passed in.
 */
import {
  HAND_NOT_FOUND,
  SCHEMA_VERSION,
  type BvpRow,
  type CalculatorPlayer,
  type Game,
  type HistoryDay,
  type JoinReport,
  type LineupSide,
  type ManifestFile,
  type MatchupBatter,
  type MatchupPitcher,
  type PitchValue,
  type PitcherProfile,
  type ProjectedBatter,
  type TeamMatchup,
  type UnmatchedHitter,
} from '../../domain/contracts/index.ts';
import type { InputId, InputRows } from '../inputs/ids.ts';
import type { InputStatus, RawGame, RawLineupTeam, RawPitchArsenalRow, StatRow } from '../inputs/rows.ts';
import { buildBullpen, usageDayLabels } from './bullpen.ts';
import { archivePicks, buildHistoryIndex, gradeDay } from './history.ts';
import {
  hitterFigures,
  indexSources,
  JoinTally,
  last7Figures,
  last7Refs,
  lookupOne,
  matchAcrossSources,
  round,
  type AmbiguityReport,
  type IndexedSource,
} from './stat-join.ts';
import { buildHomeRuns } from './home-runs.ts';
import { hittersOf, lineupStatus, pairLineups, startingPitcherOf } from './lineups.ts';
import { buildHandIndex, lookupHand } from './handedness.ts';
import { bridgeIds, buildNameIndex, sharedNamesOf, type NameIndex, type PlayerRef } from './matching.ts';
import { hrProbability } from '../../domain/scoring/spec-model.ts';
import { buildNameContext, normaliseName } from './names.ts';
import { buildParkFactorRows } from './park-factors.ts';
import { parkFactorMultiplier } from '../../domain/scoring/park-factor.ts';
import { selectPicks } from './picks.ts';
import { buildRvComparison } from './rv-comparison.ts';
import {
  CALCULATOR_DEFAULT_WEIGHTS,
  CALCULATOR_NORMALISATIONS,
  CALCULATOR_PRESETS,
  MODEL_DEFAULTS,
  PARK_YEAR_DEFAULT_LABEL,
} from '../../domain/spec-constants.ts';
import { BATTER_SOURCE_PRIORITY, PITCHER_SOURCE_PRIORITY } from './stat-lookup.ts';
import { teamName } from '../../domain/teams.ts';
import { temperatureFromWeather } from './weather.ts';

/** Tables that carry both a team and an MLBAM id: they can lend a lineup entry its id. */
const IDENTITY_SOURCES: ReadonlySet<string> = new Set(['fangraphs-stats', 'mlb-stats', 'projections', 'fangraphs-pitchers']);

export type SlateSources = { [K in InputId]: { rows: InputRows[K]; status: InputStatus } };

export interface SlateInput {
  date: string;
  builtAt: string;
  inputs: SlateSources;
  history: readonly HistoryDay[];
  rewriteHistory: boolean;
}

export interface SlateFile {
  file: string;
  data: unknown;
  rows: number;
}

export interface SlateResult {
  date: string;
  files: SlateFile[];
  joins: JoinReport[];
  unmatched: ManifestFile['unmatched'];
  ambiguous: ManifestFile['ambiguous'];
  counts: Record<string, number>;
  historyStatus: 'created' | 'unchanged' | 'rewritten' | 'conflict';
}

/** The slate date when none is given: the lineups' own game date (the most common one). */
export function slateDateFromLineups(entries: readonly RawLineupTeam[]): string | null {
  const counts = new Map<string, number>();
  for (const e of entries) if (e.gameDate) counts.set(e.gameDate.slice(0, 10), (counts.get(e.gameDate.slice(0, 10)) ?? 0) + 1);
  let best: string | null = null;
  for (const [date, n] of counts) if (best === null || n > (counts.get(best) ?? 0) || (n === counts.get(best) && date > best)) best = date;
  return best;
}

function absence(inputs: SlateSources, needed: readonly InputId[], what: string) {
  const missing = needed.filter((id) => inputs[id].status !== 'ok' || inputs[id].rows.length === 0);
  if (missing.length === 0) return null;
  return { missingInputs: missing, message: `${what} unavailable: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or unusable.` };
}

const playerId = (name: string, team: string | null, mlbamId: number | null, ctx: ReturnType<typeof buildNameContext>) =>
  mlbamId !== null ? `mlbam-${mlbamId}` : `${normaliseName(name, ctx).replace(/[^a-z0-9]+/g, '-')}-${(team ?? 'fa').toLowerCase()}`;

interface SideContext {
  entry: RawLineupTeam;
  team: string;
  opponent: string;
  game: Game;
  /** The opposing starter: from the opponent's lineup (SP) or the schedule's probable pitcher. */
  opposingStarter: { name: string; mlbamId: number | null } | null;
  parkFactor: number;
  temperature: number;
}

export function buildSlate(input: SlateInput): SlateResult {
  const { date, inputs } = input;
  const ctx = buildNameContext(inputs.reference.rows, inputs['name-aliases'].rows);
  const season = Number(date.slice(0, 4));
  const files: SlateFile[] = [];
  const ambiguities: AmbiguityReport[] = [];

  // Games: lineups paired (away, home), the schedule and the park supply the context.
  const todays = inputs.lineups.rows.filter((e) => !e.gameDate || e.gameDate.slice(0, 10) === date);
  const { games: pairs } = pairLineups(todays);
  const scheduleByTeams = new Map<string, RawGame>();
  for (const g of inputs.games.rows) if (g.gameDate.slice(0, 10) === date) scheduleByTeams.set(`${g.away}@${g.home}`, g);
  const parkRows = buildParkFactorRows(inputs['savant-park-factors'].rows, PARK_YEAR_DEFAULT_LABEL);
  const parkByTeam = new Map(parkRows.map((p) => [p.team, p]));
  const handIndex = buildHandIndex(inputs.handedness.rows, ctx);
  const handOf = (name: string, fallback: string | null) => {
    const found = lookupHand(handIndex, name);
    if (found !== HAND_NOT_FOUND) return found;
    return fallback === 'R' || fallback === 'L' || fallback === 'S' ? fallback : HAND_NOT_FOUND;
  };

  const sides: SideContext[] = [];
  const games: Game[] = [];
  for (const { away, home } of pairs) {
    const schedule = scheduleByTeams.get(`${away.team}@${home.team}`) ?? null;
    const weather = away.weather ?? home.weather ?? schedule?.weather ?? firstPlayerWeather(away, home);
    const temperature = weather === null ? MODEL_DEFAULTS.temperature : temperatureFromWeather(weather);
    const park = parkByTeam.get(home.team) ?? null;
    const venue = schedule?.venue ?? park?.venue ?? null;
    const starterOf = (entry: RawLineupTeam, probable: RawGame['awayPitcher']) => {
      const sp = startingPitcherOf(entry);
      return sp ? { name: sp.name, mlbamId: sp.mlbamId } : probable ? { name: probable.name, mlbamId: probable.mlbamId } : null;
    };
    const awayStarter = starterOf(away, schedule?.awayPitcher ?? null);
    const homeStarter = starterOf(home, schedule?.homePitcher ?? null);
    const side = (entry: RawLineupTeam, starter: typeof awayStarter): LineupSide => ({
      team: entry.team,
      teamName: teamName(entry.team),
      status: lineupStatus(entry.players),
      startingPitcher: starter?.name ?? null,
      players: hittersOf(entry).map((p) => ({
        name: p.name,
        battingOrder: typeof p.battingOrder === 'number' ? p.battingOrder : null,
        position: p.position,
        confirmed: p.confirmed,
        hand: handOf(p.name, p.hand),
      })),
    });
    const game: Game = {
      id: schedule?.gamePk ?? `${date}-${away.team}-${home.team}`,
      gameDate: away.gameDate ?? home.gameDate ?? date,
      gameTime: schedule?.gameTime ?? null,
      venue,
      weather,
      temperature,
      away: side(away, awayStarter),
      home: side(home, homeStarter),
    };
    games.push(game);
    const parkFactor = park ? parkFactorMultiplier(park.parkFactor) : MODEL_DEFAULTS.parkFactor;
    sides.push({ entry: away, team: away.team, opponent: home.team, game, opposingStarter: homeStarter, parkFactor, temperature });
    sides.push({ entry: home, team: home.team, opponent: away.team, game, opposingStarter: awayStarter, parkFactor, temperature });
  }
  files.push({
    file: 'lineups.json',
    data: { schemaVersion: SCHEMA_VERSION, date, games, absence: games.length ? null : absence(inputs, ['lineups'], 'Lineups') },
    rows: games.length,
  });

  // Stat sources, indexed once. Names that two people carry (in the slate or in any
  // table with ids) are never joined on the name alone; lineup entries without an
  // id borrow it from a row on their own club so the team-less Savant tables join by id.
  const slateRefs: PlayerRef[] = sides.flatMap((side) => [
    ...hittersOf(side.entry).map((p) => ({ name: p.name, team: side.team, mlbamId: p.mlbamId })),
    ...(side.opposingStarter ? [{ name: side.opposingStarter.name, team: side.opponent, mlbamId: side.opposingStarter.mlbamId }] : []),
  ]);
  const sharedNames = sharedNamesOf(
    slateRefs,
    ctx,
    [...BATTER_SOURCE_PRIORITY, ...PITCHER_SOURCE_PRIORITY].map((source) => statRowsOf(inputs, source)),
  );
  const batterSources = indexSources(
    BATTER_SOURCE_PRIORITY.map((source) => ({ source, rows: statRowsOf(inputs, source) })),
    ctx,
    sharedNames,
  );
  const pitcherSources = indexSources(
    PITCHER_SOURCE_PRIORITY.map((source) => ({ source, rows: statRowsOf(inputs, source) })),
    ctx,
    sharedNames,
  );
  const identityOf = (sources: readonly IndexedSource[]) =>
    sources.filter((s) => IDENTITY_SOURCES.has(s.source)).map((s) => s.index as NameIndex<PlayerRef>);
  const batterIdentity = identityOf(batterSources);
  const pitcherIdentity = identityOf(pitcherSources);
  const identifyBatter = (ref: PlayerRef): PlayerRef => bridgeIds([ref], batterIdentity)[0]!;
  const identifyPitcher = (ref: PlayerRef): PlayerRef => bridgeIds([ref], pitcherIdentity)[0]!;
  const last7Index = buildNameIndex(last7Refs(inputs.last7.rows), ctx, { sharedNames });
  const tally = new JoinTally([...BATTER_SOURCE_PRIORITY, 'last7']);
  const pitcherTally = new JoinTally([]);
  const oddsIndex = buildNameIndex(
    inputs.odds.rows.map((q) => ({ ...q, name: q.player, mlbamId: null })),
    ctx,
    { sharedNames },
  );

  const batters: ProjectedBatter[] = [];
  const notInProjections: UnmatchedHitter[] = [];
  const unmatched: ManifestFile['unmatched'] = [];
  const pitcherProfiles = new Map<string, PitcherProfile | null>();
  /** Each projected batter's season figures and the reference they were matched under (the calculator needs them again). */
  const seasonFigures = new Map<ProjectedBatter, { ref: PlayerRef; figures: ReturnType<typeof hitterFigures> }>();

  const pitcherProfileOf = (starter: SideContext['opposingStarter'], team: string): PitcherProfile | null => {
    if (!starter) return null;
    const key = `${starter.name}|${team}`;
    if (pitcherProfiles.has(key)) return pitcherProfiles.get(key)!;
    const ref = identifyPitcher({ name: starter.name, team, mlbamId: starter.mlbamId });
    const matches = matchAcrossSources(ref, pitcherSources, pitcherTally, ambiguities);
    const f = hitterFigures(matches);
    const profile: PitcherProfile = {
      name: starter.name,
      hand: handOf(starter.name, null),
      ip: f.ip === null ? null : round(f.ip, 3),
      slg: matches.length ? firstValue(matches.map((m) => m.row), 'SLG') : null,
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
    pitcherProfiles.set(key, profile);
    return profile;
  };

  for (const side of sides) {
    for (const player of hittersOf(side.entry)) {
      const ref = identifyBatter({ name: player.name, team: side.team, mlbamId: player.mlbamId });
      const before = ambiguities.length;
      const matches = matchAcrossSources(ref, batterSources, tally, ambiguities);
      const last7Match = last7Index.lookup(ref);
      tally.record('last7', last7Match.kind === 'matched' ? { matched: last7Match.rule } : last7Match.kind === 'ambiguous' ? 'ambiguous' : 'none');
      if (last7Match.kind === 'ambiguous') {
        ambiguities.push({ name: ref.name, team: side.team, source: 'last7', candidates: last7Match.candidates.map((c) => `${c.name} (${c.team ?? '?'})`) });
      }
      const last7Row = last7Match.kind === 'matched' ? last7Match.row : null;
      if (matches.length === 0 && last7Row === null) {
        const wasAmbiguous = ambiguities.length > before;
        notInProjections.push({ name: player.name, team: side.team, reason: wasAmbiguous ? 'ambiguous' : 'no-data' });
        if (!wasAmbiguous) unmatched.push({ name: player.name, team: side.team, sources: [...BATTER_SOURCE_PRIORITY, 'last7'] });
        continue;
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
      const odds = lookupOne(oddsIndex, ref);
      const batter: ProjectedBatter = {
        id: playerId(player.name, side.team, mlbamId, ctx),
        mlbamId,
        name: player.name,
        team: side.team,
        opponent: side.opponent,
        battingOrder,
        position: player.position,
        confirmed: player.confirmed,
        hand: handOf(player.name, player.hand),
        opposingPitcher: side.opposingStarter?.name ?? null,
        stadiumName: side.game.venue,
        gameDate: side.game.gameDate,
        weather: side.game.weather,
        hrProbability: probability === null ? null : round(probability, 4),
        hardHitRate: roundOrNull(f.hardHitRate, 1),
        hrRate: roundOrNull(l7.hrRate, 4),
        barrelRate: roundOrNull(f.barrelRate, 1),
        exitVelo: roundOrNull(f.exitVelo, 1),
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
        oddsAmerican: odds ? Math.round(odds.american) : null,
        pitcher: pitcherProfileOf(side.opposingStarter, side.opponent),
        statSources: [...matches.map((m) => m.source), ...(last7Row ? ['last7'] : [])],
      };
      batters.push(batter);
      seasonFigures.set(batter, { ref, figures: f });
    }
  }
  batters.sort(byProbabilityThenName);
  files.push({
    file: 'projections.json',
    data: {
      schemaVersion: SCHEMA_VERSION,
      date,
      batters,
      notInProjections,
      absence: absence(inputs, [...BATTER_SOURCE_PRIORITY, 'last7'], 'Some projection inputs are'),
    },
    rows: batters.length,
  });

  const picks = selectPicks(
    batters.map((b) => ({ id: b.id, name: b.name, team: b.team, hrProbability: b.hrProbability, barrelRate: b.barrelRate, hardHitRate: b.hardHitRate, exitVelo: b.exitVelo })),
  );
  files.push({ file: 'picks.json', data: { schemaVersion: SCHEMA_VERSION, date, ...picks }, rows: picks.confident.length + picks.punt.length });

  // Batter vs pitcher: the id is the row's position; search needs the batter's team.
  const hitterTeamIndex = buildNameIndex(
    batters.map((b) => ({ name: b.name, team: null, mlbamId: null, realTeam: b.team })),
    ctx,
  );
  const bvpRows: BvpRow[] = inputs.bvp.rows.map((r, id) => ({
    id,
    batter: r.batter,
    pitcher: r.pitcher,
    player: r.player || r.batter,
    team: r.team || lookupOne(hitterTeamIndex, { name: r.batter, team: null, mlbamId: null })?.realTeam || '',
    PA: r.PA,
    AB: r.AB,
    H: r.H,
    '1B': r['1B'],
    '2B': r['2B'],
    '3B': r['3B'],
    HR: r.HR,
    BB: r.BB,
    SO: r.SO,
    AVG: r.AVG,
    OBP: r.OBP,
    SLG: r.SLG,
  }));
  files.push({ file: 'bvp.json', data: { schemaVersion: SCHEMA_VERSION, date, rows: bvpRows, absence: absence(inputs, ['bvp'], 'Batter vs. pitcher history') }, rows: bvpRows.length });

  files.push({
    file: 'park-factors.json',
    data: {
      schemaVersion: SCHEMA_VERSION,
      date,
      yearLabel: parkRows[0]?.year || PARK_YEAR_DEFAULT_LABEL,
      parks: parkRows,
      absence: absence(inputs, ['savant-park-factors'], 'Park factors'),
    },
    rows: parkRows.length,
  });

  const bullpen = buildBullpen(inputs.bullpen.rows);
  files.push({
    file: 'bullpen.json',
    data: { schemaVersion: SCHEMA_VERSION, date, usageDays: usageDayLabels(date), entries: bullpen, absence: absence(inputs, ['bullpen'], 'Bullpen data') },
    rows: bullpen.length,
  });

  // Pitch-type views: Main Matchup, Batter vs Bullpen, RV Comparison.
  const batterArsenal = arsenalIndex(inputs['savant-batter-arsenal'].rows, ctx, sharedNames);
  const pitcherArsenal = arsenalIndex(inputs['savant-pitcher-arsenal'].rows, ctx, sharedNames);
  const pitcherStats = (name: string, team: string | null, mlbamId: number | null) =>
    matchAcrossSources(identifyPitcher({ name, team, mlbamId }), pitcherSources, pitcherTally, []);
  const teamMatchups: TeamMatchup[] = sides.map((side) => {
    const lineup: MatchupBatter[] = hittersOf(side.entry).map((p) => ({
      name: p.name,
      battingOrder: typeof p.battingOrder === 'number' ? p.battingOrder : null,
      position: p.position,
      hand: handOf(p.name, p.hand),
      pitches: arsenalOf(batterArsenal, identifyBatter({ name: p.name, team: side.team, mlbamId: p.mlbamId })),
    }));
    const starter = side.opposingStarter;
    const opposingStarter: MatchupPitcher | null = starter
      ? {
          ...pitcherLine(starter.name, 'SP', pitcherStats(starter.name, side.opponent, starter.mlbamId)),
          hand: handOf(starter.name, null),
          pitches: arsenalOf(pitcherArsenal, identifyPitcher({ name: starter.name, team: side.opponent, mlbamId: starter.mlbamId })),
        }
      : null;
    const opposingBullpen: MatchupPitcher[] = bullpen
      .filter((b) => b.team === side.opponent)
      .map((b) => ({
        name: b.player,
        hand: b.thr,
        role: b.role,
        pitches: arsenalOf(pitcherArsenal, identifyPitcher({ name: b.player, team: side.opponent, mlbamId: null })),
        g: b.g,
        ip: b.ip,
        era: b.era,
        sv: b.sv,
        hld: b.hld,
        k9: b.k9,
        kperc: b.kperc,
      }));
    return {
      team: side.team,
      teamName: teamName(side.team),
      opponent: side.opponent,
      opponentName: teamName(side.opponent),
      lineup,
      opposingStarter,
      opposingBullpen,
    };
  });
  files.push({
    file: 'matchups.json',
    data: {
      schemaVersion: SCHEMA_VERSION,
      date,
      teams: teamMatchups,
      absence: absence(inputs, ['savant-batter-arsenal', 'savant-pitcher-arsenal'], 'Pitch-type data'),
    },
    rows: teamMatchups.length,
  });

  const rv = buildRvComparison(
    teamMatchups.flatMap((t) =>
      t.opposingStarter?.pitches
        ? t.lineup
            .filter((b) => b.pitches !== null)
            .map((b) => ({ batter: b.name, team: t.team, pitcher: t.opposingStarter!.name, batterPitches: b.pitches!, pitcherPitches: t.opposingStarter!.pitches! }))
        : [],
    ),
  );
  files.push({
    file: 'rv-comparison.json',
    data: { schemaVersion: SCHEMA_VERSION, date, ...rv, absence: absence(inputs, ['savant-batter-arsenal', 'savant-pitcher-arsenal'], 'Run-value comparison') },
    rows: rv.rows.length,
  });

  // Season home runs (everything before the slate date) and HRs by park.
  const venueByTeam = new Map(parkRows.map((p) => [p.team, p.venue]));
  for (const g of games) if (g.venue) venueByTeam.set(g.home.team, g.venue);
  const homeRunRows = inputs['home-runs'].rows.filter((h) => h.date < date && h.date.startsWith(String(season)));
  const homeRuns = buildHomeRuns(homeRunRows, venueByTeam, season);
  files.push({
    file: 'home-runs.json',
    data: { schemaVersion: SCHEMA_VERSION, date, season, homeRuns: homeRuns.homeRuns, byPark: homeRuns.byPark, absence: absence(inputs, ['home-runs'], 'Home-run events') },
    rows: homeRuns.homeRuns.length,
  });

  // Calculator: today's hitters first (their park and weather), then every other batter with season figures.
  // Its lookups are not part of the join report: one tally that counts nothing serves them all.
  const uncounted = new JoinTally([]);
  const calculatorPlayers: CalculatorPlayer[] = batters.map((b) => {
    // A batter whose reference is unchanged (it had its id before matching) has the same matches, so the same figures.
    const known = seasonFigures.get(b);
    const f =
      known && known.ref.name === b.name && known.ref.team === b.team && known.ref.mlbamId === b.mlbamId
        ? known.figures
        : hitterFigures(matchAcrossSources({ name: b.name, team: b.team, mlbamId: b.mlbamId }, batterSources, uncounted, []));
    return {
      id: b.id,
      name: b.name,
      team: b.team,
      playingToday: true,
      factors: {
        hrRate: roundOrNull(f.seasonHrRate, 4),
        isoRate: roundOrNull(f.iso, 3),
        barrelRate: b.barrelRate,
        exitVelo: b.exitVelo,
        launchAngle: b.launchAngle,
        parkFactor: round(b.parkFactor * 100, 1),
        recentPerformance: b.hrRate,
        temperature: b.temperature,
      },
    };
  });
  const todayIds = new Set(calculatorPlayers.map((p) => p.id));
  for (const row of statRowsOf(inputs, 'fangraphs-stats')) {
    const id = playerId(row.name, row.team, row.mlbamId, ctx);
    if (todayIds.has(id)) continue;
    todayIds.add(id);
    const matches = matchAcrossSources({ name: row.name, team: row.team, mlbamId: row.mlbamId }, batterSources, uncounted, []);
    const f = hitterFigures(matches);
    const recent = last7Figures(lookupOne(last7Index, { name: row.name, team: row.team, mlbamId: row.mlbamId }));
    calculatorPlayers.push({
      id,
      name: row.name,
      team: row.team,
      playingToday: false,
      factors: {
        hrRate: roundOrNull(f.seasonHrRate, 4),
        isoRate: roundOrNull(f.iso, 3),
        barrelRate: roundOrNull(f.barrelRate, 1),
        exitVelo: roundOrNull(f.exitVelo, 1),
        launchAngle: roundOrNull(f.launchAngle, 1),
        parkFactor: MODEL_DEFAULTS.parkFactor * 100,
        recentPerformance: roundOrNull(recent.hrRate, 4),
        temperature: MODEL_DEFAULTS.temperature,
      },
    });
  }
  calculatorPlayers.sort((a, b) => Number(b.playingToday) - Number(a.playingToday) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  files.push({
    file: 'calculator.json',
    data: {
      schemaVersion: SCHEMA_VERSION,
      date,
      defaultWeights: CALCULATOR_DEFAULT_WEIGHTS,
      normalisations: CALCULATOR_NORMALISATIONS,
      presets: CALCULATOR_PRESETS,
      players: calculatorPlayers,
      absence: absence(inputs, ['fangraphs-stats', 'savant-batter-ev'], 'Some calculator inputs are'),
    },
    rows: calculatorPlayers.length,
  });

  // The picks archive: today's picks are added, never silently replaced; past days are graded.
  const existing = input.history.find((d) => d.date === date) ?? null;
  const archived = archivePicks(existing, { date, confident: picks.confident, punt: picks.punt }, input.builtAt, { rewrite: input.rewriteHistory });
  const homeRunsByDate = groupHomeRunsByDate(inputs['home-runs'].rows, ctx);
  const lastResultDate = inputs['home-runs'].status === 'ok' ? [...homeRunsByDate.keys()].sort().at(-1) ?? null : null;
  const days = [...input.history.filter((d) => d.date !== date), archived.day]
    .map((d) => gradeDay(d, lastResultDate !== null && d.date <= lastResultDate ? (homeRunsByDate.get(d.date) ?? new Set()) : null, (name) => normaliseName(name, ctx)))
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const d of days) files.push({ file: `history/${d.date}.json`, data: d, rows: d.confident.length + d.punt.length });
  const historyIndex = buildHistoryIndex(days);
  files.push({ file: 'history/index.json', data: historyIndex, rows: historyIndex.days.length });

  const ambiguous = dedupeAmbiguities(ambiguities);
  return {
    date,
    files,
    joins: tally.reports().filter((j) => j.source === 'last7' ? inputs.last7.rows.length > 0 : statRowsOf(inputs, j.source).length > 0),
    unmatched,
    ambiguous,
    counts: {
      games: games.length,
      hitters: batters.length + notInProjections.length,
      projected: batters.length,
      notInProjections: notInProjections.length,
      confident: picks.confident.length,
      punt: picks.punt.length,
      bvpRows: bvpRows.length,
      parks: parkRows.length,
      bullpenArms: bullpen.length,
      rvRows: rv.rows.length,
      homeRuns: homeRuns.homeRuns.length,
      calculatorPlayers: calculatorPlayers.length,
      historyDays: days.length,
    },
    historyStatus: archived.status,
  };
}

function statRowsOf(inputs: SlateSources, source: string): readonly StatRow[] {
  const entry = (inputs as Record<string, { rows: readonly unknown[] }>)[source];
  return (entry?.rows ?? []) as readonly StatRow[];
}

function firstPlayerWeather(...entries: RawLineupTeam[]): string | null {
  for (const e of entries) for (const p of e.players) if (p.weather) return p.weather;
  return null;
}

function roundOrNull(value: number | null, decimals: number): number | null {
  return value === null ? null : round(value, decimals);
}

function firstValue(rows: readonly StatRow[], key: keyof StatRow['stats']): number | null {
  for (const r of rows) {
    const v = r.stats[key];
    if (v !== undefined) return v;
  }
  return null;
}

function byProbabilityThenName(a: ProjectedBatter, b: ProjectedBatter): number {
  const pa = a.hrProbability ?? -1;
  const pb = b.hrProbability ?? -1;
  return pb - pa || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

function pitcherLine(name: string, role: string | null, matches: ReturnType<typeof matchAcrossSources>): Omit<MatchupPitcher, 'hand' | 'pitches'> {
  const rows = matches.map((m) => m.row);
  const v = (key: keyof StatRow['stats'], decimals: number) => roundOrNull(firstValue(rows, key), decimals);
  return { name, role, g: v('G', 0), ip: v('IP', 3), era: v('ERA', 2), sv: v('SV', 0), hld: v('HLD', 0), k9: v('K/9', 2), kperc: v('K%', 1) };
}

interface ArsenalPlayer extends PlayerRef {
  pitches: PitchValue[];
}

/** Groups Savant pitch-arsenal rows per player (one row per pitch type) and indexes the players by name. */
function arsenalIndex(rows: readonly RawPitchArsenalRow[], ctx: ReturnType<typeof buildNameContext>, sharedNames: ReadonlySet<string>) {
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
  for (const p of byPlayer.values()) if (p.pitches.length > 1) p.pitches.sort((a, b) => (b.usage ?? 0) - (a.usage ?? 0) || a.pitchType.localeCompare(b.pitchType));
  return buildNameIndex([...byPlayer.values()], ctx, { sharedNames });
}

function arsenalOf(index: ReturnType<typeof arsenalIndex>, ref: PlayerRef): PitchValue[] | null {
  return lookupOne(index, ref)?.pitches ?? null;
}

/** For grading picks: who homered on each date, by MLBAM id and by normalised name. */
function groupHomeRunsByDate(rows: InputRows['home-runs'], ctx: ReturnType<typeof buildNameContext>): Map<string, Set<string>> {
  const byDate = new Map<string, Set<string>>();
  for (const h of rows) {
    let set = byDate.get(h.date);
    if (!set) byDate.set(h.date, (set = new Set()));
    if (h.batterId !== null) set.add(`mlbam-${h.batterId}`);
    set.add(normaliseName(h.batterName, ctx));
  }
  return byDate;
}

function dedupeAmbiguities(list: readonly AmbiguityReport[]): AmbiguityReport[] {
  const seen = new Map<string, AmbiguityReport>();
  for (const a of list) seen.set(`${a.name}|${a.team}|${a.source}`, a);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.team.localeCompare(b.team) || a.source.localeCompare(b.source));
}

