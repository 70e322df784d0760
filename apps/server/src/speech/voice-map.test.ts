import { describe, expect, it } from 'vitest';

import { cohostVoiceFor } from './cohost-voice.js';
import { parseVoiceMap, providerVoice } from './voice-map.js';
import { PODCAST_VOICES } from '@socratica/contracts';

describe('parseVoiceMap', () => {
  it('maps names to the provider’s voices and leaves the rest as they are', () => {
    const map = parseVoiceMap(' nova = af_nova , onyx=am_onyx,');
    expect(providerVoice(map, 'nova')).toBe('af_nova');
    expect(providerVoice(map, 'onyx')).toBe('am_onyx');
    expect(providerVoice(map, 'echo')).toBe('echo');
    expect(parseVoiceMap(undefined)).toEqual({});
  });

  it.each([
    ['nova', /not name=voice/],
    ['nova=a=b', /not name=voice/],
    ['robot=x', /not one of the voice names/],
    ['nova=a,nova=b', /mapped twice/],
  ])('refuses %s with a sentence that says what to fix', (text, message) => {
    expect(() => parseVoiceMap(text)).toThrow(message);
  });
});

describe('cohostVoiceFor', () => {
  it('pairs every voice with a different one, both ways', () => {
    for (const voice of PODCAST_VOICES) {
      const cohost = cohostVoiceFor(voice);
      expect(cohost).not.toBe(voice);
      expect(cohostVoiceFor(cohost)).toBe(voice);
    }
  });
});
