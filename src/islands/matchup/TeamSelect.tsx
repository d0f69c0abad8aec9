/** Today's teams as a labelled <select> (Main Matchup, Batter vs Bullpen). */
import { useId } from 'react';
import type { TeamMatchup } from '../../../pipeline/contracts/index.ts';
import { teamOptions } from './team-selection.ts';

export function TeamSelect({
  teams,
  value,
  onChange,
}: {
  teams: readonly TeamMatchup[];
  value: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Team
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-56 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
      >
        {teamOptions(teams).map((team) => (
          <option key={team.code} value={team.code}>
            {team.name} ({team.code})
          </option>
        ))}
      </select>
    </div>
  );
}
