/**
 * The project's import graph and the boundary rules it must keep. Pure over a
 * file list and a reader, so the test can run it on the repository and on a
 * planted tree.
 *
 * The rooms (docs/site.md "Layout", CONTRIBUTING "Boundaries"):
 * - domain/: the shared layer (contracts, scoring, teams, model constants, config rules).
 *   It imports neither pipeline/ nor src/, nor Node's modules, nor React.
 * - pipeline/core/: pure rules. No sources/, io/, fetch/, commands/, no Node modules.
 * - pipeline/: never imports src/.
 * - src/: imports domain/ and its own modules, never pipeline/.
 * - src/lib/ and src/columns/: never import src/islands/.
 * - No import cycle anywhere, type-only imports included.
 */
import path from 'node:path';

export interface ImportEdge {
  /** Repository-relative path of the importing file, with forward slashes. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Repository-relative path of the imported file for a relative specifier; null for a package or a builtin. */
  to: string | null;
  line: number;
}

export interface Offence {
  rule: string;
  edge: ImportEdge;
}

const IMPORT_PATTERN = /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.astro'];

/** The source text with its comments blanked (line numbers kept). */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** Every import specifier in a source text, with its 1-based line. Comments are skipped. */
export function importSpecifiers(text: string): { specifier: string; line: number }[] {
  const code = withoutComments(text);
  const found: { specifier: string; line: number }[] = [];
  for (const match of code.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (specifier === undefined) continue;
    const line = code.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, line });
  }
  return found;
}

/** The edges of the files given (repository-relative paths), read with `read`. */
export function importEdges(files: readonly string[], read: (file: string) => string): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const { specifier, line } of importSpecifiers(read(from))) {
      let to: string | null = null;
      if (specifier.startsWith('.')) {
        const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.split('?')[0]!));
        to = known.has(joined) ? joined : (SOURCE_EXTENSIONS.map((ext) => joined + ext).find((f) => known.has(f)) ?? joined);
      }
      edges.push({ from, specifier, to, line });
    }
  }
  return edges;
}

const isNodeBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || ['fs', 'path', 'os', 'crypto', 'zlib', 'child_process', 'url', 'stream'].includes(specifier.split('/')[0]!);

const under = (file: string | null, folder: string): boolean => (file ?? '').startsWith(`${folder}/`);

interface Rule {
  name: string;
  applies: (edge: ImportEdge) => boolean;
}

export const BOUNDARY_RULES: readonly Rule[] = [
  {
    name: 'domain/ imports no pipeline/, src/, Node module or UI framework',
    applies: (e) =>
      under(e.from, 'domain') &&
      (under(e.to, 'pipeline') || under(e.to, 'src') || isNodeBuiltin(e.specifier) || /^(react|react-dom|astro)(\/|$)/.test(e.specifier)),
  },
  {
    name: 'pipeline/core/ is pure: no sources/, io/, fetch/, commands/ or Node module',
    applies: (e) =>
      under(e.from, 'pipeline/core') &&
      (['pipeline/sources', 'pipeline/io', 'pipeline/fetch', 'pipeline/commands'].some((f) => under(e.to, f)) || isNodeBuiltin(e.specifier)),
  },
  { name: 'pipeline/ never imports src/', applies: (e) => under(e.from, 'pipeline') && under(e.to, 'src') },
  { name: 'src/ imports the shared layer (domain/), never pipeline/', applies: (e) => under(e.from, 'src') && under(e.to, 'pipeline') },
  { name: 'src/lib/ never imports src/islands/', applies: (e) => under(e.from, 'src/lib') && under(e.to, 'src/islands') },
  { name: 'src/columns/ never imports src/islands/', applies: (e) => under(e.from, 'src/columns') && under(e.to, 'src/islands') },
];

/** Every edge that breaks a boundary rule. */
export function boundaryOffences(edges: readonly ImportEdge[]): Offence[] {
  const offences: Offence[] = [];
  for (const edge of edges) for (const rule of BOUNDARY_RULES) if (rule.applies(edge)) offences.push({ rule: rule.name, edge });
  return offences;
}

/** The import cycles (strongly connected components of two or more files, or a file importing itself), each sorted. */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (e.to === null) continue;
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)!.add(e.to);
  }
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: string[]; i: number }[] = [];
    const visit = (node: string): void => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(next.get(node) ?? [])], i: 0 });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.targets.length) {
        const target = frame.targets[frame.i++]!;
        if (!index.has(target)) visit(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && next.get(frame.node)?.has(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

export function describeOffence({ rule, edge }: Offence): string {
  return `${edge.from}:${edge.line} imports '${edge.specifier}' — ${rule}`;
}

/**
 * Node's own globals, used without an import (so no import rule sees them): domain/ runs
 * in the browser too and may use none of them. A name inside a string or right after a dot
 * is text or a property, not the global.
 */
const NODE_GLOBAL = /(?<![\w$.])(Buffer|process|__dirname|__filename|require|global|setImmediate)\b(?=\s*[.([])/g;

/** One-line string literals, blanked like comments. */
const STRING_LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** Each use of a Node global in a source text, as "file:line name". Comments and strings are skipped. */
export function nodeGlobalUses(file: string, text: string): string[] {
  const code = withoutComments(text).replace(STRING_LITERAL, (literal) => literal.replace(/[^\n]/g, ' '));
  return [...code.matchAll(NODE_GLOBAL)].map((match) => `${file}:${code.slice(0, match.index).split('\n').length} ${match[1]}`);
}
