import { beforeAll, describe, expect, it } from 'vitest';

import { decodeMp3 } from '../../test/decode-mp3.js';
import { decodeId3Text, readId3v2, readMpegFrames, readXingTag } from '../../test/mp3-bytes.js';
import type { EpisodeAudioInput } from './episode-audio.js';
import { blockPowers, gatedLoudness, measureLoudness } from './loudness-meter.js';
import { renderEpisodeAudio } from './render-episode-audio.js';

const RATE = 22050;

/** Syllable-like bursts of a voiced tone with some breath noise, deterministic. */
function voice(seconds: number, pitch: number, level: number, seed: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let state = seed;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const t = i / RATE;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 3.5 * t));
    const tone = Math.sin(2 * Math.PI * pitch * t) + 0.4 * Math.sin(2 * Math.PI * 2 * pitch * t);
    samples[i] = level * syllable * (tone + 0.2 * (state / 0x7fffffff - 0.5));
  }
  return samples;
}

const HOST = { pitch: 210, level: 0.04 };
const COHOST = { pitch: 115, level: 0.075 };

function episode(): EpisodeAudioInput {
  const texts = [
    'Welcome back. Today: why is the sky blue?',
    'Because air scatters short wavelengths more than long ones.',
    'So blue light bounces around more?',
    'Exactly, and it reaches us from every direction of the sky.',
  ];
  const turns = (from: number) =>
    texts.map((text, i) => {
      const speaker = i % 2 === 0 ? HOST : COHOST;
      return {
        speakerLabel: i % 2 === 0 ? 'Host' : 'Co-host',
        text,
        samples: voice(2.5 + (i % 3) * 0.5, speaker.pitch, speaker.level, from + i),
      };
    });
  return {
    sampleRate: RATE,
    segments: [{ turns: turns(1) }, { turns: turns(11) }],
    tags: {
      title: 'The “blue” sky, expliqué',
      artist: 'Socratica',
      album: 'Socratica podcasts',
      year: 2026,
      comment: 'An episode about Rayleigh scattering',
      cover: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10),
    },
  };
}

/** Each cue's speaker and span in samples, read back from the WebVTT. */
function cues(webVtt: string): { speaker: string; start: number; end: number }[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  return [...webVtt.matchAll(/([\d:.]+) --> ([\d:.]+)\n<v ([^>]+)>/g)].map((match) => ({
    speaker: match[3]!,
    start: Math.round(seconds(match[1]!) * RATE),
    end: Math.round(seconds(match[2]!) * RATE),
  }));
}

function loudnessBySpeaker(samples: Float32Array, spans: ReturnType<typeof cues>): Map<string, number> {
  const blocks = new Map<string, Float64Array[]>();
  for (const span of spans) {
    const list = blocks.get(span.speaker) ?? [];
    list.push(blockPowers(samples.subarray(span.start, span.end), RATE));
    blocks.set(span.speaker, list);
  }
  return new Map([...blocks].map(([speaker, list]) => [speaker, gatedLoudness(list)]));
}

describe('renderEpisodeAudio', () => {
  let inputGap: number;
  let audio: Awaited<ReturnType<typeof renderEpisodeAudio>>;
  let decoded: Awaited<ReturnType<typeof decodeMp3>>;
  let output: Float32Array;

  beforeAll(async () => {
    const input = episode();
    const before = new Map<string, Float64Array[]>();
    for (const turn of input.segments.flatMap((segment) => segment.turns)) {
      before.set(turn.speakerLabel, [
        ...(before.get(turn.speakerLabel) ?? []),
        blockPowers(turn.samples, RATE),
      ]);
    }
    inputGap = gatedLoudness(before.get('Co-host')!) - gatedLoudness(before.get('Host')!);
    audio = await renderEpisodeAudio(input);
    decoded = await decodeMp3(audio.mp3);
    output = decoded.channelData[0]!;
  });

  it('levels the two hosts to within 1 LU of each other, and the mix to −19 LUFS under −1 dBTP', () => {
    expect(inputGap).toBeGreaterThan(3);
    expect(inputGap).toBeLessThan(6);
    const levels = loudnessBySpeaker(output, cues(audio.webVtt));
    expect(Math.abs(levels.get('Host')! - levels.get('Co-host')!)).toBeLessThanOrEqual(1);
    expect(Math.abs(audio.integratedLufs + 19)).toBeLessThanOrEqual(0.5);
    expect(audio.truePeakDbtp).toBeLessThanOrEqual(-1);
    const heard = measureLoudness(output, RATE);
    expect(Math.abs(heard.integratedLufs + 19)).toBeLessThanOrEqual(1);
  });

  it('starts with the ID3v2.3 tag, then the Info frame, then the audio, in the bytes it returns', () => {
    const tag = readId3v2(audio.mp3);
    const text = (id: string) => {
      const body = tag.frames.find((f) => f.id === id)!.body;
      return decodeId3Text(body[0]!, body.subarray(1));
    };
    expect(text('TIT2')).toBe('The “blue” sky, expliqué');
    expect(text('TPE1')).toBe('Socratica');
    expect(text('TALB')).toBe('Socratica podcasts');
    expect(text('TYER')).toBe('2026');
    expect(tag.frames.map((f) => f.id)).toContain('APIC');

    const [info, ...frames] = readMpegFrames(audio.mp3, tag.audioStart);
    const xing = readXingTag(audio.mp3, info!)!;
    expect(xing.kind).toBe('Info');
    expect(xing.frames).toBe(frames.length);
    expect(xing.bytes).toBe(audio.mp3.length - tag.audioStart);
    const stated = (xing.frames * info!.samplesPerFrame - xing.delay! - xing.padding!) / RATE;
    expect(stated).toBeCloseTo(audio.durationSeconds, 6);
  });

  it('states the real duration, lead-in and lead-out included, and captions where the words are', () => {
    // A gapless decoder plays exactly the mix: every sample of it, no encoder delay, no padding.
    expect(decoded.errors).toEqual([]);
    expect(decoded.samplesDecoded).toBe(Math.round(audio.durationSeconds * RATE));
    const spans = cues(audio.webVtt);
    // The captions are in whole milliseconds.
    const oneMs = RATE / 1000;
    expect(Math.abs(spans[0]!.start - 0.5 * RATE)).toBeLessThanOrEqual(oneMs);
    expect(Math.abs(output.length - spans.at(-1)!.end - 0.5 * RATE)).toBeLessThanOrEqual(oneMs);
    const peak = (from: number, to: number) =>
      output.subarray(from, to).reduce((m, x) => Math.max(m, Math.abs(x)), 0);
    expect(peak(0, 0.45 * RATE)).toBeLessThan(0.01);
    expect(peak(output.length - 0.45 * RATE, output.length)).toBeLessThan(0.01);
    // Inside each pause, away from the MP3's smearing at its edges, there is next to nothing.
    for (let i = 1; i < spans.length; i++) {
      expect(peak(spans[i - 1]!.end + 0.05 * RATE, spans[i]!.start - 0.05 * RATE)).toBeLessThan(0.01);
    }
    const segmentTurns = 4;
    const firstSegment = (spans[segmentTurns - 1]!.end - spans[0]!.start) / RATE;
    expect(audio.segmentSeconds[0]).toBeCloseTo(firstSegment, 3);
  });
});
