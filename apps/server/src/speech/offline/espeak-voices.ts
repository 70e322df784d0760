import type { PodcastVoice } from '@socratica/contracts';

/** How one podcast voice is spoken by espeak-ng: an American English voice with a variant and its own pitch. */
export interface EspeakVoice {
  /** A voice name with a variant, as `espeak_SetVoiceByName` takes it. */
  name: string;
  female: boolean;
  /** espeak's base pitch, 0–100 (50 is the variant's own). */
  pitch: number;
  /** espeak's pitch range, 0–100: how much the intonation moves. */
  range: number;
}

/** espeak's speaking-rate setting, in its nominal words per minute; the real rate is measured per voice. */
export const ESPEAK_RATE = 165;

/**
 * Six variants, spread in pitch so that no two voices sound alike: median F0 on a spoken sentence was about
 * onyx 85 Hz, echo 103, fable 126, alloy 167, nova 200 and shimmer 248 (`offline-speech.test.ts` keeps that order). The range follows each voice's
 * label in the pickers (onyx "Deep" is the calmest, fable "Expressive" and shimmer "Bright" move the most).
 */
export const ESPEAK_VOICES: Record<PodcastVoice, EspeakVoice> = {
  onyx: { name: 'en-us+m1', female: false, pitch: 38, range: 45 },
  echo: { name: 'en-us+m2', female: false, pitch: 50, range: 55 },
  fable: { name: 'en-us+m3', female: false, pitch: 62, range: 65 },
  alloy: { name: 'en-us+f4', female: true, pitch: 42, range: 50 },
  nova: { name: 'en-us+f2', female: true, pitch: 50, range: 55 },
  shimmer: { name: 'en-us+f3', female: true, pitch: 62, range: 65 },
};
