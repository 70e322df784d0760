import { PODCAST_VOICES } from '@socratica/contracts';
import { describe, expect, it } from 'vitest';

import { cohostVoiceFor } from '../cohost-voice.js';
import { ESPEAK_VOICES } from './espeak-voices.js';

describe('the espeak voices', () => {
  it('gives each podcast voice its own variant', () => {
    const names = PODCAST_VOICES.map((voice) => ESPEAK_VOICES[voice].name);
    expect(new Set(names).size).toBe(PODCAST_VOICES.length);
  });

  it.each(PODCAST_VOICES)('pairs %s with a co-host of the other sex, and back', (voice) => {
    const cohost = cohostVoiceFor(voice);
    expect(cohost).not.toBe(voice);
    expect(ESPEAK_VOICES[cohost].female).toBe(!ESPEAK_VOICES[voice].female);
    expect(cohostVoiceFor(cohost)).toBe(voice);
  });
});
