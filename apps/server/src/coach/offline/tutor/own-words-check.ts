import { falseArithmeticStatements, sentencesOf } from '../arithmetic/reply-arithmetic-check.js';

/** Asked when the only question a reply had was dropped: it presupposes nothing. */
const NEUTRAL_QUESTION = 'How would you check that for yourself?';

/**
 * The last check before a reply leaves the tutor (DESIGN D18): a sentence that states false
 * arithmetic is dropped, never sent. Replies are built from checked sentences already
 * (reply-composition), so this only acts if a sentence slipped past that, and the reply still ends
 * with a question.
 */
export function withoutFalseArithmetic(reply: string): string {
  const falseSentences = new Set(falseArithmeticStatements(reply).map((found) => found.sentence));
  if (falseSentences.size === 0) return reply;
  const kept = sentencesOf(reply).filter((sentence) => !falseSentences.has(sentence));
  if (!kept.at(-1)?.trim().endsWith('?')) kept.push(NEUTRAL_QUESTION);
  return kept.join(' ');
}
