/** A pitcher's line: name, throwing hand and G / IP / ERA / K/9 / K% (Main Matchup's starting-pitcher panel). */
import type { MatchupPitcher } from '../../../domain/contracts/index.ts';
import { starterStatColumns } from '../../columns/matchup-pitchers.ts';
import { formatCell } from '../../ui/table/format-cell.ts';

export function PitcherStats({ pitcher }: { pitcher: MatchupPitcher }) {
  return (
    <div>
      <p className="text-lg font-semibold" data-testid="pitcher-name">
        {pitcher.name}
      </p>
      <p className="text-sm text-slate-700">
        Throws:{' '}
        <span data-testid="pitcher-hand" className={pitcher.hand === 'NOT FOUND IN CSV' ? 'font-semibold text-amber-900' : 'font-semibold'}>
          {pitcher.hand}
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-5 lg:grid-cols-3">
        {starterStatColumns.map((column) => (
          <div key={column.id} className="rounded-md bg-slate-50 px-1 py-2">
            <dt className="text-xs font-medium text-slate-600" title={column.title}>
              {column.header}
            </dt>
            <dd className="text-sm font-semibold tabular-nums" data-testid={`stat-${column.id}`}>
              {formatCell(column, pitcher)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
