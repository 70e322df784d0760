import { describe, expect, it } from 'vitest';

import { layOutEpisode } from './episode-timeline.js';
import { writeWebVtt } from './webvtt.js';

const RATE = 1000;
const clip = (seconds: number, value: number) => new Float32Array(Math.round(seconds * RATE)).fill(value);

describe('layOutEpisode', () => {
  const input = () => ({
    sampleRate: RATE,
    segments: [
      {
        turns: [
          { speakerLabel: 'Host', text: 'So what is light?', samples: clip(1, 0.5) },
          { speakerLabel: 'Co-host', text: 'Waves, and particles.', samples: clip(2, -0.5) },
          { speakerLabel: 'Co-host', text: 'Both at once.', samples: clip(0.5, -0.25) },
        ],
      },
      { turns: [{ speakerLabel: 'Host', text: 'Next part.', samples: clip(1.5, 0.25) }] },
    ],
  });
  const timeline = layOutEpisode(input());

  it('starts after half a second, pauses by the text between turns, and ends with half a second', () => {
    // 0.5 lead-in; 0.25 after a question handed over; 0.4 when the same host goes on; 0.65 between segments.
    expect(timeline.turns.map((t) => [t.startSeconds, t.endSeconds])).toEqual([
      [0.5, 1.5],
      [1.75, 3.75],
      [4.15, 4.65],
      [5.3, 6.8],
    ]);
    expect(timeline.samples.length).toBe(7.3 * RATE);
    // The pauses are silence and each clip sits where its offsets say.
    expect(timeline.samples[499]).toBe(0);
    expect(timeline.samples[500]).toBe(0.5);
    expect(timeline.samples[1600]).toBe(0);
    expect(timeline.samples[1750]).toBe(-0.5);
    expect(timeline.samples[5000]).toBe(0);
    expect(timeline.samples[5300]).toBe(0.25);
    expect(timeline.samples[6799]).toBe(0.25);
    expect(timeline.samples[6800]).toBe(0);
  });

  it('measures each segment without the lead-in, the lead-out or the pause before the next one', () => {
    expect(timeline.segmentSeconds).toEqual([4.15, 1.5]);
  });

  it('starts each segment’s chapter at its first turn, after the lead-in or the pause before it', () => {
    expect(timeline.segmentStartSeconds).toEqual([0.5, 5.3]);
  });

  it('scales each speaker’s turns by that speaker’s gain', () => {
    const scaled = layOutEpisode(input(), new Map([['Co-host', 2]]));
    expect(scaled.samples[500]).toBe(0.5);
    expect(scaled.samples[1750]).toBe(-1);
    expect(scaled.samples[4200]).toBe(-0.5);
    expect(scaled.turns).toEqual(timeline.turns);
  });

  it('writes WebVTT cues from the exact offsets, with voice tags and escaped text', () => {
    const vtt = writeWebVtt([
      ...timeline.turns,
      { speakerLabel: 'Host', text: 'a < b --> c', startSeconds: 3723.0456, endSeconds: 3724 },
    ]);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.500\n<v Host>So what is light?\n\n')).toBe(
      true,
    );
    expect(vtt).toContain('2\n00:00:01.750 --> 00:00:03.750\n<v Co-host>Waves, and particles.');
    expect(vtt).toContain('5\n01:02:03.046 --> 01:02:04.000\n<v Host>a &lt; b --&gt; c');
  });
});
