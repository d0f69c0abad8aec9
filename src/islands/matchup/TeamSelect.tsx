/** Today's teams as a labelled <select> (Main Matchup, Batter vs Bullpen). */
import type { TeamMatchup } from '../../../domain/contracts/index.ts';
import { FIELD_CLASS } from '../../ui/styles.ts';
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
      selectClassName={`min-w-56 ${FIELD_CLASS}`}
    >
      {teamOptions(teams).map((team) => (
        <option key={team.code} value={team.code}>
          {team.name} ({team.code})
        </option>
      ))}
    </LabelledSelect>
  );
}
