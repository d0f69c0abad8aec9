import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyTally } from '../../../domain/record.ts';
import type { HistoricPick, HistoryDay } from '../../../domain/contracts/picks.ts';
import { historicPickColumns } from '../../../src/columns/historic-projections.ts';
import HistoricProjectionsIsland from '../../../src/islands/HistoricProjectionsIsland.tsx';
import { historicFirstDay } from '../../../src/lib/history-first-day.ts';

const lists = {
  confident: { ...emptyTally(), cumulativeUnits: 0 },
  punt: { ...emptyTally(), cumulativeUnits: 0 },
  value: { ...emptyTally(), cumulativeUnits: 0 },
};
const day = (date: string, picks: number) => ({ date, picks, hits: 0, graded: 0, voids: 0, lists });

const pick = (id: string, hrProbability: number, extra: Partial<HistoricPick> = {}): HistoricPick => ({
  id,
  name: `Invented ${id}`,
  team: 'MIL',
  hrProbability,
  homered: null,
  ...extra,
});

/** A reader that records which days it was asked for. */
function reader(days: Record<string, Pick<HistoryDay, 'confident' | 'punt'>>) {
  const read: string[] = [];
  return {
    read,
    readDay: async (date: string) => {
      read.push(date);
      const found = days[date];
      if (!found) throw new Error(`no day ${date}`);
      return found;
    },
  };
}

describe("historicFirstDay: Historic Projections' static first rows", () => {
  it("never reads or offers the hidden day (today's premium picks in configured mode): the newest past day is the one built", async () => {
    const { read, readDay } = reader({
      '2026-08-20': { confident: [pick('past', 0.5)], punt: [] },
      '2026-08-21': { confident: [pick('today', 0.6)], punt: [] },
    });
    const built = await historicFirstDay([day('2026-08-20', 1), day('2026-08-21', 1)], '2026-08-21', readDay);
    expect(read).toEqual(['2026-08-20']);
    expect(built.days.map((d) => d.date)).toEqual(['2026-08-20']);
    expect(built.newest?.date).toBe('2026-08-20');
    expect(built.newest?.confident.rows.map((row) => row.id)).toEqual(['past']);
    expect(JSON.stringify(built)).not.toContain('today');
  });

  it('nothing offered: no day read, no first pages', async () => {
    const { read, readDay } = reader({});
    expect(await historicFirstDay([day('2026-08-21', 1)], '2026-08-21', readDay)).toEqual({ days: [], newest: null });
    expect(read).toEqual([]);
  });

  it("the newest day, its rows in the tables' initial sort (highest HR Prob first), G1/G2 from the whole day, the tally over every pick", async () => {
    const game = (gameId: string, firstPitch: string) => ({ gameId, opponent: 'PIT', firstPitch });
    const { readDay } = reader({
      '2026-08-21': {
        confident: [pick('a', 0.41, { ...game('g1', '2026-08-21T17:05:00Z'), pHr: 0.2, homered: true }), pick('b', 0.52, { pHr: 0.3, homered: false })],
        // The doubleheader's second game is named only by a Punt pick.
        punt: [pick('c', 0.3, game('g2', '2026-08-21T23:15:00Z'))],
      },
    });
    const built = await historicFirstDay([day('2026-08-19', 2), day('2026-08-21', 3), day('2026-08-20', 0)], null, readDay);
    expect(built.days.map((d) => d.date)).toEqual(['2026-08-21', '2026-08-20', '2026-08-19']);
    const newest = built.newest!;
    expect(newest.confident.rows.map((row) => row.id)).toEqual(['b', 'a']);
    expect(newest.confident.total).toBe(2);
    const label = (row: (typeof newest.confident.rows)[number]) => historicPickColumns.find((column) => column.id === 'name')!.note?.(row)?.label ?? null;
    expect(newest.confident.rows.map(label)).toEqual([null, 'G1']);
    expect(newest.punt.rows.map(label)).toEqual(['G2']);
    expect(newest.tally).toEqual({ picks: 2, expected: 0.5, homered: 1 });
  });
});

describe("Historic Projections' island over the build's newest day", () => {
  const render = async (confident: HistoricPick[]) => {
    const { readDay } = reader({ '2026-08-20': { confident, punt: [pick('p', 0.33)] } });
    const firstDay = await historicFirstDay([day('2026-08-20', confident.length + 1)], null, readDay);
    return renderToStaticMarkup(createElement(HistoricProjectionsIsland, { firstDay }));
  };

  it("shows a day the build's pages hold whole as it is: no table waits for the day's file", async () => {
    const html = await render([pick('a', 0.5), pick('b', 0.45)]);
    expect(html).toContain('Invented a');
    expect(html).not.toContain('data-partial');
  });

  it("reads a day longer than a page from its file: its tables show the build's first page until then", async () => {
    const many = Array.from({ length: 25 }, (_, i) => pick(`m${i}`, 0.5 - i / 100));
    const html = await render(many);
    expect(html).toContain('data-partial');
  });
});
