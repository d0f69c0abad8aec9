import { describe, expect, it } from 'vitest';
import { ownModelColumns, ownModelSpecOrderColumns } from '../../../src/columns/hr-projections.ts';
import { bvpColumns } from '../../../src/columns/bvp.ts';
import { formatWeather } from '../../../src/lib/format.ts';
import { columnOrderFor, defaultColumnIds, screenClassOf } from '../../../src/ui/table/default-columns.ts';
import { nameColumnId } from '../../../src/ui/table/engine.ts';

const headersOf = (columns: typeof ownModelColumns, ids: ReadonlySet<string>, order: readonly string[]) =>
  order.filter((id) => ids.has(id)).map((id) => columns.find((column) => column.id === id)!.header);

describe('default columns per screen', () => {
  it('screen classes: phone below 768 px, tablet below 1024 px, desktop from 1024 px', () => {
    expect([375, 767, 768, 1023, 1024, 1280].map(screenClassOf)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
  it('HR Projections on a phone: Player, HR Chance, Best price, Edge, EV, then HR Prob (in either view)', () => {
    for (const columns of [ownModelColumns, ownModelSpecOrderColumns]) {
      const nameId = nameColumnId(columns);
      expect(nameId).toBe('name');
      const ids = defaultColumnIds(columns, 'phone', nameId, null, null);
      expect(headersOf(columns, ids, columnOrderFor(columns, 'phone', nameId))).toEqual(['Player', 'HR Chance', 'Best price', 'Edge', 'EV / $1', 'HR Prob']);
    }
  });
  it('HR Projections on a tablet: the money columns and HR Prob, then Game and the rest only where there is room', () => {
    const nameId = nameColumnId(ownModelColumns);
    const widths = new Map(ownModelColumns.map((column) => [column.id, 80]));
    const narrow = defaultColumnIds(ownModelColumns, 'tablet', nameId, widths, 6 * 80);
    expect(headersOf(ownModelColumns, narrow, columnOrderFor(ownModelColumns, 'tablet', nameId))).toEqual([
      'Player',
      'HR Chance',
      'Best price',
      'Edge',
      'EV / $1',
      'HR Prob',
    ]);
    const wider = defaultColumnIds(ownModelColumns, 'tablet', nameId, widths, 7 * 80);
    expect(headersOf(ownModelColumns, wider, columnOrderFor(ownModelColumns, 'tablet', nameId)).slice(0, 3)).toEqual(['Player', 'Game', 'HR Chance']);
  });
  it('a desktop shows every column, the name first, then the money columns', () => {
    const nameId = nameColumnId(ownModelColumns);
    const ids = defaultColumnIds(ownModelColumns, 'desktop', nameId, null, null);
    expect(ids.size).toBe(ownModelColumns.length);
    const order = columnOrderFor(ownModelColumns, 'desktop', nameId);
    expect(order.slice(0, 7)).toEqual(['name', 'game', 'pHr', 'oddsAmerican', 'bookProbability', 'edge', 'evPerDollar']);
    expect(columnOrderFor(ownModelSpecOrderColumns, 'desktop', nameId).slice(0, 3)).toEqual(['name', 'battingOrder', 'team']);
  });
  it('a tablet adds the compact columns that fit the room', () => {
    const nameId = nameColumnId(bvpColumns);
    const widths = new Map(bvpColumns.map((column) => [column.id, 60]));
    const narrow = defaultColumnIds(bvpColumns, 'tablet', nameId, widths, 6 * 60);
    expect(narrow.size).toBe(6);
    const wide = defaultColumnIds(bvpColumns, 'tablet', nameId, widths, 20 * 60);
    expect([...wide]).toEqual(expect.arrayContaining(['batter', 'pitcher', 'PA', 'HR', 'AVG', 'OBP', 'SLG']));
  });
});

describe('weather line', () => {
  it('a still wind reads "no wind"', () => {
    expect(formatWeather('72 degrees, Dome, wind 0 mph None')).toBe('72 degrees, Dome, no wind');
    expect(formatWeather('75 degrees, Clear, wind 0 mph Calm')).toBe('75 degrees, Clear, no wind');
    expect(formatWeather('72 degrees, Cloudy, wind 7 mph Out To CF')).toBe('72 degrees, Cloudy, wind 7 mph Out To CF');
  });
});
