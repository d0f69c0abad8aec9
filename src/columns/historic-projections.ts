/** Historic Projections pick tables (spec part 2 §2-3): Player, Team, HR Prob, Result. */
import type { HistoricPick } from '../../domain/contracts/picks.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { formatProbability } from '../lib/format.ts';
import { defineColumns } from '../ui/table/types.ts';

export type PickResult = 'Homered' | 'No HR' | 'Pending';

/** true: homered that day; false: did not; null: results not in yet. */
export function pickResult(homered: boolean | null): PickResult {
  return homered === null ? 'Pending' : homered ? 'Homered' : 'No HR';
}

export const RESULT_CLASS: Record<PickResult, string> = {
  Homered: 'font-semibold text-emerald-800',
  'No HR': 'text-slate-700',
  Pending: 'text-amber-800',
};

export const historicPickColumns = defineColumns<HistoricPick>([
  { id: 'name', header: 'Player', kind: 'text', value: (pick) => pick.name, firstSort: 'asc', show: 'key' },
  { id: 'team', header: 'Team', kind: 'text', value: (pick) => pick.team, firstSort: 'asc', show: 'compact' },
  {
    id: 'hrProbability',
    show: 'compact',
    header: 'HR Prob',
    kind: 'number',
    value: (pick) => pick.hrProbability,
    format: (value) => formatProbability(typeof value === 'number' ? value : null, DISPLAY_DECIMALS.probabilityPercent),
  },
  {
    id: 'result',
    show: 'key',
    header: 'Result',
    kind: 'text',
    value: (pick) => pickResult(pick.homered),
    cellClass: (value) => RESULT_CLASS[value as PickResult],
  },
]);
