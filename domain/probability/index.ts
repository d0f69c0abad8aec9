/**
 * The probability model: P(at least one HR in a game) for a starting batter,
 * calibrated, with the walk-forward that proves it and the de-vig that sets book
 * prices beside it. Pure (no I/O, no clock): the pipeline and the site both import it.
 */
export * from './math.ts';
export * from './devig.ts';
export * from './card.ts';
export * from './defaults.ts';
export * from './model.ts';
export * from './metrics.ts';
export * from './calibration.ts';
export * from './walk-forward.ts';
export * from './fit.ts';
export * from './terms.ts';
export * from './figures.ts';
export * from './model-card.ts';
export * from './reference.ts';
export * from './market.ts';
export * from './market-walk.ts';
export * from './market-card.ts';
export * from './edge.ts';
