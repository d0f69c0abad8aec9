/**
 * One builder shape (pipeline/core/builders/shape.ts): every builder is
 * `(join, context) => SlateFile` for its file, is listed in SLATE_BUILDERS (typed
 * `{ [K in SlateFileKey]: Builder<K> }`, so a builder of another shape does not
 * compile), and every file of the slate comes from exactly one of them. The type
 * checks below are compile-time (npm run typecheck); the rest run here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { GENERATED_FILES } from '../../domain/contracts/index.ts';
import { buildBullpenFile } from '../../pipeline/core/builders/bullpen.ts';
import { buildBvpFile, buildBvpTodayFile } from '../../pipeline/core/builders/bvp.ts';
import { buildCalculatorFile } from '../../pipeline/core/builders/calculator.ts';
import { buildHistoryDayFiles, buildHistoryIndexFile } from '../../pipeline/core/builders/history.ts';
import { buildHomeRunsFile } from '../../pipeline/core/builders/home-runs.ts';
import { buildLineupsFile } from '../../pipeline/core/builders/lineups.ts';
import { buildMatchupsFile } from '../../pipeline/core/builders/matchups.ts';
import { buildParkFactorsFile } from '../../pipeline/core/builders/park-factors.ts';
import { buildPicksFile } from '../../pipeline/core/builders/picks.ts';
import { buildProjectionsFile } from '../../pipeline/core/builders/projections.ts';
import { buildRvComparisonFile } from '../../pipeline/core/builders/rv-comparison.ts';
import { type Builder, HISTORY_DAY_FILES, type SlateFileKey } from '../../pipeline/core/builders/shape.ts';
import { SLATE_BUILDERS } from '../../pipeline/core/slate.ts';
import { contextOf, fixtureSlate, joinOf } from '../unit/core/builders/slate-fixture.ts';

const BUILDERS_DIR = fileURLToPath(new URL('../../pipeline/core/builders/', import.meta.url));

/** Modules of builders/ that build no slate file: the shape itself, shared helpers, the model's figures, and the manifest (built by the writer's caller from the written files). */
const NOT_SLATE_BUILDERS = new Set(['shape.ts', 'figures.ts', 'hr-chance.ts', 'manifest.ts']);

/** The key a file of the slate is built under: its own name, or the archived days' family. */
function keyOf(file: string): SlateFileKey {
  return file in SLATE_BUILDERS ? (file as SlateFileKey) : /^history\/\d{4}-\d{2}-\d{2}\.json$/.test(file) ? HISTORY_DAY_FILES : (file as SlateFileKey);
}

describe('one builder shape', () => {
  it('each builder has the shape of the file it builds (compile-time)', () => {
    expectTypeOf(buildLineupsFile).toEqualTypeOf<Builder<'lineups.json'>>();
    expectTypeOf(buildProjectionsFile).toEqualTypeOf<Builder<'projections.json'>>();
    expectTypeOf(buildPicksFile).toEqualTypeOf<Builder<'picks.json'>>();
    expectTypeOf(buildBvpFile).toEqualTypeOf<Builder<'bvp.json'>>();
    expectTypeOf(buildBvpTodayFile).toEqualTypeOf<Builder<'bvp-today.json'>>();
    expectTypeOf(buildParkFactorsFile).toEqualTypeOf<Builder<'park-factors.json'>>();
    expectTypeOf(buildBullpenFile).toEqualTypeOf<Builder<'bullpen.json'>>();
    expectTypeOf(buildMatchupsFile).toEqualTypeOf<Builder<'matchups.json'>>();
    expectTypeOf(buildRvComparisonFile).toEqualTypeOf<Builder<'rv-comparison.json'>>();
    expectTypeOf(buildHomeRunsFile).toEqualTypeOf<Builder<'home-runs.json'>>();
    expectTypeOf(buildCalculatorFile).toEqualTypeOf<Builder<'calculator.json'>>();
    expectTypeOf(buildHistoryDayFiles).toEqualTypeOf<Builder<typeof HISTORY_DAY_FILES>>();
    expectTypeOf(buildHistoryIndexFile).toEqualTypeOf<Builder<'history/index.json'>>();
    expectTypeOf(SLATE_BUILDERS).toEqualTypeOf<{ readonly [K in SlateFileKey]: Builder<K> }>();
  });

  it('every generated file but the manifest has a builder, and the archived days one for all', () => {
    const files = Object.keys(GENERATED_FILES).filter((f) => f !== 'manifest.json');
    expect(Object.keys(SLATE_BUILDERS).sort()).toEqual([...files, HISTORY_DAY_FILES].sort());
  });

  it('every builder function exported from pipeline/core/builders/ is in SLATE_BUILDERS and takes (join, context)', async () => {
    const registered = new Set<unknown>(Object.values(SLATE_BUILDERS));
    const modules = readdirSync(BUILDERS_DIR).filter((f) => f.endsWith('.ts') && !NOT_SLATE_BUILDERS.has(f));
    expect(modules.length).toBeGreaterThanOrEqual(11);
    const outside: string[] = [];
    for (const module of modules) {
      const exports = (await import(`${BUILDERS_DIR}${module}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!/^build[A-Z]/.test(name) || typeof value !== 'function') continue;
        if (!registered.has(value)) outside.push(`${module}: ${name}`);
        else expect(value.length, `${module}: ${name}`).toBeLessThanOrEqual(2);
      }
    }
    expect(outside).toEqual([]);
  });

  it('each builder builds only its own file, and every file of the slate comes from exactly one builder', () => {
    const join = joinOf();
    const context = contextOf(join);
    const producers = new Map<string, SlateFileKey[]>();
    for (const key of Object.keys(SLATE_BUILDERS) as SlateFileKey[]) {
      const built = context.built(key);
      for (const f of Array.isArray(built) ? built : [built]) {
        expect(keyOf(f.file), `${key} built ${f.file}`).toBe(key);
        producers.set(f.file, [...(producers.get(f.file) ?? []), key]);
      }
    }
    const slate = fixtureSlate();
    expect(slate.files.map((f) => [f.file, producers.get(f.file)?.length ?? 0])).toEqual(slate.files.map((f) => [f.file, 1]));
    expect([...producers.keys()].sort()).toEqual(slate.files.map((f) => f.file).sort());
  });
});
