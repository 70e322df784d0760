import { z } from 'zod';
import { storableText } from './common.js';

/** How many items an episode's quiz has (issue 39): about two minutes after the episode ends. */
export const PODCAST_QUIZ_ITEMS = 5;
/** The longest typed answer kept: a sentence or two is what an item asks for. */
export const PODCAST_QUIZ_ANSWER_MAX = 500;

/** `choice`: pick one of the options; `typed`: a short answer in the learner's own words, graded by meaning. */
export const PodcastQuizItemKind = z.enum(['choice', 'typed']);
export type PodcastQuizItemKind = z.infer<typeof PodcastQuizItemKind>;

/** One item as the browser gets it: never its key. */
export const PodcastQuizItem = z
  .object({
    id: z.string(),
    kind: PodcastQuizItemKind,
    prompt: z.string(),
    options: z.array(z.string()).describe('The choices of a choice item; empty for a typed one.'),
  })
  .meta({ id: 'PodcastQuizItem' });
export type PodcastQuizItem = z.infer<typeof PodcastQuizItem>;

/** What an item's grading says, with the episode's line it was made from (where the fact comes from). */
export const PodcastQuizItemResult = z
  .object({
    item_id: z.string(),
    kind: PodcastQuizItemKind,
    prompt: z.string(),
    your_answer: z.string(),
    correct: z.boolean(),
    score: z.number().min(0).max(1),
    accepted_answer: z.string(),
    feedback: z.string(),
    episode_line: z.string().describe('The host’s sentence in the episode that the item tests.'),
    segment_title: z.string().describe('The part of the episode the line is in.'),
  })
  .meta({ id: 'PodcastQuizItemResult' });
export type PodcastQuizItemResult = z.infer<typeof PodcastQuizItemResult>;

export const PodcastQuizResult = z
  .object({
    episode_id: z.number().int(),
    correct: z.number().int().min(0),
    out_of: z.number().int().min(1),
    taken_at: z.string().describe('ISO 8601.'),
    items: z.array(PodcastQuizItemResult),
  })
  .meta({ id: 'PodcastQuizResult' });
export type PodcastQuizResult = z.infer<typeof PodcastQuizResult>;

/** The quiz on one episode: its items, and the learner's result once they took it (one attempt each). */
export const PodcastQuiz = z
  .object({
    episode_id: z.number().int(),
    episode_title: z.string(),
    topic: z.string(),
    estimated_seconds: z.number().int().describe('About how long answering takes.'),
    items: z.array(PodcastQuizItem),
    result: PodcastQuizResult.nullable().describe('Set once the learner answered: the quiz is taken once.'),
  })
  .meta({ id: 'PodcastQuiz' });
export type PodcastQuiz = z.infer<typeof PodcastQuiz>;

const itemAnswer = z.object({
  item_id: storableText({ error: 'Each answer needs the item_id of the item it answers.' }).max(20, {
    error: 'An item_id is at most 20 characters.',
  }),
  answer: storableText({ error: 'Each answer is text: the option chosen or the words typed.' })
    .trim()
    .max(PODCAST_QUIZ_ANSWER_MAX, {
      error: `An answer can be at most ${PODCAST_QUIZ_ANSWER_MAX} characters.`,
    }),
});

export const PodcastQuizAnswers = z.object({
  answers: z
    .array(itemAnswer, { error: 'answers is a list of { item_id, answer }, one for each item of the quiz.' })
    .min(1, { error: 'Answer at least one item before sending the quiz.' })
    .max(PODCAST_QUIZ_ITEMS, { error: `The quiz has at most ${PODCAST_QUIZ_ITEMS} items.` }),
});
export type PodcastQuizAnswers = z.infer<typeof PodcastQuizAnswers>;

/** The learner's score on each episode whose quiz they took: what the episode cards show. */
export const PodcastQuizScore = z.object({
  episode_id: z.number().int(),
  correct: z.number().int().min(0),
  out_of: z.number().int().min(1),
  taken_at: z.string(),
});
export type PodcastQuizScore = z.infer<typeof PodcastQuizScore>;

export const PodcastQuizScores = z.object({ scores: z.array(PodcastQuizScore) });
export type PodcastQuizScores = z.infer<typeof PodcastQuizScores>;
