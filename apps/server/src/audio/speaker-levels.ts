import type { EpisodeAudioInput } from './episode-audio.js';
import { blockPowers, gatedLoudness } from './loudness-meter.js';
import { PODCAST_LOUDNESS } from './loudness-normaliser.js';

/**
 * The gain (linear) that brings each speaker's turns, measured together with the BS.1770 meter, to the
 * podcast's loudness, so that the two hosts sit at the same level before the mix is normalised: two voices
 * (or two speech providers) can differ by several LU, and the listener would otherwise ride the volume.
 * A speaker with too little audio to measure keeps gain 1.
 */
export function speakerGains(
  input: EpisodeAudioInput,
  targetLufs = PODCAST_LOUDNESS.integratedLufs,
): Map<string, number> {
  // Blocks per turn, gated per speaker: no turn is copied, and no block straddles two speakers.
  const blocks = new Map<string, Float64Array[]>();
  for (const segment of input.segments) {
    for (const turn of segment.turns) {
      const list = blocks.get(turn.speakerLabel) ?? [];
      list.push(blockPowers(turn.samples, input.sampleRate));
      blocks.set(turn.speakerLabel, list);
    }
  }
  const gains = new Map<string, number>();
  for (const [speaker, list] of blocks) {
    const loudness = gatedLoudness(list);
    gains.set(speaker, Number.isFinite(loudness) ? 10 ** ((targetLufs - loudness) / 20) : 1);
  }
  return gains;
}
