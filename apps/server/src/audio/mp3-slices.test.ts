import { describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../test/decode-mp3.js';
import { encodeMp3 } from './mp3-encoding.js';
import { withInfoFrame } from './mp3-info-frame.js';
import { encodeMp3InSlices, silentCuts } from './mp3-slices.js';

const RATE = 22050;

/** Speech-like bursts (a gliding tone under a syllable envelope) with a silent pause every `every` seconds. */
function bursts(seconds: number, every: number, pause: number): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    if (t % every > every - pause) continue;
    const syllable = Math.sin(Math.PI * ((t * 4) % 1)) ** 2;
    samples[i] = 0.4 * syllable * Math.sin(2 * Math.PI * (180 + 60 * Math.sin(t)) * t);
  }
  return samples;
}

/** Signal-to-error ratio of the decoded stream against the samples, in dB. */
function fidelityDb(decoded: Float32Array, samples: Float32Array, from = 0, to = samples.length): number {
  let signal = 0;
  let error = 0;
  for (let i = from; i < to; i++) {
    signal += samples[i]! ** 2;
    error += (decoded[i]! - samples[i]!) ** 2;
  }
  return 10 * Math.log10(signal / error);
}

describe('encodeMp3InSlices', () => {
  it('cuts only inside a pause, at a frame boundary, with silence around the cut', () => {
    const samples = bursts(60, 7, 0.3);
    const [cut] = silentCuts(samples, RATE, 2);
    expect(cut).toBeDefined();
    expect(cut! % 576).toBe(0);
    expect(cut!).toBeGreaterThanOrEqual(30 * RATE);
    for (let i = cut! - 2257; i < cut! + 1152; i++) expect(samples[i]).toBe(0);
    // No pause long enough, or too short to be worth it: no cut.
    expect(silentCuts(bursts(60, 7, 0.05), RATE, 2)).toEqual([]);
    expect(silentCuts(bursts(30, 7, 0.3), RATE, 2)).toEqual([]);
  });

  it('glues slices encoded apart into one valid stream that decodes as one encoder’s does', async () => {
    const samples = bursts(60, 7, 0.3);
    const [cut] = silentCuts(samples, RATE, 2);
    const whole = await encodeMp3(samples, RATE);
    const sliced = await encodeMp3InSlices(samples, RATE, 2);
    expect(sliced).not.toEqual(whole);

    const one = await decodeMp3(withInfoFrame(whole, samples.length));
    const glued = await decodeMp3(withInfoFrame(sliced, samples.length));
    expect(glued.errors).toEqual([]);
    // The same number of frames, so the same length after the Info frame's trim, each sample in its place.
    expect(sliced.length).toBeGreaterThan(whole.length - 420);
    expect(sliced.length).toBeLessThan(whole.length + 420);
    expect(glued.samplesDecoded).toBe(samples.length);
    const around = [cut! - RATE, cut! + RATE] as const;
    const oneDb = fidelityDb(one.channelData[0]!, samples, ...around);
    expect(oneDb).toBeGreaterThan(10);
    expect(fidelityDb(glued.channelData[0]!, samples, ...around)).toBeGreaterThan(oneDb - 1);
    expect(fidelityDb(glued.channelData[0]!, samples)).toBeGreaterThan(
      fidelityDb(one.channelData[0]!, samples) - 0.5,
    );
  });

  it('encodes in one piece where no pause allows a cut', async () => {
    const samples = bursts(45, 7, 0.05);
    expect(await encodeMp3InSlices(samples, RATE, 2)).toEqual(await encodeMp3(samples, RATE));
  });
});
