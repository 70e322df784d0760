import { z } from 'zod';
import { storableText } from './common.js';

/**
 * Issue 40 §4: how tested learning went per topic, and how each generated item works, for admins.
 * Figures are read from completed sessions; an item is one question text asked on one topic.
 */

const day = (name: string) =>
  storableText()
    .pipe(z.iso.date({ error: `${name} must be a date like 2026-11-23.` }))
    .optional();

const learningFilterFields = {
  topic: storableText()
    .trim()
    .min(1, { error: 'topic cannot be empty: leave it out for every topic.' })
    .max(200, { error: 'topic can be at most 200 characters.' })
    .optional()
    .describe('One topic, as learners typed it (case and spacing do not matter).'),
  from: day('from').describe('Sessions started on or after this day (UTC).'),
  to: day('to').describe('Sessions started on or before this day (UTC).'),
};

/** The filters of the Learning tab, alike for its page and its CSV export; they live in the tab's URL. */
export const LearningAnalyticsQuery = z
  .object(learningFilterFields)
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    error: 'from must be on or before to: swap the two dates.',
    path: ['to'],
  });
export type LearningAnalyticsQuery = z.infer<typeof LearningAnalyticsQuery>;

/** A mean with its 95 % interval (normal approximation: mean ± 1.96 · s / √n); no interval below 2 values. */
export const MeanWithInterval = z.object({
  n: z.number().int().describe('How many sessions the mean is of.'),
  mean: z.number().nullable().describe('Null when n is 0.'),
  low: z.number().nullable().describe('Lower end of the 95 % interval; null when n < 2.'),
  high: z.number().nullable().describe('Upper end of the 95 % interval; null when n < 2.'),
});
export type MeanWithInterval = z.infer<typeof MeanWithInterval>;

export const TopicLearning = z.object({
  topic: z.string(),
  topic_key: z.string(),
  sessions: z.number().int().describe('Completed sessions in the filter.'),
  pre: MeanWithInterval.describe('Knowledge pre-check score (0–100), over sessions that answered it.'),
  post: MeanWithInterval.describe('Post-assessment score (0–100).'),
  gain: MeanWithInterval.describe(
    'Normalised gain (post − pre) / (100 − pre) on the pre-check’s parallel post items, over sessions with a pre-check below 100.',
  ),
  precheck_share: z
    .number()
    .describe('Share of the sessions (0–1) that answered the knowledge pre-check (not skipped).'),
  replaced_replies: z
    .number()
    .int()
    .describe('Tutor replies of the model the checks replaced with the offline coach’s.'),
  has_source: z.boolean().describe('Whether the topic has a Wikipedia article or a document to teach from.'),
});
export type TopicLearning = z.infer<typeof TopicLearning>;

export const ItemFlag = z.enum([
  'negative_discrimination',
  'nobody_correct',
  'everybody_correct',
  'sense_off_topic',
]);
export type ItemFlag = z.infer<typeof ItemFlag>;

export const OptionChoice = z.object({ option: z.string(), chosen: z.number().int() });
export type OptionChoice = z.infer<typeof OptionChoice>;

export const ItemStatistics = z.object({
  topic: z.string(),
  topic_key: z.string(),
  question_text: z.string(),
  pattern: z.string().nullable().describe('The generator’s pattern that made the item; null on older items.'),
  answered: z.number().int(),
  difficulty: z.number().nullable().describe('Share of answers marked correct (0–1).'),
  discrimination: z
    .number()
    .nullable()
    .describe(
      'Point-biserial correlation of the item (0/1) with the rest of the post-assessment (share correct without it); null when either does not vary.',
    ),
  options: z
    .array(OptionChoice)
    .describe('How often each option was chosen (choice items; empty otherwise).'),
  flags: z.array(ItemFlag),
  retired: z.boolean(),
});
export type ItemStatistics = z.infer<typeof ItemStatistics>;

export const LearningAnalytics = z.object({
  topics: z.array(TopicLearning),
  items: z
    .array(ItemStatistics)
    .describe('Flagged items first, then the most answered; at most 200 (the CSV export has them all).'),
  items_total: z.number().int().describe('Items in the filter, listed or not.'),
  sourceless_topics: z.array(z.string()).describe('Topics learners were asked about that have no source.'),
  retired_patterns: z.array(z.object({ topic_key: z.string(), pattern: z.string() })),
  min_answers_for_flags: z
    .number()
    .int()
    .describe('Items with fewer answers are not flagged as nobody or everybody correct.'),
});
export type LearningAnalytics = z.infer<typeof LearningAnalytics>;

/** Retires one item (a question text on a topic) or a whole pattern of a topic: it is never served again. */
export const RetireItemRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    topic_key: storableText().trim().min(1, { error: 'topic_key is required.' }).max(200),
    question_text: storableText().trim().min(1, { error: 'question_text is required.' }).max(2000),
  }),
  z.object({
    kind: z.literal('pattern'),
    topic_key: storableText().trim().min(1, { error: 'topic_key is required.' }).max(200),
    pattern: storableText().trim().min(1, { error: 'pattern is required.' }).max(100),
  }),
]);
export type RetireItemRequest = z.infer<typeof RetireItemRequest>;

export const RetiredItem = z.object({
  id: z.number().int(),
  kind: z.enum(['item', 'pattern']),
  topic_key: z.string(),
  target: z.string().describe('The question text, or the pattern name.'),
  retired_at: z.string(),
});
export type RetiredItem = z.infer<typeof RetiredItem>;
