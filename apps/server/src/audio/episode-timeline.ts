import type { EpisodeAudioInput } from './episode-audio.js';

/** DESIGN §6: the pauses a listener hears between two turns and between two segments. */
export const GAP_BETWEEN_TURNS_SECONDS = 0.3;
export const GAP_BETWEEN_SEGMENTS_SECONDS = 0.6;

export interface TimedTurn {
  speakerLabel: string;
  text: string;
  startSeconds: number;
  endSeconds: number;
}

export interface EpisodeTimeline {
  samples: Float32Array;
  turns: TimedTurn[];
  segmentSeconds: number[];
}

/**
 * Lays the spoken turns end to end with their pauses, and records where each turn starts and ends, in
 * samples and so exactly, for the captions. A segment's length includes its own turns' pauses; the pause
 * before the next segment belongs to neither.
 */
export function layOutEpisode(input: EpisodeAudioInput): EpisodeTimeline {
  const turnGap = Math.round(GAP_BETWEEN_TURNS_SECONDS * input.sampleRate);
  const segmentGap = Math.round(GAP_BETWEEN_SEGMENTS_SECONDS * input.sampleRate);
  let length = 0;
  input.segments.forEach((segment, s) => {
    if (s > 0) length += segmentGap;
    segment.turns.forEach((turn, t) => {
      if (t > 0) length += turnGap;
      length += turn.samples.length;
    });
  });

  const samples = new Float32Array(length);
  const turns: TimedTurn[] = [];
  const segmentSeconds: number[] = [];
  let cursor = 0;
  input.segments.forEach((segment, s) => {
    if (s > 0) cursor += segmentGap;
    const segmentStart = cursor;
    segment.turns.forEach((turn, t) => {
      if (t > 0) cursor += turnGap;
      samples.set(turn.samples, cursor);
      turns.push({
        speakerLabel: turn.speakerLabel,
        text: turn.text,
        startSeconds: cursor / input.sampleRate,
        endSeconds: (cursor + turn.samples.length) / input.sampleRate,
      });
      cursor += turn.samples.length;
    });
    segmentSeconds.push((cursor - segmentStart) / input.sampleRate);
  });
  return { samples, turns, segmentSeconds };
}
