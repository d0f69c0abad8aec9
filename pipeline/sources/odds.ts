/**
 * odds.json, sportsbook anytime-HR prices. Two shapes:
 * (a) `{source, fetchedAt, events?:[{id, away, home, commenceTime}], quotes:[{player, team?,
 *     mlbamId?, book?, american, eventId?}]}` (the flattened The Odds API snapshot's
 *     `batter_name` / `bet_over_american` are accepted for player / american, its
 *     `event_id`, `home_team`, `away_team`, `commence_time` for the event), one quote
 *     per player per book per event; a quote may carry the "No" side's price as
 *     `noAmerican` (or `bet_under_american`), which makes its market two-sided, and the
 *     time the book last moved it as `updatedAt` (or `last_update`, an ISO instant); a
 *     quote without one is as of the file's `fetchedAt` (when that is an instant). A
 *     quote's event (the game it prices) is its own `home_team`/`away_team`/
 *     `commence_time` where given, else the `events` entry of its event id; the
 *     build ties it to the schedule's gamePk (core/odds-games.ts);
 * (b) a flat object `{"player name": american}` (one unnamed book, no event).
 * American odds are whole numbers with |odds| >= 100 (+350, -120, or strings
 * "+350"), inside ODDS_BOUNDS (bounds.ts): a price outside, or a two-sided pair
 * whose overround is outside its range, rejects the quote (file, line, column,
 * value), as does an unknown team or a first pitch that is not an instant with its
 * zone. A repeated player (id, else name + team) at one book in one event is rejected.
 */
import { LongballError } from '../errors.ts';
import { normaliseTeam } from '../../domain/teams.ts';
import { describeJson, isRecord, jsonId, jsonNumber, jsonText, pick, propertyPath, readJson } from './json-input.ts';
import { RowCollector, RowRejected, jsonField, rejectField, rejectRow, type Field, type ParsedInput } from './parsed-input.ts';
import type { RawOddsEvent, RawOddsQuote } from '../inputs/rows.ts';
import { isZonedInstant } from '../../domain/games.ts';
import { oddsEventKey } from '../core/odds-games.ts';
import { cleanText } from './values.ts';
import { checkBound, ODDS_BOUNDS, type Bound } from './bounds.ts';
import { impliedFromAmerican, overround } from '../../domain/probability/devig.ts';

const EXPECTED =
  '{source, fetchedAt, events?, quotes:[{player, team?, mlbamId?, book?, american, noAmerican?, updatedAt?, eventId?}]} or {"player name": american}';

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

const EVENT_ID = ['eventId', 'event_id', 'id'] as const;
const HOME = ['homeTeam', 'home_team', 'home'] as const;
const AWAY = ['awayTeam', 'away_team', 'away'] as const;
const COMMENCE = ['commenceTime', 'commence_time'] as const;

/** A team named by an event (code, nickname or full name); an unknown name rejects the field. */
function eventTeam(value: unknown, field: Field): string | null {
  const text = jsonText(value, field);
  if (text === null) return null;
  const team = normaliseTeam(text);
  if (team === null) rejectField(field, `unknown team "${text}"`);
  return team;
}

/** A first pitch: an ISO-8601 instant with its zone (as The Odds API writes `commence_time`). */
function commenceTime(value: unknown, field: Field): string | null {
  const text = jsonText(value, field);
  if (text === null) return null;
  if (!isZonedInstant(text) || Number.isNaN(Date.parse(text))) rejectField(field, `"${text}" is not an instant with its zone`);
  return text;
}

/** One event's fields on a JSON object (an `events` entry, or a quote carrying its own); `ids` the names its id goes by. */
function eventOf(item: Record<string, unknown>, path: string, ids: readonly string[]): RawOddsEvent {
  const field = (name: string) => jsonField(`${path}.${name}`);
  const id = pick(item, ids);
  const away = pick(item, AWAY);
  const home = pick(item, HOME);
  const commence = pick(item, COMMENCE);
  return {
    id: jsonText(id.value, field(id.name)),
    away: eventTeam(away.value, field(away.name)),
    home: eventTeam(home.value, field(home.name)),
    commenceTime: commenceTime(commence.value, field(commence.name)),
  };
}

/** The file's `events` list by id; an entry that cannot be read is a warning, and its quotes keep only their own fields. */
function eventsById(root: Record<string, unknown>, collector: RowCollector<RawOddsQuote>): Map<string, RawOddsEvent> {
  const byId = new Map<string, RawOddsEvent>();
  if (!Array.isArray(root.events)) return byId;
  root.events.forEach((item, i) => {
    try {
      if (!isRecord(item)) rejectRow(`expected an event object, found ${describeJson(item)}`);
      const event = eventOf(item, `events[${i}]`, EVENT_ID);
      if (event.id !== null) byId.set(event.id, event);
    } catch (e) {
      if (!(e instanceof RowRejected)) throw e;
      collector.warn(`events[${i}] is not used: ${e.message}`);
    }
  });
  return byId;
}

/** A quote's event: its own fields, each completed from the `events` entry of its id. */
function quoteEvent(item: Record<string, unknown>, path: string, events: ReadonlyMap<string, RawOddsEvent>): RawOddsEvent | undefined {
  const own = eventOf(item, path, EVENT_ID.slice(0, 2));
  const listed = own.id === null ? undefined : events.get(own.id);
  const event = {
    id: own.id,
    away: own.away ?? listed?.away ?? null,
    home: own.home ?? listed?.home ?? null,
    commenceTime: own.commenceTime ?? listed?.commenceTime ?? null,
  };
  return event.id === null && event.away === null && event.home === null && event.commenceTime === null ? undefined : event;
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
    const key = `${who}|${(quote.book ?? '').toLowerCase()}|${oddsEventKey(quote.event)}`;
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
    const events = eventsById(root, collector);
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
        const event = quoteEvent(item, path, events);
        if (event !== undefined) quote.event = event;
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
