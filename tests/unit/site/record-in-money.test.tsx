/**
 * The record card (docs/product.md#historic-projections), rendered as the page renders it at build
 * time: a fresh install says there is no record yet (never "0/0 (0%)"); with settled days, each
 * list's units, ROI with its interval and CLV, and the chart's lines.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyTally } from '../../../domain/record.ts';
import { NO_RECORD_YET, RecordInMoney } from '../../../src/components/record/RecordInMoney.tsx';
import { recordOf } from '../../../src/lib/history-record.ts';

const list = (over: Partial<ReturnType<typeof emptyTally>> = {}) => ({ ...emptyTally(), cumulativeUnits: 0, ...over });
const day = (date: string, confident = list(), punt = list()) => ({
  date,
  picks: confident.picks + punt.picks,
  hits: 0,
  graded: 0,
  voids: 0,
  lists: { confident, punt, value: list() },
});

describe('the record card', () => {
  it('a fresh install (no graded pick) says there is no record yet, not 0/0 (0%)', () => {
    const html = renderToStaticMarkup(<RecordInMoney record={recordOf([day('2026-08-21', list({ picks: 4 }))])} days={1} chance={null} />);
    expect(html).toContain(NO_RECORD_YET);
    expect(html).toContain('4 picks over 1 archived day');
    expect(html).not.toContain('0/0');
    expect(html).not.toContain('units-chart');
  });

  it("settled days: each list's units, ROI with its interval and CLV, and a line per list over the days", () => {
    const record = recordOf([
      day('2026-08-20', list({ picks: 3, hits: 1, graded: 3, priced: 3, units: 2, unitsSquared: 18, clvPicks: 2, clvSum: 3 })),
      day(
        '2026-08-21',
        list({ picks: 2, hits: 0, graded: 1, voids: 1, priced: 1, units: -1, unitsSquared: 1 }),
        list({ picks: 1, hits: 1, graded: 1, priced: 1, units: 4, unitsSquared: 16 }),
      ),
    ]);
    const html = renderToStaticMarkup(<RecordInMoney record={record} days={2} chance={null} />);
    expect(html).toContain('data-testid="record">2/5 (40%)');
    // Confident: 4 priced picks, +1 unit, ROI +25.0 %; CLV (3 / 2) +1.5 pts.
    expect(html).toContain('data-testid="units-confident">+1.00 u');
    expect(html).toMatch(/data-testid="roi-confident">\+25\.0%.*95% interval −\d+\.\d% to \+\d+\.\d%/);
    expect(html).toContain('data-testid="clv-confident">+1.5 pts');
    expect(html).toContain('data-testid="voids-confident">1<');
    expect(html.match(/<polyline/g)).toHaveLength(3);
    expect(html).toContain('Cumulative units from Thu, Aug 20, 2026 to Fri, Aug 21, 2026: Confident +1.00 u, Punt +4.00 u, Value 0.00 u');
  });
});
