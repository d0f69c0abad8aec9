/**
 * The generated-data contracts: one zod schema per file in generated/.
 * The pipeline validates every file against these before writing; the site
 * imports the same types. Nothing else declares these shapes.
 */

export * from './common.ts';
export * from './bullpen.ts';
export * from './bvp.ts';
export * from './calculator.ts';
export * from './home-runs.ts';
export * from './lineups.ts';
export * from './manifest.ts';
export * from './market-log.ts';
export * from './matchups.ts';
export * from './park-factors.ts';
export * from './picks.ts';
export * from './projections.ts';
export * from './rv-comparison.ts';

export * from './files.ts';
