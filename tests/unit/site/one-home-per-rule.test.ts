/**
 * Issue 25's small list: a number or a style the product states has one home, and the site's code
 * uses that home instead of writing it again.
 * - the model's default temperature is MODEL_DEFAULTS.temperature, never a "70 °F" typed in a text;
 * - numbers line up with Tailwind's `tabular-nums`, not a custom `.tabular` class;
 * - a breakpoint's pixel width is written once, in src/config/ui-settings.ts (src/ui/styles.ts
 *   names them for the UI), never as a literal in a component or the table kit;
 * - a text field's focus and a button's focus ring are written once, in src/ui/styles.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODEL_DEFAULTS } from '../../../domain/spec-constants.ts';
import { DESKTOP_MIN_PX, TABLET_MIN_PX } from '../../../src/ui/table/default-columns.ts';
import { BREAKPOINTS_PX } from '../../../src/ui/styles.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function siteFiles(dir = 'src'): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return siteFiles(rel);
    return /\.(ts|tsx|astro|css)$/.test(name) ? [rel] : [];
  });
}

/** The lines of the site's files that are code, not comments, as [file:line, text]. */
function codeLines(): [string, string][] {
  return siteFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index): [string, string][] => (/^\s*(\*|\/\/|\/\*|\{\/\*)/.test(line) ? [] : [[`${file}:${index + 1}`, line]])),
  );
}

describe('one home per rule in the site', () => {
  it('the default temperature in every text is MODEL_DEFAULTS.temperature', () => {
    const typed = new RegExp(`\\b${MODEL_DEFAULTS.temperature}\\s?°F`);
    expect(codeLines().filter(([, line]) => typed.test(line))).toEqual([]);
  });

  it('tabular digits come from Tailwind (tabular-nums), with no custom class', () => {
    const custom = codeLines().filter(([, line]) => /\.tabular\s*\{/.test(line) || (/class/.test(line) && /(?<![\w-])tabular(?![\w-])/.test(line)));
    expect(custom).toEqual([]);
  });

  it('breakpoint widths are written only in src/config/ui-settings.ts', () => {
    const literal = /(?<![\w.*]\s?)\b(640|768|1024)\b(?!\s?\*)/;
    const elsewhere = codeLines().filter(([where, line]) => !where.startsWith('src/config/ui-settings.ts:') && literal.test(line));
    expect(elsewhere).toEqual([]);
    expect([TABLET_MIN_PX, DESKTOP_MIN_PX]).toEqual([BREAKPOINTS_PX.mobile, BREAKPOINTS_PX.sidebarExpanded]);
  });

  it("a field's focus and a button's focus ring are written only in src/ui/styles.ts", () => {
    // A class string split over lines ('...' +\n '...') is read joined.
    const joined = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/ '\s*\+\s*\n\s*'/g, ' ');
    const again = siteFiles()
      .filter((file) => file !== 'src/ui/styles.ts')
      .filter((file) =>
        /focus:border-sky-600 focus:outline-2 focus:outline-sky-600|focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600/.test(
          joined(file),
        ),
      );
    expect(again).toEqual([]);
  });
});
