/**
 * Can a guest rebuild today's premium ranking? Pure: the caller reads every file a guest can
 * fetch from a configured build (the client output: pages, JSON, JS bundles) and the premium
 * projections the build left out.
 *
 * The guest's reconstruction, done as a determined visitor would:
 *  - today's hitters from any JSON document holding games with both lineups (lineups.json):
 *    name, team, batting order, the game's temperature and venue;
 *  - the park factor of that venue from any document listing parks (park-factors.json);
 *  - every other model input from any object in any JSON document (the .json files, the JSON
 *    props of the pages' islands, inline JSON scripts) that names one of today's hitters
 *    (`name`, with its `team` when it has one) and carries a key of the spec model's features
 *    (HR_MODEL_FEATURE_KEYS) or of the calculator's factors (CALCULATOR_WEIGHT_KEYS) with a number, in the object itself or an object inside it
 *    (calculator.json's `factors`);
 *  - each hitter scored twice with the weights that ship in the JS: the spec model
 *    (hrProbability) and the calculator at its default weights (calculatorScore), each ranked
 *    best first (ties by name); the test holds the better of the two against the premium list.
 *
 * Per-batter stats are the inputs other than the lineup's batting order and the game's park and
 * temperature, which a guest reads on the free lineups and park pages anyway.
 *
 * Chance level: the overlap of two top-10 lists drawn at random from N hitters is
 * hypergeometric; `chanceLimit` is the smallest overlap that a random draw reaches with
 * probability at most 1 %.
 */
import { CALCULATOR_WEIGHT_KEYS } from '../../domain/contracts/calculator-keys.ts';
import { calculatorScore, type CalculatorFactors } from '../../domain/scoring/calculator.ts';
import { hrProbability, type ModelFeatures } from '../../domain/scoring/spec-model.ts';
import { CALCULATOR_DEFAULT_WEIGHTS, HR_MODEL_FEATURE_KEYS } from '../../domain/spec-constants.ts';

export interface GuestFile {
  path: string;
  content: string;
}

export interface RankedHitter {
  name: string;
  team: string;
  score: number | null;
}

export interface Reconstruction {
  hitters: number;
  /** Hitters for whom at least one per-batter stat was found. */
  withStats: number;
  /** Per model feature: how many hitters got a value from the guest's files. */
  found: Partial<Record<FeatureKey, number>>;
  /** The JS bundles that name at least ten of today's hitters (a bundle carrying a slate's rows). */
  bundlesNamingHitters: string[];
  /** Ranked by the spec model and by the calculator at its default weights. */
  rankings: { specModel: RankedHitter[]; calculator: RankedHitter[] };
}

/** A feature of the spec model or a factor of the calculator. */
type FeatureKey = (typeof HR_MODEL_FEATURE_KEYS)[number] | (typeof CALCULATOR_WEIGHT_KEYS)[number];
const FEATURE_KEYS: readonly string[] = [...new Set<string>([...HR_MODEL_FEATURE_KEYS, ...CALCULATOR_WEIGHT_KEYS])];

const GAME_LEVEL = new Set<FeatureKey>(['battingOrder', 'parkFactor', 'temperature']);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const keyOf = (name: string, team: string) => `${fold(name)}|${team}`;

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(quot|apos|amp|lt|gt));/gi;
const NAMED: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' };
const decode = (text: string) =>
  text.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
    dec !== undefined ? String.fromCodePoint(Number(dec)) : hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name!.toLowerCase()]!,
  );

/** Astro's island props: every value is [type, value]; 0 a plain value, 1 an array of such pairs. */
function astroProps(value: Json): Json {
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number') {
    const [type, inner] = value as [number, Json];
    if (type === 1 && Array.isArray(inner)) return inner.map(astroProps);
    return astroProps(inner);
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, astroProps(v)]));
  return value;
}

function tryParse(text: string): Json | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every JSON document a guest can read: the .json files, island props and inline JSON scripts. */
export function jsonDocuments(files: readonly GuestFile[]): Json[] {
  const docs: Json[] = [];
  for (const file of files) {
    if (/\.json$/i.test(file.path)) {
      const doc = tryParse(file.content);
      if (doc !== undefined) docs.push(doc);
    } else if (/\.html?$/i.test(file.path)) {
      for (const match of file.content.matchAll(/<astro-island\b[^>]*?\sprops="([^"]*)"/g)) {
        const doc = tryParse(decode(match[1]!));
        if (doc !== undefined) docs.push(astroProps(doc));
      }
      for (const match of file.content.matchAll(/<script\b[^>]*type=["']?application\/(?:ld\+)?json[^>]*>([\s\S]*?)<\/script>/gi)) {
        const doc = tryParse(match[1]!);
        if (doc !== undefined) docs.push(doc);
      }
    }
  }
  return docs;
}

function walk(value: Json, visit: (object: Record<string, Json>) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isObject(value)) {
    visit(value);
    for (const inner of Object.values(value)) walk(inner, visit);
  }
}

interface Slot {
  name: string;
  team: string;
  features: Partial<Record<FeatureKey, number>>;
}

function hittersFrom(docs: readonly Json[]): Map<string, Slot> {
  const parks = new Map<string, number>();
  for (const doc of docs)
    walk(doc, (o) => {
      if (typeof o.venue === 'string' && typeof o.parkFactor === 'number' && !('players' in o)) parks.set(o.venue, o.parkFactor);
    });
  const hitters = new Map<string, Slot>();
  for (const doc of docs)
    walk(doc, (game) => {
      if (!isObject(game.away) || !isObject(game.home)) return;
      for (const side of [game.away, game.home]) {
        if (typeof side.team !== 'string' || !Array.isArray(side.players)) continue;
        for (const player of side.players) {
          if (!isObject(player) || typeof player.name !== 'string') continue;
          const features: Slot['features'] = {};
          if (typeof player.battingOrder === 'number') features.battingOrder = player.battingOrder;
          if (typeof game.temperature === 'number') features.temperature = game.temperature;
          const park = typeof game.venue === 'string' ? parks.get(game.venue) : undefined;
          if (park !== undefined) features.parkFactor = park;
          hitters.set(keyOf(player.name, side.team), { name: player.name, team: side.team, features });
        }
      }
    });
  return hitters;
}

/** The model features an object carries itself or in an object inside it (not in lists). */
function featuresOf(object: Record<string, Json>, depth = 0): Partial<Record<FeatureKey, number>> {
  const out: Partial<Record<FeatureKey, number>> = {};
  for (const [key, value] of Object.entries(object)) {
    if (FEATURE_KEYS.includes(key) && typeof value === 'number' && Number.isFinite(value)) {
      out[key as FeatureKey] = value;
    } else if (isObject(value) && depth < 2) Object.assign(out, { ...featuresOf(value, depth + 1), ...out });
  }
  return out;
}

export function reconstructRanking(files: readonly GuestFile[]): Reconstruction {
  const docs = jsonDocuments(files);
  const hitters = hittersFrom(docs);
  const byName = new Map<string, Slot[]>();
  for (const slot of hitters.values()) byName.set(fold(slot.name), [...(byName.get(fold(slot.name)) ?? []), slot]);
  const withStats = new Set<string>();
  const found: Reconstruction['found'] = {};

  for (const doc of docs)
    walk(doc, (object) => {
      if (typeof object.name !== 'string') return;
      const named = byName.get(fold(object.name)) ?? [];
      const slot = typeof object.team === 'string' ? hitters.get(keyOf(object.name, object.team)) : named.length === 1 ? named[0] : undefined;
      if (!slot) return;
      for (const [key, value] of Object.entries(featuresOf(object)) as [FeatureKey, number][]) {
        if (key in slot.features) continue;
        slot.features[key] = value;
        if (!GAME_LEVEL.has(key)) withStats.add(keyOf(slot.name, slot.team));
      }
    });
  for (const slot of hitters.values()) for (const key of Object.keys(slot.features) as FeatureKey[]) found[key] = (found[key] ?? 0) + 1;

  const names = [...hitters.values()].map((slot) => slot.name);
  const bundlesNamingHitters = files
    .filter((file) => /\.m?js$/i.test(file.path))
    .filter((file) => names.filter((name) => file.content.includes(name)).length >= 10)
    .map((file) => file.path);

  const rank = (score: (slot: Slot) => number | null): RankedHitter[] =>
    [...hitters.values()]
      .map((slot) => ({ name: slot.name, team: slot.team, score: score(slot) }))
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name));
  const pick = <K extends FeatureKey>(slot: Slot, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, slot.features[key] ?? null]));
  const rankings = {
    specModel: rank((slot) => hrProbability(pick(slot, HR_MODEL_FEATURE_KEYS) as ModelFeatures)),
    calculator: rank((slot) => calculatorScore(pick(slot, CALCULATOR_WEIGHT_KEYS) as CalculatorFactors, CALCULATOR_DEFAULT_WEIGHTS)),
  };
  return { hitters: hitters.size, withStats: withStats.size, found, bundlesNamingHitters, rankings };
}

/** How many of `top` (name|team keys) are among the first `top.length` of the ranking. */
export function overlap(ranking: readonly RankedHitter[], top: readonly { name: string; team: string }[]): number {
  const wanted = new Set(top.map((h) => keyOf(h.name, h.team)));
  return ranking.slice(0, top.length).filter((h) => wanted.has(keyOf(h.name, h.team))).length;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The smallest overlap of two random `size`-lists out of `population` reached with probability <= 1 %. */
export function chanceLimit(population: number, size: number, probability = 0.01): number {
  const total = choose(population, size);
  for (let k = 0; k <= size; k++) {
    let tail = 0;
    for (let j = k; j <= size; j++) tail += (choose(size, j) * choose(population - size, size - j)) / total;
    if (tail <= probability) return k;
  }
  return size + 1;
}
