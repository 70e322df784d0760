import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReviewCardOrigin, ReviewCardSource } from '@socratica/contracts';
import { assessmentSessions, type StoredKeyedQuestion } from './assessments.js';
import { users } from './users.js';

/**
 * A review card (issue 40, decision 054): a post-assessment item the learner missed, or a claim of their
 * chat that the sources contradict, asked again on an FSRS schedule. The question keeps its key, which
 * only the server reads; the card goes with its session, so deleting a session deletes its cards.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    origin: text('origin', { enum: ['missed_item', 'contradicted_claim'] })
      .$type<ReviewCardOrigin>()
      .notNull(),
    /** The item's id, or the claim's text: with the session and origin, what makes a card once. */
    itemRef: text('item_ref').notNull(),
    topic: text('topic').notNull(),
    /** The question asked, with its answer key (never sent before the card is answered). */
    question: jsonb('question').$type<StoredKeyedQuestion>().notNull(),
    source: jsonb('source').$type<ReviewCardSource>(),
    // The FSRS card (ts-fsrs), column for column.
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_cards_once_per_item').on(t.sessionId, t.origin, t.itemRef),
    // Home's "N items due for review" counts a learner's cards due by now.
    index('review_cards_user_due_idx').on(t.userId, t.due),
    check('review_cards_origin_check', sql`${t.origin} in ('missed_item', 'contradicted_claim')`),
  ],
);

/** One answer to a card: what was written, how it was marked, and the schedule it gave. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    score: real('score').notNull(),
    /** The FSRS rating: 1 Again, 2 Hard, 3 Good. */
    rating: smallint('rating').notNull(),
    /** The card's state and due date before this answer. */
    state: smallint('state').notNull(),
    previousDue: timestamp('previous_due', { withTimezone: true }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_logs_card_idx').on(t.cardId, t.reviewedAt)],
);

export type ReviewCardRow = typeof reviewCards.$inferSelect;
