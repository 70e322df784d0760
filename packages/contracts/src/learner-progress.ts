import { z } from 'zod';
import { TestedGain } from './assessments.js';

/**
 * The learner's own progress page (issue 40 §5, decision 056): per topic, the tested gain of each completed
 * session, the reviews done and the cards due. Every figure comes from stored answers; nothing is estimated.
 */

export const ProgressSession = z.object({
  session_id: z.number().int(),
  completed_at: z.string().describe('When the post-assessment was submitted.'),
  tested_gain: TestedGain.describe(
    "The session's gain on the pre-check's items and their parallel items, exactly as its report shows it.",
  ),
  self_rating: z
    .number()
    .nullable()
    .describe("The baseline's score from the learner's own ratings (0–100): a self-estimate, never tested."),
});
export type ProgressSession = z.infer<typeof ProgressSession>;

export const ReviewTally = z.object({
  done: z.number().int().nonnegative().describe('Review answers given on this topic’s cards.'),
  right: z.number().int().nonnegative().describe('Answers with full credit.'),
  partial: z.number().int().nonnegative().describe('Answers with some credit.'),
  wrong: z.number().int().nonnegative().describe('Answers with no credit.'),
});
export type ReviewTally = z.infer<typeof ReviewTally>;

export const CardsDue = z.object({
  total: z.number().int().nonnegative().describe('Review cards made on this topic.'),
  due_now: z.number().int().nonnegative(),
  next_due_at: z
    .string()
    .nullable()
    .describe('When the next card not yet due comes due; null when none is waiting.'),
});
export type CardsDue = z.infer<typeof CardsDue>;

export const TopicProgress = z.object({
  topic: z.string().describe('The topic as the learner last wrote it.'),
  topic_key: z.string().describe('The topic lower-cased: sessions on the same topic share it.'),
  sessions: z.array(ProgressSession).describe('Completed sessions, oldest first.'),
  measured_sessions: z.number().int().nonnegative().describe('Sessions whose tested gain was measured.'),
  reviews: ReviewTally,
  cards: CardsDue,
});
export type TopicProgress = z.infer<typeof TopicProgress>;

export const LearnerProgress = z.object({
  topics: z.array(TopicProgress).describe('Topics with a completed session, the latest first.'),
  reviews: ReviewTally.describe('All topics together.'),
  cards: CardsDue.describe('All topics together.'),
});
export type LearnerProgress = z.infer<typeof LearnerProgress>;
