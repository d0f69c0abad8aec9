/**
 * Product rules are written down in docs/product.md, and code comments point to its sections
 * (`docs/product.md#picks`). A reference to the outside specification's parts and sections
 * (the section sign, or a part and section in words) names a document that is not in the
 * repository, so no source file of domain/, pipeline/, src/ or scripts/ may carry one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDERS = ['domain', 'pipeline', 'src', 'scripts'];
const SECTION_SIGN = '\u00a7';
/** The section sign, or a part-and-section reference written out in words. */
const SPEC_REFERENCE = new RegExp(`${SECTION_SIGN}|\\b(?:spec )?part [12],? sections? \\d`, 'i');

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|tsx|mts|mjs|js|astro)$/.test(name)) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/** Each line of `text` holding a reference to the outside specification, as "file:line text". */
function specReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (SPEC_REFERENCE.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : []));
}

describe('references to the outside specification', () => {
  it('are recognised in the forms the code used to carry', () => {
    const planted = [
      `/** P1 ${SECTION_SIGN}5 sliders. */`,
      ` * Bullpen pages (spec part 2 ${SECTION_SIGN}2-3): the depth chart`,
      ' * Role rule (spec part 2 sections 4 and 6):',
      '/** A pointer to docs/product.md#picks is fine. */',
    ].join('\n');
    expect(specReferences('planted.ts', planted).map((found) => found.split(' ')[0])).toEqual(['planted.ts:1', 'planted.ts:2', 'planted.ts:3']);
  });

  it('appear in no source file (comments point to docs/product.md instead)', () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(folder)).flatMap((file) => specReferences(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
