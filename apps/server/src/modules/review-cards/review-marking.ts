import type { KeyedQuestion } from '../../coach/coach.js';
import { gradeShortAnswer } from '../../coach/offline/short-answer-grading.js';
import { gradeByRule, type Grade } from '../../coach/rule-grading.js';

/**
 * A card's answer marked as the offline coach marks a post-assessment answer: a choice by the option, a
 * written answer by meaning (its statements read against the key's, then the key's ideas it covers). No
 * model is asked: a review is marked the same way every day, and at once.
 */
export async function markReviewAnswer(question: KeyedQuestion, answer: string | string[]): Promise<Grade> {
  return gradeByRule(question, answer) ?? (await gradeShortAnswer(question, answer));
}

/** What a card shows after it is answered: the key as a learner reads it. */
export function acceptedAnswerOf(question: KeyedQuestion): string {
  const { acceptedAnswer, correctOptions, modelAnswer, keyConcepts } = question.key;
  return acceptedAnswer ?? correctOptions?.join(', ') ?? modelAnswer ?? keyConcepts?.join(', ') ?? '';
}
