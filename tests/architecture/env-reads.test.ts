/**
 * The site reads its configuration the framework's way: a variable declared in VARIABLES
 * (domain/config/env.ts, from which astro.config.mjs makes astro:env's schema) is read in src/
 * through astro:env (src/server/env.ts), never from process.env or import.meta.env. Two by-name
 * reads stay, where the browser's code needs the value as a constant Vite writes in:
 * src/lib/site-config.ts (the Supabase pair) and src/islands/home-runs/feed-url.ts (the feed URL).
 * Neither object is ever read whole, so no code can merge it into a configuration by the back door.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '../../domain/config/env.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DECLARED = new Set(Object.keys(VARIABLES));

/** Where a declared variable may be read from import.meta.env by name (browser build constants). */
const BROWSER_CONSTANTS: Readonly<Record<string, readonly string[]>> = {
  'src/lib/site-config.ts': ['PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'],
  'src/islands/home-runs/feed-url.ts': ['PUBLIC_HOME_RUN_FEED_URL'],
};

/** Where process.env is handed on whole: a default argument that reads one undeclared variable. */
const WHOLE_PROCESS_ENV: Readonly<Record<string, string>> = {
  'src/server/graded-history-csv.ts': 'builtHistoryDir reads LONGBALL_SITE_OUT (the build folder the server serves)',
};

function siteFiles(dir = 'src'): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return siteFiles(rel);
    return /\.(ts|tsx|mts|mjs|astro)$/.test(name) ? [rel] : [];
  });
}

const COMMENT_LINE = /^\s*(\*|\/\/|\/\*|\{\/\*)/;
// `import.meta.env` or `(import.meta as ...).env`, then what follows it.
const META_ENV = /import\.meta(?:\s+as\s+[^)]*\))?\)?\s*(?:\?\.|\.)\s*env\b(\s*\.\s*\w+)?/g;
const PROCESS_ENV = /\bprocess\.env\b(\s*(?:\.\s*\w+|\[\s*['"`]\w+['"`]\s*\]))?/g;

/** Every read of either object in a file's code (comments left out) that breaks the rule, as "file:line what". */
function envReadOffences(file: string, text: string): string[] {
  const offences: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (COMMENT_LINE.test(line)) return;
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(META_ENV)) {
      const name = match[1]?.replace(/[\s.]/g, '');
      if (name === undefined) offences.push(`${where} reads import.meta.env whole`);
      else if (DECLARED.has(name) && !BROWSER_CONSTANTS[file]?.includes(name)) offences.push(`${where} reads ${name} from import.meta.env, not astro:env`);
    }
    for (const match of line.matchAll(PROCESS_ENV)) {
      const name = match[1]?.replace(/[\s.[\]'"`]/g, '');
      if (name === undefined) {
        if (WHOLE_PROCESS_ENV[file] === undefined) offences.push(`${where} reads process.env whole`);
      } else if (DECLARED.has(name)) offences.push(`${where} reads ${name} from process.env, not astro:env`);
    }
  });
  return offences;
}

describe('src/ reads the declared variables through astro:env', () => {
  it('no file reads a declared variable from process.env or import.meta.env, nor either object whole', () => {
    const files = siteFiles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => envReadOffences(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('the exceptions still exist, so the lists above cannot outlive their reason', () => {
    for (const [file, names] of Object.entries(BROWSER_CONSTANTS)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const name of names) expect(text, `${file} ${name}`).toContain(`import.meta.env.${name}`);
    }
    for (const file of Object.keys(WHOLE_PROCESS_ENV)) expect(readFileSync(path.join(ROOT, file), 'utf8')).toMatch(/=\s*process\.env\)/);
  });
});

describe('the checker itself, on planted files', () => {
  it('finds a merge of import.meta.env with process.env, and by-name reads of declared variables', () => {
    const planted = [
      '// process.env.STRIPE_PRICE_BASIC in a comment does not count',
      'const loaded = (import.meta as { env?: EnvSource }).env ?? {};',
      'const config = publicConfig({ ...loaded, ...process.env });',
      'const price = process.env.STRIPE_PRICE_PRO;',
      "const inbox = process.env['SUPPORT_INBOX'];",
      'const key = import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY;',
      'const out = process.env.LONGBALL_SITE_OUT;',
      'const ssr = import.meta.env.SSR;',
    ].join('\n');
    expect(envReadOffences('src/server/account-page-config.ts', planted)).toEqual([
      'src/server/account-page-config.ts:2 reads import.meta.env whole',
      'src/server/account-page-config.ts:3 reads process.env whole',
      'src/server/account-page-config.ts:4 reads STRIPE_PRICE_PRO from process.env, not astro:env',
      'src/server/account-page-config.ts:5 reads SUPPORT_INBOX from process.env, not astro:env',
      'src/server/account-page-config.ts:6 reads PUBLIC_STRIPE_PUBLISHABLE_KEY from import.meta.env, not astro:env',
    ]);
  });

  it('lets the browser constants through only in their own file', () => {
    const line = 'const url = import.meta.env.PUBLIC_SUPABASE_URL;';
    expect(envReadOffences('src/lib/site-config.ts', line)).toEqual([]);
    expect(envReadOffences('src/islands/Other.tsx', line)).toEqual(['src/islands/Other.tsx:1 reads PUBLIC_SUPABASE_URL from import.meta.env, not astro:env']);
  });
});
