import { classifyLearnerMessage, questionIn } from './learner-signal.js';

/** Words that open a question of fact, as opposed to a yes-or-no question about a claim. */
const FACT_OPENING = /^(?:who|whom|whose|what|what's|whats|which|why|how|when|where)\b/i;

/** The learner's question of fact in the text ("What caused the French Revolution"), without its mark. */
function factQuestionIn(text: string): string | null {
  const question = questionIn(text);
  return question !== null && FACT_OPENING.test(question) ? question : null;
}

/**
 * What the learner's latest message asks to be told: its question of fact; for "just tell me", the
 * learner's last question of fact before it, or else the topic itself; null for anything else (an
 * answer, a yes-or-no question, a stuck learner).
 */
export function askedAbout(learnerMessages: readonly string[], topic: string): string | null {
  const latest = learnerMessages.at(-1);
  if (latest === undefined) return null;
  const signal = classifyLearnerMessage(latest);
  if (signal === 'question') return factQuestionIn(latest);
  if (signal !== 'wants_answer') return null;
  const earlier = learnerMessages
    .slice(0, -1)
    .map(factQuestionIn)
    .findLast((question) => question !== null);
  return earlier ?? topic;
}
