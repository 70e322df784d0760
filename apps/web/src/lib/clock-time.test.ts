import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './clock-time';

describe('formatMinutesSeconds', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [905, '15:05'],
    [899.6, '15:00'],
    [3_725, '62:05'],
    [-3, '0:00'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});
