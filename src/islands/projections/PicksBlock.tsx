/** HR Projections' picks block (spec part 1 §2.1, §9): Confident and Punt, Player and HR Prob. */
import type { Pick } from '../../../domain/contracts/picks.ts';
import { PICK_RULES } from '../../../domain/spec-constants.ts';
import { picksColumns } from '../../columns/hr-projections.ts';
import { NO_PICKS_MESSAGE } from '../../lib/projection-texts.ts';
import { LoadError } from '../DataStatus.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { useData } from '../use-data.ts';

const INITIAL_SORT = { id: 'hrProbability', desc: true };

function ruleText(kind: 'confident' | 'punt'): string {
  const rule = PICK_RULES[kind];
  const op = (t: { min: number; inclusive: boolean }) => (t.inclusive ? '≥' : '>');
  return (
    `HR Prob ${op(rule.hrProbability)} ${rule.hrProbability.min * 100}%, barrel rate ${op(rule.barrelRate)} ${rule.barrelRate.min}%, ` +
    `hard hit ${op(rule.hardHitRate)} ${rule.hardHitRate.min}%, exit velo ${op(rule.exitVelo)} ${rule.exitVelo.min} mph` +
    `${kind === 'punt' ? ', not already Confident' : ''}; at most ${rule.maxPicks}.`
  );
}

/**
 * The height of a pick table with its most rows (PICK_RULES.maxPicks = 5: the
 * Download CSV bar, the header and five 33 px rows), reserved while loading and
 * with fewer picks, so the model tabs below never jump when the picks arrive.
 */
const PICK_TABLE_HEIGHT = 'min-h-[15.3125rem]';

function PickTable({ title, kind, picks }: { title: string; kind: 'confident' | 'punt'; picks: readonly Pick[] | null }) {
  const headingId = `picks-${kind}-title`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`picks-${kind}`}>
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      <p className="mb-3 mt-0.5 text-xs text-slate-600">{ruleText(kind)}</p>
      <div className={PICK_TABLE_HEIGHT}>
        {picks ? (
          <DataTable
            rows={picks}
            columns={picksColumns}
            caption={`${title} picks`}
            getRowId={(pick) => pick.id}
            initialSort={INITIAL_SORT}
            firstSort="desc"
            csvFileName={`picks-${kind}`}
            emptyMessage={NO_PICKS_MESSAGE}
          />
        ) : (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading...
          </p>
        )}
      </div>
    </section>
  );
}

export function PicksBlock() {
  const { data, error } = useData('picks.json');
  return (
    <section aria-labelledby="picks-title" className="space-y-3">
      <h2 id="picks-title" className="text-lg font-semibold">
        Longball Picks
      </h2>
      {error && !data ? (
        <LoadError heading="Failed to load today's picks" message={error.message} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <PickTable title="Confident" kind="confident" picks={data?.confident ?? null} />
          <PickTable title="Punt" kind="punt" picks={data?.punt ?? null} />
        </div>
      )}
    </section>
  );
}
