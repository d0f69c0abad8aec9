/**
 * Player-name normalisation (docs/product.md#data-files-and-matching).
 *
 * Three layers, each built on the previous one:
 * - `foldName`: the spec's accent folding, in the spec's order: strip accents
 *   (NFD, then remove combining marks), THEN apply the character-replacement
 *   file (reference.csv: characters NFD does not decompose, such as ø, ł, ß),
 *   THEN lower-case. Whitespace is collapsed.
 * - `normaliseName`: the comparable form. The known-alias table is applied:
 *   "Last, First" becomes "first last", suffix spellings (Jr., Jr, II, III, IV,
 *   Sr.) become one form placed at the end, periods are dropped and runs of
 *   initials merged ("J.T.", "J. T." and "JT" are all "jt"), apostrophes are
 *   removed ("Ke'Bryan" = "kebryan", "O'Hearn" = "ohearn"), every dash becomes
 *   one plain hyphen that keeps its name together ("Kiner-Falefa" is one last
 *   name "kiner-falefa", "Ha-Seong" one first name),
 *   parenthesised notes and marker characters (Baseball-Reference's * and #)
 *   are removed.
 * - `looseName`: the spec's loose matching: the normalised name without its
 *   suffix and without single-letter middle initials ("Michael A. Taylor" =
 *   "michael taylor", "Vladimir Guerrero Jr." = "vladimir guerrero"). Matching
 *   compares loose names with spaces and hyphens removed, so "Jung Hoo Lee",
 *   "Jung-Hoo Lee" and "Junghoo Lee" meet.
 *
 * The name-alias file (name_aliases.csv, alias -> canonical) is resolved on
 * normalised names: `canonicalName` maps every name to the canonical name of its
 * alias group, so a lookup works in both directions.
 */
import type { RawNamePair } from '../inputs/rows.ts';

/** reference.csv: single characters and, rarely, longer sequences with their replacement. */
export interface CharReplacements {
  readonly byChar: ReadonlyMap<string, string>;
  readonly sequences: readonly (readonly [from: string, to: string])[];
}

export interface NameContext {
  readonly replacements: CharReplacements;
  /** normalised alias -> normalised canonical name (chains resolved). */
  readonly aliases: ReadonlyMap<string, string>;
}

const COMBINING_MARKS = /\p{M}/gu;

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}

/**
 * Builds the replacement table from reference.csv's (character, replacement) pairs.
 * - The first pair for a character wins; empty characters and identity pairs are ignored.
 * - A character that accent stripping decomposes (é, ñ) can never reach this step
 *   (spec order: strip first), so such pairs are ignored rather than applied to the
 *   stripped letter, which would rewrite every plain "e" or "n".
 * - The file usually lists lower-case letters; the upper-case twin (Ø for ø) gets
 *   the same replacement unless the file defines it, because replacement happens
 *   before lower-casing. Twins that are ASCII or change length (ß -> SS) are not added.
 */
export function buildCharReplacements(pairs: readonly RawNamePair[]): CharReplacements {
  const fromFile = new Map<string, string>();
  for (const pair of pairs) {
    const from = pair.from.normalize('NFC').trim();
    const to = stripAccents(pair.to.normalize('NFC'));
    if (from === '' || from === to || fromFile.has(from)) continue;
    if (stripAccents(from) !== from) continue;
    fromFile.set(from, to);
  }
  const all = new Map(fromFile);
  for (const [from, to] of fromFile) {
    const upper = from.toUpperCase();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, control characters included, on purpose.
    if (upper === from || upper.length !== from.length || /^[\x00-\x7f]*$/.test(upper) || all.has(upper)) continue;
    all.set(upper, to);
  }
  const byChar = new Map<string, string>();
  const sequences: [string, string][] = [];
  for (const [from, to] of all) {
    if ([...from].length === 1) byChar.set(from, to);
    else sequences.push([from, to]);
  }
  // Longer sequences first, so a shorter entry cannot pre-empt a longer one that contains it.
  sequences.sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { byChar, sequences };
}

export const NO_REPLACEMENTS: CharReplacements = { byChar: new Map(), sequences: [] };

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

const asciiKeys = new WeakMap<CharReplacements, boolean>();

/** Whether the replacement file replaces an ASCII character (rare; an ASCII name needs the per-character pass only then). */
function hasAsciiKey(replacements: CharReplacements): boolean {
  let has = asciiKeys.get(replacements);
  if (has === undefined) {
    has = [...replacements.byChar.keys()].some(isAscii);
    asciiKeys.set(replacements, has);
  }
  return has;
}

/** Spec accent folding: strip accents, then the replacement file, then lower-case; whitespace collapsed. */
export function foldName(name: string, replacements: CharReplacements): string {
  // ASCII has nothing to decompose: stripping accents would return it unchanged.
  let text = isAscii(name) ? name : stripAccents(name);
  for (const [from, to] of replacements.sequences) text = text.replaceAll(from, to);
  if (replacements.byChar.size > 0 && (hasAsciiKey(replacements) || !isAscii(text))) {
    let out = '';
    for (const ch of text) out += replacements.byChar.get(ch) ?? ch;
    text = out;
  }
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The known suffixes and the one spelling each is normalised to. "Junior" is a first name (Junior Caminero), not a suffix. */
const SUFFIX_FORMS: ReadonlyMap<string, string> = new Map([
  ['jr', 'jr'],
  ['sr', 'sr'],
  ['ii', 'ii'],
  ['iii', 'iii'],
  ['iv', 'iv'],
]);

export function isSuffix(token: string): boolean {
  return SUFFIX_FORMS.has(token);
}

/**
 * Particles that belong to the last name when they precede it: "Elly De La Cruz"
 * has last name "de la cruz", "Enyel De Los Santos" "de los santos", "Jose De Leon"
 * "de leon". At least one token is always left for the first name.
 */
const LAST_NAME_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'del',
  'della',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'la',
  'las',
  'le',
  'los',
  'van',
  'von',
  'der',
  'den',
  'ten',
  'st',
  'saint',
  'san',
  'santa',
]);

function tokensOf(text: string): string[] {
  return text.split(' ').filter((t) => t !== '');
}

/** Splits trailing suffix tokens off (keeping at least one name token); returns the last suffix seen. */
function splitSuffix(tokens: string[]): { tokens: string[]; suffix: string | null } {
  if (tokens.length <= 1 || !isSuffix(tokens[tokens.length - 1]!)) return { tokens, suffix: null };
  const rest = [...tokens];
  let suffix: string | null = null;
  while (rest.length > 1 && isSuffix(rest[rest.length - 1]!)) {
    const form = SUFFIX_FORMS.get(rest.pop()!)!;
    suffix ??= form;
  }
  return { tokens: rest, suffix };
}

/** One code point (an astral letter is two UTF-16 units). */
function isOneCharacter(token: string): boolean {
  return token.length === 1 || (token.length === 2 && [...token].length === 1);
}

/** "j t realmuto" -> "jt realmuto": a run of two or more single letters is one set of initials. */
function mergeInitials(tokens: string[]): string[] {
  const out: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run !== '') out.push(run);
    run = '';
  };
  for (const token of tokens) {
    if (isOneCharacter(token)) run += token;
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out;
}

/**
 * The comparable form of a player name: folded, "Last, First" turned around,
 * suffix normalised and placed last, periods and apostrophes dropped, dashes as one
 * hyphen inside the name, initials merged. Examples:
 * "Guerrero Jr., Vladimir" -> "vladimir guerrero jr"; "Bobby Witt, Jr." -> "bobby witt jr";
 * "J. T. Realmuto" -> "jt realmuto"; "Ramírez, José" -> "jose ramirez".
 */
export function normaliseName(name: string, ctx: Pick<NameContext, 'replacements'>): string {
  let cache = normalisedCache.get(ctx.replacements);
  if (!cache) normalisedCache.set(ctx.replacements, (cache = new Map()));
  let normalised = cache.get(name);
  if (normalised === undefined) {
    normalised = normaliseUncached(name, ctx.replacements);
    // Bounded for a long-lived table (NO_REPLACEMENTS): the cache is a saving, never a store.
    if (cache.size >= 100_000) cache.clear();
    cache.set(name, normalised);
  }
  return normalised;
}

/**
 * normaliseName's results per replacement table (one per build's context): a slate
 * normalises the same few thousand names again and again (every source, every home
 * run, every handedness row). The function is pure, so the cache only saves work.
 */
const normalisedCache = new WeakMap<CharReplacements, Map<string, string>>();

/** A folded name of lower-case letters and single spaces only: the clean-up below would leave it unchanged. */
const PLAIN_FOLDED = /^[a-z ]*$/;

/**
 * Whether a plain folded name (PLAIN_FOLDED) is already in normal form: every
 * token at least two letters and none a suffix, so there are no initials to
 * merge and nothing to move. Most names are; they skip the token passes.
 */
function isNormalPlain(folded: string): boolean {
  let start = 0;
  while (start < folded.length) {
    let end = folded.indexOf(' ', start);
    if (end === -1) end = folded.length;
    const length = end - start;
    if (length < 2 || (length <= 3 && isSuffix(folded.slice(start, end)))) return false;
    start = end + 1;
  }
  return true;
}

function normaliseUncached(name: string, replacements: CharReplacements): string {
  const simple = foldName(name, replacements);
  const plain = PLAIN_FOLDED.test(simple);
  if (plain && isNormalPlain(simple)) return simple;
  const folded = plain
    ? simple
    : simple
        .replace(/\([^)]*\)/g, ' ')
        .replace(/['’‘`´ʼ]/g, '')
        .replace(/\s*[-‐‑‒–—]+\s*/g, '-')
        .replace(/\./g, ' ')
        .replace(/[^\p{L}\p{N}\s,-]/gu, ' ')
        .replace(/(^|[\s,])-+|-+(?=$|[\s,])/g, '$1');
  let suffix: string | null = null;
  const parts: string[][] = [];
  for (const part of folded.split(',')) {
    const tokens = tokensOf(part);
    if (tokens.length === 0) continue;
    if (tokens.every(isSuffix)) {
      suffix ??= SUFFIX_FORMS.get(tokens[0]!)!;
      continue;
    }
    const split = splitSuffix(tokens);
    suffix ??= split.suffix;
    parts.push(split.tokens);
  }
  // "Last, First" (and "Last, First, Middle"): the first part is the family name.
  const ordered = parts.length > 1 ? [...parts.slice(1).flat(), ...parts[0]!] : (parts[0] ?? []);
  // A comma-split "Bobby Witt, Jr." turned around by a careless reader arrives as "Jr. Bobby Witt".
  while (ordered.length > 2 && isSuffix(ordered[0]!)) suffix ??= SUFFIX_FORMS.get(ordered.shift()!)!;
  const tokens = mergeInitials(ordered);
  if (suffix !== null && tokens.length > 0) tokens.push(suffix);
  return tokens.join(' ');
}

/** The parts of a normalised name. `first` is '' for a one-word name ("ohtani"). */
export interface NameParts {
  first: string;
  /** Tokens between the first name and the last name ("a" in "michael a taylor"). */
  middle: string[];
  last: string;
  suffix: string | null;
}

export function nameParts(normalised: string): NameParts {
  // The common "first last": one inner space, no suffix.
  const space = normalised.indexOf(' ');
  if (space > 0 && space < normalised.length - 1 && normalised.indexOf(' ', space + 1) === -1) {
    const last = normalised.slice(space + 1);
    if (!isSuffix(last)) return { first: normalised.slice(0, space), middle: [], last, suffix: null };
  }
  const split = splitSuffix(tokensOf(normalised));
  const tokens = split.tokens;
  if (tokens.length === 0) return { first: '', middle: [], last: '', suffix: split.suffix };
  if (tokens.length === 1) return { first: '', middle: [], last: tokens[0]!, suffix: split.suffix };
  let lastStart = tokens.length - 1;
  while (lastStart > 1 && LAST_NAME_PARTICLES.has(tokens[lastStart - 1]!)) lastStart--;
  return {
    first: tokens[0]!,
    middle: tokens.slice(1, lastStart),
    last: tokens.slice(lastStart).join(' '),
    suffix: split.suffix,
  };
}

export function firstName(normalised: string): string {
  return nameParts(normalised).first;
}

export function lastName(normalised: string): string {
  return nameParts(normalised).last;
}

/** "john smith" -> "j smith"; null when the name has no first name. */
export function firstInitialLast(normalised: string): string | null {
  const parts = nameParts(normalised);
  if (parts.first === '' || parts.last === '') return null;
  return `${[...parts.first][0]} ${parts.last}`;
}

/**
 * Whether two first names can belong to one person: equal, one missing, or one
 * an initial of the other ("j" fits "john" and "jt"). Two different full first
 * names ("dominic", "will") contradict.
 */
export function firstNamesAgree(a: string, b: string): boolean {
  if (a === '' || b === '' || a === b) return true;
  if ([...a].length === 1) return b.startsWith(a);
  if ([...b].length === 1) return a.startsWith(b);
  return false;
}

/** Two different suffixes (jr, ii) mark two people; a missing suffix contradicts nothing. */
export function suffixesAgree(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

/** Spec loose matching: the normalised name without suffix and without single-letter middle initials. */
export function looseName(name: string, ctx: Pick<NameContext, 'replacements'>): string {
  return looseOfNormalised(normaliseName(name, ctx));
}

export function looseOfNormalised(normalised: string): string {
  return looseOfParts(nameParts(normalised));
}

/** looseOfNormalised for a name already split by nameParts. */
export function looseOfParts(parts: NameParts): string {
  if (parts.middle.length === 0) return parts.first === '' ? parts.last : parts.last === '' ? parts.first : `${parts.first} ${parts.last}`;
  const middle = parts.middle.filter((token) => !isOneCharacter(token));
  return [parts.first, ...middle, parts.last].filter((t) => t !== '').join(' ');
}

/** The canonical name of a normalised name's alias group (itself when it has no alias). */
export function canonicalOfNormalised(normalised: string, ctx: Pick<NameContext, 'aliases'>): string {
  return ctx.aliases.get(normalised) ?? normalised;
}

export function canonicalName(name: string, ctx: NameContext): string {
  return canonicalOfNormalised(normaliseName(name, ctx), ctx);
}

/**
 * The matching context: reference.csv's replacements and name_aliases.csv's
 * alias -> canonical pairs, both sides normalised. Chains (a -> b -> c) resolve to
 * the end; the members of a cycle (a file listing both directions) resolve to
 * the cycle's alphabetically first member. When one alias is
 * given two canonical names, the first pair in the file wins.
 */
export function buildNameContext(reference: readonly RawNamePair[], aliases: readonly RawNamePair[]): NameContext {
  const replacements = buildCharReplacements(reference);
  const direct = new Map<string, string>();
  for (const pair of aliases) {
    const from = normaliseName(pair.from, { replacements });
    const to = normaliseName(pair.to, { replacements });
    if (from === '' || to === '' || from === to || direct.has(from)) continue;
    direct.set(from, to);
  }
  const resolved = new Map<string, string>();
  for (const from of direct.keys()) {
    const path = [from];
    const seen = new Set<string>(path);
    let current = direct.get(from)!;
    while (direct.has(current) && !seen.has(current)) {
      path.push(current);
      seen.add(current);
      current = direct.get(current)!;
    }
    // A file listing both directions (a -> b, b -> a) forms a cycle: its smallest member stands for the group.
    const canonical = seen.has(current) ? path.slice(path.indexOf(current)).sort()[0]! : current;
    if (canonical !== from) resolved.set(from, canonical);
  }
  return { replacements, aliases: resolved };
}
