import { describe, expect, it } from 'vitest';
import { OWN_MODEL_FILTERS } from '../../../src/columns/hr-projections-filters.ts';
import { ownModelColumns } from '../../../src/columns/hr-projections.ts';
import { resolveView, savedViewSettingsSchema, settingsOfTable } from '../../../src/lib/saved-views.ts';

const VOCABULARY = { columnIds: ownModelColumns.map((c) => c.id), filterIds: OWN_MODEL_FILTERS.map((f) => f.id) };

describe('saved table views', () => {
  it('stores the set bounds as numbers in the unit shown, the shown columns and the sort', () => {
    const settings = settingsOfTable({
      filterTexts: { pHr: { min: '12.5', max: '' }, edge: { min: '', max: '' }, hr: { min: 'x', max: '3' } },
      columns: ['name', 'pHr', 'edge'],
      sort: { id: 'edge', desc: true },
    });
    expect(settings).toEqual({
      version: 1,
      filters: { pHr: { min: 12.5, max: null }, hr: { min: null, max: 3 } },
      columns: ['name', 'pHr', 'edge'],
      sort: { id: 'edge', desc: true },
    });
    expect(savedViewSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('a stored view round-trips to the same filter boxes, columns and sort', () => {
    const settings = settingsOfTable({ filterTexts: { pHr: { min: '10', max: '30' } }, columns: ['name', 'pHr'], sort: { id: 'pHr', desc: false } });
    expect(resolveView(JSON.parse(JSON.stringify(settings)), VOCABULARY)).toEqual({
      filterTexts: { pHr: { min: '10', max: '30' } },
      columns: new Set(['name', 'pHr']),
      sort: { id: 'pHr', desc: false },
      dropped: [],
    });
  });

  it('drops column, filter and sort ids the table no longer has, and says which', () => {
    const resolved = resolveView(
      {
        version: 1,
        filters: { pHr: { min: 10, max: null }, retiredStat: { min: 1, max: 2 } },
        columns: ['name', 'oldColumn', 'edge'],
        sort: { id: 'gone', desc: true },
      },
      VOCABULARY,
    );
    expect(resolved).toEqual({
      filterTexts: { pHr: { min: '10', max: '' } },
      columns: new Set(['name', 'edge']),
      sort: null,
      dropped: ['retiredStat', 'oldColumn', 'gone'],
    });
    // Only unknown columns: the default columns for the screen.
    expect(resolveView({ version: 1, filters: {}, columns: ['nothing'], sort: null }, VOCABULARY)?.columns).toBeNull();
  });

  it('refuses what is not a view (wrong version, wrong types, non-finite bounds)', () => {
    for (const bad of [
      null,
      [],
      { version: 2, filters: {}, columns: null, sort: null },
      { version: 1, filters: { pHr: { min: '10', max: null } }, columns: null, sort: null },
      { version: 1, filters: {}, columns: 'name', sort: null },
      { version: 1, filters: {}, columns: null, sort: { id: 'pHr', desc: 'yes' } },
    ]) {
      expect(resolveView(bad, VOCABULARY), JSON.stringify(bad)).toBeNull();
    }
  });
});
