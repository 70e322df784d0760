import { concatBytes } from './concat-bytes.js';
import type { EpisodeAudio, EpisodeAudioInput } from './episode-audio.js';
import { layOutEpisode } from './episode-timeline.js';
import { id3v2Tag } from './id3-tag.js';
import { normaliseLoudness } from './loudness-normaliser.js';
import { withInfoFrame } from './mp3-info-frame.js';
import { encodeMp3InSlices } from './mp3-slices.js';
import { speakerGains } from './speaker-levels.js';
import { writeWebVtt } from './webvtt.js';

/** The whole mix, in the thread that calls it: the worker in production, the test directly. */
export async function renderEpisodeAudio(input: EpisodeAudioInput): Promise<EpisodeAudio> {
  const timeline = layOutEpisode(input, speakerGains(input));
  const levelled = normaliseLoudness(timeline.samples, input.sampleRate);
  const stream = withInfoFrame(
    await encodeMp3InSlices(levelled.samples, input.sampleRate),
    timeline.samples.length,
  );
  return {
    mp3: input.tags ? concatBytes([id3v2Tag(input.tags), stream]) : stream,
    durationSeconds: timeline.samples.length / input.sampleRate,
    segmentSeconds: timeline.segmentSeconds,
    segmentStartSeconds: timeline.segmentStartSeconds,
    webVtt: writeWebVtt(timeline.turns),
    integratedLufs: levelled.integratedLufs,
    truePeakDbtp: levelled.truePeakDbtp,
  };
}
