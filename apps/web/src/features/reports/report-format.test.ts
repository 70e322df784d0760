import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, formatPercentile, formatSigned } from './report-format';

describe('report formats', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min'],
    [320, '5 min 20 s'],
    [3725, '62 min 5 s'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows percentages with at most one decimal', () => {
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(82.54)).toBe('82.5%');
  });

  it('signs changes, with a true minus sign', () => {
    expect(formatSigned(35)).toBe('+35');
    expect(formatSigned(-4.5)).toBe('−4.5');
    expect(formatSigned(0.01)).toBe('0');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [82.5, '83rd'],
    [100, '100th'],
  ])('reads percentile %d as %s', (value, ordinal) => {
    expect(formatPercentile(value)).toBe(`${ordinal} percentile`);
  });
});
