// Longball site build.
// - Every page is prerendered (`output: 'static'`); the Node adapter (standalone)
//   serves the on-demand payment routes (src/pages/api/, `export const prerender = false`)
//   under `astro preview` and `node <outDir>/server/entry.mjs` (docs/decisions.md).
// - `LONGBALL_SITE_OUT` picks the output folder so parallel builds (tests,
//   configured-mode checks) do not overwrite each other; default `dist`.
// - Telemetry is switched off by the npm scripts (ASTRO_TELEMETRY_DISABLED=1).
// - The site's mode (local / configured: domain/config/public-rules.ts) is decided here
//   from the same variables the build reads, and written into the browser's code as
//   import.meta.env.LONGBALL_SITE_MODE, so a build carries only its mode's code.
// - `env.schema` (astro:env) is made from VARIABLES in domain/config/env.ts, where each variable is
//   declared once: a public one is a client field (its value written into the build), a server one
//   a secret the server reads at run time (getSecret). Every field is optional (local mode sets
//   none) and a plain string: env.ts checks formats and names what is wrong (serverConfig,
//   publicConfig), so astro:env only says where each value lives.
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { VARIABLES } from './domain/config/env.ts';
import { supabaseModeOf } from './domain/config/public-rules.ts';

const envSchema = Object.fromEntries(
  Object.entries(VARIABLES).map(([name, { scope }]) => [
    name,
    scope === 'public'
      ? envField.string({ context: 'client', access: 'public', optional: true })
      : envField.string({ context: 'server', access: 'secret', optional: true }),
  ]),
);

const siteMode = supabaseModeOf(loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_')).mode;

// What the account widgets' plain loader (configured mode, every page) shares with islands: the
// site's mode and Vite's helper for dynamic imports.
const loaderShared = /(src[\\/]lib[\\/]site-config\.ts|vite[\\/]preload-helper)/;
// What every island page shares: stores, data loading, formatting, the spec's constants, the shared
// class names, the score's tag; and the table kit's small modules that islands also import without a table (cell
// formats, the player-name link): a file of their own each would cost more than their bytes. (The
// tables' CSV is not among them: it loads at a table's first download.)
const appShared =
  /(node_modules[\\/](nanostores|@nanostores)[\\/]|(domain[\\/]spec-constants|src[\\/]config[\\/]ui-settings)\.ts|src[\\/]lib[\\/](format|data-store|data-files|fold-text|score-texts)\.ts|src[\\/]islands[\\/](DataStatus\.tsx|use-data\.ts)|src[\\/]ui[\\/](styles\.ts|table[\\/](format-cell\.ts|types\.ts|player-name\.tsx)))/;

// The table kit (src/ui/table/) and the libraries under it; its parts loaded on first use.
const tableKit = /(src[\\/]ui[\\/]table[\\/]|node_modules[\\/](@tanstack|use-sync-external-store)[\\/])/;
const tableKitOnUse = /src[\\/]ui[\\/]table[\\/](sticky-header|csv|column-list)\.tsx?$/;
const slateShared =
  /(src[\\/]lib[\\/](odds|doubleheaders|park-factor)\.ts|domain[\\/](games|scoring[\\/]park-factor)\.ts|src[\\/]islands[\\/]LabelledSelect\.tsx)$/;
// HR Projections' islands and what only they import (the picks, the main table's columns, the
// model tabs and their Longball Model panel); the Custom and preset panels, the book panel and the
// tool panels load when opened.
const hrProjectionsPage =
  /src[\\/](islands[\\/](HrProjectionsIsland|HrProjectionsModelsIsland|EntitlementGate|use-game-clock)\.tsx?|islands[\\/]projections[\\/](HrProjectionsContent|PicksBlock|ModelTabs|OwnModelPanel|use-preset-tabs)\.tsx?|columns[\\/]hr-projections\.ts|lib[\\/](game-clock|game-filter|saved-view-tables)\.ts)$/;

// Islands hydrate after the first paint (src/client-directives/after-paint.ts), or when the page
// first needs them (src/client-directives/on-demand.ts).
const clientDirectives = {
  name: 'longball:client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'afterpaint',
        entrypoint: fileURLToPath(new URL('./src/client-directives/after-paint.ts', import.meta.url)),
      });
      addClientDirective({
        name: 'ondemand',
        entrypoint: fileURLToPath(new URL('./src/client-directives/on-demand.ts', import.meta.url)),
      });
    },
  },
};

/**
 * The shell's inline script (src/browser/shell.ts) imports what it shares with the islands as
 * '#shell-copy/<file>' (package.json "imports": src/lib/<file>.ts): compiled here as a module of its
 * own, so the shell's script keeps its copy inline. A module shared with the islands would become
 * a file of its own, which every page would load.
 */
const shellCopy = {
  name: 'longball:shell-copy',
  enforce: 'pre',
  resolveId(source) {
    const match = /^#shell-copy\/([\w-]+)$/.exec(source);
    return match ? `${fileURLToPath(new URL(`./src/lib/${match[1]}.ts`, import.meta.url))}?shell-copy` : null;
  },
};

export default defineConfig({
  output: 'static',
  outDir: process.env.LONGBALL_SITE_OUT ?? 'dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), clientDirectives],
  // Secrets are not looked at during the build: the server reads and checks them per request.
  env: { schema: envSchema, validateSecrets: false },
  // Astro's origin check answers 403 to a non-GET request without a matching Origin before the
  // route runs (so DELETE got 403, not the route's 405). It guards cookie-authenticated forms; the
  // only on-demand routes are src/pages/api/*, which authenticate by bearer token or by Stripe's
  // signature and accept JSON only, so a cross-site form can do nothing there.
  security: { checkOrigin: false },
  // Dev toolbar injects scripts into every page in `astro dev`; not wanted.
  devToolbar: { enabled: false },
  build: {
    // Small shell scripts inline into the page instead of one more request.
    inlineStylesheets: 'auto',
  },
  vite: {
    define: { 'import.meta.env.LONGBALL_SITE_MODE': JSON.stringify(siteMode) },
    plugins: [tailwindcss(), shellCopy],
    resolve: {
      // TanStack's React store reads its selector hook from use-sync-external-store's shim, which
      // also carries a copy of useSyncExternalStore for React before 18; React 19 has its own, which
      // the package's non-shim entry uses (the same hook, ~0.2 KB gz less on every table page).
      alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' }],
    },
    build: {
      // Astro inlines a page's own script into the page when it imports nothing and is below
      // Vite's assetsInlineLimit (4 KB). Scripts get 6 KB: the shell's (~4.8 KB with its own
      // clock-text copy) runs on every page, and inline it costs no request before it can run.
      // Other assets keep Vite's limit.
      assetsInlineLimit: (file, content) => (file.includes('_astro_type_script_') ? content.length < 6 * 1024 : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, its DOM renderer and Astro's hydration client load on every
            // island page together: one file compresses better than five and is
            // one request.
            groups: [
              { name: 'react', priority: 30, test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // Configured mode: the loader's share in a file of its own, so a page without an island
              // does not load the islands' code, nor React, before a widget is pressed. A local build
              // has no loader: that share goes with the islands' (one file fewer per island page).
              ...(siteMode === 'configured' ? [{ name: 'loader-shared', priority: 15, test: loaderShared }] : []),
              // The sign-in paths in a file of their own: configured mode's email-confirmation page's
              // plain script reads them (in an island group they would bring React to that page), and a
              // local build's HR Projections, which sends no one to sign in, does not load them.
              { name: 'next-path', priority: 20, test: /src[\\/]lib[\\/]auth[\\/]next-path\.ts/ },
              {
                name: 'app',
                priority: 10,
                test: (id) => appShared.test(id) || (siteMode === 'local' && loaderShared.test(id)),
              },
              // HR Projections' and the HR Calculator's shared code: the model tabs, which the
              // projections page's lazily loaded panels use too (the saved presets' code loads there
              // only when there are presets: islands/projections/use-preset-tabs.ts; their storage
              // key, which tells whether there are, is here), and what HR Projections' two islands
              // share to render their lazy content in the build (islands/lazy-for-build.ts). Below
              // 'app' in priority: a group also takes in what its modules import, and app's modules
              // must stay in app.
              {
                name: 'projections',
                priority: 5,
                test: /src[\\/](lib[\\/](account-features-loader|entitlement|projection-texts|presets-key)\.ts|ui[\\/]tabs[\\/]ControlledTabs\.tsx|islands[\\/](lazy-for-build|use-entitlement)\.ts)/,
              },
              // The table kit and TanStack, loaded by every table page together: one file, not one per
              // island's share of it. Its parts that load on first use stay apart (the sticky header
              // once the page scrolls, the CSV at a download, the column list when it opens). Below
              // 'app' in priority (the kit imports app's modules), above the pages' groups (which
              // import the kit).
              { name: 'table', priority: 8, test: (id) => tableKit.test(id) && !tableKitOnUse.test(id) },
              // What the slate's pages share beside the kit: prices, doubleheaders, park factors, the game select.
              { name: 'slate', priority: 7, test: slateShared },
              // Local mode: HR Projections' own code in one file, the model tabs included (a visitor
              // reaches them by scrolling: loaded apart they cost more than their bytes). Configured
              // mode keeps the tabs apart: a guest, who sees the subscribers' preview, never loads them.
              ...(siteMode === 'local' ? [{ name: 'hr-projections-page', priority: 4, test: hrProjectionsPage }] : []),
            ],
          },
        },
      },
    },
  },
});
