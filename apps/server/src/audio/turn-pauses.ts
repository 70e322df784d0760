/** DESIGN §6: the silence before the first word and after the last. */
export const LEAD_IN_SECONDS = 0.5;
export const LEAD_OUT_SECONDS = 0.5;

/** DESIGN §6: the pauses between turns stay within these. */
export const SHORTEST_PAUSE_SECONDS = 0.25;
export const LONGEST_PAUSE_SECONDS = 0.8;

export interface NextTurn {
  /** The other host speaks next. */
  speakerChanges: boolean;
  /** The next turn opens a new segment. */
  segmentChanges: boolean;
}

/** A turn's closing punctuation, past any closing quotes or brackets. */
const ENDS_WITH_QUESTION = /\?["'”’»)\]]*$/u;
const BREAKS_OFF = /(?:…|\.\.\.|[-–—])["'”’»)\]]*$/u;

/**
 * The pause after a turn, in seconds, from its text alone, so that the captions and the tests never move:
 * - a question handed to the other host is answered quickly (0.25–0.35 s), a sentence broken off at once;
 * - otherwise the pause grows with the turn, 0.3 s after a short reply up to 0.6 s after a long explanation,
 *   and 0.1 s more when the same host goes on (a new paragraph);
 * - a new segment gets 0.65–0.8 s, the longest, so that the listener hears the change of subject.
 */
export function pauseAfter(text: string, next: NextTurn): number {
  const trimmed = text.trim();
  const words = trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
  // 0 for a reply of up to 8 words, 1 from 60 words (about 25 s of speech) on.
  const length = Math.min(1, Math.max(0, (words - 8) / 52));
  let seconds: number;
  if (next.segmentChanges) seconds = 0.65 + 0.15 * length;
  else if (next.speakerChanges && ENDS_WITH_QUESTION.test(trimmed)) seconds = 0.25 + 0.1 * length;
  else if (BREAKS_OFF.test(trimmed)) seconds = SHORTEST_PAUSE_SECONDS;
  else seconds = 0.3 + 0.3 * length + (next.speakerChanges ? 0 : 0.1);
  const bounded = Math.min(LONGEST_PAUSE_SECONDS, Math.max(SHORTEST_PAUSE_SECONDS, seconds));
  // Whole milliseconds, so that the same text always gives the same sample count.
  return Math.round(bounded * 1000) / 1000;
}
