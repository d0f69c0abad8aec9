import { z } from 'zod';
import { dataAbsence, fileHeader, maybeNumber, teamCode } from './common.ts';

import { CALCULATOR_WEIGHT_KEYS, type CalculatorWeightKey } from './calculator-keys.ts';

export { CALCULATOR_WEIGHT_KEYS, type CalculatorWeightKey };

const weightValue = z.number().int().min(0).max(100);
export const calculatorWeightsSchema = z.object(
  Object.fromEntries(CALCULATOR_WEIGHT_KEYS.map((k) => [k, weightValue])) as Record<CalculatorWeightKey, typeof weightValue>,
);

/** A linear normalisation: (value - offset) / scale. Every normalisation of the score model and the calculator has this form. */
export const normalisationSchema = z.object({
  offset: z.number(),
  scale: z.number().refine((s) => s !== 0, 'scale must not be 0'),
  /** The formula as written in docs/product.md, shown in the glossary. */
  formula: z.string(),
});

export const presetSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  weights: calculatorWeightsSchema,
});

export const calculatorPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: teamCode.nullable(),
  /** Playing today: park and temperature are that game's; otherwise the model defaults (MODEL_DEFAULTS). */
  playingToday: z.boolean(),
  /**
   * His HR Chance tonight: projections.json's pHr (the probability model's P(1+ HR) in the game), the
   * Calculator's headline; null for a batter not playing today. A file (or a published row) written
   * before the field existed reads as null.
   */
  pHr: z.number().min(0).max(1).nullable().default(null),
  factors: z.object(Object.fromEntries(CALCULATOR_WEIGHT_KEYS.map((k) => [k, maybeNumber])) as Record<CalculatorWeightKey, typeof maybeNumber>),
});

export const calculatorFileSchema = z.object({
  ...fileHeader,
  defaultWeights: calculatorWeightsSchema,
  normalisations: z.object(
    Object.fromEntries(CALCULATOR_WEIGHT_KEYS.map((k) => [k, normalisationSchema])) as Record<CalculatorWeightKey, typeof normalisationSchema>,
  ),
  presets: z.array(presetSchema),
  players: z.array(calculatorPlayerSchema),
  absence: dataAbsence,
});

export type CalculatorWeights = z.infer<typeof calculatorWeightsSchema>;
export type Normalisation = z.infer<typeof normalisationSchema>;
export type Preset = z.infer<typeof presetSchema>;
export type CalculatorPlayer = z.infer<typeof calculatorPlayerSchema>;
export type CalculatorFile = z.infer<typeof calculatorFileSchema>;
