/**
 * odds.json, sportsbook home-run prices. Two shapes:
 * (a) `{source, fetchedAt, quotes:[{player, team?, book?, american}]}` (the
 *     flattened The Odds API snapshot's `batter_name` / `bet_over_american` are
 *     accepted for player / american);
 *     a quote may carry the "No" side's price as `noAmerican` (or
 *     `bet_under_american`), which makes its market two-sided;
 * (b) a flat object `{"player name": american}`.
 * American odds are whole numbers with |odds| >= 100 (+350, -120, or strings
 * "+350"). A repeated player + team + book is rejected.
 */
import { LongballError } from '../errors.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { describeJson, isRecord, jsonNumber, jsonText, pick, propertyPath, readJson } from './json-input.ts';
import { RowCollector, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawOddsQuote } from '../inputs/rows.ts';
import { cleanText } from './values.ts';

const EXPECTED = '{source, fetchedAt, quotes:[{player, team?, book?, american, noAmerican?}]} or {"player name": american}';

function americanOdds(value: unknown, field: Field): number {
  const n = jsonNumber(value, field);
  if (n === null) rejectField(field, 'missing odds');
  if (!Number.isInteger(n) || Math.abs(n) < 100)
    rejectField(field, `${JSON.stringify(value)} is not American odds (a whole number, +100 or more, or -100 or less)`);
  return n;
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
    const key = `${quote.player.toLowerCase()}|${quote.team ?? ''}|${(quote.book ?? '').toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) rejectRow(`duplicate quote for ${quote.player}${quote.book ? ` at ${quote.book}` : ''} (first at line ${first()})`);
    seen.set(key, line);
    collector.rows.push(quote);
  };

  if ('quotes' in root) {
    const quotes = root.quotes;
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
        const american = americanOdds(price.value, jsonField(`${path}.${price.name}`));
        const quote: RawOddsQuote = { player: name, team, book: jsonText(item.book, jsonField(`${path}.book`)), american };
        const no = pick(item, ['noAmerican', 'bet_under_american']);
        if (no.value !== undefined && no.value !== null) quote.noAmerican = americanOdds(no.value, jsonField(`${path}.${no.name}`));
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
      keep({ player: name, team: null, book: null, american: americanOdds(value, jsonField(path)) }, line);
    });
  }
  return collector.result('odds-by-player');
}
