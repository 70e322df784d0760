import { speakableText } from './speakable-text.js';

/**
 * The length plan of an episode (DESIGN §6): a short introduction, body segments of about four minutes, and a
 * wrap-up, each given its minutes and the words that fill them at the host voice's rate.
 */
export interface PlannedSegment {
  role: 'intro' | 'body' | 'wrap_up';
  minutes: number;
  words: number;
}

const FRAME_SHARE = 0.1;
const MIN_FRAME_MINUTES = 0.5;
const BODY_SEGMENT_MINUTES = 4;
const MAX_BODY_SEGMENTS = 6;

export function planEpisode(durationMinutes: number, wordsPerMinute: number): PlannedSegment[] {
  const frame = Math.max(MIN_FRAME_MINUTES, roundTenth(durationMinutes * FRAME_SHARE));
  const bodyMinutes = Math.max(0.1, durationMinutes - 2 * frame);
  const bodies = Math.min(MAX_BODY_SEGMENTS, Math.max(1, Math.round(bodyMinutes / BODY_SEGMENT_MINUTES)));
  const segment = (role: PlannedSegment['role'], minutes: number): PlannedSegment => ({
    role,
    minutes,
    words: Math.round(minutes * wordsPerMinute),
  });
  const bodyEach = bodyMinutes / bodies;
  return [
    segment('intro', frame),
    ...Array.from({ length: bodies }, () => segment('body', roundTenth(bodyEach))),
    segment('wrap_up', frame),
  ];
}

/** Words a plan asks for in all. */
export function plannedWords(plan: readonly PlannedSegment[]): number {
  return plan.reduce((sum, segment) => sum + segment.words, 0);
}

/**
 * The rate the voice really spoke at, from a first pass's words and its measured seconds: the revision plans
 * with it, so a second pass lands where the first one aimed.
 */
export function measuredWordsPerMinute(words: number, seconds: number, fallback: number): number {
  return words > 0 && seconds > 0 ? (words / seconds) * 60 : fallback;
}

/**
 * The silence a turn brings with it, on average: the pause after it (0.25–0.8 s by its text, `turn-pauses.ts`)
 * and its share of the segment gaps and the lead-in and lead-out. The voices' rates are measured on speech
 * alone, so a plan of many short turns must count these.
 */
const AVERAGE_TURN_PAUSE_SECONDS = 0.5;

/** A turn's pause, in the words the voice would have said in that time. */
export function turnPauseWords(wordsPerMinute: number): number {
  return (AVERAGE_TURN_PAUSE_SECONDS * wordsPerMinute) / 60;
}

/**
 * The voice's speaking rate in a first pass, its pauses taken out: a revision plans with it and counts the
 * pauses again, so that a script of many turns does not pay for its silences twice.
 */
export function measuredSpeechRate(words: number, turns: number, seconds: number, fallback: number): number {
  const speaking = seconds - turns * AVERAGE_TURN_PAUSE_SECONDS;
  return words > 0 && speaking > 0 ? (words / speaking) * 60 : fallback;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * The words the voice will say: "1789" is three, "25%" two. The length plan counts these, so a source full
 * of figures does not run long.
 */
export function spokenWordCount(text: string): number {
  return wordCount(speakableText(text));
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
