/**
 * A hitter on two clubs' lineups the same day: traded overnight, still in his old club's
 * projected lineup (docs/product.md#data-files-and-matching). He is one person when one MLBAM
 * id stands for both entries: the lineup's own id, else the id a stat table with teams and
 * ids gives his name on that club, else (an entry without any) the id of the one person the
 * tables know by that name when that id is in another club's lineup today. He keeps one club:
 * - the club whose lineup lists him as confirmed (when exactly one does);
 * - else the club of the stat feeds' latest row with his id (the last such row of the first
 *   table, in IDENTITY order, that has one on either club). No input carries transactions,
 *   so the newest transaction cannot be read;
 * - else neither: he is not projected for either club.
 * The other entry is taken out of its lineup (not projected, not picked, not shown) and the
 * lineups input's report says so. Pure.
 */
import type { Game, LineupSide } from '../../domain/contracts/index.ts';
import type { StatRow } from '../inputs/rows.ts';
import { hittersOf } from './lineups.ts';
import { analyse } from './matching.ts';
import type { NameContext } from './names.ts';
import type { SideContext } from './slate-games.ts';

/** Which stat tables name a player's club and id, in the order their latest row decides his club. */
export interface IdentityTable {
  source: string;
  rows: readonly StatRow[];
}

interface Entry {
  side: SideContext;
  name: string;
  confirmed: boolean;
}

const canonicalOf = (name: string, ctx: NameContext): string | null => analyse(name, ctx)?.canonical ?? null;

/** Per canonical name, and per club and canonical name, the MLBAM ids the tables give. */
function idsByName(tables: readonly IdentityTable[], ctx: NameContext) {
  const byName = new Map<string, Set<number>>();
  const byClubName = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, key: string, id: number) => {
    const set = map.get(key);
    if (set) set.add(id);
    else map.set(key, new Set([id]));
  };
  for (const { rows } of tables) {
    for (const row of rows) {
      if (row.mlbamId === null) continue;
      const name = canonicalOf(row.name, ctx);
      if (name === null) continue;
      add(byName, name, row.mlbamId);
      if (row.team !== null) add(byClubName, `${row.team}|${name}`, row.mlbamId);
    }
  }
  const only = (set: Set<number> | undefined) => (set?.size === 1 ? [...set][0]! : null);
  return {
    onClub: (team: string, name: string) => only(byClubName.get(`${team}|${name}`)),
    anywhere: (name: string) => only(byName.get(name)),
  };
}

/** Every hitter entry of the day by the id it stands for (see the file comment). */
function entriesById(sides: readonly SideContext[], tables: readonly IdentityTable[], ctx: NameContext): Map<number, Entry[]> {
  const ids = idsByName(tables, ctx);
  const byId = new Map<number, Entry[]>();
  const unknown: Entry[] = [];
  const add = (id: number, entry: Entry) => byId.set(id, [...(byId.get(id) ?? []), entry]);
  for (const side of sides) {
    for (const p of hittersOf(side.entry)) {
      const entry = { side, name: p.name, confirmed: p.confirmed };
      const name = canonicalOf(p.name, ctx);
      const id = p.mlbamId ?? (name === null ? null : ids.onClub(side.team, name));
      if (id !== null) add(id, entry);
      else if (name !== null) unknown.push(entry);
    }
  }
  for (const entry of unknown) {
    const id = ids.anywhere(canonicalOf(entry.name, ctx)!);
    if (id !== null && byId.get(id)?.some((e) => e.side.team !== entry.side.team)) add(id, entry);
  }
  return byId;
}

/** The club a stat table's latest row with the id names, among `clubs`. */
function latestClub(id: number, clubs: readonly string[], tables: readonly IdentityTable[]): { team: string; source: string } | null {
  for (const { source, rows } of tables) {
    let team: string | null = null;
    for (const row of rows) if (row.mlbamId === id && row.team !== null && clubs.includes(row.team)) team = row.team;
    if (team !== null) return { team, source };
  }
  return null;
}

export interface SettledTrades {
  sides: SideContext[];
  games: Game[];
  warnings: string[];
}

/** Today's lineups with each hitter on one club only (see the file comment). */
export function settleTradedHitters(sides: readonly SideContext[], games: readonly Game[], tables: readonly IdentityTable[], ctx: NameContext): SettledTrades {
  const removed = new Map<string, Set<string>>();
  const warnings: string[] = [];
  for (const [id, entries] of entriesById(sides, tables, ctx)) {
    const clubs = [...new Set(entries.map((e) => e.side.team))];
    if (clubs.length < 2) continue;
    const confirmed = [...new Set(entries.filter((e) => e.confirmed).map((e) => e.side.team))];
    const latest = confirmed.length === 1 ? null : latestClub(id, clubs, tables);
    const kept = confirmed.length === 1 ? confirmed[0]! : (latest?.team ?? null);
    const why =
      confirmed.length === 1 ? 'its lineup lists him as confirmed' : latest ? `the latest ${latest.source} row with his id is with ${latest.team}` : null;
    for (const e of entries) {
      if (e.side.team === kept) continue;
      const names = removed.get(e.side.team) ?? new Set<string>();
      names.add(e.name);
      removed.set(e.side.team, names);
    }
    const name = entries.find((e) => e.side.team === kept)?.name ?? entries[0]!.name;
    warnings.push(
      kept === null
        ? `${name} (MLBAM id ${id}) is in the lineups of ${clubs.join(' and ')}, and neither a confirmed lineup nor the stat tables say which club he is with: not projected for either`
        : `${name} (MLBAM id ${id}) is in the lineups of ${clubs.join(' and ')}: kept with ${kept} (${why}); the ${clubs.filter((c) => c !== kept).join(' and ')} entry is not projected`,
    );
  }
  if (removed.size === 0) return { sides: [...sides], games: [...games], warnings };
  return { ...withoutEntries(sides, games, removed), warnings };
}

/** The sides and games with the removed hitters left out of their club's lineup. */
function withoutEntries(sides: readonly SideContext[], games: readonly Game[], removed: ReadonlyMap<string, ReadonlySet<string>>) {
  const keeps = (team: string) => (p: { name: string }) => !removed.get(team)?.has(p.name);
  const lineupSide = (s: LineupSide): LineupSide => (removed.has(s.team) ? { ...s, players: s.players.filter(keeps(s.team)) } : s);
  const newGames = new Map(games.map((g) => [g, { ...g, away: lineupSide(g.away), home: lineupSide(g.home) }]));
  return {
    games: games.map((g) => newGames.get(g)!),
    sides: sides.map((s) => ({
      ...s,
      game: newGames.get(s.game)!,
      entry: removed.has(s.team) ? { ...s.entry, players: s.entry.players.filter((p) => p.battingOrder === 'SP' || keeps(s.team)(p)) } : s.entry,
    })),
  };
}
