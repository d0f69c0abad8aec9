/**
 * The out-of-sample figures (leave-one-season-out on the real seasons, scripts/model-figures.ts): each season graded
 * with constants fit on the others only, for the committed model, today's model before the weather and Statcast terms,
 * the model with each term switched (without a kept term, with a dropped one), and the reference; and whether each
 * term earned its place. Written beside the card (domain/probability/model-figures.json); /model draws its tables.
 */
import { z } from 'zod';
import { MODEL_TERMS } from './card.ts';

export const MODEL_FIGURES_SCHEMA = 'longball.hr-probability.loso-figures';

/** The models graded on every left-out season. */
export const LOSO_VARIANTS = ['model', 'before', 'switched', 'reference'] as const;

export const variantFiguresSchema = z.object({
  /** `model`: the committed configuration; `before`: today's model without the weather and Statcast terms; `switched`: with `term` switched; `reference`: the regressed HR/PA reference. */
  variant: z.enum(LOSO_VARIANTS),
  /** The term switched (for `switched`): off when the model keeps it, on when the model drops it. */
  term: z.enum(MODEL_TERMS).nullable(),
  label: z.string(),
  brierSkill: z.number(),
  rocAuc: z.number(),
  logLoss: z.number(),
  ece: z.number(),
  /** The ECE the same predictions would show by chance were they perfectly calibrated: ECE's noise floor at this n. */
  eceIfCalibrated: z.number(),
});

export const foldFiguresSchema = z.object({
  season: z.string(),
  history: z.array(z.string()),
  n: z.number().int().positive(),
  baseRate: z.number(),
  variants: z.array(variantFiguresSchema),
});

export const termDecisionSchema = z.object({
  term: z.enum(MODEL_TERMS),
  kept: z.boolean(),
  /** Mean out-of-sample log loss over the seasons with the term minus without it (negative: the term helps). */
  logLossGain: z.number(),
  /** Seasons whose log loss the term lowers, of all graded. */
  seasonsBetter: z.number().int().nonnegative(),
  seasons: z.number().int().positive(),
  reason: z.string(),
});

export const modelFiguresSchema = z.object({
  schema: z.literal(MODEL_FIGURES_SCHEMA),
  /** Data the folds were fit and graded on (file names). */
  data: z.array(z.string()),
  folds: z.array(foldFiguresSchema).min(1),
  decisions: z.array(termDecisionSchema),
});

export type ModelFigures = z.infer<typeof modelFiguresSchema>;
export type FoldFigures = z.infer<typeof foldFiguresSchema>;
export type VariantFigures = z.infer<typeof variantFiguresSchema>;
export type TermDecision = z.infer<typeof termDecisionSchema>;

/**
 * Whether a term earns its place from the folds' log losses with and without it: kept when it lowers the mean
 * out-of-sample log loss and lowers it in most seasons (a gain carried by one season is noise).
 */
export function termEarnsPlace(withTerm: readonly number[], without: readonly number[]): { kept: boolean; gain: number; better: number } {
  const gain = withTerm.reduce((s, v, i) => s + v - without[i]!, 0) / withTerm.length;
  const better = withTerm.filter((v, i) => v < without[i]!).length;
  return { kept: gain < 0 && better * 2 > withTerm.length, gain, better };
}
