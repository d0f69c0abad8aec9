/**
 * The hint beside every figure of the Longball score (HR Prob, HR Projection, the Calculator's
 * result, Historic Projections' score): a small tag and its explanation
 * (docs/product.md#score-model). HR Chance is the probability. In the islands' shared file
 * (astro.config.mjs appShared): the historic page shows the tag without HR Projections' code.
 */
export const SCORE_TAG = 'score';
export const SCORE_HINT = 'Longball HR score: ranks hitters, not a probability';
