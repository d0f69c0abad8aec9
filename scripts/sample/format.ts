/** Cell formatting in the styles the real exports use. */

export const BOM = '\ufeff';

/** Always quoted (Savant quotes names and most numbers; FanGraphs quotes text). */
export function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Quoted only when the text needs it (RFC 4180). */
export function cell(text: string): string {
  return /[",\n\r]/.test(text) ? quoted(text) : text;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\n`;
}

/** Shortest decimal of a value rounded to `decimals` places ("86" for 86.0, as Savant prints). */
export function num(value: number, decimals: number): string {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return String(Object.is(r, -0) ? 0 : r);
}

/** FanGraphs fractions: truncated to 9 decimals (1/3 prints as 0.333333333). */
export function fgFraction(value: number): string {
  const t = Math.trunc(value * 1e9) / 1e9;
  return String(Object.is(t, -0) ? 0 : t);
}

/** FanGraphs statcast figures are single-precision floats printed in full (92.32499694824219). */
export function fgFloat(value: number): string {
  return String(Math.fround(value));
}

/** Innings in thirds notation: 586 outs -> "195.1"; whole innings print without a fraction. */
export function inningsThirds(outs: number): string {
  const whole = Math.floor(outs / 3);
  const rest = outs % 3;
  return rest === 0 ? String(whole) : `${whole}.${rest}`;
}

/** Stats API rates: three decimals, no leading zero below 1 (".287", "1.012"). */
export function statsApiRate(value: number): string {
  const text = value.toFixed(3);
  return text.startsWith('0.') ? text.slice(1) : text.startsWith('-0.') ? `-${text.slice(2)}` : text;
}

/** JSON with one array element per line: compact, diff-friendly, and each element on its own line. */
export function jsonLines(items: readonly unknown[]): string {
  if (items.length === 0) return '[]\n';
  return `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;
}

export function prettyJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
