/** A column the model reads, absent or renamed: a warning in the report and the manifest, and `validate --strict` fails. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFangraphsBatters, parseFangraphsPitchers } from '../../pipeline/sources/fangraphs.ts';
import { parseSavantExitVelocity } from '../../pipeline/sources/savant.ts';
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

describe('a missing model column in the Savant and pitcher exports', () => {
  it('Savant exit velocity: a renamed avg_hit_speed is a warning and a missing column', () => {
    const csv =
      '"last_name, first_name",player_id,max_hit_speed,avg_hit_speed_x,avg_hit_angle,ev95percent,brl_percent\n"Bell, Ann",700001,110.1,90.2,12.5,45.0,9.1\n';
    const parsed = parseSavantExitVelocity('savant_batter_ev_barrels.csv', new TextEncoder().encode(csv));
    expect(parsed.missingColumns).toEqual(['avg_hit_speed']);
    expect(parsed.warnings).toEqual(['avg_hit_speed: column missing in savant_batter_ev_barrels.csv; exitVelo falls back to the next source for every player']);
    expect(parsed.rows).toHaveLength(1);
  });

  it('FanGraphs pitching: a renamed ERA is a warning and a missing column', () => {
    const csv = 'Name,Team,G,GS,IP,K/9,K%,ERA_x,NameASCII,PlayerId,MLBAMID\n"Bo Dale","NYY",20,20,120.1,9.1,0.25,3.5,"Bo Dale",1,700002\n';
    const parsed = parseFangraphsPitchers('fangraphs-pitchers.csv', new TextEncoder().encode(csv));
    expect(parsed.missingColumns).toEqual(['ERA']);
    expect(parsed.warnings).toEqual(["ERA: column missing in fangraphs-pitchers.csv; the opposing starter's era falls back to the next source"]);
  });
});
