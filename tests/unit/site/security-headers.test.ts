import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFileText, inlineScripts, writeSecurityHeaders } from '../../../scripts/security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers of a build', () => {
  it('hashes the inline scripts the browser runs, and only those', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="module" src="/_astro/app.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script is:inline>\n  b()\n</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['window.a=1', 'import "/x.js"', '\n  b()\n']);
  });

  it('writes one policy for the static host (_headers) and the Node server, with each page script hashed and the Supabase origin allowed', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'longball-site-'));
    mkdirSync(path.join(site, 'client', 'mlb'), { recursive: true });
    mkdirSync(path.join(site, 'server'));
    writeFileSync(path.join(site, 'client', 'index.html'), '<html><script>one()</script></html>');
    writeFileSync(path.join(site, 'client', 'mlb', 'page.html'), '<html><script>two()</script><script>one()</script></html>');
    const headers = writeSecurityHeaders(site, { PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/' });
    const csp = headers.always['Content-Security-Policy']!;
    expect(csp).toContain(`script-src 'self' ${[hash('one()'), hash('two()')].sort().join(' ')} https://js.stripe.com`);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.always['X-Frame-Options']).toBe('DENY');
    expect(headers.production['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    const file = readFileSync(path.join(site, 'client', '_headers'), 'utf8');
    expect(file).toBe(headersFileText(headers));
    expect(file.split('\n').slice(0, 2)).toEqual(['/*', `  Content-Security-Policy: ${csp}`]);
    expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
    expect(JSON.parse(readFileSync(path.join(site, 'server', 'security-headers.json'), 'utf8'))).toEqual(headers);
    // Local mode: no Supabase in connect-src.
    expect(writeSecurityHeaders(site, {}).always['Content-Security-Policy']).toContain("connect-src 'self' https://api.stripe.com;");
  });
});
