import { describe, expect, it } from 'vitest';

import { int16ChunksToFloat32, trimSilence } from './pcm-samples.js';

describe('int16ChunksToFloat32', () => {
  it('joins the chunks and scales full range to [-1, 1]', () => {
    const samples = int16ChunksToFloat32([Int16Array.of(0, 16384), Int16Array.of(-32768, 32767)]);
    expect(Array.from(samples)).toEqual([0, 0.5, -1, 32767 / 32768]);
  });
});

describe('trimSilence', () => {
  const sampleRate = 1000;
  const clip = (leading: number, sound: number, trailing: number) =>
    Float32Array.from([
      ...new Array<number>(leading).fill(0),
      ...new Array<number>(sound).fill(0.5),
      ...new Array<number>(trailing).fill(0.001),
    ]);

  it('keeps 50 ms of silence on each side of the sound', () => {
    const trimmed = trimSilence(clip(300, 100, 400), sampleRate);
    expect(trimmed.length).toBe(50 + 100 + 50);
    expect(trimmed[49]).toBe(0);
    expect(trimmed[50]).toBe(0.5);
    expect(trimmed[149]).toBe(0.5);
    expect(trimmed[150]).toBeCloseTo(0.001);
  });

  it('leaves short edges as they are', () => {
    expect(trimSilence(clip(10, 100, 20), sampleRate).length).toBe(130);
  });

  it('returns an empty clip for silence', () => {
    expect(trimSilence(clip(100, 0, 100), sampleRate).length).toBe(0);
  });
});
