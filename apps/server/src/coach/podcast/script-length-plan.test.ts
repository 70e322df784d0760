import { describe, expect, it } from 'vitest';
import { measuredWordsPerMinute, planEpisode, plannedWords, wordCount } from './script-length-plan.js';

describe('planEpisode', () => {
  it('frames a 5-minute episode with half-minute ends and one body, words at the voice rate', () => {
    expect(planEpisode(5, 170)).toEqual([
      { role: 'intro', minutes: 0.5, words: 85 },
      { role: 'body', minutes: 4, words: 680 },
      { role: 'wrap_up', minutes: 0.5, words: 85 },
    ]);
  });

  it('gives a 30-minute episode three-minute ends and six bodies of four minutes', () => {
    const plan = planEpisode(30, 150);
    expect(plan.map((s) => s.role)).toEqual(['intro', ...Array(6).fill('body'), 'wrap_up']);
    expect(plan[0]).toEqual({ role: 'intro', minutes: 3, words: 450 });
    expect(plan[1]).toEqual({ role: 'body', minutes: 4, words: 600 });
  });

  it('plans words that add up to minutes × rate, within rounding', () => {
    for (const minutes of [5, 10, 15, 20, 25, 30]) {
      const plan = planEpisode(minutes, 169);
      expect(Math.abs(plannedWords(plan) - minutes * 169)).toBeLessThanOrEqual(plan.length);
      expect(plan.reduce((sum, s) => sum + s.minutes, 0)).toBeCloseTo(minutes, 0);
    }
  });
});

describe('measuredWordsPerMinute', () => {
  it('is the words over the measured minutes, and the fallback without a measurement', () => {
    expect(measuredWordsPerMinute(340, 120, 169)).toBe(170);
    expect(measuredWordsPerMinute(0, 120, 169)).toBe(169);
    expect(measuredWordsPerMinute(100, 0, 169)).toBe(169);
  });
});

describe('wordCount', () => {
  it('counts words split by any whitespace', () => {
    expect(wordCount('  one two\nthree\tfour ')).toBe(4);
    expect(wordCount('')).toBe(0);
  });
});
