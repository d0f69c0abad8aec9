/**
 * Which lineup entries make today's games (P1 §3), by identity, never by position:
 * an entry dated another day than the slate is rejected with its line and the
 * reason; the rest are grouped into games by the schedule's game for the slate
 * date (the one game a team plays that day, away and home as scheduled), else by
 * the game the lineups file gives the entry (game_key, or its (away, home) pair).
 * A game with only one side is reported (a warning and a reject of the lone
 * side); a team given twice in one game is rejected. Pure.
 */
import type { RawGame, RawLineupTeam, RowIssue } from '../inputs/rows.ts';

export interface SlateGame {
  away: RawLineupTeam;
  home: RawLineupTeam;
}

export interface SlateLineups {
  /** Today's games, in the order their first entry appears in the file. */
  games: SlateGame[];
  rejected: RowIssue[];
  warnings: string[];
}

interface Group {
  label: string;
  away: RawLineupTeam[];
  home: RawLineupTeam[];
}

/** The schedule's game of each team on the date; a team scheduled twice (doubleheader) keeps the file's identity. */
function scheduledGameOf(date: string, schedule: readonly RawGame[]): Map<string, { key: string; label: string; side: 'away' | 'home' } | null> {
  const byTeam = new Map<string, { key: string; label: string; side: 'away' | 'home' } | null>();
  for (const g of schedule) {
    if (g.gameDate.slice(0, 10) !== date) continue;
    const label = `${g.away}@${g.home}`;
    const key = `schedule ${g.gamePk ?? label}`;
    for (const [team, side] of [
      [g.away, 'away'],
      [g.home, 'home'],
    ] as const) {
      byTeam.set(team, byTeam.has(team) ? null : { key, label, side });
    }
  }
  return byTeam;
}

/** "TOR_NYY" for a game_key; "entries pair 3" for the spec's third (away, home) pair. */
const fileGameLabel = (entry: RawLineupTeam): string => (entry.game.startsWith('pair ') ? `entries ${entry.game}` : entry.game);

export function settleSlateLineups(file: string, date: string, entries: readonly RawLineupTeam[], schedule: readonly RawGame[]): SlateLineups {
  const rejected: RowIssue[] = [];
  const warnings: string[] = [];
  const reject = (entry: RawLineupTeam, reason: string) => rejected.push({ file, line: entry.line, column: null, reason });
  const scheduled = scheduledGameOf(date, schedule);
  const groups = new Map<string, Group>();
  const offDay = new Map<string, { day: string; teams: string[] }>();
  for (const entry of entries) {
    const day = entry.gameDate?.slice(0, 10) ?? null;
    if (day !== null && day !== date) {
      reject(entry, `the ${entry.team} lineup is dated ${day}, not the slate date ${date}`);
      const off = offDay.get(`${entry.game}|${day}`) ?? { day, teams: [] };
      off.teams.push(entry.team);
      offDay.set(`${entry.game}|${day}`, off);
      continue;
    }
    const fromSchedule = scheduled.get(entry.team);
    const key = fromSchedule ? fromSchedule.key : `file ${entry.game}`;
    const side = fromSchedule ? fromSchedule.side : entry.side;
    const group = groups.get(key) ?? { label: fromSchedule?.label ?? fileGameLabel(entry), away: [], home: [] };
    groups.set(key, group);
    group[side].push(entry);
  }
  for (const { day, teams } of offDay.values()) {
    warnings.push(`${teams.join(' and ')} ${teams.length === 1 ? 'is' : 'are'} dated ${day}, not the slate date ${date}: not on the slate`);
  }
  const games: SlateGame[] = [];
  for (const group of groups.values()) {
    for (const extra of [...group.away.slice(1), ...group.home.slice(1)]) {
      reject(extra, `the ${extra.team} lineup is a second entry for one side of game ${group.label}`);
    }
    const away = group.away[0];
    const home = group.home[0];
    if (away && home) {
      games.push({ away, home });
      continue;
    }
    const lone = away ?? home;
    if (!lone) continue;
    warnings.push(`game ${group.label}: no lineup for ${lone.team}'s opponent on ${date}; the game is not shown`);
    reject(lone, `the ${lone.team} lineup has no opponent on ${date} (game ${group.label})`);
  }
  return { games, rejected, warnings };
}
