import type { Worker } from 'node:worker_threads';

import type { PodcastVoice } from '@socratica/contracts';

import { startWorkerThread } from '../../lib/worker-thread.js';
import { SpeechError, type SpeechClip, type SpeechRequest, type SpeechSynthesizer } from '../speech.js';
import type { EspeakReply, EspeakRequest, EspeakWorkerData } from './espeak-protocol.js';
import { cohostVoiceFor } from '../cohost-voice.js';

/**
 * espeak's real words per minute at rate 165, per voice: `MEASUREMENT_PROSE` (338 words of ordinary English,
 * in `measurement-prose.fixture.ts`) spoken as one clip per voice through this adapter, edges trimmed, words
 * divided by the clip's minutes. espeak runs about 16 % faster than its nominal rate on such prose, and each
 * variant a little differently, so the nominal 165 would plan scripts too short. Re-measure after changing a
 * voice's settings; `offline-speech.test.ts` checks one voice against its figure.
 */
export const MEASURED_WORDS_PER_MINUTE: Record<PodcastVoice, number> = {
  onyx: 191,
  echo: 192,
  fable: 196,
  alloy: 190,
  nova: 190,
  shimmer: 194,
};

/**
 * What a warm-up speaks, in a male and a female voice: statements, a question, numbers and a year, so the
 * paths an episode's turns take have all run (and been optimised) before the first job. About 2 × 12 s of
 * audio; decision 061 measured how much of the warm-up this takes off the first episode.
 */
const WARM_UP_TEXT =
  'So, what happens to the light a leaf catches? Most of it is turned into sugar, and in 1921 a team measured ' +
  'about 62 grams of carbon in a single day. That surprised them; they had expected less than half of that.';
const WARM_UP_VOICES: readonly PodcastVoice[] = ['fable', 'nova'];

interface QueuedTurn {
  id: number;
  request: SpeechRequest;
  signal: AbortSignal;
  resolve: (clip: SpeechClip) => void;
  reject: (error: unknown) => void;
  stopListening: () => void;
  settled: boolean;
}

export interface OfflineSpeechOptions {
  /** Starts the worker; tests put a failing one in its place. */
  startWorker?: (workerData: EspeakWorkerData) => Worker;
}

/**
 * The offline adapter (DESIGN D11): espeak-ng as WebAssembly in one worker thread, started on the first turn.
 * Turns queue here and reach the worker one at a time; a turn aborted while queued never reaches it, and one
 * aborted while spoken is stopped between espeak's audio chunks. A worker that dies fails only its current
 * turn, as retryable, and the next turn starts a fresh one.
 */
export class OfflineSpeech implements SpeechSynthesizer {
  readonly provider = 'offline' as const;
  readonly queuesTurns = true;
  private readonly startWorker: (workerData: EspeakWorkerData) => Worker;
  private readonly cancel = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  private readonly queue: QueuedTurn[] = [];
  private worker: Worker | undefined;
  private speaking: QueuedTurn | undefined;
  private lastId = 0;
  private closed = false;

  constructor(options: OfflineSpeechOptions = {}) {
    this.startWorker =
      options.startWorker ??
      ((workerData) => startWorkerThread(new URL('./espeak.worker.js', import.meta.url), { workerData }));
  }

  wordsPerMinute(voice: PodcastVoice): number {
    return MEASURED_WORDS_PER_MINUTE[voice];
  }

  cohostVoice(hostVoice: PodcastVoice): PodcastVoice {
    return cohostVoiceFor(hostVoice);
  }

  speak(request: SpeechRequest, signal: AbortSignal): Promise<SpeechClip> {
    if (this.closed)
      return Promise.reject(new SpeechError('The offline speech synthesizer is closed.', false));
    if (signal.aborted) return Promise.reject(abortReason(signal));
    return new Promise<SpeechClip>((resolve, reject) => {
      const turn: QueuedTurn = {
        id: ++this.lastId,
        request: { text: request.text, voice: request.voice },
        signal,
        resolve,
        reject,
        stopListening: () => signal.removeEventListener('abort', onAbort),
        settled: false,
      };
      const onAbort = () => this.abort(turn);
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(turn);
      this.speakNext();
    });
  }

  async warm(): Promise<void> {
    const never = new AbortController().signal;
    await Promise.all(
      WARM_UP_VOICES.map((voice) => this.speak({ text: WARM_UP_TEXT, voice }, never).catch(() => undefined)),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = new SpeechError('The offline speech synthesizer was closed.', false);
    for (const turn of this.queue.splice(0)) this.settle(turn, () => turn.reject(closing));
    if (this.speaking) this.settle(this.speaking, (turn) => turn.reject(closing));
    this.speaking = undefined;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private speakNext(): void {
    if (this.speaking || this.closed) return;
    const turn = this.queue.shift();
    if (!turn) {
      // An idle worker must not keep the process alive: a server or script that forgets close() still exits.
      this.worker?.unref();
      return;
    }
    let worker: Worker;
    try {
      worker = this.worker ?? this.spawn();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failure = new SpeechError(`The speech worker could not start: ${reason}`, false, {
        cause: error,
      });
      this.settle(turn, () => turn.reject(failure));
      this.speakNext();
      return;
    }
    this.speaking = turn;
    worker.ref();
    const message: EspeakRequest = { id: turn.id, ...turn.request };
    worker.postMessage(message);
  }

  private spawn(): Worker {
    Atomics.store(new Int32Array(this.cancel), 0, 0);
    const worker = this.startWorker({ cancel: this.cancel });
    worker.on('message', (reply: EspeakReply) => this.receive(worker, reply));
    worker.on('error', (error) => this.lose(worker, `The speech worker failed: ${error.message}`));
    worker.on('exit', (code) => this.lose(worker, `The speech worker stopped (exit code ${code}).`));
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, reply: EspeakReply): void {
    const turn = this.speaking;
    if (worker !== this.worker || !turn || turn.id !== reply.id) return;
    this.speaking = undefined;
    if ('samples' in reply) {
      this.settle(turn, () => turn.resolve({ sampleRate: reply.sampleRate, samples: reply.samples }));
    } else if ('error' in reply) {
      this.settle(turn, () => turn.reject(new SpeechError(`espeak-ng: ${reply.error}`, false)));
      // After a failure inside WebAssembly its memory cannot be trusted: the next turn gets a fresh worker.
      this.worker = undefined;
      void worker.terminate();
    }
    this.speakNext();
  }

  private lose(worker: Worker, message: string): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    const turn = this.speaking;
    this.speaking = undefined;
    if (turn) this.settle(turn, () => turn.reject(new SpeechError(message, true)));
    this.speakNext();
  }

  private abort(turn: QueuedTurn): void {
    const queued = this.queue.indexOf(turn);
    if (queued >= 0) this.queue.splice(queued, 1);
    // The worker stops at its next audio chunk and answers `cancelled`; the queue moves on then.
    else if (this.speaking === turn) Atomics.store(new Int32Array(this.cancel), 0, turn.id);
    this.settle(turn, () => turn.reject(abortReason(turn.signal)));
  }

  /** Settles a turn once: whatever comes later (an abort after the answer, an answer after an abort) is moot. */
  private settle(turn: QueuedTurn, outcome: (turn: QueuedTurn) => void): void {
    if (turn.settled) return;
    turn.settled = true;
    turn.stopListening();
    outcome(turn);
  }
}

/** Rejects as fetch does: with the signal's reason, which `AbortController.abort()` makes an AbortError. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The speech request was aborted.', 'AbortError');
}
