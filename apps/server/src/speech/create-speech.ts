import { availableParallelism } from 'node:os';
import { OfflineSpeech } from './offline/offline-speech.js';
import { SpeechLanes } from './offline/speech-lanes.js';
import { OpenAiSpeech } from './openai/openai-speech.js';
import type { SpeechSynthesizer } from './speech.js';
import { parseVoiceMap } from './voice-map.js';

/**
 * The settings speech reads, as config/env.ts validates them. Spelled out here rather than picked from `Env`,
 * since config/ already reads speech/ (the voice map's rules): speech stays below config.
 */
export interface SpeechSettings {
  SOCRATICA_TTS_PROVIDER: 'offline' | 'openai';
  SOCRATICA_TTS_BASE_URL?: string | undefined;
  SOCRATICA_TTS_API_KEY?: string | undefined;
  SOCRATICA_TTS_MODEL: string;
  SOCRATICA_TTS_VOICE_MAP?: string | undefined;
  SOCRATICA_TTS_TIMEOUT_SECONDS: number;
  SOCRATICA_AI_BASE_URL?: string | undefined;
  SOCRATICA_AI_API_KEY?: string | undefined;
}

/**
 * One lane until measured otherwise: on the shared 2-core machine (load 4–8) two lanes made the benchmark
 * episode slower (29.9 s, speaking 18.9 s) than one (24.0 s, speaking 13.9 s), decision 055; warmed at
 * start, two still took 22.4 s against one lane's 10.0–20.1 s at load 8 (decision 061).
 */
const OFFLINE_SPEECH_LANES = 1;

/** The speech SOCRATICA_TTS_PROVIDER names (DESIGN D11): espeak-ng offline by default. */
export function createSpeech(env: SpeechSettings): SpeechSynthesizer {
  if (env.SOCRATICA_TTS_PROVIDER === 'offline') {
    const lanes = Math.max(1, Math.min(OFFLINE_SPEECH_LANES, availableParallelism()));
    return new SpeechLanes(Array.from({ length: lanes }, () => new OfflineSpeech()));
  }
  const baseUrl = env.SOCRATICA_TTS_BASE_URL ?? env.SOCRATICA_AI_BASE_URL;
  // readEnv refuses this combination; the check keeps a hand-built configuration honest too.
  if (!baseUrl) throw new Error('SOCRATICA_TTS_BASE_URL is required when SOCRATICA_TTS_PROVIDER=openai');
  return new OpenAiSpeech({
    baseUrl,
    apiKey: env.SOCRATICA_TTS_API_KEY ?? env.SOCRATICA_AI_API_KEY,
    model: env.SOCRATICA_TTS_MODEL,
    voiceMap: parseVoiceMap(env.SOCRATICA_TTS_VOICE_MAP),
    timeoutSeconds: env.SOCRATICA_TTS_TIMEOUT_SECONDS,
  });
}
