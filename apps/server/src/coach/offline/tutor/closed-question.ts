import { questionIn } from './learner-signal.js';
import type { ReplyCandidates } from './reply-composition.js';

/**
 * A yes-or-no question the learner asks about a claim the tutor could not check ("Is the
 * mitochondria where photosynthesis happens?"). Building the next question on the claim would take
 * it for granted (DESIGN D18), so the tutor says it will not answer yes or no and asks about the
 * open question behind it: "where photosynthesis happens".
 */

const CLOSED = /^(?:is|are|was|were|does|do|did|can|could|will|would|has|have|isn't|aren't|doesn't|don't)\b/i;
/** "Do you know where…", "Can I…": about the chat, not a claim about the world. */
const ABOUT_US = /^\S+\s+(?:you|i|we|me)\b/i;
/** The open question inside a closed one: "Is X where photosynthesis happens" → "where photosynthesis happens". */
const OPEN_CLAUSE = /\b((?:where|when|how|why|what|who|which)\s+\S.*)$/i;

const LEADS = [
  "I can't check that claim from what I know here, so I won't answer yes or no to it yet.",
  "That's a claim I can't check here, so let's not build on it yet.",
];

/** Candidates for a closed question with an open one inside; null for any other message. */
export function closedQuestionReply(message: string): ReplyCandidates | null {
  const question = questionIn(message);
  if (question === null || !CLOSED.test(question) || ABOUT_US.test(question)) return null;
  // Without an open question inside, the templates ask about the learner's own idea, which
  // presupposes nothing either.
  const openClause = OPEN_CLAUSE.exec(question)?.[1]?.trim();
  if (!openClause) return null;
  return {
    leads: LEADS,
    bridges: [],
    questions: [
      `What do you already know about ${openClause}?`,
      `What have you heard or read about ${openClause}, and where did it come from?`,
    ],
  };
}
