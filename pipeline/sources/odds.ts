/**
 * odds.json, sportsbook anytime-HR prices. Two shapes:
 * (a) `{source, fetchedAt, quotes:[{player, team?, mlbamId?, book?, american}]}`
 *     (the flattened The Odds API snapshot's `batter_name` / `bet_over_american`
 *     are accepted for player / american), one quote per player per book;
 *     a quote may carry the "No" side's price as `noAmerican` (or
 *     `bet_under_american`), which makes its market two-sided, and the time the
 *     book last moved it as `updatedAt` (or `last_update`, an ISO instant); a quote
 *     without one is as of the file's `fetchedAt` (when that is an instant);
 * (b) a flat object `{"player name": american}` (one unnamed book).
 * American odds are whole numbers with |odds| >= 100 (+350, -120, or strings
 * "+350"), inside ODDS_BOUNDS (bounds.ts): a price outside, or a two-sided pair
 * whose overround is outside its range, rejects the quote (file, line, column,
 * value). A repeated player (id, else name + team) at one book is rejected.
 */
import { LongballError } from '../errors.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { describeJson, isRecord, jsonId, jsonNumber, jsonText, pick, propertyPath, readJson } from './json-input.ts';
import { RowCollector, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawOddsQuote } from '../inputs/rows.ts';
import { cleanText } from './values.ts';
import { checkBound, ODDS_BOUNDS, type Bound } from './bounds.ts';
import { impliedFromAmerican, overround } from '../../domain/probability/devig.ts';
import { isZonedInstant } from '../../domain/games.ts';

const EXPECTED = '{source, fetchedAt, quotes:[{player, team?, mlbamId?, book?, american, noAmerican?, updatedAt?}]} or {"player name": american}';

const YES_PRICE = ODDS_BOUNDS['anytime-HR Yes price'];
const NO_PRICE = ODDS_BOUNDS['anytime-HR No price'];
const TWO_SIDED_OVERROUND = ODDS_BOUNDS['anytime-HR two-sided overround'];

/** A whole American price, |odds| >= 100, inside `bound`. */
function americanOdds(value: unknown, field: Field, bound: Bound): number {
  const n = jsonNumber(value, field);
  if (n === null) rejectField(field, 'missing odds');
  if (!Number.isInteger(n) || Math.abs(n) < 100)
    rejectField(field, `${JSON.stringify(value)} is not American odds (a whole number, +100 or more, or -100 or less)`);
  return checkBound(n, bound, field);
}

/** The "No" price of a two-sided quote, refused when the pair's overround is not a plausible market's. */
function noSideOdds(value: unknown, field: Field, yes: number): number {
  const no = americanOdds(value, field, NO_PRICE);
  const margin = overround([impliedFromAmerican(yes), impliedFromAmerican(no)]);
  if (margin < TWO_SIDED_OVERROUND.min || margin > TWO_SIDED_OVERROUND.max) {
    rejectField(
      field,
      `${no} against the Yes price ${yes > 0 ? '+' : ''}${yes} is an overround of ${(margin * 100).toFixed(1)} %, outside [${TWO_SIDED_OVERROUND.min * 100} %, ${TWO_SIDED_OVERROUND.max * 100} %]`,
    );
  }
  return no;
}

/** A quote's own time (`updatedAt` or `last_update`): an ISO instant with its zone, else the quote is rejected; null when absent. */
function quoteTime(item: Record<string, unknown>, path: string): string | null {
  const time = pick(item, ['updatedAt', 'last_update']);
  const field = jsonField(`${path}.${time.name}`);
  const text = jsonText(time.value, field);
  if (text === null) return null;
  if (!isZonedInstant(text)) rejectField(field, `${JSON.stringify(time.value)} is not an ISO instant with its zone ("2026-08-21T15:00:00Z")`);
  return text;
}

/** odds.json */
export function parseOdds(file: string, bytes: Uint8Array): ParsedInput<RawOddsQuote> {
  const doc = readJson(file, bytes);
  const root = doc.value;
  if (!isRecord(root)) {
    throw new LongballError('JSON_WRONG_SHAPE', { file, reason: `expected an object, found ${describeJson(root)}`, expected: EXPECTED });
  }
  const collector = new RowCollector<RawOddsQuote>(file);
  /** Where each player + team + book was first quoted (a line, looked up only for an issue). */
  const seen = new Map<string, () => number>();
  const keep = (quote: RawOddsQuote, line: () => number) => {
    const who = quote.mlbamId != null ? `#${quote.mlbamId}` : `${quote.player.toLowerCase()}|${quote.team ?? ''}`;
    const key = `${who}|${(quote.book ?? '').toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) rejectRow(`duplicate quote for ${quote.player}${quote.book ? ` at ${quote.book}` : ''} (first at line ${first()})`);
    seen.set(key, line);
    collector.rows.push(quote);
  };

  if ('quotes' in root) {
    const quotes = root.quotes;
    const fileTime = typeof root.fetchedAt === 'string' && isZonedInstant(root.fetchedAt.trim()) ? root.fetchedAt.trim() : null;
    if (!Array.isArray(quotes)) {
      throw new LongballError('JSON_WRONG_SHAPE', {
        file,
        reason: `"quotes" is ${describeJson(quotes)}, not an array`,
        expected: EXPECTED,
      });
    }
    if (quotes.length === 0) collector.warn('no quotes (the array is empty)');
    quotes.forEach((item, i) => {
      const path = `quotes[${i}]`;
      const line = () => doc.lineOf(path);
      collector.rowsRead++;
      collector.attempt(line, () => {
        if (!isRecord(item)) rejectRow(`${path}: expected a quote object, found ${describeJson(item)}`);
        const player = pick(item, ['player', 'batter_name', 'name']);
        const playerField = jsonField(`${path}.${player.name}`);
        const name = jsonText(player.value, playerField);
        if (name === null) rejectField(playerField, 'empty player name');
        const teamText = jsonText(item.team, jsonField(`${path}.team`));
        const team = teamText === null ? null : normaliseTeam(teamText);
        if (teamText !== null && team === null) rejectField(jsonField(`${path}.team`), `unknown team code "${teamText}"`);
        const price = pick(item, ['american', 'bet_over_american', 'odds', 'price']);
        const american = americanOdds(price.value, jsonField(`${path}.${price.name}`), YES_PRICE);
        const quote: RawOddsQuote = { player: name, team, book: jsonText(item.book, jsonField(`${path}.book`)), american };
        const id = pick(item, ['mlbamId', 'player_id']);
        const mlbamId = jsonId(id.value, jsonField(`${path}.${id.name}`));
        if (mlbamId !== null) quote.mlbamId = mlbamId;
        const no = pick(item, ['noAmerican', 'bet_under_american']);
        if (no.value !== undefined && no.value !== null) quote.noAmerican = noSideOdds(no.value, jsonField(`${path}.${no.name}`), american);
        const updatedAt = quoteTime(item, path) ?? fileTime;
        if (updatedAt !== null) quote.updatedAt = updatedAt;
        keep(quote, line);
      });
    });
    return collector.result('odds-quotes');
  }

  const entries = Object.entries(root);
  if (entries.length === 0) collector.warn('no quotes (the object is empty)');
  for (const [player, value] of entries) {
    const path = propertyPath('', player);
    const line = () => doc.lineOf(path);
    collector.rowsRead++;
    collector.attempt(line, () => {
      const name = cleanText(player);
      if (name === '') rejectField(jsonField(path), 'empty player name');
      if (isRecord(value) || Array.isArray(value)) {
        throw new LongballError('JSON_WRONG_SHAPE', {
          file,
          reason: `property ${path} holds ${describeJson(value)}; a flat odds file maps each player to a number`,
          expected: EXPECTED,
        });
      }
      keep({ player: name, team: null, book: null, american: americanOdds(value, jsonField(path), YES_PRICE) }, line);
    });
  }
  return collector.result('odds-by-player');
}
