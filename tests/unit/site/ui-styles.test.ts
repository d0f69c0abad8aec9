/**
 * The breakpoints the site's code measures against (src/ui/styles.ts) are the ones its
 * CSS uses: Tailwind's screens, read from the installed tailwindcss theme.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX } from '../../../src/ui/styles.ts';

const theme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
/** A Tailwind screen in CSS pixels (1rem = 16px). */
const screenPx = (name: string): number => {
  const match = new RegExp(`--breakpoint-${name}:\\s*([\\d.]+)rem`).exec(theme);
  if (!match) throw new Error(`tailwindcss/theme.css has no --breakpoint-${name}`);
  return Number(match[1]) * 16;
};

describe('breakpoints', () => {
  it('match the Tailwind screens the classes use', () => {
    expect(BREAKPOINTS_PX).toEqual({ mobile: screenPx('md'), sidebarExpanded: screenPx('lg') });
  });
});
