import { describe, expect, it } from 'vitest';
import { decodeMp3 as decode } from '../../test/decode-mp3.js';
import { encodeMp3 } from './mp3-encoding.js';

describe('encodeMp3', () => {
  it('encodes mono speech-rate audio at 64 kbit/s that decodes back to the same length and tone', async () => {
    const rate = 24000;
    const seconds = 3;
    const samples = new Float32Array(rate * seconds);
    for (let i = 0; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate);

    const mp3 = await encodeMp3(samples, rate);
    // 64 kbit/s is 8,000 bytes a second, give or take a frame.
    expect(mp3.length).toBeGreaterThan(seconds * 8000 * 0.95);
    expect(mp3.length).toBeLessThan(seconds * 8000 * 1.1);

    const decoded = await decode(mp3);
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(rate);
    // The encoder adds at most a couple of frames of padding.
    expect(decoded.samplesDecoded).toBeGreaterThanOrEqual(samples.length);
    expect(decoded.samplesDecoded).toBeLessThan(samples.length + 4 * 1152);
    const channel = decoded.channelData[0]!;
    let peak = 0;
    for (let i = rate; i < 2 * rate; i++) peak = Math.max(peak, Math.abs(channel[i]!));
    expect(peak).toBeGreaterThan(0.45);
    expect(peak).toBeLessThan(0.55);
  });

  it('refuses a sample rate MP3 cannot carry', async () => {
    await expect(encodeMp3(new Float32Array(10), 23000)).rejects.toThrow(/23000 Hz/);
  });
});
