/**
 * The lineup card of the matchup pages (Main Matchup, Batter vs Bullpen): a section named by its
 * heading "{team} lineup" (id headingId, unique on the page) over the selectable LineupList.
 */
import type { MatchupBatter } from '../../../domain/contracts/index.ts';
import { LineupList } from './LineupList.tsx';

/** The look of every panel on the matchup pages. */
export const matchupCardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export function LineupCard({
  headingId,
  teamName,
  batters,
  selected,
  onSelect,
}: {
  headingId: string;
  teamName: string;
  batters: readonly MatchupBatter[];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  return (
    <section aria-labelledby={headingId} className={matchupCardClass}>
      <h3 id={headingId} className="mb-2 font-semibold">
        {teamName} lineup
      </h3>
      <LineupList label={`${teamName} lineup`} batters={batters} selected={selected} onSelect={onSelect} />
    </section>
  );
}
