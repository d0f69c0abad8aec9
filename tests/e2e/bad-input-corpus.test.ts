/**
 * The bad-input corpus (tests/e2e/bad-input-cases.ts): each one-defect case is built
 * in-process into an empty folder and into a copy of a good previous build of the
 * sample. Whatever the case, nothing is silent (a changed output comes with a reject,
 * a warning, a missing column, an unusable input or a stale mark) and nothing is lost
 * (a failed build leaves the previous output byte-identical; an output resting on an
 * unusable input keeps its previous version). Each case also has its expected verdict.
 */
import { cpSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile } from '../../domain/contracts/index.ts';
import { runBuild } from '../../pipeline/commands/build.ts';
import { LAST_GOOD_RULES } from '../../pipeline/core/last-good.ts';
import { isLongballError } from '../../pipeline/errors.ts';
import { CORPUS, type CorpusCase, SECRET, type Verdict } from './bad-input-cases.ts';
import { copySample, snapshot, tempDir } from './cli-helpers.ts';

const quiet = () => {};
let goodOut = '';
let good: Map<string, Buffer>;
let goodManifest: ManifestFile;
/** Verdicts per build: into an empty folder, and into a copy of the good previous build. */
const counts: Record<'empty' | 'previous', Record<string, number>> = { empty: {}, previous: {} };
const started = performance.now();

beforeAll(async () => {
  process.env.SOURCE_DATE_EPOCH = '1790000000';
  goodOut = tempDir('corpus-good');
  goodManifest = await runBuild({ raw: copySample(), out: goodOut, rewriteHistory: false, allowShrink: false }, quiet);
  good = snapshot(goodOut);
});

afterAll(() => {
  console.log(
    `bad-input corpus: ${CORPUS.length} cases, ${CORPUS.length * 2} builds in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    JSON.stringify(counts),
  );
});

type Outcome = { verdict: Verdict; code?: string; exitCode?: number; manifest?: ManifestFile; message?: string };

async function build(raw: string, out: string): Promise<Outcome> {
  try {
    const manifest = await runBuild({ raw, out, rewriteHistory: false, allowShrink: false }, quiet);
    return { verdict: classify(manifest, snapshot(out)), manifest };
  } catch (e) {
    if (!isLongballError(e)) throw e;
    expect(e.code).not.toBe('INTERNAL');
    expect(e.exitCode).toBeGreaterThan(0);
    return { verdict: 'error', code: e.code, exitCode: e.exitCode, message: e.message };
  }
}

/** The public manifest quotes no cell: a quoted value in a reason or a warning is elided to "…". */
function expectNoCellText(manifest: ManifestFile): void {
  const texts = manifest.inputs.flatMap((i) => [...i.rejectSamples.map((r) => r.reason), ...i.rejectReasons.map((r) => r.reason), ...i.warnings]);
  for (const text of texts) expect(text.replace(/"…"/g, ''), 'a reason quotes a cell').not.toMatch(/"/);
}

/** What the manifest shows of the defect, against the good build's. */
function classify(manifest: ManifestFile, files: Map<string, Buffer>): Verdict {
  expectNoCellText(manifest);
  const before = new Map(goodManifest.inputs.map((i) => [i.input, i]));
  const unusable = manifest.inputs.some((i) => i.status === 'unusable' || (i.status === 'ok' && i.rowsAccepted === 0 && before.get(i.input)!.rowsAccepted > 0));
  if (unusable || (manifest.stale ?? []).length > 0) return 'unusable';
  const counted = manifest.inputs.some((i) => {
    const b = before.get(i.input)!;
    const had = new Map(b.rejectReasons.map((r) => [r.reason, r.count]));
    const moreRejects = i.rejectReasons.some((r) => r.count > (had.get(r.reason) ?? 0));
    const newWarning = i.warnings.some((w) => !b.warnings.includes(w));
    return moreRejects || newWarning || (i.missingColumns ?? []).length > (b.missingColumns ?? []).length;
  });
  if (counted) return 'skip';
  const changed = [...files.keys()].filter((f) => f !== 'manifest.json' && !files.get(f)!.equals(good.get(f) ?? Buffer.alloc(0)));
  expect(changed, 'an output changed with no reject, warning or stale mark (silent wrong)').toEqual([]);
  return 'accepted';
}

/** Builds the case into an empty folder and into a copy of the good build; returns both outcomes. */
async function runCase(kase: CorpusCase): Promise<[Outcome, Outcome]> {
  const raw = copySample();
  kase.mutate(raw);
  const empty = tempDir('corpus-empty');
  const first = await build(raw, empty);
  if (first.verdict === 'error') expect(readdirSync(empty)).toEqual([]);

  const previous = tempDir('corpus-prev');
  cpSync(goodOut, previous, { recursive: true });
  kase.mutatePrevious?.(previous);
  const before = snapshot(previous);
  const second = await build(raw, previous);
  const after = snapshot(previous);
  if (second.verdict === 'error') expect(after).toEqual(before);
  else {
    for (const f of before.keys()) expect(after.has(f), `${f} lost`).toBe(true);
    for (const s of second.manifest!.stale ?? []) expect(after.get(s.file)!.equals(before.get(s.file)!)).toBe(true);
    expectStaleWhereUnusable(second.manifest!, before, after);
  }
  for (const out of [empty, previous]) for (const [f, bytes] of snapshot(out)) expect(bytes.includes(SECRET), `${f} quotes the outside file`).toBe(false);
  return [first, second];
}

/** Every output resting on an unusable input is its previous version, named in `stale`. */
function expectStaleWhereUnusable(manifest: ManifestFile, before: Map<string, Buffer>, after: Map<string, Buffer>): void {
  const bad = new Set(manifest.inputs.filter((i) => i.status === 'unusable').map((i) => i.input));
  for (const [file, rule] of Object.entries(LAST_GOOD_RULES)) {
    if (!rule.inputs.some((id) => bad.has(id))) continue;
    expect(
      manifest.stale?.map((s) => s.file),
      `${file} kept stale`,
    ).toContain(file);
    expect(after.get(file)!.equals(before.get(file)!)).toBe(true);
  }
}

describe('bad-input corpus', () => {
  it('holds at least 75 one-defect cases', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(75);
  });

  for (const kase of CORPUS) {
    it(`${kase.name}: ${kase.verdict}${kase.code ? ` ${kase.code}` : ''}`, async () => {
      const [empty, previous] = await runCase(kase);
      counts.empty[empty.verdict] = (counts.empty[empty.verdict] ?? 0) + 1;
      const key = previous.code === 'HISTORY_CONFLICT' ? 'error (HISTORY_CONFLICT: the picks of the archived day changed)' : previous.verdict;
      counts.previous[key] = (counts.previous[key] ?? 0) + 1;
      if (process.env.CORPUS_DISCOVER) {
        console.log(`DISCOVER ${kase.name} | ${empty.verdict} ${empty.code ?? ''} | ${previous.verdict} ${previous.code ?? ''}`);
        return;
      }
      const expected = kase.mutatePrevious ? previous : empty;
      expect(expected.verdict).toBe(kase.verdict);
      if (kase.code) expect(expected.code).toBe(kase.code);
      if (kase.exitCode) expect(expected.exitCode).toBe(kase.exitCode);
      if (kase.names) expect(expected.message).toContain(kase.names);
      if (!kase.mutatePrevious) expect(previous.verdict === empty.verdict || previous.code === 'HISTORY_CONFLICT').toBe(true);
    });
  }
});
