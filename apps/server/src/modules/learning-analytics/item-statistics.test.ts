import { describe, expect, it } from 'vitest';
import {
  difficulty,
  itemFlags,
  meanWithInterval,
  MIN_ANSWERS_FOR_FLAGS,
  pointBiserial,
} from './item-statistics.js';

describe('meanWithInterval', () => {
  it('is the mean ± 1.96 standard errors (normal approximation)', () => {
    // Mean 50, sample sd √(1000/3) ≈ 18.26 over 4 values: half-width 1.96 · 18.26 / 2 ≈ 17.9.
    expect(meanWithInterval([30, 40, 60, 70])).toEqual({ n: 4, mean: 50, low: 32.1, high: 67.9 });
  });

  it('has no interval below two values, and no mean with none', () => {
    expect(meanWithInterval([80])).toEqual({ n: 1, mean: 80, low: null, high: null });
    expect(meanWithInterval([])).toEqual({ n: 0, mean: null, low: null, high: null });
  });

  it('narrows as n grows, and is a point when the values do not vary', () => {
    const few = meanWithInterval([0, 100]);
    const many = meanWithInterval(Array.from({ length: 100 }, (_, i) => (i % 2) * 100));
    expect(many.high! - many.low!).toBeLessThan(few.high! - few.low!);
    expect(meanWithInterval([0.5, 0.5, 0.5], 3)).toEqual({ n: 3, mean: 0.5, low: 0.5, high: 0.5 });
  });
});

describe('difficulty and point-biserial', () => {
  it('are the share correct and the correlation with the rest score', () => {
    expect(difficulty([1, 0, 1, 1])).toBe(0.75);
    expect(difficulty([])).toBeNull();
    expect(pointBiserial([1, 1, 0, 0], [0.9, 0.8, 0.2, 0.1])).toBeCloseTo(0.99, 2);
    expect(pointBiserial([1, 1, 0, 0], [0.1, 0.2, 0.8, 0.9])).toBeCloseTo(-0.99, 2);
  });

  it('is undefined (null) when the item or the rest does not vary', () => {
    expect(pointBiserial([1, 1, 1], [0.2, 0.5, 0.9])).toBeNull();
    expect(pointBiserial([1, 0, 1], [0.5, 0.5, 0.5])).toBeNull();
    expect(pointBiserial([1], [0.5])).toBeNull();
  });
});

describe('itemFlags', () => {
  const item = {
    answered: MIN_ANSWERS_FOR_FLAGS,
    difficulty: 0.6,
    discrimination: 0.3,
    senseOffTopic: false,
  };

  it('flags negative discrimination, however few the answers', () => {
    expect(itemFlags({ ...item, discrimination: -0.1 })).toEqual(['negative_discrimination']);
    expect(itemFlags({ ...item, answered: 3, discrimination: -0.1 })).toEqual(['negative_discrimination']);
    expect(itemFlags(item)).toEqual([]);
  });

  it('flags nobody or everybody correct from 20 answers on only', () => {
    expect(itemFlags({ ...item, difficulty: 0, discrimination: null })).toEqual(['nobody_correct']);
    expect(itemFlags({ ...item, difficulty: 1, discrimination: null })).toEqual(['everybody_correct']);
    expect(
      itemFlags({ ...item, answered: MIN_ANSWERS_FOR_FLAGS - 1, difficulty: 1, discrimination: null }),
    ).toEqual([]);
  });

  it('flags a key a sense off the topic', () => {
    expect(itemFlags({ ...item, senseOffTopic: true })).toEqual(['sense_off_topic']);
  });
});
