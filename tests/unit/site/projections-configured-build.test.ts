/**
 * Configured mode (Supabase set) for HR Projections and Historic Projections:
 * the prerendered projections page shows nothing (the gate waits for the role;
 * its information cards wait in an inert template), and Historic Projections
 * neither offers today's (premium) day nor counts it in the record. Builds the
 * real site from an invented generated/ folder.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyDaySchema, historyIndexSchema } from '../../../domain/contracts/index.ts';
import { emptyTally, listFigures, type ListTally } from '../../../domain/record.ts';
import { buildConfiguredSite, writeGeneratedFixture } from './fixture-generated.ts';

const generatedDir = mkdtempSync(path.join(tmpdir(), 'longball-proj-generated-'));
// Inside the project: the prerender step resolves node_modules from the output folder.
const outDir = path.resolve('tmp', `site-proj-configured-${process.pid}`);

/** A day's list of graded picks without prices: no units, no ROI, no closing-line value. */
const unpriced = (graded: number, hits: number) => ({ ...emptyTally(), picks: graded, graded, hits, cumulativeUnits: 0 });
const recordOf = (t: ListTally) => ({ ...t, ...listFigures(t) });

const pick = (id: string, homered: boolean | null) => ({ id, name: `Invented ${id}`, team: 'NYY', hrProbability: 0.45, homered });

function writeHistory(): void {
  // The fixture's slate date is 2026-08-21: that day is today's (premium) picks.
  const days = [
    { date: '2026-08-20', confident: [pick('a', true), pick('b', false)], punt: [pick('c', false)] },
    { date: '2026-08-21', confident: [pick('d', true)], punt: [] },
  ];
  for (const day of days) {
    const file = historyDaySchema.parse({ schemaVersion: 1, ...day, archivedAt: `${day.date}T12:00:00.000Z` });
    writeFileSync(path.join(generatedDir, 'history', `${day.date}.json`), JSON.stringify(file));
  }
  const index = historyIndexSchema.parse({
    schemaVersion: 1,
    days: [
      { date: '2026-08-21', picks: 1, hits: 1, graded: 1, voids: 0, lists: { confident: unpriced(1, 1), punt: unpriced(0, 0), value: unpriced(0, 0) } },
      { date: '2026-08-20', picks: 3, hits: 1, graded: 3, voids: 0, lists: { confident: unpriced(2, 1), punt: unpriced(1, 0), value: unpriced(0, 0) } },
    ],
    record: { hits: 2, graded: 4, voids: 0 },
    lists: { confident: recordOf(unpriced(3, 2)), punt: recordOf(unpriced(1, 0)), value: recordOf(unpriced(0, 0)) },
  });
  writeFileSync(path.join(generatedDir, 'history', 'index.json'), JSON.stringify(index));
}

/** <main> without inert templates, scripts and styles. */
function visibleMain(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<template[\s\S]*?<\/template>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '');
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const page = (route: string) => readFileSync(path.join(outDir, 'client', route, 'index.html'), 'utf8');

beforeAll(() => {
  writeGeneratedFixture(generatedDir);
  writeHistory();
  const result = buildConfiguredSite(generatedDir, outDir);
  expect(result.status, result.stderr || result.stdout).toBe(0);
}, 180_000);

afterAll(() => {
  rmSync(generatedDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe('configured-mode build of the projection pages', () => {
  it('HR Projections prerenders nothing while the role is unknown; its cards wait in a template', () => {
    const html = page('mlb/hr-projections');
    expect(text(visibleMain(html))).toBe('');
    expect(html).toContain('<template data-astro-template>');
    expect(html).toContain('How the HR Prob score is calculated');
  });

  it("Historic Projections leaves today's day out of the record and the select", () => {
    const html = page('historic-projections');
    const main = text(visibleMain(html));
    expect(main).toContain('1/3 (33%)');
    expect(main).toContain('over 1 archived day');
    // The select offers the public day only (its options are the island's too: it reads no index).
    expect(html).toContain('<option value="2026-08-20"');
    expect(html).not.toContain('2026-08-21&quot;');
    expect(html).not.toContain('<option value="2026-08-21"');
    // The build's first day is the newest public one, never today's premium picks.
    expect(html).toContain('Invented a');
    expect(html).not.toContain('Invented d');
  });
});
