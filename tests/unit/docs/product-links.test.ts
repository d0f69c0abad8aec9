/**
 * docs/product.md is where code comments point for a rule: every `docs/product.md#<section>`
 * in the code names a heading that exists, and every file or folder the document names
 * in its tables exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRODUCT = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

const ANCHORS = new Set(PRODUCT.split('\n').flatMap((line) => (/^#{2,4} /.test(line) ? [anchorOf(line.replace(/^#+ /, ''))] : [])));

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|astro|mjs)$/.test(name)) yield full;
  }
}

describe('docs/product.md', () => {
  it('has every section the code points to', () => {
    const missing: string[] = [];
    for (const dir of ['domain', 'pipeline', 'src', 'scripts', 'tests']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const [, anchor] of readFileSync(file, 'utf8').matchAll(/docs\/product\.md#([a-z0-9-]+)/g)) {
          if (!ANCHORS.has(anchor!)) missing.push(`${path.relative(ROOT, file)}: #${anchor}`);
        }
      }
    }
    expect(ANCHORS.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const named = [...PRODUCT.matchAll(/`((?:domain|pipeline|src|scripts|tests)\/[\w./-]*)`/g)].map(([, p]) => p!.replace(/\*.*$/, ''));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((p) => !existsSync(path.join(ROOT, p)))).toEqual([]);
  });
});
