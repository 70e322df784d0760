import type { PodcastVoice } from '@socratica/contracts';
import { providerText } from '../../lib/provider-error-text.js';
import { cohostVoiceFor } from '../cohost-voice.js';
import { SpeechError, type SpeechClip, type SpeechRequest, type SpeechSynthesizer } from '../speech.js';
import { providerVoice, type VoiceMap } from '../voice-map.js';
import { splitForSpeech } from './speech-chunks.js';
import { readWav } from './wav.js';

export interface OpenAiSpeechSettings {
  /** Ends in /v1; `/audio/speech` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  voiceMap: VoiceMap;
  timeoutSeconds: number;
}

/** DESIGN §6: people, and OpenAI's voices, speak about 150 words a minute. */
const OPENAI_WORDS_PER_MINUTE = 150;

/**
 * Speech from any OpenAI-compatible `/v1/audio/speech` (OpenAI, Kokoro-FastAPI, Piper's servers), asked for
 * WAV so the sample rate travels with the audio. Long turns go in several requests, split at sentences.
 */
export class OpenAiSpeech implements SpeechSynthesizer {
  readonly provider = 'openai' as const;

  constructor(private readonly settings: OpenAiSpeechSettings) {}

  wordsPerMinute(): number {
    return OPENAI_WORDS_PER_MINUTE;
  }

  cohostVoice(hostVoice: PodcastVoice): PodcastVoice {
    return cohostVoiceFor(hostVoice);
  }

  async speak(request: SpeechRequest, signal: AbortSignal): Promise<SpeechClip> {
    const clips: SpeechClip[] = [];
    for (const text of splitForSpeech(request.text))
      clips.push(await this.speakChunk(text, request.voice, signal));
    if (clips.length === 0) throw new SpeechError('There was nothing to speak in this turn.', false);
    const sampleRate = clips[0]!.sampleRate;
    if (clips.some((clip) => clip.sampleRate !== sampleRate)) {
      throw new SpeechError('The speech provider answered one turn at two sample rates.', false);
    }
    const samples = new Float32Array(clips.reduce((sum, clip) => sum + clip.samples.length, 0));
    let at = 0;
    for (const clip of clips) {
      samples.set(clip.samples, at);
      at += clip.samples.length;
    }
    return { sampleRate, samples };
  }

  async close(): Promise<void> {}

  private async speakChunk(input: string, voice: PodcastVoice, signal: AbortSignal): Promise<SpeechClip> {
    const { baseUrl, apiKey, model, voiceMap, timeoutSeconds } = this.settings;
    const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
    const combined = AbortSignal.any([signal, timeout]);
    let response: Response;
    let body: Uint8Array;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}/audio/speech`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, input, voice: providerVoice(voiceMap, voice), response_format: 'wav' }),
        signal: combined,
      });
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (signal.aborted) throw error;
      if (timeout.aborted) {
        throw new SpeechError(`The speech provider did not answer within ${timeoutSeconds} s.`, true, {
          cause: error,
        });
      }
      const why =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new SpeechError(
        `The speech provider could not be reached or cut its answer short (${why}).`,
        true,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      const said = providerText(new TextDecoder().decode(body)) ?? response.statusText;
      throw new SpeechError(
        `The speech provider answered ${response.status}: ${said}`,
        response.status >= 500,
      );
    }
    try {
      return readWav(body);
    } catch (error) {
      // A cut stream often arrives as a short or broken file: another try can help.
      throw new SpeechError(
        `The speech provider’s audio could not be read: ${(error as Error).message}.`,
        true,
        {
          cause: error,
        },
      );
    }
  }
}
