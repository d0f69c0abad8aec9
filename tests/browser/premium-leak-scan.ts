/**
 * Finds the day's premium data (projection rows and picks) in the files of a built site. Pure:
 * the caller reads the generated/ folder the build used and every file of the build's output.
 *
 * A leak is reported for, in any file (text read as UTF-8, HTML entities decoded):
 *  - probability   a row's or pick's hrProbability at full precision (0.15342 or .15342) as the
 *                  value of an hrProbability key in any quoting ("hrProbability":0.15342,
 *                  hrProbability:.15342, Astro's "hrProbability":[0,0.15342]), or as a number that
 *                  follows that player's name or id (within NEAR characters, before the next
 *                  player's: a CSV line, a tuple);
 *  - shown-percent in HTML, the percent the site shows for it (formatProbability, 1 decimal:
 *                  "15.3%") following that player's name the same way (a rendered table row);
 *  - premium-key   in data and markup (not in JS or CSS code, where the key names are column ids
 *                  and schema fields), a key only the premium files have, quoted ("statSources":,
 *                  \"statSources\":, &quot;statSources&quot;:) or as an unquoted object key
 *                  ({statSources: or ,statSources:);
 *  - premium-file  a premium file's content whole (as written, minified, re-indented, or as a JSON
 *                  string inside code).
 * The premium files are projections.json, picks.json and today's history/<date>.json (the archive
 * of today's picks, left out of a configured build like the other two).
 *
 * Premium-only keys: the keys of the projections and picks contracts (domain/contracts) that no
 * other contract has and that no public generated file holds (so the manifest's counts key
 * notInProjections is not one; nor is hrProbability when past days of the public pick archive are
 * present, whose picks carry it legitimately).
 *
 * Not detected, on purpose: a bare probability with neither key nor name near it. Batting
 * averages and rates in the public files take the same values (.263, .3333), so such a rule would
 * flag the real build; a copied file or row carries its keys or names and is found.
 */
import { GENERATED_FILES } from '../../domain/contracts/index.ts';
import { DISPLAY_DECIMALS } from '../../domain/spec-constants.ts';
import { publicViewOf, type DataFileName } from '../../src/lib/data-files.ts';
import { formatProbability } from '../../src/lib/format.ts';

/** How far after a player's name or id that player's probability is looked for. */
export const NEAR = 300;

export interface PremiumRow {
  id: string;
  name: string;
  hrProbability: number;
}

export interface PremiumData {
  rows: PremiumRow[];
  /** Keys only the premium files have. */
  keys: string[];
  /** The premium files as generated: path relative to generated/ -> content. */
  files: Map<string, string>;
}

export interface ScannedFile {
  /** Path relative to the output folder, for the report. */
  path: string;
  content: Buffer | string;
}

export type LeakRule = 'probability' | 'shown-percent' | 'premium-key' | 'premium-file';

export interface Leak {
  file: string;
  rule: LeakRule;
  evidence: string;
}

type Json = unknown;
interface ZodLike {
  _zod?: { def: Record<string, unknown> & { type: string } };
}

/** Every object key a zod schema can produce (nested objects, arrays, unions, wrappers). */
export function schemaKeys(schema: unknown, into = new Set<string>()): Set<string> {
  const def = (schema as ZodLike)?._zod?.def;
  if (!def) return into;
  if (def.type === 'object') {
    for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      schemaKeys(inner, into);
    }
  } else if (def.type === 'union') {
    for (const option of def.options as unknown[]) schemaKeys(option, into);
  } else if (def.type === 'pipe') {
    schemaKeys(def.in, into);
    schemaKeys(def.out, into);
  } else {
    schemaKeys(def.element ?? def.valueType ?? def.innerType, into);
  }
  return into;
}

/** Every object key in a parsed JSON value. */
function dataKeys(value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) dataKeys(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      dataKeys(inner, into);
    }
  }
  return into;
}

const PREMIUM_SCHEMAS = ['projections.json', 'picks.json'] as const;

/** The part of a public file that a configured build serves empty (publicViewOf): subscribers read it from Supabase. */
const PREMIUM_PARTS = { 'calculator.json': 'players', 'manifest.json': 'ambiguous' } as const;

/** The zod object API the premium parts are read with. */
interface ObjectSchema {
  shape: Record<string, unknown>;
  omit(mask: Record<string, true>): unknown;
}

const objectSchemaOf = (name: keyof typeof PREMIUM_PARTS): ObjectSchema => GENERATED_FILES[name] as unknown as ObjectSchema;

/** A public file's schema less its premium part. */
function publicSchemaOf(name: string, schema: unknown): unknown {
  const part = PREMIUM_PARTS[name as keyof typeof PREMIUM_PARTS];
  return part === undefined ? schema : objectSchemaOf(name as keyof typeof PREMIUM_PARTS).omit({ [part]: true });
}

/**
 * The premium data of one generated/ folder: `generated` maps each JSON file's path relative to
 * generated/ (history/2026-08-21.json) to its content.
 */
export function premiumDataOf(generated: ReadonlyMap<string, string>): PremiumData {
  const read = (name: string): Json => {
    const text = generated.get(name);
    if (text === undefined) throw new Error(`premium-leak-scan: ${name} is not in the generated data`);
    return JSON.parse(text);
  };
  const projections = read('projections.json') as { batters: Array<{ id: string; name: string; hrProbability: number | null; pHr?: number }> };
  const picks = read('picks.json') as { date: string; confident: PremiumRow[]; punt: PremiumRow[] };
  const premiumNames = new Set<string>([...PREMIUM_SCHEMAS, `history/${picks.date}.json`]);

  const rows: PremiumRow[] = [
    ...projections.batters.flatMap((b) => (b.hrProbability === null ? [] : [{ id: b.id, name: b.name, hrProbability: b.hrProbability }])),
    // The probability model's pHr is premium too: its values are scanned as the score's are, those with at
    // least three significant digits (0.1234, 0.0651); a short one (0.065) is as likely a public stat near the name.
    ...projections.batters.flatMap((b) =>
      b.pHr === undefined || String(b.pHr).replace(/^0\.0*/, '').length < 3 ? [] : [{ id: b.id, name: b.name, hrProbability: b.pHr }],
    ),
    ...[...picks.confident, ...picks.punt].map((p) => ({ id: p.id, name: p.name, hrProbability: p.hrProbability })),
  ];

  const premiumKeys = new Set<string>();
  for (const name of PREMIUM_SCHEMAS) schemaKeys(GENERATED_FILES[name], premiumKeys);
  // The parts a configured build leaves out of the public files (src/lib/data-files.ts publicViewOf) are premium too.
  for (const [name, part] of Object.entries(PREMIUM_PARTS)) schemaKeys(objectSchemaOf(name as keyof typeof PREMIUM_PARTS).shape[part], premiumKeys);
  const publicKeys = new Set<string>();
  for (const [name, schema] of Object.entries(GENERATED_FILES)) {
    if (!(PREMIUM_SCHEMAS as readonly string[]).includes(name)) schemaKeys(publicSchemaOf(name, schema), publicKeys);
  }
  for (const [name, text] of generated) {
    if (!premiumNames.has(name)) dataKeys(publicViewOf(name as DataFileName, JSON.parse(text), 'configured') as Json, publicKeys);
  }

  const files = new Map([...generated].filter(([name]) => premiumNames.has(name)));
  return { rows, keys: [...premiumKeys].filter((key) => !publicKeys.has(key)).sort(), files };
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(quot|apos|amp|lt|gt|nbsp));/gi;
const NAMED: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
    dec !== undefined ? String.fromCodePoint(Number(dec)) : hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name!.toLowerCase()]!,
  );
}

/** A decimal number as written: 0.153, .153, 15.3 (not part of a longer token or version). */
const DECIMAL = /(?<![\w$.])(?:\d+\.\d+|\.\d+)(?![\w$]|\.\d)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CODE = /\.(?:m?js|cjs|css|map)$/i;
const HTML = /\.html?$/i;

/** HTML without its code: scripts (other than JSON data blocks) and styles. */
function htmlWithoutCode(html: string): string {
  return html.replace(/<script\b(?![^>]*type=["']?application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
}

function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === '') return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

function isText(content: Buffer | string): boolean {
  return typeof content === 'string' || !content.subarray(0, 8192).includes(0);
}

/** The whole-file forms of one premium file that a copy would contain. */
function wholeFileForms(text: string): { minified: string; forms: string[] } {
  const minified = JSON.stringify(JSON.parse(text));
  return { minified, forms: [text.trim(), minified, JSON.stringify(minified).slice(1, -1)] };
}

export function scanForPremiumLeaks(premium: PremiumData, files: readonly ScannedFile[]): Leak[] {
  const leaks: Leak[] = [];
  const values = new Set(premium.rows.map((row) => row.hrProbability));
  const keyed = /(?:hrProbability|pHr)(?:\\?["'])?\s*:\s*(?:\[\s*0\s*,\s*)?((?:\d+)?\.\d+)(?![\d])/g;
  const keyPatterns = premium.keys.map((key) => ({
    key,
    pattern: new RegExp(`(?:\\\\?["']${escapeRegExp(key)}\\\\?["']|[{,]\\s*${escapeRegExp(key)})\\s*:`),
  }));
  const premiumFiles = [...premium.files].map(([name, text]) => ({ name, ...wholeFileForms(text) }));

  for (const file of files) {
    if (!isText(file.content)) continue;
    const text = decodeEntities(typeof file.content === 'string' ? file.content : file.content.toString('utf8'));
    const reported = new Set<string>();
    const report = (rule: LeakRule, evidence: string) => {
      if (reported.has(`${rule} ${evidence}`)) return;
      reported.add(`${rule} ${evidence}`);
      leaks.push({ file: file.path, rule, evidence });
    };

    for (const match of text.matchAll(keyed)) {
      if (values.has(Number(match[1]))) report('probability', `hrProbability ${match[1]}`);
    }
    // Each mention of a player (name or id) owns the text after it, up to NEAR characters or the
    // next mention of another player: a value there is that player's.
    const mentions = premium.rows
      .flatMap((row) => [row.name, row.id].flatMap((anchor) => occurrences(text, anchor).map((at) => ({ row, at, end: at + anchor.length }))))
      .sort((a, b) => a.at - b.at);
    mentions.forEach(({ row, end }, index) => {
      const next = mentions.slice(index + 1).find((mention) => mention.row.name !== row.name);
      const after = text.slice(end, Math.min(end + NEAR, next?.at ?? Infinity));
      const spellings = new Set([String(row.hrProbability), String(row.hrProbability).replace(/^0\./, '.')]);
      const number = [...after.matchAll(DECIMAL)].find((match) => spellings.has(match[0]));
      if (number) report('probability', `${row.name} ${number[0]}`);
      const percent = formatProbability(row.hrProbability, DISPLAY_DECIMALS.probabilityPercent);
      if (HTML.test(file.path) && new RegExp(`(?<![\\d.])${escapeRegExp(percent)}`).test(after)) report('shown-percent', `${row.name} ${percent}`);
    });
    if (!CODE.test(file.path)) {
      const data = HTML.test(file.path) ? decodeEntities(htmlWithoutCode(String(file.content))) : text;
      for (const { key, pattern } of keyPatterns) if (pattern.test(data)) report('premium-key', key);
    }
    for (const premiumFile of premiumFiles) {
      let copied = premiumFile.forms.some((form) => text.includes(form));
      if (!copied && /^\s*[[{]/.test(text)) {
        try {
          copied = JSON.stringify(JSON.parse(text)) === premiumFile.minified;
        } catch {
          // not JSON
        }
      }
      if (copied) report('premium-file', premiumFile.name);
    }
  }
  return leaks;
}

/** One line per leak, for an assertion message. */
export function formatLeaks(leaks: readonly Leak[]): string[] {
  return leaks.map((leak) => `${leak.file}: ${leak.rule} ${leak.evidence}`);
}
