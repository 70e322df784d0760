import { describe, expect, it } from 'vitest';

import { measureLoudness } from './loudness-meter.js';
import { normaliseLoudness } from './loudness-normaliser.js';

const RATE = 24000;

/** Deterministic speech-like audio: syllable bursts of noisy tones, pauses, and a few sharp clicks. */
function speechLike(level: number, seconds = 20): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    const syllable =
      Math.max(0, Math.sin(2 * Math.PI * 4 * t)) * (Math.sin(2 * Math.PI * 0.3 * t) > -0.6 ? 1 : 0);
    const voice =
      Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t) + 0.3 * (random() - 0.5);
    samples[i] = level * syllable * voice;
  }
  for (let click = 1; click < seconds; click += 3) samples[click * RATE] = Math.min(1, level * 8);
  return samples;
}

describe('normaliseLoudness', () => {
  it('brings speech to −19 LUFS with its true peak at most −1 dBTP, and says what it measured', () => {
    const result = normaliseLoudness(speechLike(0.3), RATE);
    const measured = measureLoudness(result.samples, RATE);
    expect(measured.integratedLufs).toBeCloseTo(result.integratedLufs, 5);
    expect(measured.truePeakDbtp).toBeCloseTo(result.truePeakDbtp, 5);
    expect(Math.abs(result.integratedLufs + 19)).toBeLessThanOrEqual(0.5);
    expect(result.truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  it('raises very quiet speech, limiting its clicks instead of letting them clip', () => {
    const result = normaliseLoudness(speechLike(0.005), RATE);
    expect(Math.abs(result.integratedLufs + 19)).toBeLessThanOrEqual(0.5);
    expect(result.truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  it('leaves audio already at the target nearly as it was', () => {
    const once = normaliseLoudness(speechLike(0.2), RATE);
    const twice = normaliseLoudness(once.samples, RATE);
    let largest = 0;
    for (let i = 0; i < once.samples.length; i++) {
      largest = Math.max(largest, Math.abs(twice.samples[i]! - once.samples[i]!));
    }
    expect(largest).toBeLessThan(0.02);
    expect(Math.abs(twice.integratedLufs + 19)).toBeLessThanOrEqual(0.5);
  });

  it('returns silence as silence', () => {
    const result = normaliseLoudness(new Float32Array(RATE), RATE);
    expect(result.integratedLufs).toBe(-Infinity);
    expect(result.samples.every((x) => x === 0)).toBe(true);
  });
});
