import type { ChatTurn } from './coach.js';
import { askedAbout } from './offline/tutor/fact-question.js';

/**
 * The words to retrieve passages for before the tutor answers: what the learner asks to be told ("just
 * tell me" asks about their last question, or the topic), else their message as written.
 */
export function retrievalQuery(topic: string, history: readonly ChatTurn[]): string {
  const learnerMessages = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  return askedAbout(learnerMessages, topic) ?? learnerMessages.at(-1) ?? topic;
}
