/** Header tooltips shared by the pitcher columns of the bullpen pages and the matchup pages. */

/** HR/9: where the figure comes from (the bullpen input has no home runs: docs/inputs.md). */
export const HR_PER_NINE_TITLE = "Home runs allowed per nine innings this season (FanGraphs' HR/9, else home runs × 9 / innings of the MLB Stats API)";
