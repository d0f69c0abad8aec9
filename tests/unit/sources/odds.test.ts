import { describe, expect, it } from 'vitest';
import { parseOdds } from '../../../pipeline/sources/odds.ts';
import { utf8 } from './helpers.ts';

describe('parseOdds', () => {
  it('reads the quotes shape with "+350" strings and negative prices, each price as of the file\'s fetch time', () => {
    const json = `{"source": "examplebook", "fetchedAt": "2026-06-14T16:00:00Z", "quotes": [
  {"player": "Nate Holloway", "team": "NYY", "book": "BookA", "american": "+350"},
  {"player": "Nate Holloway", "team": "NYY", "book": "BookB", "american": 340},
  {"player": "Ramón Quiñones", "american": -120}
]}`;
    const parsed = parseOdds('odds.json', utf8(json));
    expect(parsed.format).toBe('odds-quotes');
    expect(parsed.rejected).toEqual([]);
    const at = '2026-06-14T16:00:00Z';
    expect(parsed.rows).toEqual([
      { player: 'Nate Holloway', team: 'NYY', book: 'BookA', american: 350, updatedAt: at },
      { player: 'Nate Holloway', team: 'NYY', book: 'BookB', american: 340, updatedAt: at },
      { player: 'Ramón Quiñones', team: null, book: null, american: -120, updatedAt: at },
    ]);
  });

  it("keeps a quote's own time (updatedAt or The Odds API's last_update) over the file's, and rejects a time that is not an instant", () => {
    const json = `{"fetchedAt": "2026-06-14T16:00:00Z", "quotes": [
  {"player": "Nate Holloway", "book": "BookA", "american": 350, "updatedAt": "2026-06-14T15:42:10Z"},
  {"player": "Nate Holloway", "book": "BookB", "american": 340, "last_update": "2026-06-14T11:02:00-04:00"},
  {"player": "Luis Ferran", "book": "BookA", "american": 500, "updatedAt": "yesterday"}
]}`;
    const parsed = parseOdds('odds.json', utf8(json));
    expect(parsed.rows.map((row) => row.updatedAt)).toEqual(['2026-06-14T15:42:10Z', '2026-06-14T11:02:00-04:00']);
    expect(parsed.rejected.map((r) => r.column)).toEqual(['quotes[2].updatedAt']);
  });

  it('keeps the "No" side of a two-sided quote', () => {
    const json = `{"quotes": [
  {"player": "Nate Holloway", "american": 300, "noAmerican": -400},
  {"player": "Luis Ferran", "bet_over_american": 450, "bet_under_american": "-700"},
  {"player": "Ramón Quiñones", "american": 500, "noAmerican": 50}
]}`;
    const parsed = parseOdds('odds.json', utf8(json));
    expect(parsed.rows).toEqual([
      { player: 'Nate Holloway', team: null, book: null, american: 300, noAmerican: -400 },
      { player: 'Luis Ferran', team: null, book: null, american: 450, noAmerican: -700 },
    ]);
    expect(parsed.rejected.map((r) => r.column)).toEqual(['quotes[2].noAmerican']);
  });

  it('reads the flat {"player": american} shape', () => {
    const parsed = parseOdds('odds.json', utf8('{"nate holloway": 350, "luis ferran": "+725"}'));
    expect(parsed.format).toBe('odds-by-player');
    expect(parsed.rows).toEqual([
      { player: 'nate holloway', team: null, book: null, american: 350 },
      { player: 'luis ferran', team: null, book: null, american: 725 },
    ]);
  });
});
