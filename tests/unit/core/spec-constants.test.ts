import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as SPEC_MODEL from '../../../domain/spec-constants.ts';
import * as UI from '../../../src/config/ui-settings.ts';

const SPEC = { ...SPEC_MODEL, ...UI };

describe('spec constants (model constants in domain/, UI settings in the site): display, timing, plans', () => {
  it('display and timing values as the spec states them', () => {
    expect(SPEC.TABLE_PAGE_SIZE).toBe(50);
    expect(SPEC.LINEUPS_REFRESH_MS).toBe(300_000);
    expect(SPEC.HOME_RUN_FEED_POLL_MS).toBe(300_000);
    expect(SPEC.NEW_HOME_RUN_TOAST_MS).toBe(8000);
    expect(SPEC.TOAST_DEFAULTS).toEqual({ durationMs: 4000, maxVisible: 3, position: 'bottom-right', hotkey: 'Alt+T' });
    expect(SPEC.SECONDARY_TOAST_DURATION_MS).toBe(5000);
    expect(SPEC.DATA_FETCH_RETRY).toEqual({ retries: 3, initialBackoffMs: 1000, maxBackoffMs: 30_000 });
    expect(SPEC.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(SPEC.SIDEBAR_WIDTHS).toEqual({ default: '16rem', mobile: '18rem', icon: '3rem' });
    expect(SPEC.SIDEBAR_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(SPEC.PARK_YEAR_DEFAULT_LABEL).toBe('2023-2025');
    expect(SPEC.PARK_FACTOR_COLOURS).toEqual({ strongRedAbove: 105, lightRedAbove: 100, strongBlueBelow: 95, lightBlueBelow: 100 });
    expect(SPEC.DISPLAY_DECIMALS).toEqual({ runValue: 2, hardHit: 1, homeRunAverage: 1, probabilityPercent: 1 });
    expect(SPEC.RV_RULES).toEqual({ hardHitThreshold: 65, summaryMultiplier: 1.5, usageMinimum: 20, countMinimum: 3 });
    expect(SPEC.HARD_HIT_FRACTION_CUTOFF).toBe(1);
  });

  it('slider ranges (docs/product.md#score-model)', () => {
    expect(SPEC.PROJECTION_STAT_RANGES).toEqual({
      barrelRate: { min: 0, max: 30 },
      exitVelo: { min: 80, max: 120 },
      launchAngle: { min: -10, max: 40 },
      hardHitRate: { min: 0, max: 70 },
      maxEV: { min: 90, max: 125 },
      parkFactor: { min: 0.7, max: 1.5 },
      temperature: { min: 30, max: 110 },
      hr: { min: 0, max: 10 },
      avg: { min: 0, max: 0.4 },
      slg: { min: 0, max: 1.2 },
      battingOrder: { min: 1, max: 9 },
    });
  });

  it('plans with their exact feature texts (docs/product.md#subscribe)', () => {
    expect(SPEC.PLANS).toEqual([
      {
        id: 'basic',
        name: 'Basic',
        price: 9.99,
        interval: 'month',
        // What a subscriber really gets (issue 32), in place of the spec's "Basic Analytics" and "Daily Updates".
        features: [
          "HR Projections: every starting hitter's HR Chance tonight, with the best sportsbook price, its fair probability, the edge and the EV",
          "Tonight's Confident and Punt picks",
          "Model tabs: your own weights and presets over tonight's hitters, filters and a CSV of the table",
          "HR Calculator: look up any hitter's factors and score him with your weights",
          'Updated four times a day as lineups are confirmed',
          'Email support: write to us from the feedback button',
        ],
      },
      {
        id: 'pro',
        name: 'Pro',
        price: 19.99,
        interval: 'month',
        // Exactly the Pro features that exist (issue 23), each said plainly.
        features: [
          'All Basic Features',
          "API access: your own key for the day's projections and picks as JSON or CSV",
          'Real-time updates: a message when a player you follow is in a confirmed lineup or his HR Chance moves',
          'Custom reports: saved table views and a CSV of graded picks over a date range',
          'Priority support: your feedback is marked priority for our support team',
        ],
      },
    ]);
  });

  it("Basic's 'four times a day' is the nightly workflow's schedule", () => {
    const workflow = parse(readFileSync(fileURLToPath(new URL('../../../.github/workflows/nightly.yml', import.meta.url)), 'utf8')) as {
      on: { schedule: { cron: string }[] };
    };
    expect(SPEC.PLANS[0]!.features).toContain('Updated four times a day as lineups are confirmed');
    expect(workflow.on.schedule).toHaveLength(4);
  });

  it('the module has no imports but type imports, so the site can load it', () => {
    const source = readFileSync(fileURLToPath(new URL('../../../domain/spec-constants.ts', import.meta.url)), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*import\s/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
