import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

import { PODCAST_VOICES, type PodcastVoice } from '@socratica/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startWorkerThread } from '../../lib/worker-thread.js';
import { SpeechError, type SpeechClip } from '../speech.js';
import type { EspeakReply, EspeakRequest } from './espeak-protocol.js';
import { ESPEAK_VOICES } from './espeak-voices.js';
import { MEASUREMENT_PROSE } from './measurement-prose.fixture.js';
import { MEASURED_WORDS_PER_MINUTE, OfflineSpeech } from './offline-speech.js';

const SENTENCE = 'Welcome back to the show. Today we are talking about how people learn new things.';
const never = () => new AbortController().signal;
const wordCount = (text: string) => text.trim().split(/\s+/).length;
const seconds = (clip: SpeechClip) => clip.samples.length / clip.sampleRate;

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** The median pitch of a clip's loud, periodic frames, by normalised autocorrelation over 60–450 Hz. */
function medianPitch({ samples, sampleRate }: SpeechClip): number {
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.02);
  const [minLag, maxLag] = [Math.floor(sampleRate / 450), Math.ceil(sampleRate / 60)];
  const energy = (start: number) => {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += samples[i]! ** 2;
    return sum;
  };
  const starts: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) starts.push(start);
  const loudest = Math.max(...starts.map(energy));
  const pitches: number[] = [];
  for (const start of starts) {
    const own = energy(start);
    if (own < loudest * 0.05) continue;
    let [best, bestLag] = [0, 0];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let [product, shifted] = [0, 0];
      for (let i = start; i < start + frame; i++) {
        product += samples[i]! * samples[i + lag]!;
        shifted += samples[i + lag]! ** 2;
      }
      const correlation = product / Math.sqrt(own * shifted + 1e-12);
      if (correlation > best) [best, bestLag] = [correlation, lag];
    }
    if (best > 0.6) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)]!;
}

describe('OfflineSpeech', () => {
  // One synthesizer for the file: loading the WebAssembly build is the slow part. Its worker is watched so
  // the tests can see what reached it, what it answered and when it ended.
  const sent: EspeakRequest[] = [];
  const replies: EspeakReply[] = [];
  const workers: Worker[] = [];
  let speech: OfflineSpeech;

  beforeAll(() => {
    speech = new OfflineSpeech({
      startWorker: (workerData) => {
        const worker = startWorkerThread(new URL('./espeak.worker.js', import.meta.url), { workerData });
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: EspeakRequest) => {
          sent.push(message);
          post(message);
        };
        worker.on('message', (reply: EspeakReply) => replies.push(reply));
        workers.push(worker);
        return worker;
      },
    });
  });
  afterAll(() => speech.close());

  it('speaks a sentence as an audible clip of plausible length', async () => {
    const clip = await speech.speak({ text: SENTENCE, voice: 'nova' }, never());
    expect(clip.sampleRate).toBe(22050);
    const perWord = seconds(clip) / wordCount(SENTENCE);
    expect(perWord).toBeGreaterThan(0.25);
    expect(perWord).toBeLessThan(0.6);
    expect(rms(clip.samples)).toBeGreaterThan(0.02);
    expect(Math.max(...clip.samples.map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('trims the silence espeak puts around a turn to 50 ms', async () => {
    const { samples, sampleRate } = await speech.speak({ text: SENTENCE, voice: 'echo' }, never());
    const audible = (sample: number) => Math.abs(sample) > 0.004;
    const leading = samples.findIndex(audible) / sampleRate;
    const trailing = (samples.length - 1 - samples.findLastIndex(audible)) / sampleRate;
    expect(leading).toBeLessThanOrEqual(0.051);
    expect(trailing).toBeLessThanOrEqual(0.051);
  });

  it('gives the six voices six different pitches, low to high as intended', async () => {
    const pitch = new Map<PodcastVoice, number>();
    for (const voice of PODCAST_VOICES) {
      pitch.set(voice, medianPitch(await speech.speak({ text: SENTENCE, voice }, never())));
    }
    const lowToHigh = [...pitch.entries()].sort(([, a], [, b]) => a - b);
    expect(lowToHigh.map(([voice]) => voice)).toEqual(['onyx', 'echo', 'fable', 'alloy', 'nova', 'shimmer']);
    for (let i = 1; i < lowToHigh.length; i++) {
      // Neighbours at least 8 % apart: well above what the ear needs to tell two voices apart.
      expect(lowToHigh[i]![1] / lowToHigh[i - 1]![1]).toBeGreaterThan(1.08);
    }
    for (const [voice, hertz] of pitch) {
      if (ESPEAK_VOICES[voice].female) expect(hertz).toBeGreaterThan(150);
      else expect(hertz).toBeLessThan(140);
    }
  });

  it('speaks at the measured words per minute', async () => {
    const clip = await speech.speak({ text: MEASUREMENT_PROSE, voice: 'fable' }, never());
    const wordsPerMinute = wordCount(MEASUREMENT_PROSE) / (seconds(clip) / 60);
    expect(speech.wordsPerMinute('fable')).toBe(MEASURED_WORDS_PER_MINUTE.fable);
    expect(Math.abs(wordsPerMinute / MEASURED_WORDS_PER_MINUTE.fable - 1)).toBeLessThan(0.05);
  });

  it('speaks numbers, symbols and markup-like text without failing', async () => {
    const text =
      'In 2024, 42% of 3.14 <b>bold</b> & "quoted" claims cost $5 — see #1 @home, 1/2 + 2 = 2.5! 🙂';
    const clip = await speech.speak({ text, voice: 'alloy' }, never());
    expect(seconds(clip)).toBeGreaterThan(3);
    expect(rms(clip.samples)).toBeGreaterThan(0.02);
  });

  it('answers an empty turn with an empty clip', async () => {
    const clip = await speech.speak({ text: '  ', voice: 'onyx' }, never());
    expect(clip.samples.length).toBe(0);
  });

  it('rejects a turn whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(speech.speak({ text: SENTENCE, voice: 'nova' }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('drops a queued turn that is aborted, stops one being spoken, and speaks the next', async () => {
    const spoken = new AbortController();
    const queued = new AbortController();
    const sentBefore = sent.length;
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'spoken',
        (error: unknown) => error,
      );
    const long = failure(speech.speak({ text: MEASUREMENT_PROSE, voice: 'shimmer' }, spoken.signal));
    const waiting = failure(
      speech.speak({ text: 'This never reaches the worker.', voice: 'echo' }, queued.signal),
    );
    const next = speech.speak({ text: SENTENCE, voice: 'shimmer' }, never());
    queued.abort();
    spoken.abort();

    expect(await waiting).toMatchObject({ name: 'AbortError' });
    expect(await long).toMatchObject({ name: 'AbortError' });
    const clip = await next;
    expect(seconds(clip) / wordCount(SENTENCE)).toBeGreaterThan(0.25);
    const reached = sent.slice(sentBefore).map((request) => request.text);
    expect(reached).toEqual([MEASUREMENT_PROSE, SENTENCE]);
    const longId = sent[sentBefore]!.id;
    expect(replies.find((reply) => reply.id === longId)).toEqual({ id: longId, cancelled: true });
  });

  it('ends its worker on close, failing the turn it was speaking, and refuses turns afterwards', async () => {
    let worker: Worker | undefined;
    const closing = new OfflineSpeech({
      startWorker: (workerData) => {
        worker = startWorkerThread(new URL('./espeak.worker.js', import.meta.url), { workerData });
        return worker;
      },
    });
    await closing.speak({ text: 'One turn.', voice: 'nova' }, never());
    const interrupted = closing.speak({ text: MEASUREMENT_PROSE, voice: 'nova' }, never()).catch((e) => e);
    const exited = once(worker!, 'exit');
    await closing.close();
    await exited;
    expect(await interrupted).toBeInstanceOf(SpeechError);
    await expect(closing.speak({ text: 'Another.', voice: 'nova' }, never())).rejects.toThrow(/closed/);
  });
});

describe('OfflineSpeech warmed before its first turn', () => {
  it('speaks its warm-up in the worker, and a turn asked meanwhile waits behind it', async () => {
    const sent: EspeakRequest[] = [];
    let worker: Worker | undefined;
    const warmed = new OfflineSpeech({
      startWorker: (workerData) => {
        worker = startWorkerThread(new URL('./espeak.worker.js', import.meta.url), { workerData });
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: EspeakRequest) => {
          sent.push(message);
          post(message);
        };
        return worker;
      },
    });
    try {
      const warming = warmed.warm();
      const clip = await warmed.speak({ text: 'The first turn.', voice: 'onyx' }, never());
      await warming;
      expect(clip.samples.length).toBeGreaterThan(0);
      // Two warm-up turns (a male and a female voice), then the job's.
      expect(sent.map((request) => request.voice)).toEqual(['fable', 'nova', 'onyx']);
    } finally {
      const exited = once(worker!, 'exit');
      await warmed.close();
      await exited;
    }
  });

  it('resolves when the worker cannot start, and ends a warm-up cut short by close', async () => {
    const broken = new OfflineSpeech({
      startWorker: () => new Worker("throw new Error('no voice data');", { eval: true }),
    });
    await expect(broken.warm()).resolves.toBeUndefined();
    await broken.close();

    let worker: Worker | undefined;
    const closing = new OfflineSpeech({
      startWorker: (workerData) => {
        worker = startWorkerThread(new URL('./espeak.worker.js', import.meta.url), { workerData });
        return worker;
      },
    });
    const warming = closing.warm();
    const exited = once(worker!, 'exit');
    await closing.close();
    await exited;
    await expect(warming).resolves.toBeUndefined();
  });
});

describe('OfflineSpeech when its worker dies', () => {
  it('fails the turn as retryable and starts a fresh worker for the next', async () => {
    let started = 0;
    const speech = new OfflineSpeech({
      startWorker: () => {
        started++;
        return new Worker(
          "require('node:worker_threads').parentPort.once('message', () => process.exit(3));",
          { eval: true },
        );
      },
    });
    try {
      for (const turn of [1, 2]) {
        const failure = await speech.speak({ text: `Turn ${turn}.`, voice: 'nova' }, never()).catch((e) => e);
        expect(failure).toBeInstanceOf(SpeechError);
        expect(failure).toMatchObject({ retryable: true, message: expect.stringMatching(/exit code 3/) });
      }
      expect(started).toBe(2);
    } finally {
      await speech.close();
    }
  });

  it('fails the turn as retryable when the worker cannot start', async () => {
    const speech = new OfflineSpeech({
      startWorker: () => new Worker("throw new Error('no voice data');", { eval: true }),
    });
    try {
      await expect(speech.speak({ text: 'Hello.', voice: 'nova' }, never())).rejects.toMatchObject({
        retryable: true,
        message: expect.stringMatching(/no voice data/),
      });
    } finally {
      await speech.close();
    }
  });

  it('fails every turn, without retry, when the worker module cannot be started', async () => {
    const speech = new OfflineSpeech({
      startWorker: () => {
        throw new Error('No worker module at file:///nowhere.js');
      },
    });
    try {
      for (const turn of [1, 2]) {
        const failure = await speech.speak({ text: `Turn ${turn}.`, voice: 'nova' }, never()).catch((e) => e);
        expect(failure).toBeInstanceOf(SpeechError);
        expect(failure).toMatchObject({
          retryable: false,
          message: expect.stringMatching(/No worker module/),
        });
      }
    } finally {
      await speech.close();
    }
  });
});
