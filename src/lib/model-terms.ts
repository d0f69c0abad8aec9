/**
 * What /model says about each adjustment of HR Chance beyond the hitter's and the pitchers' rates: its fitted value in
 * plain units with its 95 % interval (the committed card's `terms`), whether it earned its place out of sample and
 * why, and the season-by-season figures with and without it (leave-one-season-out, domain/probability/model-figures.json).
 */
import { DEFAULT_CONSTANTS } from '../../domain/probability/defaults.ts';
import type { FittedTerm, ModelCard, ModelTerm, TermCoefficient } from '../../domain/probability/card.ts';
import type { FoldFigures, ModelFigures, VariantFigures } from '../../domain/probability/figures.ts';

export interface TermValue {
  label: string;
  value: string;
  /** "95%: a to b", or null when the value was chosen on a grid (a prior strength). */
  interval: string | null;
}

export interface SeasonComparison {
  season: string;
  with: Pick<VariantFigures, 'rocAuc' | 'brierSkill' | 'logLoss'>;
  without: Pick<VariantFigures, 'rocAuc' | 'brierSkill' | 'logLoss'>;
}

export interface TermSummary {
  term: ModelTerm;
  title: string;
  /** What the term does, in a sentence. */
  what: string;
  kept: boolean;
  values: TermValue[];
  /** Why it is kept or held neutral. */
  reason: string;
  seasons: SeasonComparison[];
}

const TITLES: Record<ModelTerm, { title: string; what: string }> = {
  temperature: {
    title: 'Temperature',
    what: `Warm air carries a fly ball further: home-run odds per degree above ${DEFAULT_CONSTANTS.weather.referenceF} °F at first pitch, outdoors.`,
  },
  wind: {
    title: 'Wind blowing out or in',
    what: "The wind's speed toward the outfield (out) or from it (in), relative to the park's field; calm is the reference.",
  },
  crosswind: { title: 'Wind across the field', what: 'Left to right or right to left, per mph.' },
  statcast: {
    title: "Last season's barrels per plate appearance",
    what: 'Moves the average a hitter is pulled toward: it speaks for a hitter with a thin home-run record and fades as his own plate appearances add up.',
  },
  platoon: {
    title: 'Platoon (hand against hand)',
    what: 'Home-run odds with the platoon advantage over without, for left- and right-handed hitters, fit on the seasons.',
  },
  'platoon-hitter': { title: "Each hitter's own platoon split", what: "His own split with and without the advantage, regressed toward his side's." },
};

const signedPct = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(digits)}%`;
/** A per-unit log-odds coefficient as a percent change in the odds. */
const oddsPct = (b: number) => signedPct(Math.exp(b) - 1);
const interval = (c: TermCoefficient, format: (v: number) => string): string | null =>
  c.low === null || c.high === null ? null : `95%: ${format(c.low)} to ${format(c.high)}`;

function valuesOf(term: FittedTerm): TermValue[] {
  return term.coefficients.map((c) => {
    switch (c.name) {
      case 'weather.perDegreeF':
        return { label: 'per °F above 70', value: oddsPct(c.value), interval: interval(c, oddsPct) };
      case 'weather.outPerMph':
        return { label: 'per mph blowing out', value: oddsPct(c.value), interval: interval(c, oddsPct) };
      case 'weather.inPerMph':
        return { label: 'per mph blowing in', value: oddsPct(c.value), interval: interval(c, oddsPct) };
      case 'weather.crossPerMph':
        return { label: 'per mph across', value: oddsPct(c.value), interval: interval(c, oddsPct) };
      case 'statcast.elasticity': {
        const twice = (e: number) => `×${(2 ** e).toFixed(2)}`;
        return { label: "prior's odds at twice the league's barrel rate", value: twice(c.value), interval: interval(c, twice) };
      }
      case 'statcast.priorPa':
        return { label: 'his barrel rate regressed with', value: `${c.value} PA`, interval: null };
      case 'platoon.oddsRatio.L':
        return { label: 'left-handed hitter, with the advantage', value: signedPct(c.value - 1, 0), interval: interval(c, (v) => signedPct(v - 1, 0)) };
      case 'platoon.oddsRatio.R':
        return { label: 'right-handed hitter, with the advantage', value: signedPct(c.value - 1, 0), interval: interval(c, (v) => signedPct(v - 1, 0)) };
      case 'platoon.hitterPriorPa':
        return { label: 'his split regressed with', value: `${c.value} PA`, interval: null };
      default:
        return { label: c.name, value: String(c.value), interval: null };
    }
  });
}

const pick = (v: VariantFigures) => ({ rocAuc: v.rocAuc, brierSkill: v.brierSkill, logLoss: v.logLoss });

/** The season-by-season figures with and without the term: the committed model against the model with the term switched. */
function seasonsOf(folds: readonly FoldFigures[], term: ModelTerm, kept: boolean): SeasonComparison[] {
  return folds.flatMap((fold) => {
    const model = fold.variants.find((v) => v.variant === 'model');
    const switched = fold.variants.find((v) => v.variant === 'switched' && v.term === term);
    if (!model || !switched) return [];
    return [{ season: fold.season, with: pick(kept ? model : switched), without: pick(kept ? switched : model) }];
  });
}

/** Every term of the card, in the card's order, with its figures. */
export function termSummaries(card: Pick<ModelCard, 'terms'>, figures: ModelFigures | null): TermSummary[] {
  return card.terms.map((term) => {
    const decision = figures?.decisions.find((d) => d.term === term.term);
    return {
      term: term.term,
      ...TITLES[term.term],
      kept: term.kept,
      values: valuesOf(term),
      reason: decision ? decision.reason : term.note,
      seasons: figures ? seasonsOf(figures.folds, term.term, decision?.kept ?? term.kept) : [],
    };
  });
}

export interface BeforeAfter {
  season: string;
  history: string[];
  n: number;
  now: Pick<VariantFigures, 'rocAuc' | 'brierSkill' | 'ece'>;
  before: Pick<VariantFigures, 'rocAuc' | 'brierSkill' | 'ece'>;
}

/** The committed model against the model before the weather and Statcast terms, season by season. */
export function beforeAndAfter(figures: ModelFigures | null): BeforeAfter[] {
  return (figures?.folds ?? []).flatMap((fold) => {
    const now = fold.variants.find((v) => v.variant === 'model');
    const before = fold.variants.find((v) => v.variant === 'before');
    if (!now || !before) return [];
    const keep = (v: VariantFigures) => ({ rocAuc: v.rocAuc, brierSkill: v.brierSkill, ece: v.ece });
    return [{ season: fold.season, history: fold.history, n: fold.n, now: keep(now), before: keep(before) }];
  });
}
