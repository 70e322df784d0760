import type { TutorPhase } from '@socratica/contracts';
import type { LearnerSignal } from './learner-signal.js';
import type { TalkingPoint } from './talking-point.js';
import { fillTemplate } from './template-text.js';

/**
 * The sentences around the question: a lead that acknowledges the learner (or marks a new phase)
 * and a bridge that quotes their words. None of them asks anything: the question is the reply's one
 * question mark.
 */

/**
 * Acknowledgements are neutral and about the learner's effort: the tutor cannot check most claims,
 * so it never calls one right or good (DESIGN D18). Confirmation comes only from a check
 * (arithmetic-reply, definition-reply).
 */
const LEADS: Record<LearnerSignal | 'encouraging', readonly string[]> = {
  answer: [
    'Thanks, that helps me see your thinking.',
    'Okay, I follow your reasoning.',
    'That gives us something to test.',
    "That's a useful place to start.",
    "I see where you're going.",
    'Thanks for spelling that out.',
    'Thanks for putting that into words.',
  ],
  encouraging: [
    'Thanks for putting that into your own words; that takes effort.',
    'Thanks for sticking with it and thinking out loud.',
    "You're putting real effort into this.",
    'It takes effort to put a half-formed idea into words, so thanks.',
    "Thanks for working through that; let's keep going.",
  ],
  brief: ["Okay, that's a start.", "Let's unpack that a little.", 'Short and to the point.'],
  stuck: [
    "That's completely fine: not knowing yet is where learning starts.",
    'No problem at all.',
    "That's okay, let's find a way in together.",
    'Fair enough, this part is tricky.',
  ],
  question: ['Thanks for asking.', "That's worth wondering about.", "Let's look into that."],
  wants_answer: [
    "I'd rather help you work it out yourself, because it sticks much better that way.",
    "Let's get you there yourself, and I'll give you a foothold.",
    "You'll remember it far better if you find it, so let's do that together.",
  ],
};

/**
 * To a learner who asked for a video: the search runs after the reply and may find none, so the lead
 * promises only to look, never that a video is there.
 */
const VIDEO_REQUEST_LEADS = [
  "Seeing it explained another way can help: I'll look for videos, and any that fit appear under this reply.",
  'A video can help here. Any that fit appear under this reply; meanwhile, think about this.',
];

/** Said once, when the reply is the first of a later phase. */
const TRANSITIONS: Record<Exclude<TutorPhase, 'prior_knowledge'>, readonly string[]> = {
  exploration: ["Let's dig into your ideas a bit more.", "Let's explore that further."],
  challenge: ["Now let's put your thinking to the test.", "Let's push on that idea a little."],
  consolidation: [
    "We have about {minutes} left, so let's start pulling things together.",
    "With about {minutes} to go, let's bring your ideas together.",
  ],
};
const TIME_IS_UP = "We're at the end of our time, so let's pull things together.";

const BRIDGES = {
  said: [
    'You said “{quote}”.',
    'You mentioned “{quote}”.',
    'I noticed you wrote “{quote}”.',
    "Let's stay with your words: “{quote}”.",
    'You brought up “{quote}”.',
  ],
  asked: ['You asked: “{quote}”.', 'Your question was “{quote}”.'],
  earlier: ['Earlier you mentioned “{quote}”.', "Let's go back to something you said: “{quote}”."],
} as const;

export interface LeadSituation {
  signal: LearnerSignal;
  needsEncouragement: boolean;
  /** The phase this reply starts, when it is the first of it. */
  entering: TutorPhase | null;
  remainingMinutes: number;
  /** The learner asked for a video. */
  asksForVideo?: boolean;
}

/** Candidate leads, in no particular order, filled in. */
export function leadsFor({
  signal,
  needsEncouragement,
  entering,
  remainingMinutes,
  asksForVideo = false,
}: LeadSituation): string[] {
  if (asksForVideo) return [...VIDEO_REQUEST_LEADS];
  const plainAnswer = signal === 'answer' || signal === 'brief';
  if (entering && entering !== 'prior_knowledge' && plainAnswer) {
    const minutes = minutesPhrase(remainingMinutes);
    const transitions = TRANSITIONS[entering]
      .map((t) => fillTemplate(t, { minutes }))
      .filter((t): t is string => t !== null);
    return transitions.length > 0 ? transitions : [TIME_IS_UP];
  }
  return [...LEADS[needsEncouragement && signal === 'answer' ? 'encouraging' : signal]];
}

/** Candidate bridge templates with a `{quote}` slot; none when there is nothing of theirs to quote. */
export function bridgesFor(signal: LearnerSignal, point: TalkingPoint): readonly string[] {
  if (point.quote === null) return [];
  if (point.source === 'earlier') return BRIDGES.earlier;
  return signal === 'question' ? BRIDGES.asked : BRIDGES.said;
}

/**
 * "12 minutes", "10½ minutes", "1 minute", to the nearest half minute, so a plan of 10.5 minutes is
 * not announced as 11; null when less than a half minute is left.
 */
export function minutesPhrase(minutes: number): string | null {
  const halves = Math.round(minutes * 2);
  if (halves <= 0) return null;
  const whole = Math.floor(halves / 2);
  if (halves % 2 === 1) return whole === 0 ? 'half a minute' : `${whole}½ minutes`;
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}
