import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';

import { readMpegFrames, readXingTag } from '../../test/mp3-bytes.js';
import { encodeMp3 } from './mp3-encoding.js';
import { withInfoFrame } from './mp3-info-frame.js';

function tone(rate: number, seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.4 * Math.sin((2 * Math.PI * 330 * i) / rate);
  return samples;
}

async function decode(mp3: Uint8Array, enableGapless: boolean) {
  const decoder = new MPEGDecoder({ enableGapless });
  await decoder.ready;
  try {
    return decoder.decode(mp3);
  } finally {
    decoder.free();
  }
}

describe('withInfoFrame', () => {
  // 22,050 Hz is MPEG-2 (espeak's rate; tag at byte 13 of the frame), 44,100 Hz MPEG-1 (byte 21).
  it.each([22050, 24000, 44100])(
    'puts an Info frame at %i Hz in front that states the exact frames, bytes and duration',
    async (rate) => {
      const samples = tone(rate, 2.3);
      const encoded = await encodeMp3(samples, rate);
      const mp3 = withInfoFrame(encoded, samples.length);

      const frames = readMpegFrames(mp3, 0);
      const [info, ...audio] = frames;
      // The encoder itself writes no tag: its first frame is audio.
      expect(readXingTag(encoded, readMpegFrames(encoded, 0)[0]!)).toBeUndefined();
      expect(mp3.subarray(info!.size)).toEqual(encoded);
      // A frame of the stream's own kind, so a decoder that ignores the tag decodes it as one silent frame.
      expect(info).toMatchObject({
        mpeg1: rate === 44100,
        mono: true,
        kbps: 64,
        sampleRate: rate,
        crcProtected: false,
      });
      expect(new Set(audio.map((frame) => frame.kbps))).toEqual(new Set([64]));

      const tag = readXingTag(mp3, info!)!;
      expect(tag.kind).toBe('Info');
      expect(tag.flags & 0x7).toBe(0x7);
      expect(tag.frames).toBe(audio.length);
      expect(tag.bytes).toBe(mp3.length);
      expect(tag.toc).toHaveLength(100);
      expect(tag.toc[0]).toBe(0);
      for (let i = 1; i < 100; i++) expect(tag.toc[i]).toBeGreaterThanOrEqual(tag.toc[i - 1]!);
      expect(Math.abs(tag.toc[50]! - 128)).toBeLessThanOrEqual(3);

      // What a player computes: frames × samples per frame, less LAME's delay and padding, over the rate.
      const spf = info!.samplesPerFrame;
      expect(Math.abs((tag.frames * spf) / rate - samples.length / rate)).toBeLessThan((3 * spf) / rate);
      expect(tag.encoder).toBe('LAME3.100');
      expect(tag.delay).toBe(576);
      expect(tag.frames * spf - tag.delay! - tag.padding!).toBe(samples.length);
    },
  );

  it('still decodes, and a gapless decoder plays exactly the samples encoded', async () => {
    const rate = 22050;
    const samples = tone(rate, 2.3);
    const encoded = await encodeMp3(samples, rate);
    const mp3 = withInfoFrame(encoded, samples.length);

    const plain = await decode(encoded, false);
    const tagged = await decode(mp3, false);
    expect(tagged.errors).toEqual([]);
    // The Info frame is read as a tag, not played: the raw decode is as long as without it.
    expect(Math.abs(tagged.samplesDecoded - plain.samplesDecoded) / rate).toBeLessThan(0.1);
    const gapless = await decode(mp3, true);
    expect(gapless.samplesDecoded).toBe(samples.length);
    // Trimmed to the first sample: the tone starts where it started.
    const channel = gapless.channelData[0]!;
    let error = 0;
    for (let i = rate; i < rate + 1000; i++) error = Math.max(error, Math.abs(channel[i]! - samples[i]!));
    expect(error).toBeLessThan(0.05);
  });

  it('refuses a sample count the frames cannot hold', async () => {
    const samples = tone(22050, 1);
    const encoded = await encodeMp3(samples, 22050);
    expect(() => withInfoFrame(encoded, samples.length * 2)).toThrow(/cannot hold/);
    expect(() => withInfoFrame(encoded.subarray(1), samples.length)).toThrow(/no MP3 frame at byte 0/);
  });
});
