/**
 * What kind of message the learner sent, read from its wording alone: it decides whether the tutor
 * follows its plan for the phase or first meets the learner where they are.
 */
export type LearnerSignal =
  /** A real attempt at an answer: the default. */
  | 'answer'
  /** A word or three. */
  | 'brief'
  /** "I don't know", "no idea", "I'm lost". */
  | 'stuck'
  /** A question of their own: "what is the Calvin cycle?" */
  | 'question'
  /** "Just tell me the answer." */
  | 'wants_answer';

const STUCK =
  /\b(?:i\s+(?:really\s+)?(?:do\s*n[o'’]?t|do\s+not)\s+know|idk|dunno|no\s+(?:idea|clue)|not\s+sure|unsure|i(?:'?m|\s+am)\s+(?:lost|confused|stuck)|(?:can'?t|don'?t)\s+remember|haven'?t\s+a\s+clue)\b/i;
/** A whole message that says nothing: "pass", "hmm", "?". */
const EMPTY_REPLY = /^(?:pass|skip|hmm+|um+|uh+|no|nope|nah|\?+|\.+)[.!?]*$/i;
const WANTS_ANSWER =
  /\b(?:(?:just\s+)?(?:tell|give|show)\s+me(?:\s+the\s+answer)?|what'?s\s+the\s+answer|what\s+is\s+the\s+answer|just\s+explain|(?:can|could)\s+you\s+(?:just\s+)?(?:explain|tell\s+me))\b/i;
/** Words that open a genuine question, as opposed to a tentative answer ending in "?" ("So it's X?"). */
const INTERROGATIVE =
  /^(?:what|what's|whats|why|how|when|where|who|whom|which|is|are|was|were|does|do|did|can|could|should|would|will|isn't|aren't|doesn't|don't)\b/i;
const BRIEF_WORDS = 3;
/** Longer than this, a message that says "not sure" somewhere is an answer with a doubt in it. */
const STUCK_MAX_WORDS = 7;

export function classifyLearnerMessage(text: string): LearnerSignal {
  const flat = text.replace(/\s+/g, ' ').trim();
  const wordCount = flat.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (WANTS_ANSWER.test(flat)) return 'wants_answer';
  if (wordCount === 0 || EMPTY_REPLY.test(flat) || (STUCK.test(flat) && wordCount <= STUCK_MAX_WORDS))
    return 'stuck';
  if (questionIn(flat) !== null) return 'question';
  if (wordCount <= BRIEF_WORDS) return 'brief';
  return 'answer';
}

/** The first sentence of the text that is a genuine question, without its question mark. */
export function questionIn(text: string): string | null {
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [];
  for (const sentence of sentences) {
    const trimmed = sentence.trim();
    if (trimmed.endsWith('?') && INTERROGATIVE.test(trimmed)) return trimmed.replace(/[?\s]+$/, '');
  }
  return null;
}
