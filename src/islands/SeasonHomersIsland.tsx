/**
 * /season-homers (docs/product.md#season-home-runs): team filter, player filter,
 * free-text search and the season's home runs with the count in the title.
 * ~6,000 rows: the table is paginated (only one page is in the DOM). The build's first page
 * (`firstPage`, newest first) is in the static HTML and shown until the feed is loaded (when the
 * island hydrates: src/pages/season-homers.astro says when).
 * The feed (PUBLIC_HOME_RUN_FEED_URL, default the pipeline's
 * /data/home-runs.json) is polled every 5 minutes; a toast of 8 s announces
 * each new home run.
 */
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import type { HomeRun } from '../../domain/contracts/index.ts';
import { HOME_RUN_INITIAL_SORT, homeRunColumns, homeRunSearchText } from '../columns/home-runs.ts';
import { AbsenceNote, EmptyState } from './DataStatus.tsx';
import { SITE_HOME_RUN_FEED_URL } from './home-runs/feed-url.ts';
import { ALL, homeRunCountLabel, homeRunFilter, playerAfterTeamChange, playerOptions, seasonHomeRunsTitle, teamOptions } from './home-runs/filters.ts';
import { useHomeRunFeed } from './home-runs/use-home-run-feed.ts';
import { DataTable } from '../ui/table/DataTable.tsx';
import type { FirstPage } from '../ui/table/first-page.ts';
import { Toaster } from '../ui/toast/Toaster.tsx';
import { COMPACT_FIELD_CLASS } from '../ui/styles.ts';

const SEARCH = { placeholder: 'Search home runs...', text: homeRunSearchText };
const NO_HOME_RUNS: readonly HomeRun[] = [];
const selectClass = COMPACT_FIELD_CLASS;

type TeamOption = ReturnType<typeof teamOptions>[number];

function Filters({
  homeRuns,
  teams,
  team,
  player,
  onTeam,
  onPlayer,
}: {
  /** The whole season's home runs, or null while only the first page is shown (the selects wait). */
  homeRuns: readonly HomeRun[] | null;
  teams: readonly TeamOption[];
  team: string;
  player: string;
  onTeam: (team: string) => void;
  onPlayer: (player: string) => void;
}) {
  const teamId = useId();
  const playerId = useId();
  // About a thousand player options: they follow in a background render, so the first rows are
  // painted without waiting for them to be built and styled ("All players" meanwhile; the select
  // has a width of its own, so their arrival moves nothing).
  const optionRows = useDeferredValue(homeRuns ?? NO_HOME_RUNS, NO_HOME_RUNS);
  const players = useMemo(() => playerOptions(optionRows, team), [optionRows, team]);
  return (
    <>
      <label htmlFor={teamId} className="sr-only">
        Team
      </label>
      <select id={teamId} value={team} disabled={!homeRuns} onChange={(e) => onTeam(e.target.value)} className={selectClass}>
        <option value={ALL}>All teams</option>
        {teams.map((t) => (
          <option key={t.code} value={t.code}>
            {t.name}
          </option>
        ))}
      </select>
      <label htmlFor={playerId} className="sr-only">
        Player
      </label>
      <select id={playerId} value={player} disabled={!homeRuns} onChange={(e) => onPlayer(e.target.value)} className={`${selectClass} w-56`}>
        <option value={ALL}>All players</option>
        {players.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </>
  );
}

export default function SeasonHomersIsland({
  firstPage,
  buildAbsence,
  buildTeams,
  teamNames,
}: {
  /** The build's first page (newest first) and count: in the static HTML, shown until the feed is loaded. */
  firstPage: FirstPage<HomeRun>;
  /** The build's note when its home-run input was missing. */
  buildAbsence: { message: string; missingInputs: string[] } | null;
  /** The build's team options (teamOptions over every home run), until the feed is loaded. */
  buildTeams: readonly TeamOption[];
  /** Team code -> full name for the team filter. */
  teamNames: Readonly<Record<string, string>>;
}) {
  const feed = useHomeRunFeed(SITE_HOME_RUN_FEED_URL);
  const { homeRuns, unavailable } = feed;
  const teams = useMemo(() => (homeRuns ? teamOptions(homeRuns, teamNames) : buildTeams), [homeRuns, teamNames, buildTeams]);
  const [team, setTeam] = useState(ALL);
  const [player, setPlayer] = useState(ALL);

  const onTeam = useCallback(
    (next: string) => {
      setTeam(next);
      setPlayer((current) => playerAfterTeamChange(homeRuns ?? [], next, current));
    },
    [homeRuns],
  );
  const filter = useMemo(() => homeRunFilter(team, player), [team, player]);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="season-title">
        {seasonHomeRunsTitle(homeRuns ? homeRuns.length : firstPage.total)}
      </h1>
      {unavailable ? (
        <EmptyState>Home runs are unavailable right now. Please try again later.</EmptyState>
      ) : (
        <div className="space-y-3">
          <AbsenceNote absence={homeRuns ? feed.absence : buildAbsence} />
          <DataTable
            rows={homeRuns ?? firstPage.rows}
            partial={homeRuns ? undefined : firstPage}
            columns={homeRunColumns}
            caption="Season home runs"
            getRowId={(row) => row.id}
            initialSort={HOME_RUN_INITIAL_SORT}
            firstSort="desc"
            search={SEARCH}
            filter={filter}
            toolbar={<Filters homeRuns={homeRuns} teams={teams} team={team} player={player} onTeam={onTeam} onPlayer={setPlayer} />}
            paging="pages"
            csvFileName="season-home-runs"
            emptyMessage="No home runs match these filters."
            countLabel={homeRunCountLabel}
          />
        </div>
      )}
      <Toaster />
    </div>
  );
}
