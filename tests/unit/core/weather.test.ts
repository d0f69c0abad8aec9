import { describe, expect, it } from 'vitest';
import { HOME_PARKS } from '../../../domain/teams.ts';
import { conditionsOfTexts, PARK_ORIENTATIONS, parkOrientation, temperatureFromWeather, windOfText } from '../../../pipeline/core/weather.ts';

describe('temperature from the weather text (docs/product.md#data-files-and-matching)', () => {
  it.each([
    ['72°F, wind 8 mph', 72],
    ['Partly cloudy, 81 degrees', 81],
    ['Temp: 71.5 F', 71.5],
    ['-3°F, snow', -3],
    ['\u22123 F', -3],
    ['Cold: -3 F', -3],
    ['72-75°F', 72],
    ['wind 8 mph out to CF, 90°F', 90],
    ['Wind 4 mph R To L, 87 degrees', 87],
    ['31°C', 87.8],
    ['Clear, 20 ºC', 68],
  ])('%s -> %d', (text, expected) => {
    expect(temperatureFromWeather(text)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['Dome'], ['Roof closed'], ['wind 4 mph'], ['999 degrees'], ['Humidity 60%']])('%s -> default 70', (text) => {
    expect(temperatureFromWeather(text)).toBe(70);
  });
});

describe('the wind as the model reads it, in the forms MLB, the lineup sites and the forecast write (issue 30)', () => {
  it.each([
    ['81 degrees, Partly Cloudy, wind 15 mph Out To CF', 'out', 15],
    ['8 mph, Out To CF', 'out', 8],
    ['72°F, Partly Cloudy, wind 8 mph, Out To LF', 'out', 8],
    ['Wind 15 mph blowing out to center field', 'out', 15],
    ['wind 12 mph blowing out to right', 'out', 12],
    ['Wind: 9 mph, out to left-center', 'out', 9],
    ['77°F, wind 12 mph out to CF (out), 10% chance of rain', 'out', 12],
    ['78 degrees, wind 10 mph In From LF', 'in', 10],
    ['Wind 11 mph blowing in from left', 'in', 11],
    ['wind 7 mph in from center field', 'in', 7],
    ['Wind 6 mph, blowing in', 'in', 6],
    ['78 degrees, Sunny, wind 16 mph L To R', 'cross', 16],
    ['wind 5 mph R To L', 'cross', 5],
    ['Wind 10 mph left to right', 'cross', 10],
    ['Roof closed, Calm', 'calm', 0],
    ['Wind calm', 'calm', 0],
    ['72 degrees, Clear, wind 0 mph None', 'calm', 0],
    ['Wind 20 km/h Out To CF', 'out', 12.4],
  ])('%s -> %s %d mph', (text, direction, mph) => {
    expect(windOfText(text)).toEqual({ wind: { direction, mph }, warning: null });
  });

  it('"Wind 15 mph blowing out to center field" is a 15 mph wind blowing out, not a 0 mph crosswind', () => {
    expect(windOfText('Wind 15 mph blowing out to center field').wind).toEqual({ direction: 'out', mph: 15 });
  });

  it('a speed whose direction cannot be read gives no wind and a warning, never a crosswind', () => {
    for (const text of ['wind 12 mph', 'Wind 14 mph, Varies', '75°F, wind 9 mph gusting']) {
      const read = windOfText(text);
      expect(read.wind, text).toBeNull();
      expect(read.warning, text).toMatch(/no wind term/);
    }
  });

  it('a text that names no wind gives neither a wind nor a warning', () => {
    for (const text of ['75 degrees, clear', 'Dome (roof closed)', '', null]) expect(windOfText(text)).toEqual({ wind: null, warning: null });
  });

  it("turns a compass wind (where it comes from) to the field with the park's bearing, and warns without one", () => {
    // Wrigley Field, bearing 37: a wind from the SW (225°) blows toward 45°, 8° right of centre: out.
    const wrigley = parkOrientation('Wrigley Field', 'CHC')!.bearing;
    expect(windOfText('wind 15 mph from the SW', wrigley).wind).toEqual({ direction: 'out', mph: 15 });
    // From the NE (45°) it blows toward 225°: in from centre.
    expect(windOfText('NE 10 mph', wrigley).wind).toEqual({ direction: 'in', mph: 10 });
    // From the south-east (135°) toward 315°: 82° left of centre, across (right to left).
    expect(windOfText('Wind 8 mph out of the southeast', wrigley).wind).toEqual({ direction: 'cross', mph: 8 });
    const unknown = windOfText('wind 15 mph from the SW', null);
    expect(unknown.wind).toBeNull();
    expect(unknown.warning).toMatch(/bearing is not known/);
  });
});

describe("a game's conditions from its weather texts and park", () => {
  const wrigley = parkOrientation('Wrigley Field', 'CHC');
  it('reads the temperature and the wind of an open park', () => {
    expect(conditionsOfTexts(['81 degrees, Partly Cloudy, wind 15 mph Out To CF'], wrigley)).toEqual({
      conditions: { indoors: false, temperatureF: 81, wind: { direction: 'out', mph: 15 } },
      notes: [],
    });
  });

  it('a fixed dome, or a roof the text calls closed, is indoors: every weather term neutral', () => {
    expect(conditionsOfTexts(['85°F, wind 12 mph out to CF (out)'], parkOrientation('Tropicana Field', 'TB')).conditions?.indoors).toBe(true);
    expect(conditionsOfTexts(['72 degrees, Roof Closed, wind 0 mph None'], parkOrientation('Chase Field', 'ARI')).conditions?.indoors).toBe(true);
  });

  it("a retractable roof that may be closed (the forecast's text) leaves the weather unknown, with a note; MLB's open-roof text is read", () => {
    const may = conditionsOfTexts(['95°F, wind 8 mph out to CF (out); retractable roof (may be closed)'], parkOrientation('Chase Field', 'ARI'));
    expect(may.conditions).toBeNull();
    expect(may.notes.join()).toMatch(/roof may be closed/);
    expect(conditionsOfTexts(['78 degrees, Sunny, wind 6 mph In From RF'], parkOrientation('T-Mobile Park', 'SEA')).conditions).toEqual({
      indoors: false,
      temperatureF: 78,
      wind: { direction: 'in', mph: 6 },
    });
  });

  it('an unreadable wind keeps the temperature, drops the wind and says why', () => {
    const read = conditionsOfTexts(['75°F, wind 9 mph, Varies'], wrigley);
    expect(read.conditions).toEqual({ indoors: false, temperatureF: 75, wind: null });
    expect(read.notes).toHaveLength(1);
  });
});

describe('the park bearings', () => {
  it("has every club's home park, each bearing a compass angle", () => {
    for (const team of Object.keys(HOME_PARKS))
      expect(
        PARK_ORIENTATIONS.some((p) => p.team === team),
        team,
      ).toBe(true);
    for (const park of PARK_ORIENTATIONS) {
      if (park.bearing === null) continue;
      expect(park.bearing).toBeGreaterThanOrEqual(0);
      expect(park.bearing).toBeLessThan(360);
    }
    expect(parkOrientation('loanDepot park', null)?.team).toBe('MIA');
    expect(parkOrientation(null, 'NYY')?.bearing).toBe(75);
    expect(parkOrientation('London Stadium', 'NYY')).toBeNull();
  });
});
