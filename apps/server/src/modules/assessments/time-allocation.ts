import type { TimeAllocation } from '@socratica/contracts';

/**
 * Spec 1 §9 with DESIGN D13: T is the largest time chosen; the pre-assessment gets min(15% of T, 5)
 * minutes, the post-assessment min(15% of T, 10), and the chat the rest. The parts are rounded to
 * tenths of a minute before the chat's share is taken, so the three shown always add up to T.
 */
export function allocateTime(chosenMinutes: readonly number[]): TimeAllocation {
  const total = Math.max(...chosenMinutes);
  const tenths = (minutes: number) => Math.round(minutes * 10);
  const pre = tenths(Math.min(0.15 * total, 5));
  const post = tenths(Math.min(0.15 * total, 10));
  return {
    total_minutes: total,
    pre_assessment_minutes: pre / 10,
    chat_learning_minutes: (tenths(total) - pre - post) / 10,
    post_assessment_minutes: post / 10,
  };
}

/**
 * How many items the post-assessment has, the closing confidence rating included: about two scored
 * items a minute of post-assessment time (a choice takes well under a minute), from 3 to 9, so a
 * session of 15 minutes or more is tested on at least 5 (decision 031).
 */
export function postAssessmentQuestionCount(postMinutes: number): number {
  const scored = Math.min(9, Math.max(3, Math.round(2 * postMinutes)));
  return scored + 1;
}
