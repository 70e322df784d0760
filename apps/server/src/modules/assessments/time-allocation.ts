import type { TimeAllocation } from '@socratica/contracts';
import { roundToTenth } from './round-to-tenth.js';

/**
 * Spec 1 §9: T is the largest time chosen; the pre-assessment gets min(15% of T, 5) minutes, the
 * chat 70% of T, and the post-assessment min(15% of T, 10).
 */
export function allocateTime(chosenMinutes: readonly number[]): TimeAllocation {
  const total = Math.max(...chosenMinutes);
  return {
    total_minutes: total,
    pre_assessment_minutes: roundToTenth(Math.min(0.15 * total, 5)),
    chat_learning_minutes: roundToTenth(0.7 * total),
    post_assessment_minutes: roundToTenth(Math.min(0.15 * total, 10)),
  };
}

/** D7: about one question a minute of post-assessment time, from 3 to 10 (the last is the confidence rating). */
export function postAssessmentQuestionCount(postMinutes: number): number {
  return Math.min(10, Math.max(3, Math.round(postMinutes)));
}
