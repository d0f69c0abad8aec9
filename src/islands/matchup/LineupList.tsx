/**
 * A lineup as a list of buttons (click, Enter or Space selects a batter;
 * aria-pressed marks the selected one), with the batter's handedness tag:
 * R / L / S, or the spec's "NOT FOUND IN CSV". A name is never cut: it wraps, and
 * when the name and the tags do not fit on one line the tags move below it.
 */
import type { MatchupBatter } from '../../../domain/contracts/index.ts';

export function HandTag({ hand }: { hand: MatchupBatter['hand'] }) {
  const known = hand !== 'NOT FOUND IN CSV';
  return (
    <span
      data-testid="hand-tag"
      title={known ? `Bats ${hand === 'R' ? 'right' : hand === 'L' ? 'left' : 'switch'}` : undefined}
      className={`inline-flex shrink-0 items-center rounded px-1.5 py-0.5 text-xs font-semibold ${
        known ? 'bg-slate-100 text-slate-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {hand}
    </span>
  );
}

export function LineupList({
  label,
  batters,
  selected,
  onSelect,
}: {
  label: string;
  batters: readonly MatchupBatter[];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  if (batters.length === 0) return <p className="text-sm text-slate-600">Lineup not posted yet.</p>;
  return (
    <ol aria-label={label} className="space-y-1" data-testid="lineup">
      {batters.map((batter, index) => {
        const isSelected = batter.name === selected;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the batting order is the identity of a lineup slot.
          <li key={`${index}-${batter.name}`}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(batter.name)}
              className={
                'flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md border px-2 py-1.5 text-left text-sm ' +
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 ' +
                (isSelected ? 'border-sky-600 bg-sky-50 font-semibold text-slate-900' : 'border-transparent text-slate-800 hover:bg-slate-100')
              }
            >
              <span className="w-4 shrink-0 text-right text-xs text-slate-600 tabular-nums">{batter.battingOrder ?? ''}</span>
              <span className="min-w-28 flex-1 break-words" data-testid="batter-name">
                {batter.name}
              </span>
              <span className="ml-auto flex shrink-0 items-center gap-2">
                {batter.position && <span className="text-xs text-slate-600">{batter.position}</span>}
                <HandTag hand={batter.hand} />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
