/**
 * The game filter of HR Projections: the day's games, in first-pitch order
 * (domain/games.ts), each as "MIL @ PIT · 7:15 PM EDT" (the visitor's time zone),
 * and the row filter for the chosen one. ALL_GAMES keeps every row.
 */
import { compareFirstPitch } from '../../domain/games.ts';
import { formatGameTime } from './format.ts';

export const ALL_GAMES = '';

export interface GameRow {
  gameId: string;
  gameTime: string | null;
  team: string;
  opponent: string;
  home: boolean;
}

export interface GameOption {
  id: string;
  gameTime: string | null;
  label: string;
}

export function gameOptions(rows: readonly GameRow[], locale?: string, timeZone?: string): GameOption[] {
  const games = new Map<string, { id: string; gameTime: string | null; away: string; home: string }>();
  for (const row of rows) {
    if (games.has(row.gameId)) continue;
    const [away, home] = row.home ? [row.opponent, row.team] : [row.team, row.opponent];
    games.set(row.gameId, { id: row.gameId, gameTime: row.gameTime, away, home });
  }
  return [...games.values()].sort(compareFirstPitch).map((g) => {
    const time = formatGameTime(g.gameTime, locale, timeZone);
    return { id: g.id, gameTime: g.gameTime, label: `${g.away} @ ${g.home}${time ? ` · ${time}` : ''}` };
  });
}

/** The row filter for a game (undefined: every game). */
export function gameFilter<Row extends Pick<GameRow, 'gameId'>>(gameId: string): ((row: Row) => boolean) | undefined {
  return gameId === ALL_GAMES ? undefined : (row) => row.gameId === gameId;
}
