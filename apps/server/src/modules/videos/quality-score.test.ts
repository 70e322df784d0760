import { describe, expect, it } from 'vitest';
import { durationSeconds } from './iso-duration.js';
import { qualityScore, type QualitySignals } from './quality-score.js';

const video = (overrides: Partial<QualitySignals> = {}): QualitySignals => ({
  title: 'Some video',
  description: '',
  duration: null,
  viewCount: null,
  educationalChannel: false,
  ...overrides,
});

describe('the quality score of a YouTube video', () => {
  it('starts at 3 with nothing known', () => {
    expect(qualityScore(video())).toEqual({ score: 3, reasons: ['starts at 3'] });
  });

  it('gives an educational channel 3 points', () => {
    expect(qualityScore(video({ educationalChannel: true })).score).toBe(6);
  });

  it('prefers 3 to 20 minutes, and penalises shorts under a minute', () => {
    expect(qualityScore(video({ duration: 'PT8M21S' })).score).toBe(5);
    expect(qualityScore(video({ duration: 'PT2M' })).score).toBe(4);
    expect(qualityScore(video({ duration: 'PT35M' })).score).toBe(4);
    expect(qualityScore(video({ duration: 'PT1H30M' })).score).toBe(3);
    expect(qualityScore(video({ duration: 'PT45S' })).score).toBe(0);
  });

  it('counts views on a log scale, at most 2 points', () => {
    expect(qualityScore(video({ viewCount: 999 })).score).toBe(4);
    expect(qualityScore(video({ viewCount: 999_999 })).score).toBe(5);
    expect(qualityScore(video({ viewCount: 2_000_000_000 })).score).toBe(5);
    expect(qualityScore(video({ viewCount: 0 })).score).toBe(3);
  });

  it('rewards a title that reads as teaching, and punishes entertainment', () => {
    expect(qualityScore(video({ title: 'Photosynthesis explained' })).score).toBe(4);
    expect(qualityScore(video({ title: 'Lecture 3: enzymes' })).score).toBe(4);
    expect(qualityScore(video({ title: 'An introduction to tides' })).score).toBe(4);
    expect(qualityScore(video({ title: 'Epic science prank' })).score).toBe(1);
    expect(qualityScore(video({ title: 'Cells', description: 'watch till the end #shorts' })).score).toBe(1);
  });

  it('stays within 0 to 10 and explains itself', () => {
    const best = qualityScore(
      video({ title: 'Tides explained', duration: 'PT10M', viewCount: 5_000_000, educationalChannel: true }),
    );
    expect(best.score).toBe(10);
    expect(best.reasons).toEqual([
      'starts at 3',
      '+3 educational channel',
      '+2 a good length, 3 to 20 minutes',
      '+2 5,000,000 views',
      '+1 the title reads as teaching',
    ]);
    const worst = qualityScore(video({ title: 'funniest memes #shorts', duration: 'PT15S' }));
    expect(worst.score).toBe(0);
  });

  it('keeps a typical lesson from a channel it does not know above the default threshold of 4', () => {
    expect(
      qualityScore(video({ title: 'How do vaccines work?', duration: 'PT7M', viewCount: 20_000 })).score,
    ).toBeGreaterThanOrEqual(4);
    expect(qualityScore(video({ title: 'my day', duration: 'PT2H', viewCount: 200 })).score).toBeLessThan(4);
  });
});

describe('ISO 8601 durations', () => {
  it('reads what YouTube writes', () => {
    expect(durationSeconds('PT8M21S')).toBe(501);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('P1DT2H')).toBe(93_600);
    expect(durationSeconds('PT45S')).toBe(45);
    expect(durationSeconds('P0D')).toBe(0);
  });

  it('refuses what is not a duration', () => {
    expect(durationSeconds(null)).toBeNull();
    expect(durationSeconds('')).toBeNull();
    expect(durationSeconds('P')).toBeNull();
    expect(durationSeconds('PT')).toBeNull();
    expect(durationSeconds('8 minutes')).toBeNull();
  });
});
