// POST /api/graded-history-csv: on-demand (never prerendered). The behaviour, status codes and where the
// history is read are documented in src/server/graded-history-csv.ts; this file only adapts it to Astro:
// configured mode goes through the payment routes' adapter (token, profile); local mode has no accounts,
// so the report is open there like every page.
import type { APIRoute } from 'astro';
import { publicConfig } from '../../../domain/config/env.ts';
import { builtHistoryDir, fileHistoryArchive, gradedHistoryCsv, openGradedHistoryCsv } from '../../server/graded-history-csv.ts';
import { defaultLogger } from '../../server/http.ts';
import { declaredEnv } from '../../server/env.ts';
import { astroEndpoint } from '../../server/runtime.ts';

export const prerender = false;

const configured = astroEndpoint(gradedHistoryCsv(fileHistoryArchive(builtHistoryDir())));
const open = openGradedHistoryCsv(fileHistoryArchive(builtHistoryDir()), defaultLogger);

export const ALL: APIRoute = (context) => (publicConfig(declaredEnv()).mode === 'local' ? open(context.request) : configured(context));
