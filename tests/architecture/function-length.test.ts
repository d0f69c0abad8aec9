/**
 * No function in domain/, pipeline/ or src/ is longer than MAX_FUNCTION_LINES:
 * a longer one is a room without walls. Counted from the line of its first token
 * to the line of its last, nested functions included; .astro frontmatter is left to
 * review (pages are thin by rule).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_FUNCTION_LINES = 120;

function files(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx)$/.test(name)) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/** Each function of `text` longer than `limit` lines, as "file:line name (N lines)". */
function longFunctions(file: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) {
        const named = node.name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
        found.push(`${file}:${first + 1} ${named} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`no function in domain/, pipeline/ or src/ is over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = ['domain', 'pipeline', 'src'].flatMap(files).flatMap((f) => longFunctions(f, readFileSync(path.join(ROOT, f), 'utf8'), MAX_FUNCTION_LINES));
    expect(long).toEqual([]);
  });

  it('the measure finds a long function, an arrow function and a method', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function long() {\n${body(5)}\n}\nconst arrow = () => {\n${body(2)}\n};\nclass K {\n  method() {\n${body(6)}\n  }\n}\n`;
    expect(longFunctions('x.ts', text, 6)).toEqual(['x.ts:1 long (7 lines)', 'x.ts:13 method (8 lines)']);
  });
});
