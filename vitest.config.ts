import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// astro:env's virtual modules exist only inside Astro's Vite pipeline. Two small aliases stand in
// for them (see each file) rather than getViteConfig, which would load the whole site's config
// (the adapter, React, Tailwind) into every test file for the server's one getSecret call.
const astroEnv = (file: string) => fileURLToPath(new URL(`./tests/server/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      'astro:env/server': astroEnv('astro-env-server.ts'),
      'astro:env/client': astroEnv('astro-env-client.ts'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Every temporary folder of the run lives under one, removed at the end (tests/temp-root.ts).
    globalSetup: ['tests/temp-root.ts'],
    // One test file per core. Vitest's default keeps a core free (one worker on CI's two), and half
    // the suite's time is files waiting on child processes, PostgreSQL and the disk.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
