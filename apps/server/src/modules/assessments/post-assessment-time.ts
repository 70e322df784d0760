import type { QuestionType } from '@socratica/contracts';

/**
 * The least time an item needs (issue 38): a choice is read and picked in half a minute, a typed answer
 * takes a minute to think and write, the closing confidence rating a moment. Types a post-assessment
 * never has count as typed answers, so that an unexpected item is never rushed.
 */
const SECONDS_PER_ITEM: Record<QuestionType, number> = {
  multiple_choice: 30,
  multi_select: 30,
  short_answer: 60,
  text: 60,
  essay: 60,
  open_ended: 60,
  confidence_rating: 15,
};

/**
 * The post-assessment's time limit in minutes: the plan's share (spec 1 §9), or the time its items need
 * when that is more. A 5-minute session plans 0.8 minutes, too little for three questions and a rating,
 * so the items decide there; from about 30 minutes the plan's share is the larger.
 */
export function postAssessmentTimeLimitMinutes(
  plannedMinutes: number,
  items: readonly { type: QuestionType }[],
): number {
  const neededSeconds = items.reduce((sum, item) => sum + SECONDS_PER_ITEM[item.type], 0);
  return Math.max(plannedMinutes, neededSeconds / 60);
}
