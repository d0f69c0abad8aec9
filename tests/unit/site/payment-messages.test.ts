/**
 * One source of truth for the payment messages both sides use (src/shared/payment-messages.ts):
 * the routes answer with them and the pages show them, the module has no imports (the browser
 * bundles it), no browser-side module imports src/server (secrets, the Stripe SDK; a page's
 * frontmatter, run at build, may), and each
 * message is written as a string literal exactly once in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, SUBSCRIBE_TEXTS } from '../../../src/lib/auth/texts.ts';
import { CHECKOUT_FAILED, INVALID_PLAN, NOT_SIGNED_IN } from '../../../src/server/create-checkout-session.ts';
import { CANCEL_FAILED, NO_ACTIVE_SUBSCRIPTION, NO_SUBSCRIPTION_FOR_ACCOUNT, PORTAL_FAILED, ROLE_UPDATE_FAILED } from '../../../src/server/customer-routes.ts';
import { PAYMENT_MESSAGES } from '../../../src/shared/payment-messages.ts';

const SRC = path.resolve('src');
const SHARED_MODULE = path.join(SRC, 'shared', 'payment-messages.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The part of a source file that may reach the browser: an .astro file's frontmatter runs only at
 * build (or on the server) and is left out; its <script> blocks and every other file count whole.
 */
function browserSideCode(file: string): string {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.astro') ? text.replace(/^---\n[\s\S]*?\n---\n/, '') : text;
}

/** The file's lines that are code, not comments (doc comments quote the messages). */
function codeLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line));
}

describe('payment messages', () => {
  it('the routes answer with, and the pages show, the same strings', () => {
    expect([NOT_SIGNED_IN, INVALID_PLAN, CHECKOUT_FAILED]).toEqual([
      SUBSCRIBE_TEXTS.loginToSubscribe,
      SUBSCRIBE_TEXTS.invalidPlan,
      SUBSCRIBE_TEXTS.checkoutFailed,
    ]);
    expect([NO_ACTIVE_SUBSCRIPTION, PORTAL_FAILED, CANCEL_FAILED, ROLE_UPDATE_FAILED]).toEqual([
      SUBSCRIBE_TEXTS.noActiveSubscription,
      SUBSCRIBE_TEXTS.portalFailed,
      SUBSCRIBE_TEXTS.cancelFailed,
      SUBSCRIBE_TEXTS.roleUpdateFailed,
    ]);
    expect([NO_SUBSCRIPTION_FOR_ACCOUNT, PORTAL_FAILED]).toEqual([ACCOUNT_TEXTS.noSubscription, ACCOUNT_TEXTS.portalFailed]);
  });

  it('the shared module imports nothing', () => {
    expect(readFileSync(SHARED_MODULE, 'utf8')).not.toMatch(/^\s*(import\b|export\b[^;'"]*\bfrom\s*['"])/m);
  });

  it('no browser-side module imports src/server', () => {
    const serverDir = path.join(SRC, 'server');
    const apiDir = path.join(SRC, 'pages', 'api');
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(serverDir + path.sep) && !file.startsWith(apiDir + path.sep))
      .filter((file) =>
        [...browserSideCode(file).matchAll(/from\s+['"]([^'"]+)['"]/g)].some(
          ([, specifier]) => specifier!.startsWith('.') && path.resolve(path.dirname(file), specifier!).startsWith(serverDir + path.sep),
        ),
      );
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it.each(Object.entries(PAYMENT_MESSAGES))('%s is written once in src/, in the shared module', (_, message) => {
    const places = sourceFiles(SRC).flatMap((file) =>
      codeLines(file)
        .filter((line) => line.includes(`'${message}'`) || line.includes(`"${message}"`) || line.includes(`\`${message}\``))
        .map(() => path.relative(SRC, file)),
    );
    expect(places).toEqual([path.relative(SRC, SHARED_MODULE)]);
  });
});
