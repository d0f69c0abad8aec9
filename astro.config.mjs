// Longball site build.
// - Every page is prerendered (`output: 'static'`); the Node adapter (standalone)
//   is there so on-demand API routes (`export const prerender = false`) can be
//   added later (accounts / payments) and are served by `astro preview` and
//   `node <outDir>/server/entry.mjs`.
// - `LONGBALL_SITE_OUT` picks the output folder so parallel builds (tests,
//   configured-mode checks) do not overwrite each other; default `dist`.
// - Telemetry is switched off by the npm scripts (ASTRO_TELEMETRY_DISABLED=1).
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'static',
  outDir: process.env.LONGBALL_SITE_OUT ?? 'dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Dev toolbar injects scripts into every page in `astro dev`; not wanted.
  devToolbar: { enabled: false },
  build: {
    // Small shell scripts inline into the page instead of one more request.
    inlineStylesheets: 'auto',
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
