import { describe, expect, it } from 'vitest';

import {
  integratedLoudness,
  kWeighting,
  measureLoudness,
  TruePeakEnvelope,
  truePeakDbtp,
} from './loudness-meter.js';

function sine(frequency: number, amplitude: number, seconds: number, sampleRate: number, phase = 0) {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase);
  }
  return samples;
}

describe('the BS.1770 meter', () => {
  it('has the standard’s K-weighting coefficients at 48 kHz', () => {
    const [shelf, highPass] = kWeighting(48000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 9);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 9);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 9);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 9);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 9);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 9);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 9);
  });

  it.each([48000, 44100, 24000, 22050])(
    'reads a full-scale 1 kHz sine at %i Hz as −3.01 LUFS, and a −20 dBFS one as −23.01',
    (rate) => {
      expect(integratedLoudness(sine(1000, 1, 5, rate), rate)).toBeCloseTo(-3.01, 1);
      expect(integratedLoudness(sine(1000, 0.1, 5, rate), rate)).toBeCloseTo(-23.01, 1);
    },
  );

  it('gates out silence and near-silence: a tone then a pause reads as the tone alone', () => {
    const rate = 24000;
    // Long enough that the few blocks straddling the edge (which BS.1770 keeps) move the figure by < 0.05 LU.
    const tone = sine(1000, 0.1, 30, rate);
    const withPause = new Float32Array(tone.length * 2);
    withPause.set(tone);
    for (let i = tone.length; i < withPause.length; i++) withPause[i] = (((i * 7919) % 200) / 100 - 1) * 1e-4;
    expect(integratedLoudness(withPause, rate)).toBeCloseTo(integratedLoudness(tone, rate), 1);
  });

  it('gates out the quiet part that sits more than 10 LU under the rest', () => {
    const rate = 24000;
    const loud = sine(1000, 0.5, 30, rate);
    const both = new Float32Array(loud.length * 2);
    both.set(loud);
    both.set(sine(1000, 0.5 / 10 ** (15 / 20), 30, rate), loud.length);
    expect(integratedLoudness(both, rate)).toBeCloseTo(integratedLoudness(loud, rate), 1);
  });

  it('answers −Infinity for silence and for less than one block', () => {
    expect(measureLoudness(new Float32Array(48000), 48000).integratedLufs).toBe(-Infinity);
    expect(integratedLoudness(sine(1000, 1, 0.3, 48000), 48000)).toBe(-Infinity);
  });

  it('reads a −6 dBFS sine’s true peak as −6.02 dBTP', () => {
    expect(truePeakDbtp(sine(997, 0.5, 1, 48000))).toBeCloseTo(-6.02, 1);
  });

  it('finds the peak between samples that the samples themselves miss', () => {
    // At a quarter of the rate, 45° out of phase, every sample sits at ±0.707: the sample peak says −3 dB.
    const samples = sine(12000, 1, 1, 48000, Math.PI / 4);
    let samplePeak = 0;
    for (const x of samples) samplePeak = Math.max(samplePeak, Math.abs(x));
    expect(20 * Math.log10(samplePeak)).toBeCloseTo(-3.01, 1);
    expect(Math.abs(truePeakDbtp(samples))).toBeLessThan(0.3);
  });

  it('keeps the true-peak envelope an upper bound everywhere, exact wherever asked for, also when asked again lower', () => {
    // Bursts of a tone near a quarter of the rate, whose points between samples beat the samples, at two levels.
    const samples = sine(5000, 1, 0.5, 22050, 0.3);
    for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * (i % 2000 < 1000 ? 0.9 : 0.3);
    const exact = new TruePeakEnvelope(samples);
    exact.exactWhereAbove(0);
    const lazy = new TruePeakEnvelope(samples);
    for (const floor of [0.8, 0.25]) {
      lazy.exactWhereAbove(floor);
      let exactPoints = 0;
      const wrong: number[] = [];
      for (let i = 0; i < samples.length; i++) {
        const [value, truth] = [lazy.values[i]!, exact.values[i]!];
        if (value < truth || (value > floor && value !== truth)) wrong.push(i);
        if (value === truth) exactPoints++;
      }
      expect(wrong).toEqual([]);
      // At 0.8 only the loud bursts are filtered; at 0.25 the quiet ones too.
      expect(exactPoints).toBeGreaterThan(floor === 0.8 ? samples.length * 0.4 : samples.length * 0.95);
      expect(exactPoints).toBeLessThan(floor === 0.8 ? samples.length * 0.7 : samples.length + 1);
    }
    expect(lazy.exactWhereAbove(0.5)).toBe(false);
  });
});
