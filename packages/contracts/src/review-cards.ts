import { z } from 'zod';

/**
 * Spaced review (issue 40, decision 054): each post-assessment item a learner missed, and each claim of
 * their chat that the sources contradict, comes back as a card on an FSRS schedule. The browser never sees a
 * card's key before it is answered.
 */

export const ReviewCardOrigin = z
  .enum(['missed_item', 'contradicted_claim'])
  .describe('A post-assessment item answered wrong, or a claim of the chat that the sources contradict.');
export type ReviewCardOrigin = z.infer<typeof ReviewCardOrigin>;

export const ReviewDueCount = z.object({
  due: z.number().int().nonnegative().describe('How many of your cards are due for review now.'),
  next: z
    .object({
      due_at: z.string().describe('When the first of your cards not yet due comes back.'),
      count: z.number().int().positive().describe('How many cards come back within a day of that first one.'),
    })
    .nullable()
    .describe('While none is due: when cards come back next. Null when some are due, or you have none.'),
});
export type ReviewDueCount = z.infer<typeof ReviewDueCount>;

/** A card as the review asks it: the prompt and its options, never the key. */
export const ReviewCardQuestion = z.object({
  id: z.number().int(),
  origin: ReviewCardOrigin,
  topic: z.string(),
  prompt: z.string(),
  kind: z
    .enum(['choice', 'several', 'written'])
    .describe('One option, one or more options, or a written answer.'),
  options: z.array(z.string()).describe('The choices, for choice and several; empty for written.'),
  due_at: z.string(),
  reviews: z.number().int().nonnegative().describe('How often the card was answered before.'),
});
export type ReviewCardQuestion = z.infer<typeof ReviewCardQuestion>;

export const DueReviewCards = z.object({
  cards: z.array(ReviewCardQuestion),
  due: z.number().int().nonnegative().describe('All your due cards; the list holds at most the first few.'),
});
export type DueReviewCards = z.infer<typeof DueReviewCards>;

export const ReviewAnswer = z.object({
  answer: z.union([z.string().max(4000), z.array(z.string().max(500)).max(20)]),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const ReviewCredit = z.enum(['none', 'partial', 'full']);
export type ReviewCredit = z.infer<typeof ReviewCredit>;

export const ReviewCardSource = z.object({
  name: z.string().describe('Where the key comes from: "French Revolution › Storming of the Bastille".'),
  url: z.string().nullable(),
  sentence: z.string().nullable().describe("The source's own sentence, when the card has one."),
});
export type ReviewCardSource = z.infer<typeof ReviewCardSource>;

export const ReviewAnswerResult = z.object({
  card_id: z.number().int(),
  score: z.number().min(0).max(1),
  credit: ReviewCredit,
  feedback: z.string(),
  accepted_answer: z.string(),
  source: ReviewCardSource.nullable(),
  rating: z.enum(['again', 'hard', 'good']).describe('The FSRS rating the credit gave: none, partial, full.'),
  next_due_at: z.string().describe('When the card comes back.'),
});
export type ReviewAnswerResult = z.infer<typeof ReviewAnswerResult>;
