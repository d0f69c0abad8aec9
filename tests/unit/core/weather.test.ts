import { describe, expect, it } from 'vitest';
import { temperatureFromWeather, windOutFromWeather } from '../../../pipeline/core/weather.ts';

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

describe('windOutFromWeather', () => {
  it('reads the wind component toward centre field from the weather text', () => {
    expect(windOutFromWeather('81 degrees, Partly Cloudy, wind 15 mph Out To CF')).toBe(15);
    expect(windOutFromWeather('78 degrees, wind 10 mph In From LF')).toBe(-7.1);
    expect(windOutFromWeather('78 degrees, Sunny, wind 16 mph L To R')).toBe(0);
    expect(windOutFromWeather('Roof closed, Calm')).toBe(0);
    expect(windOutFromWeather('75 degrees, clear')).toBeNull();
    expect(windOutFromWeather(null)).toBeNull();
  });
});
