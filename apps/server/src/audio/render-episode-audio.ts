import type { EpisodeAudio, EpisodeAudioInput } from './episode-audio.js';
import { layOutEpisode } from './episode-timeline.js';
import { normaliseLoudness } from './loudness-normaliser.js';
import { encodeMp3 } from './mp3-encoding.js';
import { writeWebVtt } from './webvtt.js';

/** The whole mix, in the thread that calls it: the worker in production, the test directly. */
export async function renderEpisodeAudio(input: EpisodeAudioInput): Promise<EpisodeAudio> {
  const timeline = layOutEpisode(input);
  const levelled = normaliseLoudness(timeline.samples, input.sampleRate);
  const mp3 = await encodeMp3(levelled.samples, input.sampleRate);
  return {
    mp3,
    durationSeconds: timeline.samples.length / input.sampleRate,
    segmentSeconds: timeline.segmentSeconds,
    webVtt: writeWebVtt(timeline.turns),
    integratedLufs: levelled.integratedLufs,
    truePeakDbtp: levelled.truePeakDbtp,
  };
}
