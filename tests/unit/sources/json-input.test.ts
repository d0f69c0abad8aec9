import { describe, expect, it } from 'vitest';
import { readJson } from '../../../pipeline/sources/json-input.ts';
import { catchLongball, latin1, utf8 } from './helpers.ts';

describe('readJson', () => {
  it('locates array elements, nested player elements and top-level properties by physical line', () => {
    const text =
      '[\n  {"team": "NYY",\n   "note": "a [tricky] \\"string\\", with {braces}",\n   "players": [\n     {"name": "A"},\n\n     {"name": "B"}]},\n  {"team": "SEA", "players": []}\n]';
    const doc = readJson('lineups.json', utf8(text));
    expect(doc.lineOf('[0]')).toBe(2);
    expect(doc.lineOf('[0].players[0]')).toBe(5);
    expect(doc.lineOf('[0].players[1]')).toBe(7);
    expect(doc.lineOf('[1]')).toBe(8);
    const flat = readJson('odds.json', utf8('{\n"nate holloway": 350,\n"quotes_like": {"x": 1},\n"luis ferran": 725\n}'));
    expect(flat.lineOf('["nate holloway"]')).toBe(2);
    expect(flat.lineOf('["luis ferran"]')).toBe(4);
  });

  it('decodes Latin-1 JSON', () => {
    expect(readJson('bvp.json', latin1('[{"batter": "Luis Ferr\xe1n"}]')).value).toEqual([{ batter: 'Luis Ferrán' }]);
  });

  it('names the line of a syntax error', () => {
    const error = catchLongball(() => readJson('bvp.json', utf8('[\n{"batter": "A"},\n{"batter" "B"}\n]')));
    expect(error.code).toBe('JSON_MALFORMED');
    expect(error.message).toMatch(/^bvp\.json is not valid JSON: .*line 3/);
  });
});
