/**
 * The User-Agent every fetch request sends: "Longball/<version> (+<repository URL>)",
 * so a source's operators can see who is calling and where to reach the project.
 * The URL is package.json's `repository`, else LONGBALL_REPO_URL, else the GitHub
 * Actions run's repository; with none of them known the UA is just "Longball/<version>".
 */
import { readFileSync } from 'node:fs';

interface PackageJson {
  version?: string;
  repository?: string | { url?: string };
}

export function readPackageJson(url = new URL('../../package.json', import.meta.url)): PackageJson {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as PackageJson;
  } catch {
    return {};
  }
}

export function repositoryUrl(pkg: PackageJson, env: NodeJS.ProcessEnv): string | null {
  const declared = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (declared) return declared.replace(/^git\+/, '').replace(/\.git$/, '');
  if (env.LONGBALL_REPO_URL) return env.LONGBALL_REPO_URL;
  if (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY) return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}`;
  return null;
}

export function userAgent(pkg: PackageJson = readPackageJson(), env: NodeJS.ProcessEnv = process.env): string {
  const url = repositoryUrl(pkg, env);
  return `Longball/${pkg.version ?? '0.0.0'}${url ? ` (+${url})` : ''}`;
}
