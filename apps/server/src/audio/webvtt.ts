import type { TimedTurn } from './episode-timeline.js';

/** WebVTT captions (podcast:transcript), one cue per turn, each marked with its speaker's voice tag. */
export function writeWebVtt(turns: readonly TimedTurn[]): string {
  const cues = turns.map(
    (turn, index) =>
      `${index + 1}\n${vttTime(turn.startSeconds)} --> ${vttTime(turn.endSeconds)}\n<v ${escapeVtt(turn.speakerLabel)}>${escapeVtt(turn.text)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function vttTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const wholeSeconds = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(ms, 3)}`;
}

/** A cue's text may not hold "-->" or raw markup characters. */
function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s+/g, ' ').trim();
}
