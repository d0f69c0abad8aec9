/**
 * Writes the league as the input files of docs/inputs.md, each in the layout of
 * the real export it stands for: Savant leaderboards (BOM, quoted
 * "last_name, first_name" header, mostly quoted numbers, `null`), FanGraphs
 * exports (BOM, fractions, truncated decimals, NameASCII/PlayerId/MLBAMID, IP in
 * thirds, "- - -" for a traded player), the Savant park-factor table (Rk., club
 * nicknames, a repeated header line), the MLB Stats API forms (".287"), the
 * headerless files, and the JSON inputs.
 */
import { createHash } from 'node:crypto';
import { DEMO_MARKER, DEMO_MARKER_FILE, demoMoment } from '../../pipeline/inputs/dataset.ts';
import { CLUBS, club } from './clubs.ts';
import { cell, csvLine, fgFloat, fgFraction, inningsThirds, jsonLines, num, prettyJson, quoted, statsApiRate } from './format.ts';
import {
  clamp,
  round,
  type BattingLine,
  type Hitter,
  type League,
  type LineupSide,
  type LineupSlot,
  type PitchRow,
  type Pitcher,
  type SlateGame,
  type SourceId,
} from './league.ts';
import { asciiFold, displayName, REFERENCE_REPLACEMENTS, savantName } from './names.ts';
import { drawPastSeasonLine, FIP_CONSTANT, pitcherAllowed, woba } from './roster.ts';
import { historyFiles } from './history.ts';
import { gameResultsJson } from './results.ts';
import { Rng } from './rng.ts';
import type { SizeProfile } from './sizes.ts';

export interface GeneratedFile {
  /** File name inside the output folder. */
  name: string;
  text: string;
  /** Written with a UTF-8 byte-order mark, as the site downloads are. */
  bom: boolean;
  /** Data rows (CSV lines after the header, or top-level array elements / quotes). */
  rows: number;
}

const PITCH_ORDER = ['FF', 'SI', 'FC', 'SL', 'ST', 'CU', 'KC', 'CH', 'FS', 'SV'];

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
const totalBases = (l: BattingLine): number => l.singles + 2 * l.doubles + 3 * l.triples + 4 * l.HR;
const avgOf = (l: BattingLine): number => ratio(l.H, l.AB);
const slgOf = (l: BattingLine): number => ratio(totalBases(l), l.AB);
const obpOf = (l: BattingLine): number => ratio(l.H + l.BB + l.HBP, l.AB + l.BB + l.HBP + l.SF);
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function fangraphsTeam(p: Hitter | Pitcher): string {
  return p.trade ? '- - -' : club(p.team).fangraphs;
}

function listed(h: Hitter, source: SourceId): boolean {
  return h.season.PA > 0 && !h.absentFrom.has(source);
}

// ---------------------------------------------------------------------------
// Reference files
// ---------------------------------------------------------------------------

function referenceCsv(): GeneratedFile {
  return {
    name: 'reference.csv',
    text: REFERENCE_REPLACEMENTS.map(([from, to]) => csvLine([from, to])).join(''),
    bom: false,
    rows: REFERENCE_REPLACEMENTS.length,
  };
}

function nameAliasesCsv(league: League): GeneratedFile {
  const rows = [...league.aliases].sort((a, b) => byText(a[0], b[0]));
  return {
    name: 'name_aliases.csv',
    text: csvLine(['alias', 'canonical']) + rows.map(([alias, canonical]) => csvLine([cell(alias), cell(canonical)])).join(''),
    bom: false,
    rows: rows.length,
  };
}

function handednessCsv(league: League): GeneratedFile {
  const rng = new Rng(league.seed, 'handedness-file');
  const rows: [string, string][] = [];
  for (const h of league.hitters) {
    if (!listed(h, 'handedness')) continue;
    const hand = h.bats === 'S' && rng.chance(0.3) ? 'B' : h.bats;
    rows.push([rng.chance(0.25) ? asciiFold(displayName(h.name)) : displayName(h.name), hand]);
  }
  for (const p of league.pitchers) {
    if (p.season.outs === 0 || p.absentFrom.has('handedness')) continue;
    rows.push([displayName(p.name), p.throws]);
  }
  rows.sort((a, b) => byText(a[0], b[0]) || byText(a[1], b[1]));
  return { name: 'PlayerHandedness.csv', text: rows.map(([n, h]) => csvLine([cell(n), h])).join(''), bom: false, rows: rows.length };
}

// ---------------------------------------------------------------------------
// Projection site and projections
// ---------------------------------------------------------------------------

function razzballCsv(league: League): GeneratedFile {
  const hitters = league.hitters.filter((h) => listed(h, 'razzball')).sort((a, b) => b.season.PA - a.season.PA || a.mlbamId - b.mlbamId);
  const header = [
    '#',
    'Name',
    'Team',
    'Bats',
    'G',
    'PA',
    'AB',
    'H',
    '2B',
    '3B',
    'HR',
    'R',
    'RBI',
    'SB',
    'BB',
    'SO',
    'AVG',
    'OBP',
    'SLG',
    'OPS',
    'ISO',
    'RazzID',
  ];
  const lines = hitters.map((h, i) => {
    const s = h.season;
    const first = h.razzballFirst ?? h.name.first;
    const name = asciiFold(displayName({ ...h.name, first }));
    const avg = avgOf(s);
    const slg = slgOf(s);
    return csvLine([
      String(i + 1),
      cell(name),
      club(h.team).razzball,
      h.bats === 'S' ? 'B' : h.bats,
      ...[s.G, s.PA, s.AB, s.H, s.doubles, s.triples, s.HR, s.R, s.RBI, s.SB, s.BB, s.SO].map(String),
      statsApiRate(avg),
      statsApiRate(obpOf(s)),
      statsApiRate(slg),
      statsApiRate(obpOf(s) + slg),
      statsApiRate(slg - avg),
      String(100_000 + (h.fangraphsId % 90_000)),
    ]);
  });
  return { name: 'razzball.csv', text: csvLine(header) + lines.join(''), bom: false, rows: lines.length };
}

function projectionsCsv(league: League): GeneratedFile {
  const rng = new Rng(league.seed, 'projections-file');
  const rows: { pa: number; line: string }[] = [];
  for (const h of league.hitters) {
    if (!listed(h, 'projections')) continue;
    const teamGames = league.schedules[h.copy]!.teamGames.get(h.team) ?? 0;
    const remaining = Math.max(12, 162 - teamGames);
    const share = h.role === 'regular' ? rng.float(3.7, 4.3) : h.role === 'bench' ? rng.float(0.8, 1.8) : rng.float(0.1, 0.8);
    const pa = round(remaining * share, 1);
    const bb = h.bbRate * rng.float(0.92, 1.08);
    const k = h.kRate * rng.float(0.93, 1.07);
    const ab = round(pa * (1 - bb - 0.018), 1);
    const contact = ab * (1 - k);
    const hr = round(contact * h.hrPerBattedBall * rng.float(0.9, 1.05), 1);
    const hits = round(hr + (contact - hr) * clamp(0.285 + 0.04 * (h.talent.contact - 0.5), 0.25, 0.33), 1);
    const avg = ratio(hits, ab);
    const slg = ratio(hits + (hits - hr) * 0.26 + 3 * hr, ab);
    const obp = ratio(hits + pa * bb, pa);
    rows.push({
      pa,
      line: csvLine([
        quoted(displayName(h.name)),
        quoted(club(h.team).fangraphs),
        num(remaining * (share / 4.1), 1),
        String(pa),
        String(ab),
        String(hits),
        String(hr),
        fgFraction(avg),
        fgFraction(obp),
        fgFraction(slg),
        fgFraction(slg - avg),
        fgFraction(k),
        fgFraction(bb),
        quoted(asciiFold(displayName(h.name))),
        String(h.fangraphsId),
        String(h.mlbamId),
      ]),
    });
  }
  rows.sort((a, b) => b.pa - a.pa || byText(a.line, b.line));
  const header = 'Name,Team,G,PA,AB,H,HR,AVG,OBP,SLG,ISO,K%,BB%,NameASCII,PlayerId,MLBAMID\n';
  return { name: 'projections.csv', text: header + rows.map((r) => r.line).join(''), bom: true, rows: rows.length };
}

// ---------------------------------------------------------------------------
// FanGraphs leaderboards
// ---------------------------------------------------------------------------

const FG_BATTING_HEADER = [
  'Name',
  'Team',
  'G',
  'PA',
  'AB',
  'H',
  '1B',
  '2B',
  '3B',
  'HR',
  'R',
  'RBI',
  'BB',
  'IBB',
  'SO',
  'HBP',
  'SF',
  'SB',
  'CS',
  'AVG',
  'OBP',
  'SLG',
  'OPS',
  'ISO',
  'BABIP',
  'wOBA',
  'xwOBA',
  'wRC+',
  'BB%',
  'K%',
  'LD%',
  'GB%',
  'FB%',
  'IFFB%',
  'HR/FB',
  'Pull%',
  'Cent%',
  'Oppo%',
  'Soft%',
  'Med%',
  'Hard%',
  'EV',
  'maxEV',
  'LA',
  'Barrels',
  'Barrel%',
  'HardHit',
  'HardHit%',
  'WAR',
  'NameASCII',
  'PlayerId',
  'MLBAMID',
];

function fangraphsBattingRow(p: Hitter | Pitcher, s: BattingLine, profile: Hitter['batted'] | null): string {
  const avg = avgOf(s);
  const obp = obpOf(s);
  const slg = slgOf(s);
  const w = woba(s);
  const wrcPlus = 100 + (w - 0.315) / 0.00125;
  const babip = ratio(s.H - s.HR, s.AB - s.SO - s.HR + s.SF);
  const bbe = profile?.battedBalls ?? 0;
  const statcast = profile && bbe > 0;
  const pct = (v: number | undefined) => (statcast && v !== undefined ? fgFraction(v) : '');
  return csvLine([
    quoted(displayName(p.name)),
    quoted(fangraphsTeam(p)),
    ...[s.G, s.PA, s.AB, s.H, s.singles, s.doubles, s.triples, s.HR, s.R, s.RBI, s.BB, s.IBB, s.SO, s.HBP, s.SF, s.SB, s.CS].map(String),
    fgFraction(avg),
    fgFraction(obp),
    fgFraction(slg),
    fgFraction(obp + slg),
    fgFraction(slg - avg),
    fgFraction(babip),
    String(w),
    statcast ? fgFloat(profile.xwOBA) : '',
    String(wrcPlus),
    fgFraction(ratio(s.BB, s.PA)),
    fgFraction(ratio(s.SO, s.PA)),
    pct(profile?.ldPct),
    pct(profile?.gbPct),
    pct(profile?.fbPct),
    pct(profile?.iffbPct),
    statcast ? fgFraction(ratio(s.HR, bbe * profile.fbPct)) : '',
    pct(profile?.pullPct),
    pct(profile?.centPct),
    pct(profile?.oppoPct),
    pct(profile?.softPct),
    statcast ? fgFraction(1 - profile.softPct - profile.hardPct) : '',
    pct(profile?.hardPct),
    statcast ? fgFloat(profile.avgEV) : '',
    statcast ? String(profile.maxEV) : '',
    statcast ? fgFloat(profile.avgLA) : '',
    statcast ? String(profile.barrels) : '',
    statcast ? fgFraction(profile.barrels / bbe) : '',
    statcast ? String(profile.hardHitBalls) : '',
    statcast ? fgFraction(profile.hardHitBalls / bbe) : '',
    String(((wrcPlus - 85) * s.PA) / 6000),
    quoted(asciiFold(displayName(p.name))),
    String(p.fangraphsId),
    String(p.mlbamId),
  ]);
}

function fangraphsStatsCsv(league: League): GeneratedFile {
  const rows: { pa: number; id: number; line: string }[] = [];
  for (const h of league.hitters) {
    if (listed(h, 'fangraphs')) rows.push({ pa: h.season.PA, id: h.mlbamId, line: fangraphsBattingRow(h, h.season, h.batted) });
  }
  const twoWay = new Map(twoWayBatters(league).map((t) => [t.pitcher, t.batted]));
  for (const p of league.pitchers) {
    if (p.batting && !p.absentFrom.has('fangraphs'))
      rows.push({ pa: p.batting.PA, id: p.mlbamId, line: fangraphsBattingRow(p, p.batting, twoWay.get(p) ?? null) });
  }
  rows.sort((a, b) => b.pa - a.pa || a.id - b.id);
  return { name: 'fangraphs-stats.csv', text: csvLine(FG_BATTING_HEADER) + rows.map((r) => r.line).join(''), bom: true, rows: rows.length };
}

const FG_PITCHING_HEADER = [
  'Name',
  'Team',
  'W',
  'L',
  'SV',
  'HLD',
  'G',
  'GS',
  'IP',
  'K/9',
  'BB/9',
  'HR/9',
  'K%',
  'BB%',
  'TBF',
  'BABIP',
  'LOB%',
  'GB%',
  'LD%',
  'FB%',
  'IFFB%',
  'HR/FB',
  'Pull%',
  'Hard%',
  'Barrel%',
  'HardHit%',
  'EV',
  'vFA (pi)',
  'vSI (pi)',
  'ERA',
  'xERA',
  'FIP',
  'xFIP',
  'WAR',
  'NameASCII',
  'PlayerId',
  'MLBAMID',
];

function fip(p: Pitcher): number {
  const s = p.season;
  return (13 * s.HR + 3 * (s.BB + s.HBP) - 2 * s.SO) / (s.outs / 3) + FIP_CONSTANT;
}

/**
 * The previous season's FanGraphs batting export: a full season drawn from each hitter's same
 * talent (his HR rate drifting a little, as ages and luck do) and playing time by role, on its
 * own random stream so the other files stay as they are. About one hitter in eight has no previous season (rookies).
 */
function priorSeasonLines(league: League): { hitter: Hitter; line: BattingLine }[] {
  const rng = new Rng(league.seed, 'fangraphs-stats-prior-file');
  const seasons: { hitter: Hitter; line: BattingLine }[] = [];
  for (const h of league.hitters) {
    const rookie = rng.chance(0.125);
    // Playing time by role, as this season's: a club's regulars take most of the PAs, so the
    // previous season's league HR/PA is this one's (the model scales history by their ratio).
    const pa = h.role === 'regular' ? rng.int(420, 680) : h.role === 'bench' ? rng.int(150, 420) : rng.int(40, 220);
    if (rookie || h.season.PA === 0) continue;
    seasons.push({ hitter: h, line: drawPastSeasonLine(rng, h, pa) });
  }
  return seasons.sort((a, b) => b.line.PA - a.line.PA || a.hitter.mlbamId - b.hitter.mlbamId);
}

function fangraphsPriorSeasonCsv(league: League): GeneratedFile {
  const rows = priorSeasonLines(league).map(({ hitter, line }) => fangraphsBattingRow(hitter, line, null));
  return { name: 'fangraphs-stats-prior.csv', text: csvLine(FG_BATTING_HEADER) + rows.join(''), bom: true, rows: rows.length };
}

function fangraphsPitchersCsv(league: League): GeneratedFile {
  const rng = new Rng(league.seed, 'fangraphs-pitchers-file');
  const pitchers = league.pitchers
    .filter((p) => p.season.outs > 0 && !p.absentFrom.has('fangraphs'))
    .sort((a, b) => b.season.outs - a.season.outs || a.mlbamId - b.mlbamId);
  const lines = pitchers.map((p) => {
    const s = p.season;
    const ip = s.outs / 3;
    const bbe = p.batted.battedBalls;
    const era = (s.ER * 9) / ip;
    const f = fip(p);
    const babip = ratio(s.H - s.HR, bbe - s.HR);
    const lob = clamp(0.72 + (f - era) * 0.03 + rng.normal(0, 0.02), 0.5, 0.92);
    return csvLine([
      quoted(displayName(p.name)),
      quoted(fangraphsTeam(p)),
      ...[s.W, s.L, s.SV, s.HLD, s.G, s.GS].map(String),
      inningsThirds(s.outs),
      String((s.SO * 9) / ip),
      String((s.BB * 9) / ip),
      String((s.HR * 9) / ip),
      fgFraction(ratio(s.SO, s.TBF)),
      fgFraction(ratio(s.BB, s.TBF)),
      String(s.TBF),
      String(babip),
      fgFraction(lob),
      fgFraction(p.batted.gbPct),
      fgFraction(p.batted.ldPct),
      fgFraction(p.batted.fbPct),
      fgFraction(p.batted.iffbPct),
      fgFraction(ratio(s.HR, bbe * p.batted.fbPct)),
      fgFraction(p.batted.pullPct),
      fgFraction(p.batted.hardPct),
      fgFraction(ratio(p.batted.barrels, bbe)),
      fgFraction(ratio(p.batted.hardHitBalls, bbe)),
      fgFloat(p.batted.avgEV),
      p.fastballVelo === null ? '' : String(p.fastballVelo + rng.normal(0, 0.04)),
      p.sinkerVelo === null ? '' : String(p.sinkerVelo + rng.normal(0, 0.04)),
      String(era),
      String(clamp(era + rng.normal(0, 0.45), 0.5, 12)),
      String(f),
      String(clamp(f + rng.normal(0, 0.3), 1, 9)),
      String(((4.6 - f) * ip) / 95),
      quoted(asciiFold(displayName(p.name))),
      String(p.fangraphsId),
      String(p.mlbamId),
    ]);
  });
  return { name: 'fangraphs-pitchers.csv', text: csvLine(FG_PITCHING_HEADER) + lines.join(''), bom: true, rows: lines.length };
}

// ---------------------------------------------------------------------------
// Savant leaderboards
// ---------------------------------------------------------------------------

const SAVANT_EV_HEADER = [
  'last_name, first_name',
  'player_id',
  'attempts',
  'avg_hit_angle',
  'anglesweetspotpercent',
  'max_hit_speed',
  'avg_hit_speed',
  'ev50',
  'fbld',
  'gb',
  'max_distance',
  'avg_distance',
  'avg_hr_distance',
  'ev95plus',
  'ev95percent',
  'barrels',
  'brl_percent',
  'brl_pa',
];

function savantHeader(columns: readonly string[]): string {
  return csvLine(columns.map(quoted));
}

function savantEvRow(p: Hitter | Pitcher, batted: Hitter['batted'], pa: number): string {
  const bbe = batted.battedBalls;
  return csvLine([
    quoted(savantName(p.name)),
    quoted(String(p.mlbamId)),
    quoted(String(bbe)),
    quoted(num(batted.avgLA, 1)),
    num(batted.sweetSpotPct, 1),
    quoted(num(batted.maxEV, 1)),
    quoted(num(batted.avgEV, 1)),
    quoted(num(batted.ev50, 1)),
    quoted(num(batted.fbldEV, 1)),
    quoted(num(batted.gbEV, 1)),
    quoted(String(batted.maxDistance)),
    quoted(String(batted.avgDistance)),
    batted.avgHrDistance === null ? 'null' : quoted(String(batted.avgHrDistance)),
    quoted(String(batted.hardHitBalls)),
    num((100 * batted.hardHitBalls) / bbe, 1),
    quoted(String(batted.barrels)),
    num((100 * batted.barrels) / bbe, 1),
    num((100 * batted.barrels) / pa, 1),
  ]);
}

function savantBatters(league: League, profile: SizeProfile): Hitter[] {
  return league.hitters
    .filter((h) => listed(h, 'savant') && h.batted.battedBalls >= Math.max(1, profile.savantMinBattedBalls))
    .sort((a, b) => b.batted.battedBalls - a.batted.battedBalls || a.mlbamId - b.mlbamId);
}

function savantPitchers(league: League, profile: SizeProfile): Pitcher[] {
  return league.pitchers
    .filter((p) => !p.absentFrom.has('savant') && p.season.TBF >= profile.savantMinBattersFaced && p.batted.battedBalls > 0)
    .sort((a, b) => b.batted.battedBalls - a.batted.battedBalls || a.mlbamId - b.mlbamId);
}

/**
 * The two-way starters of the slate (sample/real-days.ts) as batters: Statcast lists their
 * batting too. Their batted-ball profile is that of the hitter whose slot they take.
 */
function twoWayBatters(league: League): { pitcher: Pitcher; batting: NonNullable<Pitcher['batting']>; batted: Hitter['batted'] }[] {
  return league.slate
    .flatMap((g) => [g.away, g.home])
    .flatMap((side) => {
      const slot = side.batters.find((b) => b.order === side.starterBatsIn);
      return slot && side.starter.batting ? [{ pitcher: side.starter, batting: side.starter.batting, batted: slot.hitter.batted }] : [];
    });
}

function savantBatterEv(league: League, profile: SizeProfile): GeneratedFile {
  const lines = [
    ...savantBatters(league, profile).map((h) => savantEvRow(h, h.batted, h.season.PA)),
    ...twoWayBatters(league).map((t) => savantEvRow(t.pitcher, t.batted, t.batting.PA)),
  ];
  return { name: 'savant_batter_ev_barrels.csv', text: savantHeader(SAVANT_EV_HEADER) + lines.join(''), bom: true, rows: lines.length };
}

/**
 * Savant's Exit Velocity & Barrels leaderboard of the previous season, every batter with a batted ball (the fetch asks
 * for min 1): each hitter of the previous season's lines, his batted balls and barrels drawn from that season's PAs
 * with his own batted-ball profile (a little noise, on its own random stream so the other files stay as they are).
 */
function savantBatterEvPrior(league: League): GeneratedFile {
  const rng = new Rng(league.seed, 'savant-batter-ev-prior-file');
  const lines = priorSeasonLines(league).flatMap(({ hitter, line }) => {
    const now = hitter.batted;
    if (now.battedBalls === 0 || hitter.season.PA === 0) return [];
    const battedBalls = Math.max(1, Math.min(line.PA, Math.round(line.PA * (now.battedBalls / hitter.season.PA) * (0.92 + 0.16 * rng.next()))));
    const scale = battedBalls / now.battedBalls;
    const barrels = Math.min(battedBalls, Math.round(now.barrels * scale * (0.8 + 0.4 * rng.next())));
    const hardHitBalls = Math.min(battedBalls, Math.round(now.hardHitBalls * scale));
    return [savantEvRow(hitter, { ...now, battedBalls, barrels, hardHitBalls }, line.PA)];
  });
  return { name: 'savant_batter_ev_barrels_prior.csv', text: savantHeader(SAVANT_EV_HEADER) + lines.join(''), bom: true, rows: lines.length };
}

function savantPitcherEv(league: League, profile: SizeProfile): GeneratedFile {
  const lines = savantPitchers(league, profile).map((p) => savantEvRow(p, p.batted, p.season.TBF));
  return { name: 'savant_pitcher_ev_barrels.csv', text: savantHeader(SAVANT_EV_HEADER) + lines.join(''), bom: true, rows: lines.length };
}

const EXPECTED_HEADER = [
  'last_name, first_name',
  'player_id',
  'year',
  'pa',
  'bip',
  'ba',
  'est_ba',
  'est_ba_minus_ba_diff',
  'slg',
  'est_slg',
  'est_slg_minus_slg_diff',
  'woba',
  'est_woba',
  'est_woba_minus_woba_diff',
];

/** Savant prints the differences as raw float subtractions of the rounded values (0.476 - 0.496 = -0.020000000000000018). */
function expectedCells(ba: number, xba: number, slg: number, xslg: number, w: number, xw: number): string[] {
  const [b, xb, s, xs, wo, xwo] = [ba, xba, slg, xslg, w, xw].map((v) => round(v, 3)) as [number, number, number, number, number, number];
  return [String(b), String(xb), String(b - xb), String(s), String(xs), String(s - xs), String(wo), String(xwo), String(wo - xwo)];
}

function savantBatterExpected(league: League, profile: SizeProfile): GeneratedFile {
  const lines = savantBatters(league, profile)
    .sort((a, b) => b.season.PA - a.season.PA || a.mlbamId - b.mlbamId)
    .map((h) =>
      csvLine([
        quoted(savantName(h.name)),
        quoted(String(h.mlbamId)),
        quoted(String(league.season)),
        quoted(String(h.season.PA)),
        quoted(String(h.batted.battedBalls)),
        ...expectedCells(avgOf(h.season), h.batted.xBA, slgOf(h.season), h.batted.xSLG, woba(h.season), h.batted.xwOBA),
      ]),
    );
  for (const t of twoWayBatters(league)) {
    lines.push(
      csvLine([
        quoted(savantName(t.pitcher.name)),
        quoted(String(t.pitcher.mlbamId)),
        quoted(String(league.season)),
        quoted(String(t.batting.PA)),
        quoted(String(t.batted.battedBalls)),
        ...expectedCells(avgOf(t.batting), t.batted.xBA, slgOf(t.batting), t.batted.xSLG, woba(t.batting), t.batted.xwOBA),
      ]),
    );
  }
  return { name: 'savant_batter_expected_stats.csv', text: savantHeader(EXPECTED_HEADER) + lines.join(''), bom: true, rows: lines.length };
}

function savantPitcherExpected(league: League, profile: SizeProfile): GeneratedFile {
  const rng = new Rng(league.seed, 'pitcher-expected-file');
  const lines = savantPitchers(league, profile)
    .sort((a, b) => b.season.TBF - a.season.TBF || a.mlbamId - b.mlbamId)
    .map((p) => {
      const allowed = pitcherAllowed(p);
      const era = (p.season.ER * 9) / (p.season.outs / 3);
      const xera = clamp(fip(p) + rng.normal(0, 0.4), 0.8, 11);
      return csvLine([
        quoted(savantName(p.name)),
        quoted(String(p.mlbamId)),
        quoted(String(league.season)),
        quoted(String(p.season.TBF)),
        quoted(String(p.batted.battedBalls)),
        ...expectedCells(allowed.avg, p.batted.xBA, allowed.slg, p.batted.xSLG, allowed.woba, p.batted.xwOBA),
        quoted(era.toFixed(2)),
        quoted(xera.toFixed(2)),
        quoted((era - xera).toFixed(3)),
      ]);
    });
  return {
    name: 'savant_pitcher_expected_stats.csv',
    text: savantHeader([...EXPECTED_HEADER, 'era', 'xera', 'era_minus_xera_diff']) + lines.join(''),
    bom: true,
    rows: lines.length,
  };
}

const ARSENAL_COLUMNS = [
  'pitch_type',
  'pitch_name',
  'run_value_per_100',
  'run_value',
  'pitches',
  'pitch_usage',
  'pa',
  'ba',
  'slg',
  'woba',
  'whiff_percent',
  'k_percent',
  'put_away',
  'est_ba',
  'est_slg',
  'est_woba',
  'hard_hit_percent',
];

function arsenalCells(r: PitchRow): string[] {
  return [
    quoted(r.type),
    quoted(r.name),
    num(r.runValuePer100, 1),
    String(r.runValue),
    quoted(String(r.pitches)),
    num(r.usage, 1),
    quoted(String(r.pa)),
    quoted(num(r.ba, 3)),
    quoted(num(r.slg, 3)),
    quoted(num(r.woba, 3)),
    num(r.whiffPct, 1),
    num(r.kPct, 1),
    num(r.putAway, 1),
    quoted(num(r.xBA, 3)),
    quoted(num(r.xSLG, 3)),
    quoted(num(r.xwOBA, 3)),
    r.hardHitPct === null ? 'null' : num(r.hardHitPct, 1),
  ];
}

function arsenalOrder<T extends { row: PitchRow; id: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => PITCH_ORDER.indexOf(a.row.type) - PITCH_ORDER.indexOf(b.row.type) || b.row.pitches - a.row.pitches || a.id - b.id);
}

function savantBatterArsenal(league: League, profile: SizeProfile): GeneratedFile {
  const rows: { row: PitchRow; id: number; line: string }[] = [];
  for (const h of league.hitters) {
    if (!listed(h, 'arsenal') || h.absentFrom.has('savant') || h.season.PA < profile.arsenalMinPa) continue;
    for (const r of h.arsenal) {
      rows.push({
        row: r,
        id: h.mlbamId,
        line: csvLine([quoted(savantName(h.name)), String(h.mlbamId), quoted(club(h.team).savant), ...arsenalCells(r)]),
      });
    }
  }
  const header = savantHeader(['last_name, first_name', 'player_id', 'team_name_alt', ...ARSENAL_COLUMNS]);
  return {
    name: 'savant_pitch_arsenal.csv',
    text:
      header +
      arsenalOrder(rows)
        .map((r) => r.line)
        .join(''),
    bom: true,
    rows: rows.length,
  };
}

function savantPitcherArsenal(league: League, profile: SizeProfile): GeneratedFile {
  const rows: { row: PitchRow; id: number; line: string }[] = [];
  for (const p of league.pitchers) {
    if (p.absentFrom.has('arsenal') || p.absentFrom.has('savant') || p.season.TBF < profile.savantMinBattersFaced) continue;
    for (const r of p.arsenal) {
      rows.push({
        row: r,
        id: p.mlbamId,
        line: csvLine([quoted(savantName(p.name)), String(p.mlbamId), String(league.season), quoted(club(p.team).savant), ...arsenalCells(r)]),
      });
    }
  }
  const header = savantHeader(['last_name, first_name', 'player_id', 'year', 'team_name_alt', ...ARSENAL_COLUMNS]);
  return {
    name: 'savant_pitcher_arsenal.csv',
    text:
      header +
      arsenalOrder(rows)
        .map((r) => r.line)
        .join(''),
    bom: true,
    rows: rows.length,
  };
}

const PARK_HEADER = 'Rk.,Team,Venue,Year,Park Factor,wOBACon,xwOBACon,BACON,xBACON,HardHit,R,OBP,H,1B,2B,3B,HR,BB,SO,PA\n';

/** The Savant park-factor table as copied off the page: ranked, with the header repeated after row 15. */
function savantParkFactors(league: League): GeneratedFile {
  const parks = [...league.parks].sort((a, b) => b.parkFactor - a.parkFactor || byText(a.team, b.team));
  let text = PARK_HEADER;
  parks.forEach((p, i) => {
    if (i === 15) text += PARK_HEADER;
    text += csvLine([
      String(i + 1),
      club(p.team).parkClub,
      p.venue,
      p.year,
      ...[p.parkFactor, p.wOBACon, p.xwOBACon, p.BACON, p.xBACON, p.HardHit, p.R, p.OBP, p.H, p.singles, p.doubles, p.triples, p.HR, p.BB, p.SO, p.PA].map(
        String,
      ),
    ]);
  });
  return { name: 'savant_park_factors.csv', text, bom: false, rows: parks.length + 1 };
}

// ---------------------------------------------------------------------------
// MLB Stats API forms and last-7
// ---------------------------------------------------------------------------

function mlbStatsCsv(league: League): GeneratedFile {
  const hitters = league.hitters.filter((h) => listed(h, 'mlb-stats')).sort((a, b) => b.season.PA - a.season.PA || a.mlbamId - b.mlbamId);
  return mlbHittingCsv(
    'mlb_stats.csv',
    hitters.map((h) => ({ hitter: h, line: h.season })),
  );
}

/** One MLB Stats API hitting line's cells: `playerId,fullName,team,gamesPlayed,...,ops`. */
function mlbHittingCells(hitter: Hitter, s: BattingLine): string[] {
  const slg = slgOf(s);
  const obp = obpOf(s);
  return [
    String(hitter.mlbamId),
    cell(displayName(hitter.name)),
    club(hitter.team).statsApi,
    ...[s.G, s.PA, s.AB, s.H, s.HR].map(String),
    statsApiRate(avgOf(s)),
    statsApiRate(obp),
    statsApiRate(slg),
    statsApiRate(obp + slg),
  ];
}

/** MLB Stats API season hitting of one row per player, the columns `fetch` writes. */
function mlbHittingCsv(name: string, lines: readonly { hitter: Hitter; line: BattingLine }[]): GeneratedFile {
  const rows = lines.map(({ hitter, line }) => csvLine(mlbHittingCells(hitter, line)));
  const header = 'playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops\n';
  return { name, text: header + rows.join(''), bom: false, rows: rows.length };
}

/**
 * The previous season from the MLB Stats API: the same seasons as the FanGraphs prior-season
 * export (one league, two sources), the fallback the model reads when FanGraphs refuses.
 */
function mlbStatsPriorCsv(league: League): GeneratedFile {
  return mlbHittingCsv('mlb_stats_prior.csv', priorSeasonLines(league));
}

/** MLB Stats API season pitching: batters faced and home runs allowed, the model's fallback for the starter. */
function mlbPitchingCsv(league: League): GeneratedFile {
  const pitchers = league.pitchers.filter((p) => p.season.outs > 0).sort((a, b) => b.season.outs - a.season.outs || a.mlbamId - b.mlbamId);
  const rows = pitchers.map((p) => {
    const s = p.season;
    return csvLine([
      String(p.mlbamId),
      cell(displayName(p.name)),
      club(p.team).statsApi,
      String(s.G),
      String(s.GS),
      inningsThirds(s.outs),
      String(s.TBF),
      String(s.HR),
      ((s.ER * 27) / s.outs).toFixed(2),
    ]);
  });
  const header = 'playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era\n';
  return { name: 'mlb_pitching.csv', text: header + rows.join(''), bom: false, rows: rows.length };
}

function last7Csv(league: League): GeneratedFile {
  const hitters = league.hitters
    .filter((h) => h.last7 !== null && !h.absentFrom.has('last7'))
    .sort((a, b) => byText(a.team, b.team) || byText(displayName(a.name), displayName(b.name)) || a.mlbamId - b.mlbamId);
  const lines = hitters.map((h) => {
    const l = h.last7!;
    const singles = l.H - l.doubles - l.triples - l.HR;
    return csvLine([
      cell(displayName(h.name)),
      club(h.team).fangraphs,
      String(l.AB),
      String(l.H),
      String(l.HR),
      statsApiRate(l.H / l.AB),
      statsApiRate((singles + 2 * l.doubles + 3 * l.triples + 4 * l.HR) / l.AB),
    ]);
  });
  return { name: 'last7references.csv', text: lines.join(''), bom: false, rows: lines.length };
}

// ---------------------------------------------------------------------------
// Lineups and games
// ---------------------------------------------------------------------------

interface LineupPlayerOut {
  name: string;
  battingOrder: number | 'SP';
  position: string;
  confirmed: boolean;
  weather: string;
  id?: number;
}

function lineupName(side: LineupSide, h: Hitter | Pitcher): string {
  if (h.kind === 'hitter' && h.lineupName) return h.lineupName;
  const name = displayName(h.name);
  return side.asciiNames ? asciiFold(name) : name;
}

function lineupEntries(game: SlateGame): { team: string; gameDate: string; gamePk: number; weather: string; players: LineupPlayerOut[] }[] {
  return [game.away, game.home].map((side) => {
    const player = (p: Hitter | Pitcher, order: number | 'SP', position: string, confirmed: boolean): LineupPlayerOut => ({
      name: lineupName(side, p),
      battingOrder: order,
      position,
      confirmed,
      weather: game.weather,
      ...(side.writesIds ? { id: p.mlbamId } : {}),
    });
    const hittersConfirmed = side.confirmation === 'confirmed';
    // A two-way starter bats in his slot as the DH: his pitcher row and his batter row are both written.
    const batter = (slot: LineupSlot) =>
      slot.order === side.starterBatsIn
        ? player(side.starter, slot.order, 'DH', hittersConfirmed)
        : player(slot.hitter, slot.order, slot.position, hittersConfirmed);
    return {
      team: side.team,
      gameDate: game.date,
      gamePk: game.gamePk,
      weather: game.weather,
      players: [...side.batters.map(batter), player(side.starter, 'SP', 'P', side.confirmation !== 'projected')],
    };
  });
}

function lineupsJson(league: League): GeneratedFile {
  const entries = league.slate.flatMap(lineupEntries);
  return { name: 'lineups.json', text: prettyJson(entries), bom: false, rows: entries.length };
}

function lineupsCsv(league: League): GeneratedFile {
  let text = csvLine(['team', 'gameDate', 'game_pk', 'weather', 'name', 'battingOrder', 'position', 'confirmed', 'id']);
  let rows = 0;
  for (const entry of league.slate.flatMap(lineupEntries)) {
    for (const p of entry.players) {
      text += csvLine([
        entry.team,
        entry.gameDate,
        String(entry.gamePk),
        cell(entry.weather),
        cell(p.name),
        String(p.battingOrder),
        p.position,
        String(p.confirmed),
        p.id === undefined ? '' : String(p.id),
      ]);
      rows++;
    }
  }
  return { name: 'lineups.csv', text, bom: false, rows };
}

/** The schedule's probable pitcher: the lineup's starter, unless the schedule still names another (an opener announced late). */
function probablePitcher(side: LineupSide): { name: string; id: number } {
  const p = side.probable ?? side.starter;
  return { name: displayName(p.name), id: p.mlbamId };
}

function matchupDataJson(league: League): GeneratedFile {
  const games = league.slate.map((g) => ({
    gamePk: g.gamePk,
    gameDate: g.date,
    officialDate: g.date,
    gameTime: g.gameTime,
    gameNumber: g.gameNumber,
    doubleHeader: g.doubleHeader,
    startTimeTBD: false,
    status: 'Scheduled',
    away: club(g.away.team).statsApi,
    home: club(g.home.team).statsApi,
    venue: g.venue,
    weather: g.weather,
    awayPitcher: probablePitcher(g.away),
    homePitcher: probablePitcher(g.home),
  }));
  return { name: 'matchup_data.json', text: prettyJson(games), bom: false, rows: games.length };
}

// ---------------------------------------------------------------------------
// BvP, bullpen, odds, home runs
// ---------------------------------------------------------------------------

function bvpJson(league: League): GeneratedFile {
  const rows = league.bvp.map((b) => {
    const H = b.singles + b.doubles + b.triples + b.HR;
    const tb = b.singles + 2 * b.doubles + 3 * b.triples + 4 * b.HR;
    return {
      batter: displayName(b.batter.name),
      pitcher: displayName(b.pitcher.name),
      PA: b.PA,
      AB: b.AB,
      H,
      '1B': b.singles,
      '2B': b.doubles,
      '3B': b.triples,
      HR: b.HR,
      BB: b.BB,
      SO: b.SO,
      AVG: statsApiRate(H / b.AB),
      OBP: statsApiRate((H + b.BB) / b.PA),
      SLG: statsApiRate(tb / b.AB),
      player: displayName(b.batter.name),
      team: b.batter.team,
    };
  });
  return { name: 'bvp.json', text: jsonLines(rows), bom: false, rows: rows.length };
}

const ROLE_ORDER = ['Closer', 'Setup', 'Middle', 'Long'];

function bullpenJson(league: League): GeneratedFile {
  const relievers = league.pitchers
    .filter((p) => p.role === 'RP' && p.bullpenRole !== null && !p.absentFrom.has('fangraphs'))
    .sort(
      (a, b) =>
        CLUBS.findIndex((c) => c.code === a.team) - CLUBS.findIndex((c) => c.code === b.team) ||
        a.copy - b.copy ||
        ROLE_ORDER.indexOf(a.bullpenRole!) - ROLE_ORDER.indexOf(b.bullpenRole!) ||
        b.season.G - a.season.G ||
        a.mlbamId - b.mlbamId,
    );
  const rows = relievers.map((p) => {
    const s = p.season;
    const ip = s.outs / 3;
    return {
      team: p.team,
      player: displayName(p.name),
      thr: p.throws,
      role: p.bullpenRole,
      usage: p.usage,
      vfa: p.fastballVelo,
      vsi: p.sinkerVelo,
      g: s.G,
      ip: round(ip, 3),
      era: round((s.ER * 9) / ip, 2),
      sv: s.SV,
      hld: s.HLD,
      k9: round((s.SO * 9) / ip, 2),
      kperc: round((100 * s.SO) / s.TBF, 1),
    };
  });
  return { name: 'bullpen.json', text: jsonLines(rows), bom: false, rows: rows.length };
}

/** The Odds API's event id of a game: 32 hex digits, as the feed writes them (derived from the game, so stable). */
const oddsEventId = (league: League, gamePk: number): string => createHash('md5').update(`${league.date}|${gamePk}`).digest('hex');

/**
 * odds.json as the nightly's fetch writes it from The Odds API (pipeline/fetch/transforms/odds.ts):
 * the day's events (every game, each with its id, clubs and commence time, which the feed
 * gives a minute after MLB's first pitch) and each book's quote with its event's id. In the
 * doubleheader the books have posted game 1 only: game 2 is an event without quotes.
 */
function oddsJson(league: League): GeneratedFile {
  const events = league.slate.map((g) => ({
    id: oddsEventId(league, g.gamePk),
    sport_key: 'baseball_mlb',
    commence_time: new Date(Date.parse(g.gameTime) + 60_000).toISOString().replace('.000Z', 'Z'),
    home_team: club(g.home.team).name,
    away_team: club(g.away.team).name,
  }));
  const quotes = league.odds.map((q) => ({
    player: q.name,
    team: club(q.hitter.team).name,
    book: q.book,
    american: q.american,
    ...(q.noAmerican === null ? {} : { noAmerican: q.noAmerican }),
    eventId: oddsEventId(league, q.gamePk),
  }));
  const doc = {
    source: 'sample-sportsbook-feed',
    fetchedAt: `${league.date}T15:00:00Z`,
    markets: ['batter_home_runs', 'batter_home_runs_alternate'],
    events,
    quotes,
  };
  return { name: 'odds.json', text: prettyJson(doc), bom: false, rows: quotes.length };
}

function homeRunsCsv(league: League): GeneratedFile {
  const header = 'date,game_pk,at_bat_number,batter_id,batter_name,team,pitcher_id,pitcher_name,venue,pitch_name,hit_distance,launch_speed,launch_angle\n';
  const lines = league.homeRuns.map((e) =>
    csvLine([
      e.date,
      String(e.gamePk),
      String(e.atBat),
      String(e.batter.mlbamId),
      cell(displayName(e.batter.name)),
      club(e.team).savant,
      String(e.pitcher.mlbamId),
      cell(displayName(e.pitcher.name)),
      cell(e.venue),
      cell(e.pitchName),
      String(e.distance),
      num(e.launchSpeed, 1),
      String(e.launchAngle),
    ]),
  );
  return { name: 'home_runs.csv', text: header + lines.join(''), bom: false, rows: lines.length };
}

/** Every input file of docs/inputs.md, in the order the document lists them. */
/** The marker that makes a build from these files say `dataset: 'demo'` (pipeline/inputs/dataset.ts). */
function demoMarker(league: League): GeneratedFile {
  return { name: DEMO_MARKER_FILE, text: prettyJson({ ...DEMO_MARKER, asOf: demoMoment(league.date), seed: league.seed }), bom: false, rows: 1 };
}

export function renderInputFiles(league: League, profile: SizeProfile): GeneratedFile[] {
  return [
    demoMarker(league),
    lineupsJson(league),
    lineupsCsv(league),
    matchupDataJson(league),
    referenceCsv(),
    nameAliasesCsv(league),
    handednessCsv(league),
    razzballCsv(league),
    projectionsCsv(league),
    fangraphsStatsCsv(league),
    fangraphsPriorSeasonCsv(league),
    fangraphsPitchersCsv(league),
    savantBatterEv(league, profile),
    savantBatterEvPrior(league),
    savantPitcherEv(league, profile),
    savantBatterExpected(league, profile),
    savantPitcherExpected(league, profile),
    savantBatterArsenal(league, profile),
    savantPitcherArsenal(league, profile),
    savantParkFactors(league),
    mlbStatsCsv(league),
    mlbStatsPriorCsv(league),
    mlbPitchingCsv(league),
    ...historyFiles(league, priorSeasonLines(league), mlbHittingCells),
    last7Csv(league),
    bvpJson(league),
    bullpenJson(league),
    oddsJson(league),
    homeRunsCsv(league),
    gameResultsJson(league),
  ];
}
