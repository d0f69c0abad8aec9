/**
 * The history inputs (docs/inputs.md `mlb-history-batting`, `mlb-history-pitching`): each
 * player's lines of the three seasons before the slate's, as `fetch` writes them from the MLB
 * Stats API. Season 1 back of a hitter is his line in the prior-season files (handed in, so the
 * files agree); the older seasons are drawn from the same talent on this module's own random
 * stream, so the other files stay as they are. A hitter without a previous season (a rookie)
 * has no history; others have one to three seasons, a few with the middle one missing (a year
 * lost to injury). Pitchers: batters faced and HR allowed from their HR proneness.
 */
import { club } from './clubs.ts';
import { cell, csvLine, inningsThirds } from './format.ts';
import type { BattingLine, Hitter, League, Pitcher } from './league.ts';
import { displayName } from './names.ts';
import { drawPastSeasonLine } from './roster.ts';
import { Rng } from './rng.ts';
import type { GeneratedFile } from './files.ts';

/** Seasons before the slate's that the history files hold. */
const HISTORY_SEASONS = 3;

interface HistoryPitchingLine {
  G: number;
  GS: number;
  outs: number;
  TBF: number;
  HR: number;
  ER: number;
}

/** Each hitter's earlier seasons by seasons back (1 = the prior-season files' line). */
function hitterHistory(league: League, prior: readonly { hitter: Hitter; line: BattingLine }[]): { hitter: Hitter; back: number; line: BattingLine }[] {
  const rng = new Rng(league.seed, 'mlb-history-batting-file');
  const out: { hitter: Hitter; back: number; line: BattingLine }[] = [];
  for (const { hitter: h, line } of prior) {
    out.push({ hitter: h, back: 1, line });
    const careerSeasons = rng.int(1, HISTORY_SEASONS);
    const missesMiddle = rng.chance(0.1);
    for (let back = 2; back <= careerSeasons; back++) {
      const pa = rng.int(150, 680);
      if (back === 2 && missesMiddle && careerSeasons === HISTORY_SEASONS) continue;
      out.push({ hitter: h, back, line: drawPastSeasonLine(rng, h, pa) });
    }
  }
  return out;
}

/** The league's HR per PA this season (the pitchers' history is drawn around it). */
function leagueHrRate(league: League): number {
  let pa = 0;
  let hr = 0;
  for (const h of league.hitters) {
    pa += h.season.PA;
    hr += h.season.HR;
  }
  return pa > 0 ? hr / pa : 0.03;
}

function pitcherHistory(league: League): { pitcher: Pitcher; back: number; line: HistoryPitchingLine }[] {
  const rng = new Rng(league.seed, 'mlb-history-pitching-file');
  const rate = leagueHrRate(league);
  const out: { pitcher: Pitcher; back: number; line: HistoryPitchingLine }[] = [];
  for (const p of league.pitchers) {
    const rookie = rng.chance(0.15);
    const careerSeasons = rng.int(1, HISTORY_SEASONS);
    if (rookie) continue;
    for (let back = 1; back <= careerSeasons; back++) {
      const starter = p.role === 'SP';
      const TBF = starter ? rng.int(300, 820) : rng.int(90, 320);
      const HR = rng.binomial(TBF, Math.min(0.2, rate * p.hrProneness * rng.float(0.85, 1.15)));
      const outs = Math.round(TBF * rng.float(0.68, 0.74));
      const GS = starter ? Math.round(TBF / rng.float(22, 26)) : 0;
      const G = starter ? GS : Math.round(TBF / rng.float(3.8, 5));
      const ER = Math.round((outs / 27) * rng.float(2.8, 5.6));
      out.push({ pitcher: p, back, line: { G, GS, outs, TBF, HR, ER } });
    }
  }
  return out;
}

const bySeasonThenId =
  <T extends { back: number }>(id: (row: T) => number) =>
  (a: T, b: T) =>
    a.back - b.back || id(a) - id(b);

/** mlb_history_batting.csv: `season` then the MLB Stats API hitting columns, formatted as mlb_stats.csv's. */
function historyBattingCsv(
  league: League,
  prior: readonly { hitter: Hitter; line: BattingLine }[],
  hittingCells: (hitter: Hitter, line: BattingLine) => string[],
): GeneratedFile {
  const lines = hitterHistory(league, prior).sort(bySeasonThenId((r) => r.hitter.mlbamId));
  const rows = lines.map(({ hitter, back, line }) => csvLine([String(league.season - back), ...hittingCells(hitter, line)]));
  const header = 'season,playerId,fullName,team,gamesPlayed,plateAppearances,atBats,hits,homeRuns,avg,obp,slg,ops\n';
  return { name: 'mlb_history_batting.csv', text: header + rows.join(''), bom: false, rows: rows.length };
}

/** mlb_history_pitching.csv: `season` then the MLB Stats API pitching columns. */
function historyPitchingCsv(league: League): GeneratedFile {
  const lines = pitcherHistory(league).sort(bySeasonThenId((r) => r.pitcher.mlbamId));
  const rows = lines.map(({ pitcher: p, back, line: s }) =>
    csvLine([
      String(league.season - back),
      String(p.mlbamId),
      cell(displayName(p.name)),
      club(p.team).statsApi,
      String(s.G),
      String(s.GS),
      inningsThirds(s.outs),
      String(s.TBF),
      String(s.HR),
      ((s.ER * 27) / Math.max(1, s.outs)).toFixed(2),
    ]),
  );
  const header = 'season,playerId,fullName,team,gamesPlayed,gamesStarted,inningsPitched,battersFaced,homeRuns,era\n';
  return { name: 'mlb_history_pitching.csv', text: header + rows.join(''), bom: false, rows: rows.length };
}

/** Both history files; `prior` is the prior-season files' lines (season 1 back). */
export function historyFiles(
  league: League,
  prior: readonly { hitter: Hitter; line: BattingLine }[],
  hittingCells: (hitter: Hitter, line: BattingLine) => string[],
): GeneratedFile[] {
  return [historyBattingCsv(league, prior, hittingCells), historyPitchingCsv(league)];
}
