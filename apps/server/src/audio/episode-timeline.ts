import type { EpisodeAudioInput } from './episode-audio.js';
import { LEAD_IN_SECONDS, LEAD_OUT_SECONDS, pauseAfter } from './turn-pauses.js';

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
  /** Where each segment's first turn starts, from the start of the file: its chapter's start (issue 39). */
  segmentStartSeconds: number[];
}

/**
 * Lays the spoken turns end to end with their pauses (turn-pauses.ts) after half a second of lead-in and
 * before half a second of lead-out, each turn scaled by its speaker's gain, and records where each turn
 * starts and ends, in samples and so exactly, for the captions. A segment's length includes the pauses
 * between its own turns; the pause before the next segment and the lead-in and lead-out belong to none.
 */
export function layOutEpisode(
  input: EpisodeAudioInput,
  speakerGains: ReadonlyMap<string, number> = new Map(),
): EpisodeTimeline {
  const rate = input.sampleRate;
  const placed: { samples: Float32Array; start: number; gain: number }[] = [];
  const turns: TimedTurn[] = [];
  const segmentSeconds: number[] = [];
  const segmentStartSeconds: number[] = [];
  let cursor = Math.round(LEAD_IN_SECONDS * rate);
  let previous: { speakerLabel: string; text: string } | undefined;
  for (const segment of input.segments) {
    let segmentStart = cursor;
    segment.turns.forEach((turn, t) => {
      if (previous) {
        const pause = pauseAfter(previous.text, {
          speakerChanges: previous.speakerLabel !== turn.speakerLabel,
          segmentChanges: t === 0,
        });
        cursor += Math.round(pause * rate);
      }
      if (t === 0) segmentStart = cursor;
      placed.push({ samples: turn.samples, start: cursor, gain: speakerGains.get(turn.speakerLabel) ?? 1 });
      turns.push({
        speakerLabel: turn.speakerLabel,
        text: turn.text,
        startSeconds: cursor / rate,
        endSeconds: (cursor + turn.samples.length) / rate,
      });
      cursor += turn.samples.length;
      previous = turn;
    });
    segmentSeconds.push((cursor - segmentStart) / rate);
    segmentStartSeconds.push(segmentStart / rate);
  }

  const samples = new Float32Array(cursor + Math.round(LEAD_OUT_SECONDS * rate));
  for (const { samples: clip, start, gain } of placed) {
    if (gain === 1) {
      samples.set(clip, start);
      continue;
    }
    for (let i = 0; i < clip.length; i++) samples[start + i] = clip[i]! * gain;
  }
  return { samples, turns, segmentSeconds, segmentStartSeconds };
}
