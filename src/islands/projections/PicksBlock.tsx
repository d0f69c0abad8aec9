/**
 * HR Projections' picks block (docs/product.md#picks): Confident and Punt. Each pick shows the
 * money numbers of its row in the day's projections (HR Chance, odds, edge with its evidence flag)
 * beside the spec's HR Prob, its team, and G1 / G2 beside the name of a doubleheader game's pick.
 */
import { useMemo } from 'react';
import type { Pick } from '../../../domain/contracts/picks.ts';
import type { ProjectedBatter } from '../../../domain/contracts/projections.ts';
import { PICK_RULES } from '../../../domain/spec-constants.ts';
import { PICKS_INITIAL_SORT, picksColumns, type PickRow } from '../../columns/hr-projections.ts';
import { doubleheaderGameNumbers, type DoubleheaderGameNumber, type SlateGame } from '../../lib/doubleheaders.ts';
import { NO_PICKS_MESSAGE } from '../../lib/projection-texts.ts';
import { LoadError } from '../DataStatus.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { useData } from '../use-data.ts';

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

/**
 * The two pick cards side by side only where each is wide enough for its whole table (every
 * column at desktop widths, about 43rem with a long name and its BvP link, plus the card's
 * padding); otherwise one above the other, so Player, HR Chance, Odds and Edge never sit
 * behind the scroll fade. On a phone the card's narrow side padding leaves the table room
 * for those four.
 */
const PICK_CARDS_GRID = 'grid gap-4 grid-cols-[repeat(auto-fit,minmax(min(100%,46rem),1fr))]';

function PickTable({ title, kind, picks }: { title: string; kind: 'confident' | 'punt'; picks: readonly PickRow[] | null }) {
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
      <p className="mb-3 mt-0.5 text-xs text-slate-600">{ruleText(kind)}</p>
      <div className={PICK_TABLE_HEIGHT} aria-busy={picks ? undefined : true}>
        {picks ? (
          <DataTable
            rows={picks}
            columns={picksColumns}
            caption={`${title} picks`}
            getRowId={(pick) => pick.id}
            initialSort={PICKS_INITIAL_SORT}
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

/**
 * Each pick with its projection row's edge and evidence (a pick whose row is missing: no edge, not
 * flagged) and its game's number when that game is one of a doubleheader (`gameNumbers`, by game id).
 */
export function withProjectionFigures(
  picks: readonly Pick[],
  batters: readonly ProjectedBatter[] | undefined,
  gameNumbers: ReadonlyMap<string, DoubleheaderGameNumber>,
): PickRow[] {
  const byId = new Map((batters ?? []).map((batter) => [batter.id, batter]));
  return picks.map((pick) => {
    const batter = byId.get(pick.id);
    return {
      ...pick,
      edge: batter?.edge ?? null,
      edgeLow: batter?.edgeLow ?? null,
      edgeHigh: batter?.edgeHigh ?? null,
      edgeWithinNoise: batter?.edgeWithinNoise ?? null,
      evidenceThin: batter?.evidenceThin ?? false,
      evidencePa: batter?.evidencePa ?? null,
      gameNumber: gameNumbers.get(pick.gameId) ?? null,
    };
  });
}

const NO_GAME_NUMBERS: ReadonlyMap<string, DoubleheaderGameNumber> = new Map();

/** Both pick lists with their projection figures (the build's, in the static HTML in local mode). */
export interface PickRows {
  confident: PickRow[];
  punt: PickRow[];
}

export function pickRowsOf(
  picks: { confident: readonly Pick[]; punt: readonly Pick[] },
  batters: readonly ProjectedBatter[] | undefined,
  games: readonly SlateGame[] | undefined,
): PickRows {
  const gameNumbers = games ? doubleheaderGameNumbers(games) : NO_GAME_NUMBERS;
  return {
    confident: withProjectionFigures(picks.confident, batters, gameNumbers),
    punt: withProjectionFigures(picks.punt, batters, gameNumbers),
  };
}

export function PicksBlock({ firstRows }: { firstRows: PickRows | null }) {
  const { data, error } = useData('picks.json');
  const projections = useData('projections.json');
  const batters = projections.data?.batters;
  // The tables wait for the slate's games (or their failure) so a G1/G2 label never moves the rows
  // below; until then, and until a pick's edge can come from the projections, the build's rows stay.
  const lineups = useData('lineups.json');
  const games = lineups.data?.games;
  const ready = data && (games || lineups.error) && (batters || !firstRows);
  const loaded = useMemo(() => (ready ? pickRowsOf(data, batters, games) : null), [ready, data, batters, games]);
  const confident = loaded?.confident ?? firstRows?.confident ?? null;
  const punt = loaded?.punt ?? firstRows?.punt ?? null;
  return (
    <section aria-labelledby="picks-title" className="space-y-3">
      <h2 id="picks-title" className="text-lg font-semibold">
        Longball Picks
      </h2>
      {error && !data && !firstRows ? (
        <LoadError heading="Failed to load today's picks" message={error.message} />
      ) : (
        <div className={PICK_CARDS_GRID}>
          <PickTable title="Confident" kind="confident" picks={confident} />
          <PickTable title="Punt" kind="punt" picks={punt} />
        </div>
      )}
    </section>
  );
}
