import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PodcastQuizItemResult } from '@socratica/contracts';
import { podcastEpisodes } from './podcasts.js';
import { users } from './users.js';

/**
 * A learner's answered quiz on an episode (issue 39, decision 051): one per learner and episode, so a second
 * answer is refused and the card's "Quiz: 4 of 5" never changes under them. The graded items are kept as
 * they were shown, with the episode line each came from, so "see the answers" shows what was marked.
 */
export const podcastQuizAttempts = pgTable(
  'podcast_quiz_attempts',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    correct: integer('correct').notNull(),
    outOf: integer('out_of').notNull(),
    items: jsonb('items').$type<PodcastQuizItemResult[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('podcast_quiz_attempts_one_per_learner').on(t.userId, t.episodeId),
    check('podcast_quiz_attempts_score', sql`${t.correct} between 0 and ${t.outOf}`),
  ],
);
