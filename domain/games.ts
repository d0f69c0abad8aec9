/**
 * First-pitch order, the one order every list of today's games uses (lineups,
 * matchups, the game filters): games with a timestamp by instant, then games
 * whose time is a plain text ("19:05", read as given) by that text, then games
 * with no known time; ties by the game id, so the order is stable.
 */
export interface TimedGame {
  id: string;
  gameTime: string | null;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

function rank(gameTime: string | null): [tier: number, instant: number, text: string] {
  if (gameTime === null) return [2, 0, ''];
  const instant = ISO_TIMESTAMP.test(gameTime) ? Date.parse(gameTime) : Number.NaN;
  return Number.isNaN(instant) ? [1, 0, gameTime] : [0, instant, ''];
}

export function compareFirstPitch(a: TimedGame, b: TimedGame): number {
  const [tierA, instantA, textA] = rank(a.gameTime);
  const [tierB, instantB, textB] = rank(b.gameTime);
  if (tierA !== tierB) return tierA - tierB;
  if (instantA !== instantB) return instantA - instantB;
  if (textA !== textB) return textA < textB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
