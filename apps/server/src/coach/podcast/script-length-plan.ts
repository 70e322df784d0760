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

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
