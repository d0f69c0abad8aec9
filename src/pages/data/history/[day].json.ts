/**
 * /data/history/index.json and /data/history/<YYYY-MM-DD>.json: the picks
 * archive. Past days are public in both modes; in configured mode today's day
 * file is not emitted, because today's picks are premium (they live in Supabase). A day file is
 * served without its run snapshots (every run's picks and prices: the archive's, for the record's
 * closing-line value): the page reads the locked picks and their revisions only.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { formatJson } from '../../../../domain/contracts/json-layout.ts';
import { listHistoryDates, readGenerated, readHistoryDay } from '../../../lib/generated-fs.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import type { HistoryDay } from '../../../../domain/contracts/picks.ts';

const servedDay = ({ runs: _, ...day }: HistoryDay): HistoryDay => day;

export const getStaticPaths = (async () => {
  const dates = await listHistoryDates();
  const today = siteConfig.mode === 'configured' ? (await readGenerated('manifest.json')).date : null;
  return [{ params: { day: 'index' } }, ...dates.filter((day) => day !== today).map((day) => ({ params: { day } }))];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const day = params.day ?? 'index';
  return new Response(formatJson(day === 'index' ? await readGenerated('history/index.json') : servedDay(await readHistoryDay(day))), {
    headers: { 'Content-Type': 'application/json' },
  });
};
