/**
 * The calculator's eight weight keys (docs/product.md#hr-calculator), in the presets' order. Kept
 * free of zod so browser code (the calculator island) can import it cheaply.
 */
export const CALCULATOR_WEIGHT_KEYS = ['hrRate', 'isoRate', 'barrelRate', 'exitVelo', 'launchAngle', 'parkFactor', 'recentPerformance', 'temperature'] as const;
export type CalculatorWeightKey = (typeof CALCULATOR_WEIGHT_KEYS)[number];
