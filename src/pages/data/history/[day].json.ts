/**
 * /data/history/index.json and /data/history/<YYYY-MM-DD>.json: the picks
 * archive (past days are public in both modes; today's picks are picks.json).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listHistoryDates, readGenerated, readHistoryDay } from '../../../lib/generated-fs.ts';

export const getStaticPaths = (async () => {
  const dates = await listHistoryDates();
  return [{ params: { day: 'index' } }, ...dates.map((day) => ({ params: { day } }))];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const day = params.day ?? 'index';
  const data = day === 'index' ? await readGenerated('history/index.json') : await readHistoryDay(day);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
