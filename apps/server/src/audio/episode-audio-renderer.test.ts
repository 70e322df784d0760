import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';

import type { EpisodeAudioInput } from './episode-audio.js';
import { renderInWorker } from './episode-audio-renderer.js';
import { measureLoudness } from './loudness-meter.js';

const RATE = 22050;

function voiced(seconds: number, pitch: number, level: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    samples[i] = level * Math.max(0, Math.sin(2 * Math.PI * 3 * t)) * Math.sin(2 * Math.PI * pitch * t);
  }
  return samples;
}

const input = (): EpisodeAudioInput => ({
  sampleRate: RATE,
  segments: [
    {
      turns: [
        { speakerLabel: 'Host', text: 'Welcome to the show.', samples: voiced(3, 200, 0.05) },
        { speakerLabel: 'Co-host', text: 'Glad to be here!', samples: voiced(2, 120, 0.08) },
      ],
    },
    { turns: [{ speakerLabel: 'Host', text: 'Let us begin.', samples: voiced(4, 200, 0.05) }] },
  ],
});

describe('renderInWorker', () => {
  it('mixes, levels to −19 LUFS and encodes in a worker thread, with exact captions', async () => {
    const audio = await renderInWorker(input(), new AbortController().signal);
    // Lead-in 0.5, 3 s, 0.3 after a short reply, 2 s, 0.65 between segments, 4 s, lead-out 0.5.
    expect(audio.durationSeconds).toBeCloseTo(0.5 + 3 + 0.3 + 2 + 0.65 + 4 + 0.5, 3);
    expect(audio.segmentSeconds.map((s) => Number(s.toFixed(3)))).toEqual([5.3, 4]);
    expect(audio.webVtt).toContain('2\n00:00:03.800 --> 00:00:05.800\n<v Co-host>Glad to be here!');
    expect(Math.abs(audio.integratedLufs + 19)).toBeLessThanOrEqual(0.5);
    expect(audio.truePeakDbtp).toBeLessThanOrEqual(-1);

    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(audio.mp3);
    decoder.free();
    expect(decoded.sampleRate).toBe(RATE);
    // The Info frame's delay and padding let the decoder trim the MP3 to the mix itself.
    expect(decoded.samplesDecoded).toBe(Math.round(audio.durationSeconds * RATE));
    expect(Math.abs(measureLoudness(decoded.channelData[0]!, RATE).integratedLufs + 19)).toBeLessThanOrEqual(
      1,
    );
  });

  it('stops the worker when the job is stopped', async () => {
    const stop = new AbortController();
    const rendering = renderInWorker(input(), stop.signal);
    stop.abort(new Error('The server is stopping.'));
    await expect(rendering).rejects.toThrow('The server is stopping.');
  });

  it('refuses to start when already stopped', async () => {
    const stop = new AbortController();
    stop.abort(new Error('stopped'));
    await expect(renderInWorker(input(), stop.signal)).rejects.toThrow('stopped');
  });
});
