/**
 * `npm start` (the README's run command): sample data -> pipeline -> site build
 * -> serve on http://127.0.0.1:<PORT> (default 4321). Ctrl+C stops the server.
 *
 * The sample and its pipeline output go to tmp/start/ (git-ignored), so your
 * own raw-data/ and generated/ are never overwritten; the site is built into
 * dist/ (or $LONGBALL_SITE_OUT).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { astroEnv, buildSite, demoClockEnv, run, siteOutDir } from './site-lib.ts';

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const workDir = path.resolve('tmp/start');
const rawDir = path.join(workDir, 'raw-data');
const generatedDir = path.join(workDir, 'generated');

async function main(): Promise<void> {
  console.log(`1/3 Writing the sample inputs into ${rawDir} (npm run sample)...`);
  await run(npm, ['run', '--silent', 'sample', '--', '--out', rawDir]);
  console.log(`2/3 Running the pipeline on them into ${generatedDir} (npm run pipeline -- build)...`);
  await run(npm, ['run', '--silent', 'pipeline', '--', 'build', '--raw', rawDir, '--out', generatedDir, '--rewrite-history'], demoClockEnv(rawDir));
  console.log('3/3 Building the site...');
  await buildSite({ ...process.env, LONGBALL_GENERATED_DIR: generatedDir });

  // The production server (server/serve.mjs: security headers, timeouts, request cap) on the built site.
  const server = spawn(process.execPath, [path.resolve('server/serve.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...astroEnv(), HOST: host, PORT: String(port), LONGBALL_SITE_OUT: siteOutDir() },
  });
  let announced = false;
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (!announced && /127\.0\.0\.1|localhost|Local/.test(chunk.toString())) {
      announced = true;
      console.log(`\nLongball is running at http://${host}:${port}/  (Ctrl+C to stop)\n`);
    }
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
