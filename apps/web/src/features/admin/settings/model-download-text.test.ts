import { describe, expect, it } from 'vitest';
import { formatBytes, formatTimeLeft, progressLine } from './model-download-text';

describe('the download’s figures in words', () => {
  it('gives sizes in the units models are published in', () => {
    expect(formatBytes(2_497_276_032)).toBe('2.5 GB');
    expect(formatBytes(840_200_000)).toBe('840.2 MB');
    expect(formatBytes(150_000)).toBe('150 KB');
    expect(formatBytes(512)).toBe('512 bytes');
  });

  it('rounds the time left to what a person plans with', () => {
    expect(formatTimeLeft(42)).toBe('less than a minute left');
    expect(formatTimeLeft(60)).toBe('about 1 minute left');
    expect(formatTimeLeft(155)).toBe('about 3 minutes left');
    expect(formatTimeLeft(3_600)).toBe('about 1 hour left');
    expect(formatTimeLeft(3_900)).toBe('about 1 hour 5 minutes left');
    expect(formatTimeLeft(7_500)).toBe('about 2 hours 5 minutes left');
  });

  it('leaves out what is not known, and the speed once nothing runs', () => {
    const progress = { bytes: 1_200_000_000, total: null, bytes_per_second: 8_400_000, seconds_left: null };
    expect(progressLine(progress, true)).toBe('1.2 GB so far · 8.4 MB/s');
    expect(progressLine({ ...progress, total: 2_500_000_000, seconds_left: 155 }, false)).toBe(
      '1.2 GB of 2.5 GB',
    );
  });
});
