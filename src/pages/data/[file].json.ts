/**
 * /data/<name>.json: every flat generated file, prerendered from generated/
 * after validation against its contract (see src/lib/generated-fs.ts), in the
 * pipeline's one-row-per-line layout, which the browser parses in slices
 * (src/lib/json-slices.ts).
 * In configured mode the premium files are not emitted at all, and the public ones
 * without their premium parts (publicViewOf).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { formatJson } from '../../../domain/contracts/json-layout.ts';
import { GENERATED_FILES, type GeneratedFileName } from '../../../domain/contracts/index.ts';
import { isPremiumDataFile, publicViewOf } from '../../lib/data-files.ts';
import { readGenerated } from '../../lib/generated-fs.ts';
import { siteConfig } from '../../lib/site-config.ts';

export const getStaticPaths = (() => {
  const names = (Object.keys(GENERATED_FILES) as GeneratedFileName[]).filter(
    (name) => !name.includes('/') && !(siteConfig.mode === 'configured' && isPremiumDataFile(name)),
  );
  return names.map((name) => ({ params: { file: name.slice(0, -'.json'.length) }, props: { name } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { name } = props as { name: GeneratedFileName };
  const data = publicViewOf(name, await readGenerated(name), siteConfig.mode);
  return new Response(formatJson(data), { headers: { 'Content-Type': 'application/json' } });
};
