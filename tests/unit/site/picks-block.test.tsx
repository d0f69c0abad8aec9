/**
 * HR Projections' picks block as the build renders it in local mode (the static HTML's rows,
 * `firstRows`): the lists as they are, the empty-list message, and every control drawn disabled
 * until the island hydrates (a press before then would be lost).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_PICKS_MESSAGE } from '../../../src/lib/projection-texts.ts';
import { PicksBlock, type PickRows } from '../../../src/islands/projections/PicksBlock.tsx';

const pick = {
  id: 'mlbam-1',
  name: 'Ann Example',
  team: 'LAD',
  gameId: '824542',
  gameNumber: null,
  hrProbability: 0.61,
  opponent: 'TB',
  oddsAmerican: 320,
  oddsBook: 'draftkings',
  fairProbability: 0.2,
  edge: 0.02,
  evPerDollar: 0.05,
  pHr: 0.22,
  edgeLow: -0.03,
  edgeHigh: 0.07,
  edgeWithinNoise: true,
  evidenceThin: false,
  evidencePa: 400,
  gameTime: '2026-08-22T00:10:00Z',
} as const;

describe("the picks block from the build's rows", () => {
  it('says "No players meet the criteria today." for each empty list, and lists the others', () => {
    const rows: PickRows = { confident: [], punt: [], value: [pick] };
    const html = renderToStaticMarkup(<PicksBlock firstRows={rows} />);
    expect(html.split(NO_PICKS_MESSAGE).length - 1).toBe(2);
    expect(html).toContain('Ann Example');
    expect(html).not.toContain('Loading...');
  });

  it('draws its controls disabled until it hydrates', () => {
    const html = renderToStaticMarkup(<PicksBlock firstRows={{ confident: [pick], punt: [], value: [] }} />);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    const controls = buttons.filter((tag) => !/aria-expanded/.test(tag));
    expect(controls.length).toBeGreaterThan(0);
    for (const tag of controls) expect(tag).toContain('disabled=""');
  });
});
