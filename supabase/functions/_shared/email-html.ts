// The HTML part of a plain-text email: the text, escaped, its line breaks kept. Shared by the
// send-email function (which renders every mail's HTML part with it and never forwards a
// caller's html) and the site (src/lib/auth/support-email.ts, which sends the same html in the
// request body). Free of imports and runtime APIs, so it runs in Deno, Node and the browser.

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export function plainTextHtml(text: string): string {
  return `<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(text)}</pre>`;
}
