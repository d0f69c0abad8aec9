/** A "season to date" export whose PA counts cannot be a season on the slate date is named as a window. */
import { describe, expect, it } from 'vitest';
import { regularPaBy, seasonWindowWarning } from '../../../pipeline/core/season-window.ts';
import type { StatRow } from '../../../pipeline/inputs/rows.ts';

const row = (pa: number): StatRow => ({ name: 'A Hitter', nameAscii: null, team: 'NYY', teamRaw: 'NYY', mlbamId: null, stats: { PA: pa, HR: 1 }, line: 2 });

describe('seasonWindowWarning', () => {
  it("a regular's PAs by the slate date: 3.7 a day since March 27", () => {
    // 2026-03-27 to 2026-08-22 is 148 days: 148 x 3.7 = 547.6.
    expect(regularPaBy('2026-08-22')).toBeCloseTo(547.6, 9);
    expect(regularPaBy('2026-03-01')).toBe(0);
  });

  it('the real FanGraphs export of 14 days (most PA about 65) on 2026-08-22 is a window, named', () => {
    const warning = seasonWindowWarning('fangraphs-stats', [row(12), row(65), row(40)], '2026-08-22');
    expect(warning).toContain('fangraphs-stats');
    expect(warning).toContain('most PA of any hitter is 65');
    expect(warning).toContain('about 548 by 2026-08-22');
    expect(warning).toContain('recent window, not the season to date');
  });

  it('a season to date is not (most PA 520 in August; 40 in the second week of April)', () => {
    expect(seasonWindowWarning('fangraphs-stats', [row(520), row(300)], '2026-08-22')).toBeNull();
    expect(seasonWindowWarning('fangraphs-stats', [row(40)], '2026-04-10')).toBeNull();
    expect(seasonWindowWarning('fangraphs-stats', [], '2026-08-22')).toBeNull();
  });
});
