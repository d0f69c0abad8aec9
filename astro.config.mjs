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
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, its DOM renderer and Astro's hydration client load on every
            // island page together: one file compresses better than five and is
            // one request.
            groups: [
              { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // The spec's constants, imported by the shell's plain script too: their own file, so
              // that script never loads the island code below, nor React.
              { name: 'spec-constants', priority: 20, test: /pipeline[\\/]core[\\/]spec-constants\.ts/ },
              // What the account widgets' plain loader (configured mode, every page) shares with
              // islands: the site's mode and Vite's helper for dynamic imports. Their own file, so a
              // page without an island does not load React before a widget is pressed.
              { name: 'loader-shared', priority: 15, test: /(src[\\/]lib[\\/]site-config\.ts|vite[\\/]preload-helper)/ },
              // What every island page shares: stores, data loading, formatting; and the table kit's
              // small modules that islands also import without a table (a file of their own each
              // would cost more than their bytes).
              {
                name: 'app',
                priority: 10,
                test: /(node_modules[\\/](nanostores|@nanostores)[\\/]|src[\\/]lib[\\/](format|data-store|data-files)\.ts|src[\\/]islands[\\/](DataStatus\.tsx|use-data\.ts|table[\\/](format-cell|types|csv|search)\.ts))/,
              },
            ],
          },
        },
      },
    },
  },
});
