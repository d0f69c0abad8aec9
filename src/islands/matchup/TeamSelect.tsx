/** Today's teams as a labelled <select> (Main Matchup, Batter vs Bullpen). */
import type { TeamMatchup } from '../../../domain/contracts/index.ts';
import { LabelledSelect } from '../LabelledSelect.tsx';
import { teamOptions } from './team-selection.ts';

export function TeamSelect({ teams, value, onChange }: { teams: readonly TeamMatchup[]; value: string; onChange: (code: string) => void }) {
  return (
    <LabelledSelect
      label="Team"
      value={value}
      onChange={onChange}
      className="flex flex-wrap items-center gap-2"
      labelClassName="text-sm font-medium text-slate-800"
      selectClassName="min-w-56 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus:border-sky-600 focus:outline-2 focus:outline-sky-600"
    >
      {teamOptions(teams).map((team) => (
        <option key={team.code} value={team.code}>
          {team.name} ({team.code})
        </option>
      ))}
    </LabelledSelect>
  );
}
