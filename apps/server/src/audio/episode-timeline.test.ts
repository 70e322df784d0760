import { describe, expect, it } from 'vitest';

import { layOutEpisode } from './episode-timeline.js';
import { writeWebVtt } from './webvtt.js';

const RATE = 1000;
const clip = (seconds: number, value: number) => new Float32Array(Math.round(seconds * RATE)).fill(value);

describe('layOutEpisode', () => {
  const timeline = layOutEpisode({
    sampleRate: RATE,
    segments: [
      {
        turns: [
          { speakerLabel: 'Host', text: 'Welcome.', samples: clip(1, 0.5) },
          { speakerLabel: 'Co-host', text: 'Hello!', samples: clip(2, -0.5) },
        ],
      },
      { turns: [{ speakerLabel: 'Host', text: 'Next part.', samples: clip(1.5, 0.25) }] },
    ],
  });

  it('puts 300 ms between turns and 600 ms between segments', () => {
    expect(timeline.samples.length).toBe((1 + 0.3 + 2 + 0.6 + 1.5) * RATE);
    expect(timeline.turns.map((t) => [t.startSeconds, t.endSeconds])).toEqual([
      [0, 1],
      [1.3, 3.3],
      [3.9, 5.4],
    ]);
    // The pauses are silence and each clip sits where its offsets say.
    expect(timeline.samples[1150]).toBe(0);
    expect(timeline.samples[1300]).toBe(-0.5);
    expect(timeline.samples[3600]).toBe(0);
    expect(timeline.samples[3900]).toBe(0.25);
  });

  it('measures each segment without the pause that separates it from the next', () => {
    expect(timeline.segmentSeconds).toEqual([3.3, 1.5]);
  });

  it('writes WebVTT cues from the exact offsets, with voice tags and escaped text', () => {
    const vtt = writeWebVtt([
      ...timeline.turns,
      { speakerLabel: 'Host', text: 'a < b --> c', startSeconds: 3723.0456, endSeconds: 3724 },
    ]);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n<v Host>Welcome.\n\n')).toBe(true);
    expect(vtt).toContain('2\n00:00:01.300 --> 00:00:03.300\n<v Co-host>Hello!');
    expect(vtt).toContain('4\n01:02:03.046 --> 01:02:04.000\n<v Host>a &lt; b --&gt; c');
  });
});
