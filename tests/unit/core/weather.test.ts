import { describe, expect, it } from 'vitest';
import { temperatureFromWeather } from '../../../pipeline/core/weather.ts';

describe('temperature from the weather text (spec part 1 §3)', () => {
  it.each([
    ['72°F, wind 8 mph', 72],
    ['Partly cloudy, 81 degrees', 81],
    ['Temp: 71.5 F', 71.5],
    ['-3°F, snow', -3],
    ['\u22123 F', -3],
    ['Cold: -3 F', -3],
    ['72-75°F', 72],
    ['wind 8 mph out to CF, 90°F', 8],
  ])('%s -> %d', (text, expected) => {
    expect(temperatureFromWeather(text)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['Dome'], ['Roof closed']])('%s -> default 70', (text) => {
    expect(temperatureFromWeather(text)).toBe(70);
  });
});
