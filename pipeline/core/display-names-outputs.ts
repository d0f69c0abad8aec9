/**
 * The display names (display-names.ts) written into each generated file: every
 * field that names a player goes through `names.of`, with the id the file carries
 * (projections, picks, calculator, home-run batters) and otherwise the team the
 * player plays for when the file knows it. Nothing but names changes. A file
 * without an entry is made from published files (bvp-today.json, the archive),
 * so it carries the display names already.
 */
import type {
  BullpenFile,
  BvpFile,
  CalculatorFile,
  HomeRunsFile,
  LineupSide,
  LineupsFile,
  MatchupPitcher,
  MatchupsFile,
  PicksFile,
  ProjectionsFile,
  RvComparisonFile,
} from '../../domain/contracts/index.ts';
import type { GeneratedData, SlateFile, SlateFileName } from './builders/shape.ts';
import type { DisplayNames } from './display-names.ts';

/** The MLBAM id in a player id ("mlbam-660271"); null for a name-based id. */
export function mlbamIdOf(playerId: string): number | null {
  const match = /^mlbam-(\d+)$/.exec(playerId);
  return match ? Number(match[1]) : null;
}

function side(names: DisplayNames, s: LineupSide): LineupSide {
  return {
    ...s,
    startingPitcher: s.startingPitcher === null ? null : names.of(s.startingPitcher, s.team),
    players: s.players.map((p) => ({ ...p, name: names.of(p.name, s.team) })),
  };
}

function lineupsWithDisplayNames(names: DisplayNames, file: LineupsFile): LineupsFile {
  return { ...file, games: file.games.map((g) => ({ ...g, away: side(names, g.away), home: side(names, g.home) })) };
}

function projectionsWithDisplayNames(names: DisplayNames, file: ProjectionsFile): ProjectionsFile {
  return {
    ...file,
    batters: file.batters.map((b) => ({
      ...b,
      name: names.of(b.name, b.team, b.mlbamId),
      opposingPitcher: b.opposingPitcher === null ? null : names.of(b.opposingPitcher, b.opponent),
      pitcher: b.pitcher === null ? null : { ...b.pitcher, name: names.of(b.pitcher.name, b.opponent) },
    })),
    notInProjections: file.notInProjections.map((u) => ({ ...u, name: names.of(u.name, u.team) })),
  };
}

function picksWithDisplayNames(names: DisplayNames, file: PicksFile): PicksFile {
  const rename = (list: PicksFile['confident']) => list.map((p) => ({ ...p, name: names.of(p.name, p.team, mlbamIdOf(p.id)) }));
  return { ...file, confident: rename(file.confident), punt: rename(file.punt), value: rename(file.value) };
}

function calculatorWithDisplayNames(names: DisplayNames, file: CalculatorFile): CalculatorFile {
  return { ...file, players: file.players.map((p) => ({ ...p, name: names.of(p.name, p.team || null, mlbamIdOf(p.id)) })) };
}

function bvpWithDisplayNames(names: DisplayNames, file: BvpFile): BvpFile {
  return {
    ...file,
    rows: file.rows.map((r) => {
      const batter = names.of(r.batter, r.team || null);
      const player = names.of(r.player, r.team || null);
      const pitcher = names.of(r.pitcher, null);
      // Most rows already carry the display names: the row itself then (30,000 rows in a full slate).
      return batter === r.batter && player === r.player && pitcher === r.pitcher ? r : { ...r, batter, player, pitcher };
    }),
  };
}

function homeRunsWithDisplayNames(names: DisplayNames, file: HomeRunsFile): HomeRunsFile {
  return {
    ...file,
    homeRuns: file.homeRuns.map((h) => ({
      ...h,
      batter_name: names.of(h.batter_name, h.team_batting, h.batter),
      pitcher_name: names.of(h.pitcher_name, null),
    })),
  };
}

function bullpenWithDisplayNames(names: DisplayNames, file: BullpenFile): BullpenFile {
  return { ...file, entries: file.entries.map((e) => ({ ...e, player: names.of(e.player, e.team) })) };
}

function matchupsWithDisplayNames(names: DisplayNames, file: MatchupsFile): MatchupsFile {
  const pitcher = (p: MatchupPitcher, team: string): MatchupPitcher => ({ ...p, name: names.of(p.name, team) });
  return {
    ...file,
    teams: file.teams.map((t) => ({
      ...t,
      lineup: t.lineup.map((b) => ({ ...b, name: names.of(b.name, t.team) })),
      opposingStarter: t.opposingStarter === null ? null : pitcher(t.opposingStarter, t.opponent),
      opposingBullpen: t.opposingBullpen.map((p) => pitcher(p, t.opponent)),
    })),
  };
}

function rvComparisonWithDisplayNames(names: DisplayNames, file: RvComparisonFile): RvComparisonFile {
  const row = <R extends { batter: string; team: string; pitcher: string }>(r: R): R => ({
    ...r,
    batter: names.of(r.batter, r.team),
    pitcher: names.of(r.pitcher, null),
  });
  return { ...file, rows: file.rows.map(row), summary: file.summary.map(row), hardHitters: file.hardHitters.map(row) };
}

/** The display names of each file that names players as the inputs write them. */
const DISPLAY_NAMES: { readonly [F in SlateFileName]?: (names: DisplayNames, data: GeneratedData<F>) => GeneratedData<F> } = {
  'lineups.json': lineupsWithDisplayNames,
  'projections.json': projectionsWithDisplayNames,
  'picks.json': picksWithDisplayNames,
  'bvp.json': bvpWithDisplayNames,
  'bullpen.json': bullpenWithDisplayNames,
  'matchups.json': matchupsWithDisplayNames,
  'rv-comparison.json': rvComparisonWithDisplayNames,
  'home-runs.json': homeRunsWithDisplayNames,
  'calculator.json': calculatorWithDisplayNames,
};

/** The file as published: its data with the display names (see DISPLAY_NAMES), the same file otherwise. */
export function withDisplayNames<T extends SlateFile>(names: DisplayNames, file: T): T {
  const rename = DISPLAY_NAMES[file.file as SlateFileName] as ((names: DisplayNames, data: T['data']) => T['data']) | undefined;
  return rename ? { ...file, data: rename(names, file.data) } : file;
}
