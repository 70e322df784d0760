import { describe, expect, it } from 'vitest';
import { TransferRate } from './transfer-rate.js';

describe('TransferRate', () => {
  it('knows no speed from one sample, nor a time left without a total', () => {
    const rate = new TransferRate();
    rate.sample(1_000, 500);
    expect(rate.bytesPerSecond()).toBeNull();
    rate.sample(2_000, 1_500);
    expect(rate.secondsLeft(1_500, null)).toBeNull();
  });

  it('averages over the last few seconds only, so a slowing network shows in the speed and the time left', () => {
    const rate = new TransferRate(5_000);
    // 10 MB/s for 10 s, then 1 MB/s for 10 s.
    for (let second = 0; second <= 10; second++) rate.sample(second * 1000, second * 10_000_000);
    for (let second = 11; second <= 20; second++) {
      rate.sample(second * 1000, 100_000_000 + (second - 10) * 1_000_000);
    }
    expect(rate.bytesPerSecond()).toBe(1_000_000);
    expect(rate.secondsLeft(110_000_000, 170_000_000)).toBe(60);
  });

  it('slows to nothing while no bytes arrive, and says no time left', () => {
    const rate = new TransferRate(5_000);
    for (let second = 0; second <= 5; second++) rate.sample(second * 1000, second * 1_000_000);
    expect(rate.bytesPerSecond(5_000)).toBe(1_000_000);
    expect(rate.bytesPerSecond(7_000)).toBe(600_000);
    expect(rate.bytesPerSecond(20_000)).toBe(0);
    expect(rate.secondsLeft(5_000_000, 10_000_000, 20_000)).toBeNull();
  });

  it('rounds the time left up and never below zero', () => {
    const rate = new TransferRate();
    rate.sample(0, 0);
    rate.sample(1000, 3);
    expect(rate.secondsLeft(3, 10)).toBe(3);
    expect(rate.secondsLeft(12, 10)).toBe(0);
  });
});
