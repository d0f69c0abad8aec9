/**
 * HR Projections' picks block (docs/product.md#picks): Confident and Punt (the spec's, by HR Prob),
 * Value (the highest EV at the best price, VALUE_PICK_RULES), and any other list picks.json carries
 * (each titled in SHOWN_LISTS). Each pick shows its money figures at the best
 * price (price, book, edge, EV, carried by the pick itself) beside the spec's HR Prob, its team,
 * G1 / G2 beside the name of a doubleheader game's pick, and the evidence flag of its projection
 * row (the same player in the same game). A pick of a game under way says "started" and shows no
 * edge or EV (src/lib/game-clock.ts).
 */
import { memo, useMemo } from 'react';
import type { Pick } from '../../../domain/contracts/picks.ts';
import type { ProjectedBatter } from '../../../domain/contracts/projections.ts';
import { PICK_RULES, VALUE_PICK_RULES } from '../../../domain/spec-constants.ts';
import { PICKS_INITIAL_SORT, picksColumns, VALUE_PICKS_INITIAL_SORT, type PickRow } from '../../columns/hr-projections.ts';
import { slateClockOf, withStarted } from '../../lib/game-clock.ts';
import { NO_PICKS_MESSAGE } from '../../lib/projection-texts.ts';
import { LoadError } from '../DataStatus.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import type { SortState } from '../../ui/table/types.ts';
import { useData } from '../use-data.ts';
import { useGameClock } from '../use-game-clock.ts';

type SpecPickList = 'confident' | 'punt';

function ruleText(kind: SpecPickList): string {
  const rule = PICK_RULES[kind];
  const op = (t: { min: number; inclusive: boolean }) => (t.inclusive ? '≥' : '>');
  return (
    `HR Prob ${op(rule.hrProbability)} ${rule.hrProbability.min * 100}%, barrel rate ${op(rule.barrelRate)} ${rule.barrelRate.min}%, ` +
    `hard hit ${op(rule.hardHitRate)} ${rule.hardHitRate.min}%, exit velo ${op(rule.exitVelo)} ${rule.exitVelo.min} mph` +
    `${kind === 'punt' ? ', not already Confident' : ''}; at most ${rule.maxPicks}.`
  );
}

const VALUE_RULE_TEXT =
  `The highest EV per $1 at the best price: EV above $${VALUE_PICK_RULES.minEvPerDollar.toFixed(2)}, edge above ${VALUE_PICK_RULES.minEdge * 100} pts` +
  `${VALUE_PICK_RULES.outsideNoise ? ' and outside noise' : ''}${VALUE_PICK_RULES.notThin ? ', evidence not thin' : ''}; at most ${VALUE_PICK_RULES.maxPicks}.`;

interface ShownList {
  key: string;
  title: string;
  rule: string;
  sort: SortState;
}

/**
 * The lists of picks.json, in the order shown, with their titles, what each is and how it opens
 * sorted. A list the file does not carry is not shown; one the file carries that is not named
 * here is shown under its own key.
 */
const SHOWN_LISTS: readonly ShownList[] = [
  { key: 'confident', title: 'Confident', rule: ruleText('confident'), sort: PICKS_INITIAL_SORT },
  { key: 'punt', title: 'Punt', rule: ruleText('punt'), sort: PICKS_INITIAL_SORT },
  { key: 'value', title: 'Value', rule: VALUE_RULE_TEXT, sort: VALUE_PICKS_INITIAL_SORT },
];

/**
 * The height of a pick table with its most rows (PICK_RULES.maxPicks = 5: the
 * Download CSV bar, the header and five 33 px rows), reserved while loading and
 * with fewer picks, so the model tabs below never jump when the picks arrive.
 */
const PICK_TABLE_HEIGHT = 'min-h-[15.3125rem]';

/**
 * The pick cards side by side only where each is wide enough for its whole table (every
 * column at desktop widths, about 43rem with a long name and its BvP link, plus the card's
 * padding); otherwise one above the other, so the money numbers never sit behind the scroll
 * fade. On a phone the card's narrow side padding leaves the table room for them.
 */
const PICK_CARDS_GRID = 'grid gap-4 grid-cols-[repeat(auto-fit,minmax(min(100%,46rem),1fr))]';

/** Memoized: the clock's reading redraws a list only when one of its picks becomes started (withStarted keeps the same array otherwise). */
const PickTable = memo(function PickTable({ list, picks }: { list: ShownList; picks: readonly PickRow[] | null }) {
  const { title, key: kind, rule, sort } = list;
  const headingId = `picks-${kind}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white px-2 py-3 shadow-sm sm:p-4"
      data-testid={`picks-${kind}`}
    >
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      <p className="mb-3 mt-0.5 text-xs text-slate-600">{rule}</p>
      <div className={PICK_TABLE_HEIGHT} aria-busy={picks ? undefined : true}>
        {picks ? (
          <DataTable
            rows={picks}
            columns={picksColumns}
            caption={`${title} picks`}
            getRowId={(pick) => `${pick.id}|${pick.gameId}`}
            initialSort={sort}
            firstSort="desc"
            csvFileName={`picks-${kind}`}
            emptyMessage={NO_PICKS_MESSAGE}
            listedLast={startedLast}
          />
        ) : (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading...
          </p>
        )}
      </div>
    </section>
  );
});

const startedLast = (row: { started?: boolean }) => row.started === true;

/** A pick as the table shows it: with the evidence of its projection row (the same player in the same game) and its first pitch. */
type PickWithGame = Omit<PickRow, 'started'> & { gameTime: string | null };

/** Each pick with its projection row's evidence flag, edge interval and first pitch (a pick whose row is missing: not flagged, no time). */
export function withProjectionFigures(picks: readonly Pick[], batters: readonly ProjectedBatter[] | undefined): PickWithGame[] {
  const rowOf = new Map((batters ?? []).map((batter) => [`${batter.id}|${batter.gameId}`, batter]));
  return picks.map((pick) => {
    const row = rowOf.get(`${pick.id}|${pick.gameId}`);
    return {
      ...pick,
      edgeLow: row?.edgeLow ?? null,
      edgeHigh: row?.edgeHigh ?? null,
      edgeWithinNoise: row?.edgeWithinNoise ?? null,
      evidenceThin: row?.evidenceThin ?? false,
      evidencePa: row?.evidencePa ?? null,
      gameTime: row?.gameTime ?? null,
    };
  });
}

/** The picks file's lists, by key, each with its projection figures (the build's, in the static HTML in local mode). */
export type PickRows = Record<string, readonly PickWithGame[]>;

export function pickRowsOf(picks: Readonly<Record<string, unknown>>, batters: readonly ProjectedBatter[] | undefined): PickRows {
  const lists = Object.entries(picks).filter((entry): entry is [string, Pick[]] => Array.isArray(entry[1]));
  return Object.fromEntries(lists.map(([key, list]) => [key, withProjectionFigures(list, batters)]));
}

/** The lists to show: the named ones first, in SHOWN_LISTS' order, then any other the file carries. */
function listsOf(rows: PickRows) {
  const named = SHOWN_LISTS.filter((list) => list.key in rows);
  const others = Object.keys(rows)
    .filter((key) => !SHOWN_LISTS.some((list) => list.key === key))
    .map((key) => ({ key, title: key.charAt(0).toUpperCase() + key.slice(1), rule: '', sort: PICKS_INITIAL_SORT }));
  return [...named, ...others];
}

/**
 * The picks block. `firstRows`: the build's picks joined with its projections (local mode: the
 * static HTML's rows). They are this build's picks.json and projections.json already (both are
 * prerendered from the same generated files), so the block shows them as they are and reads
 * neither file: reading them again would download and parse the slate's whole projections file,
 * a long task on a phone, to draw the same rows. Without them (configured mode: premium data
 * stays out of the build) the block reads both files.
 */
export function PicksBlock({ firstRows }: { firstRows: PickRows | null }) {
  return firstRows ? <PickLists rows={firstRows} error={null} /> : <LoadedPicks />;
}

/** The picks read from picks.json, with the evidence of their projection rows once projections.json is read. */
function LoadedPicks() {
  const { data, error } = useData('picks.json');
  const projections = useData('projections.json');
  const batters = projections.data?.batters;
  const ready = data && (batters || projections.error);
  const rows = useMemo(() => (ready ? pickRowsOf(data, batters) : null), [ready, data, batters]);
  return <PickLists rows={rows} error={error && !data ? error.message : null} />;
}

/** The lists with the visitor's clock: a pick of a game under way is marked started. */
function PickLists({ rows, error }: { rows: PickRows | null; error: string | null }) {
  const clock = useMemo(() => slateClockOf(Object.values(rows ?? {}).flatMap((list) => list.map((pick) => pick.gameTime))), [rows]);
  const now = useGameClock(clock);
  const shown = useMemo(
    () => (rows ? Object.fromEntries(Object.entries(rows).map(([key, list]) => [key, withStarted(list, now, clock)])) : null),
    [rows, now, clock],
  );
  const lists = shown ? listsOf(shown) : SHOWN_LISTS;
  return (
    <section aria-labelledby="picks-title" className="space-y-3">
      <h2 id="picks-title" className="text-lg font-semibold">
        Longball Picks
      </h2>
      {error ? (
        <LoadError heading="Failed to load today's picks" message={error} />
      ) : (
        <div className={PICK_CARDS_GRID}>
          {lists.map((list) => (
            <PickTable key={list.key} list={list} picks={shown?.[list.key] ?? null} />
          ))}
        </div>
      )}
    </section>
  );
}
