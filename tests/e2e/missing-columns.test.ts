/** A column the model reads, absent or renamed: a warning in the report and the manifest, and `validate --strict` fails. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFangraphsBatters } from '../../pipeline/sources/fangraphs.ts';
import { copySample, pipelineCli, tempDir } from './cli-helpers.ts';

const WARNING = 'IFFB%: column missing in fangraphs-stats.csv; iffb and trueFb are null for all hitters';

function sampleWithRenamedIffb(): string {
  const raw = copySample();
  const file = path.join(raw, 'fangraphs-stats.csv');
  writeFileSync(file, readFileSync(file, 'utf8').replace(',IFFB%,', ',IFFB_pct,'));
  return raw;
}

describe('a missing model column', () => {
  it('the parser warns and lists the column', () => {
    const parsed = parseFangraphsBatters(
      'fangraphs-stats.csv',
      new TextEncoder().encode('Name,Team,HR,AVG,SLG,LD%,FB%,IFFB_pct,Pull%,Hard%,K%\nAnn Bell,NYY,3,.250,.400,.2,.4,.1,.4,.3,.2\n'),
    );
    expect(parsed.warnings).toEqual([WARNING]);
    expect(parsed.missingColumns).toEqual(['IFFB%']);
    expect(parsed.rows).toHaveLength(1);
  });

  it('validate warns and exits 0; --strict exits 1 naming the column; build puts it in the manifest', async () => {
    const raw = sampleWithRenamedIffb();
    const plain = await pipelineCli(['validate', '--raw', raw]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(WARNING);
    const strict = await pipelineCli(['validate', '--raw', raw, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('validate --strict: columns the model reads are missing: IFFB% in fangraphs-stats.csv.');
    const out = tempDir('out');
    expect((await pipelineCli(['build', '--raw', raw, '--out', out])).code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as {
      inputs: { input: string; warnings: string[]; missingColumns?: string[] }[];
    };
    const fg = manifest.inputs.find((i) => i.input === 'fangraphs-stats');
    expect(fg?.warnings).toContain(WARNING);
    expect(fg?.missingColumns).toEqual(['IFFB%']);
    expect(manifest.inputs.filter((i) => i.missingColumns !== undefined)).toHaveLength(1);
  }, 60_000);
});
