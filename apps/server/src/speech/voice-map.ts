import { PODCAST_VOICES, type PodcastVoice } from '@socratica/contracts';

export type VoiceMap = Partial<Record<PodcastVoice, string>>;

/**
 * Reads SOCRATICA_TTS_VOICE_MAP (`nova=af_nova,onyx=am_onyx`): the provider's voice for each of the six
 * names, so Kokoro or Piper can stand in for OpenAI. It throws with a sentence that says what to fix.
 */
export function parseVoiceMap(text: string | undefined): VoiceMap {
  const map: VoiceMap = {};
  if (!text?.trim()) return map;
  for (const entry of text.split(',')) {
    if (!entry.trim()) continue;
    const [name, voice, ...rest] = entry.split('=').map((part) => part.trim());
    if (!name || !voice || rest.length > 0) {
      throw new Error(`“${entry.trim()}” is not name=voice; write e.g. nova=af_nova,onyx=am_onyx.`);
    }
    if (!(PODCAST_VOICES as readonly string[]).includes(name)) {
      throw new Error(`“${name}” is not one of the voice names ${PODCAST_VOICES.join(', ')}.`);
    }
    if (map[name as PodcastVoice]) throw new Error(`The voice “${name}” is mapped twice.`);
    map[name as PodcastVoice] = voice;
  }
  return map;
}

/** The provider's voice for a name: mapped, or the name itself (OpenAI's own voices have these names). */
export const providerVoice = (map: VoiceMap, voice: PodcastVoice): string => map[voice] ?? voice;
