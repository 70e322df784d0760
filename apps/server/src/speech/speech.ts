import type { PodcastVoice } from '@socratica/contracts';

/**
 * Text to speech, at the level a podcast needs (DESIGN D11): one turn of dialogue in one of the six voice
 * names, as mono PCM. Two adapters: `offline/` (espeak-ng compiled to WebAssembly, run in a worker thread)
 * and `openai/` (any OpenAI-compatible `/v1/audio/speech`, such as OpenAI, Kokoro-FastAPI or Piper).
 */
export interface SpeechSynthesizer {
  readonly provider: 'offline' | 'openai';
  /** The speaking rate that script lengths are planned with (DESIGN §6). */
  wordsPerMinute(voice: PodcastVoice): number;
  /** The voice that answers the host: always a contrasting one. */
  cohostVoice(hostVoice: PodcastVoice): PodcastVoice;
  /** How many turns it speaks at once, so that a job may ask for the next ones early; one when unset. */
  readonly parallelTurns?: number;
  /**
   * True when it keeps its own queue of turns, so that a job may hand it one turn more than it speaks at
   * once: it then never waits while the job stores the last clip and reports its progress.
   */
  readonly queuesTurns?: boolean;
  /**
   * Readies it before the first job (espeak-ng's JavaScript is optimised only once it has run), so the first
   * episode after a start does not pay for that. Never rejects; a failure is met again by the first turn.
   */
  warm?(): Promise<void>;
  /**
   * Speaks one turn. It throws a SpeechError when the provider fails; `retryable` says whether one more
   * try could help (network errors and 5xx yes, 4xx no).
   */
  speak(request: SpeechRequest, signal: AbortSignal): Promise<SpeechClip>;
  close(): Promise<void>;
}

export interface SpeechRequest {
  text: string;
  voice: PodcastVoice;
}

export interface SpeechClip {
  sampleRate: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
}

export class SpeechError extends Error {
  constructor(
    /** What the episode's job shows: the provider's own error text when it gave one. */
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SpeechError';
  }
}
