import type { KeyedQuestion } from '../../coach/coach.js';
import { gradeShortAnswer } from '../../coach/offline/short-answer-grading.js';
import { gradeByRule, type Grade } from '../../coach/rule-grading.js';
import type { ReviewCardRow } from '../../db/schema/index.js';
import { correctsTheClaim } from './claim-marking.js';

/**
 * A card's answer marked as the offline coach marks a post-assessment answer: a choice by the option, a
 * written answer by meaning (its statements read against the key's, then the key's ideas it covers). No
 * model is asked: a review is marked the same way every day, and at once.
 */
export async function markReviewAnswer(
  card: Pick<ReviewCardRow, 'origin' | 'itemRef' | 'question'>,
  answer: string | string[],
): Promise<Grade> {
  const { question } = card;
  const sentence = question.key.acceptedAnswer;
  const text = Array.isArray(answer) ? answer.join('. ') : answer;
  const corrected =
    card.origin === 'contradicted_claim' && sentence
      ? await correctsTheClaim(card.itemRef, sentence, text)
      : null;
  return corrected ?? gradeByRule(question, answer) ?? (await gradeShortAnswer(question, answer));
}

/** What a card shows after it is answered: the key as a learner reads it. */
export function acceptedAnswerOf(question: KeyedQuestion): string {
  const { acceptedAnswer, correctOptions, modelAnswer, keyConcepts } = question.key;
  return acceptedAnswer ?? correctOptions?.join(', ') ?? modelAnswer ?? keyConcepts?.join(', ') ?? '';
}
