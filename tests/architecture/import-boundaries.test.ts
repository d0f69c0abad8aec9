/**
 * The import boundaries of the repository (tests/architecture/import-graph.ts states
 * the rules), in the style of Starlight's no-internal-barrel-imports check: the
 * failure lists every offending import with its file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryOffences, describeOffence, importCycles, importEdges, importSpecifiers, nodeGlobalUses } from './import-graph.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (SOURCE.test(name)) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

const repoFiles = ['domain', 'pipeline', 'src'].flatMap(sourceFiles);
const repoEdges = importEdges(repoFiles, (file) => readFileSync(path.join(ROOT, file), 'utf8'));

describe('the repository keeps its import boundaries', () => {
  it('reads the three rooms', () => {
    expect(repoFiles.filter((f) => f.startsWith('domain/')).length).toBeGreaterThan(10);
    expect(repoFiles.filter((f) => f.startsWith('pipeline/core/')).length).toBeGreaterThan(10);
    expect(repoFiles.filter((f) => f.startsWith('src/')).length).toBeGreaterThan(50);
  });

  it('no import crosses a boundary', () => {
    expect(boundaryOffences(repoEdges).map(describeOffence)).toEqual([]);
  });

  it('no import cycle, type-only imports included', () => {
    expect(importCycles(repoEdges).map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });

  it('domain/ uses no Node global (Buffer, process, require, ...), which no import rule would see', () => {
    const domainFiles = repoFiles.filter((f) => f.startsWith('domain/'));
    expect(domainFiles.flatMap((file) => nodeGlobalUses(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});

describe('the checker itself, on a planted tree', () => {
  const planted = (files: Record<string, string>) => importEdges(Object.keys(files), (f) => files[f]!);
  const clean = {
    'domain/teams.ts': "import { z } from 'zod';\n",
    'pipeline/core/picks.ts': "import { TEAMS } from '../../domain/teams.ts';\n",
    'pipeline/sources/csv.ts': "import { readFile } from 'node:fs/promises';\nimport { TEAMS } from '../../domain/teams.ts';\n",
    'src/lib/format.ts': "// import { x } from '../islands/Table.tsx';\nimport type { Team } from '../../domain/teams.ts';\n",
    'src/islands/Table.tsx': "import { format } from '../lib/format.ts';\n",
  };

  it('passes a clean tree (a commented-out import does not count)', () => {
    expect(boundaryOffences(planted(clean))).toEqual([]);
    expect(importCycles(planted(clean))).toEqual([]);
  });

  it('fails on each kind of wrong import, naming file and line', () => {
    const wrong = {
      ...clean,
      'pipeline/core/picks.ts':
        "import { TEAMS } from '../../domain/teams.ts';\nimport type { RawRow } from '../sources/csv.ts';\nimport { readFileSync } from 'node:fs';\n",
      'pipeline/commands/publish.ts': "import { publishConfig } from '../../src/config/env.ts';\n",
      'src/config/env.ts': 'export const x = 1;\n',
      'src/lib/calculator.ts': "import { calculatorScore } from '../../pipeline/core/picks.ts';\nimport { Toast } from '../islands/Table.tsx';\n",
      'domain/model.ts': "import { readFile } from 'node:fs/promises';\nimport { useState } from 'react';\n",
    };
    expect(boundaryOffences(planted(wrong)).map(describeOffence)).toEqual([
      "pipeline/core/picks.ts:2 imports '../sources/csv.ts' — pipeline/core/ is pure: no sources/, io/, fetch/, commands/ or Node module",
      "pipeline/core/picks.ts:3 imports 'node:fs' — pipeline/core/ is pure: no sources/, io/, fetch/, commands/ or Node module",
      "pipeline/commands/publish.ts:1 imports '../../src/config/env.ts' — pipeline/ never imports src/",
      "src/lib/calculator.ts:1 imports '../../pipeline/core/picks.ts' — src/ imports the shared layer (domain/), never pipeline/",
      "src/lib/calculator.ts:2 imports '../islands/Table.tsx' — src/lib/ never imports src/islands/",
      "domain/model.ts:1 imports 'node:fs/promises' — domain/ imports no pipeline/, src/, Node module or UI framework",
      "domain/model.ts:2 imports 'react' — domain/ imports no pipeline/, src/, Node module or UI framework",
    ]);
  });

  it('finds a type-only cycle and a longer one', () => {
    const cyclic = {
      'src/islands/account/AccountWidgets.tsx': "import { HeaderPopover } from './HeaderPopover.tsx';\n",
      'src/islands/account/HeaderPopover.tsx': "import type { WidgetId } from './AccountWidgets.tsx';\n",
      'pipeline/core/a.ts': "export { b } from './b.ts';\n",
      'pipeline/core/b.ts': "import { c } from './c.ts';\n",
      'pipeline/core/c.ts': "const a = await import('./a.ts');\n",
    };
    expect(importCycles(planted(cyclic))).toEqual([
      ['src/islands/account/AccountWidgets.tsx', 'src/islands/account/HeaderPopover.tsx'],
      ['pipeline/core/a.ts', 'pipeline/core/b.ts', 'pipeline/core/c.ts'],
    ]);
  });

  it('reads every import form: static, type, re-export, side effect, dynamic, multi-line', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      'import {',
      '  f,',
      "} from './f.ts';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: './b.ts', line: 2 },
      { specifier: './c.ts', line: 3 },
      { specifier: './d.css', line: 4 },
      { specifier: './e.ts', line: 5 },
      { specifier: './f.ts', line: 6 },
    ]);
  });

  it('finds Node globals in code, not in comments, text or properties', () => {
    const text = [
      '/** Buffer.from is Node-only. */',
      "const bytes = Buffer.from(text, 'utf8');",
      "const message = 'set process.env.X';",
      'const home = process.env.HOME; // process.exit(1)',
      'const thing = obj.process.value;',
      "const fs = require('node:fs');",
    ].join('\n');
    expect(nodeGlobalUses('domain/x.ts', text)).toEqual(['domain/x.ts:2 Buffer', 'domain/x.ts:4 process', 'domain/x.ts:6 require']);
  });
});
