/**
 * Builds the invented league for one size, date and seed, and renders it as the
 * input files of docs/inputs.md. Deterministic: the same options give
 * byte-identical files (seeded streams, no clock, stable orders, "\n" endings).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLUBS } from './clubs.ts';
import { addDays, parseIsoDate } from './dates.ts';
import { drawBvp, drawOdds } from './extras.ts';
import { BOM } from './format.ts';
import { renderInputFiles, type GeneratedFile } from './files.ts';
import { drawHomeRuns, homeRunsAllowed } from './home-runs.ts';
import { ALL_SOURCES, clamp, type Hitter, type League, type ParkRow, type Pitcher } from './league.ts';
import { displayName, NameFactory } from './names.ts';
import { Rng } from './rng.ts';
import {
  createHitters,
  createPitchers,
  drawBattingLine,
  drawHitterSeason,
  drawPitcherWorkload,
  pitchingWorkloadScale,
  FEATURED_HITTERS,
  FEATURED_PITCHERS,
  finishPitcherSeason,
  IdFactory,
  plateAppearancesFor,
  setHitterRates,
} from './roster.ts';
import { buildSchedule, openingDay } from './schedule.ts';
import { SIZE_PROFILES, type SizeName } from './sizes.ts';
import { withRealDays } from './real-days.ts';
import { buildSlate, drawBullpenUsage, drawLast7, lineupHitters } from './slate.ts';
import { lineupContexts, pickTier, summaryBatters, hardHitterPairs, tunePicks, tuneRvComparison } from './tuning.ts';

export const DEFAULT_DATE = '2026-08-21';
export const DEFAULT_SEED = 20_260_821;

export interface GenerateOptions {
  size: SizeName;
  /** The slate date, YYYY-MM-DD. */
  date: string;
  seed: number;
}

/** Aliases the name-alias file carries for players no file of this slate mentions (a real alias file is never pruned). */
const LEFTOVER_ALIASES: readonly [string, string][] = [
  ['Zach Pruett', 'Zachary Pruett'],
  ['Danny Lockwood', 'Daniel Lockwood'],
  ['Alex Beaumont', 'Alexander Beaumont'],
];

/** Copy-0 roles given to generated players: what each one exercises downstream. */
function assignFeatures(rng: Rng, date: string, hitters: Hitter[], pitchers: Pitcher[]): void {
  const free = (h: Hitter) => h.copy === 0 && h.role === 'regular' && h.features.length === 0;
  const taken = new Set<string>();
  const take = (pool: Hitter[], feature: string, count: number, distinctTeams = true): Hitter[] => {
    const chosen: Hitter[] = [];
    for (const h of rng.shuffle(pool)) {
      if (chosen.length === count) break;
      if (h.features.length > 0 || (distinctTeams && taken.has(`${feature}|${h.team}`))) continue;
      h.features.push(feature);
      taken.add(`${feature}|${h.team}`);
      chosen.push(h);
    }
    return chosen;
  };

  // Hot sluggers in the middle of the order: the Confident picks.
  for (const h of take(
    hitters.filter((x) => free(x) && ['DH', '1B', 'LF', 'RF'].includes(x.position)),
    'slugger',
    4,
  )) {
    h.talent.power = rng.float(0.93, 0.985);
    h.talent.contact = Math.max(h.talent.contact, 0.5);
    setHitterRates(rng, h);
  }
  const sluggerTeams = new Set(hitters.filter((h) => h.features.includes('slugger')).map((h) => h.team));

  // Debut call-ups: in today's lineup, in no file at all.
  const rookies = rng
    .shuffle(CLUBS.filter((c) => !sluggerTeams.has(c.code)))
    .slice(0, 3)
    .map((c) => hitters.find((h) => h.copy === 0 && h.team === c.code && h.role === 'bench' && h.uid.endsWith('-h13'))!);
  for (const h of rookies) {
    h.features.push('rookie-debut', 'no-stats');
    for (const source of ALL_SOURCES) h.absentFrom.add(source);
  }

  const tradeDate = (() => {
    const deadline = `${date.slice(0, 4)}-07-31`;
    const latest = addDays(date, -20);
    const earliest = addDays(openingDay(date), 10);
    const until = deadline < latest ? deadline : latest;
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text.
    return until < earliest ? earliest : until;
  })();
  const otherClub = (team: string) => rng.pick(CLUBS.filter((c) => c.code !== team)).code;
  for (const h of take(hitters.filter(free), 'traded', 1)) h.trade = { team: otherClub(h.team), until: tradeDate };
  const tradedPitcher = rng.pick(pitchers.filter((p) => p.copy === 0 && p.role === 'RP' && p.features.length === 0));
  tradedPitcher.trade = { team: otherClub(tradedPitcher.team), until: tradeDate };
  tradedPitcher.features.push('traded');

  for (const h of take(hitters.filter(free), 'no-handedness', 2)) h.absentFrom.add('handedness');
  for (const h of take(hitters.filter(free), 'fangraphs-missing', 1)) for (const s of ['fangraphs', 'projections', 'razzball'] as const) h.absentFrom.add(s);
  for (const h of take(hitters.filter(free), 'savant-missing', 1)) for (const s of ['savant', 'arsenal'] as const) h.absentFrom.add(s);
  for (const h of take(hitters.filter(free), 'no-last7', 1)) h.absentFrom.add('last7');

  // A few starters came to the plate in interleague road games.
  for (const p of rng.shuffle(pitchers.filter((x) => x.copy === 0 && x.role === 'SP' && x.features.length === 0)).slice(0, 4)) {
    p.features.push('pitcher-batting');
  }
}

function parkRows(rng: Rng, season: number): { index: Map<string, number>; rows: ParkRow[] } {
  const index = new Map<string, number>();
  const rows: ParkRow[] = [];
  for (const c of CLUBS) {
    const hr = Math.round(c.hrIndex + rng.normal(0, 2.5));
    index.set(c.code, hr);
    const lean = (hr - 100) * 0.3;
    const near = (spread: number, extra = 0) => Math.round(100 + lean * rng.float(0.3, 0.9) + extra + rng.normal(0, spread));
    const altitude = c.code === 'COL' ? 9 : 0;
    rows.push({
      team: c.code,
      venue: c.venue,
      year: `${season - 2}-${season}`,
      parkFactor: near(2, altitude),
      wOBACon: near(2, altitude),
      xwOBACon: Math.round(100 + rng.normal(0, 1.5)),
      BACON: near(2.5, altitude),
      xBACON: Math.round(100 + rng.normal(0, 1.5)),
      HardHit: Math.round(100 + rng.normal(0, 2)),
      R: near(4, altitude * 2),
      OBP: near(2, altitude / 2),
      H: near(3, altitude),
      singles: near(3, altitude),
      doubles: Math.round(100 + rng.normal(0, 7)),
      triples: Math.round(clamp(100 + rng.normal(0, 30) + altitude * 8, 40, 220)),
      HR: hr,
      BB: Math.round(100 + rng.normal(0, 2.5)),
      SO: Math.round(100 - altitude + rng.normal(0, 3)),
      PA: c.code === 'ATH' ? rng.int(24_000, 26_500) : rng.int(36_500, 40_500),
    });
  }
  return { index, rows };
}

/** The whole invented league for the options. */
export function buildLeague(options: GenerateOptions): League {
  const profile = SIZE_PROFILES[options.size];
  parseIsoDate(options.date);
  const season = Number(options.date.slice(0, 4));
  const root = new Rng(options.seed, 'longball-sample');
  const names = new NameFactory();
  for (const f of [...FEATURED_HITTERS, ...FEATURED_PITCHERS]) names.reserve(f.name.first, f.name.last);
  for (const f of FEATURED_HITTERS) if (f.razzballFirst) names.reserve(f.razzballFirst, f.name.last);
  const ids = new IdFactory(root.fork('ids'));

  const hitters: Hitter[] = [];
  const pitchers: Pitcher[] = [];
  for (let copy = 0; copy < profile.copies; copy++) {
    hitters.push(...createHitters(root.fork(`hitters-${copy}`), copy, profile, names, ids));
    pitchers.push(...createPitchers(root.fork(`pitchers-${copy}`), copy, profile, names, ids));
  }
  assignFeatures(root.fork('features'), options.date, hitters, pitchers);

  const schedules = Array.from({ length: profile.copies }, (_, copy) =>
    buildSchedule(root.fork(`schedule-${copy}`), copy, options.date, 776_140 + copy * 6_000),
  );
  const seasonRng = root.fork('seasons');
  for (const h of hitters) {
    const teamGames = schedules[h.copy]!.teamGames.get(h.team) ?? 0;
    const pa = h.features.includes('rookie-debut')
      ? 0
      : h.features.includes('slugger')
        ? Math.round(teamGames * seasonRng.float(4.15, 4.4) * seasonRng.float(0.93, 0.99))
        : plateAppearancesFor(seasonRng, h, teamGames);
    drawHitterSeason(seasonRng, h, pa, teamGames);
  }
  const workloadProbe = root.fork('workload-probe');
  const workloadScales = schedules.map((schedule) =>
    pitchingWorkloadScale(
      workloadProbe,
      pitchers.filter((p) => p.copy === schedule.copy),
      schedule.teamGames,
      hitters.filter((h) => h.copy === schedule.copy).reduce((sum, h) => sum + h.season.PA, 0),
    ),
  );
  for (const p of pitchers) {
    drawPitcherWorkload(seasonRng, p, schedules[p.copy]!.teamGames.get(p.team) ?? 0, workloadScales[p.copy]);
    if (p.features.includes('pitcher-batting')) {
      const pa = seasonRng.int(1, 5);
      p.batting = drawBattingLine(seasonRng, pa, { kRate: 0.45, bbRate: 0.03, hrPerBattedBall: 0, hitRate: 0.2, power: 0.05, speed: 0.3 });
      p.batting.G = Math.min(pa, seasonRng.int(1, 3));
    }
  }

  const parks = parkRows(root.fork('parks'), season);
  const slate = buildSlate(root.fork('slate'), options.date, profile.copies, hitters, pitchers, schedules);
  drawLast7(root.fork('last7'), options.date, hitters, schedules, lineupHitters(slate));
  const contexts = lineupContexts(slate);
  tunePicks(root.fork('tune-picks'), contexts, parks.index);
  tuneRvComparison(
    root.fork('tune-rv'),
    contexts.filter((c) => c.game.copy === 0),
  );

  const hrRng = root.fork('home-runs');
  const homeRuns = schedules.flatMap((schedule) =>
    drawHomeRuns(
      hrRng,
      options.date,
      hitters.filter((h) => h.copy === schedule.copy),
      pitchers.filter((p) => p.copy === schedule.copy),
      schedule,
      parks.index,
    ),
  );
  const allowed = homeRunsAllowed(homeRuns);
  const finishRng = root.fork('pitchers-finish');
  for (const p of pitchers) finishPitcherSeason(finishRng, p, allowed.get(p) ?? 0);
  drawBullpenUsage(root.fork('bullpen'), options.date, pitchers, schedules);

  const bvp = drawBvp(root.fork('bvp'), slate, hitters, pitchers, profile.bvpRowsPerCopy);
  const odds = drawOdds(root.fork('odds'), slate, hitters, pitchers, parks.index);
  const slateOfTheDay = withRealDays(slate, pitchers, schedules);
  const aliases: [string, string][] = hitters
    .filter((h) => h.razzballFirst !== null && h.season.PA > 0 && !h.absentFrom.has('razzball'))
    .map((h) => [displayName({ ...h.name, first: h.razzballFirst! }), displayName(h.name)] as [string, string]);
  aliases.push(...LEFTOVER_ALIASES);

  return {
    date: options.date,
    seed: options.seed,
    season,
    hitters,
    pitchers,
    schedules,
    slate: slateOfTheDay,
    homeRuns,
    bvp,
    odds,
    aliases,
    parkHrIndex: parks.index,
    parks: parks.rows,
  };
}

/** Counts the generator checks on itself (reported by the CLI and asserted by the tests). */
export interface LeagueFigures {
  hitters: number;
  pitchers: number;
  games: number;
  confidentEligible: number;
  puntEligible: number;
  rvSummaryBatters: number;
  hardHitterPairs: number;
  notInAnyFile: string[];
}

export function leagueFigures(league: League): LeagueFigures {
  const contexts = lineupContexts(league.slate);
  const tiers = contexts.map((c) => pickTier(c, league.parkHrIndex));
  const copy0 = contexts.filter((c) => c.game.copy === 0);
  return {
    hitters: league.hitters.length,
    pitchers: league.pitchers.length,
    games: league.slate.length,
    confidentEligible: tiers.filter((t) => t === 'confident').length,
    puntEligible: tiers.filter((t) => t === 'punt').length,
    rvSummaryBatters: summaryBatters(copy0).length,
    hardHitterPairs: hardHitterPairs(copy0),
    notInAnyFile: contexts.filter((c) => c.hitter.features.includes('no-stats')).map((c) => displayName(c.hitter.name)),
  };
}

export function generateInputSet(options: GenerateOptions): { league: League; files: GeneratedFile[] } {
  const league = buildLeague(options);
  return { league, files: renderInputFiles(league, SIZE_PROFILES[options.size]) };
}

export function fileBytes(file: GeneratedFile): Buffer {
  return Buffer.from(file.bom ? BOM + file.text : file.text, 'utf8');
}

export interface WrittenFile {
  name: string;
  rows: number;
  bytes: number;
}

/**
 * Writes the files into `outDir` (created if needed). Each file is written to a
 * temporary name and renamed, so a reader never sees half a file. Files of other
 * names already in the folder are left alone.
 */
export function writeInputSet(files: readonly GeneratedFile[], outDir: string): WrittenFile[] {
  mkdirSync(outDir, { recursive: true });
  return files.map((file) => {
    const bytes = fileBytes(file);
    const target = path.join(outDir, file.name);
    const temp = `${target}.tmp-${process.pid}`;
    try {
      writeFileSync(temp, bytes);
      renameSync(temp, target);
    } finally {
      rmSync(temp, { force: true });
    }
    return { name: file.name, rows: file.rows, bytes: bytes.length };
  });
}
