/**
 * /mlb/lineups "Game Matchups" (docs/product.md#game-matchups): one "away at home"
 * card per game with both lineups and a Confirmed / Projected badge per team.
 * Re-fetched every LINEUPS_REFRESH_MS (5 minutes). Errors use the spec's texts:
 * heading "Error loading lineups" with "Failed to fetch lineups: {status}
 * {statusText}" or "Invalid data format: expected an array". When a refresh
 * fails after a successful load, the error is shown above the last lineups
 * instead of replacing them.
 */
import { useEffect } from 'react';
import type { Game, LineupSide } from '../../domain/contracts/index.ts';
import { LINEUPS_REFRESH_MS } from '../config/ui-settings.ts';
import { refreshData } from '../lib/data-store.ts';
import { formatGameTime, formatWeather } from '../lib/format.ts';
import { LINEUPS_ERROR_HEADING, lineupsErrorMessage } from '../lib/lineups-errors.ts';
import { playerLinks } from '../lib/player-links.ts';
import { PlayerName } from '../ui/table/player-name.tsx';
import { EmptyState, LoadError, Loading } from './DataStatus.tsx';
import { useData } from './use-data.ts';

function StatusBadge({ status }: { status: LineupSide['status'] }) {
  const confirmed = status === 'Confirmed';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        confirmed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {status}
    </span>
  );
}

/** The other side's starter faces this side: his matchup is this side's view of the game. */
function TeamLineup({ side, opponent, homeOrAway }: { side: LineupSide; opponent: LineupSide; homeOrAway: 'Away' | 'Home' }) {
  const hitters = side.players.filter((player) => player.battingOrder !== null).sort((a, b) => (a.battingOrder ?? 0) - (b.battingOrder ?? 0));
  return (
    <div className="min-w-0" data-testid={`lineup-${side.team}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          <span className="sr-only">{homeOrAway}: </span>
          {side.teamName}
        </h3>
        <StatusBadge status={side.status} />
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        SP: {side.startingPitcher ? <PlayerName name={side.startingPitcher} links={playerLinks(side.startingPitcher, opponent.team)} /> : 'TBD'}
      </p>
      {hitters.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Lineup not posted yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 text-sm">
          {hitters.map((player) => (
            <li key={`${player.battingOrder}-${player.name}`} className="flex items-center gap-2 py-1">
              <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{player.battingOrder}</span>
              <span className="min-w-0 flex-1 break-words font-medium" data-testid="player-name">
                <PlayerName name={player.name} links={playerLinks(player.name, side.team)} />
              </span>
              <span className="w-8 shrink-0 text-xs text-slate-600">{player.position ?? ''}</span>
              <span className="w-6 shrink-0 text-right text-xs text-slate-600" title="Bats">
                {player.hand === 'NOT FOUND IN CSV' ? '—' : player.hand}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A game's card is laid out only near the screen (content-visibility: auto): a full slate is some
 * 2,600 elements, and laying them all out at once was the page's longest task on a phone. Until
 * then a card takes the height of two posted lineups (stacked on a phone, side by side from `sm`);
 * `auto` keeps its real height once laid out, so scrolling back does not jump. Height only: a width
 * there would be every card's least width, wider than a phone.
 */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-height:auto_744px] sm:[contain-intrinsic-height:auto_370px]';

function GameCard({ game }: { game: Game }) {
  const details = [formatGameTime(game.gameTime), game.venue, formatWeather(game.weather)].filter(Boolean).join(' · ');
  return (
    <article className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${OFFSCREEN_CARD}`} data-testid="game-card">
      <h2 className="text-lg font-semibold">
        {game.away.teamName} at {game.home.teamName}
      </h2>
      {details && <p className="text-sm text-slate-600">{details}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TeamLineup side={game.away} opponent={game.home} homeOrAway="Away" />
        <TeamLineup side={game.home} opponent={game.away} homeOrAway="Home" />
      </div>
    </article>
  );
}

export default function LineupsIsland() {
  const { data, error } = useData('lineups.json');

  useEffect(() => {
    const timer = setInterval(() => {
      void refreshData('lineups.json').catch(() => undefined);
    }, LINEUPS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const errorBox = error && <LoadError heading={LINEUPS_ERROR_HEADING} message={lineupsErrorMessage(error)} />;
  if (!data) return errorBox || <Loading />;
  return (
    <div className="space-y-4">
      {errorBox}
      {data.games.length === 0 ? (
        <EmptyState>{data.absence?.message ? `No lineups available. ${data.absence.message}` : 'No lineups available'}</EmptyState>
      ) : (
        <div className="grid gap-4">
          {data.games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </div>
      )}
    </div>
  );
}
