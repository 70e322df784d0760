import { describe, expect, it } from 'vitest';
import { formatClock, spokenClock } from './clock-format';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [245, '04:05'],
    [1260, '21:00'],
    [7200, '120:00'],
    [-3, '00:00'],
    [59.9, '00:59'],
  ])('%d seconds → %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('spokenClock', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [245, '4 minutes 5 seconds'],
  ])('%d seconds → %s', (seconds, spoken) => {
    expect(spokenClock(seconds)).toBe(spoken);
  });
});
